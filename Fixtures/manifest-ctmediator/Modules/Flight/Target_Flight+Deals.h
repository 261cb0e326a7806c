//
//  Target_Flight+Deals.h
//  Last-minute deals, added by the growth team as a category of the Flight target.
//

#import "Target_Flight.h"

NS_ASSUME_NONNULL_BEGIN

@interface Target_Flight (Deals)

- (UIViewController *)Action_deals:(NSDictionary *)params;

@end

NS_ASSUME_NONNULL_END
