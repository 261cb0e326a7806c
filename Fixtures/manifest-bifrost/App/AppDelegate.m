//
//  AppDelegate.m
//  Waimai
//

#import "AppDelegate.h"
#import <Mediator/Mediator.h>
#import <Restaurant/RestaurantModule.h>
#import <Order/OrderModule.h>
#import <Rider/RiderModule.h>
#import "Common.h"

@implementation AppDelegate

/// Referencing the module classes keeps them (and their +load registrations) in the binary
/// when the modules are linked as static libraries without -ObjC.
+ (NSArray<Class> *)moduleClasses {
    return @[RestaurantModule.class, OrderModule.class, RiderModule.class];
}

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    CMNLog(@"modules: %@", [AppDelegate moduleClasses]);
    [Bifrost setupAllModules];

    UIViewController *restaurants = [Bifrost handleURL:kRouteRestaurantList complexParams:nil completion:nil];
    UIViewController *orders = [Bifrost handleURL:kRouteOrderHistory complexParams:nil completion:nil];
    UITabBarController *tabs = [[UITabBarController alloc] init];
    tabs.viewControllers = @[[self navigationWithRoot:restaurants title:@"Eat"],
                             [self navigationWithRoot:orders title:@"Orders"]];
    tabs.tabBar.tintColor = CMN_COLOR_BRAND;

    self.window = [[UIWindow alloc] initWithFrame:UIScreen.mainScreen.bounds];
    self.window.rootViewController = tabs;
    [self.window makeKeyAndVisible];
    return YES;
}

- (void)applicationDidBecomeActive:(UIApplication *)application {
    NSInteger active = [BFModule(OrderModuleService) activeOrderCount];
    UITabBarController *tabs = (UITabBarController *)self.window.rootViewController;
    tabs.viewControllers.lastObject.tabBarItem.badgeValue = active > 0 ? @(active).stringValue : nil;
}

/// waimai://restaurant/detail?id=7 and friends, from push notifications and web pages.
- (BOOL)application:(UIApplication *)app openURL:(NSURL *)url options:(NSDictionary<UIApplicationOpenURLOptionsKey, id> *)options {
    NSString *route = [url.absoluteString substringFromIndex:url.scheme.length + 1];
    UIViewController *target = [Bifrost handleURL:route complexParams:nil completion:nil];
    return [self showViewController:target];
}

/// Home-screen quick action "Today's pick", configured by the campaign team.
- (void)application:(UIApplication *)application performActionForShortcutItem:(UIApplicationShortcutItem *)shortcutItem completionHandler:(void (^)(BOOL))completionHandler {
    NSString *restaurantId = (NSString *)shortcutItem.userInfo[@"restaurant"];
    if (restaurantId.length == 0) {
        completionHandler(NO);
        return;
    }
    UIViewController *menu = [Bifrost handleURL:kRouteRestaurantDetailZH complexParams:@{kRouteParamRestaurantId: restaurantId} completion:nil];
    completionHandler([self showViewController:menu]);
}

- (BOOL)showViewController:(UIViewController *)viewController {
    UITabBarController *tabs = (UITabBarController *)self.window.rootViewController;
    UINavigationController *navigation = (UINavigationController *)tabs.selectedViewController;
    if (viewController == nil || ![navigation isKindOfClass:UINavigationController.class]) {
        return NO;
    }
    [navigation pushViewController:viewController animated:YES];
    return YES;
}

- (UINavigationController *)navigationWithRoot:(UIViewController *)root title:(NSString *)title {
    UINavigationController *navigation = [[UINavigationController alloc] initWithRootViewController:root ?: [UIViewController new]];
    navigation.tabBarItem.title = title;
    return navigation;
}

@end
