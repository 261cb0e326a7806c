//
//  CMNMacros.h
//

#ifndef CMNMacros_h
#define CMNMacros_h

#define CMN_WEAKIFY(object) __weak __typeof__(object) weak_##object = object
#define CMN_STRONGIFY(object) __strong __typeof__(object) object = weak_##object

#ifdef DEBUG
#define CMNLog(fmt, ...) NSLog((@"[social] " fmt), ##__VA_ARGS__)
#else
#define CMNLog(...)
#endif

#define CMN_API_HOST @"https://api.example-social.com"

#endif /* CMNMacros_h */
