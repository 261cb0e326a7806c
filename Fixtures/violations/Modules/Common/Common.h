//
//  Common.h
//  Umbrella header of the Common module.
//

#import <UIKit/UIKit.h>

#import "CMNShareHelper.h"

#ifndef Common_h
#define Common_h

#ifdef DEBUG
#define CMNLog(fmt, ...) NSLog((@"%s " fmt), __PRETTY_FUNCTION__, ##__VA_ARGS__)
#else
#define CMNLog(...)
#endif

#define CMN_COLOR_BRAND [UIColor colorWithRed:0.93 green:0.27 blue:0.22 alpha:1.0]
#define CMN_SCREEN_WIDTH CGRectGetWidth(UIScreen.mainScreen.bounds)

#endif /* Common_h */
