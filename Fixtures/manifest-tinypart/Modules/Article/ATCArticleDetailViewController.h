//
//  ATCArticleDetailViewController.h
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@interface ATCArticleDetailViewController : UIViewController

- (instancetype)initWithArticleId:(NSString *)articleId;

@end

NS_ASSUME_NONNULL_END
