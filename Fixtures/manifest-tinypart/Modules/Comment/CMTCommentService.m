//
//  CMTCommentService.m
//  Registered under ServicesTable in App/TinyPart.bundle/TinyPart.plist.
//

#import <Foundation/Foundation.h>
#import <TinyPart/TinyPart.h>
#import <Mediator/NRServiceProtocols.h>
#import "Common.h"

@interface CMTCommentService : NSObject <CommentServiceProtocol>
@property (nonatomic, strong) NSMutableDictionary<NSString *, NSNumber *> *counts;
@end

@implementation CMTCommentService

+ (instancetype)sharedInstance {
    static CMTCommentService *service;
    static dispatch_once_t onceToken;
    dispatch_once(&onceToken, ^{
        service = [[CMTCommentService alloc] init];
        service.counts = [NSMutableDictionary dictionary];
    });
    return service;
}

- (NSInteger)commentCountOfArticle:(NSString *)articleId {
    return [self.counts[articleId] integerValue];
}

- (void)refreshCommentCountsOfArticles:(NSArray<NSString *> *)articleIds completion:(void (^)(void))completion {
    NSString *ids = [articleIds componentsJoinedByString:@","];
    CMNFetchJSON([NSString stringWithFormat:@"/comments/counts?ids=%@", ids], ^(id json, NSError *error) {
        if ([json isKindOfClass:NSDictionary.class]) {
            [self.counts addEntriesFromDictionary:json];
        }
        completion();
    });
}

@end
