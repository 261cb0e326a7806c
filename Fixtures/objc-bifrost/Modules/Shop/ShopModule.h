//
//  ShopModule.h
//  Shop module entry: storefronts and the cart.
//

#import <Foundation/Foundation.h>
#import <Mediator/Mediator.h>

NS_ASSUME_NONNULL_BEGIN

@interface ShopModule : NSObject <BifrostModuleProtocol, ShopModuleService>

@end

NS_ASSUME_NONNULL_END
