//
//  ORDOrderHistoryViewController.h
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

/// Past and running orders, newest first.
@interface ORDOrderHistoryViewController : UITableViewController
@end

NS_ASSUME_NONNULL_END
