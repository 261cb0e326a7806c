#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

@interface NSString (MLCPrice)

/// Formats an amount in cents as "¥12.50".
+ (NSString *)mlc_priceStringWithCents:(NSInteger)cents;

@end

NS_ASSUME_NONNULL_END
