//
//  SHPCartViewController.m
//  Cart lines come from SHPCartService; titles, prices and stock from the Goods services,
//  login from the Profile service. None of those modules is imported: only their protocols.
//

#import "SHPCartViewController.h"
#import "SHPCartService.h"
#import <Mediator/GoodsServiceProtocol.h>
#import <Mediator/UserServiceProtocol.h>
#import "Common.h"

@interface SHPCartViewController ()
@property (nonatomic, strong) SHPCartService *cart;
@property (nonatomic, strong) NSMutableDictionary<NSString *, NSDictionary *> *summaries;
@end

@implementation SHPCartViewController

- (instancetype)initWithCart:(SHPCartService *)cart {
    self = [super initWithStyle:UITableViewStyleInsetGrouped];
    if (self) {
        _cart = cart;
        _summaries = [NSMutableDictionary dictionary];
        self.title = @"Cart";
    }
    return self;
}

- (void)viewDidLoad {
    [super viewDidLoad];
    self.navigationItem.rightBarButtonItem = [[UIBarButtonItem alloc] initWithTitle:@"Checkout"
                                                                              style:UIBarButtonItemStyleDone
                                                                             target:self
                                                                             action:@selector(checkout)];
}

- (void)viewWillAppear:(BOOL)animated {
    [super viewWillAppear:animated];
    id<GoodsServiceProtocol> goodsService = [[BeeHive shareInstance] createService:@protocol(GoodsServiceProtocol)];
    CMN_WEAKIFY(self);
    for (NSString *goodsId in self.cart.goodsIds) {
        [goodsService fetchSummaryOfGoods:goodsId completion:^(NSDictionary *summary, NSError *error) {
            CMN_STRONGIFY(self);
            if (summary) {
                self.summaries[goodsId] = summary;
                [self.tableView reloadData];
            }
        }];
    }
    [self.tableView reloadData];
}

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.cart.goodsIds.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:@"line"]
        ?: [[UITableViewCell alloc] initWithStyle:UITableViewCellStyleValue1 reuseIdentifier:@"line"];
    NSString *goodsId = self.cart.goodsIds[indexPath.row];
    NSDictionary *summary = self.summaries[goodsId];
    cell.textLabel.text = summary[@"title"] ?: goodsId;
    cell.detailTextLabel.text = [NSString stringWithFormat:@"× %ld", (long)[self.cart quantityOfGoods:goodsId]];
    return cell;
}

- (void)tableView:(UITableView *)tableView commitEditingStyle:(UITableViewCellEditingStyle)editingStyle
    forRowAtIndexPath:(NSIndexPath *)indexPath {
    if (editingStyle == UITableViewCellEditingStyleDelete) {
        [self.cart removeGoods:self.cart.goodsIds[indexPath.row]];
        [tableView deleteRowsAtIndexPaths:@[indexPath] withRowAnimation:UITableViewRowAnimationAutomatic];
    }
}

#pragma mark - Checkout

- (void)checkout {
    id<UserServiceProtocol> user = [[BeeHive shareInstance] createService:@protocol(UserServiceProtocol)];
    if (!user.isLoggedIn) {
        CMN_WEAKIFY(self);
        [user requireLoginFrom:self completion:^(BOOL loggedIn) {
            CMN_STRONGIFY(self);
            if (loggedIn) {
                [self checkout];
            }
        }];
        return;
    }

    id<StockServiceProtocol> stock = [[BeeHive shareInstance] createService:@protocol(StockServiceProtocol)];
    NSInteger totalInCents = 0;
    for (NSString *goodsId in self.cart.goodsIds) {
        NSInteger quantity = [self.cart quantityOfGoods:goodsId];
        if (![stock canShipQuantity:quantity ofGoods:goodsId]) {
            [self showMessage:[NSString stringWithFormat:@"Only %ld left of %@", (long)[stock availableQuantityOfGoods:goodsId],
                                                         self.summaries[goodsId][@"title"] ?: goodsId]];
            return;
        }
        totalInCents += quantity * [self.summaries[goodsId][@"priceInCents"] integerValue];
    }

    // Nobody registers the coupon service yet (the Promotion module is not in this app),
    // so this lookup returns nil at run time.
    id<CouponServiceProtocol> coupons = [[BeeHive shareInstance] createService:@protocol(CouponServiceProtocol)];
    NSString *code = [coupons applicableCouponCodesForTotalInCents:totalInCents].firstObject;
    if (code) {
        totalInCents -= [coupons discountInCentsForCode:code totalInCents:totalInCents];
    }
    [self showMessage:[NSString stringWithFormat:@"Order placed: %@", CMNPriceText(totalInCents)]];
}

- (void)showMessage:(NSString *)message {
    UIAlertController *alert = [UIAlertController alertControllerWithTitle:nil message:message preferredStyle:UIAlertControllerStyleAlert];
    [alert addAction:[UIAlertAction actionWithTitle:@"OK" style:UIAlertActionStyleDefault handler:nil]];
    [self presentViewController:alert animated:YES completion:nil];
}

@end
