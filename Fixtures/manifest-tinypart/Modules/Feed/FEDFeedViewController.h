//
//  FEDFeedViewController.h
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@interface FEDFeedViewController : UITableViewController

- (instancetype)initWithChannelId:(NSString *)channelId;

@end

NS_ASSUME_NONNULL_END
