//
//  Target_Shop.m
//  Actions the Shop module offers through MDRMediator.
//

#import <UIKit/UIKit.h>
#import "SHPOrder.h"
#import "Utils.h"

@interface Target_Shop : NSObject
@end

@implementation Target_Shop

- (UIViewController *)Action_orderConfirmationViewController:(NSDictionary *)params {
    SHPOrder *order = params[@"order"];
    if (![order isKindOfClass:SHPOrder.class]) {
        return nil;
    }
    NSString *message = [NSString stringWithFormat:@"Order %@ is placed. We'll let you know when it ships.",
                         SHPFormatOrderNumber(order.orderNumber)];
    UIAlertController *alert = [UIAlertController alertControllerWithTitle:@"Thank you!"
                                                                   message:message
                                                            preferredStyle:UIAlertControllerStyleAlert];
    [alert addAction:[UIAlertAction actionWithTitle:@"OK" style:UIAlertActionStyleDefault handler:nil]];
    return alert;
}

@end
