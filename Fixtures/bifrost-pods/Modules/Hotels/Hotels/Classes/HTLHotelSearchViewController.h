//
//  HTLHotelSearchViewController.h
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@interface HTLHotelSearchViewController : UITableViewController

- (instancetype)initWithCityCode:(NSString *)cityCode checkIn:(NSDate *)checkIn;

@end

NS_ASSUME_NONNULL_END
