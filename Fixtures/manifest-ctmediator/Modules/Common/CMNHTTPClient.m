//
//  CMNHTTPClient.m
//

#import "CMNHTTPClient.h"

static NSString *const kCMNBaseURL = @"https://api.travel.example.com/v3/";

@implementation CMNHTTPClient {
    NSURLSession *_session;
}

+ (instancetype)sharedClient {
    static CMNHTTPClient *client;
    static dispatch_once_t onceToken;
    dispatch_once(&onceToken, ^{
        client = [[CMNHTTPClient alloc] init];
    });
    return client;
}

- (instancetype)init {
    self = [super init];
    if (self) {
        NSURLSessionConfiguration *configuration = [NSURLSessionConfiguration defaultSessionConfiguration];
        configuration.timeoutIntervalForRequest = 20;
        configuration.HTTPAdditionalHeaders = @{@"Accept": @"application/json"};
        _session = [NSURLSession sessionWithConfiguration:configuration];
    }
    return self;
}

- (NSURLSessionDataTask *)GET:(NSString *)path query:(NSDictionary<NSString *, NSString *> *)query completion:(CMNHTTPCompletion)completion {
    NSURLComponents *components = [NSURLComponents componentsWithString:[kCMNBaseURL stringByAppendingString:path]];
    NSMutableArray<NSURLQueryItem *> *items = [NSMutableArray array];
    [query enumerateKeysAndObjectsUsingBlock:^(NSString *key, NSString *value, BOOL *stop) {
        [items addObject:[NSURLQueryItem queryItemWithName:key value:value]];
    }];
    components.queryItems = items.count > 0 ? items : nil;
    NSURLSessionDataTask *task = [_session dataTaskWithURL:components.URL completionHandler:^(NSData *data, NSURLResponse *response, NSError *error) {
        id json = data ? [NSJSONSerialization JSONObjectWithData:data options:0 error:nil] : nil;
        dispatch_async(dispatch_get_main_queue(), ^{
            completion(json, error);
        });
    }];
    [task resume];
    return task;
}

@end
