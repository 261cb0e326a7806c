//
//  SaleModule.h
//  Sale module entry: flash sales.
//

@import Foundation;
#import <Mediator/SaleModuleService.h>
#import <Bifrost/Bifrost.h>

NS_ASSUME_NONNULL_BEGIN

@interface SaleModule : NSObject <BifrostModuleProtocol, SaleModuleService>

@end

NS_ASSUME_NONNULL_END
