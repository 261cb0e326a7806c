//
//  Target_Flight.h
//  CTMediator target "Flight".
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@interface Target_Flight : NSObject

- (UIViewController *)Action_search:(NSDictionary *)params;
- (nullable UIViewController *)Action_list:(NSDictionary *)params;
- (nullable UIViewController *)Action_detail:(NSDictionary *)params;

@end

NS_ASSUME_NONNULL_END
