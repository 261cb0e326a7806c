#import <UIKit/UIKit.h>

@class GDSGoodsModel;

/// The catalogue's list cell: image, title and price.
@interface GDSGoodsCell : UITableViewCell
- (void)configureWithGoods:(GDSGoodsModel *)goods;
@end
