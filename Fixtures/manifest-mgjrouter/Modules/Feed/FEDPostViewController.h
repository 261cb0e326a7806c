//
//  FEDPostViewController.h
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

/// One post with its comments.
@interface FEDPostViewController : UIViewController

- (instancetype)initWithPostID:(NSString *)postID;

@property (nonatomic, assign) BOOL scrollsToComments;

@end

NS_ASSUME_NONNULL_END
