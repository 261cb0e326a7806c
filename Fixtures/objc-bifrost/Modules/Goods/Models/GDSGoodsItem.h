//
//  GDSGoodsItem.h
//

#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

@interface GDSGoodsItem : NSObject

@property (nonatomic, copy, readonly) NSString *goodsId;
@property (nonatomic, copy, readonly) NSString *title;
@property (nonatomic, copy, readonly) NSString *shopId;
@property (nonatomic, strong, readonly, nullable) NSURL *imageURL;
@property (nonatomic, assign, readonly) NSInteger priceInCents;
@property (nonatomic, assign, readonly) NSInteger stock;

/// Parses one entry of the `goods` API; nil when required fields are missing.
+ (nullable instancetype)itemWithDictionary:(NSDictionary *)dictionary;

@end

NS_ASSUME_NONNULL_END
