//
//  NETRequest.h
//

#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

@interface NETRequest : NSObject

@property (nonatomic, copy, readonly) NSString *method;
@property (nonatomic, copy, readonly) NSString *path;
@property (nonatomic, copy, readonly, nullable) NSDictionary *parameters;

+ (instancetype)requestWithMethod:(NSString *)method path:(NSString *)path parameters:(nullable NSDictionary *)parameters;

/// The URLRequest against `baseURL`, with JSON body and auth headers.
- (NSURLRequest *)URLRequestWithBaseURL:(NSURL *)baseURL;

@end

NS_ASSUME_NONNULL_END
