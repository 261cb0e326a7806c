//
//  CPNCouponServiceImpl.h
//

#import <Foundation/Foundation.h>
#import <Mediator/CouponService.h>

NS_ASSUME_NONNULL_BEGIN

@interface CPNCoupon : NSObject
@property (nonatomic, copy) NSString *code;
@property (nonatomic, copy) NSString *title;
@property (nonatomic, assign) NSInteger discountCents;
@property (nonatomic, assign) NSInteger minimumSpendCents;
@property (nonatomic, assign, getter=isRedeemed) BOOL redeemed;
@end

@interface CPNCouponServiceImpl : NSObject <CouponService>

+ (NSArray<CPNCoupon *> *)allCoupons;

@end

NS_ASSUME_NONNULL_END
