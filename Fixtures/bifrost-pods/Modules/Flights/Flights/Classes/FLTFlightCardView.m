//
//  FLTFlightCardView.m
//

#import "FLTFlightCardView.h"
#import <VoyageFoundation/VoyageFoundation.h>
#import <VoyageNetwork/VYAPIClient.h>

@implementation FLTFlightCardView

- (instancetype)initWithFrame:(CGRect)frame {
    if ((self = [super initWithFrame:frame])) {
        _routeLabel = [[UILabel alloc] init];
        _timesLabel = [[UILabel alloc] init];
        _timesLabel.textColor = [UIColor vy_secondaryTextColor];
        [self addSubview:_routeLabel];
        [self addSubview:_timesLabel];
    }
    return self;
}

- (void)loadFlightWithId:(NSString *)flightId {
    NSString *path = [@"flights/" stringByAppendingString:flightId];
    [[VYAPIClient sharedClient] GET:path parameters:nil completion:^(id json, NSError *error) {
        if (![json isKindOfClass:[NSDictionary class]]) {
            return;
        }
        self.routeLabel.text = [NSString stringWithFormat:@"%@ → %@", json[@"from"], json[@"to"]];
        self.timesLabel.text = [VYFormatter durationStringFromMinutes:[json[@"minutes"] integerValue]];
    }];
}

@end
