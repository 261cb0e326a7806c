//
//  CMNShareHelper.h
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@interface CMNShareHelper : NSObject

/// Presents the system share sheet for a title and a link.
+ (void)shareTitle:(NSString *)title url:(nullable NSURL *)url fromViewController:(UIViewController *)viewController;

/// Shares a goods item with its title, price and web link.
+ (void)shareGoods:(id)goods fromViewController:(UIViewController *)viewController;

@end

NS_ASSUME_NONNULL_END
