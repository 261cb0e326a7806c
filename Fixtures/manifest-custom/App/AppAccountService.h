//
//  AppAccountService.h
//

#import <Foundation/Foundation.h>
#import <Mediator/AccountService.h>

NS_ASSUME_NONNULL_BEGIN

/// The signed-in account, kept in the keychain by the app shell.
@interface AppAccountService : NSObject <AccountService>

- (void)signInWithUserID:(NSString *)userID accessToken:(NSString *)accessToken;
- (void)signOut;

@end

NS_ASSUME_NONNULL_END
