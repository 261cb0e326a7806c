#import "FDFeedController.h"

@implementation FDFeedController
- (void)load {
    CMLog(@"load");
}
@end
