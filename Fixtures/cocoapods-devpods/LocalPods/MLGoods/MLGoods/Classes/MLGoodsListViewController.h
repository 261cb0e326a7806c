#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@interface MLGoodsListViewController : UITableViewController
@end

NS_ASSUME_NONNULL_END
