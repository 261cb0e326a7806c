//
//  TPServiceManager.m
//

#import "TPServiceManager.h"

@implementation TPServiceManager {
    NSMutableDictionary<NSString *, Class> *_classes;
    NSMutableDictionary<NSString *, id> *_instances;
}

+ (instancetype)sharedInstance {
    static TPServiceManager *manager;
    static dispatch_once_t onceToken;
    dispatch_once(&onceToken, ^{
        manager = [[TPServiceManager alloc] init];
    });
    return manager;
}

- (instancetype)init {
    self = [super init];
    if (self) {
        _classes = [NSMutableDictionary dictionary];
        _instances = [NSMutableDictionary dictionary];
    }
    return self;
}

- (void)registerService:(Protocol *)serviceProtocol implClass:(Class)implClass {
    NSParameterAssert(serviceProtocol && implClass);
    @synchronized (self) {
        _classes[NSStringFromProtocol(serviceProtocol)] = implClass;
    }
}

- (void)registerServicesFromTable:(NSDictionary<NSString *, NSString *> *)table {
    for (NSString *serviceName in table) {
        [self registerService:NSProtocolFromString(serviceName) implClass:NSClassFromString(table[serviceName])];
    }
}

- (id)serviceWithName:(NSString *)serviceName {
    @synchronized (self) {
        id instance = _instances[serviceName];
        if (instance) {
            return instance;
        }
        Class implClass = _classes[serviceName];
        instance = [implClass respondsToSelector:@selector(sharedInstance)] ? [implClass sharedInstance] : [[implClass alloc] init];
        _instances[serviceName] = instance;
        return instance;
    }
}

@end
