#import <Foundation/Foundation.h>

@interface SHPCartManager : NSObject
+ (instancetype)sharedManager;
+ (NSUInteger)maximumItemCount;
- (void)addGoodsWithID:(NSString *)goodsID count:(NSUInteger)count;
@end
