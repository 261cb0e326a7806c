//
//  VYFormatter.m
//

#import "VYFormatter.h"

@implementation VYFormatter

+ (NSString *)priceStringFromCents:(NSInteger)cents currency:(NSString *)currencyCode {
    NSNumberFormatter *formatter = [[NSNumberFormatter alloc] init];
    formatter.numberStyle = NSNumberFormatterCurrencyStyle;
    formatter.currencyCode = currencyCode;
    return [formatter stringFromNumber:@(cents / 100.0)] ?: @"";
}

+ (NSString *)shortDateString:(NSDate *)date {
    static NSDateFormatter *formatter;
    static dispatch_once_t onceToken;
    dispatch_once(&onceToken, ^{
        formatter = [[NSDateFormatter alloc] init];
        formatter.dateStyle = NSDateFormatterMediumStyle;
        formatter.timeStyle = NSDateFormatterNoStyle;
    });
    return [formatter stringFromDate:date];
}

+ (NSString *)durationStringFromMinutes:(NSInteger)minutes {
    return [NSString stringWithFormat:@"%ldh %02ldm", (long)(minutes / 60), (long)(minutes % 60)];
}

@end
