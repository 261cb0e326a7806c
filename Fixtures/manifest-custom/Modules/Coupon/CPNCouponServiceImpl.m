//
//  CPNCouponServiceImpl.m
//

#import "CPNCouponServiceImpl.h"

@implementation CPNCoupon
@end

@implementation CPNCouponServiceImpl

+ (NSArray<CPNCoupon *> *)allCoupons {
    static NSArray<CPNCoupon *> *coupons;
    static dispatch_once_t onceToken;
    dispatch_once(&onceToken, ^{
        NSMutableArray *list = [NSMutableArray array];
        NSArray *seed = @[@[@"WELCOME10", @"¥10 off your first payment", @1000, @0],
                          @[@"SPEND200", @"¥30 off ¥200", @3000, @20000]];
        for (NSArray *entry in seed) {
            CPNCoupon *coupon = [[CPNCoupon alloc] init];
            coupon.code = entry[0];
            coupon.title = entry[1];
            coupon.discountCents = [entry[2] integerValue];
            coupon.minimumSpendCents = [entry[3] integerValue];
            [list addObject:coupon];
        }
        coupons = list;
    });
    return coupons;
}

- (NSArray<NSString *> *)usableCouponCodesForAmount:(NSInteger)cents {
    NSMutableArray<CPNCoupon *> *usable = [NSMutableArray array];
    for (CPNCoupon *coupon in [CPNCouponServiceImpl allCoupons]) {
        if (!coupon.isRedeemed && cents >= coupon.minimumSpendCents) {
            [usable addObject:coupon];
        }
    }
    [usable sortUsingComparator:^NSComparisonResult(CPNCoupon *a, CPNCoupon *b) {
        return [@(b.discountCents) compare:@(a.discountCents)];
    }];
    return [usable valueForKey:@"code"];
}

- (NSInteger)discountOfCoupon:(NSString *)code {
    for (CPNCoupon *coupon in [CPNCouponServiceImpl allCoupons]) {
        if ([coupon.code isEqualToString:code]) {
            return coupon.discountCents;
        }
    }
    return 0;
}

- (void)redeemCoupon:(NSString *)code {
    for (CPNCoupon *coupon in [CPNCouponServiceImpl allCoupons]) {
        if ([coupon.code isEqualToString:code]) {
            coupon.redeemed = YES;
        }
    }
}

@end
