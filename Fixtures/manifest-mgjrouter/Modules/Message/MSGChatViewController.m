//
//  MSGChatViewController.m
//

#import "MSGChatViewController.h"
#import "Common.h"
#import <Mediator/Mediator.h>

@interface MSGChatViewController () <UITextViewDelegate>
@property (nonatomic, copy) NSString *peerID;
@property (nonatomic, strong) UITextView *transcript;
@property (nonatomic, strong) UITextField *inputField;
@end

@implementation MSGChatViewController

- (instancetype)initWithPeerID:(NSString *)peerID {
    self = [super initWithNibName:nil bundle:nil];
    if (self) {
        _peerID = [peerID copy];
    }
    return self;
}

- (void)viewDidLoad {
    [super viewDidLoad];
    self.view.backgroundColor = UIColor.systemBackgroundColor;
    self.transcript = [[UITextView alloc] initWithFrame:CGRectInset(self.view.bounds, 0, 60)];
    self.transcript.editable = NO;
    self.transcript.delegate = self;
    self.transcript.autoresizingMask = UIViewAutoresizingFlexibleWidth | UIViewAutoresizingFlexibleHeight;
    [self.view addSubview:self.transcript];
    self.inputField = [[UITextField alloc] initWithFrame:CGRectMake(12, CGRectGetMaxY(self.view.bounds) - 52, CGRectGetWidth(self.view.bounds) - 24, 40)];
    self.inputField.text = self.draft;
    [self.view addSubview:self.inputField];

    self.navigationItem.rightBarButtonItem = [[UIBarButtonItem alloc] initWithTitle:@"Profile" style:UIBarButtonItemStylePlain
                                                                             target:self action:@selector(showPeerProfile)];
    if (self.sharedPostID) {
        self.title = @"Shared post";
        self.navigationItem.leftBarButtonItem = [[UIBarButtonItem alloc] initWithTitle:@"Comments" style:UIBarButtonItemStylePlain
                                                                                target:self action:@selector(showSharedPostComments)];
    }
}

- (void)showPeerProfile {
    [MGJRouter openURL:[NSString stringWithFormat:@"mgj://user/%@?from=chat", self.peerID]];
}

- (void)showSharedPostComments {
    NSString *fid = self.sharedPostID;
    [MGJRouter openURL:[NSString stringWithFormat:@"mgj://feed/%@/comments", fid] completion:^(id result) {
        CMNLog(@"comments of %@ shown: %@", fid, result);
    }];
}

/// "#topic" links in messages are rendered with the scheme "topic:".
- (BOOL)textView:(UITextView *)textView shouldInteractWithURL:(NSURL *)URL inRange:(NSRange)range interaction:(UITextItemInteraction)interaction {
    if (![URL.scheme isEqualToString:@"topic"]) {
        return YES;
    }
    NSString *name = URL.resourceSpecifier.stringByRemovingPercentEncoding;
    [MGJRouter openURL:[NSString stringWithFormat:@"mgj://话题/%@", name]];
    return NO;
}

@end
