//
//  SaleModuleService.h
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

/// Provided by the Sale module (flash sales and coupons).
@protocol SaleModuleService <NSObject>

- (UIViewController *)flashSaleViewController;

/// Flash-sale price in cents when the goods are in a running sale, else nil.
- (nullable NSNumber *)flashSalePriceOfGoods:(NSString *)goodsId;

@end

NS_ASSUME_NONNULL_END
