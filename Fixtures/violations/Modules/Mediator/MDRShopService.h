//
//  MDRShopService.h
//

#import <UIKit/UIKit.h>
#import "SHPOrder.h"

NS_ASSUME_NONNULL_BEGIN

@interface MDRShopService : NSObject

+ (nullable UIViewController *)orderConfirmationViewControllerForOrder:(SHPOrder *)order;

@end

NS_ASSUME_NONNULL_END
