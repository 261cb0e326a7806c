//
//  ArticleRouter.h
//  Router "Article": actions detail and list (see ArticleRouter.m, ArticleRouter+Legacy.m).
//

#import <Foundation/Foundation.h>
#import <TinyPart/TPMediator.h>

@interface ArticleRouter : NSObject <TPRouterProtocol>
@end
