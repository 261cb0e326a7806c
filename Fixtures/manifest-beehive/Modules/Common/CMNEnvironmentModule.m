//
//  CMNEnvironmentModule.m
//  Picks the API host (production or staging) before anything talks to the network.
//  Registered through App/BeeHive.bundle/BeeHive.plist (moduleLevel 0, modulePriority 900).
//

#import <Foundation/Foundation.h>
#import <BeeHive/BeeHive.h>
#import "Common.h"

@interface CMNEnvironmentModule : NSObject <BHModuleProtocol>
@end

@implementation CMNEnvironmentModule

- (void)modSetUp:(BHContext *)context {
    BOOL staging = [[NSUserDefaults standardUserDefaults] boolForKey:@"CMNUseStaging"];
    NSString *host = staging ? @"https://staging-api.shop.example.com" : @"https://api.shop.example.com";
    [[NSUserDefaults standardUserDefaults] setObject:host forKey:@"CMNAPIHost"];
    CMNLog(@"API host: %@", host);
}

@end
