//
//  SHPOrder.m
//

#import "SHPOrder.h"

@implementation SHPOrder

+ (instancetype)orderWithDictionary:(NSDictionary *)dictionary {
    NSString *number = dictionary[@"order_number"];
    if (![number isKindOfClass:NSString.class]) {
        return nil;
    }
    SHPOrder *order = [[SHPOrder alloc] init];
    order.orderNumber = number;
    order.totalInCents = [dictionary[@"total"] integerValue];
    order.lines = [dictionary[@"lines"] isKindOfClass:NSArray.class] ? dictionary[@"lines"] : @[];
    NSNumber *placedAt = dictionary[@"placed_at"];
    order.placedAt = placedAt ? [NSDate dateWithTimeIntervalSince1970:placedAt.doubleValue] : nil;
    NSDictionary<NSString *, NSNumber *> *statuses = @{
        @"placed": @(SHPOrderStatusPlaced), @"paid": @(SHPOrderStatusPaid), @"cancelled": @(SHPOrderStatusCancelled),
    };
    order.status = [statuses[dictionary[@"status"]] integerValue];
    return order;
}

@end
