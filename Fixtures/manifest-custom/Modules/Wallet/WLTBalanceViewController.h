//
//  WLTBalanceViewController.h
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

/// Wallet balance with the best coupon for the next payment.
@interface WLTBalanceViewController : UIViewController
@end

NS_ASSUME_NONNULL_END
