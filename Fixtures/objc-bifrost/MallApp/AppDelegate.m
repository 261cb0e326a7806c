//
//  AppDelegate.m
//  MallApp
//

#import "AppDelegate.h"
#import <Mediator/Mediator.h>
#import <Goods/GoodsModule.h>
#import <Shop/ShopModule.h>
#import "SaleModule.h"
#import "Common.h"

@implementation AppDelegate

/// Module classes are referenced here so the linker keeps them (and their +load
/// registrations) even when a module is built as a static library without -ObjC.
+ (NSArray<Class> *)mallModuleClasses {
    return @[GoodsModule.class, ShopModule.class, SaleModule.class];
}

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    CMNLog(@"modules: %@", [AppDelegate mallModuleClasses]);
    [Bifrost setupAllModules];

    UITabBarController *tabs = [[UITabBarController alloc] init];
    tabs.viewControllers = @[
        [self navigationWithRoot:[Bifrost handleURL:kRouteGoodsList complexParams:nil completion:nil] title:@"Goods"],
        [self navigationWithRoot:[BFModule(SaleModuleService) flashSaleViewController] title:@"Sale"],
        [self navigationWithRoot:[Bifrost handleURL:kRouteShopCart complexParams:nil completion:nil] title:@"Cart"],
    ];
    tabs.tabBar.tintColor = CMN_COLOR_BRAND;

    [[NSNotificationCenter defaultCenter] addObserverForName:kShopCartDidChangeNotification object:nil queue:NSOperationQueue.mainQueue
                                                  usingBlock:^(NSNotification *note) {
        NSInteger count = [note.userInfo[kShopCartCountKey] integerValue];
        tabs.viewControllers.lastObject.tabBarItem.badgeValue = count > 0 ? @(count).stringValue : nil;
    }];

    self.window = [[UIWindow alloc] initWithFrame:UIScreen.mainScreen.bounds];
    self.window.rootViewController = tabs;
    [self.window makeKeyAndVisible];
    return YES;
}

- (BOOL)application:(UIApplication *)app openURL:(NSURL *)url options:(NSDictionary<UIApplicationOpenURLOptionsKey, id> *)options {
    // mall://goods/detail?goodsId=42 -> //goods/detail?goodsId=42
    NSString *route = [url.absoluteString substringFromIndex:url.scheme.length + 1];
    UIViewController *target = [Bifrost handleURL:route complexParams:nil completion:nil];
    UITabBarController *tabs = (UITabBarController *)self.window.rootViewController;
    UINavigationController *navigation = (UINavigationController *)tabs.selectedViewController;
    if (!target || ![navigation isKindOfClass:UINavigationController.class]) {
        return NO;
    }
    [navigation pushViewController:target animated:YES];
    return YES;
}

- (UINavigationController *)navigationWithRoot:(UIViewController *)root title:(NSString *)title {
    UINavigationController *navigation = [[UINavigationController alloc] initWithRootViewController:root ?: [UIViewController new]];
    navigation.tabBarItem.title = title;
    return navigation;
}

@end
