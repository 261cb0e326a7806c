//
//  Common.h
//  Umbrella header of the Common module: macros and helpers every module may use.
//

#import <UIKit/UIKit.h>

#ifndef Common_h
#define Common_h

#define CMN_WEAKIFY(object) __weak __typeof__(object) weak_##object = object
#define CMN_STRONGIFY(object) __strong __typeof__(object) object = weak_##object

#ifdef DEBUG
#define CMNLog(fmt, ...) NSLog((@"[shop] " fmt), ##__VA_ARGS__)
#else
#define CMNLog(...)
#endif

/// Orange used for prices and the primary buttons.
#define CMN_COLOR_BRAND [UIColor colorWithRed:1.0 green:0.40 blue:0.0 alpha:1.0]

static inline NSString *CMNPriceText(NSInteger cents) {
    return [NSString stringWithFormat:@"¥%ld.%02ld", (long)(cents / 100), (long)(cents % 100)];
}

#endif /* Common_h */
