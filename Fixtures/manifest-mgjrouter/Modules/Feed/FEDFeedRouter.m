//
//  FEDFeedRouter.m
//  Registers the Feed module's URLs with MGJRouter when the class is loaded.
//

#import "FEDFeedViewController.h"
#import "FEDPostViewController.h"
#import "Common.h"
#import <Mediator/Mediator.h>

@interface FEDFeedRouter : NSObject
@end

@implementation FEDFeedRouter

+ (void)load {
    [MGJRouter registerURLPattern:kURLFeedDetail toHandler:^(NSDictionary *routerParameters) {
        [UIViewController cmn_showViewController:[[FEDPostViewController alloc] initWithPostID:routerParameters[@"fid"]]];
    }];
    [MGJRouter registerURLPattern:kURLFeedComments
                        toHandler:^(NSDictionary *routerParameters) {
        FEDPostViewController *post = [[FEDPostViewController alloc] initWithPostID:routerParameters[@"fid"]];
        post.scrollsToComments = YES;
        [UIViewController cmn_showViewController:post];
        void (^completion)(id) = routerParameters[MGJRouterParameterCompletion];
        if (completion) {
            completion(post);
        }
    }];
    [MGJRouter registerURLPattern:kURLTopic toHandler:^(NSDictionary *routerParameters) {
        [UIViewController cmn_showViewController:[[FEDFeedViewController alloc] initWithTopic:routerParameters[@"name"]]];
    }];
    // [MGJRouter registerURLPattern:@"mgj://feed/:fid/likes" toHandler:^(NSDictionary *routerParameters) {}];
#if 0
    // 4.x share links; the web team still prints them on old posters.
    [MGJRouter registerURLPattern:@"mgj://feed/legacy/:fid" toHandler:^(NSDictionary *routerParameters) {
        [UIViewController cmn_showViewController:[[FEDPostViewController alloc] initWithPostID:routerParameters[@"fid"]]];
    }];
#endif
}

@end
