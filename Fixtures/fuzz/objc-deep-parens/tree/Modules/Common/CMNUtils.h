#import <Foundation/Foundation.h>

@interface CMNUtils : NSObject
+ (NSString *)priceText:(double)price;
@end
