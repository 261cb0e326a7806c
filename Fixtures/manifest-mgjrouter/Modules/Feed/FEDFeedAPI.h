//
//  FEDFeedAPI.h
//

#import <Foundation/Foundation.h>

@class FEDPost;

NS_ASSUME_NONNULL_BEGIN

typedef void (^FEDPostsCompletion)(NSArray<FEDPost *> *posts, NSError *_Nullable error);

@interface FEDFeedAPI : NSObject

/// Home timeline, or the posts of one topic when `topic` is set.
+ (void)fetchPostsWithTopic:(nullable NSString *)topic completion:(FEDPostsCompletion)completion;

@end

NS_ASSUME_NONNULL_END
