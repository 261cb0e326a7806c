//
//  MGJRouter.m
//

#import "MGJRouter.h"

NSString *const MGJRouterParameterURL = @"MGJRouterParameterURL";
NSString *const MGJRouterParameterCompletion = @"MGJRouterParameterCompletion";
NSString *const MGJRouterParameterUserInfo = @"MGJRouterParameterUserInfo";

/// Pattern string -> handler block; the two kinds of handler share the table.
static NSMutableDictionary<NSString *, id> *MGJRoutes(void) {
    static NSMutableDictionary *routes;
    static dispatch_once_t onceToken;
    dispatch_once(&onceToken, ^{ routes = [NSMutableDictionary dictionary]; });
    return routes;
}

static NSMutableSet<NSString *> *MGJObjectPatterns(void) {
    static NSMutableSet *patterns;
    static dispatch_once_t onceToken;
    dispatch_once(&onceToken, ^{ patterns = [NSMutableSet set]; });
    return patterns;
}

static NSArray<NSString *> *MGJSegments(NSString *URL) {
    NSString *withoutQuery = [URL componentsSeparatedByString:@"?"].firstObject;
    NSMutableArray *segments = [NSMutableArray array];
    for (NSString *piece in [withoutQuery componentsSeparatedByString:@"/"]) {
        if (piece.length > 0) {
            [segments addObject:piece];
        }
    }
    return segments;
}

@implementation MGJRouter

+ (void)registerURLPattern:(NSString *)URLPattern toHandler:(MGJRouterHandler)handler {
    @synchronized (self) {
        MGJRoutes()[URLPattern] = [handler copy];
        [MGJObjectPatterns() removeObject:URLPattern];
    }
}

+ (void)registerURLPattern:(NSString *)URLPattern toObjectHandler:(MGJRouterObjectHandler)handler {
    @synchronized (self) {
        MGJRoutes()[URLPattern] = [handler copy];
        [MGJObjectPatterns() addObject:URLPattern];
    }
}

+ (void)deregisterURLPattern:(NSString *)URLPattern {
    @synchronized (self) {
        [MGJRoutes() removeObjectForKey:URLPattern];
        [MGJObjectPatterns() removeObject:URLPattern];
    }
}

/// Finds the pattern for `URL` and fills `parameters` with placeholder and query values.
+ (nullable NSString *)mgj_patternForURL:(NSString *)URL parameters:(NSMutableDictionary *)parameters {
    NSArray<NSString *> *segments = MGJSegments(URL);
    NSDictionary *routes;
    @synchronized (self) {
        routes = [MGJRoutes() copy];
    }
    for (NSString *pattern in routes) {
        NSArray<NSString *> *patternSegments = MGJSegments(pattern);
        if (patternSegments.count != segments.count) {
            continue;
        }
        NSMutableDictionary *captured = [NSMutableDictionary dictionary];
        BOOL matches = YES;
        for (NSUInteger i = 0; i < segments.count && matches; i++) {
            if ([patternSegments[i] hasPrefix:@":"]) {
                captured[[patternSegments[i] substringFromIndex:1]] = segments[i].stringByRemovingPercentEncoding;
            } else {
                matches = [patternSegments[i] isEqualToString:segments[i]];
            }
        }
        if (matches) {
            [parameters addEntriesFromDictionary:captured];
            for (NSURLQueryItem *item in [NSURLComponents componentsWithString:URL].queryItems) {
                parameters[item.name] = item.value ?: @"";
            }
            return pattern;
        }
    }
    return nil;
}

+ (id)mgj_invokeURL:(NSString *)URL userInfo:(NSDictionary *)userInfo completion:(void (^)(id))completion {
    NSMutableDictionary *parameters = [NSMutableDictionary dictionary];
    NSString *pattern = [self mgj_patternForURL:URL parameters:parameters];
    if (pattern == nil) {
        MGJRouterLog(@"no route for %@", URL);
        return nil;
    }
    parameters[MGJRouterParameterURL] = URL;
    if (userInfo) {
        parameters[MGJRouterParameterUserInfo] = userInfo;
    }
    if (completion) {
        parameters[MGJRouterParameterCompletion] = [completion copy];
    }
    id handler = MGJRoutes()[pattern];
    if ([MGJObjectPatterns() containsObject:pattern]) {
        return ((MGJRouterObjectHandler)handler)(parameters);
    }
    ((MGJRouterHandler)handler)(parameters);
    return nil;
}

+ (void)openURL:(NSString *)URL {
    [self mgj_invokeURL:URL userInfo:nil completion:nil];
}

+ (void)openURL:(NSString *)URL completion:(void (^)(id))completion {
    [self mgj_invokeURL:URL userInfo:nil completion:completion];
}

+ (void)openURL:(NSString *)URL withUserInfo:(NSDictionary *)userInfo completion:(void (^)(id))completion {
    [self mgj_invokeURL:URL userInfo:userInfo completion:completion];
}

+ (id)objectForURL:(NSString *)URL {
    return [self mgj_invokeURL:URL userInfo:nil completion:nil];
}

+ (id)objectForURL:(NSString *)URL withUserInfo:(NSDictionary *)userInfo {
    return [self mgj_invokeURL:URL userInfo:userInfo completion:nil];
}

+ (BOOL)canOpenURL:(NSString *)URL {
    return [self mgj_patternForURL:URL parameters:[NSMutableDictionary dictionary]] != nil;
}

+ (NSString *)generateURLWithPattern:(NSString *)pattern parameters:(NSArray *)parameters {
    NSMutableArray<NSString *> *pieces = [NSMutableArray array];
    NSUInteger next = 0;
    for (NSString *piece in [pattern componentsSeparatedByString:@"/"]) {
        if ([piece hasPrefix:@":"] && next < parameters.count) {
            [pieces addObject:[parameters[next++] description]];
        } else {
            [pieces addObject:piece];
        }
    }
    return [pieces componentsJoinedByString:@"/"];
}

@end
