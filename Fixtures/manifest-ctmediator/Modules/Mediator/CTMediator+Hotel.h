//
//  CTMediator+Hotel.h
//  What other modules may ask of the Hotel module.
//

#import <UIKit/UIKit.h>
#import <CTMediator/CTMediator.h>

NS_ASSUME_NONNULL_BEGIN

@interface CTMediator (Hotel)

- (nullable UIViewController *)CTMediator_hotelListViewControllerWithCity:(NSString *)city;
- (nullable UIViewController *)CTMediator_hotelDetailViewControllerWithHotelId:(NSString *)hotelId;
- (nullable UIViewController *)CTMediator_hotelBookingViewControllerWithHotelId:(NSString *)hotelId
                                                                        checkIn:(NSDate *)checkIn
                                                                         nights:(NSInteger)nights;
- (nullable UIViewController *)CTMediator_hotelMapViewControllerWithCity:(NSString *)city;

@end

NS_ASSUME_NONNULL_END
