#import "RCPRecipeRouter.h"
#import <MGJRouter/MGJRouter.h>
#import "RCPRoutes.h"

@implementation RCPRecipeRouter

+ (void)registerRoutes {
    [MGJRouter registerURLPattern:kRouteRecipeDetail toHandler:^(NSDictionary *routerParameters) {
        NSLog(@"open recipe %@", routerParameters[MGJRouterParameterURL]);
    }];
}

@end
