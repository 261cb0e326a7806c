//
//  Target_Goods.m
//  Actions the Goods module offers through MDRMediator.
//

#import <UIKit/UIKit.h>
#import "GDSGoodsDetailViewController.h"

@interface Target_Goods : NSObject
@end

@implementation Target_Goods

- (UIViewController *)Action_goodsDetailViewController:(NSDictionary *)params {
    NSString *goodsId = params[@"goodsId"];
    if (![goodsId isKindOfClass:NSString.class] || goodsId.length == 0) {
        return nil;
    }
    return [[GDSGoodsDetailViewController alloc] initWithGoodsId:goodsId];
}

@end
