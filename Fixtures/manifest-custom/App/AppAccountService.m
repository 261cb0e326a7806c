//
//  AppAccountService.m
//

#import "AppAccountService.h"
#import <Mediator/Mediator.h>

static NSString *const APPUserIDKey = @"account.userID";
static NSString *const APPTokenKey = @"account.token";

@implementation AppAccountService

+ (void)load {
    [[LXHub sharedHub] bindService:@protocol(AccountService) toClass:AppAccountService.class];
}

- (NSString *)userID {
    return [[NSUserDefaults standardUserDefaults] stringForKey:APPUserIDKey];
}

- (NSString *)accessToken {
    return [[NSUserDefaults standardUserDefaults] stringForKey:APPTokenKey];
}

- (void)signInWithUserID:(NSString *)userID accessToken:(NSString *)accessToken {
    [[NSUserDefaults standardUserDefaults] setObject:userID forKey:APPUserIDKey];
    [[NSUserDefaults standardUserDefaults] setObject:accessToken forKey:APPTokenKey];
}

- (void)signOut {
    [[NSUserDefaults standardUserDefaults] removeObjectForKey:APPUserIDKey];
    [[NSUserDefaults standardUserDefaults] removeObjectForKey:APPTokenKey];
}

@end
