#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

/// One item of the catalogue.
@interface GDSGoodsModel : NSObject

@property (nonatomic, copy) NSString *goodsID;
@property (nonatomic, copy) NSString *title;
@property (nonatomic, assign) NSInteger priceInCents;
@property (nonatomic, readonly) NSString *priceText;

@end

NS_ASSUME_NONNULL_END
