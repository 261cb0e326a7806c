//
//  CMTCommentListViewController.m
//

#import "CMTCommentListViewController.h"
#import <TinyPart/TinyPart.h>
#import <Mediator/NRServiceProtocols.h>
#import <Mediator/NRMediatorKeys.h>
#import "Common.h"

@interface CMTCommentListViewController ()
@property (nonatomic, copy) NSString *articleId;
@property (nonatomic, assign) BOOL composing;
@property (nonatomic, copy) NSArray<NSDictionary *> *comments;
@end

@implementation CMTCommentListViewController

- (instancetype)initWithArticleId:(NSString *)articleId composing:(BOOL)composing {
    self = [super initWithStyle:UITableViewStylePlain];
    if (self) {
        _articleId = [articleId copy];
        _composing = composing;
        _comments = @[];
    }
    return self;
}

- (void)viewDidLoad {
    [super viewDidLoad];
    id<ArticleServiceProtocol> articles = [[TPServiceManager sharedInstance] serviceWithName:kNRArticleServiceName];
    self.title = [articles titleOfArticle:self.articleId] ?: @"Comments";
    self.navigationItem.rightBarButtonItem = [[UIBarButtonItem alloc] initWithBarButtonSystemItem:UIBarButtonSystemItemCompose
                                                                                           target:self
                                                                                           action:@selector(compose)];
    CMN_WEAKIFY(self);
    CMNFetchJSON([NSString stringWithFormat:@"/articles/%@/comments", self.articleId], ^(id json, NSError *error) {
        CMN_STRONGIFY(self);
        self.comments = [json isKindOfClass:NSArray.class] ? json : @[];
        [self.tableView reloadData];
    });
}

- (void)viewDidAppear:(BOOL)animated {
    [super viewDidAppear:animated];
    if (self.composing) {
        self.composing = NO;
        [self compose];
    }
}

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.comments.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:@"comment"]
        ?: [[UITableViewCell alloc] initWithStyle:UITableViewCellStyleSubtitle reuseIdentifier:@"comment"];
    cell.textLabel.text = self.comments[indexPath.row][@"text"];
    cell.textLabel.numberOfLines = 0;
    cell.textLabel.font = CMNReadingFont(15);
    cell.detailTextLabel.text = self.comments[indexPath.row][@"author"];
    return cell;
}

#pragma mark - Compose

- (void)compose {
    UIAlertController *alert = [UIAlertController alertControllerWithTitle:@"Comment" message:nil preferredStyle:UIAlertControllerStyleAlert];
    [alert addTextFieldWithConfigurationHandler:nil];
    CMN_WEAKIFY(self);
    [alert addAction:[UIAlertAction actionWithTitle:@"Post" style:UIAlertActionStyleDefault handler:^(UIAlertAction *action) {
        CMN_STRONGIFY(self);
        [self post:alert.textFields.firstObject.text];
    }]];
    [self presentViewController:alert animated:YES completion:nil];
}

- (void)post:(NSString *)text {
    if (text.length == 0) {
        return;
    }
    self.comments = [self.comments arrayByAddingObject:@{@"text": text, @"author": @"me"}];
    [self.tableView reloadData];

    NSString *articleId = self.articleId;
    [[CMTCommentListViewController tp_notificationCenter] broadcastNotification:^(TPNotificationMaker *make) {
        make.name(@"CommentDidPost").userInfo(@{kNRParamArticleId: articleId});
    }];
    [[CMTCommentListViewController tp_notificationCenter] reportNotification:^(TPNotificationMaker *make) {
        make.name(@"CommentCountDidChange").userInfo(@{kNRParamArticleId: articleId});
    } targetModule:@"ATCArticleModule"];
}

@end
