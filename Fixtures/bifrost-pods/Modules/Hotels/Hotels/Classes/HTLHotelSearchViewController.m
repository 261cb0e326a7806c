//
//  HTLHotelSearchViewController.m
//

#import "HTLHotelSearchViewController.h"
#import <VoyageFoundation/VoyageFoundation.h>
#import <VoyageNetwork/VYAPIClient.h>

@interface HTLHotelSearchViewController ()
@property (nonatomic, copy) NSString *cityCode;
@property (nonatomic, strong) NSDate *checkIn;
@property (nonatomic, copy) NSArray<NSDictionary *> *hotels;
@end

@implementation HTLHotelSearchViewController

- (instancetype)initWithCityCode:(NSString *)cityCode checkIn:(NSDate *)checkIn {
    if ((self = [super initWithStyle:UITableViewStylePlain])) {
        _cityCode = [cityCode copy];
        _checkIn = checkIn;
        _hotels = @[];
        self.title = [VYFormatter shortDateString:checkIn];
    }
    return self;
}

- (void)viewDidLoad {
    [super viewDidLoad];
    [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:@"hotel"];
    [[VYAPIClient sharedClient] GET:@"hotels" parameters:@{@"city": self.cityCode} completion:^(id json, NSError *error) {
        self.hotels = [json isKindOfClass:[NSArray class]] ? json : @[];
        [self.tableView reloadData];
    }];
}

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.hotels.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:@"hotel" forIndexPath:indexPath];
    NSDictionary *hotel = self.hotels[indexPath.row];
    cell.textLabel.text = hotel[@"name"];
    cell.detailTextLabel.text = [VYFormatter priceStringFromCents:[hotel[@"nightlyCents"] integerValue] currency:@"EUR"];
    return cell;
}

@end
