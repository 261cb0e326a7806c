//
//  FLTFlightCardView.h
//  Departure, arrival and duration of one flight.
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@interface FLTFlightCardView : UIView

@property (nonatomic, strong, readonly) UILabel *routeLabel;
@property (nonatomic, strong, readonly) UILabel *timesLabel;

- (void)loadFlightWithId:(NSString *)flightId;

@end

NS_ASSUME_NONNULL_END
