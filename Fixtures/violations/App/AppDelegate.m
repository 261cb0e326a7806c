//
//  AppDelegate.m
//

#import "AppDelegate.h"
#import <Mediator/MDRMediator.h>
#import <Shop/SHPCartManager.h>
#import "Common.h"

static NSString *const kSessionTokenKey = @"app.sessionToken";

@implementation AppDelegate

+ (instancetype)sharedDelegate {
    return (AppDelegate *)UIApplication.sharedApplication.delegate;
}

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    self.sessionToken = [[NSUserDefaults standardUserDefaults] stringForKey:kSessionTokenKey];

    MDRMediator *mediator = [MDRMediator sharedInstance];
    UIViewController *sale = [mediator performTarget:@"Sale" action:@"saleCartViewController" params:nil];
    UIViewController *profile = [mediator performTarget:@"Profile" action:@"profileViewController" params:nil];

    UITabBarController *tabs = [[UITabBarController alloc] init];
    tabs.viewControllers = @[
        [[UINavigationController alloc] initWithRootViewController:sale ?: [UIViewController new]],
        [[UINavigationController alloc] initWithRootViewController:profile ?: [UIViewController new]],
    ];
    tabs.tabBar.tintColor = CMN_COLOR_BRAND;

    self.window = [[UIWindow alloc] initWithFrame:UIScreen.mainScreen.bounds];
    self.window.rootViewController = tabs;
    [self.window makeKeyAndVisible];
    return YES;
}

- (void)setSessionToken:(NSString *)sessionToken {
    _sessionToken = [sessionToken copy];
    [[NSUserDefaults standardUserDefaults] setObject:sessionToken forKey:kSessionTokenKey];
}

- (void)logout {
    self.sessionToken = nil;
    [[SHPCartManager sharedManager] removeAllItems];
    CMNLog(@"logged out, cart cleared");
}

@end
