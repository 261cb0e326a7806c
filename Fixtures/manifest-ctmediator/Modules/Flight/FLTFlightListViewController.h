//
//  FLTFlightListViewController.h
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@interface FLTFlightListViewController : UITableViewController

- (instancetype)initWithFrom:(NSString *)from to:(NSString *)to date:(NSDate *)date dealsOnly:(BOOL)dealsOnly;
/// The legs of one flight.
- (instancetype)initWithFlightNumber:(NSString *)flightNumber;

@end

NS_ASSUME_NONNULL_END
