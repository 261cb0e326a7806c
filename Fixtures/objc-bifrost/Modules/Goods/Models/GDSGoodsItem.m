//
//  GDSGoodsItem.m
//

#import "GDSGoodsItem.h"

@implementation GDSGoodsItem

+ (instancetype)itemWithDictionary:(NSDictionary *)dictionary {
    if (![dictionary isKindOfClass:NSDictionary.class]) {
        return nil;
    }
    NSString *goodsId = [dictionary[@"id"] description];
    NSString *title = dictionary[@"title"];
    if (goodsId.length == 0 || ![title isKindOfClass:NSString.class]) {
        return nil;
    }
    GDSGoodsItem *item = [[GDSGoodsItem alloc] init];
    item->_goodsId = [goodsId copy];
    item->_title = [title copy];
    item->_shopId = [[dictionary[@"shop_id"] description] copy] ?: @"";
    NSString *image = dictionary[@"image_url"];
    item->_imageURL = [image isKindOfClass:NSString.class] ? [NSURL URLWithString:image] : nil;
    item->_priceInCents = [dictionary[@"price"] integerValue];
    item->_stock = [dictionary[@"stock"] integerValue];
    return item;
}

- (NSString *)description {
    return [NSString stringWithFormat:@"<GDSGoodsItem %@ \"%@\" %ld>", self.goodsId, self.title, (long)self.priceInCents];
}

@end
