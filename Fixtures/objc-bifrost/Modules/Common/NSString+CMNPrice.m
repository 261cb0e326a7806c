//
//  NSString+CMNPrice.m
//

#import "NSString+CMNPrice.h"

@implementation NSString (CMNPrice)

+ (NSString *)cmn_priceStringWithCents:(NSInteger)cents {
    static NSNumberFormatter *formatter;
    static dispatch_once_t onceToken;
    dispatch_once(&onceToken, ^{
        formatter = [[NSNumberFormatter alloc] init];
        formatter.numberStyle = NSNumberFormatterCurrencyStyle;
        formatter.currencyCode = @"CNY";
        formatter.minimumFractionDigits = 2;
    });
    return [formatter stringFromNumber:@(cents / 100.0)] ?: @"";
}

@end
