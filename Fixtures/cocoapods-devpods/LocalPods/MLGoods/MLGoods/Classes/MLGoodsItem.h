#import <Foundation/Foundation.h>

@interface MLGoodsItem : NSObject

@property (nonatomic, copy) NSString *goodsID;
@property (nonatomic, copy) NSString *title;
@property (nonatomic, assign) NSInteger priceInCents;

@end
