//
//  SHPCartStore.m
//

#import "SHPCartStore.h"
#import <Mediator/ShopModuleService.h>

static NSString *const SHPCartDefaultsKey = @"shop.cart.quantities";

@interface SHPCartStore ()
@property (nonatomic, strong) NSMutableDictionary<NSString *, NSNumber *> *quantities;
@end

@implementation SHPCartStore

+ (instancetype)sharedStore {
    static SHPCartStore *store;
    static dispatch_once_t onceToken;
    dispatch_once(&onceToken, ^{
        store = [[SHPCartStore alloc] init];
        NSDictionary *saved = [[NSUserDefaults standardUserDefaults] dictionaryForKey:SHPCartDefaultsKey];
        store.quantities = [NSMutableDictionary dictionaryWithDictionary:saved ?: @{}];
    });
    return store;
}

- (NSArray<NSString *> *)goodsIds {
    return [self.quantities.allKeys sortedArrayUsingSelector:@selector(compare:)];
}

- (NSInteger)totalQuantity {
    return [[self.quantities.allValues valueForKeyPath:@"@sum.integerValue"] integerValue];
}

- (NSInteger)quantityOfGoods:(NSString *)goodsId {
    return self.quantities[goodsId].integerValue;
}

- (void)addGoods:(NSString *)goodsId quantity:(NSInteger)quantity {
    NSInteger updated = [self quantityOfGoods:goodsId] + quantity;
    self.quantities[goodsId] = updated > 0 ? @(updated) : nil;
    [self save];
}

- (void)removeGoods:(NSString *)goodsId {
    [self.quantities removeObjectForKey:goodsId];
    [self save];
}

- (void)save {
    [[NSUserDefaults standardUserDefaults] setObject:self.quantities forKey:SHPCartDefaultsKey];
    [[NSNotificationCenter defaultCenter] postNotificationName:kShopCartDidChangeNotification
                                                        object:self
                                                      userInfo:@{kShopCartCountKey: @(self.totalQuantity)}];
}

@end
