//
//  Target_Hotel.h
//  CTMediator target "Hotel". Only CTMediator calls these; nobody imports this header.
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@interface Target_Hotel : NSObject

- (nullable UIViewController *)Action_list:(NSDictionary *)params;
- (nullable UIViewController *)Action_detail:(NSDictionary *)params;
- (UIViewController *)Action_map;

@end

NS_ASSUME_NONNULL_END
