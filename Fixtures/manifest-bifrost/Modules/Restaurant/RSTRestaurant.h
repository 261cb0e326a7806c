//
//  RSTRestaurant.h
//

#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

@interface RSTDish : NSObject
@property (nonatomic, copy) NSString *dishId;
@property (nonatomic, copy) NSString *name;
@property (nonatomic, assign) NSInteger priceCents;
@end

@interface RSTRestaurant : NSObject

@property (nonatomic, copy) NSString *restaurantId;
@property (nonatomic, copy) NSString *name;
@property (nonatomic, copy) NSString *address;
@property (nonatomic, assign) NSInteger deliveryFeeCents;
@property (nonatomic, assign) double rating;
@property (nonatomic, copy) NSArray<RSTDish *> *menu;

+ (nullable instancetype)restaurantWithJSON:(NSDictionary *)json;

@end

NS_ASSUME_NONNULL_END
