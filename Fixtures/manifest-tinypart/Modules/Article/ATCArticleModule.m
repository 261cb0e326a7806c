//
//  ATCArticleModule.m
//  Article storage is needed by every screen, so this module starts in the basic level.
//

#import <UIKit/UIKit.h>
#import <TinyPart/TinyPart.h>
#import <Mediator/NRServiceProtocols.h>
#import <Mediator/NRMediatorKeys.h>
#import "Common.h"

@interface ATCArticleModule : NSObject <TPModuleProtocol>
@end

@implementation ATCArticleModule

TP_MODULE_AUTO_REGISTER
TP_MODULE_LEVEL(TPModuleLevelBasic)
TP_MODULE_PRIORITY(300)

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    [[ATCArticleModule tp_notificationCenter] addObserver:self
                                                 selector:@selector(feedDidRefresh:)
                                                     name:@"FeedDidRefresh"
                                                   object:nil];
    CMNLog(@"article module ready");
    return YES;
}

/// Warm the offline cache with whatever the feed just loaded.
- (void)feedDidRefresh:(NSNotification *)notification {
    NSArray<NSString *> *articleIds = notification.userInfo[@"articleIds"];
    for (NSString *articleId in articleIds) {
        CMNFetchJSON([NSString stringWithFormat:@"/articles/%@", articleId], ^(id json, NSError *error) {
            if (json) {
                [[NSUserDefaults standardUserDefaults] setObject:json forKey:[@"ATCArticle." stringByAppendingString:articleId]];
            }
        });
    }
}

/// Reports from the feed (articles about to be shown) and from comments (counts changed).
- (void)moduleDidReceiveNotification:(NSNotification *)notification {
    if ([notification.name isEqualToString:@"FeedWillShowArticles"]) {
        [self feedDidRefresh:notification];
    } else if ([notification.name isEqualToString:@"CommentCountDidChange"]) {
        CMNLog(@"comment count of %@ changed", notification.userInfo[kNRParamArticleId]);
    }
}

@end
