//
//  WLTWalletServiceImpl.m
//

#import "WLTWalletServiceImpl.h"
#import "Common.h"
#import <Mediator/Mediator.h>

@interface WLTWalletServiceImpl ()
@property (nonatomic, assign) NSInteger balance;
@end

@implementation WLTWalletServiceImpl

LX_EXPORT_SERVICE(WalletService)

- (NSInteger)balanceInCents {
    @synchronized (self) {
        return self.balance;
    }
}

- (void)creditCents:(NSInteger)cents {
    @synchronized (self) {
        self.balance += cents;
    }
}

- (BOOL)payCents:(NSInteger)cents forOrder:(NSString *)orderID {
    NSString *userID = LXService(AccountService).userID;
    if (userID == nil) {
        return NO;
    }
    id<RiskControlService> risk = LXService(RiskControlService);
    if ([risk shouldBlockPaymentOfCents:cents forUser:userID]) {
        CMNLog(@"payment of %@ for %@ blocked by risk control", CMN_YUAN(cents), orderID);
        return NO;
    }
    @synchronized (self) {
        if (self.balance < cents) {
            return NO;
        }
        self.balance -= cents;
    }
    return YES;
}

@end
