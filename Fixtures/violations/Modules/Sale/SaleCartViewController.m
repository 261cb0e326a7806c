//
//  SaleCartViewController.m
//

@import Foundation;
#import "SaleCartViewController.h"
#import "SALFlashSaleCell.h"
#import <Shop/SHPCartManager.h>
#import <Mediator/MDRMediator.h>
#import <Mediator/MDRShopService.h>
#import <Networking/NETClient.h>
#import <Logging/LOGLogger.h>
#import "Common.h"

@interface SaleCartViewController ()
@property (nonatomic, copy) NSArray<NSDictionary *> *items;
@end

@implementation SaleCartViewController

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
    [self.tableView registerClass:SALFlashSaleCell.class forCellReuseIdentifier:@"flash"];
    self.navigationItem.rightBarButtonItem = [[UIBarButtonItem alloc] initWithTitle:@"Checkout"
                                                                              style:UIBarButtonItemStyleDone
                                                                             target:self
                                                                             action:@selector(checkout)];
    __weak typeof(self) weakSelf = self;
    [[NETClient sharedClient] GET:@"sales/flash" parameters:nil completion:^(id response, NSError *error) {
        weakSelf.items = [response isKindOfClass:NSArray.class] ? response : @[];
        [weakSelf.tableView reloadData];
    }];
}

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.items.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    SALFlashSaleCell *cell = [tableView dequeueReusableCellWithIdentifier:@"flash" forIndexPath:indexPath];
    [cell configureWithFlashSaleItem:self.items[indexPath.row]];
    return cell;
}

- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    NSDictionary *item = self.items[indexPath.row];
    NSString *goodsId = [item[@"goods"][@"id"] description];
    [[SHPCartManager sharedManager] addGoodsId:goodsId priceInCents:[item[@"sale_price"] integerValue] quantity:1];
    [[LOGLogger sharedLogger] event:@"flash_sale_add" properties:@{@"goods_id": goodsId}];
    UIViewController *detail = [[MDRMediator sharedInstance] goodsDetailViewControllerWithGoodsId:goodsId];
    if (detail) {
        [self.navigationController pushViewController:detail animated:YES];
    }
}

- (void)checkout {
    SHPCartManager *cart = [SHPCartManager sharedManager];
    if (cart.itemCount == 0) {
        return;
    }
    __weak typeof(self) weakSelf = self;
    [[NETClient sharedClient] POST:@"orders" parameters:@{@"lines": [cart orderLines]} completion:^(id response, NSError *error) {
        SHPOrder *order = [response isKindOfClass:NSDictionary.class] ? [SHPOrder orderWithDictionary:response] : nil;
        if (!order) {
            CMNLog(@"checkout failed: %@", error);
            return;
        }
        [cart removeAllItems];
        UIViewController *confirmation = [MDRShopService orderConfirmationViewControllerForOrder:order];
        if (confirmation) {
            [weakSelf presentViewController:confirmation animated:YES completion:nil];
        }
    }];
}

@end
