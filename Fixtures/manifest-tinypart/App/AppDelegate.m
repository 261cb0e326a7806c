//
//  AppDelegate.m
//  NewsReader
//
//  Modules, services and routers register themselves (TP_MODULE_AUTO_REGISTER,
//  TPSERVICE_AUTO_REGISTER, TPROUTER_AUTO_REGISTER) or are listed in TinyPart.bundle/TinyPart.plist.
//

#import "AppDelegate.h"
#import <TinyPart/TinyPart.h>
#import <Mediator/NRServiceProtocols.h>
#import "Common.h"

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    [TinyPart sharedInstance].configPlistName = @"TinyPart.bundle/TinyPart";
    [[TinyPart sharedInstance] application:application didFinishLaunchingWithOptions:launchOptions];
    [UNUserNotificationCenter currentNotificationCenter].delegate = self;

    id<FeedServiceProtocol> feed = [[TPServiceManager sharedInstance] serviceWithName:@"FeedServiceProtocol"];
    UIViewController *home = [[TPMediator sharedInstance] performAction:@"home" router:@"Feed" params:nil];
    UIViewController *topics = [[TPMediator sharedInstance] openURL:[NSURL URLWithString:@"tinypart://com.newsreader.article/专题/列表"]];

    UITabBarController *tabs = [[UITabBarController alloc] init];
    tabs.viewControllers = @[
        [self navigationWithRoot:home title:@"Top"],
        [self navigationWithRoot:[feed feedViewControllerForChannel:@"world"] title:@"World"],
        [self navigationWithRoot:topics title:@"Topics"],
    ];

    self.window = [[UIWindow alloc] initWithFrame:UIScreen.mainScreen.bounds];
    self.window.rootViewController = tabs;
    [self.window makeKeyAndVisible];
    return YES;
}

- (BOOL)application:(UIApplication *)app openURL:(NSURL *)url options:(NSDictionary<UIApplicationOpenURLOptionsKey, id> *)options {
    UIViewController *target = [[TPMediator sharedInstance] openURL:url];
    return [self show:target];
}

/// Push payload: {"router": "Article", "action": "detail", "articleId": "…"}.
- (void)userNotificationCenter:(UNUserNotificationCenter *)center
    didReceiveNotificationResponse:(UNNotificationResponse *)response
             withCompletionHandler:(void (^)(void))completionHandler {
    NSDictionary *payload = response.notification.request.content.userInfo;
    CMNLog(@"push opened: %@/%@", payload[@"router"], payload[@"action"]);
    UIViewController *target = [[TPMediator sharedInstance] performAction:payload[@"action"] router:payload[@"router"] params:payload];
    [self show:target];
    completionHandler();
}

- (BOOL)show:(UIViewController *)target {
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
