//
//  ATCArticleListViewController.m
//

#import "ATCArticleListViewController.h"
#import "ATCArticleDetailViewController.h"
#import "Common.h"

@interface ATCArticleListViewController ()
@property (nonatomic, copy, nullable) NSString *topic;
@property (nonatomic, copy) NSArray<NSDictionary *> *articles;
@end

@implementation ATCArticleListViewController

- (instancetype)initWithTopic:(NSString *)topic {
    self = [super initWithStyle:UITableViewStylePlain];
    if (self) {
        _topic = [topic copy];
        _articles = @[];
        self.title = topic ?: @"Articles";
    }
    return self;
}

- (void)viewDidLoad {
    [super viewDidLoad];
    NSString *topic = [self.topic stringByAddingPercentEncodingWithAllowedCharacters:NSCharacterSet.URLQueryAllowedCharacterSet] ?: @"";
    CMN_WEAKIFY(self);
    CMNFetchJSON([NSString stringWithFormat:@"/articles?topic=%@", topic], ^(id json, NSError *error) {
        CMN_STRONGIFY(self);
        self.articles = [json isKindOfClass:NSArray.class] ? json : @[];
        [self.tableView reloadData];
    });
}

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.articles.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:@"article"]
        ?: [[UITableViewCell alloc] initWithStyle:UITableViewCellStyleSubtitle reuseIdentifier:@"article"];
    cell.textLabel.text = self.articles[indexPath.row][@"title"];
    cell.textLabel.font = CMNReadingFont(17);
    cell.detailTextLabel.text = self.articles[indexPath.row][@"source"];
    return cell;
}

- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    NSString *articleId = self.articles[indexPath.row][@"id"];
    [self.navigationController pushViewController:[[ATCArticleDetailViewController alloc] initWithArticleId:articleId] animated:YES];
}

@end
