//
//  GDSGoodsListViewController.m
//

#import "GDSGoodsListViewController.h"
#import "GDSGoodsItem.h"
#import "Common.h"
#import "MediatorRoutes.h"
#import <Bifrost/Bifrost.h>
#import <Networking/MLNetworkClient.h>

static NSString *const GDSGoodsCellIdentifier = @"GDSGoodsCell";

@interface GDSGoodsListViewController ()
@property (nonatomic, copy, nullable) NSString *categoryId;
@property (nonatomic, copy) NSArray<GDSGoodsItem *> *items;
@end

@implementation GDSGoodsListViewController

- (instancetype)initWithCategoryId:(NSString *)categoryId {
    self = [super initWithStyle:UITableViewStylePlain];
    if (self) {
        _categoryId = [categoryId copy];
        _items = @[];
        self.title = @"Goods";
    }
    return self;
}

- (void)viewDidLoad {
    [super viewDidLoad];
    [self.tableView registerClass:UITableViewCell.class forCellReuseIdentifier:GDSGoodsCellIdentifier];
    NSDictionary *parameters = self.categoryId ? @{@"category_id": self.categoryId} : nil;
    CMN_WEAKIFY(self);
    [[MLNetworkClient sharedClient] GET:@"goods" parameters:parameters completion:^(id responseObject, NSError *error) {
        CMN_STRONGIFY(self);
        NSMutableArray *items = [NSMutableArray array];
        for (NSDictionary *entry in ([responseObject isKindOfClass:NSArray.class] ? responseObject : @[])) {
            GDSGoodsItem *item = [GDSGoodsItem itemWithDictionary:entry];
            if (item) [items addObject:item];
        }
        self.items = items;
        [self.tableView reloadData];
    }];
}

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.items.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:GDSGoodsCellIdentifier forIndexPath:indexPath];
    GDSGoodsItem *item = self.items[indexPath.row];
    cell.textLabel.text = [NSString stringWithFormat:@"%@  %@", item.title, [NSString cmn_priceStringWithCents:item.priceInCents]];
    return cell;
}

- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    NSString *url = [NSString stringWithFormat:@"%@?%@=%@", kRouteGoodsDetail, kRouteParamGoodsId, self.items[indexPath.row].goodsId];
    UIViewController *detail = [Bifrost handleURL:url complexParams:nil completion:nil];
    if (detail) {
        [self.navigationController pushViewController:detail animated:YES];
    }
}

@end
