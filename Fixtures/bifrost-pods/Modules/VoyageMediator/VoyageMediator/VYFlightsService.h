//
//  VYFlightsService.h
//

#import <UIKit/UIKit.h>
#import <Bifrost/Bifrost.h>

NS_ASSUME_NONNULL_BEGIN

@protocol VYFlightsService <BifrostModuleProtocol>

/// A compact card for one booked flight, for screens of other modules.
- (UIView *)flightSummaryViewForFlightId:(NSString *)flightId;

@end

NS_ASSUME_NONNULL_END
