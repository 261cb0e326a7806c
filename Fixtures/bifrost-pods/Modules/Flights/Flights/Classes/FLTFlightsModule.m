//
//  FLTFlightsModule.m
//

#import "FLTFlightsModule.h"
#import "FLTFlightCardView.h"
#import "FLTFlightSearchViewController.h"

@implementation FLTFlightsModule

+ (void)load {
    BFRegister(VYFlightsService);
}

+ (instancetype)sharedInstance {
    static FLTFlightsModule *module;
    static dispatch_once_t onceToken;
    dispatch_once(&onceToken, ^{
        module = [[FLTFlightsModule alloc] init];
    });
    return module;
}

- (void)setup {
    [Bifrost bindURL:VYRouteFlightSearch toHandler:^id(NSDictionary *parameters) {
        return [[FLTFlightSearchViewController alloc] init];
    }];
    [Bifrost bindURL:VYRouteFlightDetail toHandler:^id(NSDictionary *parameters) {
        NSString *flightId = parameters[VYRouteParamFlightId];
        return flightId ? [[FLTFlightSearchViewController alloc] initWithHighlightedFlightId:flightId] : nil;
    }];
}

#pragma mark - VYFlightsService

- (UIView *)flightSummaryViewForFlightId:(NSString *)flightId {
    FLTFlightCardView *card = [[FLTFlightCardView alloc] initWithFrame:CGRectZero];
    [card loadFlightWithId:flightId];
    return card;
}

@end
