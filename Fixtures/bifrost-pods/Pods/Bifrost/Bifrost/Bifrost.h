//
//  Bifrost.h
//  Service and URL routing hub for business modules (vendored copy, trimmed to what Voyage uses).
//

#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

/// Looks up the module object registered for a service protocol.
#define BFModule(service_protocol) ((id<service_protocol>)[Bifrost moduleByService:@protocol(service_protocol)])

/// Registers the calling module class for a service protocol. Use inside `+load`.
#define BFRegister(service_protocol) [Bifrost registerService:@protocol(service_protocol) withModule:self.class];

typedef id _Nullable (^BifrostRouteHandler)(NSDictionary<NSString *, id> *parameters);
typedef void (^BifrostRouteCompletion)(id _Nullable result);

/// Every module class implements this so Bifrost can create and set it up.
@protocol BifrostModuleProtocol <NSObject>
@required
+ (instancetype)sharedInstance;
- (void)setup;
@optional
+ (NSUInteger)priority;
@end

@interface Bifrost : NSObject

+ (void)registerService:(Protocol *)serviceProtocol withModule:(Class<BifrostModuleProtocol>)moduleClass;
+ (nullable id)moduleByService:(Protocol *)serviceProtocol;
+ (void)setupAllModules;

+ (void)bindURL:(NSString *)urlPattern toHandler:(BifrostRouteHandler)handler;
+ (void)unbindURL:(NSString *)urlPattern;
+ (nullable id)handleURL:(NSString *)url
           complexParams:(nullable NSDictionary<NSString *, id> *)complexParams
              completion:(nullable BifrostRouteCompletion)completion;

@end

NS_ASSUME_NONNULL_END
