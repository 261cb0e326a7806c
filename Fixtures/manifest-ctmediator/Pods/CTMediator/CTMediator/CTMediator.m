//
//  CTMediator.m
//

#import "CTMediator.h"
#import <objc/runtime.h>

NSString *const kCTMediatorParamsKeySwiftTargetModuleName = @"kCTMediatorParamsKeySwiftTargetModuleName";

@interface CTMediator ()
@property (nonatomic, strong) NSMutableDictionary<NSString *, NSObject *> *cachedTargets;
@end

@implementation CTMediator

+ (instancetype)sharedInstance {
    static CTMediator *mediator;
    static dispatch_once_t onceToken;
    dispatch_once(&onceToken, ^{
        mediator = [[CTMediator alloc] init];
        mediator.cachedTargets = [NSMutableDictionary dictionary];
    });
    return mediator;
}

- (id)performActionWithUrl:(NSURL *)url completion:(void (^)(NSDictionary *))completion {
    if (url == nil || ![url isKindOfClass:NSURL.class]) {
        return nil;
    }
    NSMutableDictionary *params = [NSMutableDictionary dictionary];
    for (NSURLQueryItem *item in [NSURLComponents componentsWithURL:url resolvingAgainstBaseURL:NO].queryItems) {
        params[item.name] = item.value;
    }
    NSString *actionName = [url.path stringByReplacingOccurrencesOfString:@"/" withString:@""];
    if ([actionName hasPrefix:@"native"]) {
        return @(NO);
    }
    id result = [self performTarget:url.host action:actionName params:params shouldCacheTarget:NO];
    if (completion) {
        completion(result ? @{@"result": result} : nil);
    }
    return result;
}

- (id)performTarget:(NSString *)targetName action:(NSString *)actionName params:(NSDictionary *)params shouldCacheTarget:(BOOL)shouldCacheTarget {
    if (targetName.length == 0) {
        return nil;
    }
    NSString *swiftModuleName = params[kCTMediatorParamsKeySwiftTargetModuleName];
    NSString *targetClassString = swiftModuleName.length > 0
        ? [NSString stringWithFormat:@"%@.Target_%@", swiftModuleName, targetName]
        : [NSString stringWithFormat:@"Target_%@", targetName];
    NSObject *target = self.cachedTargets[targetClassString];
    if (target == nil) {
        target = [[NSClassFromString(targetClassString) alloc] init];
    }
    SEL action = NSSelectorFromString([NSString stringWithFormat:@"Action_%@:", actionName]);
    if (target == nil) {
        NSLog(@"CTMediator: no target %@ for action %@", targetClassString, actionName);
        return nil;
    }
    if (shouldCacheTarget) {
        self.cachedTargets[targetClassString] = target;
    }
    if ([target respondsToSelector:action]) {
        return [self safePerformAction:action target:target params:params];
    }
    SEL notFound = NSSelectorFromString(@"notFound:");
    if ([target respondsToSelector:notFound]) {
        return [self safePerformAction:notFound target:target params:params];
    }
    [self.cachedTargets removeObjectForKey:targetClassString];
    return nil;
}

- (void)releaseCachedTargetWithFullTargetName:(NSString *)fullTargetName {
    [self.cachedTargets removeObjectForKey:fullTargetName];
}

/// Calls an action that returns an object or void; other return types are boxed as NSNumber.
- (id)safePerformAction:(SEL)action target:(NSObject *)target params:(NSDictionary *)params {
    NSMethodSignature *signature = [target methodSignatureForSelector:action];
    if (!signature) {
        return nil;
    }
    const char *returnType = signature.methodReturnType;
    if (strcmp(returnType, @encode(void)) == 0 || strcmp(returnType, @encode(BOOL)) == 0 || strcmp(returnType, @encode(NSInteger)) == 0) {
        NSInvocation *invocation = [NSInvocation invocationWithMethodSignature:signature];
        [invocation setArgument:&params atIndex:2];
        invocation.selector = action;
        invocation.target = target;
        [invocation invoke];
        if (strcmp(returnType, @encode(void)) == 0) {
            return nil;
        }
        NSInteger value = 0;
        [invocation getReturnValue:&value];
        return @(value);
    }
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Warc-performSelector-leaks"
    return [target performSelector:action withObject:params];
#pragma clang diagnostic pop
}

@end
