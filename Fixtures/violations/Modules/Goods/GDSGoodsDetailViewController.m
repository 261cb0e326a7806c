//
//  GDSGoodsDetailViewController.m
//

#import "GDSGoodsDetailViewController.h"
#import "GDSGoodsModel.h"
#import "Utils.h"
// #import "SHPCartManager.h"
@import Foundation;

@interface GDSGoodsDetailViewController ()
@property (nonatomic, copy) NSString *goodsId;
@property (nonatomic, strong, nullable) GDSGoodsModel *goods;
@property (nonatomic, strong) UILabel *titleLabel;
@property (nonatomic, strong) UILabel *priceLabel;
@end

@implementation GDSGoodsDetailViewController

- (instancetype)initWithGoodsId:(NSString *)goodsId {
    self = [super initWithNibName:nil bundle:nil];
    if (self) {
        _goodsId = [goodsId copy];
    }
    return self;
}

- (void)viewDidLoad {
    [super viewDidLoad];
    self.view.backgroundColor = UIColor.systemBackgroundColor;
    self.titleLabel = [[UILabel alloc] initWithFrame:CGRectMake(16, 120, CGRectGetWidth(self.view.bounds) - 32, 56)];
    self.titleLabel.numberOfLines = 2;
    self.priceLabel = [[UILabel alloc] initWithFrame:CGRectMake(16, 184, CGRectGetWidth(self.view.bounds) - 32, 28)];
    self.priceLabel.textColor = UIColor.systemRedColor;
    [self.view addSubview:self.titleLabel];
    [self.view addSubview:self.priceLabel];
    self.navigationItem.rightBarButtonItem = [[UIBarButtonItem alloc] initWithBarButtonSystemItem:UIBarButtonSystemItemAction
                                                                                           target:self
                                                                                           action:@selector(share)];
    [self loadGoods];
}

- (void)loadGoods {
    NSURL *url = [NSURL URLWithString:[@"https://api.shop.example.com/v1/goods/" stringByAppendingString:self.goodsId]];
    __weak typeof(self) weakSelf = self;
    [[NSURLSession.sharedSession dataTaskWithURL:url completionHandler:^(NSData *data, NSURLResponse *response, NSError *error) {
        NSDictionary *json = data ? [NSJSONSerialization JSONObjectWithData:data options:0 error:NULL] : nil;
        GDSGoodsModel *goods = [json isKindOfClass:NSDictionary.class] ? [GDSGoodsModel modelWithDictionary:json] : nil;
        dispatch_async(dispatch_get_main_queue(), ^{
            weakSelf.goods = goods;
            weakSelf.title = goods.title;
            weakSelf.titleLabel.text = goods ? GDSGoodsDisplayTitle(goods) : nil;
            weakSelf.priceLabel.text = goods ? GDSPriceString(goods.priceInCents) : nil;
        });
    }] resume];
}

- (void)share {
    if (!self.goods.webURL) {
        return;
    }
    UIActivityViewController *sheet = [[UIActivityViewController alloc] initWithActivityItems:@[self.goods.title, self.goods.webURL]
                                                                        applicationActivities:nil];
    [self presentViewController:sheet animated:YES completion:nil];
}

@end
