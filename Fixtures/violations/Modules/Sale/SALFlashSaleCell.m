//
//  SALFlashSaleCell.m
//

#import "SALFlashSaleCell.h"
#import "Utils.h"
#import "Common.h"

@interface SALFlashSaleCell ()
@property (nonatomic, strong, readwrite, nullable) GDSGoodsModel *goods;
@property (nonatomic, assign, readwrite) NSInteger salePriceInCents;
@property (nonatomic, strong, nullable) NSDate *endDate;
@end

@implementation SALFlashSaleCell

- (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
    return [super initWithStyle:UITableViewCellStyleSubtitle reuseIdentifier:reuseIdentifier];
}

- (void)configureWithFlashSaleItem:(NSDictionary *)item {
    self.goods = [GDSGoodsModel modelWithDictionary:item[@"goods"]];
    self.salePriceInCents = [item[@"sale_price"] integerValue];
    NSNumber *endsAt = item[@"ends_at"];
    self.endDate = endsAt ? [NSDate dateWithTimeIntervalSince1970:endsAt.doubleValue] : nil;

    self.textLabel.text = self.goods ? GDSGoodsDisplayTitle(self.goods) : nil;
    NSInteger minutesLeft = MAX(0, (NSInteger)([self.endDate timeIntervalSinceNow] / 60));
    self.detailTextLabel.text = [NSString stringWithFormat:@"%@  ·  ends in %ld min",
                                 GDSPriceString(self.salePriceInCents), (long)minutesLeft];
    self.detailTextLabel.textColor = CMN_COLOR_BRAND;
}

@end
