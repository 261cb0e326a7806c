//
//  FEDFeedViewController.h
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

/// The home timeline, or the timeline of one topic.
@interface FEDFeedViewController : UITableViewController

- (instancetype)initWithTopic:(nullable NSString *)topic;

@end

NS_ASSUME_NONNULL_END
