#import "NSString+MLCPrice.h"

@implementation NSString (MLCPrice)

+ (NSString *)mlc_priceStringWithCents:(NSInteger)cents {
    return [NSString stringWithFormat:@"¥%ld.%02ld", (long)(cents / 100), (long)(cents % 100)];
}

@end
