//
//  RSTRestaurant.m
//

#import "RSTRestaurant.h"

@implementation RSTDish
@end

@implementation RSTRestaurant

+ (instancetype)restaurantWithJSON:(NSDictionary *)json {
    NSString *restaurantId = json[@"id"];
    if (![restaurantId isKindOfClass:NSString.class]) {
        return nil;
    }
    RSTRestaurant *restaurant = [[RSTRestaurant alloc] init];
    restaurant.restaurantId = restaurantId;
    restaurant.name = json[@"name"] ?: @"";
    restaurant.address = json[@"address"] ?: @"";
    restaurant.deliveryFeeCents = [json[@"delivery_fee"] integerValue];
    restaurant.rating = [json[@"rating"] doubleValue];

    NSMutableArray<RSTDish *> *menu = [NSMutableArray array];
    for (NSDictionary *entry in json[@"menu"]) {
        RSTDish *dish = [[RSTDish alloc] init];
        dish.dishId = entry[@"id"];
        dish.name = entry[@"name"];
        dish.priceCents = [entry[@"price"] integerValue];
        [menu addObject:dish];
    }
    restaurant.menu = menu;
    return restaurant;
}

@end
