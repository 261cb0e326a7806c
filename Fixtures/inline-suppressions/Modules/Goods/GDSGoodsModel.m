#import "GDSGoodsModel.h"

@implementation GDSGoodsModel
@end
