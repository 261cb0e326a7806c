//
//  TRPTripListViewController.m
//

#import "TRPTripListViewController.h"
#import "TRPTrip.h"
#import "TRPTripDetailViewController.h"
#import <VoyageMediator/VoyageMediator.h>
#import <VoyageFoundation/VoyageFoundation.h>
#import <VoyageNetwork/VYAPIClient.h>

@interface TRPTripListViewController ()
@property (nonatomic, copy) NSArray<TRPTrip *> *trips;
@end

@implementation TRPTripListViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = NSLocalizedString(@"Trips", nil);
    self.trips = @[];
    id<VYAccountService> account = BFModule(VYAccountService);
    if (!account.isSignedIn) {
        [Bifrost handleURL:VYRouteSignIn complexParams:nil completion:nil];
        return;
    }
    NSDictionary *parameters = @{@"traveller": account.travellerId ?: @""};
    [[VYAPIClient sharedClient] GET:@"trips" parameters:parameters completion:^(id json, NSError *error) {
        NSMutableArray<TRPTrip *> *trips = [NSMutableArray array];
        for (NSDictionary *item in ([json isKindOfClass:[NSArray class]] ? json : @[])) {
            TRPTrip *trip = [TRPTrip tripWithJSON:item];
            if (trip) {
                [trips addObject:trip];
            }
        }
        self.trips = trips;
        [self.tableView reloadData];
    }];
}

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.trips.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:@"trip"] ?: [[UITableViewCell alloc] initWithStyle:UITableViewCellStyleSubtitle reuseIdentifier:@"trip"];
    TRPTrip *trip = self.trips[indexPath.row];
    cell.textLabel.text = trip.title;
    cell.detailTextLabel.text = [VYFormatter shortDateString:trip.startDate];
    return cell;
}

- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    TRPTripDetailViewController *detail = [[TRPTripDetailViewController alloc] initWithTrip:self.trips[indexPath.row]];
    [self.navigationController pushViewController:detail animated:YES];
}

@end
