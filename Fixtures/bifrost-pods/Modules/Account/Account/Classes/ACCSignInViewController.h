//
//  ACCSignInViewController.h
//

#import <UIKit/UIKit.h>

@interface ACCSignInViewController : UIViewController
@end
