#import <Foundation/Foundation.h>
#import "MLCartServiceProtocol.h"

NS_ASSUME_NONNULL_BEGIN

/// Looks services up by protocol so business modules never import each other.
@interface MLMediator : NSObject

+ (void)registerService:(Protocol *)service implementation:(Class)implementation;
+ (nullable id)serviceForProtocol:(Protocol *)service;

@end

NS_ASSUME_NONNULL_END
