//
//  MediatorRoutes.h
//  URL patterns bound by business modules and opened with +[Bifrost handleURL:...].
//

#import <Foundation/Foundation.h>

#pragma mark - Goods

/// Parameters: kRouteParamGoodsId (required).
static NSString *const kRouteGoodsDetail = @"//goods/detail";
/// Parameters: kRouteParamCategoryId (optional).
static NSString *const kRouteGoodsList = @"//goods/list";

#pragma mark - Shop

/// Parameters: kRouteParamShopId (required).
static NSString *const kRouteShopHome = @"//shop/home";
static NSString *const kRouteShopCart = @"//shop/cart";

#pragma mark - Sale

static NSString *const kRouteSaleFlash = @"//sale/flash";

#pragma mark - Parameter keys

static NSString *const kRouteParamGoodsId = @"goodsId";
static NSString *const kRouteParamShopId = @"shopId";
static NSString *const kRouteParamCategoryId = @"categoryId";
