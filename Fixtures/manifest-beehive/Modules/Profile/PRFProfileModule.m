//
//  PRFProfileModule.m
//  Registered through App/BeeHive.bundle/BeeHive.plist (moduleLevel 1, modulePriority 200).
//

#import <Foundation/Foundation.h>
#import <BeeHive/BeeHive.h>
#import <Mediator/UserServiceProtocol.h>
#import "PRFUserService.h"
#import "Common.h"

@interface PRFProfileModule : NSObject <BHModuleProtocol>
@end

@implementation PRFProfileModule

- (void)modInit:(BHContext *)context {
    // The address book is listed in BHService.plist; registering it here as well would make
    // BeeHive assert at launch.
    /* [[BeeHive shareInstance] registerService:@protocol(AddressServiceProtocol) service:[PRFAddressBook class]]; */
    [[PRFUserService currentSession] restoreToken];
    CMNLog(@"profile module ready, logged in: %d", [PRFUserService currentSession].isLoggedIn);
}

- (void)modOpenURL:(BHContext *)context {
    if ([context.openURL.host isEqualToString:@"login-callback"]) {
        [[PRFUserService currentSession] finishLoginWithCallbackURL:context.openURL];
    }
}

@end
