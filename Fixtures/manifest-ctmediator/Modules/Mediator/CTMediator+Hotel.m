//
//  CTMediator+Hotel.m
//

#import "CTMediator+Hotel.h"
#import "CTMTargetActionNames.h"

@implementation CTMediator (Hotel)

- (UIViewController *)CTMediator_hotelListViewControllerWithCity:(NSString *)city {
    return [self performTarget:kCTMTargetHotel action:kCTMActionHotelList params:@{kCTMParamCity: city} shouldCacheTarget:NO];
}

- (UIViewController *)CTMediator_hotelDetailViewControllerWithHotelId:(NSString *)hotelId {
    UIViewController *viewController = [self performTarget:kCTMTargetHotel
                                                    action:kCTMActionHotelDetail
                                                    params:@{kCTMParamHotelId: hotelId}
                                         shouldCacheTarget:NO];
    return [viewController isKindOfClass:UIViewController.class] ? viewController : nil;
}

- (UIViewController *)CTMediator_hotelBookingViewControllerWithHotelId:(NSString *)hotelId checkIn:(NSDate *)checkIn nights:(NSInteger)nights {
    NSDictionary *params = @{kCTMParamHotelId: hotelId, kCTMParamCheckIn: checkIn, kCTMParamNights: @(nights)};
    return [self performTarget:kCTMTargetHotel action:kCTMActionHotelBooking params:params shouldCacheTarget:NO];
}

- (UIViewController *)CTMediator_hotelMapViewControllerWithCity:(NSString *)city {
    return [self performTarget:kCTMTargetHotel action:kCTMActionHotelMap params:@{kCTMParamCity: city} shouldCacheTarget:NO];
}

@end
