//
//  VYFormatter.h
//

#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

@interface VYFormatter : NSObject

+ (NSString *)priceStringFromCents:(NSInteger)cents currency:(NSString *)currencyCode;
+ (NSString *)shortDateString:(NSDate *)date;
+ (NSString *)durationStringFromMinutes:(NSInteger)minutes;

@end

NS_ASSUME_NONNULL_END
