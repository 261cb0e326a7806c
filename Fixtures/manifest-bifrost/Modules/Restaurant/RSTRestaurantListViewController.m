//
//  RSTRestaurantListViewController.m
//

#import "RSTRestaurantListViewController.h"
#import "RSTRestaurantDetailViewController.h"
#import "RSTRestaurant.h"
#import "RestaurantModule.h"
#import "Common.h"

static NSString *const RSTRestaurantCellIdentifier = @"RSTRestaurantCell";

@interface RSTRestaurantListViewController ()
@property (nonatomic, copy) NSArray<RSTRestaurant *> *restaurants;
@end

@implementation RSTRestaurantListViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"Nearby";
    self.restaurants = @[];
    [self.tableView registerClass:UITableViewCell.class forCellReuseIdentifier:RSTRestaurantCellIdentifier];
    [self loadRestaurants];
}

- (void)loadRestaurants {
    NSURL *url = [NSURL URLWithString:@"https://api.waimai.example.com/v2/restaurants?sort=distance"];
    CMN_WEAKIFY(self);
    NSURLSessionDataTask *task = [[NSURLSession sharedSession] dataTaskWithURL:url completionHandler:^(NSData *data, NSURLResponse *response, NSError *error) {
        NSArray *entries = data ? [NSJSONSerialization JSONObjectWithData:data options:0 error:nil] : nil;
        NSMutableArray<RSTRestaurant *> *restaurants = [NSMutableArray array];
        for (NSDictionary *entry in ([entries isKindOfClass:NSArray.class] ? entries : @[])) {
            RSTRestaurant *restaurant = [RSTRestaurant restaurantWithJSON:entry];
            if (restaurant) {
                [restaurants addObject:restaurant];
            }
        }
        [[RestaurantModule sharedInstance] cacheRestaurants:restaurants];
        dispatch_async(dispatch_get_main_queue(), ^{
            CMN_STRONGIFY(self);
            self.restaurants = restaurants;
            [self.tableView reloadData];
        });
    }];
    [task resume];
}

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.restaurants.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:RSTRestaurantCellIdentifier forIndexPath:indexPath];
    RSTRestaurant *restaurant = self.restaurants[indexPath.row];
    cell.textLabel.text = [NSString stringWithFormat:@"%@  ★%.1f", restaurant.name, restaurant.rating];
    return cell;
}

- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    RSTRestaurant *restaurant = self.restaurants[indexPath.row];
    RSTRestaurantDetailViewController *detail = [[RSTRestaurantDetailViewController alloc] initWithRestaurantId:restaurant.restaurantId];
    [self.navigationController pushViewController:detail animated:YES];
}

@end
