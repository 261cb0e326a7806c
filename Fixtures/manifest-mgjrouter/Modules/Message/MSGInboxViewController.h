//
//  MSGInboxViewController.h
//

#import <UIKit/UIKit.h>
#import "MSGInboxStore.h"

NS_ASSUME_NONNULL_BEGIN

@interface MSGInboxViewController : UITableViewController

- (instancetype)initWithFolder:(MSGInboxFolder)folder;

@end

NS_ASSUME_NONNULL_END
