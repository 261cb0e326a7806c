//
//  NETClient.m
//

#import "NETClient.h"
#import "NETRequest.h"
#import <Logging/LOGLogger.h>

@interface NETClient ()
@property (nonatomic, strong) NSURLSession *session;
@end

@implementation NETClient

+ (instancetype)sharedClient {
    static NETClient *client;
    static dispatch_once_t onceToken;
    dispatch_once(&onceToken, ^{
        client = [[NETClient alloc] init];
        client.baseURL = [NSURL URLWithString:@"https://api.shop.example.com/v1/"];
        NSURLSessionConfiguration *configuration = [NSURLSessionConfiguration defaultSessionConfiguration];
        configuration.timeoutIntervalForRequest = 20;
        client.session = [NSURLSession sessionWithConfiguration:configuration];
    });
    return client;
}

- (void)GET:(NSString *)path parameters:(NSDictionary *)parameters completion:(NETCompletion)completion {
    [self send:[NETRequest requestWithMethod:@"GET" path:path parameters:parameters] completion:completion];
}

- (void)POST:(NSString *)path parameters:(NSDictionary *)parameters completion:(NETCompletion)completion {
    [self send:[NETRequest requestWithMethod:@"POST" path:path parameters:parameters] completion:completion];
}

- (void)send:(NETRequest *)request completion:(NETCompletion)completion {
    NSDate *start = [NSDate date];
    NSURLRequest *urlRequest = [request URLRequestWithBaseURL:self.baseURL];
    [[self.session dataTaskWithRequest:urlRequest completionHandler:^(NSData *data, NSURLResponse *response, NSError *error) {
        NSInteger status = [response isKindOfClass:NSHTTPURLResponse.class] ? ((NSHTTPURLResponse *)response).statusCode : 0;
        [[LOGLogger sharedLogger] event:@"http_request"
                             properties:@{@"path": request.path, @"status": @(status),
                                          @"ms": @((NSInteger)(-[start timeIntervalSinceNow] * 1000))}];
        id json = data.length > 0 ? [NSJSONSerialization JSONObjectWithData:data options:0 error:NULL] : nil;
        dispatch_async(dispatch_get_main_queue(), ^{
            completion(error ? nil : json, error);
        });
    }] resume];
}

@end
