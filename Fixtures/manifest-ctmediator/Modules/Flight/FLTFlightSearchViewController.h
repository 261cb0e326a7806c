//
//  FLTFlightSearchViewController.h
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@interface FLTFlightSearchViewController : UIViewController

- (instancetype)initWithFrom:(nullable NSString *)from to:(nullable NSString *)to;

@end

NS_ASSUME_NONNULL_END
