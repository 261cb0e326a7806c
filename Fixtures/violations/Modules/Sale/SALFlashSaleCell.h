//
//  SALFlashSaleCell.h
//

#import <UIKit/UIKit.h>

@class GDSGoodsModel;

NS_ASSUME_NONNULL_BEGIN

@interface SALFlashSaleCell : UITableViewCell

@property (nonatomic, strong, readonly, nullable) GDSGoodsModel *goods;
@property (nonatomic, assign, readonly) NSInteger salePriceInCents;

/// `item` is one entry of GET sales/flash: {"goods": {...}, "sale_price": ..., "ends_at": ...}.
- (void)configureWithFlashSaleItem:(NSDictionary *)item;

@end

NS_ASSUME_NONNULL_END
