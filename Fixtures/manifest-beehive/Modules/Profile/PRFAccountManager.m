//
//  PRFAccountManager.m
//  The 3.x account manager. Replaced by PRFUserService, but BHService.plist still lists it
//  for UserServiceProtocol.
//

#import <Foundation/Foundation.h>
#import <BeeHive/BeeHive.h>
#import <Mediator/UserServiceProtocol.h>
#import "PRFUserService.h"

@interface PRFAccountManager : NSObject <UserServiceProtocol>
@end

@implementation PRFAccountManager

+ (BOOL)singleton {
    return YES;
}

- (BOOL)isLoggedIn {
    return [PRFUserService currentSession].isLoggedIn;
}

- (NSString *)userId {
    return [PRFUserService currentSession].userId;
}

- (UIViewController *)profileViewController {
    return [(id<UserServiceProtocol>)[PRFUserService currentSession] profileViewController];
}

- (void)requireLoginFrom:(UIViewController *)presenter completion:(void (^)(BOOL loggedIn))completion {
    [(id<UserServiceProtocol>)[PRFUserService currentSession] requireLoginFrom:presenter completion:completion];
}

@end
