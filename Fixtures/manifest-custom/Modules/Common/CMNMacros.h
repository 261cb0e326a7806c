//
//  CMNMacros.h
//

#ifndef CMNMacros_h
#define CMNMacros_h

#define CMN_WEAKIFY(object) __weak __typeof__(object) weak_##object = object
#define CMN_STRONGIFY(object) __strong __typeof__(object) object = weak_##object

#ifdef DEBUG
#define CMNLog(fmt, ...) NSLog((@"[wallet-app] " fmt), ##__VA_ARGS__)
#else
#define CMNLog(...)
#endif

/// 1250 -> "¥12.50"
#define CMN_YUAN(cents) [NSString stringWithFormat:@"¥%.2f", (cents) / 100.0]

#endif /* CMNMacros_h */
