//
//  GDSGoodsCell.h
//

#import <UIKit/UIKit.h>

@class GDSGoodsModel;

NS_ASSUME_NONNULL_BEGIN

@interface GDSGoodsCell : UITableViewCell

+ (NSString *)reuseIdentifier;
+ (CGFloat)preferredHeight;

- (void)configureWithGoods:(GDSGoodsModel *)goods;

@end

NS_ASSUME_NONNULL_END
