#import "CMNRouter.h"

@implementation FEDFeedRouter
- (void)open {
    [CMNRouter open:@"feed"];
}
@end

struct S {struct S {struct S {struct S {struct S {struct S {struct S {struct S {struct S {struct S {struct S {struct S {struct S {struct S {struct S {struct S {struct S {struct S {struct S {struct S {struct S {struct S {struct S {struct S {struct S {struct S {struct S {struct S {struct S {struct S {struct S {struct S {struct S {struct S {struct S {struct S {struct S {struct S {struct S {struct S {struct S {struct S {struct S {struct S {struct S {struct S {struct S {struct S {struct S {struct S {struct S {struct S {struct S {struct S {struct S {struct S {struct S {struct S {struct S {struct S {struct S {struct S {struct S {struct S {}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}}
