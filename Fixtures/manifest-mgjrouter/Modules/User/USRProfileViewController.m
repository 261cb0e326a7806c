//
//  USRProfileViewController.m
//

#import "USRProfileViewController.h"
#import "USRAccountStore.h"
#import "Common.h"
#import <Mediator/Mediator.h>

@interface USRProfileViewController ()
@property (nonatomic, copy) NSString *userID;
@property (nonatomic, strong) UILabel *nameLabel;
@property (nonatomic, strong) UIButton *privacyButton;
@end

@implementation USRProfileViewController

- (instancetype)initWithUserID:(NSString *)userID {
    self = [super initWithNibName:nil bundle:nil];
    if (self) {
        _userID = [userID copy];
    }
    return self;
}

- (void)viewDidLoad {
    [super viewDidLoad];
    self.view.backgroundColor = UIColor.systemBackgroundColor;
    CMNLog(@"profile %@ opened from %@", self.userID, self.source ?: @"direct");

    self.nameLabel = [[UILabel alloc] initWithFrame:CGRectMake(20, 120, 280, 30)];
    self.nameLabel.font = [UIFont boldSystemFontOfSize:22];
    [self.view addSubview:self.nameLabel];

    USRUser *me = [USRAccountStore sharedStore].currentUser;
    if ([me.uid isEqualToString:self.userID]) {
        self.nameLabel.text = me.nickname;
        self.privacyButton = [UIButton buttonWithType:UIButtonTypeSystem];
        self.privacyButton.frame = CGRectMake(20, 170, 200, 44);
        [self.privacyButton setTitle:@"Privacy settings" forState:UIControlStateNormal];
        [self.privacyButton addTarget:self action:@selector(openPrivacySettings) forControlEvents:UIControlEventTouchUpInside];
        [self.view addSubview:self.privacyButton];
    }
}

- (void)viewWillAppear:(BOOL)animated {
    [super viewWillAppear:animated];
    NSNumber *unread = [MGJRouter objectForURL:kURLMessageUnread];
    self.navigationController.tabBarItem.badgeValue = unread.integerValue > 0 ? unread.stringValue : nil;
}

- (void)openPrivacySettings {
    [MGJRouter openURL:@"mgj://settings/privacy"];
}

@end
