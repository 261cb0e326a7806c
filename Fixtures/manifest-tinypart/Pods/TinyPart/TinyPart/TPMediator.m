//
//  TPMediator.m
//

#import "TPMediator.h"

static NSString *const kTPRouterSuffix = @"Router";

@implementation TPMediator {
    NSMutableDictionary<NSString *, id> *_routers;
    NSMutableDictionary<NSString *, NSString *> *_hosts;
    NSMutableDictionary<NSString *, NSString *> *_paths;
}

+ (instancetype)sharedInstance {
    static TPMediator *mediator;
    static dispatch_once_t onceToken;
    dispatch_once(&onceToken, ^{
        mediator = [[TPMediator alloc] init];
    });
    return mediator;
}

- (instancetype)init {
    self = [super init];
    if (self) {
        _routers = [NSMutableDictionary dictionary];
        _hosts = [NSMutableDictionary dictionary];
        _paths = [NSMutableDictionary dictionary];
    }
    return self;
}

- (void)registerRouter:(Class)routerClass {
    NSString *className = NSStringFromClass(routerClass);
    NSString *name = [className hasSuffix:kTPRouterSuffix] ? [className substringToIndex:className.length - kTPRouterSuffix.length] : className;
    @synchronized (self) {
        _routers[name] = [[routerClass alloc] init];
    }
}

- (void)registerRoutersFromList:(NSArray<NSString *> *)routerClassNames {
    for (NSString *className in routerClassNames) {
        Class routerClass = NSClassFromString(className);
        if (routerClass) {
            [self registerRouter:routerClass];
        }
    }
}

- (void)mapURLHost:(NSString *)host toRouter:(NSString *)routerClassName {
    _hosts[host] = [routerClassName stringByReplacingOccurrencesOfString:kTPRouterSuffix withString:@""];
}

- (void)mapURLPath:(NSString *)path toAction:(NSString *)action router:(NSString *)routerClassName {
    NSString *router = [routerClassName stringByReplacingOccurrencesOfString:kTPRouterSuffix withString:@""];
    _paths[[router stringByAppendingString:path]] = action;
}

- (id)performAction:(NSString *)action router:(NSString *)router params:(NSDictionary *)params {
    id target = _routers[router];
    SEL selector = NSSelectorFromString([NSString stringWithFormat:@"tp_action_%@:", action]);
    if (![target respondsToSelector:selector]) {
        NSLog(@"TinyPart: no action %@ in router %@", action, router);
        return nil;
    }
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Warc-performSelector-leaks"
    return [target performSelector:selector withObject:params];
#pragma clang diagnostic pop
}

- (id)openURL:(NSURL *)url {
    NSString *router = _hosts[url.host];
    NSString *action = router ? _paths[[router stringByAppendingString:url.path]] : nil;
    if (!action) {
        return nil;
    }
    NSMutableDictionary *params = [NSMutableDictionary dictionary];
    for (NSURLQueryItem *item in [NSURLComponents componentsWithURL:url resolvingAgainstBaseURL:NO].queryItems) {
        params[item.name] = item.value;
    }
    return [self performAction:action router:router params:params];
}

@end
