#import <Foundation/Foundation.h>

@interface HMEHomeModule : NSObject
@end

@implementation HMEHomeModule
@end
