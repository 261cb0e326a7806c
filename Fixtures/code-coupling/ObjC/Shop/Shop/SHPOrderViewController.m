#import "SHPOrderViewController.h"
#import "MLPriceFormatter.h"

@implementation SHPOrderViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = [NSString stringWithFormat:@"Order %@", self.orderID];
    self.navigationItem.prompt = [MLPriceFormatter stringFromCents:0];
}

@end
