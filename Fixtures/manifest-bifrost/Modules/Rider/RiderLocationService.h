//
//  RiderLocationService.h
//  Live rider positions. Declared here in the Rider module rather than in Mediator, because
//  "only the tracking screen uses it" (it is still registered with Bifrost like any service).
//

#import <Foundation/Foundation.h>
#import <CoreLocation/CoreLocation.h>

NS_ASSUME_NONNULL_BEGIN

typedef void (^RiderLocationUpdate)(CLLocationCoordinate2D coordinate);

@protocol RiderLocationService <NSObject>

- (CLLocationCoordinate2D)lastKnownLocationForOrder:(NSString *)orderId;
- (void)observeLocationForOrder:(NSString *)orderId update:(RiderLocationUpdate)update;
- (void)stopObservingOrder:(NSString *)orderId;

@end

NS_ASSUME_NONNULL_END
