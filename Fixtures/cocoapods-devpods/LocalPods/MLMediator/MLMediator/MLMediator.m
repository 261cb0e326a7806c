#import "MLMediator.h"

static NSMutableDictionary<NSString *, Class> *MLMediatorServices(void) {
    static NSMutableDictionary *services;
    static dispatch_once_t once;
    dispatch_once(&once, ^{ services = [NSMutableDictionary dictionary]; });
    return services;
}

@implementation MLMediator

+ (void)registerService:(Protocol *)service implementation:(Class)implementation {
    MLMediatorServices()[NSStringFromProtocol(service)] = implementation;
}

+ (id)serviceForProtocol:(Protocol *)service {
    Class implementation = MLMediatorServices()[NSStringFromProtocol(service)];
    return [implementation new];
}

@end
