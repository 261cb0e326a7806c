//
//  SHPRecommendView.m
//

#import "SHPRecommendView.h"
#import "GDSGoodsCell.h"

@interface SHPRecommendView ()
@property (nonatomic, strong) UILabel *headerLabel;
@property (nonatomic, strong) UITableView *tableView;
@end

@implementation SHPRecommendView

- (instancetype)initWithFrame:(CGRect)frame {
    self = [super initWithFrame:frame];
    if (self) {
        _recommendedGoods = @[];
        _headerLabel = [[UILabel alloc] init];
        _headerLabel.text = @"You may also like";
        _headerLabel.font = [UIFont preferredFontForTextStyle:UIFontTextStyleHeadline];
        _tableView = [[UITableView alloc] initWithFrame:CGRectZero style:UITableViewStylePlain];
        _tableView.scrollEnabled = NO;
        _tableView.rowHeight = [GDSGoodsCell preferredHeight];
        _tableView.dataSource = self;
        [_tableView registerClass:GDSGoodsCell.class forCellReuseIdentifier:[GDSGoodsCell reuseIdentifier]];
        [self addSubview:_headerLabel];
        [self addSubview:_tableView];
    }
    return self;
}

- (void)layoutSubviews {
    [super layoutSubviews];
    self.headerLabel.frame = CGRectMake(16, 0, CGRectGetWidth(self.bounds) - 32, 32);
    self.tableView.frame = CGRectMake(0, 36, CGRectGetWidth(self.bounds), CGRectGetHeight(self.bounds) - 36);
}

- (void)setRecommendedGoods:(NSArray *)recommendedGoods {
    _recommendedGoods = [recommendedGoods copy];
    [self.tableView reloadData];
}

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return MIN(self.recommendedGoods.count, 3);
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    GDSGoodsCell *cell = [tableView dequeueReusableCellWithIdentifier:[GDSGoodsCell reuseIdentifier] forIndexPath:indexPath];
    [cell configureWithGoods:self.recommendedGoods[indexPath.row]];
    return cell;
}

@end
