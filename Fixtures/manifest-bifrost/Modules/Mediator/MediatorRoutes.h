//
//  MediatorRoutes.h
//  Patterns bound with +[Bifrost bindURL:toHandler:] and opened with
//  +[Bifrost handleURL:complexParams:completion:]. Bifrost compares host and path only, so
//  the patterns carry no scheme: "waimai://restaurant/detail?id=7" opens //restaurant/detail.
//

#import <Foundation/Foundation.h>

#pragma mark - Restaurant

/// Parameters: kRouteParamRestaurantId (required).
static NSString *const kRouteRestaurantDetail = @"//restaurant/detail";
/// The same page under the path printed on the Chinese-language campaign posters.
static NSString *const kRouteRestaurantDetailZH = @"//餐厅/详情";
static NSString *const kRouteRestaurantList = @"//restaurant/list";

#pragma mark - Order

/// Complex params: kRouteParamRestaurantId and "dishes" (NSArray<NSString *> of dish ids).
#define kRouteOrderCheckout @"//order/checkout"
#define kRouteOrderHistory @"//order/history"
/// Parameters: kRouteParamOrderId (required).
static NSString *const kRouteOrderRefund = @"//order/refund";

#pragma mark - Rider

/// Parameters: kRouteParamOrderId (required). The rider chat route, //rider/chat, takes the same.
static NSString *const kRouteRiderTracking = @"//rider/tracking";

#pragma mark - Parameter keys

static NSString *const kRouteParamRestaurantId = @"id";
static NSString *const kRouteParamOrderId = @"orderId";
