//
//  MDRMediator.m
//

#import "MDRMediator.h"

@interface MDRMediator ()
@property (nonatomic, strong) NSMutableDictionary<NSString *, NSObject *> *targetCache;
@end

@implementation MDRMediator

+ (instancetype)sharedInstance {
    static MDRMediator *mediator;
    static dispatch_once_t onceToken;
    dispatch_once(&onceToken, ^{
        mediator = [[MDRMediator alloc] init];
        mediator.targetCache = [NSMutableDictionary dictionary];
    });
    return mediator;
}

- (id)performTarget:(NSString *)target action:(NSString *)action params:(NSDictionary *)params {
    NSString *className = [@"Target_" stringByAppendingString:target];
    NSObject *targetObject = self.targetCache[className];
    if (!targetObject) {
        targetObject = [[NSClassFromString(className) alloc] init];
        self.targetCache[className] = targetObject;
    }
    SEL selector = NSSelectorFromString([NSString stringWithFormat:@"Action_%@:", action]);
    if (![targetObject respondsToSelector:selector]) {
        NSLog(@"[MDRMediator] no %@ on %@", NSStringFromSelector(selector), className);
        return nil;
    }
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Warc-performSelector-leaks"
    return [targetObject performSelector:selector withObject:params ?: @{}];
#pragma clang diagnostic pop
}

- (UIViewController *)goodsDetailViewControllerWithGoodsId:(NSString *)goodsId {
    return [self performTarget:@"Goods" action:@"goodsDetailViewController" params:@{@"goodsId": goodsId}];
}

@end
