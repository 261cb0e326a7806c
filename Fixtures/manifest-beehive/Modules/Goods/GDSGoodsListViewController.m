//
//  GDSGoodsListViewController.m
//

#import "GDSGoodsListViewController.h"
#import "GDSGoodsDetailViewController.h"
#import "Common.h"

@interface GDSGoodsListViewController ()
@property (nonatomic, copy, nullable) NSString *categoryId;
@property (nonatomic, copy) NSArray<NSDictionary *> *goods;
@end

@implementation GDSGoodsListViewController

- (instancetype)initWithCategoryId:(NSString *)categoryId {
    self = [super initWithStyle:UITableViewStylePlain];
    if (self) {
        _categoryId = [categoryId copy];
        _goods = @[];
        self.title = @"Goods";
    }
    return self;
}

- (void)viewDidLoad {
    [super viewDidLoad];
    NSString *path = self.categoryId ? [NSString stringWithFormat:@"/v1/categories/%@/goods", self.categoryId] : @"/v1/goods/featured";
    NSURL *url = [NSURL URLWithString:path relativeToURL:[NSURL URLWithString:@"https://api.shop.example.com"]];
    CMN_WEAKIFY(self);
    [[[NSURLSession sharedSession] dataTaskWithURL:url completionHandler:^(NSData *data, NSURLResponse *response, NSError *error) {
        NSArray *goods = data ? [NSJSONSerialization JSONObjectWithData:data options:0 error:nil] : nil;
        dispatch_async(dispatch_get_main_queue(), ^{
            CMN_STRONGIFY(self);
            self.goods = [goods isKindOfClass:NSArray.class] ? goods : @[];
            [self.tableView reloadData];
        });
    }] resume];
}

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.goods.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:@"goods"]
        ?: [[UITableViewCell alloc] initWithStyle:UITableViewCellStyleValue1 reuseIdentifier:@"goods"];
    NSDictionary *goods = self.goods[indexPath.row];
    cell.textLabel.text = goods[@"title"];
    cell.detailTextLabel.text = CMNPriceText([goods[@"priceInCents"] integerValue]);
    cell.detailTextLabel.textColor = CMN_COLOR_BRAND;
    return cell;
}

- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    NSString *goodsId = self.goods[indexPath.row][@"id"];
    [self.navigationController pushViewController:[[GDSGoodsDetailViewController alloc] initWithGoodsId:goodsId] animated:YES];
}

@end
