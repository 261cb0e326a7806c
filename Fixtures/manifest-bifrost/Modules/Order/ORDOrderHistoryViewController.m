//
//  ORDOrderHistoryViewController.m
//

#import "ORDOrderHistoryViewController.h"
#import "OrderModule.h"
#import "OrderServiceCenter.h"
#import "Common.h"
#import <Mediator/Mediator.h>

@interface ORDOrderHistoryViewController ()
@property (nonatomic, copy) NSArray<ORDOrder *> *orders;
@end

@implementation ORDOrderHistoryViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"Orders";
}

- (void)viewWillAppear:(BOOL)animated {
    [super viewWillAppear:animated];
    self.orders = [[OrderModule sharedInstance] allOrders];
    [self.tableView reloadData];
}

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.orders.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:@"order"]
        ?: [[UITableViewCell alloc] initWithStyle:UITableViewCellStyleSubtitle reuseIdentifier:@"order"];
    ORDOrder *order = self.orders[indexPath.row];
    cell.textLabel.text = [BFModule(RestaurantModuleService) nameOfRestaurant:order.restaurantId] ?: order.restaurantId;
    cell.detailTextLabel.text = order.deliveredAt ? CMN_PRICE_STRING(order.totalCents) : @"On the way";
    return cell;
}

- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    ORDOrder *order = self.orders[indexPath.row];
    if (order.deliveredAt == nil) {
        // Running order: chat with the rider instead of reopening the menu.
        UIViewController *chat = [Bifrost handleURL:@"//rider/chat" complexParams:@{kRouteParamOrderId: order.orderId} completion:nil];
        [self.navigationController pushViewController:chat ?: [UIViewController new] animated:YES];
        return;
    }
    NSString *rid = order.restaurantId;
    UIViewController *menu = [Bifrost handleURL:[NSString stringWithFormat:@"%@?id=%@", kRouteRestaurantDetail, rid] complexParams:nil completion:nil];
    if (menu) {
        [self.navigationController pushViewController:menu animated:YES];
    }
}

- (UISwipeActionsConfiguration *)tableView:(UITableView *)tableView trailingSwipeActionsConfigurationForRowAtIndexPath:(NSIndexPath *)indexPath {
    ORDOrder *order = self.orders[indexPath.row];
    UIContextualAction *complain = [UIContextualAction contextualActionWithStyle:UIContextualActionStyleNormal title:@"Help"
                                                                         handler:^(UIContextualAction *action, UIView *view, void (^done)(BOOL)) {
        [[OrderServiceCenter sharedCenter] openTicketForOrder:order.orderId reason:OrderServiceTicketReasonLate];
        done(YES);
    }];
    return [UISwipeActionsConfiguration configurationWithActions:@[complain]];
}

@end
