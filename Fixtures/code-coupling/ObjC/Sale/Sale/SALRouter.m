#import "SALRouter.h"

@implementation SALRouter

+ (UIViewController *)orderScreenForID:(NSString *)orderID {
    // No import of Shop: the class is looked up by name at run time.
    Class orderClass = NSClassFromString(@"SHPOrderViewController");
    UIViewController *screen = [orderClass new];
    [screen setValue:orderID forKey:@"orderID"];
    return screen;
}

@end
