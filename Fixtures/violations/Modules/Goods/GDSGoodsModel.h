//
//  GDSGoodsModel.h
//

#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

@interface GDSGoodsModel : NSObject

@property (nonatomic, copy) NSString *goodsId;
@property (nonatomic, copy) NSString *title;
@property (nonatomic, copy, nullable) NSString *subtitle;
@property (nonatomic, strong, nullable) NSURL *imageURL;
@property (nonatomic, strong, nullable) NSURL *webURL;
@property (nonatomic, assign) NSInteger priceInCents;

+ (nullable instancetype)modelWithDictionary:(NSDictionary *)dictionary;

@end

NS_ASSUME_NONNULL_END
