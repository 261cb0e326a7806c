//
//  FLTFlightSearchViewController.h
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@interface FLTFlightSearchViewController : UIViewController

- (instancetype)initWithHighlightedFlightId:(nullable NSString *)flightId NS_DESIGNATED_INITIALIZER;
- (instancetype)init;
- (instancetype)initWithCoder:(NSCoder *)coder NS_UNAVAILABLE;
- (instancetype)initWithNibName:(nullable NSString *)nibNameOrNil bundle:(nullable NSBundle *)nibBundleOrNil NS_UNAVAILABLE;

@end

NS_ASSUME_NONNULL_END
