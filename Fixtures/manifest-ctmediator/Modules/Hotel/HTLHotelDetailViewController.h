//
//  HTLHotelDetailViewController.h
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@interface HTLHotelDetailViewController : UIViewController

/// With a check-in date the screen opens in booking mode.
- (instancetype)initWithHotelId:(NSString *)hotelId checkIn:(nullable NSDate *)checkIn nights:(NSInteger)nights;

@end

NS_ASSUME_NONNULL_END
