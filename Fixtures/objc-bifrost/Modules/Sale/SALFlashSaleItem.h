//
//  SALFlashSaleItem.h
//

#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

@interface SALFlashSaleItem : NSObject

@property (nonatomic, copy, readonly) NSString *goodsId;
@property (nonatomic, copy, readonly) NSString *title;
@property (nonatomic, assign, readonly) NSInteger salePriceInCents;
@property (nonatomic, assign, readonly) NSInteger originalPriceInCents;
@property (nonatomic, strong, readonly) NSDate *endDate;
@property (nonatomic, assign, readonly, getter=isRunning) BOOL running;

+ (nullable instancetype)itemWithDictionary:(NSDictionary *)dictionary;

/// "-35%" style badge text.
- (NSString *)discountBadgeText;

@end

NS_ASSUME_NONNULL_END
