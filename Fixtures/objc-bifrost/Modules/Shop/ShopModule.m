//
//  ShopModule.m
//

#import "ShopModule.h"
#import "SHPCartStore.h"
#import "SHPCartViewController.h"
#import "SHPShopViewController.h"

@implementation ShopModule

+ (void)load {
    BFRegister(ShopModuleService);
}

+ (instancetype)sharedInstance {
    static ShopModule *module;
    static dispatch_once_t onceToken;
    dispatch_once(&onceToken, ^{
        module = [[ShopModule alloc] init];
    });
    return module;
}

- (void)setup {
    [Bifrost bindURL:kRouteShopHome toHandler:^id(NSDictionary *parameters) {
        NSString *shopId = parameters[kRouteParamShopId];
        return shopId.length > 0 ? [self shopViewControllerWithShopId:shopId] : nil;
    }];
    [Bifrost bindURL:kRouteShopCart toHandler:^id(NSDictionary *parameters) {
        return [[SHPCartViewController alloc] initWithCartStore:[SHPCartStore sharedStore]];
    }];
}

#pragma mark - ShopModuleService

- (UIViewController *)shopViewControllerWithShopId:(NSString *)shopId {
    return [[SHPShopViewController alloc] initWithShopId:shopId];
}

- (NSInteger)cartItemCount {
    return [SHPCartStore sharedStore].totalQuantity;
}

- (void)addGoodsToCart:(NSString *)goodsId quantity:(NSInteger)quantity {
    [[SHPCartStore sharedStore] addGoods:goodsId quantity:quantity];
}

@end
