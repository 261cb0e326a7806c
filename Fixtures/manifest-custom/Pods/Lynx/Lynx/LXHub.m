//
//  LXHub.m
//

#import "LXHub.h"

@interface LXHub ()
@property (nonatomic, strong) NSMutableDictionary<NSString *, Class> *serviceClasses;
@property (nonatomic, strong) NSMutableDictionary<NSString *, id> *serviceInstances;
@property (nonatomic, strong) NSMutableDictionary<NSString *, LXPathBlock> *pathBlocks;
@end

@implementation LXHub

+ (instancetype)sharedHub {
    static LXHub *hub;
    static dispatch_once_t onceToken;
    dispatch_once(&onceToken, ^{
        hub = [[LXHub alloc] init];
        hub.serviceClasses = [NSMutableDictionary dictionary];
        hub.serviceInstances = [NSMutableDictionary dictionary];
        hub.pathBlocks = [NSMutableDictionary dictionary];
    });
    return hub;
}

- (void)bindService:(Protocol *)serviceProtocol toClass:(Class)implementationClass {
    NSParameterAssert([implementationClass conformsToProtocol:serviceProtocol]);
    @synchronized (self) {
        self.serviceClasses[NSStringFromProtocol(serviceProtocol)] = implementationClass;
    }
}

- (id)serviceForProtocol:(Protocol *)serviceProtocol {
    NSString *key = NSStringFromProtocol(serviceProtocol);
    @synchronized (self) {
        Class implementationClass = self.serviceClasses[key];
        if (implementationClass == Nil) {
            return nil;
        }
        BOOL singleton = [implementationClass respondsToSelector:@selector(lx_isSingleton)]
            && [[implementationClass performSelector:@selector(lx_isSingleton)] boolValue];
        if (!singleton) {
            return [[implementationClass alloc] init];
        }
        if (self.serviceInstances[key] == nil) {
            self.serviceInstances[key] = [[implementationClass alloc] init];
        }
        return self.serviceInstances[key];
    }
}

- (void)mapPath:(NSString *)path toBlock:(LXPathBlock)block {
    @synchronized (self) {
        self.pathBlocks[path] = [block copy];
    }
}

- (BOOL)go:(NSString *)url {
    NSURLComponents *components = [NSURLComponents componentsWithString:url];
    if (components == nil) {
        return NO;
    }
    NSString *path = [NSString stringWithFormat:@"%@://%@%@", components.scheme, components.host, components.path];
    LXPathBlock block;
    @synchronized (self) {
        block = self.pathBlocks[path];
    }
    if (block == nil) {
        NSLog(@"[Lynx] nothing mapped for %@", path);
        return NO;
    }
    NSMutableDictionary<NSString *, NSString *> *params = [NSMutableDictionary dictionary];
    for (NSURLQueryItem *item in components.queryItems) {
        params[item.name] = item.value ?: @"";
    }
    dispatch_async(dispatch_get_main_queue(), ^{
        block(params);
    });
    return YES;
}

@end
