//
//  CTMediator+Flight.h
//  What other modules may ask of the Flight module.
//

#import <UIKit/UIKit.h>
#import <CTMediator/CTMediator.h>

NS_ASSUME_NONNULL_BEGIN

@interface CTMediator (Flight)

- (nullable UIViewController *)CTMediator_flightSearchViewControllerFrom:(nullable NSString *)from to:(nullable NSString *)to;
- (nullable UIViewController *)CTMediator_flightListViewControllerFrom:(NSString *)from to:(NSString *)to date:(NSDate *)date;
- (nullable UIViewController *)CTMediator_flightDetailViewControllerWithFlightNumber:(NSString *)flightNumber;
/// Any other Flight action, e.g. "deals", by name.
- (nullable UIViewController *)CTMediator_flightViewControllerForAction:(NSString *)actionName params:(nullable NSDictionary *)params;

@end

NS_ASSUME_NONNULL_END
