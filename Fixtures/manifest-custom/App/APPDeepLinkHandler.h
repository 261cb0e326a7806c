//
//  APPDeepLinkHandler.h
//  Objective-C helpers the Swift app delegate calls through the bridging header.
//

#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

@interface APPDeepLinkHandler : NSObject

/// lynx://... links from push notifications and share sheets.
+ (BOOL)openDeepLink:(NSURL *)url;

/// "¥12.50" for the wallet tab badge, nil when the wallet is empty.
+ (nullable NSString *)walletBadge;

/// First launch after install: show the welcome coupon.
+ (void)showCouponsOnFirstLaunch;

@end

NS_ASSUME_NONNULL_END
