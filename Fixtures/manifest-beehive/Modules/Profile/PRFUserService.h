//
//  PRFUserService.h
//

#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

/// The signed-in user. Adopts UserServiceProtocol in its class extension (PRFUserService.m).
@interface PRFUserService : NSObject

/// Shared session state behind every PRFUserService instance.
+ (instancetype)currentSession;

@property (nonatomic, readonly, getter=isLoggedIn) BOOL loggedIn;
@property (nonatomic, copy, readonly, nullable) NSString *userId;

- (void)restoreToken;
- (void)finishLoginWithCallbackURL:(NSURL *)url;

@end

NS_ASSUME_NONNULL_END
