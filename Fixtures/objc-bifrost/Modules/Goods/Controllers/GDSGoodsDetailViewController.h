//
//  GDSGoodsDetailViewController.h
//

#import <UIKit/UIKit.h>

@class GDSGoodsItem;

NS_ASSUME_NONNULL_BEGIN

@interface GDSGoodsDetailViewController : UIViewController

@property (nonatomic, strong, readonly, nullable) GDSGoodsItem *item;

- (instancetype)initWithGoodsId:(NSString *)goodsId;

@end

NS_ASSUME_NONNULL_END
