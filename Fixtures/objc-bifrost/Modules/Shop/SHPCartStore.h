//
//  SHPCartStore.h
//

#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

/// Quantities by goods id, persisted in NSUserDefaults until checkout.
@interface SHPCartStore : NSObject

+ (instancetype)sharedStore;

@property (nonatomic, copy, readonly) NSArray<NSString *> *goodsIds;
@property (nonatomic, assign, readonly) NSInteger totalQuantity;

- (NSInteger)quantityOfGoods:(NSString *)goodsId;
- (void)addGoods:(NSString *)goodsId quantity:(NSInteger)quantity;
- (void)removeGoods:(NSString *)goodsId;

@end

NS_ASSUME_NONNULL_END
