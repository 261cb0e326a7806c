//
//  UIColor+VYTheme.m
//

#import "UIColor+VYTheme.h"

@implementation UIColor (VYTheme)

+ (UIColor *)vy_brandColor {
    return [UIColor colorWithRed:0.05 green:0.42 blue:0.65 alpha:1.0];
}

+ (UIColor *)vy_secondaryTextColor {
    return [UIColor colorWithWhite:0.45 alpha:1.0];
}

@end
