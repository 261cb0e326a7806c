//
//  FEDFeedViewController.m
//

#import "FEDFeedViewController.h"
#import "FEDPostViewController.h"
#import "FEDFeedAPI.h"
#import "FEDPost.h"
#import "Common.h"
#import <Mediator/Mediator.h>

@interface FEDFeedViewController ()
@property (nonatomic, copy, nullable) NSString *topic;
@property (nonatomic, copy) NSArray<FEDPost *> *posts;
@end

@implementation FEDFeedViewController

- (instancetype)initWithTopic:(NSString *)topic {
    self = [super initWithStyle:UITableViewStylePlain];
    if (self) {
        _topic = [topic copy];
        _posts = @[];
        self.title = topic ? [@"#" stringByAppendingString:topic] : @"Feed";
    }
    return self;
}

- (void)viewDidLoad {
    [super viewDidLoad];
    self.refreshControl = [[UIRefreshControl alloc] init];
    [self.refreshControl addTarget:self action:@selector(reload) forControlEvents:UIControlEventValueChanged];
    [self reload];
}

- (void)reload {
    CMN_WEAKIFY(self);
    [FEDFeedAPI fetchPostsWithTopic:self.topic completion:^(NSArray<FEDPost *> *posts, NSError *error) {
        CMN_STRONGIFY(self);
        [self.refreshControl endRefreshing];
        self.posts = posts;
        [self.tableView reloadData];
    }];
}

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.posts.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:@"post"]
        ?: [[UITableViewCell alloc] initWithStyle:UITableViewCellStyleSubtitle reuseIdentifier:@"post"];
    FEDPost *post = self.posts[indexPath.row];
    cell.textLabel.text = post.authorName;
    cell.detailTextLabel.text = post.text;
    cell.detailTextLabel.numberOfLines = 3;
    return cell;
}

- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    FEDPost *post = self.posts[indexPath.row];
    [self.navigationController pushViewController:[[FEDPostViewController alloc] initWithPostID:post.postID] animated:YES];
}

- (UISwipeActionsConfiguration *)tableView:(UITableView *)tableView leadingSwipeActionsConfigurationForRowAtIndexPath:(NSIndexPath *)indexPath {
    FEDPost *post = self.posts[indexPath.row];
    UIContextualAction *author = [UIContextualAction contextualActionWithStyle:UIContextualActionStyleNormal title:@"Author"
                                                                       handler:^(UIContextualAction *action, UIView *view, void (^done)(BOOL)) {
        [MGJRouter openURL:[NSString stringWithFormat:@"mgj://user/%@", post.authorID]];
        done(YES);
    }];
    UIContextualAction *reply = [UIContextualAction contextualActionWithStyle:UIContextualActionStyleNormal title:@"Message"
                                                                      handler:^(UIContextualAction *action, UIView *view, void (^done)(BOOL)) {
        [MGJRouter openURL:[NSString stringWithFormat:@"mgj://message/chat/%@", post.authorID]
              withUserInfo:@{@"draft": [NSString stringWithFormat:@"Re: %@", post.text]}
                completion:^(id result) {
                    done(result != nil);
                }];
    }];
    UIContextualAction *followers = [UIContextualAction contextualActionWithStyle:UIContextualActionStyleNormal title:@"Followers"
                                                                          handler:^(UIContextualAction *action, UIView *view, void (^done)(BOOL)) {
        [MGJRouter openURL:[MGJRouter generateURLWithPattern:kURLUserFollowers parameters:@[post.authorID]]];
        done(YES);
    }];
    return [UISwipeActionsConfiguration configurationWithActions:@[author, reply, followers]];
}

@end
