//
//  MLNetworkClient.m
//

#import "MLNetworkClient.h"
#import <AFNetworking/AFNetworking.h>
#import "CMNMacros.h"

NSErrorDomain const MLNetworkErrorDomain = @"MLNetworkErrorDomain";

static NSString *const MLAPIBaseURL = @"https://api.mall.example.com/v3/";

@interface MLNetworkClient ()
@property (nonatomic, strong) AFHTTPSessionManager *manager;
@end

@implementation MLNetworkClient

+ (instancetype)sharedClient {
    static MLNetworkClient *client;
    static dispatch_once_t onceToken;
    dispatch_once(&onceToken, ^{
        client = [[MLNetworkClient alloc] init];
        client.manager = [[AFHTTPSessionManager alloc] initWithBaseURL:[NSURL URLWithString:MLAPIBaseURL]];
        client.manager.timeoutInterval = 15;
    });
    return client;
}

- (void)setAccessToken:(NSString *)accessToken {
    _accessToken = [accessToken copy];
    NSMutableDictionary *headers = [self.manager.HTTPHeaders mutableCopy];
    headers[@"Authorization"] = accessToken ? [@"Bearer " stringByAppendingString:accessToken] : nil;
    self.manager.HTTPHeaders = headers;
}

- (void)GET:(NSString *)path parameters:(NSDictionary *)parameters completion:(MLNetworkCompletion)completion {
    CMNLog(@"GET %@ %@", path, parameters);
    [self.manager GET:path parameters:parameters success:^(NSURLSessionDataTask *task, id responseObject) {
        [self unwrap:responseObject completion:completion];
    } failure:^(NSURLSessionDataTask *task, NSError *error) {
        completion(nil, error);
    }];
}

- (void)POST:(NSString *)path parameters:(NSDictionary *)parameters completion:(MLNetworkCompletion)completion {
    CMNLog(@"POST %@", path);
    [self.manager POST:path parameters:parameters success:^(NSURLSessionDataTask *task, id responseObject) {
        [self unwrap:responseObject completion:completion];
    } failure:^(NSURLSessionDataTask *task, NSError *error) {
        completion(nil, error);
    }];
}

/// The API wraps every payload as {"code": 0, "data": ..., "message": ...}.
- (void)unwrap:(id)responseObject completion:(MLNetworkCompletion)completion {
    NSDictionary *envelope = [responseObject isKindOfClass:NSDictionary.class] ? responseObject : nil;
    NSInteger code = [envelope[@"code"] integerValue];
    if (envelope && code == 0) {
        completion(envelope[@"data"], nil);
        return;
    }
    NSString *message = envelope[@"message"] ?: @"Unexpected response";
    completion(nil, [NSError errorWithDomain:MLNetworkErrorDomain code:code userInfo:@{NSLocalizedDescriptionKey: message}]);
}

@end
