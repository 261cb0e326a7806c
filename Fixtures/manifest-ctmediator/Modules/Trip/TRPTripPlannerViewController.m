//
//  TRPTripPlannerViewController.m
//

#import "TRPTripPlannerViewController.h"
#import <CTMediator/CTMediator.h>
#import <Mediator/CTMediator+Hotel.h>
#import <Mediator/CTMediator+Flight.h>
#import "Common.h"

// Flight search is opened straight through CTMediator: this screen predates the category.
#define TRP_TARGET_FLIGHT @"Flight"
#define TRP_ACTION_FLIGHT_SEARCH @"search"

typedef NS_ENUM(NSInteger, TRPRow) {
    TRPRowFlightSearch,
    TRPRowFlightsOnDate,
    TRPRowDeals,
    TRPRowHotels,
    TRPRowHotelMap,
    TRPRowFeaturedHotel,
    TRPRowBookFeaturedHotel,
    TRPRowInsurance,
    TRPRowCount,
};

@interface TRPTripPlannerViewController ()
@property (nonatomic, copy) NSString *city;
@property (nonatomic, strong) NSDate *departure;
@property (nonatomic, assign) NSInteger nights;
@property (nonatomic, copy, nullable) NSString *featuredHotelId;
@end

@implementation TRPTripPlannerViewController

- (instancetype)initWithDestination:(NSString *)city departure:(NSDate *)departure nights:(NSInteger)nights {
    self = [super initWithStyle:UITableViewStyleInsetGrouped];
    if (self) {
        _city = [city copy];
        _departure = departure;
        _nights = nights;
        self.title = [NSString stringWithFormat:@"Trip to %@", city];
    }
    return self;
}

- (void)viewDidLoad {
    [super viewDidLoad];
    CMN_WEAKIFY(self);
    [[CMNHTTPClient sharedClient] GET:@"trips/featured-hotel" query:@{@"city": self.city} completion:^(id json, NSError *error) {
        CMN_STRONGIFY(self);
        self.featuredHotelId = json[@"hotelId"];
        [self.tableView reloadData];
    }];
}

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return TRPRowCount;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    static NSArray<NSString *> *titles;
    static dispatch_once_t onceToken;
    dispatch_once(&onceToken, ^{
        titles = @[@"Search flights", @"Flights on your date", @"Last-minute deals", @"Hotels", @"Hotels on a map",
                   @"Featured hotel", @"Book the featured hotel", @"Travel insurance"];
    });
    UITableViewCell *cell = [[UITableViewCell alloc] initWithStyle:UITableViewCellStyleDefault reuseIdentifier:nil];
    cell.textLabel.text = titles[indexPath.row];
    cell.accessoryType = UITableViewCellAccessoryDisclosureIndicator;
    return cell;
}

- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    CTMediator *mediator = [CTMediator sharedInstance];
    UIViewController *next = nil;
    switch ((TRPRow)indexPath.row) {
        case TRPRowFlightSearch:
            next = [[CTMediator sharedInstance] performTarget:TRP_TARGET_FLIGHT action:TRP_ACTION_FLIGHT_SEARCH params:@{@"to": self.city} shouldCacheTarget:NO];
            break;
        case TRPRowFlightsOnDate:
            next = [mediator CTMediator_flightListViewControllerFrom:@"LIS" to:self.city date:self.departure];
            break;
        case TRPRowDeals:
            next = [mediator CTMediator_flightViewControllerForAction:@"deals" params:@{@"to": self.city}];
            break;
        case TRPRowHotels:
            next = [[CTMediator sharedInstance] performTarget:@"Hotel" action:@"list" params:@{@"city": self.city} shouldCacheTarget:NO];
            break;
        case TRPRowHotelMap:
            next = [mediator CTMediator_hotelMapViewControllerWithCity:self.city];
            break;
        case TRPRowFeaturedHotel:
            next = self.featuredHotelId ? [mediator CTMediator_hotelDetailViewControllerWithHotelId:self.featuredHotelId] : nil;
            break;
        case TRPRowBookFeaturedHotel:
            next = self.featuredHotelId ? [mediator CTMediator_hotelBookingViewControllerWithHotelId:self.featuredHotelId
                                                                                             checkIn:self.departure
                                                                                              nights:self.nights] : nil;
            break;
        case TRPRowInsurance:
            // The insurance partner SDK was supposed to ship Target_Insurance.
            next = [[CTMediator sharedInstance] performTarget:@"Insurance" action:@"quote" params:@{@"city": self.city} shouldCacheTarget:NO];
            break;
        case TRPRowCount:
            break;
    }
    // Visa help is not live yet:
    // next = [[CTMediator sharedInstance] performTarget:@"Visa" action:@"apply" params:nil shouldCacheTarget:NO];
    if (next) {
        [self.navigationController pushViewController:next animated:YES];
    } else {
        CMNLog(@"row %ld has no screen (Target_Insurance Action_quote: missing?)", (long)indexPath.row);
        [tableView deselectRowAtIndexPath:indexPath animated:YES];
    }
}

@end
