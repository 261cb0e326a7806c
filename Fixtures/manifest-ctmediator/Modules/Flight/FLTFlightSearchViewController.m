//
//  FLTFlightSearchViewController.m
//

#import "FLTFlightSearchViewController.h"
#import "FLTFlightListViewController.h"
#import "Common.h"

@interface FLTFlightSearchViewController ()
@property (nonatomic, strong) UITextField *fromField;
@property (nonatomic, strong) UITextField *toField;
@property (nonatomic, strong) UIDatePicker *datePicker;
@end

@implementation FLTFlightSearchViewController

- (instancetype)initWithFrom:(NSString *)from to:(NSString *)to {
    self = [super initWithNibName:nil bundle:nil];
    if (self) {
        self.title = @"Flights";
        _fromField = [[UITextField alloc] init];
        _fromField.placeholder = @"From (IATA)";
        _fromField.text = from;
        _toField = [[UITextField alloc] init];
        _toField.placeholder = @"To (IATA)";
        _toField.text = to;
        _datePicker = [[UIDatePicker alloc] init];
        _datePicker.datePickerMode = UIDatePickerModeDate;
    }
    return self;
}

- (void)viewDidLoad {
    [super viewDidLoad];
    self.view.backgroundColor = UIColor.systemBackgroundColor;
    UIButton *search = [UIButton buttonWithType:UIButtonTypeSystem];
    [search setTitle:@"Search" forState:UIControlStateNormal];
    search.tintColor = CMN_COLOR_BRAND;
    [search addTarget:self action:@selector(search) forControlEvents:UIControlEventTouchUpInside];
    UIStackView *stack = [[UIStackView alloc] initWithArrangedSubviews:@[self.fromField, self.toField, self.datePicker, search]];
    stack.axis = UILayoutConstraintAxisVertical;
    stack.spacing = 12;
    stack.frame = CGRectInset(self.view.bounds, 16, 100);
    [self.view addSubview:stack];
}

- (void)search {
    NSString *from = self.fromField.text.uppercaseString;
    NSString *to = self.toField.text.uppercaseString;
    if (from.length != 3 || to.length != 3) {
        CMNLog(@"invalid airports %@ -> %@", from, to);
        return;
    }
    FLTFlightListViewController *list = [[FLTFlightListViewController alloc] initWithFrom:from to:to date:self.datePicker.date dealsOnly:NO];
    [self.navigationController pushViewController:list animated:YES];
}

@end
