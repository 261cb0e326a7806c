//
//  Bifrost.h
//  Module, service and URL hub (vendored stand-in: only the calls the delivery app makes).
//

#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

/// The module instance registered for `service_protocol`, typed as that protocol.
#define BFModule(service_protocol) ((id<service_protocol>)[Bifrost moduleByService:@protocol(service_protocol)])

/// Registers the enclosing module class as the provider of `service_protocol`. Call from `+load`.
#define BFRegister(service_protocol) [Bifrost registerService:@protocol(service_protocol) withModule:self.class];

typedef id _Nullable (^BFURLRouteHandler)(NSDictionary<NSString *, id> *parameters);
typedef void (^BFURLRouteCompletion)(id _Nullable result);

/// Adopted by the one module class of each business module.
@protocol BifrostModuleProtocol <NSObject>
@required
+ (instancetype)sharedInstance;
- (void)setup;
@optional
/// Higher runs `-setup` first. Defaults to 0.
+ (NSUInteger)priority;
@end

@interface Bifrost : NSObject

+ (void)registerService:(Protocol *)serviceProtocol withModule:(Class<BifrostModuleProtocol>)moduleClass;
+ (nullable id)moduleByService:(Protocol *)serviceProtocol;
+ (void)setupAllModules;

+ (void)bindURL:(NSString *)urlPattern toHandler:(BFURLRouteHandler)handler;
+ (void)unbindURL:(NSString *)urlPattern;
+ (BOOL)canHandleURL:(NSString *)url;
+ (nullable id)handleURL:(NSString *)url
           complexParams:(nullable NSDictionary<NSString *, id> *)complexParams
              completion:(nullable BFURLRouteCompletion)completion;

@end

NS_ASSUME_NONNULL_END
