#import <UIKit/UIKit.h>

/// Opens the screens a sale links to.
@interface SALRouter : NSObject
+ (UIViewController *)orderScreenForID:(NSString *)orderID;
@end
