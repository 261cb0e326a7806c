#import "SHPCartManager.h"

@implementation SHPCartManager

+ (instancetype)sharedManager {
    static SHPCartManager *manager;
    static dispatch_once_t once;
    dispatch_once(&once, ^{ manager = [[SHPCartManager alloc] init]; });
    return manager;
}

+ (NSUInteger)maximumItemCount {
    return 99;
}

- (void)addGoodsWithID:(NSString *)goodsID count:(NSUInteger)count {
}

@end
