#import "MLGoodsItem.h"

@implementation MLGoodsItem
@end
