//
//  MSGInboxStore.m
//

#import "MSGInboxStore.h"
#import "Common.h"

@implementation MSGConversation
@end

@interface MSGInboxStore ()
@property (nonatomic, copy) NSArray<MSGConversation *> *conversations;
@property (nonatomic, strong) NSMutableSet<NSString *> *muted;
@end

@implementation MSGInboxStore

+ (instancetype)sharedStore {
    static MSGInboxStore *store;
    static dispatch_once_t onceToken;
    dispatch_once(&onceToken, ^{
        store = [[MSGInboxStore alloc] init];
        store.conversations = @[];
        store.muted = [NSMutableSet set];
    });
    return store;
}

- (NSInteger)unreadCount {
    NSInteger count = 0;
    for (MSGConversation *conversation in self.conversations) {
        count += [self.muted containsObject:conversation.peerID] ? 0 : conversation.unread;
    }
    return count;
}

- (NSArray<MSGConversation *> *)conversationsInFolder:(MSGInboxFolder)folder {
    return [self.conversations filteredArrayUsingPredicate:[NSPredicate predicateWithBlock:^BOOL(MSGConversation *conversation, NSDictionary *bindings) {
        return conversation.folder == folder;
    }]];
}

- (void)refresh {
    NSURLSessionDataTask *task =
        [[NSURLSession sharedSession] dataTaskWithURL:[NSURL URLWithString:@"https://api.example-social.com/v1/conversations"]
                                    completionHandler:^(NSData *data, NSURLResponse *response, NSError *error) {
        NSArray *entries = data ? [NSJSONSerialization JSONObjectWithData:data options:0 error:nil] : nil;
        NSMutableArray<MSGConversation *> *conversations = [NSMutableArray array];
        for (NSDictionary *entry in ([entries isKindOfClass:NSArray.class] ? entries : @[])) {
            MSGConversation *conversation = [[MSGConversation alloc] init];
            conversation.peerID = entry[@"peer"];
            conversation.peerName = entry[@"peer_name"];
            conversation.lastMessage = entry[@"last"];
            conversation.unread = [entry[@"unread"] integerValue];
            conversation.folder = [entry[@"request"] boolValue] ? MSGInboxFolderRequests : MSGInboxFolderPrimary;
            [conversations addObject:conversation];
        }
        dispatch_async(dispatch_get_main_queue(), ^{
            self.conversations = conversations;
        });
    }];
    [task resume];
}

- (void)muteConversationWithPeer:(NSString *)peerID {
    [self.muted addObject:peerID];
    CMNLog(@"muted %@", peerID);
}

@end
