//
//  ACCAccountModule.m
//

#import "ACCAccountModule.h"
#import "ACCSignInViewController.h"

static NSString * const ACCTravellerIdKey = @"voyage.account.travellerId";

@implementation ACCAccountModule

+ (void)load {
    BFRegister(VYAccountService);
}

+ (instancetype)sharedInstance {
    static ACCAccountModule *module;
    static dispatch_once_t onceToken;
    dispatch_once(&onceToken, ^{
        module = [[ACCAccountModule alloc] init];
    });
    return module;
}

+ (NSUInteger)priority {
    return 1000;
}

- (void)setup {
    [Bifrost bindURL:VYRouteSignIn toHandler:^id(NSDictionary *parameters) {
        return [[ACCSignInViewController alloc] init];
    }];
}

#pragma mark - VYAccountService

- (BOOL)isSignedIn {
    return self.travellerId != nil;
}

- (NSString *)travellerId {
    return [NSUserDefaults.standardUserDefaults stringForKey:ACCTravellerIdKey];
}

@end
