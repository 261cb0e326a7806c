//
//  GoodsServiceProtocol.h
//  Services of the Goods module. Look them up with -[BeeHive createService:].
//

#import <UIKit/UIKit.h>
#import <BeeHive/BeeHive.h>

NS_ASSUME_NONNULL_BEGIN

typedef void (^GoodsSummaryCompletion)(NSDictionary<NSString *, id> *_Nullable summary, NSError *_Nullable error);

@protocol GoodsServiceProtocol <BHServiceProtocol>

- (UIViewController *)goodsListViewControllerWithCategoryId:(nullable NSString *)categoryId;
- (UIViewController *)goodsDetailViewControllerWithGoodsId:(NSString *)goodsId;

/// Title, price in cents and thumbnail URL, for cart lines and order history.
- (void)fetchSummaryOfGoods:(NSString *)goodsId completion:(GoodsSummaryCompletion)completion;

@end

/// Warehouse stock, checked before checkout.
@protocol StockServiceProtocol <BHServiceProtocol>

- (NSInteger)availableQuantityOfGoods:(NSString *)goodsId;
- (BOOL)canShipQuantity:(NSInteger)quantity ofGoods:(NSString *)goodsId;

@end

NS_ASSUME_NONNULL_END
