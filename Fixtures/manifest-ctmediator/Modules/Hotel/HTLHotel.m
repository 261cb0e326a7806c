//
//  HTLHotel.m
//

#import "HTLHotel.h"

@interface HTLHotel ()
@property (nonatomic, copy, readwrite) NSString *hotelId;
@property (nonatomic, copy, readwrite) NSString *name;
@property (nonatomic, copy, readwrite) NSString *city;
@property (nonatomic, assign, readwrite) NSInteger pricePerNightInCents;
@property (nonatomic, assign, readwrite) CLLocationCoordinate2D coordinate;
@end

@implementation HTLHotel

+ (instancetype)hotelWithDictionary:(NSDictionary *)dictionary {
    NSString *hotelId = dictionary[@"id"];
    if (![hotelId isKindOfClass:NSString.class]) {
        return nil;
    }
    HTLHotel *hotel = [[HTLHotel alloc] init];
    hotel.hotelId = hotelId;
    hotel.name = dictionary[@"name"] ?: @"";
    hotel.city = dictionary[@"city"] ?: @"";
    hotel.pricePerNightInCents = [dictionary[@"pricePerNight"] integerValue];
    hotel.coordinate = CLLocationCoordinate2DMake([dictionary[@"lat"] doubleValue], [dictionary[@"lng"] doubleValue]);
    return hotel;
}

@end
