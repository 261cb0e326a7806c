//
//  MGJRouter.h
//  URL router (vendored stand-in with the API the app uses).
//
//  Patterns look like "mgj://user/:uid": a segment starting with ':' matches any one
//  segment, and its value is handed to the handler under that name.
//

#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

/// Keys of the dictionary handed to handlers.
extern NSString *const MGJRouterParameterURL;
extern NSString *const MGJRouterParameterCompletion;
extern NSString *const MGJRouterParameterUserInfo;

/// Logs through NSLog in debug builds only.
#ifdef DEBUG
#define MGJRouterLog(fmt, ...) NSLog((@"[MGJRouter] " fmt), ##__VA_ARGS__)
#else
#define MGJRouterLog(...)
#endif

typedef void (^MGJRouterHandler)(NSDictionary<NSString *, id> *routerParameters);
typedef id _Nullable (^MGJRouterObjectHandler)(NSDictionary<NSString *, id> *routerParameters);

@interface MGJRouter : NSObject

+ (void)registerURLPattern:(NSString *)URLPattern toHandler:(MGJRouterHandler)handler;
+ (void)registerURLPattern:(NSString *)URLPattern toObjectHandler:(MGJRouterObjectHandler)handler;
+ (void)deregisterURLPattern:(NSString *)URLPattern;

+ (void)openURL:(NSString *)URL;
+ (void)openURL:(NSString *)URL completion:(nullable void (^)(id _Nullable result))completion;
+ (void)openURL:(NSString *)URL
   withUserInfo:(nullable NSDictionary<NSString *, id> *)userInfo
     completion:(nullable void (^)(id _Nullable result))completion;

+ (nullable id)objectForURL:(NSString *)URL;
+ (nullable id)objectForURL:(NSString *)URL withUserInfo:(nullable NSDictionary<NSString *, id> *)userInfo;

+ (BOOL)canOpenURL:(NSString *)URL;

/// generateURLWithPattern:@"mgj://user/:uid" parameters:@[@"42"] -> @"mgj://user/42"
+ (NSString *)generateURLWithPattern:(NSString *)pattern parameters:(NSArray *)parameters;

@end

NS_ASSUME_NONNULL_END
