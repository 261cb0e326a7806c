//
//  CPNCouponListViewController.m
//

#import "CPNCouponListViewController.h"
#import "CPNCouponServiceImpl.h"
#import "Common.h"
#import <Mediator/Mediator.h>

@implementation CPNCouponListViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"Coupons";
    NSString *userID = LXService(AccountService).userID;
    if (userID == nil) {
        self.navigationItem.prompt = @"Sign in to see your coupons";
    }
    NSInteger balance = [LXService(WalletService) balanceInCents];
    self.navigationItem.rightBarButtonItem = [[UIBarButtonItem alloc] initWithTitle:CMN_YUAN(balance)
                                                                              style:UIBarButtonItemStylePlain
                                                                             target:self
                                                                             action:@selector(showWallet)];
}

- (void)showWallet {
    [[LXHub sharedHub] go:kLXPathWalletBalance];
}

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return [CPNCouponServiceImpl allCoupons].count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [[UITableViewCell alloc] initWithStyle:UITableViewCellStyleSubtitle reuseIdentifier:nil];
    CPNCoupon *coupon = [CPNCouponServiceImpl allCoupons][indexPath.row];
    BOOL applies = self.paymentCents == 0 || self.paymentCents >= coupon.minimumSpendCents;
    cell.textLabel.text = coupon.title;
    cell.detailTextLabel.text = coupon.code;
    cell.textLabel.enabled = applies && !coupon.isRedeemed;
    return cell;
}

@end
