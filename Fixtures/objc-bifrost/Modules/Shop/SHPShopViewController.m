//
//  SHPShopViewController.m
//

#import "SHPShopViewController.h"
#import "Common.h"
#import "MediatorRoutes.h"
#import <Bifrost/Bifrost.h>
#import <Networking/MLNetworkClient.h>

@interface SHPShopViewController ()
@property (nonatomic, copy) NSString *shopId;
@property (nonatomic, strong) UILabel *nameLabel;
@property (nonatomic, strong) UIButton *allGoodsButton;
@end

@implementation SHPShopViewController

- (instancetype)initWithShopId:(NSString *)shopId {
    self = [super initWithNibName:nil bundle:nil];
    if (self) {
        _shopId = [shopId copy];
    }
    return self;
}

- (void)viewDidLoad {
    [super viewDidLoad];
    self.view.backgroundColor = UIColor.systemBackgroundColor;
    self.nameLabel = [[UILabel alloc] initWithFrame:CGRectMake(16, 110, CMN_SCREEN_WIDTH - 32, 32)];
    self.nameLabel.font = [UIFont boldSystemFontOfSize:22];
    [self.view addSubview:self.nameLabel];

    self.allGoodsButton = [UIButton buttonWithType:UIButtonTypeSystem];
    self.allGoodsButton.frame = CGRectMake(16, 160, CMN_SCREEN_WIDTH - 32, 44);
    [self.allGoodsButton setTitle:@"All goods in this shop" forState:UIControlStateNormal];
    [self.allGoodsButton addTarget:self action:@selector(showAllGoods) forControlEvents:UIControlEventTouchUpInside];
    [self.view addSubview:self.allGoodsButton];

    CMN_WEAKIFY(self);
    NSString *path = [NSString stringWithFormat:@"shops/%@", self.shopId];
    [[MLNetworkClient sharedClient] GET:path parameters:nil completion:^(id responseObject, NSError *error) {
        CMN_STRONGIFY(self);
        self.title = responseObject[@"name"];
        self.nameLabel.text = responseObject[@"name"];
    }];
}

- (void)showAllGoods {
    // The goods list filters by category; a shop's goods live in the category "shop-<id>".
    NSString *url = [NSString stringWithFormat:@"%@?%@=shop-%@", kRouteGoodsList, kRouteParamCategoryId, self.shopId];
    UIViewController *list = [Bifrost handleURL:url complexParams:nil completion:nil];
    if (list) {
        [self.navigationController pushViewController:list animated:YES];
    }
}

@end
