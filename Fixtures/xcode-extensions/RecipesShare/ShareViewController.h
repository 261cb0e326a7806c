#import <UIKit/UIKit.h>

@interface ShareViewController : UIViewController
@end
