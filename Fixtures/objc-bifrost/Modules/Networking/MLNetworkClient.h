//
//  MLNetworkClient.h
//  The mall's single entry point to the API. Business modules never touch AFNetworking.
//

#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

typedef void (^MLNetworkCompletion)(id _Nullable responseObject, NSError *_Nullable error);

FOUNDATION_EXPORT NSErrorDomain const MLNetworkErrorDomain;

@interface MLNetworkClient : NSObject

+ (instancetype)sharedClient;

/// Sent as the Authorization header once the user has logged in.
@property (nonatomic, copy, nullable) NSString *accessToken;

- (void)GET:(NSString *)path parameters:(nullable NSDictionary *)parameters completion:(MLNetworkCompletion)completion;
- (void)POST:(NSString *)path parameters:(nullable NSDictionary *)parameters completion:(MLNetworkCompletion)completion;

@end

NS_ASSUME_NONNULL_END
