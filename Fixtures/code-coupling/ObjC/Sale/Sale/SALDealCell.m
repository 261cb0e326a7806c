#import "SALDealCell.h"

@implementation SALDealCell

- (void)showDeal:(id)deal endingAt:(NSDate *)end {
    GDSGoodsModel *goods = (GDSGoodsModel *)deal;
    self.textLabel.text = goods.title;
    self.detailTextLabel.text = [MLPriceFormatter stringFromCents:goods.priceInCents];
    CMNLog(@"deal %@ ends %@", goods.goodsID, end);
}

@end
