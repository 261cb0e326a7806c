//
//  MSGInboxViewController.m
//

#import "MSGInboxViewController.h"
#import "MSGChatViewController.h"

@interface MSGInboxViewController ()
@property (nonatomic, assign) MSGInboxFolder folder;
@property (nonatomic, copy) NSArray<MSGConversation *> *conversations;
@end

@implementation MSGInboxViewController

- (instancetype)initWithFolder:(MSGInboxFolder)folder {
    self = [super initWithStyle:UITableViewStylePlain];
    if (self) {
        _folder = folder;
        self.title = folder == MSGInboxFolderRequests ? @"Requests" : @"Messages";
    }
    return self;
}

- (void)viewWillAppear:(BOOL)animated {
    [super viewWillAppear:animated];
    [[MSGInboxStore sharedStore] refresh];
    self.conversations = [[MSGInboxStore sharedStore] conversationsInFolder:self.folder];
    [self.tableView reloadData];
}

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.conversations.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:@"conversation"]
        ?: [[UITableViewCell alloc] initWithStyle:UITableViewCellStyleSubtitle reuseIdentifier:@"conversation"];
    MSGConversation *conversation = self.conversations[indexPath.row];
    cell.textLabel.text = conversation.peerName;
    cell.detailTextLabel.text = conversation.lastMessage;
    return cell;
}

- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    MSGChatViewController *chat = [[MSGChatViewController alloc] initWithPeerID:self.conversations[indexPath.row].peerID];
    [self.navigationController pushViewController:chat animated:YES];
}

@end
