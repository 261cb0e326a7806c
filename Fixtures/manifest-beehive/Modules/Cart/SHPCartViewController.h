//
//  SHPCartViewController.h
//

#import <UIKit/UIKit.h>

@class SHPCartService;

NS_ASSUME_NONNULL_BEGIN

@interface SHPCartViewController : UITableViewController

- (instancetype)initWithCart:(SHPCartService *)cart;

@end

NS_ASSUME_NONNULL_END
