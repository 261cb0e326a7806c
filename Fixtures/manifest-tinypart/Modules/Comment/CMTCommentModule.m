//
//  CMTCommentModule.m
//  Restores unsent comment drafts; does its start-up work off the main thread.
//

#import <UIKit/UIKit.h>
#import <TinyPart/TinyPart.h>
#import "Common.h"

@interface CMTCommentModule : NSObject <TPModuleProtocol>
@end

@implementation CMTCommentModule

TP_MODULE_AUTO_REGISTER
TP_MODULE_LEVEL(TPModuleLevelMiddle)
TP_MODULE_PRIORITY(200)
TP_MODULE_ASYNC

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    NSArray *drafts = [[NSUserDefaults standardUserDefaults] arrayForKey:@"CMTCommentDrafts"];
    CMNLog(@"%lu comment drafts waiting", (unsigned long)drafts.count);
    return YES;
}

@end
