//
//  SHPCartModule.m
//  The cart is restored from disk before the first screen appears, so this module is set up
//  in the basic level, off the main thread.
//

#import <Foundation/Foundation.h>
#import <BeeHive/BeeHive.h>
#import "SHPCartService.h"
#import "Common.h"

@interface SHPCartModule : NSObject <BHModuleProtocol>
@end

@implementation SHPCartModule

BH_EXPORT_MODULE(YES)

- (void)basicModuleLevel {}

- (NSInteger)modulePriority {
    return 300;
}

- (void)modInit:(BHContext *)context {
    [[BeeHive shareInstance] registerService:@protocol(CartServiceProtocol)
                                     service:[SHPCartService class]];
    [[SHPCartService sharedCart] restore];
    CMNLog(@"cart restored with %ld items", (long)[[SHPCartService sharedCart] totalQuantity]);
}

- (void)modDidEnterBackground:(BHContext *)context {
    [[SHPCartService sharedCart] persist];
}

@end
