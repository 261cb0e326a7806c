#import "GDSGoodsModel+SHPPricing.h"

@implementation GDSGoodsModel (SHPPricing)

- (NSInteger)shp_priceWithCoupon:(NSInteger)couponCents {
    return MAX(0, self.priceInCents - couponCents);
}

@end
