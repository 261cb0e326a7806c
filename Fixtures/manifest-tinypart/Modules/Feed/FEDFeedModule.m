//
//  FEDFeedModule.m
//  The feed is the first screen; it starts last, once articles and comments are up.
//

#import <UIKit/UIKit.h>
#import <TinyPart/TinyPart.h>
#import <Mediator/NRMediatorKeys.h>
#import "Common.h"

@interface FEDFeedModule : NSObject <TPModuleProtocol>
@end

@implementation FEDFeedModule

TP_MODULE_AUTO_REGISTER
TP_MODULE_LEVEL(TPModuleLevelTopout)
TP_MODULE_PRIORITY(100)

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    [[FEDFeedModule tp_notificationCenter] addObserver:self selector:@selector(articleDidBookmark:) name:@"ArticleDidBookmark" object:nil];
    return YES;
}

- (void)articleDidBookmark:(NSNotification *)notification {
    NSMutableSet *bookmarked = [NSMutableSet setWithArray:[[NSUserDefaults standardUserDefaults] stringArrayForKey:@"FEDBookmarkBadges"] ?: @[]];
    [bookmarked addObject:notification.userInfo[kNRParamArticleId]];
    [[NSUserDefaults standardUserDefaults] setObject:bookmarked.allObjects forKey:@"FEDBookmarkBadges"];
}

/// Reports addressed to the feed.
- (void)moduleDidReceiveNotification:(NSNotification *)notification {
    if ([notification.name isEqualToString:@"ArticleReadingFinished"]) {
        NSMutableArray *read = [[[NSUserDefaults standardUserDefaults] stringArrayForKey:@"FEDReadArticles"] mutableCopy] ?: [NSMutableArray array];
        [read addObject:notification.userInfo[kNRParamArticleId]];
        [[NSUserDefaults standardUserDefaults] setObject:read forKey:@"FEDReadArticles"];
    }
}

@end

/// Downloads the next page of every channel on Wi-Fi. Disabled until the CDN supports
/// range requests; nothing registers it.
@interface FEDFeedPrefetchModule : NSObject <TPModuleProtocol>
@end

@implementation FEDFeedPrefetchModule

// TP_MODULE_AUTO_REGISTER
/* TP_MODULE_LEVEL(TPModuleLevelMiddle) */

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    CMNLog(@"feed prefetch is disabled");
    return YES;
}

@end
