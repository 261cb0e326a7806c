//
//  FeedRouter.m
//  Router "Feed": home and channel.
//

#import <UIKit/UIKit.h>
#import <TinyPart/TPMediator.h>
#import <Mediator/NRMediatorKeys.h>
#import "FEDFeedViewController.h"

@interface FeedRouter : NSObject <TPRouterProtocol>
@end

@implementation FeedRouter

TPROUTER_AUTO_REGISTER

TPROUTER_METHOD_EXPORT(home, {
    return [[FEDFeedViewController alloc] initWithChannelId:@"top"];
})

TPROUTER_METHOD_EXPORT(channel, {
    NSString *channelId = params[kNRParamChannelId];
    return channelId ? [[FEDFeedViewController alloc] initWithChannelId:channelId] : nil;
})

@end
