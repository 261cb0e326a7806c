//
//  Target_Trip.h
//  CTMediator target "Trip".
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@interface Target_Trip : NSObject

- (UIViewController *)Action_home:(NSDictionary *)params;

@end

NS_ASSUME_NONNULL_END
