//
//  USRAccountStore.h
//

#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

@interface USRUser : NSObject
@property (nonatomic, copy) NSString *uid;
@property (nonatomic, copy) NSString *nickname;
@property (nonatomic, copy, nullable) NSURL *avatarURL;
@property (nonatomic, assign) NSInteger followerCount;
@end

/// The signed-in account and the users it blocked.
@interface USRAccountStore : NSObject

+ (instancetype)sharedStore;

@property (nonatomic, strong, readonly, nullable) USRUser *currentUser;

- (void)refreshCurrentUser;
- (void)blockUser:(NSString *)uid;
- (BOOL)isBlocked:(NSString *)uid;

@end

NS_ASSUME_NONNULL_END
