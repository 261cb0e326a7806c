//
//  CMNAnalyticsModule.h
//  Starts the analytics SDK before any business module runs. Registered by the app at launch.
//

#import <Foundation/Foundation.h>
#import <BeeHive/BeeHive.h>

NS_ASSUME_NONNULL_BEGIN

@interface CMNAnalyticsModule : NSObject <BHModuleProtocol>

+ (void)trackEvent:(NSString *)event properties:(nullable NSDictionary<NSString *, id> *)properties;

@end

NS_ASSUME_NONNULL_END
