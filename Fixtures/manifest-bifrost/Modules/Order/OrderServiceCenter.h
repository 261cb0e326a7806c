//
//  OrderServiceCenter.h
//  Customer-service tickets about orders (late delivery, missing dishes, refunds).
//  A plain class, despite the name: it is not a Bifrost service.
//

#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

typedef NS_ENUM(NSInteger, OrderServiceTicketReason) {
    OrderServiceTicketReasonLate,
    OrderServiceTicketReasonMissingDish,
    OrderServiceTicketReasonRefund,
};

@interface OrderServiceCenter : NSObject

+ (instancetype)sharedCenter;

- (void)openTicketForOrder:(NSString *)orderId reason:(OrderServiceTicketReason)reason;
- (NSUInteger)openTicketCount;

@end

NS_ASSUME_NONNULL_END
