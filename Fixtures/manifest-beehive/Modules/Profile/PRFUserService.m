//
//  PRFUserService.m
//

#import "PRFUserService.h"
#import "PRFProfileViewController.h"
#import <BeeHive/BeeHive.h>
#import <Mediator/UserServiceProtocol.h>
#import <AuthenticationServices/AuthenticationServices.h>
#import "Common.h"

@BeeHiveService(UserServiceProtocol, PRFUserService)

static NSString *const kPRFTokenKey = @"PRFAccessToken";

@interface PRFUserService () <UserServiceProtocol>
@property (nonatomic, copy, nullable) NSString *token;
@property (nonatomic, copy, readwrite, nullable) NSString *userId;
@property (nonatomic, copy, nullable) void (^pendingLogin)(BOOL loggedIn);
@end

@implementation PRFUserService

/// Every lookup gets a fresh object; the state lives in +currentSession.
+ (BOOL)singleton {
    return NO;
}

+ (instancetype)currentSession {
    static PRFUserService *session;
    static dispatch_once_t onceToken;
    dispatch_once(&onceToken, ^{
        session = [[PRFUserService alloc] init];
    });
    return session;
}

- (BOOL)isLoggedIn {
    return [PRFUserService currentSession].token.length > 0;
}

- (NSString *)userId {
    return self == [PRFUserService currentSession] ? _userId : [PRFUserService currentSession].userId;
}

- (void)restoreToken {
    self.token = [[NSUserDefaults standardUserDefaults] stringForKey:kPRFTokenKey];
}

#pragma mark - UserServiceProtocol

- (UIViewController *)profileViewController {
    return [[PRFProfileViewController alloc] init];
}

- (void)requireLoginFrom:(UIViewController *)presenter completion:(void (^)(BOOL loggedIn))completion {
    if (self.isLoggedIn) {
        completion(YES);
        return;
    }
    [PRFUserService currentSession].pendingLogin = completion;
    NSURL *loginURL = [NSURL URLWithString:@"https://account.shop.example.com/oauth/authorize?client_id=ios&redirect_uri=shop://login-callback"];
    [[UIApplication sharedApplication] openURL:loginURL options:@{} completionHandler:nil];
    CMNLog(@"login requested by %@", NSStringFromClass(presenter.class));
}

- (void)finishLoginWithCallbackURL:(NSURL *)url {
    NSURLComponents *components = [NSURLComponents componentsWithURL:url resolvingAgainstBaseURL:NO];
    for (NSURLQueryItem *item in components.queryItems) {
        if ([item.name isEqualToString:@"token"]) {
            self.token = item.value;
        } else if ([item.name isEqualToString:@"uid"]) {
            self.userId = item.value;
        }
    }
    [[NSUserDefaults standardUserDefaults] setObject:self.token forKey:kPRFTokenKey];
    if (self.pendingLogin) {
        self.pendingLogin(self.isLoggedIn);
        self.pendingLogin = nil;
    }
}

@end
