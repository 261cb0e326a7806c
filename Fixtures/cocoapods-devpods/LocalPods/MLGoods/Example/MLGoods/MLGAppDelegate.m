#import <UIKit/UIKit.h>
#import <MLGoods/MLGoodsListViewController.h>
#import <MLCart/MLCartService.h>

@interface MLGAppDelegate : UIResponder <UIApplicationDelegate>
@property (nonatomic, strong) UIWindow *window;
@end

@implementation MLGAppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    self.window = [[UIWindow alloc] initWithFrame:UIScreen.mainScreen.bounds];
    self.window.rootViewController = [[UINavigationController alloc] initWithRootViewController:[MLGoodsListViewController new]];
    [self.window makeKeyAndVisible];
    return YES;
}

@end
