//
//  TRPTrip.m
//

#import "TRPTrip.h"

@implementation TRPTrip

+ (instancetype)tripWithJSON:(NSDictionary<NSString *, id> *)json {
    NSString *tripId = json[@"id"];
    if (![tripId isKindOfClass:[NSString class]]) {
        return nil;
    }
    TRPTrip *trip = [[TRPTrip alloc] init];
    trip.tripId = tripId;
    trip.title = json[@"title"] ?: @"";
    trip.outboundFlightId = json[@"outboundFlightId"];
    trip.startDate = [NSDate dateWithTimeIntervalSince1970:[json[@"start"] doubleValue]];
    return trip;
}

@end
