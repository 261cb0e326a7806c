//
//  ATCArticleListViewController.h
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@interface ATCArticleListViewController : UITableViewController

- (instancetype)initWithTopic:(nullable NSString *)topic;

@end

NS_ASSUME_NONNULL_END
