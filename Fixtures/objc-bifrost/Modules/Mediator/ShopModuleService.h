//
//  ShopModuleService.h
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

/// Posted when the cart changes; userInfo[kShopCartCountKey] is the new item count.
static NSString *const kShopCartDidChangeNotification = @"ShopCartDidChangeNotification";
static NSString *const kShopCartCountKey = @"count";

/// Provided by the Shop module (storefronts and the cart).
@protocol ShopModuleService <NSObject>

- (UIViewController *)shopViewControllerWithShopId:(NSString *)shopId;

- (NSInteger)cartItemCount;
- (void)addGoodsToCart:(NSString *)goodsId quantity:(NSInteger)quantity;

@end

NS_ASSUME_NONNULL_END
