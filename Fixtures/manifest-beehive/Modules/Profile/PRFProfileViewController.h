//
//  PRFProfileViewController.h
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@interface PRFProfileViewController : UITableViewController
@end

NS_ASSUME_NONNULL_END
