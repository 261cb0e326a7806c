//
//  HTLHotelListViewController.m
//  Hotels of a city as a list, or as pins on a map.
//

#import "HTLHotelListViewController.h"
#import "HTLHotel.h"
#import "HTLHotelDetailViewController.h"
#import <MapKit/MapKit.h>
#import "Common.h"

@interface HTLHotelListViewController () <UITableViewDataSource, UITableViewDelegate>
@property (nonatomic, copy) NSString *city;
@property (nonatomic, assign) BOOL showsMap;
@property (nonatomic, copy) NSArray<HTLHotel *> *hotels;
@property (nonatomic, strong) UITableView *tableView;
@property (nonatomic, strong) MKMapView *mapView;
@end

@implementation HTLHotelListViewController

- (instancetype)initWithCity:(NSString *)city showsMap:(BOOL)showsMap {
    self = [super initWithNibName:nil bundle:nil];
    if (self) {
        _city = [city copy];
        _showsMap = showsMap;
        _hotels = @[];
        self.title = city;
    }
    return self;
}

- (void)viewDidLoad {
    [super viewDidLoad];
    if (self.showsMap) {
        self.mapView = [[MKMapView alloc] initWithFrame:self.view.bounds];
        [self.view addSubview:self.mapView];
    } else {
        self.tableView = [[UITableView alloc] initWithFrame:self.view.bounds style:UITableViewStylePlain];
        self.tableView.dataSource = self;
        self.tableView.delegate = self;
        [self.view addSubview:self.tableView];
    }
    CMN_WEAKIFY(self);
    [[CMNHTTPClient sharedClient] GET:@"hotels" query:@{@"city": self.city} completion:^(id json, NSError *error) {
        CMN_STRONGIFY(self);
        NSMutableArray *hotels = [NSMutableArray array];
        for (NSDictionary *entry in [json isKindOfClass:NSArray.class] ? json : @[]) {
            HTLHotel *hotel = [HTLHotel hotelWithDictionary:entry];
            if (hotel) {
                [hotels addObject:hotel];
            }
        }
        self.hotels = hotels;
        [self.tableView reloadData];
        for (HTLHotel *hotel in hotels) {
            MKPointAnnotation *pin = [[MKPointAnnotation alloc] init];
            pin.coordinate = hotel.coordinate;
            pin.title = hotel.name;
            [self.mapView addAnnotation:pin];
        }
    }];
}

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.hotels.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:@"hotel"]
        ?: [[UITableViewCell alloc] initWithStyle:UITableViewCellStyleValue1 reuseIdentifier:@"hotel"];
    HTLHotel *hotel = self.hotels[indexPath.row];
    cell.textLabel.text = hotel.name;
    cell.detailTextLabel.text = [NSString stringWithFormat:@"%ld / night", (long)hotel.pricePerNightInCents / 100];
    cell.detailTextLabel.textColor = CMN_COLOR_BRAND;
    return cell;
}

- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    HTLHotelDetailViewController *detail = [[HTLHotelDetailViewController alloc] initWithHotelId:self.hotels[indexPath.row].hotelId
                                                                                        checkIn:nil
                                                                                         nights:0];
    [self.navigationController pushViewController:detail animated:YES];
}

@end
