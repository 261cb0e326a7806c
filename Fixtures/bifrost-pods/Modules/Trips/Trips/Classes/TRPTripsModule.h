//
//  TRPTripsModule.h
//

#import <Foundation/Foundation.h>
#import <Bifrost/Bifrost.h>

@interface TRPTripsModule : NSObject <BifrostModuleProtocol>
@end
