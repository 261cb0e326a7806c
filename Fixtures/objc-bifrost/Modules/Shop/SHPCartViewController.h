//
//  SHPCartViewController.h
//

#import <UIKit/UIKit.h>

@class SHPCartStore;

NS_ASSUME_NONNULL_BEGIN

@interface SHPCartViewController : UITableViewController

- (instancetype)initWithCartStore:(SHPCartStore *)cartStore;

@end

NS_ASSUME_NONNULL_END
