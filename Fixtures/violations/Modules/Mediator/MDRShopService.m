//
//  MDRShopService.m
//

#import "MDRShopService.h"
#import "MDRMediator.h"

@implementation MDRShopService

+ (UIViewController *)orderConfirmationViewControllerForOrder:(SHPOrder *)order {
    return [[MDRMediator sharedInstance] performTarget:@"Shop"
                                                action:@"orderConfirmationViewController"
                                                params:@{@"order": order}];
}

@end
