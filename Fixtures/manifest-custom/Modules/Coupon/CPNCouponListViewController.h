//
//  CPNCouponListViewController.h
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@interface CPNCouponListViewController : UITableViewController

/// When set, coupons that do not apply to this payment are greyed out.
@property (nonatomic, assign) NSInteger paymentCents;

@end

NS_ASSUME_NONNULL_END
