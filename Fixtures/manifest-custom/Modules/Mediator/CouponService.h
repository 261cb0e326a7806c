//
//  CouponService.h
//

#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

/// Provided by the Coupon module.
@protocol CouponService <NSObject>

/// Codes of the coupons that apply to a payment of `cents`, best first.
- (NSArray<NSString *> *)usableCouponCodesForAmount:(NSInteger)cents;
- (NSInteger)discountOfCoupon:(NSString *)code;
- (void)redeemCoupon:(NSString *)code;

@end

NS_ASSUME_NONNULL_END
