#import "MLCartService.h"
#import <MLCommon/NSString+MLCPrice.h>

@implementation MLCartService {
    NSMutableDictionary<NSString *, NSNumber *> *_quantities;
}

- (instancetype)init {
    if ((self = [super init])) {
        _quantities = [NSMutableDictionary dictionary];
    }
    return self;
}

- (void)addGoodsWithID:(NSString *)goodsID quantity:(NSInteger)quantity {
    _quantities[goodsID] = @(_quantities[goodsID].integerValue + quantity);
    [[NSNotificationCenter defaultCenter] postNotificationName:@"MLCartDidChange" object:self];
}

- (NSInteger)numberOfItems {
    NSInteger total = 0;
    for (NSNumber *quantity in _quantities.allValues) { total += quantity.integerValue; }
    return total;
}

@end
