//
//  WLTBalanceViewController.m
//

#import "WLTBalanceViewController.h"
#import "Common.h"
#import <Mediator/Mediator.h>

@interface WLTBalanceViewController ()
@property (nonatomic, strong) UILabel *balanceLabel;
@property (nonatomic, strong) UIButton *couponButton;
@property (nonatomic, copy, nullable) NSString *bestCoupon;
@end

@implementation WLTBalanceViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"Wallet";
    self.view.backgroundColor = UIColor.systemBackgroundColor;
    // Kept as is for the support team's log searches.
    CMNLog(@"lynx://wallet/balance opened");

    self.balanceLabel = [[UILabel alloc] initWithFrame:CGRectMake(24, 120, 300, 44)];
    self.balanceLabel.font = [UIFont monospacedDigitSystemFontOfSize:34 weight:UIFontWeightBold];
    [self.view addSubview:self.balanceLabel];

    self.couponButton = [UIButton buttonWithType:UIButtonTypeSystem];
    self.couponButton.frame = CGRectMake(24, 180, 300, 44);
    [self.couponButton addTarget:self action:@selector(showBestCoupon) forControlEvents:UIControlEventTouchUpInside];
    [self.view addSubview:self.couponButton];
}

- (void)viewWillAppear:(BOOL)animated {
    [super viewWillAppear:animated];
    NSInteger balance = [LXService(WalletService) balanceInCents];
    self.balanceLabel.text = CMN_YUAN(balance);
    self.bestCoupon = [LXService(CouponService) usableCouponCodesForAmount:balance].firstObject;
    self.couponButton.hidden = self.bestCoupon == nil;
    [self.couponButton setTitle:[NSString stringWithFormat:@"Coupon %@ applies", self.bestCoupon] forState:UIControlStateNormal];
}

- (void)showBestCoupon {
    NSString *code = self.bestCoupon;
    if (code) {
        [[LXHub sharedHub] go:[NSString stringWithFormat:@"lynx://coupon/detail?code=%@", code]];
    }
}

@end
