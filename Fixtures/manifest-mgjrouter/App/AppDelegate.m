//
//  AppDelegate.m
//  Pals
//

#import "AppDelegate.h"
#import <Mediator/Mediator.h>
#import <Feed/FEDFeedViewController.h>
#import "Common.h"

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    // Warm the account cache before the first screen asks for it.
    id currentUser = [MGJRouter objectForURL:@"mgj://account/current" withUserInfo:@{@"refresh": @YES}];
    CMNLog(@"launching as %@", currentUser ?: @"guest");

    NSMutableArray<UIViewController *> *tabs = [NSMutableArray array];
    [tabs addObject:[[UINavigationController alloc] initWithRootViewController:[[FEDFeedViewController alloc] initWithTopic:nil]]];
    // The inbox tabs come from remote config, so the server can hide "Requests".
    NSArray<NSDictionary *> *remoteTabs = [[NSUserDefaults standardUserDefaults] arrayForKey:@"inbox_tabs"] ?: @[@{@"url": @"mgj://message/inbox"}];
    for (NSDictionary *tab in remoteTabs) {
        UIViewController *root = [MGJRouter objectForURL:tab[@"url"]];
        if (root) {
            [tabs addObject:[[UINavigationController alloc] initWithRootViewController:root]];
        }
    }
    UITabBarController *tabBar = [[UITabBarController alloc] init];
    tabBar.viewControllers = tabs;

    self.window = [[UIWindow alloc] initWithFrame:UIScreen.mainScreen.bounds];
    self.window.rootViewController = tabBar;
    [self.window makeKeyAndVisible];
    return YES;
}

/// mgj://user/10086, mgj://话题/..., from share links and push notifications.
- (BOOL)application:(UIApplication *)app openURL:(NSURL *)url options:(NSDictionary<UIApplicationOpenURLOptionsKey, id> *)options {
    if (![MGJRouter canOpenURL:url.absoluteString]) {
        return NO;
    }
    [MGJRouter openURL:url.absoluteString];
    return YES;
}

@end
