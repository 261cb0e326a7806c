//
//  HTLHotel.h
//

#import <Foundation/Foundation.h>
#import <CoreLocation/CoreLocation.h>

NS_ASSUME_NONNULL_BEGIN

@interface HTLHotel : NSObject

@property (nonatomic, copy, readonly) NSString *hotelId;
@property (nonatomic, copy, readonly) NSString *name;
@property (nonatomic, copy, readonly) NSString *city;
@property (nonatomic, assign, readonly) NSInteger pricePerNightInCents;
@property (nonatomic, assign, readonly) CLLocationCoordinate2D coordinate;

+ (nullable instancetype)hotelWithDictionary:(NSDictionary *)dictionary;

@end

NS_ASSUME_NONNULL_END
