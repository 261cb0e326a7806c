//
//  SHPShopViewController.h
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

/// A merchant's storefront: banner, name and the merchant's goods.
@interface SHPShopViewController : UIViewController

- (instancetype)initWithShopId:(NSString *)shopId;

@end

NS_ASSUME_NONNULL_END
