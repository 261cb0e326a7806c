//
//  SALFlashSaleViewController.m
//

#import "SALFlashSaleViewController.h"
#import "SALFlashSaleItem.h"
#import "Common.h"
#import "Mediator.h"
#import <Networking/MLNetworkClient.h>

@interface SALFlashSaleViewController ()
@property (nonatomic, copy, readwrite) NSArray<SALFlashSaleItem *> *items;
@end

@implementation SALFlashSaleViewController

- (instancetype)init {
    self = [super initWithStyle:UITableViewStylePlain];
    if (self) {
        _items = @[];
        self.title = @"Flash Sale";
    }
    return self;
}

- (void)viewDidLoad {
    [super viewDidLoad];
    self.tableView.rowHeight = 72;
    CMN_WEAKIFY(self);
    [[MLNetworkClient sharedClient] GET:@"sales/flash/current" parameters:nil completion:^(id responseObject, NSError *error) {
        CMN_STRONGIFY(self);
        NSMutableArray *items = [NSMutableArray array];
        for (NSDictionary *entry in ([responseObject isKindOfClass:NSArray.class] ? responseObject : @[])) {
            SALFlashSaleItem *item = [SALFlashSaleItem itemWithDictionary:entry];
            if (item.isRunning) [items addObject:item];
        }
        self.items = items;
        [self.tableView reloadData];
    }];
}

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.items.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [[UITableViewCell alloc] initWithStyle:UITableViewCellStyleSubtitle reuseIdentifier:nil];
    SALFlashSaleItem *item = self.items[indexPath.row];
    cell.textLabel.text = item.title;
    cell.detailTextLabel.text = [NSString stringWithFormat:@"%@  %@",
                                 [NSString cmn_priceStringWithCents:item.salePriceInCents], [item discountBadgeText]];
    cell.detailTextLabel.textColor = CMN_COLOR_BRAND;
    return cell;
}

- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    SALFlashSaleItem *item = self.items[indexPath.row];
    NSString *url = [NSString stringWithFormat:@"%@?%@=%@", kRouteGoodsDetail, kRouteParamGoodsId, item.goodsId];
    UIViewController *detail = [Bifrost handleURL:url complexParams:nil completion:nil];
    if (detail) {
        [self.navigationController pushViewController:detail animated:YES];
    } else {
        CMNLog(@"no handler for %@", url);
    }
}

@end
