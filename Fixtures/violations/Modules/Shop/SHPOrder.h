//
//  SHPOrder.h
//

#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

typedef NS_ENUM(NSInteger, SHPOrderStatus) {
    SHPOrderStatusDraft,
    SHPOrderStatusPlaced,
    SHPOrderStatusPaid,
    SHPOrderStatusCancelled,
};

@interface SHPOrder : NSObject

@property (nonatomic, copy) NSString *orderNumber;
@property (nonatomic, assign) SHPOrderStatus status;
@property (nonatomic, assign) NSInteger totalInCents;
/// [{"goods_id": ..., "quantity": ..., "price": ...}]
@property (nonatomic, copy) NSArray<NSDictionary *> *lines;
@property (nonatomic, strong, nullable) NSDate *placedAt;

+ (nullable instancetype)orderWithDictionary:(NSDictionary *)dictionary;

@end

NS_ASSUME_NONNULL_END
