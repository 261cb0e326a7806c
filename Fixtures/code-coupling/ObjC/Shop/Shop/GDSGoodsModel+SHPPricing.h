#import <Goods/GDSGoodsModel.h>

/// Order-side pricing bolted onto the catalogue's model.
@interface GDSGoodsModel (SHPPricing)
- (NSInteger)shp_priceWithCoupon:(NSInteger)couponCents;
@end
