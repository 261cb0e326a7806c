#import <Foundation/Foundation.h>

/// Names the app and its extensions share: compiled into all of them.
extern NSString * const RCPAppGroupIdentifier;
extern NSString * const RCPRecipesBucket;
