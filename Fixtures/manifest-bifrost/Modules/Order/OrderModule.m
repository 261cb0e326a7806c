//
//  OrderModule.m
//

#import "OrderModule.h"
#import "MediatorRoutes.h"
#import "ORDCheckoutViewController.h"
#import "ORDOrderHistoryViewController.h"

@implementation ORDOrder
@end

@interface OrderModule ()
@property (nonatomic, strong) NSMutableArray<ORDOrder *> *orders;
@end

@implementation OrderModule

+ (void)load {
    BFRegister(OrderModuleService);
    // BFRegister(PaymentModuleService);  // moved out with the payment code, see PaymentModuleService.h
}

+ (instancetype)sharedInstance {
    static OrderModule *module;
    static dispatch_once_t onceToken;
    dispatch_once(&onceToken, ^{
        module = [[OrderModule alloc] init];
        module.orders = [NSMutableArray array];
    });
    return module;
}

+ (NSUInteger)priority {
    return 200;
}

- (void)setup {
    [Bifrost bindURL:kRouteOrderCheckout toHandler:^id(NSDictionary *parameters) {
        NSString *restaurantId = parameters[kRouteParamRestaurantId];
        NSArray<NSString *> *dishIds = parameters[@"dishes"];
        if (restaurantId.length == 0 || dishIds.count == 0) {
            return nil;
        }
        ORDCheckoutViewController *checkout = [[ORDCheckoutViewController alloc] initWithRestaurantId:restaurantId dishIds:dishIds];
        checkout.completion = parameters[@"completion"];
        return checkout;
    }];
    [Bifrost bindURL:kRouteOrderHistory toHandler:^id(NSDictionary *parameters) {
        return [[ORDOrderHistoryViewController alloc] init];
    }];
#if 0
    // Refund page: waiting for the customer-service redesign. Refunds go through
    // OrderServiceCenter tickets until then.
    [Bifrost bindURL:kRouteOrderRefund toHandler:^id(NSDictionary *parameters) {
        return [[ORDRefundViewController alloc] initWithOrderId:parameters[kRouteParamOrderId]];
    }];
#endif
}

- (ORDOrder *)placeOrderAtRestaurant:(NSString *)restaurantId dishes:(NSArray<NSString *> *)dishIds totalCents:(NSInteger)totalCents {
    ORDOrder *order = [[ORDOrder alloc] init];
    order.orderId = [NSUUID UUID].UUIDString;
    order.restaurantId = restaurantId;
    order.dishIds = dishIds;
    order.totalCents = totalCents;
    @synchronized (self) {
        [self.orders insertObject:order atIndex:0];
    }
    return order;
}

- (NSArray<ORDOrder *> *)allOrders {
    @synchronized (self) {
        return [self.orders copy];
    }
}

#pragma mark - OrderModuleService

- (NSInteger)activeOrderCount {
    NSInteger count = 0;
    for (ORDOrder *order in [self allOrders]) {
        count += order.deliveredAt == nil ? 1 : 0;
    }
    return count;
}

- (void)markOrder:(NSString *)orderId deliveredAt:(NSDate *)date {
    for (ORDOrder *order in [self allOrders]) {
        if ([order.orderId isEqualToString:orderId]) {
            order.deliveredAt = date;
        }
    }
}

@end
