//
//  Target_Trip.m
//

#import "Target_Trip.h"
#import "TRPTripPlannerViewController.h"

@implementation Target_Trip

- (UIViewController *)Action_home:(NSDictionary *)params {
    NSString *city = params[@"city"] ?: @"Lisbon";
    NSDate *departure = params[@"departure"] ?: [NSDate dateWithTimeIntervalSinceNow:14 * 24 * 3600];
    return [[TRPTripPlannerViewController alloc] initWithDestination:city departure:departure nights:[params[@"nights"] integerValue] ?: 3];
}

@end
