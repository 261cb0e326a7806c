#import <UIKit/UIKit.h>

@interface SHPOrderViewController : UIViewController
@property (nonatomic, copy) NSString *orderID;
@end
