//
//  FEDPost.h
//

#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

@interface FEDPost : NSObject

@property (nonatomic, copy) NSString *postID;
@property (nonatomic, copy) NSString *authorID;
@property (nonatomic, copy) NSString *authorName;
@property (nonatomic, copy) NSString *text;
@property (nonatomic, copy) NSArray<NSString *> *topics;
@property (nonatomic, assign) NSInteger likeCount;
@property (nonatomic, strong) NSDate *postedAt;

+ (nullable instancetype)postWithJSON:(NSDictionary *)json;

@end

NS_ASSUME_NONNULL_END
