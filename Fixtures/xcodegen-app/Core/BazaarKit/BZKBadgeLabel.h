#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

/// A rounded, tinted label for "Top seller"-style badges.
@interface BZKBadgeLabel : UILabel

@property (nonatomic) UIEdgeInsets contentInsets;

@end

NS_ASSUME_NONNULL_END
