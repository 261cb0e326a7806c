//
//  GoodsServiceHelper.h
//  Plain helper class (not a service protocol): URLs and display strings for goods.
//

#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

@interface GoodsServiceHelper : NSObject

+ (NSURL *)summaryURLForGoods:(NSString *)goodsId;
+ (NSString *)shareTextForTitle:(NSString *)title priceInCents:(NSInteger)priceInCents;

@end

NS_ASSUME_NONNULL_END
