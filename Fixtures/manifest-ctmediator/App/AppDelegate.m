//
//  AppDelegate.m
//  TravelApp
//

#import "AppDelegate.h"
#import <CTMediator/CTMediator.h>
#import <Mediator/CTMediator+Hotel.h>
#import <Mediator/CTMediator+Flight.h>
#import "Common.h"

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    NSString *homeCity = [[NSUserDefaults standardUserDefaults] stringForKey:@"HTLLastCity"] ?: @"Lisbon";
    CTMediator *mediator = [CTMediator sharedInstance];

    UIViewController *trip = [[CTMediator sharedInstance] performTarget:@"Trip" action:@"home" params:@{@"city": homeCity} shouldCacheTarget:YES];
    UIViewController *hotels = [mediator CTMediator_hotelListViewControllerWithCity:homeCity];
    UIViewController *flights = [mediator CTMediator_flightSearchViewControllerFrom:nil to:nil];

    UITabBarController *tabs = [[UITabBarController alloc] init];
    tabs.viewControllers = @[
        [self navigationWithRoot:trip title:@"Trip"],
        [self navigationWithRoot:hotels title:@"Hotels"],
        [self navigationWithRoot:flights title:@"Flights"],
    ];
    tabs.tabBar.tintColor = CMN_COLOR_BRAND;

    self.window = [[UIWindow alloc] initWithFrame:UIScreen.mainScreen.bounds];
    self.window.rootViewController = tabs;
    [self.window makeKeyAndVisible];
    return YES;
}

/// travel://hotel/<id> and travel://flight/<number> from shared links.
- (BOOL)application:(UIApplication *)app openURL:(NSURL *)url options:(NSDictionary<UIApplicationOpenURLOptionsKey, id> *)options {
    NSString *identifier = url.lastPathComponent;
    UIViewController *target = nil;
    if ([url.host isEqualToString:@"hotel"]) {
        target = [[CTMediator sharedInstance] CTMediator_hotelDetailViewControllerWithHotelId:identifier];
    } else if ([url.host isEqualToString:@"flight"]) {
        target = [[CTMediator sharedInstance] CTMediator_flightDetailViewControllerWithFlightNumber:identifier];
    }
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
