//
//  MSGMessageRouter.m
//  Registers the Message module's URLs with MGJRouter when the class is loaded.
//

#import "MSGChatViewController.h"
#import "MSGInboxStore.h"
#import "MSGInboxViewController.h"
#import "Common.h"
#import <Mediator/Mediator.h>

@interface MSGMessageRouter : NSObject
@end

@implementation MSGMessageRouter

+ (void)load {
    [MGJRouter registerURLPattern:kURLMessageChat toHandler:^(NSDictionary *routerParameters) {
        MSGChatViewController *chat = [[MSGChatViewController alloc] initWithPeerID:routerParameters[@"peer"]];
        chat.draft = routerParameters[MGJRouterParameterUserInfo][@"draft"];
        [UIViewController cmn_showViewController:chat];
        void (^completion)(id) = routerParameters[MGJRouterParameterCompletion];
        if (completion) {
            completion(chat);
        }
    }];
    [MGJRouter registerURLPattern:kURLMessageUnread toObjectHandler:^id(NSDictionary *routerParameters) {
        return @([MSGInboxStore sharedStore].unreadCount);
    }];

    // Block from the chat's "..." menu. (User has its own block sheet for profiles.)
    [MGJRouter registerURLPattern:kURLBlockUser toHandler:^(NSDictionary *routerParameters) {
        [[MSGInboxStore sharedStore] muteConversationWithPeer:routerParameters[@"uid"]];
    }];

    // Posts shared into a chat open a lightweight preview instead of the Feed page.
    [MGJRouter registerURLPattern:@"mgj://feed/:postID" toHandler:^(NSDictionary *routerParameters) {
        MSGChatViewController *preview = [[MSGChatViewController alloc] initWithPeerID:@""];
        preview.sharedPostID = routerParameters[@"postID"];
        [UIViewController cmn_showViewController:preview];
    }];

    // Both inbox tabs are the same screen with a different folder.
    NSArray<NSString *> *inboxPatterns = @[@"mgj://message/inbox", @"mgj://message/requests"];
    for (NSString *pattern in inboxPatterns) {
        [MGJRouter registerURLPattern:pattern toObjectHandler:^id(NSDictionary *routerParameters) {
            BOOL requests = [routerParameters[MGJRouterParameterURL] hasSuffix:@"/requests"];
            return [[MSGInboxViewController alloc] initWithFolder:requests ? MSGInboxFolderRequests : MSGInboxFolderPrimary];
        }];
    }

    [[NSNotificationCenter defaultCenter] addObserverForName:@"CMNUserDidLogOutNotification" object:nil queue:nil usingBlock:^(NSNotification *note) {
        // Chats of the previous account must not open after logout.
        [MGJRouter deregisterURLPattern:kURLMessageChat];
    }];
}

@end
