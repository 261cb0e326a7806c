//
//  FEDPostViewController.m
//

#import "FEDPostViewController.h"
#import "Common.h"

@interface FEDPostViewController ()
@property (nonatomic, copy) NSString *postID;
@property (nonatomic, strong) UITextView *textView;
@end

@implementation FEDPostViewController

- (instancetype)initWithPostID:(NSString *)postID {
    self = [super initWithNibName:nil bundle:nil];
    if (self) {
        _postID = [postID copy];
        self.title = @"Post";
    }
    return self;
}

- (void)viewDidLoad {
    [super viewDidLoad];
    self.view.backgroundColor = UIColor.systemBackgroundColor;
    self.textView = [[UITextView alloc] initWithFrame:self.view.bounds];
    self.textView.editable = NO;
    self.textView.autoresizingMask = UIViewAutoresizingFlexibleWidth | UIViewAutoresizingFlexibleHeight;
    [self.view addSubview:self.textView];

    NSURL *url = [NSURL URLWithString:[NSString stringWithFormat:@"%@/v2/posts/%@", CMN_API_HOST, self.postID]];
    CMN_WEAKIFY(self);
    [[[NSURLSession sharedSession] dataTaskWithURL:url completionHandler:^(NSData *data, NSURLResponse *response, NSError *error) {
        NSDictionary *json = data ? [NSJSONSerialization JSONObjectWithData:data options:0 error:nil] : nil;
        dispatch_async(dispatch_get_main_queue(), ^{
            CMN_STRONGIFY(self);
            self.textView.text = json[@"text"];
            if (self.scrollsToComments) {
                [self.textView scrollRangeToVisible:NSMakeRange(self.textView.text.length, 0)];
            }
        });
    }] resume];
}

@end
