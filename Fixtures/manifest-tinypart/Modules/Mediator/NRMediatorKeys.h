//
//  NRMediatorKeys.h
//  Service names and route parameters shared by the business modules.
//

#import <Foundation/Foundation.h>

#pragma mark - Service names (for -[TPServiceManager serviceWithName:])

static NSString *const kNRArticleServiceName = @"ArticleServiceProtocol";
static NSString *const kNRCommentServiceName = @"CommentServiceProtocol";

#pragma mark - Router parameters

static NSString *const kNRParamArticleId = @"articleId";
static NSString *const kNRParamChannelId = @"channelId";
