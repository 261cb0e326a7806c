//
//  Target_Flight+Deals.m
//

#import "Target_Flight+Deals.h"
#import "FLTFlightListViewController.h"

@implementation Target_Flight (Deals)

- (UIViewController *)Action_deals:(NSDictionary *)params {
    NSString *from = params[@"from"] ?: @"LIS";
    return [[FLTFlightListViewController alloc] initWithFrom:from to:params[@"to"] ?: @"*" date:[NSDate date] dealsOnly:YES];
}

/// Deals between two airports. Shadows -[Target_Flight Action_list:] at run time.
- (UIViewController *)Action_list:(NSDictionary *)params {
    return [[FLTFlightListViewController alloc] initWithFrom:params[@"from"] ?: @"LIS"
                                                          to:params[@"to"] ?: @"*"
                                                        date:params[@"date"] ?: [NSDate date]
                                                   dealsOnly:YES];
}

@end
