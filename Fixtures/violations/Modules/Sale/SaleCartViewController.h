//
//  SaleCartViewController.h
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

/// Today's flash sale with one-tap "buy now" and a checkout button for what was picked.
@interface SaleCartViewController : UITableViewController

@end

NS_ASSUME_NONNULL_END
