//
//  SHPCartService.h
//

#import <Foundation/Foundation.h>
#import <Mediator/CartServiceProtocol.h>

NS_ASSUME_NONNULL_BEGIN

@interface SHPCartService : NSObject <CartServiceProtocol>

+ (instancetype)sharedCart;

@property (nonatomic, copy, readonly) NSArray<NSString *> *goodsIds;

- (NSInteger)quantityOfGoods:(NSString *)goodsId;
- (void)removeGoods:(NSString *)goodsId;
- (void)restore;
- (void)persist;

@end

NS_ASSUME_NONNULL_END
