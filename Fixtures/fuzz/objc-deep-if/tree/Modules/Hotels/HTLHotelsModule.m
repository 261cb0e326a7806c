#import "HTLHotelsModule.h"

@implementation HTLHotelsModule
- (void)start {
    CMNLog(@"hotels");
}
@end
