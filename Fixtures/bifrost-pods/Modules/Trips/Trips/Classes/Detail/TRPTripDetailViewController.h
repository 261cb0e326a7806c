//
//  TRPTripDetailViewController.h
//

#import <UIKit/UIKit.h>

@class TRPTrip;

NS_ASSUME_NONNULL_BEGIN

@interface TRPTripDetailViewController : UIViewController

- (instancetype)initWithTrip:(TRPTrip *)trip;

@end

NS_ASSUME_NONNULL_END
