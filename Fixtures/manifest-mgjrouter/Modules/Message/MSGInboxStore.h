//
//  MSGInboxStore.h
//

#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

typedef NS_ENUM(NSInteger, MSGInboxFolder) {
    MSGInboxFolderPrimary,
    MSGInboxFolderRequests,
};

@interface MSGConversation : NSObject
@property (nonatomic, copy) NSString *peerID;
@property (nonatomic, copy) NSString *peerName;
@property (nonatomic, copy) NSString *lastMessage;
@property (nonatomic, assign) NSInteger unread;
@property (nonatomic, assign) MSGInboxFolder folder;
@end

@interface MSGInboxStore : NSObject

+ (instancetype)sharedStore;

@property (nonatomic, assign, readonly) NSInteger unreadCount;

- (NSArray<MSGConversation *> *)conversationsInFolder:(MSGInboxFolder)folder;
- (void)refresh;
- (void)muteConversationWithPeer:(NSString *)peerID;

@end

NS_ASSUME_NONNULL_END
