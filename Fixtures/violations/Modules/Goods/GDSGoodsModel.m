//
//  GDSGoodsModel.m
//

#import "GDSGoodsModel.h"

@implementation GDSGoodsModel

+ (instancetype)modelWithDictionary:(NSDictionary *)dictionary {
    NSString *goodsId = [dictionary[@"id"] description];
    if (goodsId.length == 0) {
        return nil;
    }
    GDSGoodsModel *model = [[GDSGoodsModel alloc] init];
    model.goodsId = goodsId;
    model.title = dictionary[@"title"] ?: @"";
    model.subtitle = dictionary[@"subtitle"];
    NSString *image = dictionary[@"image_url"];
    model.imageURL = image ? [NSURL URLWithString:image] : nil;
    model.webURL = [NSURL URLWithString:[@"https://m.shop.example.com/goods/" stringByAppendingString:goodsId]];
    model.priceInCents = [dictionary[@"price"] integerValue];
    return model;
}

- (BOOL)isEqual:(id)object {
    return [object isKindOfClass:GDSGoodsModel.class] && [((GDSGoodsModel *)object).goodsId isEqualToString:self.goodsId];
}

- (NSUInteger)hash {
    return self.goodsId.hash;
}

@end
