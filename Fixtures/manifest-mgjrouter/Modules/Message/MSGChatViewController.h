//
//  MSGChatViewController.h
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@interface MSGChatViewController : UIViewController

- (instancetype)initWithPeerID:(NSString *)peerID;

/// Prefilled into the input bar.
@property (nonatomic, copy, nullable) NSString *draft;
/// When set, the screen previews a post shared into the chat.
@property (nonatomic, copy, nullable) NSString *sharedPostID;

@end

NS_ASSUME_NONNULL_END
