//
//  GoodsModule.h
//  Goods module entry: registers GoodsModuleService and binds the goods routes.
//

#import <Foundation/Foundation.h>
#import <Mediator/GoodsModuleService.h>
#import <Bifrost/Bifrost.h>

NS_ASSUME_NONNULL_BEGIN

@interface GoodsModule : NSObject <BifrostModuleProtocol, GoodsModuleService>

@end

NS_ASSUME_NONNULL_END
