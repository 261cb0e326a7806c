#import "AppDelegate.h"
#import <MLMediator/MLMediator.h>
#import <MLGoods/MLGoodsListViewController.h>
#import <MLCart/MLCartService.h>

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    [MLMediator registerService:@protocol(MLCartServiceProtocol) implementation:[MLCartService class]];
    self.window = [[UIWindow alloc] initWithFrame:UIScreen.mainScreen.bounds];
    UINavigationController *root = [[UINavigationController alloc] initWithRootViewController:[MLGoodsListViewController new]];
    self.window.rootViewController = root;
    [self.window makeKeyAndVisible];
    return YES;
}

@end
