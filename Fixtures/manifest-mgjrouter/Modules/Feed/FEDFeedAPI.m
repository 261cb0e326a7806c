//
//  FEDFeedAPI.m
//

#import "FEDFeedAPI.h"
#import "FEDPost.h"

@implementation FEDFeedAPI

+ (void)fetchPostsWithTopic:(NSString *)topic completion:(FEDPostsCompletion)completion {
    NSURLComponents *components = [NSURLComponents componentsWithString:@"https://api.example-social.com/v2/feed"];
    if (topic.length > 0) {
        components.queryItems = @[[NSURLQueryItem queryItemWithName:@"topic" value:topic]];
    }
    NSURLSessionDataTask *task = [[NSURLSession sharedSession] dataTaskWithURL:components.URL
                                                             completionHandler:^(NSData *data, NSURLResponse *response, NSError *error) {
        NSDictionary *json = data ? [NSJSONSerialization JSONObjectWithData:data options:0 error:nil] : nil;
        NSMutableArray<FEDPost *> *posts = [NSMutableArray array];
        for (NSDictionary *entry in json[@"posts"]) {
            FEDPost *post = [FEDPost postWithJSON:entry];
            if (post) {
                [posts addObject:post];
            }
        }
        dispatch_async(dispatch_get_main_queue(), ^{
            completion(posts, error);
        });
    }];
    [task resume];
}

@end
