//
//  SHPCartService.m
//

#import "SHPCartService.h"
#import "SHPCartViewController.h"
#import "Common.h"

// The annotation moved to SHPCartModule's -modInit: (registerService:service:) so the
// service exists only once the cart is restored. Do not add it back:
// @BeeHiveService(CartServiceProtocol, SHPCartService)

static NSString *const kSHPCartStorageKey = @"SHPCartQuantities";

@implementation SHPCartService {
    NSMutableDictionary<NSString *, NSNumber *> *_quantities;
    NSMutableArray<NSString *> *_order;
}

+ (instancetype)shareInstance {
    return [self sharedCart];
}

+ (instancetype)sharedCart {
    static SHPCartService *cart;
    static dispatch_once_t onceToken;
    dispatch_once(&onceToken, ^{
        cart = [[SHPCartService alloc] init];
    });
    return cart;
}

- (instancetype)init {
    self = [super init];
    if (self) {
        _quantities = [NSMutableDictionary dictionary];
        _order = [NSMutableArray array];
    }
    return self;
}

- (NSArray<NSString *> *)goodsIds {
    return [_order copy];
}

#pragma mark - CartServiceProtocol

- (UIViewController *)cartViewController {
    return [[SHPCartViewController alloc] initWithCart:self];
}

- (void)addGoods:(NSString *)goodsId quantity:(NSInteger)quantity {
    if (!_quantities[goodsId]) {
        [_order addObject:goodsId];
    }
    _quantities[goodsId] = @([_quantities[goodsId] integerValue] + quantity);
    [self postChange];
}

- (NSInteger)totalQuantity {
    return [[_quantities.allValues valueForKeyPath:@"@sum.integerValue"] integerValue];
}

#pragma mark - Lines

- (NSInteger)quantityOfGoods:(NSString *)goodsId {
    return [_quantities[goodsId] integerValue];
}

- (void)removeGoods:(NSString *)goodsId {
    [_quantities removeObjectForKey:goodsId];
    [_order removeObject:goodsId];
    [self postChange];
}

- (void)postChange {
    dispatch_async(dispatch_get_main_queue(), ^{
        [[NSNotificationCenter defaultCenter] postNotificationName:kCartDidChangeNotification object:self];
    });
}

#pragma mark - Storage

- (void)restore {
    NSDictionary *saved = [[NSUserDefaults standardUserDefaults] dictionaryForKey:kSHPCartStorageKey];
    [_quantities setDictionary:saved ?: @{}];
    [_order setArray:[saved.allKeys sortedArrayUsingSelector:@selector(compare:)]];
}

- (void)persist {
    [[NSUserDefaults standardUserDefaults] setObject:[_quantities copy] forKey:kSHPCartStorageKey];
}

@end
