//
//  LXHub.h
//  Lynx: the in-house service hub and path router (Objective-C side).
//

#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

/// Put inside an @implementation: binds that class to `service_protocol` when it loads.
/// Exported services are singletons: the hub creates one instance on first lookup.
#define LX_EXPORT_SERVICE(service_protocol) \
    + (void)load { [[LXHub sharedHub] bindService:@protocol(service_protocol) toClass:self]; } \
    + (BOOL)lx_isSingleton { return YES; }

/// The service bound to `service_protocol`, typed as that protocol (nil when unbound).
#define LXService(service_protocol) ((id<service_protocol>)[[LXHub sharedHub] serviceForProtocol:@protocol(service_protocol)])

typedef void (^LXPathBlock)(NSDictionary<NSString *, NSString *> *params);

@interface LXHub : NSObject

+ (instancetype)sharedHub;

- (void)bindService:(Protocol *)serviceProtocol toClass:(Class)implementationClass;
- (nullable id)serviceForProtocol:(Protocol *)serviceProtocol;

/// `path` is "lynx://host/path"; the query of an opened URL goes to the block as params.
- (void)mapPath:(NSString *)path toBlock:(LXPathBlock)block;
/// Opens `url`; NO when no path is mapped for it.
- (BOOL)go:(NSString *)url;

@end

NS_ASSUME_NONNULL_END
