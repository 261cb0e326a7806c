//
//  CPNCouponPaths.m
//  Binds the Coupon module's service and maps its Objective-C screens when the class loads.
//

#import "CPNCouponServiceImpl.h"
#import "CPNCouponListViewController.h"
#import <Mediator/Mediator.h>

@interface CPNCouponPaths : NSObject
@end

@implementation CPNCouponPaths

+ (void)load {
    [[LXHub sharedHub] bindService:@protocol(CouponService) toClass:[CPNCouponServiceImpl class]];

    [[LXHub sharedHub] mapPath:LX_PATH_COUPON_LIST toBlock:^(NSDictionary<NSString *, NSString *> *params) {
        CPNCouponListViewController *list = [[CPNCouponListViewController alloc] init];
        list.paymentCents = params[@"amount"].integerValue;
        UIViewController *root = UIApplication.sharedApplication.windows.firstObject.rootViewController;
        [root presentViewController:[[UINavigationController alloc] initWithRootViewController:list] animated:YES completion:nil];
    }];
    /* Replaced by lynx://coupon/detail (CouponRoutes.swift).
    [[LXHub sharedHub] mapPath:@"lynx://coupon/show" toBlock:^(NSDictionary<NSString *, NSString *> *params) {
    }];
    */
}

@end
