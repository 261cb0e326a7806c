#import "ShareViewController.h"
#import <MGJRouter/MGJRouter.h>
#import "RCPConstants.h"
#import "RCPRoutes.h"
#import "RCPImageCache.h"

@implementation ShareViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    NSLog(@"sharing into %@", RCPAppGroupIdentifier);
    // A bug this fixture keeps on purpose: the image cache is compiled into the app only.
    self.view.backgroundColor = [UIColor colorWithPatternImage:[[RCPImageCache sharedCache] imageForRecipeTitle:@"share"]];
    [MGJRouter openURL:kRouteRecipeDetail];
}

@end
