//
//  SHPCartViewController.m
//

#import "SHPCartViewController.h"
#import "SHPCartStore.h"
#import "Common.h"
#import <Mediator/Mediator.h>

@interface SHPCartViewController ()
@property (nonatomic, strong) SHPCartStore *cartStore;
@end

@implementation SHPCartViewController

- (instancetype)initWithCartStore:(SHPCartStore *)cartStore {
    self = [super initWithStyle:UITableViewStyleInsetGrouped];
    if (self) {
        _cartStore = cartStore;
        self.title = @"Cart";
    }
    return self;
}

- (void)viewWillAppear:(BOOL)animated {
    [super viewWillAppear:animated];
    [self.tableView reloadData];
}

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.cartStore.goodsIds.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:@"line"]
        ?: [[UITableViewCell alloc] initWithStyle:UITableViewCellStyleValue1 reuseIdentifier:@"line"];
    NSString *goodsId = self.cartStore.goodsIds[indexPath.row];
    // Titles come from the Goods module through its service; the cart only stores ids.
    NSString *title = [BFModule(GoodsModuleService) cachedTitleOfGoods:goodsId] ?: goodsId;
    cell.textLabel.text = title;
    cell.detailTextLabel.text = [NSString stringWithFormat:@"× %ld", (long)[self.cartStore quantityOfGoods:goodsId]];
    return cell;
}

- (void)tableView:(UITableView *)tableView commitEditingStyle:(UITableViewCellEditingStyle)editingStyle
    forRowAtIndexPath:(NSIndexPath *)indexPath {
    if (editingStyle == UITableViewCellEditingStyleDelete) {
        [self.cartStore removeGoods:self.cartStore.goodsIds[indexPath.row]];
        [tableView deleteRowsAtIndexPaths:@[indexPath] withRowAnimation:UITableViewRowAnimationAutomatic];
        CMNLog(@"cart now holds %ld items", (long)self.cartStore.totalQuantity);
    }
}

- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    NSString *goodsId = self.cartStore.goodsIds[indexPath.row];
    UIViewController *detail = [BFModule(GoodsModuleService) goodsDetailViewControllerWithGoodsId:goodsId];
    [self.navigationController pushViewController:detail animated:YES];
}

@end
