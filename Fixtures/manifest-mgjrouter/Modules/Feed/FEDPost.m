//
//  FEDPost.m
//

#import "FEDPost.h"

@implementation FEDPost

+ (instancetype)postWithJSON:(NSDictionary *)json {
    NSString *postID = json[@"id"];
    NSString *authorID = json[@"author"][@"uid"];
    if (![postID isKindOfClass:NSString.class] || ![authorID isKindOfClass:NSString.class]) {
        return nil;
    }
    FEDPost *post = [[FEDPost alloc] init];
    post.postID = postID;
    post.authorID = authorID;
    post.authorName = json[@"author"][@"nickname"] ?: @"";
    post.text = json[@"text"] ?: @"";
    post.topics = json[@"topics"] ?: @[];
    post.likeCount = [json[@"likes"] integerValue];
    post.postedAt = [NSDate dateWithTimeIntervalSince1970:[json[@"ts"] doubleValue]];
    return post;
}

@end
