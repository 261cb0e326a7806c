//
//  TPMediator.h
//  Routers are classes named <Name>Router; their exported actions are performed by name,
//  directly or through a URL whose host and path are mapped to a router action.
//

#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

@protocol TPRouterProtocol <NSObject>
@end

/// Registers the enclosing router class from +load.
#define TPROUTER_AUTO_REGISTER \
    + (void)load { [[TPMediator sharedInstance] registerRouter:self]; }

/// Exports an action: TPROUTER_METHOD_EXPORT(detail, { ...; return viewController; })
/// `params` is available in the body.
#define TPROUTER_METHOD_EXPORT(action_name, ...) \
    - (nullable id)tp_action_##action_name:(nullable NSDictionary *)params __VA_ARGS__

/// Maps a URL host to a router: tinypart://<host>/...
#define TPURLHostForRouter(url_host, router_class) \
    [[TPMediator sharedInstance] mapURLHost:(url_host) toRouter:NSStringFromClass([router_class class])]

/// Maps a URL path under the router's host to one of its actions.
#define TPURLPathForActionForRouter(url_path, action_name, router_class) \
    [[TPMediator sharedInstance] mapURLPath:(url_path) toAction:@#action_name router:NSStringFromClass([router_class class])]

@interface TPMediator : NSObject

+ (instancetype)sharedInstance;

- (void)registerRouter:(Class)routerClass;
/// Router class names from the plist's RouterClasses.
- (void)registerRoutersFromList:(NSArray<NSString *> *)routerClassNames;

- (void)mapURLHost:(NSString *)host toRouter:(NSString *)routerClassName;
- (void)mapURLPath:(NSString *)path toAction:(NSString *)action router:(NSString *)routerClassName;

/// `router` is the router's name without the "Router" suffix.
- (nullable id)performAction:(NSString *)action router:(NSString *)router params:(nullable NSDictionary *)params;
- (nullable id)openURL:(NSURL *)url;

@end

NS_ASSUME_NONNULL_END
