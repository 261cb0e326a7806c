//
//  CMNHTTPClient.h
//

#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

typedef void (^CMNHTTPCompletion)(id _Nullable json, NSError *_Nullable error);

@interface CMNHTTPClient : NSObject

+ (instancetype)sharedClient;

/// GET https://api.travel.example.com/v3/<path>?<query>; calls back on the main queue.
- (NSURLSessionDataTask *)GET:(NSString *)path query:(nullable NSDictionary<NSString *, NSString *> *)query completion:(CMNHTTPCompletion)completion;

@end

NS_ASSUME_NONNULL_END
