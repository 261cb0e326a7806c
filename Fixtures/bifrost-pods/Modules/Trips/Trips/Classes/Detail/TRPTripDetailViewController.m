//
//  TRPTripDetailViewController.m
//

#import "TRPTripDetailViewController.h"
#import "TRPTrip.h"
#import <VoyageMediator/VoyageMediator.h>
#import <VoyageFoundation/VoyageFoundation.h>
// The flight card looks right here, so it was imported straight from the Flights pod
// (and `s.dependency 'Flights'` added to Trips.podspec) instead of asking VYFlightsService.
#import <Flights/FLTFlightCardView.h>

@interface TRPTripDetailViewController ()
@property (nonatomic, strong) TRPTrip *trip;
@end

@implementation TRPTripDetailViewController

- (instancetype)initWithTrip:(TRPTrip *)trip {
    if ((self = [super initWithNibName:nil bundle:nil])) {
        _trip = trip;
        self.title = trip.title;
    }
    return self;
}

- (void)viewDidLoad {
    [super viewDidLoad];
    self.view.backgroundColor = UIColor.systemBackgroundColor;
    if (self.trip.outboundFlightId) {
        FLTFlightCardView *card = [[FLTFlightCardView alloc] initWithFrame:CGRectMake(16, 100, 343, 88)];
        [card loadFlightWithId:self.trip.outboundFlightId];
        card.routeLabel.textColor = [UIColor vy_brandColor];
        [self.view addSubview:card];
    }
}

- (void)showFlightDetail {
    NSString *url = [NSString stringWithFormat:@"%@?%@=%@", VYRouteFlightDetail, VYRouteParamFlightId, self.trip.outboundFlightId];
    UIViewController *detail = [Bifrost handleURL:url complexParams:nil completion:nil];
    if (detail) {
        [self.navigationController pushViewController:detail animated:YES];
    }
}

@end
