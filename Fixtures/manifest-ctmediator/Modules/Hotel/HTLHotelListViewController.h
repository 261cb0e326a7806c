//
//  HTLHotelListViewController.h
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@interface HTLHotelListViewController : UIViewController

- (instancetype)initWithCity:(NSString *)city showsMap:(BOOL)showsMap;

@end

NS_ASSUME_NONNULL_END
