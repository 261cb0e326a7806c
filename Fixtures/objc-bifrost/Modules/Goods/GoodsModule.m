//
//  GoodsModule.m
//

#import "GoodsModule.h"
#import "MediatorRoutes.h"
#import "GDSGoodsDetailViewController.h"
#import "GDSGoodsListViewController.h"
#import "GDSGoodsItem.h"
#import <Networking/MLNetworkClient.h>

@interface GoodsModule ()
@property (nonatomic, strong) NSCache<NSString *, GDSGoodsItem *> *itemCache;
@end

@implementation GoodsModule

+ (void)load {
    BFRegister(GoodsModuleService);
}

+ (instancetype)sharedInstance {
    static GoodsModule *module;
    static dispatch_once_t onceToken;
    dispatch_once(&onceToken, ^{
        module = [[GoodsModule alloc] init];
        module.itemCache = [[NSCache alloc] init];
    });
    return module;
}

+ (NSUInteger)priority {
    return 100;
}

- (void)setup {
    [Bifrost bindURL:kRouteGoodsDetail toHandler:^id(NSDictionary *parameters) {
        NSString *goodsId = parameters[kRouteParamGoodsId];
        return goodsId.length > 0 ? [self goodsDetailViewControllerWithGoodsId:goodsId] : nil;
    }];
    [Bifrost bindURL:kRouteGoodsList toHandler:^id(NSDictionary *parameters) {
        return [[GDSGoodsListViewController alloc] initWithCategoryId:parameters[kRouteParamCategoryId]];
    }];
}

#pragma mark - GoodsModuleService

- (UIViewController *)goodsDetailViewControllerWithGoodsId:(NSString *)goodsId {
    return [[GDSGoodsDetailViewController alloc] initWithGoodsId:goodsId];
}

- (void)fetchPriceOfGoods:(NSString *)goodsId completion:(GoodsPriceCompletion)completion {
    NSString *path = [NSString stringWithFormat:@"goods/%@", goodsId];
    [[MLNetworkClient sharedClient] GET:path parameters:nil completion:^(id responseObject, NSError *error) {
        GDSGoodsItem *item = error ? nil : [GDSGoodsItem itemWithDictionary:responseObject];
        if (item) {
            [self.itemCache setObject:item forKey:goodsId];
        }
        completion(item ? @(item.priceInCents) : nil, error);
    }];
}

- (NSString *)cachedTitleOfGoods:(NSString *)goodsId {
    return [self.itemCache objectForKey:goodsId].title;
}

@end
