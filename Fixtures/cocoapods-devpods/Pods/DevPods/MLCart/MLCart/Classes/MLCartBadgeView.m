#import "MLCartBadgeView.h"

@implementation MLCartBadgeView {
    UILabel *_label;
}

- (instancetype)initWithFrame:(CGRect)frame {
    if ((self = [super initWithFrame:CGRectMake(0, 0, 28, 28)])) {
        _label = [[UILabel alloc] initWithFrame:self.bounds];
        _label.textAlignment = NSTextAlignmentCenter;
        [self addSubview:_label];
    }
    return self;
}

- (void)setCount:(NSInteger)count {
    _count = count;
    _label.text = count > 0 ? [NSString stringWithFormat:@"%ld", (long)count] : nil;
}

@end
