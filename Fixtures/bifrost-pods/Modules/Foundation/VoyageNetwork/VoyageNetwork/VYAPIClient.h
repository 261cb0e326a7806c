//
//  VYAPIClient.h
//  The one client every feature talks to the Voyage API through.
//

#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

typedef void (^VYAPICompletion)(id _Nullable json, NSError * _Nullable error);

@interface VYAPIClient : NSObject

@property (class, nonatomic, readonly) VYAPIClient *sharedClient;
@property (nonatomic, copy, nullable) NSString *accessToken;

- (NSURLSessionDataTask *)GET:(NSString *)path
                   parameters:(nullable NSDictionary<NSString *, id> *)parameters
                   completion:(VYAPICompletion)completion;

@end

NS_ASSUME_NONNULL_END
