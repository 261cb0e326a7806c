//
//  ATCArticleService.m
//

#import <Foundation/Foundation.h>
#import <TinyPart/TinyPart.h>
#import <Mediator/NRServiceProtocols.h>
#import "Common.h"

static NSString *const kATCBookmarksKey = @"ATCBookmarkedArticles";

@interface ATCArticleService : NSObject <ArticleServiceProtocol>
@end

@implementation ATCArticleService

TPSERVICE_AUTO_REGISTER(ArticleServiceProtocol)

+ (instancetype)sharedInstance {
    static ATCArticleService *service;
    static dispatch_once_t onceToken;
    dispatch_once(&onceToken, ^{
        service = [[ATCArticleService alloc] init];
    });
    return service;
}

- (NSString *)titleOfArticle:(NSString *)articleId {
    NSDictionary *article = [[NSUserDefaults standardUserDefaults] dictionaryForKey:[@"ATCArticle." stringByAppendingString:articleId]];
    return article[@"title"];
}

- (void)prefetchArticles:(NSArray<NSString *> *)articleIds {
    for (NSString *articleId in articleIds) {
        if ([self titleOfArticle:articleId]) {
            continue;
        }
        CMNFetchJSON([NSString stringWithFormat:@"/articles/%@", articleId], ^(id json, NSError *error) {
            if ([json isKindOfClass:NSDictionary.class]) {
                [[NSUserDefaults standardUserDefaults] setObject:json forKey:[@"ATCArticle." stringByAppendingString:articleId]];
            }
        });
    }
}

- (BOOL)isArticleBookmarked:(NSString *)articleId {
    return [[[NSUserDefaults standardUserDefaults] stringArrayForKey:kATCBookmarksKey] containsObject:articleId];
}

@end
