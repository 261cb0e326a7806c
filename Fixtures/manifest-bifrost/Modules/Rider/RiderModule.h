//
//  RiderModule.h
//  Rider module entry: dispatch, live tracking and rider chat.
//

#import <Foundation/Foundation.h>
#import <Bifrost/Bifrost.h>
#import <Mediator/RiderModuleService.h>
#import "RiderLocationService.h"

NS_ASSUME_NONNULL_BEGIN

@interface RiderModule : NSObject <BifrostModuleProtocol, RiderModuleService, RiderLocationService>
@end

NS_ASSUME_NONNULL_END
