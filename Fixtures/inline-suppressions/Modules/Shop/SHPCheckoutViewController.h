#import <UIKit/UIKit.h>

@interface SHPCheckoutViewController : UIViewController
@end
