//
//  ORDCheckoutViewController.h
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@interface ORDCheckoutViewController : UIViewController

- (instancetype)initWithRestaurantId:(NSString *)restaurantId dishIds:(NSArray<NSString *> *)dishIds;

/// Called with the new order id once the order is paid (the Bifrost route's completion).
@property (nonatomic, copy, nullable) void (^completion)(id _Nullable result);

@end

NS_ASSUME_NONNULL_END
