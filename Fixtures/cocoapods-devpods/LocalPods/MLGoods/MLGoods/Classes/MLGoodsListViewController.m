#import "MLGoodsListViewController.h"
#import "MLGoodsItem.h"
#import <MLMediator/MLMediator.h>
#import <MLCommon/NSString+MLCPrice.h>

@interface MLGoodsListViewController ()
@property (nonatomic, copy) NSArray<MLGoodsItem *> *items;
@end

@implementation MLGoodsListViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"Goods";
    self.navigationItem.rightBarButtonItem = [[UIBarButtonItem alloc] initWithCustomView:[MLCartBadgeView new]];
}

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.items.count;
}

- (void)addToCart:(MLGoodsItem *)item {
    id<MLCartServiceProtocol> cart = [MLMediator serviceForProtocol:@protocol(MLCartServiceProtocol)];
    [cart addGoodsWithID:item.goodsID quantity:1];
}

@end
