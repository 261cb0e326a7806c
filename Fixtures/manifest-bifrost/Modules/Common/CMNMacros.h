//
//  CMNMacros.h
//

#ifndef CMNMacros_h
#define CMNMacros_h

#define CMN_WEAKIFY(object) __weak __typeof__(object) weak_##object = object
#define CMN_STRONGIFY(object) __strong __typeof__(object) object = weak_##object

#ifdef DEBUG
#define CMNLog(fmt, ...) NSLog((@"[waimai] " fmt), ##__VA_ARGS__)
#else
#define CMNLog(...)
#endif

/// "¥12.50" from 1250.
#define CMN_PRICE_STRING(cents) [NSString stringWithFormat:@"¥%.2f", (cents) / 100.0]

#define CMN_COLOR_BRAND [UIColor colorWithRed:1.0 green:0.82 blue:0.0 alpha:1.0]

#endif /* CMNMacros_h */
