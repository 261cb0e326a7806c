//
//  RDRTrackingViewController.h
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

/// Map with the rider's live position for one order.
@interface RDRTrackingViewController : UIViewController

- (instancetype)initWithOrderId:(NSString *)orderId;

@end

NS_ASSUME_NONNULL_END
