//
//  GDSGoodsDetailViewController.h
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@interface GDSGoodsDetailViewController : UIViewController

- (instancetype)initWithGoodsId:(NSString *)goodsId;

@end

NS_ASSUME_NONNULL_END
