#ifndef CMNMacros_h
#define CMNMacros_h

#define CMN_ONE_PIXEL (1.0 / [UIScreen mainScreen].scale)
#define CMNLog(fmt, ...) NSLog((@"[PocketMall] " fmt), ##__VA_ARGS__)

#endif
