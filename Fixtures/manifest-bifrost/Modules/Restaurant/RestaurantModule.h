//
//  RestaurantModule.h
//  Restaurant module entry: provides RestaurantModuleService and binds the restaurant routes.
//

#import <Foundation/Foundation.h>
#import <Bifrost/Bifrost.h>
#import <Mediator/RestaurantModuleService.h>

@class RSTRestaurant;

NS_ASSUME_NONNULL_BEGIN

@interface RestaurantModule : NSObject <BifrostModuleProtocol, RestaurantModuleService>

/// Keeps restaurants loaded by the list so other modules can ask for names and fees.
- (void)cacheRestaurants:(NSArray<RSTRestaurant *> *)restaurants;
- (nullable RSTRestaurant *)restaurantWithId:(NSString *)restaurantId;

@end

NS_ASSUME_NONNULL_END
