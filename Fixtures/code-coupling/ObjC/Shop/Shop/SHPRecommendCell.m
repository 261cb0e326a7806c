#import "SHPRecommendCell.h"

@implementation SHPRecommendCell

- (void)layoutSubviews {
    [super layoutSubviews];
    self.accessoryType = self.showsDiscountBadge ? UITableViewCellAccessoryDetailButton : UITableViewCellAccessoryNone;
}

@end
