//
//  RSTRestaurantListViewController.h
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

/// Restaurants near the user, nearest first.
@interface RSTRestaurantListViewController : UITableViewController
@end

NS_ASSUME_NONNULL_END
