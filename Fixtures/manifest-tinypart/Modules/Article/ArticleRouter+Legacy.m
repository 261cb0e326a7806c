//
//  ArticleRouter+Legacy.m
//  Push payloads from the 4.x backend still carry {"router": "Article", "action": "detail"}
//  with the old parameter name "aid".
//

#import "ArticleRouter.h"
#import "ATCArticleDetailViewController.h"

@implementation ArticleRouter (Legacy)

TPROUTER_METHOD_EXPORT(detail, {
    NSString *articleId = params[@"aid"] ?: params[@"articleId"];
    return [[ATCArticleDetailViewController alloc] initWithArticleId:articleId];
})

@end
