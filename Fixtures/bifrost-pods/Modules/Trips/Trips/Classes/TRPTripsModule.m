//
//  TRPTripsModule.m
//

#import "TRPTripsModule.h"
#import "TRPTripListViewController.h"
#import <VoyageMediator/VYRoutes.h>

@implementation TRPTripsModule

+ (instancetype)sharedInstance {
    static TRPTripsModule *module;
    static dispatch_once_t onceToken;
    dispatch_once(&onceToken, ^{
        module = [[TRPTripsModule alloc] init];
    });
    return module;
}

- (void)setup {
    [Bifrost bindURL:VYRouteTripList toHandler:^id(NSDictionary *parameters) {
        return [[TRPTripListViewController alloc] initWithStyle:UITableViewStyleInsetGrouped];
    }];
}

@end
