//
//  TRVBadgeView.h
//  TravelUI
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

typedef NS_ENUM(NSInteger, TRVBadgeStyle) {
    TRVBadgeStyleNeutral,
    TRVBadgeStyleDeal,
    TRVBadgeStyleWarning,
};

/// A small rounded label: "Best price", "2 seats left", "Free cancellation".
@interface TRVBadgeView : UIView

@property (nonatomic, copy, nullable) NSString *text;
@property (nonatomic, assign) TRVBadgeStyle style;

- (instancetype)initWithText:(nullable NSString *)text style:(TRVBadgeStyle)style;

@end

NS_ASSUME_NONNULL_END
