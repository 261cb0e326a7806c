#import "GDSGoodsModel.h"

@implementation GDSGoodsModel

- (NSString *)priceText {
    return [NSString stringWithFormat:@"¥%.2f", self.priceInCents / 100.0];
}

@end
