//
//  SALFlashSaleItem.m
//

#import "SALFlashSaleItem.h"

@implementation SALFlashSaleItem

+ (instancetype)itemWithDictionary:(NSDictionary *)dictionary {
    NSString *goodsId = [dictionary[@"goods_id"] description];
    NSNumber *endsAt = dictionary[@"ends_at"];
    if (goodsId.length == 0 || ![endsAt isKindOfClass:NSNumber.class]) {
        return nil;
    }
    SALFlashSaleItem *item = [[SALFlashSaleItem alloc] init];
    item->_goodsId = [goodsId copy];
    item->_title = [dictionary[@"title"] copy] ?: @"";
    item->_salePriceInCents = [dictionary[@"sale_price"] integerValue];
    item->_originalPriceInCents = [dictionary[@"original_price"] integerValue];
    item->_endDate = [NSDate dateWithTimeIntervalSince1970:endsAt.doubleValue];
    return item;
}

- (BOOL)isRunning {
    return [self.endDate timeIntervalSinceNow] > 0 && self.salePriceInCents > 0;
}

- (NSString *)discountBadgeText {
    if (self.originalPriceInCents <= 0) {
        return @"";
    }
    double ratio = 1.0 - (double)self.salePriceInCents / (double)self.originalPriceInCents;
    return [NSString stringWithFormat:@"-%.0f%%", ratio * 100];
}

@end
