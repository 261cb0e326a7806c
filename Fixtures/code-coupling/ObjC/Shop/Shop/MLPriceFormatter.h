#import <Foundation/Foundation.h>

/// Formats prices for orders (a copy of the catalogue's formatter).
@interface MLPriceFormatter : NSObject
+ (NSString *)stringFromCents:(NSInteger)cents;
@end
