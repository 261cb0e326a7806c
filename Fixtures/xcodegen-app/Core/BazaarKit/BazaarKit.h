//  BazaarKit.h
//  Umbrella header of the BazaarKit framework.

#import <Foundation/Foundation.h>

FOUNDATION_EXPORT double BazaarKitVersionNumber;
FOUNDATION_EXPORT const unsigned char BazaarKitVersionString[];

#import <BazaarKit/BZKBadgeLabel.h>
