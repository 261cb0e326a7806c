//
//  PaymentModuleService.h
//

#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

typedef NS_ENUM(NSInteger, PaymentChannel) {
    PaymentChannelWeChat,
    PaymentChannelAlipay,
    PaymentChannelCard,
};

typedef void (^PaymentCompletion)(BOOL paid, NSError *_Nullable error);

/// Provided by the Payment module.
@protocol PaymentModuleService <NSObject>

- (void)payOrder:(NSString *)orderId
     amountCents:(NSInteger)amountCents
         channel:(PaymentChannel)channel
      completion:(PaymentCompletion)completion;

@end

NS_ASSUME_NONNULL_END
