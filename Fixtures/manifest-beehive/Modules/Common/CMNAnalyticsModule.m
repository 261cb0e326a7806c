//
//  CMNAnalyticsModule.m
//

#import "CMNAnalyticsModule.h"
#import "Common.h"

static NSString *const kCMNAnalyticsEndpoint = @"https://collect.shop.example.com/v1/events";

@implementation CMNAnalyticsModule

- (void)basicModuleLevel {}

- (NSInteger)modulePriority {
    return 1000;
}

- (void)modSetUp:(BHContext *)context {
    CMNLog(@"analytics up, launch options: %@", context.launchOptions);
    [CMNAnalyticsModule trackEvent:@"app_launch" properties:nil];
}

- (void)modDidEnterBackground:(BHContext *)context {
    [CMNAnalyticsModule trackEvent:@"app_background" properties:nil];
}

+ (void)trackEvent:(NSString *)event properties:(NSDictionary<NSString *, id> *)properties {
    NSMutableURLRequest *request = [NSMutableURLRequest requestWithURL:[NSURL URLWithString:kCMNAnalyticsEndpoint]];
    request.HTTPMethod = @"POST";
    request.HTTPBody = [NSJSONSerialization dataWithJSONObject:@{@"event": event, @"properties": properties ?: @{}}
                                                       options:0
                                                         error:nil];
    [[[NSURLSession sharedSession] dataTaskWithRequest:request] resume];
}

@end
