//
//  AFHTTPSessionManager.h
//

#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

@interface AFHTTPSessionManager : NSObject

@property (readonly, nonatomic, strong, nullable) NSURL *baseURL;
@property (readonly, nonatomic, strong) NSURLSession *session;
@property (nonatomic, copy) NSDictionary<NSString *, NSString *> *HTTPHeaders;
@property (nonatomic, assign) NSTimeInterval timeoutInterval;

- (instancetype)initWithBaseURL:(nullable NSURL *)url;

- (nullable NSURLSessionDataTask *)GET:(NSString *)URLString
                            parameters:(nullable NSDictionary *)parameters
                               success:(nullable void (^)(NSURLSessionDataTask *task, id _Nullable responseObject))success
                               failure:(nullable void (^)(NSURLSessionDataTask * _Nullable task, NSError *error))failure;

- (nullable NSURLSessionDataTask *)POST:(NSString *)URLString
                             parameters:(nullable NSDictionary *)parameters
                                success:(nullable void (^)(NSURLSessionDataTask *task, id _Nullable responseObject))success
                                failure:(nullable void (^)(NSURLSessionDataTask * _Nullable task, NSError *error))failure;

@end

NS_ASSUME_NONNULL_END
