//
//  OrderModule.h
//  Order module entry: provides OrderModuleService and binds checkout and order history.
//

#import <Foundation/Foundation.h>
#import <Bifrost/Bifrost.h>
#import <Mediator/OrderModuleService.h>

NS_ASSUME_NONNULL_BEGIN

@interface ORDOrder : NSObject
@property (nonatomic, copy) NSString *orderId;
@property (nonatomic, copy) NSString *restaurantId;
@property (nonatomic, copy) NSArray<NSString *> *dishIds;
@property (nonatomic, assign) NSInteger totalCents;
@property (nonatomic, strong, nullable) NSDate *deliveredAt;
@end

@interface OrderModule : NSObject <BifrostModuleProtocol, OrderModuleService>

- (ORDOrder *)placeOrderAtRestaurant:(NSString *)restaurantId dishes:(NSArray<NSString *> *)dishIds totalCents:(NSInteger)totalCents;
- (NSArray<ORDOrder *> *)allOrders;

@end

NS_ASSUME_NONNULL_END
