//
//  TRVBadgeView.m
//  TravelUI
//

#import "TRVBadgeView.h"

@interface TRVBadgeView ()
@property (nonatomic, strong) UILabel *label;
@end

@implementation TRVBadgeView

- (instancetype)initWithText:(NSString *)text style:(TRVBadgeStyle)style {
    self = [super initWithFrame:CGRectZero];
    if (self) {
        _label = [[UILabel alloc] init];
        _label.font = [UIFont preferredFontForTextStyle:UIFontTextStyleCaption1];
        _label.adjustsFontForContentSizeCategory = YES;
        _label.translatesAutoresizingMaskIntoConstraints = NO;
        [self addSubview:_label];
        [NSLayoutConstraint activateConstraints:@[
            [_label.topAnchor constraintEqualToAnchor:self.topAnchor constant:2],
            [_label.bottomAnchor constraintEqualToAnchor:self.bottomAnchor constant:-2],
            [_label.leadingAnchor constraintEqualToAnchor:self.leadingAnchor constant:6],
            [_label.trailingAnchor constraintEqualToAnchor:self.trailingAnchor constant:-6],
        ]];
        self.layer.cornerRadius = 4;
        self.text = text;
        self.style = style;
    }
    return self;
}

- (instancetype)initWithFrame:(CGRect)frame {
    return [self initWithText:nil style:TRVBadgeStyleNeutral];
}

- (void)setText:(NSString *)text {
    _text = [text copy];
    self.label.text = text;
    self.hidden = text.length == 0;
}

- (void)setStyle:(TRVBadgeStyle)style {
    _style = style;
    switch (style) {
        case TRVBadgeStyleDeal:
            self.backgroundColor = [UIColor.systemGreenColor colorWithAlphaComponent:0.15];
            self.label.textColor = UIColor.systemGreenColor;
            break;
        case TRVBadgeStyleWarning:
            self.backgroundColor = [UIColor.systemOrangeColor colorWithAlphaComponent:0.15];
            self.label.textColor = UIColor.systemOrangeColor;
            break;
        case TRVBadgeStyleNeutral:
            self.backgroundColor = UIColor.secondarySystemFillColor;
            self.label.textColor = UIColor.secondaryLabelColor;
            break;
    }
}

@end
