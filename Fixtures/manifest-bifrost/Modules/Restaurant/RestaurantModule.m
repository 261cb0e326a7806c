//
//  RestaurantModule.m
//

#import "RestaurantModule.h"
#import "MediatorRoutes.h"
#import "RSTRestaurant.h"
#import "RSTRestaurantDetailViewController.h"
#import "RSTRestaurantListViewController.h"

@interface RestaurantModule ()
@property (nonatomic, strong) NSMutableDictionary<NSString *, RSTRestaurant *> *restaurants;
@end

@implementation RestaurantModule

+ (void)load {
    BFRegister(RestaurantModuleService);
}

+ (instancetype)sharedInstance {
    static RestaurantModule *module;
    static dispatch_once_t onceToken;
    dispatch_once(&onceToken, ^{
        module = [[RestaurantModule alloc] init];
        module.restaurants = [NSMutableDictionary dictionary];
    });
    return module;
}

+ (NSUInteger)priority {
    return 300;
}

- (void)setup {
    [Bifrost bindURL:kRouteRestaurantDetail toHandler:^id(NSDictionary *parameters) {
        return [self detailViewControllerWithParameters:parameters];
    }];
    [Bifrost bindURL:kRouteRestaurantDetailZH toHandler:^id(NSDictionary *parameters) {
        return [self detailViewControllerWithParameters:parameters];
    }];
    [Bifrost bindURL:kRouteRestaurantList toHandler:^id(NSDictionary *parameters) {
        return [[RSTRestaurantListViewController alloc] init];
    }];
}

- (nullable UIViewController *)detailViewControllerWithParameters:(NSDictionary *)parameters {
    NSString *restaurantId = parameters[kRouteParamRestaurantId];
    if (restaurantId.length == 0) {
        return nil;
    }
    return [[RSTRestaurantDetailViewController alloc] initWithRestaurantId:restaurantId];
}

- (void)cacheRestaurants:(NSArray<RSTRestaurant *> *)restaurants {
    @synchronized (self) {
        for (RSTRestaurant *restaurant in restaurants) {
            self.restaurants[restaurant.restaurantId] = restaurant;
        }
    }
}

- (RSTRestaurant *)restaurantWithId:(NSString *)restaurantId {
    @synchronized (self) {
        return self.restaurants[restaurantId];
    }
}

#pragma mark - RestaurantModuleService

- (NSString *)nameOfRestaurant:(NSString *)restaurantId {
    @synchronized (self) {
        return self.restaurants[restaurantId].name;
    }
}

- (NSInteger)deliveryFeeOfRestaurant:(NSString *)restaurantId {
    @synchronized (self) {
        return self.restaurants[restaurantId].deliveryFeeCents;
    }
}

- (NSString *)pickupAddressOfRestaurant:(NSString *)restaurantId {
    @synchronized (self) {
        return self.restaurants[restaurantId].address;
    }
}

@end
