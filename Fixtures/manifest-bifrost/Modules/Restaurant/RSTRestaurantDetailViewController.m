//
//  RSTRestaurantDetailViewController.m
//

#import "RSTRestaurantDetailViewController.h"
#import "RSTRestaurant.h"
#import "RestaurantModule.h"
#import "Common.h"
#import <Mediator/Mediator.h>

@interface RSTRestaurantDetailViewController ()
@property (nonatomic, copy) NSString *restaurantId;
@property (nonatomic, strong) NSMutableOrderedSet<NSString *> *pickedDishIds;
@end

@implementation RSTRestaurantDetailViewController

- (instancetype)initWithRestaurantId:(NSString *)restaurantId {
    self = [super initWithStyle:UITableViewStyleGrouped];
    if (self) {
        _restaurantId = [restaurantId copy];
        _pickedDishIds = [NSMutableOrderedSet orderedSet];
    }
    return self;
}

- (void)viewDidLoad {
    [super viewDidLoad];
    // Analytics greps the console for this exact phrase; it is a log line, not a route.
    CMNLog(@"//restaurant/detail opened for %@", self.restaurantId);
    self.title = [[RestaurantModule sharedInstance] nameOfRestaurant:self.restaurantId] ?: @"Menu";
    self.navigationItem.rightBarButtonItem = [[UIBarButtonItem alloc] initWithTitle:@"Checkout"
                                                                              style:UIBarButtonItemStyleDone
                                                                             target:self
                                                                             action:@selector(checkout)];

    NSInteger activeOrders = [BFModule(OrderModuleService) activeOrderCount];
    if (activeOrders > 0) {
        self.navigationItem.prompt = [NSString stringWithFormat:@"%ld order(s) on the way", (long)activeOrders];
    }
}

- (void)checkout {
    if (self.pickedDishIds.count == 0) {
        return;
    }
    CMN_WEAKIFY(self);
    UIViewController *checkout =
        [Bifrost handleURL:kRouteOrderCheckout
             complexParams:@{kRouteParamRestaurantId: self.restaurantId,
                             @"dishes": self.pickedDishIds.array}
                completion:^(id result) {
                    CMN_STRONGIFY(self);
                    [self.pickedDishIds removeAllObjects];
                    [self.tableView reloadData];
                }];
    if (checkout) {
        [self.navigationController pushViewController:checkout animated:YES];
    }
}

#pragma mark - Menu

- (NSArray<RSTDish *> *)menu {
    return [[RestaurantModule sharedInstance] restaurantWithId:self.restaurantId].menu ?: @[];
}

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.menu.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:@"dish"]
        ?: [[UITableViewCell alloc] initWithStyle:UITableViewCellStyleValue1 reuseIdentifier:@"dish"];
    RSTDish *dish = self.menu[indexPath.row];
    cell.textLabel.text = dish.name;
    cell.detailTextLabel.text = CMN_PRICE_STRING(dish.priceCents);
    cell.accessoryType = [self.pickedDishIds containsObject:dish.dishId] ? UITableViewCellAccessoryCheckmark : UITableViewCellAccessoryNone;
    return cell;
}

- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    NSString *dishId = self.menu[indexPath.row].dishId;
    if ([self.pickedDishIds containsObject:dishId]) {
        [self.pickedDishIds removeObject:dishId];
    } else {
        [self.pickedDishIds addObject:dishId];
    }
    [tableView reloadRowsAtIndexPaths:@[indexPath] withRowAnimation:UITableViewRowAnimationNone];
}

@end
