//
//  NSString+CMNPrice.h
//

#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

@interface NSString (CMNPrice)

/// 1999 -> "¥19.99" (prices travel as integer cents everywhere in the app).
+ (NSString *)cmn_priceStringWithCents:(NSInteger)cents;

@end

NS_ASSUME_NONNULL_END
