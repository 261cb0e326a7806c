#import <UIKit/UIKit.h>
// Found through the app's header search paths: the catalogue's cell, reused as-is.
#import "GDSGoodsCell.h"

/// "Customers also bought" cell on the order page.
@interface SHPRecommendCell : GDSGoodsCell
@property (nonatomic, assign) BOOL showsDiscountBadge;
@end
