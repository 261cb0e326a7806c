//
//  GDSGoodsModule.m
//  Life cycle of the Goods module: warms the category cache after launch.
//

#import <Foundation/Foundation.h>
#import <BeeHive/BeeHive.h>
#import "GDSGoodsService.h"
#import "Common.h"

@interface GDSGoodsModule : NSObject <BHModuleProtocol>
@end

@BeeHiveMod(GDSGoodsModule)
@implementation GDSGoodsModule

- (NSInteger)modulePriority {
    return 500;
}

- (void)modInit:(BHContext *)context {
    CMNLog(@"goods module init");
    [[GDSGoodsService shareInstance] warmUpCategories];
}

- (void)modDidEnterBackground:(BHContext *)context {
    [[GDSGoodsService shareInstance] trimCaches];
}

@end

#if 0
// Flash sales had their own module until 4.2. Kept for the rollback build only.
@BeeHiveMod(GDSFlashSaleModule)
#endif
