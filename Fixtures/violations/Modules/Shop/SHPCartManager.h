//
//  SHPCartManager.h
//

#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

FOUNDATION_EXPORT NSNotificationName const SHPCartDidChangeNotification;

@interface SHPCartManager : NSObject

+ (instancetype)sharedManager;

@property (nonatomic, readonly) NSInteger itemCount;
@property (nonatomic, readonly) NSInteger totalInCents;

- (void)addGoodsId:(NSString *)goodsId priceInCents:(NSInteger)priceInCents quantity:(NSInteger)quantity;
- (void)removeGoodsId:(NSString *)goodsId;
- (void)removeAllItems;

/// The cart as order lines for POST /orders.
- (NSArray<NSDictionary *> *)orderLines;

@end

NS_ASSUME_NONNULL_END
