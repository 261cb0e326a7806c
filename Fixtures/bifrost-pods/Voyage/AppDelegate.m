//
//  AppDelegate.m
//  Voyage
//

#import "AppDelegate.h"
#import <Bifrost/Bifrost.h>
#import <VoyageMediator/VoyageMediator.h>
#import <VoyageNetwork/VYAPIClient.h>

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    [Bifrost setupAllModules];
    VYAPIClient.sharedClient.accessToken = [NSUserDefaults.standardUserDefaults stringForKey:@"voyage.token"];

    UIViewController *trips = [Bifrost handleURL:VYRouteTripList complexParams:nil completion:nil];
    UIViewController *flights = [Bifrost handleURL:VYRouteFlightSearch complexParams:nil completion:nil];
    UIViewController *hotels = BFModule(VYHotelsService) ? [BFModule(VYHotelsService) hotelSearchViewControllerForCity:@"LIS" checkIn:[NSDate date]] : nil;

    UITabBarController *tabs = [[UITabBarController alloc] init];
    NSMutableArray<UIViewController *> *tabControllers = [NSMutableArray array];
    for (UIViewController *controller in @[trips ?: [UIViewController new], flights ?: [UIViewController new], hotels ?: [UIViewController new]]) {
        [tabControllers addObject:[[UINavigationController alloc] initWithRootViewController:controller]];
    }
    tabs.viewControllers = tabControllers;

    self.window = [[UIWindow alloc] initWithFrame:UIScreen.mainScreen.bounds];
    self.window.rootViewController = tabs;
    [self.window makeKeyAndVisible];
    return YES;
}

@end
