//
//  VYAPIClient.m
//

#import "VYAPIClient.h"
#import <VoyageFoundation/VoyageFoundation.h>

static NSString * const VYAPIBaseURL = @"https://api.voyage.example/v2/";

@implementation VYAPIClient {
    NSURLSession *_session;
}

+ (VYAPIClient *)sharedClient {
    static VYAPIClient *client;
    static dispatch_once_t onceToken;
    dispatch_once(&onceToken, ^{
        client = [[VYAPIClient alloc] init];
    });
    return client;
}

- (instancetype)init {
    if ((self = [super init])) {
        _session = [NSURLSession sessionWithConfiguration:NSURLSessionConfiguration.defaultSessionConfiguration];
    }
    return self;
}

- (NSURLSessionDataTask *)GET:(NSString *)path
                   parameters:(NSDictionary<NSString *, id> *)parameters
                   completion:(VYAPICompletion)completion {
    NSURLComponents *components = [NSURLComponents componentsWithString:[VYAPIBaseURL stringByAppendingString:path]];
    NSMutableArray<NSURLQueryItem *> *items = [NSMutableArray array];
    [parameters enumerateKeysAndObjectsUsingBlock:^(NSString *key, id value, BOOL *stop) {
        [items addObject:[NSURLQueryItem queryItemWithName:key value:[value description]]];
    }];
    components.queryItems = items.count > 0 ? items : nil;
    NSMutableURLRequest *request = [NSMutableURLRequest requestWithURL:components.URL];
    if (self.accessToken) {
        [request setValue:[@"Bearer " stringByAppendingString:self.accessToken] forHTTPHeaderField:@"Authorization"];
    }
    NSURLSessionDataTask *task = [_session dataTaskWithRequest:request completionHandler:^(NSData *data, NSURLResponse *response, NSError *error) {
        id json = data ? [NSJSONSerialization JSONObjectWithData:data options:0 error:nil] : nil;
        dispatch_async(dispatch_get_main_queue(), ^{ completion(json, error); });
    }];
    [task resume];
    return task;
}

@end
