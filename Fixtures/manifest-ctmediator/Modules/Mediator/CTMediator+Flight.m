//
//  CTMediator+Flight.m
//

#import "CTMediator+Flight.h"
#import "CTMTargetActionNames.h"

@implementation CTMediator (Flight)

- (UIViewController *)CTMediator_flightSearchViewControllerFrom:(NSString *)from to:(NSString *)to {
    NSMutableDictionary *params = [NSMutableDictionary dictionary];
    params[kCTMParamFrom] = from;
    params[kCTMParamTo] = to;
    return [self performTarget:kCTMTargetFlight action:kCTMActionFlightSearch params:params shouldCacheTarget:YES];
}

- (UIViewController *)CTMediator_flightListViewControllerFrom:(NSString *)from to:(NSString *)to date:(NSDate *)date {
    return [self performTarget:kCTMTargetFlight
                        action:kCTMActionFlightList
                        params:@{kCTMParamFrom: from, kCTMParamTo: to, kCTMParamDate: date}
             shouldCacheTarget:NO];
}

- (UIViewController *)CTMediator_flightDetailViewControllerWithFlightNumber:(NSString *)flightNumber {
    return [self performTarget:kCTMTargetFlight action:kCTMActionFlightDetail params:@{kCTMParamFlightNumber: flightNumber} shouldCacheTarget:NO];
}

- (UIViewController *)CTMediator_flightViewControllerForAction:(NSString *)actionName params:(NSDictionary *)params {
    return [self performTarget:kCTMTargetFlight action:actionName params:params shouldCacheTarget:NO];
}

// Seat maps were dropped with the 3.0 redesign:
// - (UIViewController *)CTMediator_flightSeatMapViewController:(NSString *)flightNumber {
//     return [self performTarget:kCTMTargetFlight action:@"seatMap" params:@{kCTMParamFlightNumber: flightNumber} shouldCacheTarget:NO];
// }

@end
