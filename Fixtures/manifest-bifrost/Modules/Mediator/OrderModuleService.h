//
//  OrderModuleService.h
//

#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

/// Provided by the Order module.
@protocol OrderModuleService <NSObject>

/// Orders placed and not delivered yet (drives the tab badge).
- (NSInteger)activeOrderCount;

- (void)markOrder:(NSString *)orderId deliveredAt:(NSDate *)date;

@end

NS_ASSUME_NONNULL_END
