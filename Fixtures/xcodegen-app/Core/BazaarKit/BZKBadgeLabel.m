#import "BZKBadgeLabel.h"

@implementation BZKBadgeLabel

- (instancetype)initWithFrame:(CGRect)frame {
    if ((self = [super initWithFrame:frame])) {
        _contentInsets = UIEdgeInsetsMake(2, 8, 2, 8);
        self.font = [UIFont preferredFontForTextStyle:UIFontTextStyleCaption1];
        self.textColor = UIColor.whiteColor;
        self.backgroundColor = UIColor.systemOrangeColor;
        self.layer.cornerRadius = 6;
        self.layer.masksToBounds = YES;
    }
    return self;
}

- (void)drawTextInRect:(CGRect)rect {
    [super drawTextInRect:UIEdgeInsetsInsetRect(rect, self.contentInsets)];
}

- (CGSize)intrinsicContentSize {
    CGSize size = [super intrinsicContentSize];
    return CGSizeMake(size.width + self.contentInsets.left + self.contentInsets.right,
                      size.height + self.contentInsets.top + self.contentInsets.bottom);
}

@end
