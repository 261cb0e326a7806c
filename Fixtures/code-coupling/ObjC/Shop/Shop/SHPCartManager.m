#import "SHPCartManager.h"

@implementation SHPCartManager {
    NSMutableArray<NSString *> *_goodsIDs;
}

+ (instancetype)sharedManager {
    static SHPCartManager *manager;
    static dispatch_once_t once;
    dispatch_once(&once, ^{ manager = [SHPCartManager new]; });
    return manager;
}

- (NSInteger)itemCount {
    return _goodsIDs.count;
}

- (void)addGoodsWithID:(NSString *)goodsID {
    if (!_goodsIDs) { _goodsIDs = [NSMutableArray array]; }
    [_goodsIDs addObject:goodsID];
}

@end
