#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

@interface GDSGoodsModel : NSObject
@property (nonatomic, copy) NSString *goodsID;
@property (nonatomic, copy) NSString *title;
@property (nonatomic, assign) NSInteger priceInCents;
@end

NS_ASSUME_NONNULL_END
