//
//  CMTCommentListViewController.h
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@interface CMTCommentListViewController : UITableViewController

- (instancetype)initWithArticleId:(NSString *)articleId composing:(BOOL)composing;

@end

NS_ASSUME_NONNULL_END
