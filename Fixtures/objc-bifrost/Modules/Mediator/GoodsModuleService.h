//
//  GoodsModuleService.h
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

typedef void (^GoodsPriceCompletion)(NSNumber *_Nullable price, NSError *_Nullable error);

/// Provided by the Goods module.
@protocol GoodsModuleService <NSObject>

- (UIViewController *)goodsDetailViewControllerWithGoodsId:(NSString *)goodsId;

/// Regular price in cents, fetched from the catalogue.
- (void)fetchPriceOfGoods:(NSString *)goodsId completion:(GoodsPriceCompletion)completion;

/// Title for order lines and share sheets; nil when the goods are not cached yet.
- (nullable NSString *)cachedTitleOfGoods:(NSString *)goodsId;

@end

NS_ASSUME_NONNULL_END
