//
//  GDSGoodsCell.m
//

#import "GDSGoodsCell.h"
#import "GDSGoodsModel.h"
#import "Utils.h"

@implementation GDSGoodsCell

+ (NSString *)reuseIdentifier {
    return @"GDSGoodsCell";
}

+ (CGFloat)preferredHeight {
    return 88;
}

- (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
    return [super initWithStyle:UITableViewCellStyleSubtitle reuseIdentifier:reuseIdentifier];
}

- (void)configureWithGoods:(GDSGoodsModel *)goods {
    self.textLabel.text = GDSGoodsDisplayTitle(goods);
    self.detailTextLabel.text = GDSPriceString(goods.priceInCents);
    self.detailTextLabel.textColor = UIColor.systemRedColor;
    self.imageView.image = [UIImage systemImageNamed:@"bag"];
    self.accessoryType = UITableViewCellAccessoryDisclosureIndicator;
}

- (void)prepareForReuse {
    [super prepareForReuse];
    self.textLabel.text = nil;
    self.detailTextLabel.text = nil;
}

@end
