#import "SHPCheckoutViewController.h"
#import "SHPCartManager.h"
#import <Goods/GDSGoodsModel.h> // hive-lint:disable:this business-to-business -- checkout renders the goods model until GoodsCatalogService exposes a snapshot (ARCH-112)

@interface SHPCheckoutViewController ()
@property (nonatomic, strong) GDSGoodsModel *goods;
@end

@implementation SHPCheckoutViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = self.goods.title;
    [[SHPCartManager sharedManager] addGoodsWithID:self.goods.goodsID count:1];
}

@end
