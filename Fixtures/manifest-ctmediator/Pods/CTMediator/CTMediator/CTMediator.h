//
//  CTMediator.h
//  Target-action mediator (vendored stand-in, trimmed to what the travel app uses).
//
//  -performTarget:action:params:shouldCacheTarget: instantiates the class
//  Target_<targetName> and sends it Action_<actionName>: with the params dictionary.
//  Business modules add categories on CTMediator that wrap these calls.
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

/// Key of the params dictionary holding the Swift module of the target, when it is a Swift class.
extern NSString *const kCTMediatorParamsKeySwiftTargetModuleName;

@interface CTMediator : NSObject

+ (instancetype)sharedInstance;

/// Remote calls: scheme://<target>/<action>?<params>. Actions whose name starts with
/// "native" cannot be reached this way.
- (nullable id)performActionWithUrl:(NSURL *)url completion:(void (^_Nullable)(NSDictionary *_Nullable info))completion;

/// Local calls.
- (nullable id)performTarget:(NSString *)targetName
                      action:(NSString *)actionName
                      params:(nullable NSDictionary *)params
           shouldCacheTarget:(BOOL)shouldCacheTarget;

- (void)releaseCachedTargetWithFullTargetName:(NSString *)fullTargetName;

@end

NS_ASSUME_NONNULL_END
