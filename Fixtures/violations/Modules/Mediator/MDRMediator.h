//
//  MDRMediator.h
//  Target-action mediator: business modules expose `Target_<Module>` classes with
//  `Action_<name>:` methods and never import each other.
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@interface MDRMediator : NSObject

+ (instancetype)sharedInstance;

/// Calls -[Target_<target> Action_<action>:params] and returns its result, or nil when the
/// target or action does not exist (for example when a module is not linked).
- (nullable id)performTarget:(NSString *)target action:(NSString *)action params:(nullable NSDictionary *)params;

#pragma mark - Goods

- (nullable UIViewController *)goodsDetailViewControllerWithGoodsId:(NSString *)goodsId;

@end

NS_ASSUME_NONNULL_END
