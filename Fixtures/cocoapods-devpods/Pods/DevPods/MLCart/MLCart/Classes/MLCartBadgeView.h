#import <UIKit/UIKit.h>

/// The cart icon with the number of items, for navigation bars.
@interface MLCartBadgeView : UIView
@property (nonatomic, assign) NSInteger count;
@end
