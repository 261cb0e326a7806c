#import <UIKit/UIKit.h>

/// A flash-sale deal: countdown and price.
@interface SALDealCell : UITableViewCell
- (void)showDeal:(id)deal endingAt:(NSDate *)end;
@end
