//
//  AFHTTPSessionManager.m
//

#import "AFHTTPSessionManager.h"

@implementation AFHTTPSessionManager

- (instancetype)initWithBaseURL:(NSURL *)url {
    self = [super init];
    if (self) {
        _baseURL = url;
        _session = [NSURLSession sessionWithConfiguration:[NSURLSessionConfiguration defaultSessionConfiguration]];
        _HTTPHeaders = @{ @"Accept": @"application/json" };
        _timeoutInterval = 30;
    }
    return self;
}

- (NSURLSessionDataTask *)GET:(NSString *)URLString parameters:(NSDictionary *)parameters
                      success:(void (^)(NSURLSessionDataTask *, id))success
                      failure:(void (^)(NSURLSessionDataTask *, NSError *))failure {
    NSURLComponents *components = [NSURLComponents componentsWithURL:[NSURL URLWithString:URLString relativeToURL:self.baseURL]
                                             resolvingAgainstBaseURL:YES];
    NSMutableArray<NSURLQueryItem *> *items = [NSMutableArray array];
    [parameters enumerateKeysAndObjectsUsingBlock:^(id key, id value, BOOL *stop) {
        [items addObject:[NSURLQueryItem queryItemWithName:[key description] value:[value description]]];
    }];
    components.queryItems = items.count > 0 ? items : nil;
    NSMutableURLRequest *request = [NSMutableURLRequest requestWithURL:components.URL];
    request.HTTPMethod = @"GET";
    return [self dataTaskWithRequest:request success:success failure:failure];
}

- (NSURLSessionDataTask *)POST:(NSString *)URLString parameters:(NSDictionary *)parameters
                       success:(void (^)(NSURLSessionDataTask *, id))success
                       failure:(void (^)(NSURLSessionDataTask *, NSError *))failure {
    NSMutableURLRequest *request = [NSMutableURLRequest requestWithURL:[NSURL URLWithString:URLString relativeToURL:self.baseURL]];
    request.HTTPMethod = @"POST";
    [request setValue:@"application/json" forHTTPHeaderField:@"Content-Type"];
    request.HTTPBody = parameters ? [NSJSONSerialization dataWithJSONObject:parameters options:0 error:NULL] : nil;
    return [self dataTaskWithRequest:request success:success failure:failure];
}

- (NSURLSessionDataTask *)dataTaskWithRequest:(NSMutableURLRequest *)request
                                      success:(void (^)(NSURLSessionDataTask *, id))success
                                      failure:(void (^)(NSURLSessionDataTask *, NSError *))failure {
    request.timeoutInterval = self.timeoutInterval;
    [self.HTTPHeaders enumerateKeysAndObjectsUsingBlock:^(NSString *field, NSString *value, BOOL *stop) {
        [request setValue:value forHTTPHeaderField:field];
    }];
    __block NSURLSessionDataTask *task = nil;
    task = [self.session dataTaskWithRequest:request completionHandler:^(NSData *data, NSURLResponse *response, NSError *error) {
        id object = data.length > 0 ? [NSJSONSerialization JSONObjectWithData:data options:0 error:NULL] : nil;
        dispatch_async(dispatch_get_main_queue(), ^{
            if (error) {
                if (failure) failure(task, error);
            } else if (success) {
                success(task, object);
            }
        });
    }];
    [task resume];
    return task;
}

@end
