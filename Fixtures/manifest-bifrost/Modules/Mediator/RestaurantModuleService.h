//
//  RestaurantModuleService.h
//

#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

/// Provided by the Restaurant module.
@protocol RestaurantModuleService <NSObject>

/// Display name, or nil when the restaurant has not been loaded yet.
- (nullable NSString *)nameOfRestaurant:(NSString *)restaurantId;

/// Delivery fee in cents (fees are integers everywhere in the app).
- (NSInteger)deliveryFeeOfRestaurant:(NSString *)restaurantId;

/// Street address riders pick up from.
- (nullable NSString *)pickupAddressOfRestaurant:(NSString *)restaurantId;

@end

NS_ASSUME_NONNULL_END
