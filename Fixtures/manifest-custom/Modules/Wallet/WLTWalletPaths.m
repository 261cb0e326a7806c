//
//  WLTWalletPaths.m
//  Maps the Wallet module's Objective-C screens into Lynx when the class loads.
//

#import "WLTBalanceViewController.h"
#import "WLTWalletServiceImpl.h"
#import "Common.h"
#import <Mediator/Mediator.h>

@interface WLTWalletPaths : NSObject
@end

@implementation WLTWalletPaths

+ (void)load {
    [[LXHub sharedHub] mapPath:kLXPathWalletBalance toBlock:^(NSDictionary<NSString *, NSString *> *params) {
        [self show:[[WLTBalanceViewController alloc] init]];
    }];
    [[LXHub sharedHub] mapPath:@"lynx://wallet/pay"
                       toBlock:^(NSDictionary<NSString *, NSString *> *params) {
        NSInteger cents = params[@"amount"].integerValue;
        BOOL paid = [LXService(WalletService) payCents:cents forOrder:params[@"order"] ?: @""];
        UIAlertController *alert = [UIAlertController alertControllerWithTitle:paid ? @"Paid" : @"Payment failed"
                                                                       message:CMN_YUAN(cents)
                                                                preferredStyle:UIAlertControllerStyleAlert];
        [alert addAction:[UIAlertAction actionWithTitle:@"OK" style:UIAlertActionStyleDefault handler:nil]];
        [self show:alert];
    }];
}

+ (void)show:(UIViewController *)viewController {
    UIViewController *root = UIApplication.sharedApplication.windows.firstObject.rootViewController;
    while (root.presentedViewController) {
        root = root.presentedViewController;
    }
    [root presentViewController:viewController animated:YES completion:nil];
}

@end
