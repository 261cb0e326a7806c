//
//  CartServiceProtocol.h
//  Services of the Cart module, and the coupon service checkout expects.
//

#import <UIKit/UIKit.h>
#import <BeeHive/BeeHive.h>

NS_ASSUME_NONNULL_BEGIN

/// Posted on the main thread whenever the number of items in the cart changes.
static NSString *const kCartDidChangeNotification = @"CartDidChangeNotification";

@protocol CartServiceProtocol <BHServiceProtocol>

- (UIViewController *)cartViewController;
- (void)addGoods:(NSString *)goodsId quantity:(NSInteger)quantity;
- (NSInteger)totalQuantity;

@end

/// Coupons for the checkout sheet. Planned for the Promotion module.
@protocol CouponServiceProtocol <BHServiceProtocol>

- (NSArray<NSString *> *)applicableCouponCodesForTotalInCents:(NSInteger)totalInCents;
- (NSInteger)discountInCentsForCode:(NSString *)code totalInCents:(NSInteger)totalInCents;

@end

NS_ASSUME_NONNULL_END
