//
//  NRServiceProtocols.h
//  Services business modules expose to each other. Look them up by protocol name with
//  -[TPServiceManager serviceWithName:].
//

#import <UIKit/UIKit.h>
#import <TinyPart/TPServiceManager.h>

NS_ASSUME_NONNULL_BEGIN

/// Provided by the Article module.
@protocol ArticleServiceProtocol <TPServiceProtocol>
- (nullable NSString *)titleOfArticle:(NSString *)articleId;
- (void)prefetchArticles:(NSArray<NSString *> *)articleIds;
- (BOOL)isArticleBookmarked:(NSString *)articleId;
@end

/// Provided by the Feed module.
@protocol FeedServiceProtocol <TPServiceProtocol>
- (UIViewController *)feedViewControllerForChannel:(nullable NSString *)channelId;
- (NSArray<NSString *> *)channelIds;
@end

/// Provided by the Comment module.
@protocol CommentServiceProtocol <TPServiceProtocol>
- (NSInteger)commentCountOfArticle:(NSString *)articleId;
- (void)refreshCommentCountsOfArticles:(NSArray<NSString *> *)articleIds completion:(void (^)(void))completion;
@end

NS_ASSUME_NONNULL_END
