//
//  Target_Hotel.m
//

#import "Target_Hotel.h"
#import "HTLHotelListViewController.h"
#import "HTLHotelDetailViewController.h"
#import "Common.h"

@implementation Target_Hotel

- (UIViewController *)Action_list:(NSDictionary *)params {
    NSString *city = params[@"city"];
    return city.length > 0 ? [[HTLHotelListViewController alloc] initWithCity:city showsMap:NO] : nil;
}

- (UIViewController *)Action_detail:(NSDictionary *)params {
    NSString *hotelId = params[@"hotelId"];
    if (hotelId.length == 0) {
        NSLog(@"Target_Hotel Action_detail: called without hotelId");
        return nil;
    }
    return [[HTLHotelDetailViewController alloc] initWithHotelId:hotelId checkIn:nil nights:0];
}

/// Not in the header: only reachable through CTMediator.
- (UIViewController *)Action_booking:(NSDictionary *)params {
    NSString *hotelId = params[@"hotelId"];
    NSDate *checkIn = params[@"checkIn"] ?: [NSDate date];
    return [[HTLHotelDetailViewController alloc] initWithHotelId:hotelId checkIn:checkIn nights:[params[@"nights"] integerValue]];
}

/// Map of the hotels of a city.
- (UIViewController *)Action_map {
    NSString *city = [[NSUserDefaults standardUserDefaults] stringForKey:@"HTLLastCity"] ?: @"Lisbon";
    return [[HTLHotelListViewController alloc] initWithCity:city showsMap:YES];
}

#if 0
// 2.x detail page, kept for the A/B rollback.
- (UIViewController *)Action_legacyDetail:(NSDictionary *)params {
    return [self Action_detail:params];
}
#endif

/// CTMediator falls back to this when the requested action does not exist.
- (id)notFound:(NSDictionary *)params {
    CMNLog(@"Hotel: unknown action, params %@", params);
    return nil;
}

@end
