#import "GDSGoodsCell.h"
#import "GDSGoodsModel.h"

@implementation GDSGoodsCell

- (void)configureWithGoods:(GDSGoodsModel *)goods {
    self.textLabel.text = goods.title;
    self.detailTextLabel.text = goods.priceText;
}

@end
