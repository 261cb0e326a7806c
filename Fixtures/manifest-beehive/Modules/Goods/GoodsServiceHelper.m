//
//  GoodsServiceHelper.m
//

#import "GoodsServiceHelper.h"
#import "Common.h"

@implementation GoodsServiceHelper

+ (NSURL *)summaryURLForGoods:(NSString *)goodsId {
    NSString *host = [[NSUserDefaults standardUserDefaults] stringForKey:@"CMNAPIHost"] ?: @"https://api.shop.example.com";
    return [NSURL URLWithString:[NSString stringWithFormat:@"%@/v1/goods/%@/summary", host, goodsId]];
}

+ (NSString *)shareTextForTitle:(NSString *)title priceInCents:(NSInteger)priceInCents {
    return [NSString stringWithFormat:@"%@ only %@ — shop://goods/detail", title, CMNPriceText(priceInCents)];
}

@end
