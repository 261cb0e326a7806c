//
//  CMNMacros.h
//

#ifndef CMNMacros_h
#define CMNMacros_h

/// Use in pairs around blocks that would otherwise retain `self`.
#define CMN_WEAKIFY(object) __weak __typeof__(object) weak_##object = object
#define CMN_STRONGIFY(object) __strong __typeof__(object) object = weak_##object

#define CMN_SCREEN_WIDTH ([UIScreen mainScreen].bounds.size.width)
#define CMN_ONE_PIXEL (1.0 / [UIScreen mainScreen].scale)

#ifdef DEBUG
#define CMNLog(fmt, ...) NSLog((@"%s:%d " fmt), __PRETTY_FUNCTION__, __LINE__, ##__VA_ARGS__)
#else
#define CMNLog(...)
#endif

/// Brand red used for prices and primary buttons.
#define CMN_COLOR_BRAND [UIColor colorWithRed:0.91 green:0.30 blue:0.24 alpha:1.0]

#endif /* CMNMacros_h */
