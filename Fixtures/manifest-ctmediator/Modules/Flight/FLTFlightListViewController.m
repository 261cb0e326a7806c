//
//  FLTFlightListViewController.m
//

#import "FLTFlightListViewController.h"
#import "Common.h"

@interface FLTFlightListViewController ()
@property (nonatomic, copy) NSString *path;
@property (nonatomic, copy) NSDictionary<NSString *, NSString *> *query;
@property (nonatomic, copy) NSArray<NSDictionary *> *flights;
@end

@implementation FLTFlightListViewController

- (instancetype)initWithFrom:(NSString *)from to:(NSString *)to date:(NSDate *)date dealsOnly:(BOOL)dealsOnly {
    self = [super initWithStyle:UITableViewStylePlain];
    if (self) {
        _path = dealsOnly ? @"flights/deals" : @"flights";
        _query = @{@"from": from, @"to": to, @"date": CMNDayString(date)};
        _flights = @[];
        self.title = [NSString stringWithFormat:@"%@ → %@", from, to];
    }
    return self;
}

- (instancetype)initWithFlightNumber:(NSString *)flightNumber {
    self = [super initWithStyle:UITableViewStylePlain];
    if (self) {
        _path = [@"flights/" stringByAppendingString:flightNumber];
        _query = @{};
        _flights = @[];
        self.title = flightNumber;
    }
    return self;
}

- (void)viewDidLoad {
    [super viewDidLoad];
    CMN_WEAKIFY(self);
    [[CMNHTTPClient sharedClient] GET:self.path query:self.query completion:^(id json, NSError *error) {
        CMN_STRONGIFY(self);
        self.flights = [json isKindOfClass:NSArray.class] ? json : (json ? @[json] : @[]);
        [self.tableView reloadData];
    }];
}

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.flights.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:@"flight"]
        ?: [[UITableViewCell alloc] initWithStyle:UITableViewCellStyleSubtitle reuseIdentifier:@"flight"];
    NSDictionary *flight = self.flights[indexPath.row];
    cell.textLabel.text = [NSString stringWithFormat:@"%@  %@ – %@", flight[@"number"], flight[@"departs"], flight[@"arrives"]];
    cell.detailTextLabel.text = [NSString stringWithFormat:@"%@ %@", flight[@"price"], flight[@"currency"]];
    cell.detailTextLabel.textColor = CMN_COLOR_BRAND;
    return cell;
}

@end
