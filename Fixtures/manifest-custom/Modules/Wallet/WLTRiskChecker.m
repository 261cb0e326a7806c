//
//  WLTRiskChecker.m
//

#import "WLTRiskChecker.h"
#import <Mediator/Mediator.h>

static const NSInteger WLTRiskSingleLimitCents = 500000;

@implementation WLTRiskChecker

// LX_EXPORT_SERVICE(RiskControlService)  // enable after the risk SDK review (RISK-112)

#if 0
+ (void)load {
    [[LXHub sharedHub] bindService:@protocol(RiskControlService) toClass:[WLTRiskChecker class]];
}
#endif

- (BOOL)shouldBlockPaymentOfCents:(NSInteger)cents forUser:(NSString *)userID {
    if (cents > WLTRiskSingleLimitCents) {
        return YES;
    }
    NSString *key = [@"risk.blocked." stringByAppendingString:userID];
    return [[NSUserDefaults standardUserDefaults] boolForKey:key];
}

@end
