#import <Foundation/Foundation.h>

/// Quiet logging in release builds: every file that includes this header logs through it.
#ifdef DEBUG
#define NSLog(format, ...) NSLog((@"[Recipes] " format), ##__VA_ARGS__)
#else
#define NSLog(...)
#endif
