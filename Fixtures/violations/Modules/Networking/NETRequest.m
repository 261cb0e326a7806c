//
//  NETRequest.m
//

#import "NETRequest.h"
#import "AppDelegate.h"

@interface NETRequest ()
@property (nonatomic, copy, readwrite) NSString *method;
@property (nonatomic, copy, readwrite) NSString *path;
@property (nonatomic, copy, readwrite, nullable) NSDictionary *parameters;
@end

@implementation NETRequest

+ (instancetype)requestWithMethod:(NSString *)method path:(NSString *)path parameters:(NSDictionary *)parameters {
    NETRequest *request = [[NETRequest alloc] init];
    request.method = method;
    request.path = path;
    request.parameters = parameters;
    return request;
}

- (NSURLRequest *)URLRequestWithBaseURL:(NSURL *)baseURL {
    NSURLComponents *components = [NSURLComponents componentsWithURL:[baseURL URLByAppendingPathComponent:self.path]
                                             resolvingAgainstBaseURL:NO];
    BOOL hasBody = ![self.method isEqualToString:@"GET"];
    if (!hasBody && self.parameters.count > 0) {
        NSMutableArray<NSURLQueryItem *> *query = [NSMutableArray array];
        [self.parameters enumerateKeysAndObjectsUsingBlock:^(id key, id value, BOOL *stop) {
            [query addObject:[NSURLQueryItem queryItemWithName:[key description] value:[value description]]];
        }];
        components.queryItems = query;
    }
    NSMutableURLRequest *request = [NSMutableURLRequest requestWithURL:components.URL];
    request.HTTPMethod = self.method;
    [request setValue:@"application/json" forHTTPHeaderField:@"Accept"];
    if (hasBody && self.parameters) {
        request.HTTPBody = [NSJSONSerialization dataWithJSONObject:self.parameters options:0 error:NULL];
        [request setValue:@"application/json" forHTTPHeaderField:@"Content-Type"];
    }
    NSString *token = [AppDelegate sharedDelegate].sessionToken;
    if (token.length > 0) {
        [request setValue:[@"Bearer " stringByAppendingString:token] forHTTPHeaderField:@"Authorization"];
    }
    return request;
}

@end
