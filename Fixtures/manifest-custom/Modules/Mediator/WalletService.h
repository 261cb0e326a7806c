//
//  WalletService.h
//

#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

/// Provided by the Wallet module.
@protocol WalletService <NSObject>

- (NSInteger)balanceInCents;

/// Pays from the wallet balance. NO when the balance is short or risk control blocks it.
- (BOOL)payCents:(NSInteger)cents forOrder:(NSString *)orderID;

@end

NS_ASSUME_NONNULL_END
