//
//  ORDCheckoutViewController.m
//

#import "ORDCheckoutViewController.h"
#import "OrderModule.h"
#import "OrderServiceCenter.h"
#import "Common.h"
#import <Mediator/Mediator.h>

@interface ORDCheckoutViewController ()
@property (nonatomic, copy) NSString *restaurantId;
@property (nonatomic, copy) NSArray<NSString *> *dishIds;
@property (nonatomic, strong) UILabel *summaryLabel;
@property (nonatomic, strong) UIButton *payButton;
@end

@implementation ORDCheckoutViewController

- (instancetype)initWithRestaurantId:(NSString *)restaurantId dishIds:(NSArray<NSString *> *)dishIds {
    self = [super initWithNibName:nil bundle:nil];
    if (self) {
        _restaurantId = [restaurantId copy];
        _dishIds = [dishIds copy];
    }
    return self;
}

- (void)viewDidLoad {
    [super viewDidLoad];
    self.view.backgroundColor = UIColor.systemBackgroundColor;

    id<RestaurantModuleService> restaurants = BFModule(RestaurantModuleService);
    NSString *name = [restaurants nameOfRestaurant:self.restaurantId] ?: @"Restaurant";
    NSInteger fee = [restaurants deliveryFeeOfRestaurant:self.restaurantId];
    self.title = name;

    self.summaryLabel = [[UILabel alloc] init];
    self.summaryLabel.numberOfLines = 0;
    self.summaryLabel.text = [NSString stringWithFormat:@"%lu dishes\nDelivery %@", (unsigned long)self.dishIds.count, CMN_PRICE_STRING(fee)];
    self.payButton = [UIButton buttonWithType:UIButtonTypeSystem];
    [self.payButton setTitle:@"Pay with WeChat" forState:UIControlStateNormal];
    [self.payButton addTarget:self action:@selector(pay) forControlEvents:UIControlEventTouchUpInside];

    UIStackView *stack = [[UIStackView alloc] initWithArrangedSubviews:@[self.summaryLabel, self.payButton]];
    stack.axis = UILayoutConstraintAxisVertical;
    stack.spacing = 16;
    stack.frame = CGRectInset(self.view.bounds, 24, 120);
    stack.autoresizingMask = UIViewAutoresizingFlexibleWidth | UIViewAutoresizingFlexibleHeight;
    [self.view addSubview:stack];
}

- (void)pay {
    NSInteger fee = [BFModule(RestaurantModuleService) deliveryFeeOfRestaurant:self.restaurantId];
    ORDOrder *order = [[OrderModule sharedInstance] placeOrderAtRestaurant:self.restaurantId dishes:self.dishIds totalCents:fee];
    self.payButton.enabled = NO;

    CMN_WEAKIFY(self);
    [BFModule(PaymentModuleService) payOrder:order.orderId amountCents:order.totalCents channel:PaymentChannelWeChat completion:^(BOOL paid, NSError *error) {
        CMN_STRONGIFY(self);
        self.payButton.enabled = YES;
        if (!paid) {
            [[OrderServiceCenter sharedCenter] openTicketForOrder:order.orderId reason:OrderServiceTicketReasonRefund];
            return;
        }
        [self dispatchRiderForOrder:order];
    }];
}

- (void)dispatchRiderForOrder:(ORDOrder *)order {
    NSString *pickup = [BFModule(RestaurantModuleService) pickupAddressOfRestaurant:order.restaurantId] ?: @"";
    [BFModule(RiderModuleService) requestRiderForOrder:order.orderId pickupAddress:pickup completion:^(NSString *riderName, NSError *error) {
        CMNLog(@"rider for %@: %@", order.orderId, riderName ?: error);
    }];

    UIViewController *tracking = [Bifrost handleURL:kRouteRiderTracking complexParams:@{kRouteParamOrderId: order.orderId} completion:nil];
    if (self.completion) {
        self.completion(order.orderId);
    }
    if (tracking) {
        [self.navigationController pushViewController:tracking animated:YES];
    }
}

@end
