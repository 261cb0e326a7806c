//
//  UserServiceProtocol.h
//  Services of the Profile module.
//

#import <UIKit/UIKit.h>
#import <BeeHive/BeeHive.h>

NS_ASSUME_NONNULL_BEGIN

@protocol UserServiceProtocol <BHServiceProtocol>

@property (nonatomic, readonly, getter=isLoggedIn) BOOL loggedIn;
@property (nonatomic, copy, readonly, nullable) NSString *userId;

- (UIViewController *)profileViewController;
/// Presents the login sheet over `presenter` and calls back with the result.
- (void)requireLoginFrom:(UIViewController *)presenter completion:(void (^)(BOOL loggedIn))completion;

@end

@protocol AddressServiceProtocol <BHServiceProtocol>

- (NSArray<NSDictionary<NSString *, NSString *> *> *)savedAddresses;
- (nullable NSDictionary<NSString *, NSString *> *)defaultAddress;

@end

/// Balance and top-ups. Served by the Wallet module.
@protocol WalletServiceProtocol <BHServiceProtocol>

- (NSInteger)balanceInCents;

@end

NS_ASSUME_NONNULL_END
