//
//  CommentRouter.m
//  Router "Comment": list and compose. Listed under RouterClasses in
//  App/TinyPart.bundle/TinyPart.plist instead of registering itself.
//

#import <UIKit/UIKit.h>
#import <TinyPart/TPMediator.h>
#import <Mediator/NRMediatorKeys.h>
#import "CMTCommentListViewController.h"

@interface CommentRouter : NSObject <TPRouterProtocol>
@end

@implementation CommentRouter

TPROUTER_METHOD_EXPORT(list, {
    return [[CMTCommentListViewController alloc] initWithArticleId:params[kNRParamArticleId] composing:NO];
})

TPROUTER_METHOD_EXPORT(compose, {
    return [[CMTCommentListViewController alloc] initWithArticleId:params[kNRParamArticleId] composing:YES];
})

@end
