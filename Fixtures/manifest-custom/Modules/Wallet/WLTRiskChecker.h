//
//  WLTRiskChecker.h
//  Local fraud rules, waiting for the risk SDK review before it is exported.
//

#import <Foundation/Foundation.h>
#import <Mediator/RiskControlService.h>

NS_ASSUME_NONNULL_BEGIN

@interface WLTRiskChecker : NSObject <RiskControlService>
@end

NS_ASSUME_NONNULL_END
