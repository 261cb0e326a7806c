#ifdef __OBJC__
#import <UIKit/UIKit.h>
#endif

FOUNDATION_EXPORT double Pods_MallAppVersionNumber;
FOUNDATION_EXPORT const unsigned char Pods_MallAppVersionString[];
