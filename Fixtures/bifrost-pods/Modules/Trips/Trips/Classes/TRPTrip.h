//
//  TRPTrip.h
//

#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

@interface TRPTrip : NSObject

@property (nonatomic, copy) NSString *tripId;
@property (nonatomic, copy) NSString *title;
@property (nonatomic, copy, nullable) NSString *outboundFlightId;
@property (nonatomic, strong) NSDate *startDate;

+ (nullable instancetype)tripWithJSON:(NSDictionary<NSString *, id> *)json;

@end

NS_ASSUME_NONNULL_END
