//
//  UIColor+VYTheme.h
//

#import <UIKit/UIKit.h>

@interface UIColor (VYTheme)

+ (UIColor *)vy_brandColor;
+ (UIColor *)vy_secondaryTextColor;

@end
