//
//  SaleModule.m
//

#import "SaleModule.h"
#import "MediatorRoutes.h"
#import "SALFlashSaleItem.h"
#import "SALFlashSaleViewController.h"
#import <Networking/MLNetworkClient.h>

@interface SaleModule ()
/// Running flash-sale items by goods id, refreshed at launch and every time the sale page opens.
@property (atomic, copy) NSDictionary<NSString *, SALFlashSaleItem *> *runningItems;
@end

@implementation SaleModule

+ (void)load {
    BFRegister(SaleModuleService);
}

+ (instancetype)sharedInstance {
    static SaleModule *module;
    static dispatch_once_t onceToken;
    dispatch_once(&onceToken, ^{
        module = [[SaleModule alloc] init];
        module.runningItems = @{};
    });
    return module;
}

- (void)setup {
    [Bifrost bindURL:kRouteSaleFlash toHandler:^id(NSDictionary *parameters) {
        return [self flashSaleViewController];
    }];
    [self refreshRunningItems];
}

- (void)refreshRunningItems {
    [[MLNetworkClient sharedClient] GET:@"sales/flash/current" parameters:nil completion:^(id responseObject, NSError *error) {
        NSMutableDictionary *items = [NSMutableDictionary dictionary];
        for (NSDictionary *entry in ([responseObject isKindOfClass:NSArray.class] ? responseObject : @[])) {
            SALFlashSaleItem *item = [SALFlashSaleItem itemWithDictionary:entry];
            if (item.isRunning) items[item.goodsId] = item;
        }
        self.runningItems = items;
    }];
}

#pragma mark - SaleModuleService

- (UIViewController *)flashSaleViewController {
    [self refreshRunningItems];
    return [[SALFlashSaleViewController alloc] init];
}

- (NSNumber *)flashSalePriceOfGoods:(NSString *)goodsId {
    SALFlashSaleItem *item = self.runningItems[goodsId];
    return item.isRunning ? @(item.salePriceInCents) : nil;
}

@end
