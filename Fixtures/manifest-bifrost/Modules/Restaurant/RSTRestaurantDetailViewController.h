//
//  RSTRestaurantDetailViewController.h
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

/// Menu of one restaurant; dishes picked here are sent to the Order module's checkout.
@interface RSTRestaurantDetailViewController : UITableViewController

- (instancetype)initWithRestaurantId:(NSString *)restaurantId NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithStyle:(UITableViewStyle)style NS_UNAVAILABLE;
- (instancetype)initWithCoder:(NSCoder *)coder NS_UNAVAILABLE;
- (instancetype)initWithNibName:(nullable NSString *)nibName bundle:(nullable NSBundle *)bundle NS_UNAVAILABLE;

@end

NS_ASSUME_NONNULL_END
