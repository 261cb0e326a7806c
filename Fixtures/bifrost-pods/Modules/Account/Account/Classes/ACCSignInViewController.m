//
//  ACCSignInViewController.m
//

#import "ACCSignInViewController.h"
#import <VoyageFoundation/VoyageFoundation.h>

@interface ACCSignInViewController ()
@property (nonatomic, strong) UITextField *emailField;
@end

@implementation ACCSignInViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = NSLocalizedString(@"Sign in", nil);
    self.view.backgroundColor = UIColor.systemBackgroundColor;
    self.emailField = [[UITextField alloc] initWithFrame:CGRectMake(20, 120, 335, 44)];
    self.emailField.placeholder = @"you@example.com";
    self.emailField.tintColor = [UIColor vy_brandColor];
    [self.view addSubview:self.emailField];
}

@end
