//
//  AppDelegate.m
//  ShopApp
//
//  Modules and services come from four places: @BeeHiveMod / @BeeHiveService annotations
//  in the modules, BH_EXPORT_MODULE and -registerService:service: calls in module code,
//  the two plists in BeeHive.bundle, and the registrations below.
//

#import "AppDelegate.h"
#import <BeeHive/BeeHive.h>
#import <Mediator/GoodsServiceProtocol.h>
#import <Mediator/CartServiceProtocol.h>
#import <Mediator/UserServiceProtocol.h>
#import <Common/CMNAnalyticsModule.h>
#import "Common.h"

static NSString *const kRemoteServicesKey = @"BHRemoteServices";

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    BHContext *context = [BHContext shareInstance];
    context.application = application;
    context.launchOptions = launchOptions;
    context.moduleConfigName = @"BeeHive.bundle/BeeHive";
    context.serviceConfigName = @"BeeHive.bundle/BHService";

    [[BeeHive shareInstance] registerDynamicModule:[CMNAnalyticsModule class]];
    [self registerRemoteServices];
    [[BeeHive shareInstance] setUpWithContext:context];

    UITabBarController *tabs = [[UITabBarController alloc] init];
    id<GoodsServiceProtocol> goods = [[BeeHive shareInstance] createService:@protocol(GoodsServiceProtocol)];
    id<CartServiceProtocol> cart = [[BeeHive shareInstance] createService:@protocol(CartServiceProtocol)];
    id<UserServiceProtocol> user = [[BeeHive shareInstance] createService:@protocol(UserServiceProtocol)];
    tabs.viewControllers = @[
        [self navigationWithRoot:[goods goodsListViewControllerWithCategoryId:nil] title:@"Goods"],
        [self navigationWithRoot:[cart cartViewController] title:@"Cart"],
        [self navigationWithRoot:[user profileViewController] title:@"Me"],
    ];
    tabs.tabBar.tintColor = CMN_COLOR_BRAND;

    self.window = [[UIWindow alloc] initWithFrame:UIScreen.mainScreen.bounds];
    self.window.rootViewController = tabs;
    [self.window makeKeyAndVisible];
    return YES;
}

/// Services the server-side config maps to classes shipped in this binary (A/B variants of
/// search and recommendations). Both names are only known at run time.
- (void)registerRemoteServices {
    NSDictionary<NSString *, NSString *> *table = [[NSUserDefaults standardUserDefaults] dictionaryForKey:kRemoteServicesKey];
    for (NSString *protocolName in table) {
        [[BeeHive shareInstance] registerService:NSProtocolFromString(protocolName)
                                         service:NSClassFromString(table[protocolName])];
    }
}

- (id)serviceNamed:(NSString *)protocolName {
    return [[BeeHive shareInstance] createService:NSProtocolFromString(protocolName)];
}

- (void)applicationDidEnterBackground:(UIApplication *)application {
    [[BeeHive shareInstance] triggerModuleEvent:@selector(modDidEnterBackground:)];
}

- (BOOL)application:(UIApplication *)app openURL:(NSURL *)url options:(NSDictionary<UIApplicationOpenURLOptionsKey, id> *)options {
    [BHContext shareInstance].openURL = url;
    [[BeeHive shareInstance] triggerModuleEvent:@selector(modOpenURL:)];
    return YES;
}

- (UINavigationController *)navigationWithRoot:(UIViewController *)root title:(NSString *)title {
    UINavigationController *navigation = [[UINavigationController alloc] initWithRootViewController:root];
    navigation.tabBarItem.title = title;
    return navigation;
}

@end
