//
//  RiskControlService.h
//

#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

/// Fraud checks before money moves.
@protocol RiskControlService <NSObject>

- (BOOL)shouldBlockPaymentOfCents:(NSInteger)cents forUser:(NSString *)userID;

@end

NS_ASSUME_NONNULL_END
