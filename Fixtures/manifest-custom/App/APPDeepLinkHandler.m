//
//  APPDeepLinkHandler.m
//

#import "APPDeepLinkHandler.h"
#import "Common.h"
#import <Mediator/Mediator.h>

@implementation APPDeepLinkHandler

+ (BOOL)openDeepLink:(NSURL *)url {
    if (![url.scheme isEqualToString:@"lynx"]) {
        return NO;
    }
    return [[LXHub sharedHub] go:url.absoluteString];
}

+ (NSString *)walletBadge {
    NSInteger balance = [LXService(WalletService) balanceInCents];
    return balance > 0 ? CMN_YUAN(balance) : nil;
}

+ (void)showCouponsOnFirstLaunch {
    NSUserDefaults *defaults = [NSUserDefaults standardUserDefaults];
    if ([defaults boolForKey:@"launched.before"]) {
        return;
    }
    [defaults setBool:YES forKey:@"launched.before"];
    [[LXHub sharedHub] go:LX_PATH_COUPON_LIST];
}

@end
