//
//  PRFProfileViewController.m
//  Account header, default address and "recently viewed" goods.
//

#import "PRFProfileViewController.h"
#import "PRFUserService.h"
#import <Mediator/UserServiceProtocol.h>
#import <Mediator/GoodsServiceProtocol.h>
#import "Common.h"

typedef NS_ENUM(NSInteger, PRFProfileSection) {
    PRFProfileSectionAccount,
    PRFProfileSectionAddress,
    PRFProfileSectionRecent,
    PRFProfileSectionCount,
};

@interface PRFProfileViewController ()
@property (nonatomic, copy, nullable) NSDictionary<NSString *, NSString *> *address;
@property (nonatomic, copy) NSArray<NSString *> *recentGoodsIds;
@end

@implementation PRFProfileViewController

- (instancetype)init {
    self = [super initWithStyle:UITableViewStyleInsetGrouped];
    if (self) {
        self.title = @"Me";
        _recentGoodsIds = [[NSUserDefaults standardUserDefaults] stringArrayForKey:@"PRFRecentGoods"] ?: @[];
    }
    return self;
}

- (void)viewWillAppear:(BOOL)animated {
    [super viewWillAppear:animated];
    id<AddressServiceProtocol> addresses = [[BeeHive shareInstance] createService:@protocol(AddressServiceProtocol)];
    self.address = [addresses defaultAddress];
    // Coupons will show here once the Promotion module ships:
    // id<CouponServiceProtocol> coupons = [[BeeHive shareInstance] createService:@protocol(CouponServiceProtocol)];
    [self.tableView reloadData];
}

- (NSInteger)numberOfSectionsInTableView:(UITableView *)tableView {
    return PRFProfileSectionCount;
}

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return section == PRFProfileSectionRecent ? self.recentGoodsIds.count : 1;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [[UITableViewCell alloc] initWithStyle:UITableViewCellStyleSubtitle reuseIdentifier:nil];
    switch (indexPath.section) {
        case PRFProfileSectionAccount: {
            PRFUserService *session = [PRFUserService currentSession];
            cell.textLabel.text = session.isLoggedIn ? session.userId : @"Log in";
            break;
        }
        case PRFProfileSectionAddress:
            cell.textLabel.text = self.address[@"recipient"] ?: @"No address yet";
            cell.detailTextLabel.text = self.address[@"street"];
            break;
        default:
            cell.textLabel.text = self.recentGoodsIds[indexPath.row];
            cell.accessoryType = UITableViewCellAccessoryDisclosureIndicator;
            break;
    }
    return cell;
}

- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    if (indexPath.section != PRFProfileSectionRecent) {
        return;
    }
    id<GoodsServiceProtocol> goods = [[BeeHive shareInstance] createService:@protocol(GoodsServiceProtocol)];
    UIViewController *detail = [goods goodsDetailViewControllerWithGoodsId:self.recentGoodsIds[indexPath.row]];
    [self.navigationController pushViewController:detail animated:YES];
}

@end
