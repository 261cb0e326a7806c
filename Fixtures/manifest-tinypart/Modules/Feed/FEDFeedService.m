//
//  FEDFeedService.m
//

#import <UIKit/UIKit.h>
#import <TinyPart/TinyPart.h>
#import <Mediator/NRServiceProtocols.h>
#import "FEDFeedViewController.h"

@interface FEDFeedService : NSObject <FeedServiceProtocol>
@end

@implementation FEDFeedService

TPSERVICE_AUTO_REGISTER(FeedServiceProtocol)

- (UIViewController *)feedViewControllerForChannel:(NSString *)channelId {
    return [[FEDFeedViewController alloc] initWithChannelId:channelId ?: @"top"];
}

- (NSArray<NSString *> *)channelIds {
    return @[@"top", @"world", @"tech", @"culture"];
}

@end

/// Canned stories for UI tests and App Store screenshots.
@interface FEDMockFeedService : NSObject <FeedServiceProtocol>
@end

@implementation FEDMockFeedService

#if 0
// Screenshot builds swap this in (and drop the macro from FEDFeedService):
TPSERVICE_AUTO_REGISTER(FeedServiceProtocol)
#endif

- (UIViewController *)feedViewControllerForChannel:(NSString *)channelId {
    return [[FEDFeedViewController alloc] initWithChannelId:@"screenshots"];
}

- (NSArray<NSString *> *)channelIds {
    return @[@"screenshots"];
}

@end
