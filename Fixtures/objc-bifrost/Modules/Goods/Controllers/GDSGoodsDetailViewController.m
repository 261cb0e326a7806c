//
//  GDSGoodsDetailViewController.m
//

#import "GDSGoodsDetailViewController.h"
#import "GDSGoodsItem.h"
#import "Common.h"
#import <Mediator/Mediator.h>
#import <Networking/MLNetworkClient.h>

@interface GDSGoodsDetailViewController ()
@property (nonatomic, copy) NSString *goodsId;
@property (nonatomic, strong, readwrite, nullable) GDSGoodsItem *item;
@property (nonatomic, strong) UILabel *titleLabel;
@property (nonatomic, strong) UILabel *priceLabel;
@property (nonatomic, strong) UIButton *addToCartButton;
@end

@implementation GDSGoodsDetailViewController

- (instancetype)initWithGoodsId:(NSString *)goodsId {
    self = [super initWithNibName:nil bundle:nil];
    if (self) {
        _goodsId = [goodsId copy];
    }
    return self;
}

- (void)viewDidLoad {
    [super viewDidLoad];
    self.view.backgroundColor = UIColor.systemBackgroundColor;
    self.titleLabel = [[UILabel alloc] initWithFrame:CGRectMake(16, 120, CMN_SCREEN_WIDTH - 32, 60)];
    self.titleLabel.numberOfLines = 2;
    self.priceLabel = [[UILabel alloc] initWithFrame:CGRectMake(16, 190, CMN_SCREEN_WIDTH - 32, 30)];
    self.priceLabel.textColor = CMN_COLOR_BRAND;
    self.addToCartButton = [UIButton buttonWithType:UIButtonTypeSystem];
    self.addToCartButton.frame = CGRectMake(16, 240, CMN_SCREEN_WIDTH - 32, 48);
    [self.addToCartButton setTitle:@"Add to cart" forState:UIControlStateNormal];
    [self.addToCartButton addTarget:self action:@selector(addToCart) forControlEvents:UIControlEventTouchUpInside];
    [self.view addSubview:self.titleLabel];
    [self.view addSubview:self.priceLabel];
    [self.view addSubview:self.addToCartButton];
    [self loadGoods];
}

- (void)loadGoods {
    CMN_WEAKIFY(self);
    NSString *path = [NSString stringWithFormat:@"goods/%@", self.goodsId];
    [[MLNetworkClient sharedClient] GET:path parameters:nil completion:^(id responseObject, NSError *error) {
        CMN_STRONGIFY(self);
        self.item = [GDSGoodsItem itemWithDictionary:responseObject];
        [self render];
    }];
}

- (void)render {
    self.title = self.item.title;
    self.titleLabel.text = self.item.title;
    // A running flash sale overrides the catalogue price.
    NSNumber *salePrice = [BFModule(SaleModuleService) flashSalePriceOfGoods:self.goodsId];
    NSInteger cents = salePrice ? salePrice.integerValue : self.item.priceInCents;
    self.priceLabel.text = [NSString cmn_priceStringWithCents:cents];
    self.addToCartButton.enabled = self.item.stock > 0;
}

- (void)addToCart {
    [BFModule(ShopModuleService) addGoodsToCart:self.goodsId quantity:1];
    UIViewController *cart = [Bifrost handleURL:kRouteShopCart complexParams:nil completion:nil];
    if (cart) {
        [self.navigationController pushViewController:cart animated:YES];
    }
}

@end
