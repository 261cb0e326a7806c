//
//  Utils.h
//  Goods
//

#import <Foundation/Foundation.h>
#import "GDSGoodsModel.h"

static inline NSString *GDSPriceString(NSInteger cents) {
    return [NSString stringWithFormat:@"$%ld.%02ld", (long)(cents / 100), (long)(cents % 100)];
}

static inline NSString *GDSGoodsDisplayTitle(GDSGoodsModel *goods) {
    return goods.subtitle.length > 0 ? [NSString stringWithFormat:@"%@ · %@", goods.title, goods.subtitle] : goods.title;
}
