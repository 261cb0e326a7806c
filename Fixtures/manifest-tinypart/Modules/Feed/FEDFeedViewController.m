//
//  FEDFeedViewController.m
//  Stories of one channel, with comment counts and an editor's pick banner.
//

#import "FEDFeedViewController.h"
#import <TinyPart/TinyPart.h>
#import <Mediator/NRServiceProtocols.h>
#import <Mediator/NRMediatorKeys.h>
#import "Common.h"

@interface FEDFeedViewController ()
@property (nonatomic, copy) NSString *channelId;
@property (nonatomic, copy) NSArray<NSDictionary *> *stories;
@property (nonatomic, copy, nullable) NSString *editorsPickId;
@end

@implementation FEDFeedViewController

- (instancetype)initWithChannelId:(NSString *)channelId {
    self = [super initWithStyle:UITableViewStylePlain];
    if (self) {
        _channelId = [channelId copy];
        _stories = @[];
        self.title = channelId.capitalizedString;
    }
    return self;
}

- (void)viewDidLoad {
    [super viewDidLoad];
    self.refreshControl = [[UIRefreshControl alloc] init];
    [self.refreshControl addTarget:self action:@selector(reload) forControlEvents:UIControlEventValueChanged];
    UILongPressGestureRecognizer *longPress = [[UILongPressGestureRecognizer alloc] initWithTarget:self action:@selector(longPress:)];
    [self.tableView addGestureRecognizer:longPress];
    UIButton *pick = [UIButton buttonWithType:UIButtonTypeSystem];
    [pick setTitle:@"Editor's pick" forState:UIControlStateNormal];
    [pick addTarget:self action:@selector(openEditorsPick) forControlEvents:UIControlEventTouchUpInside];
    pick.frame = CGRectMake(0, 0, 0, 44);
    self.tableView.tableHeaderView = pick;
    [[FEDFeedViewController tp_notificationCenter] addObserver:self selector:@selector(commentDidPost:) name:@"CommentDidPost" object:nil];
    [self reload];
}

- (void)reload {
    CMN_WEAKIFY(self);
    CMNFetchJSON([NSString stringWithFormat:@"/feed/%@", self.channelId], ^(id json, NSError *error) {
        CMN_STRONGIFY(self);
        [self.refreshControl endRefreshing];
        if (![json isKindOfClass:NSDictionary.class]) {
            return;
        }
        self.stories = json[@"stories"] ?: @[];
        self.editorsPickId = json[@"editorsPick"];
        [self.tableView reloadData];
        [self storiesDidLoad];
    });
}

- (void)storiesDidLoad {
    NSArray<NSString *> *articleIds = [self.stories valueForKey:@"id"];

    id<ArticleServiceProtocol> articles = [[TPServiceManager sharedInstance] serviceWithName:@"ArticleServiceProtocol"];
    [articles prefetchArticles:[articleIds subarrayWithRange:NSMakeRange(0, MIN(5, articleIds.count))]];

    id<CommentServiceProtocol> comments = [[TPServiceManager sharedInstance] serviceWithName:kNRCommentServiceName];
    CMN_WEAKIFY(self);
    [comments refreshCommentCountsOfArticles:articleIds completion:^{
        CMN_STRONGIFY(self);
        [self.tableView reloadData];
    }];

    [[FEDFeedViewController tp_notificationCenter] reportNotification:^(TPNotificationMaker *make) {
        make.name(@"FeedWillShowArticles").userInfo(@{@"articleIds": articleIds});
    } targetModule:@"ATCArticleModule"];

    [[FEDFeedViewController tp_notificationCenter] broadcastNotification:^(TPNotificationMaker *make) {
        make.name(@"FeedDidRefresh").userInfo(@{@"articleIds": articleIds});
    }];
}

- (void)commentDidPost:(NSNotification *)notification {
    [self.tableView reloadData];
}

#pragma mark - Table

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.stories.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:@"story"]
        ?: [[UITableViewCell alloc] initWithStyle:UITableViewCellStyleSubtitle reuseIdentifier:@"story"];
    NSDictionary *story = self.stories[indexPath.row];
    id<CommentServiceProtocol> comments = [[TPServiceManager sharedInstance] serviceWithName:kNRCommentServiceName];
    cell.textLabel.text = story[@"title"];
    cell.textLabel.font = CMNReadingFont(17);
    cell.detailTextLabel.text = [NSString stringWithFormat:@"%@ · %ld comments", story[@"source"],
                                 (long)[comments commentCountOfArticle:story[@"id"]]];
    return cell;
}

- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    NSString *articleId = self.stories[indexPath.row][@"id"];
    UIViewController *detail = [[TPMediator sharedInstance] performAction:@"detail"
                                                                   router:@"Article"
                                                                   params:@{kNRParamArticleId: articleId}];
    NSLog(@"[Feed] tinypart://com.newsreader.article/detail opened for %@", articleId);
    [self.navigationController pushViewController:detail animated:YES];
}

- (void)longPress:(UILongPressGestureRecognizer *)gesture {
    NSIndexPath *indexPath = [self.tableView indexPathForRowAtPoint:[gesture locationInView:self.tableView]];
    if (gesture.state != UIGestureRecognizerStateBegan || !indexPath) {
        return;
    }
    UIViewController *share = [[TPMediator sharedInstance] performAction:@"share" router:@"Article" params:@{kNRParamArticleId: self.stories[indexPath.row][@"id"]}];
    if (share) {
        [self presentViewController:share animated:YES completion:nil];
    }
}

- (void)openEditorsPick {
    if (self.editorsPickId) {
        UIViewController *detail = [[TPMediator sharedInstance] openURL:[NSURL URLWithString:[NSString stringWithFormat:@"tinypart://com.newsreader.article/detail?articleId=%@", self.editorsPickId]]];
        [self.navigationController pushViewController:detail animated:YES];
    }
}

@end
