//
//  UIViewController+CMNTop.m
//

#import "UIViewController+CMNTop.h"

@implementation UIViewController (CMNTop)

+ (UIViewController *)cmn_topViewController {
    UIWindow *window = nil;
    for (UIScene *scene in UIApplication.sharedApplication.connectedScenes) {
        if ([scene isKindOfClass:UIWindowScene.class]) {
            window = ((UIWindowScene *)scene).windows.firstObject;
        }
    }
    UIViewController *top = window.rootViewController;
    while (YES) {
        if (top.presentedViewController) {
            top = top.presentedViewController;
        } else if ([top isKindOfClass:UITabBarController.class]) {
            top = ((UITabBarController *)top).selectedViewController;
        } else if ([top isKindOfClass:UINavigationController.class]) {
            top = ((UINavigationController *)top).topViewController;
        } else {
            return top;
        }
    }
}

+ (void)cmn_showViewController:(UIViewController *)viewController {
    UIViewController *top = [self cmn_topViewController];
    if (top.navigationController) {
        [top.navigationController pushViewController:viewController animated:YES];
    } else {
        [top presentViewController:[[UINavigationController alloc] initWithRootViewController:viewController] animated:YES completion:nil];
    }
}

@end
