//
//  GDSStockService.m
//  Stock levels from the warehouse feed, refreshed every few minutes.
//

#import <Foundation/Foundation.h>
#import <BeeHive/BeeHive.h>
#import <Mediator/GoodsServiceProtocol.h>
#import "Common.h"

@BeeHiveService(StockServiceProtocol, GDSStockService)

/// Answers every StockServiceProtocol method, but its interface was never updated to adopt it.
@interface GDSStockService : NSObject

- (NSInteger)availableQuantityOfGoods:(NSString *)goodsId;
- (BOOL)canShipQuantity:(NSInteger)quantity ofGoods:(NSString *)goodsId;

@end

@implementation GDSStockService {
    NSDictionary<NSString *, NSNumber *> *_quantities;
    NSDate *_lastRefresh;
}

- (instancetype)init {
    self = [super init];
    if (self) {
        _quantities = @{};
        [self refreshIfNeeded];
    }
    return self;
}

- (void)refreshIfNeeded {
    if (_lastRefresh && -[_lastRefresh timeIntervalSinceNow] < 300) {
        return;
    }
    _lastRefresh = [NSDate date];
    NSURL *url = [NSURL URLWithString:@"https://api.shop.example.com/v1/stock"];
    [[[NSURLSession sharedSession] dataTaskWithURL:url completionHandler:^(NSData *data, NSURLResponse *response, NSError *error) {
        NSDictionary *quantities = data ? [NSJSONSerialization JSONObjectWithData:data options:0 error:nil] : nil;
        if ([quantities isKindOfClass:NSDictionary.class]) {
            self->_quantities = quantities;
        } else {
            CMNLog(@"stock refresh failed: %@", error);
        }
    }] resume];
}

- (NSInteger)availableQuantityOfGoods:(NSString *)goodsId {
    [self refreshIfNeeded];
    return [_quantities[goodsId] integerValue];
}

- (BOOL)canShipQuantity:(NSInteger)quantity ofGoods:(NSString *)goodsId {
    return quantity > 0 && quantity <= [self availableQuantityOfGoods:goodsId];
}

@end
