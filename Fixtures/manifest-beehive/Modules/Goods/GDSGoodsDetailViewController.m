//
//  GDSGoodsDetailViewController.m
//

#import "GDSGoodsDetailViewController.h"
#import "GDSGoodsService.h"
#import "GoodsServiceHelper.h"
#import <Mediator/CartServiceProtocol.h>
#import "Common.h"

@interface GDSGoodsDetailViewController ()
@property (nonatomic, copy) NSString *goodsId;
@property (nonatomic, copy, nullable) NSDictionary *summary;
@property (nonatomic, strong) UILabel *titleLabel;
@property (nonatomic, strong) UILabel *priceLabel;
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
    self.titleLabel = [[UILabel alloc] init];
    self.priceLabel = [[UILabel alloc] init];
    self.priceLabel.textColor = CMN_COLOR_BRAND;
    UIButton *addButton = [UIButton buttonWithType:UIButtonTypeSystem];
    [addButton setTitle:@"Add to cart" forState:UIControlStateNormal];
    [addButton addTarget:self action:@selector(addToCart) forControlEvents:UIControlEventTouchUpInside];
    UIStackView *stack = [[UIStackView alloc] initWithArrangedSubviews:@[self.titleLabel, self.priceLabel, addButton]];
    stack.axis = UILayoutConstraintAxisVertical;
    stack.frame = CGRectInset(self.view.bounds, 16, 96);
    [self.view addSubview:stack];
    self.navigationItem.rightBarButtonItem = [[UIBarButtonItem alloc] initWithBarButtonSystemItem:UIBarButtonSystemItemAction
                                                                                           target:self
                                                                                           action:@selector(share)];

    CMN_WEAKIFY(self);
    [[GDSGoodsService shareInstance] fetchSummaryOfGoods:self.goodsId completion:^(NSDictionary *summary, NSError *error) {
        CMN_STRONGIFY(self);
        self.summary = summary;
        self.titleLabel.text = summary[@"title"];
        self.priceLabel.text = CMNPriceText([summary[@"priceInCents"] integerValue]);
    }];
}

- (void)addToCart {
    id<CartServiceProtocol> cart =
        [[BeeHive shareInstance] createService:@protocol(CartServiceProtocol)];
    [cart addGoods:self.goodsId quantity:1];
    CMNLog(@"cart now holds %ld items", (long)[cart totalQuantity]);
}

- (void)share {
    NSString *text = [GoodsServiceHelper shareTextForTitle:self.summary[@"title"] ?: @""
                                              priceInCents:[self.summary[@"priceInCents"] integerValue]];
    UIActivityViewController *sheet = [[UIActivityViewController alloc] initWithActivityItems:@[text] applicationActivities:nil];
    [self presentViewController:sheet animated:YES completion:nil];
}

@end
