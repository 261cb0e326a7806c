//
//  HTLHotelDetailViewController.m
//

#import "HTLHotelDetailViewController.h"
#import "HTLHotel.h"
#import <Mediator/CTMediator+Flight.h>
#import "Common.h"

@interface HTLHotelDetailViewController ()
@property (nonatomic, copy) NSString *hotelId;
@property (nonatomic, strong, nullable) NSDate *checkIn;
@property (nonatomic, assign) NSInteger nights;
@property (nonatomic, strong, nullable) HTLHotel *hotel;
@property (nonatomic, strong) UILabel *summaryLabel;
@end

@implementation HTLHotelDetailViewController

- (instancetype)initWithHotelId:(NSString *)hotelId checkIn:(NSDate *)checkIn nights:(NSInteger)nights {
    self = [super initWithNibName:nil bundle:nil];
    if (self) {
        _hotelId = [hotelId copy];
        _checkIn = checkIn;
        _nights = MAX(nights, 1);
    }
    return self;
}

- (void)viewDidLoad {
    [super viewDidLoad];
    self.view.backgroundColor = UIColor.systemBackgroundColor;
    self.summaryLabel = [[UILabel alloc] initWithFrame:CGRectInset(self.view.bounds, 16, 120)];
    self.summaryLabel.numberOfLines = 0;
    [self.view addSubview:self.summaryLabel];

    NSString *actionTitle = self.checkIn ? @"Book" : @"Flights there";
    self.navigationItem.rightBarButtonItem = [[UIBarButtonItem alloc] initWithTitle:actionTitle
                                                                              style:UIBarButtonItemStyleDone
                                                                             target:self
                                                                             action:@selector(primaryAction)];
    CMN_WEAKIFY(self);
    [[CMNHTTPClient sharedClient] GET:[@"hotels/" stringByAppendingString:self.hotelId] query:nil completion:^(id json, NSError *error) {
        CMN_STRONGIFY(self);
        self.hotel = [HTLHotel hotelWithDictionary:json ?: @{}];
        self.title = self.hotel.name;
        self.summaryLabel.text = self.checkIn
            ? [NSString stringWithFormat:@"%@\nfrom %@, %ld nights", self.hotel.city, CMNDayString(self.checkIn), (long)self.nights]
            : self.hotel.city;
    }];
}

- (void)primaryAction {
    if (self.checkIn) {
        [self book];
        return;
    }
    // The Flight module is reached through the Mediator's category, never imported.
    UIViewController *search = [[CTMediator sharedInstance] CTMediator_flightSearchViewControllerFrom:nil to:self.hotel.city];
    if (search) {
        [self.navigationController pushViewController:search animated:YES];
    }
}

- (void)book {
    NSDictionary *query = @{@"checkIn": CMNDayString(self.checkIn), @"nights": @(self.nights).stringValue};
    [[CMNHTTPClient sharedClient] GET:[NSString stringWithFormat:@"hotels/%@/availability", self.hotelId] query:query completion:^(id json, NSError *error) {
        CMNLog(@"availability of %@: %@", self.hotelId, json ?: error);
    }];
}

@end
