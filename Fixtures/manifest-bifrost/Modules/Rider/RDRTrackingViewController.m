//
//  RDRTrackingViewController.m
//

#import "RDRTrackingViewController.h"
#import "RiderLocationService.h"
#import "Common.h"
#import <MapKit/MapKit.h>
#import <Mediator/Mediator.h>

@interface RDRTrackingViewController ()
@property (nonatomic, copy) NSString *orderId;
@property (nonatomic, strong) MKMapView *mapView;
@property (nonatomic, strong) MKPointAnnotation *riderPin;
@end

@implementation RDRTrackingViewController

- (instancetype)initWithOrderId:(NSString *)orderId {
    self = [super initWithNibName:nil bundle:nil];
    if (self) {
        _orderId = [orderId copy];
        self.title = @"Your rider";
    }
    return self;
}

- (void)viewDidLoad {
    [super viewDidLoad];
    self.mapView = [[MKMapView alloc] initWithFrame:self.view.bounds];
    self.mapView.autoresizingMask = UIViewAutoresizingFlexibleWidth | UIViewAutoresizingFlexibleHeight;
    [self.view addSubview:self.mapView];
    self.riderPin = [[MKPointAnnotation alloc] init];
    self.navigationItem.rightBarButtonItem = [[UIBarButtonItem alloc] initWithTitle:@"Not delivered?"
                                                                              style:UIBarButtonItemStylePlain
                                                                             target:self
                                                                             action:@selector(reportNotDelivered)];
}

- (void)viewWillAppear:(BOOL)animated {
    [super viewWillAppear:animated];
    id<RiderLocationService> locations = BFModule(RiderLocationService);
    [self moveRiderTo:[locations lastKnownLocationForOrder:self.orderId]];
    CMN_WEAKIFY(self);
    [locations observeLocationForOrder:self.orderId update:^(CLLocationCoordinate2D coordinate) {
        CMN_STRONGIFY(self);
        [self moveRiderTo:coordinate];
    }];
}

- (void)viewWillDisappear:(BOOL)animated {
    [super viewWillDisappear:animated];
    [BFModule(RiderLocationService) stopObservingOrder:self.orderId];
}

- (void)moveRiderTo:(CLLocationCoordinate2D)coordinate {
    if (!CLLocationCoordinate2DIsValid(coordinate)) {
        return;
    }
    self.riderPin.coordinate = coordinate;
    if (![self.mapView.annotations containsObject:self.riderPin]) {
        [self.mapView addAnnotation:self.riderPin];
    }
    [self.mapView setCenterCoordinate:coordinate animated:YES];
}

- (void)reportNotDelivered {
    UIViewController *refund = [Bifrost handleURL:kRouteOrderRefund complexParams:@{kRouteParamOrderId: self.orderId} completion:nil];
    if (refund) {
        [self.navigationController pushViewController:refund animated:YES];
    }
}

@end
