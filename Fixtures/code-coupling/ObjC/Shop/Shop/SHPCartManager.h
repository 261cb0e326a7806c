#import <Foundation/Foundation.h>

/// The cart of the signed-in member.
@interface SHPCartManager : NSObject
+ (instancetype)sharedManager NS_SWIFT_NAME(shared());
@property (nonatomic, readonly) NSInteger itemCount;
- (void)addGoodsWithID:(NSString *)goodsID;
@end
