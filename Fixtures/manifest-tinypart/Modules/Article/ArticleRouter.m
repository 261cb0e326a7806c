//
//  ArticleRouter.m
//

#import "ArticleRouter.h"
#import "ATCArticleDetailViewController.h"
#import "ATCArticleListViewController.h"
#import <Mediator/NRMediatorKeys.h>

@implementation ArticleRouter

TPROUTER_AUTO_REGISTER

TPROUTER_METHOD_EXPORT(detail, {
    NSString *articleId = params[kNRParamArticleId];
    return articleId.length > 0 ? [[ATCArticleDetailViewController alloc] initWithArticleId:articleId] : nil;
})

TPROUTER_METHOD_EXPORT(list, {
    return [[ATCArticleListViewController alloc] initWithTopic:params[@"topic"]];
})

/* Sharing moved to the system share sheet in 5.0; the action is gone.
TPROUTER_METHOD_EXPORT(share, {
    return [[UIActivityViewController alloc] initWithActivityItems:@[params[kNRParamArticleId]] applicationActivities:nil];
})
*/

@end
