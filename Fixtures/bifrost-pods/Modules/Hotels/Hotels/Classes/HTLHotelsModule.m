//
//  HTLHotelsModule.m
//

#import "HTLHotelsModule.h"
#import "HTLHotelSearchViewController.h"

@implementation HTLHotelsModule

+ (void)load {
    BFRegister(VYHotelsService);
}

+ (instancetype)sharedInstance {
    static HTLHotelsModule *module;
    static dispatch_once_t onceToken;
    dispatch_once(&onceToken, ^{
        module = [[HTLHotelsModule alloc] init];
    });
    return module;
}

- (void)setup {
    [Bifrost bindURL:VYRouteHotelSearch toHandler:^id(NSDictionary *parameters) {
        return [self hotelSearchViewControllerForCity:parameters[@"city"] ?: @"" checkIn:[NSDate date]];
    }];
}

#pragma mark - VYHotelsService

- (UIViewController *)hotelSearchViewControllerForCity:(NSString *)cityCode checkIn:(NSDate *)checkIn {
    return [[HTLHotelSearchViewController alloc] initWithCityCode:cityCode checkIn:checkIn];
}

@end
