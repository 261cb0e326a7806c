//
//  RiderModuleService.h
//

#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

typedef void (^RiderAssignCompletion)(NSString *_Nullable riderName, NSError *_Nullable error);

/// Provided by the Rider module (dispatch and live tracking).
@protocol RiderModuleService <NSObject>

- (void)requestRiderForOrder:(NSString *)orderId
               pickupAddress:(NSString *)pickupAddress
                  completion:(RiderAssignCompletion)completion;

/// Seconds until the rider arrives, or -1 when no rider is assigned.
- (NSTimeInterval)estimatedArrivalOfOrder:(NSString *)orderId;

@end

NS_ASSUME_NONNULL_END
