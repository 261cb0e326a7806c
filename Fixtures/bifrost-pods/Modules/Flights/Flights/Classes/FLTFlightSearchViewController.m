//
//  FLTFlightSearchViewController.m
//

#import "FLTFlightSearchViewController.h"
#import "FLTFlightCardView.h"
#import <VoyageFoundation/VoyageFoundation.h>

@interface FLTFlightSearchViewController ()
@property (nonatomic, copy, nullable) NSString *highlightedFlightId;
@end

@implementation FLTFlightSearchViewController

- (instancetype)initWithHighlightedFlightId:(NSString *)flightId {
    if ((self = [super initWithNibName:nil bundle:nil])) {
        _highlightedFlightId = [flightId copy];
        self.title = NSLocalizedString(@"Flights", nil);
    }
    return self;
}

- (instancetype)init {
    return [self initWithHighlightedFlightId:nil];
}

- (void)viewDidLoad {
    [super viewDidLoad];
    self.view.backgroundColor = UIColor.systemBackgroundColor;
    self.navigationController.navigationBar.tintColor = [UIColor vy_brandColor];
    if (self.highlightedFlightId) {
        FLTFlightCardView *card = [[FLTFlightCardView alloc] initWithFrame:CGRectInset(self.view.bounds, 16, 120)];
        [card loadFlightWithId:self.highlightedFlightId];
        [self.view addSubview:card];
    }
}

@end
