//
//  WLTWalletServiceImpl.h
//

#import <Foundation/Foundation.h>
#import <Mediator/WalletService.h>

NS_ASSUME_NONNULL_BEGIN

@interface WLTWalletServiceImpl : NSObject <WalletService>

/// Adds money after a successful top-up.
- (void)creditCents:(NSInteger)cents;

@end

NS_ASSUME_NONNULL_END
