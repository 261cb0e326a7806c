//
//  Bifrost.m
//

#import "Bifrost.h"

@implementation Bifrost

static NSMutableDictionary<NSString *, Class> *BFModuleClasses(void) {
    static NSMutableDictionary *classes;
    static dispatch_once_t onceToken;
    dispatch_once(&onceToken, ^{ classes = [NSMutableDictionary dictionary]; });
    return classes;
}

static NSMutableDictionary<NSString *, BifrostRouteHandler> *BFRouteHandlers(void) {
    static NSMutableDictionary *handlers;
    static dispatch_once_t onceToken;
    dispatch_once(&onceToken, ^{ handlers = [NSMutableDictionary dictionary]; });
    return handlers;
}

+ (void)registerService:(Protocol *)serviceProtocol withModule:(Class<BifrostModuleProtocol>)moduleClass {
    NSAssert([moduleClass conformsToProtocol:serviceProtocol], @"%@ does not conform to %@",
             moduleClass, NSStringFromProtocol(serviceProtocol));
    BFModuleClasses()[NSStringFromProtocol(serviceProtocol)] = moduleClass;
}

+ (id)moduleByService:(Protocol *)serviceProtocol {
    Class<BifrostModuleProtocol> moduleClass = BFModuleClasses()[NSStringFromProtocol(serviceProtocol)];
    return [moduleClass sharedInstance];
}

+ (void)setupAllModules {
    NSArray<Class> *classes = [[NSSet setWithArray:BFModuleClasses().allValues] allObjects];
    NSArray<Class> *sorted = [classes sortedArrayUsingComparator:^NSComparisonResult(Class a, Class b) {
        NSUInteger pa = [a respondsToSelector:@selector(priority)] ? [a priority] : 0;
        NSUInteger pb = [b respondsToSelector:@selector(priority)] ? [b priority] : 0;
        return pa > pb ? NSOrderedAscending : (pa < pb ? NSOrderedDescending : NSOrderedSame);
    }];
    for (Class<BifrostModuleProtocol> moduleClass in sorted) {
        [[moduleClass sharedInstance] setup];
    }
}

+ (void)bindURL:(NSString *)urlPattern toHandler:(BifrostRouteHandler)handler {
    BFRouteHandlers()[urlPattern] = [handler copy];
}

+ (void)unbindURL:(NSString *)urlPattern {
    [BFRouteHandlers() removeObjectForKey:urlPattern];
}

+ (id)handleURL:(NSString *)url complexParams:(NSDictionary *)complexParams completion:(BifrostRouteCompletion)completion {
    NSURLComponents *components = [NSURLComponents componentsWithString:url];
    NSString *pattern = [NSString stringWithFormat:@"//%@%@", components.host ?: @"", components.path ?: @""];
    BifrostRouteHandler handler = BFRouteHandlers()[pattern];
    if (!handler) {
        return nil;
    }
    NSMutableDictionary *parameters = [NSMutableDictionary dictionaryWithDictionary:complexParams ?: @{}];
    for (NSURLQueryItem *item in components.queryItems) {
        parameters[item.name] = item.value;
    }
    if (completion) {
        parameters[@"completion"] = [completion copy];
    }
    return handler(parameters);
}

@end
