#import <Foundation/Foundation.h>

/// Formats prices for the catalogue (copied into Shop in 2021; see Shop's copy).
@interface MLPriceFormatter : NSObject
+ (NSString *)stringFromCents:(NSInteger)cents;
@end
