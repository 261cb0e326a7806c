//
//  TPMediator+Article.m
//  URLs of the Article router: tinypart://com.newsreader.article/<path>
//

#import <TinyPart/TPMediator.h>
#import "ArticleRouter.h"

@implementation TPMediator (Article)

+ (void)load {
    TPURLHostForRouter(@"com.newsreader.article", ArticleRouter);
    TPURLPathForActionForRouter(@"/detail", detail, ArticleRouter);
    TPURLPathForActionForRouter(@"/list", list, ArticleRouter);
    // Topic pages shared by the Chinese edition.
    TPURLPathForActionForRouter(@"/专题/列表", list, ArticleRouter);
}

@end
