//
//  Bifrost.m
//

#import "Bifrost.h"

static NSMutableDictionary<NSString *, Class> *gServiceModules;
static NSMutableDictionary<NSString *, BFURLRouteHandler> *gURLHandlers;

@implementation Bifrost

+ (void)initialize {
    if (self == [Bifrost class]) {
        gServiceModules = [NSMutableDictionary dictionary];
        gURLHandlers = [NSMutableDictionary dictionary];
    }
}

+ (void)registerService:(Protocol *)serviceProtocol withModule:(Class<BifrostModuleProtocol>)moduleClass {
    NSString *key = NSStringFromProtocol(serviceProtocol);
    NSAssert(gServiceModules[key] == nil, @"%@ is already provided by %@", key, gServiceModules[key]);
    gServiceModules[key] = moduleClass;
}

+ (id)moduleByService:(Protocol *)serviceProtocol {
    Class<BifrostModuleProtocol> moduleClass = gServiceModules[NSStringFromProtocol(serviceProtocol)];
    return moduleClass ? [moduleClass sharedInstance] : nil;
}

+ (void)setupAllModules {
    NSArray<Class> *modules = [[NSSet setWithArray:gServiceModules.allValues] allObjects];
    modules = [modules sortedArrayUsingComparator:^NSComparisonResult(Class lhs, Class rhs) {
        NSUInteger left = [lhs respondsToSelector:@selector(priority)] ? [lhs priority] : 0;
        NSUInteger right = [rhs respondsToSelector:@selector(priority)] ? [rhs priority] : 0;
        if (left == right) {
            return NSOrderedSame;
        }
        return left > right ? NSOrderedAscending : NSOrderedDescending;
    }];
    for (Class<BifrostModuleProtocol> moduleClass in modules) {
        [[moduleClass sharedInstance] setup];
    }
}

+ (void)bindURL:(NSString *)urlPattern toHandler:(BFURLRouteHandler)handler {
    gURLHandlers[urlPattern] = [handler copy];
}

+ (void)unbindURL:(NSString *)urlPattern {
    [gURLHandlers removeObjectForKey:urlPattern];
}

/// "waimai://order/history?x=1" and "//order/history" both become "//order/history".
+ (NSString *)patternOfURL:(NSString *)url {
    NSURLComponents *components = [NSURLComponents componentsWithString:url];
    return [NSString stringWithFormat:@"//%@%@", components.host ?: @"", components.path ?: @""];
}

+ (BOOL)canHandleURL:(NSString *)url {
    return gURLHandlers[[self patternOfURL:url]] != nil;
}

+ (id)handleURL:(NSString *)url complexParams:(NSDictionary *)complexParams completion:(BFURLRouteCompletion)completion {
    BFURLRouteHandler handler = gURLHandlers[[self patternOfURL:url]];
    if (handler == nil) {
        NSLog(@"[Bifrost] no handler for %@", url);
        return nil;
    }
    NSMutableDictionary *parameters = [NSMutableDictionary dictionary];
    for (NSURLQueryItem *item in [NSURLComponents componentsWithString:url].queryItems) {
        parameters[item.name] = item.value ?: @"";
    }
    [parameters addEntriesFromDictionary:complexParams ?: @{}];
    if (completion) {
        parameters[@"completion"] = [completion copy];
    }
    return handler(parameters);
}

@end
