//
//  UIViewController+CMNTop.h
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@interface UIViewController (CMNTop)

/// The view controller on top of the key window (following presentations, tabs and navigation).
+ (nullable UIViewController *)cmn_topViewController;

/// Pushes onto the top navigation controller, or presents when there is none.
+ (void)cmn_showViewController:(UIViewController *)viewController;

@end

NS_ASSUME_NONNULL_END
