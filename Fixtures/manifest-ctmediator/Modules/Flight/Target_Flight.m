//
//  Target_Flight.m
//

#import "Target_Flight.h"
#import "FLTFlightSearchViewController.h"
#import "FLTFlightListViewController.h"

@implementation Target_Flight

- (UIViewController *)Action_search:(NSDictionary *)params {
    return [[FLTFlightSearchViewController alloc] initWithFrom:params[@"from"] to:params[@"to"]];
}

- (UIViewController *)Action_list:(NSDictionary *)params {
    NSString *from = params[@"from"];
    NSString *to = params[@"to"];
    if (from.length == 0 || to.length == 0) {
        return nil;
    }
    return [[FLTFlightListViewController alloc] initWithFrom:from to:to date:params[@"date"] ?: [NSDate date] dealsOnly:NO];
}

- (UIViewController *)Action_detail:(NSDictionary *)params {
    NSString *flightNumber = params[@"flightNumber"];
    return flightNumber.length > 0 ? [[FLTFlightListViewController alloc] initWithFlightNumber:flightNumber] : nil;
}

/*
- (UIViewController *)Action_seatMap:(NSDictionary *)params {
    return nil; // seat maps were dropped with the 3.0 redesign
}
*/

@end
