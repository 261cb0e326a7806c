//
//  Target_Sale.m
//  Actions the Sale module offers through MDRMediator.
//

#import <UIKit/UIKit.h>
#import "SaleCartViewController.h"

@interface Target_Sale : NSObject
@end

@implementation Target_Sale

- (UIViewController *)Action_saleCartViewController:(NSDictionary *)params {
    return [[SaleCartViewController alloc] init];
}

@end
