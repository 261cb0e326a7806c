//
//  Common.h
//  Umbrella header of the Common module.
//

#import <UIKit/UIKit.h>
#import "CMNHTTPClient.h"

#ifndef Common_h
#define Common_h

#define CMN_WEAKIFY(object) __weak __typeof__(object) weak_##object = object
#define CMN_STRONGIFY(object) __strong __typeof__(object) object = weak_##object

#ifdef DEBUG
#define CMNLog(fmt, ...) NSLog((@"[travel] " fmt), ##__VA_ARGS__)
#else
#define CMNLog(...)
#endif

/// Teal used for prices and primary buttons.
#define CMN_COLOR_BRAND [UIColor colorWithRed:0.0 green:0.55 blue:0.60 alpha:1.0]

static inline NSString *CMNDayString(NSDate *date) {
    static NSDateFormatter *formatter;
    static dispatch_once_t onceToken;
    dispatch_once(&onceToken, ^{
        formatter = [[NSDateFormatter alloc] init];
        formatter.dateFormat = @"yyyy-MM-dd";
    });
    return [formatter stringFromDate:date];
}

#endif /* Common_h */
