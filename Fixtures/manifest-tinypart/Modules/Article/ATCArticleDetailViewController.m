//
//  ATCArticleDetailViewController.m
//

#import "ATCArticleDetailViewController.h"
#import <TinyPart/TinyPart.h>
#import <Mediator/NRServiceProtocols.h>
#import <Mediator/NRMediatorKeys.h>
#import "Common.h"

@interface ATCArticleDetailViewController () <UITextViewDelegate>
@property (nonatomic, copy) NSString *articleId;
@property (nonatomic, strong) UITextView *bodyView;
@property (nonatomic, strong) UIButton *commentsButton;
@property (nonatomic, assign) BOOL reportedFinished;
@end

@implementation ATCArticleDetailViewController

- (instancetype)initWithArticleId:(NSString *)articleId {
    self = [super initWithNibName:nil bundle:nil];
    if (self) {
        _articleId = [articleId copy];
    }
    return self;
}

- (void)viewDidLoad {
    [super viewDidLoad];
    self.bodyView = [[UITextView alloc] initWithFrame:self.view.bounds];
    self.bodyView.editable = NO;
    self.bodyView.font = CMNReadingFont(18);
    self.bodyView.delegate = self;
    [self.view addSubview:self.bodyView];

    self.commentsButton = [UIButton buttonWithType:UIButtonTypeSystem];
    [self.commentsButton addTarget:self action:@selector(showComments) forControlEvents:UIControlEventTouchUpInside];
    self.navigationItem.rightBarButtonItems = @[
        [[UIBarButtonItem alloc] initWithBarButtonSystemItem:UIBarButtonSystemItemBookmarks target:self action:@selector(bookmark)],
        [[UIBarButtonItem alloc] initWithCustomView:self.commentsButton],
    ];

    [[ATCArticleDetailViewController tp_notificationCenter] addObserver:self
                                                               selector:@selector(commentDidPost:)
                                                                   name:@"CommentDidPost"
                                                                 object:nil];
    CMN_WEAKIFY(self);
    CMNFetchJSON([NSString stringWithFormat:@"/articles/%@", self.articleId], ^(id json, NSError *error) {
        CMN_STRONGIFY(self);
        self.title = json[@"title"];
        self.bodyView.text = json[@"body"];
    });
    [self updateCommentCount];
}

- (void)updateCommentCount {
    id<CommentServiceProtocol> comments = [[TPServiceManager sharedInstance] serviceWithName:@"CommentServiceProtocol"];
    NSInteger count = [comments commentCountOfArticle:self.articleId];
    [self.commentsButton setTitle:[NSString stringWithFormat:@"%ld comments", (long)count] forState:UIControlStateNormal];
}

- (void)commentDidPost:(NSNotification *)notification {
    if ([notification.userInfo[kNRParamArticleId] isEqualToString:self.articleId]) {
        [self updateCommentCount];
    }
}

- (void)showComments {
    UIViewController *list = [[TPMediator sharedInstance] performAction:@"list" router:@"Comment" params:@{kNRParamArticleId: self.articleId}];
    if (list) {
        [self.navigationController pushViewController:list animated:YES];
    }
}

- (void)bookmark {
    NSMutableArray *bookmarks = [[[NSUserDefaults standardUserDefaults] stringArrayForKey:@"ATCBookmarkedArticles"] mutableCopy] ?: [NSMutableArray array];
    [bookmarks addObject:self.articleId];
    [[NSUserDefaults standardUserDefaults] setObject:bookmarks forKey:@"ATCBookmarkedArticles"];
    NSString *articleId = self.articleId;
    [[ATCArticleDetailViewController tp_notificationCenter] broadcastNotification:^(TPNotificationMaker *make) {
        make.name(@"ArticleDidBookmark").userInfo(@{kNRParamArticleId: articleId});
    }];
}

#pragma mark - Reading progress

- (void)scrollViewDidScroll:(UIScrollView *)scrollView {
    BOOL atEnd = scrollView.contentOffset.y + scrollView.bounds.size.height >= scrollView.contentSize.height - 40;
    if (!atEnd || self.reportedFinished) {
        return;
    }
    self.reportedFinished = YES;
    // Let the feed mark the story as read.
    NSString *articleId = self.articleId;
    [[ATCArticleDetailViewController tp_notificationCenter] reportNotification:^(TPNotificationMaker *make) {
        make.name(@"ArticleReadingFinished").userInfo(@{kNRParamArticleId: articleId});
    } targetModule:@"FEDFeedModule"];
}

@end
