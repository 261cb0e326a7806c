//
//  CMNShareHelper.m
//

#import "CMNShareHelper.h"
#import <Goods/GDSGoodsModel.h>

@implementation CMNShareHelper

+ (void)shareTitle:(NSString *)title url:(NSURL *)url fromViewController:(UIViewController *)viewController {
    NSMutableArray *items = [NSMutableArray arrayWithObject:title];
    if (url) {
        [items addObject:url];
    }
    UIActivityViewController *sheet = [[UIActivityViewController alloc] initWithActivityItems:items applicationActivities:nil];
    sheet.excludedActivityTypes = @[UIActivityTypeAssignToContact, UIActivityTypeAddToReadingList];
    [viewController presentViewController:sheet animated:YES completion:nil];
}

+ (void)shareGoods:(id)goods fromViewController:(UIViewController *)viewController {
    if (![goods isKindOfClass:GDSGoodsModel.class]) {
        return;
    }
    GDSGoodsModel *model = goods;
    NSString *title = [NSString stringWithFormat:@"%@ for $%.2f", model.title, model.priceInCents / 100.0];
    [self shareTitle:title url:model.webURL fromViewController:viewController];
}

@end
