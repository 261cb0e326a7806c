//
//  SHPCartManager.m
//

#import "SHPCartManager.h"
#import "Utils.h"
#import "Common.h"

#if 0
#import <Sale/SaleCartViewController.h>
#endif

NSNotificationName const SHPCartDidChangeNotification = @"SHPCartDidChangeNotification";

@interface SHPCartManager ()
/// goodsId -> @{@"quantity": ..., @"price": ...}
@property (nonatomic, strong) NSMutableDictionary<NSString *, NSDictionary *> *lines;
@end

@implementation SHPCartManager

+ (instancetype)sharedManager {
    static SHPCartManager *manager;
    static dispatch_once_t onceToken;
    dispatch_once(&onceToken, ^{
        manager = [[SHPCartManager alloc] init];
        manager.lines = [NSMutableDictionary dictionary];
    });
    return manager;
}

- (NSInteger)itemCount {
    return [[self.lines.allValues valueForKeyPath:@"@sum.quantity"] integerValue];
}

- (NSInteger)totalInCents {
    NSInteger total = 0;
    for (NSDictionary *line in self.lines.allValues) {
        total += [line[@"quantity"] integerValue] * [line[@"price"] integerValue];
    }
    return total;
}

- (void)addGoodsId:(NSString *)goodsId priceInCents:(NSInteger)priceInCents quantity:(NSInteger)quantity {
    NSInteger updated = [self.lines[goodsId][@"quantity"] integerValue] + quantity;
    if (!SHPIsValidQuantity(updated)) {
        CMNLog(@"rejecting quantity %ld for %@", (long)updated, goodsId);
        return;
    }
    self.lines[goodsId] = @{@"quantity": @(updated), @"price": @(priceInCents)};
    [self notify];
}

- (void)removeGoodsId:(NSString *)goodsId {
    [self.lines removeObjectForKey:goodsId];
    [self notify];
}

- (void)removeAllItems {
    [self.lines removeAllObjects];
    [self notify];
}

- (NSArray<NSDictionary *> *)orderLines {
    NSMutableArray *result = [NSMutableArray array];
    [self.lines enumerateKeysAndObjectsUsingBlock:^(NSString *goodsId, NSDictionary *line, BOOL *stop) {
        [result addObject:@{@"goods_id": goodsId, @"quantity": line[@"quantity"], @"price": line[@"price"]}];
    }];
    return result;
}

- (void)notify {
    [[NSNotificationCenter defaultCenter] postNotificationName:SHPCartDidChangeNotification object:self];
}

@end
