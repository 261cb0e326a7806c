//
//  GDSGoodsService.m
//

#import "GDSGoodsService.h"
#import "GDSGoodsListViewController.h"
#import "GDSGoodsDetailViewController.h"
#import "GoodsServiceHelper.h"
#import "Common.h"

@BeeHiveService(GoodsServiceProtocol, GDSGoodsService)

@interface GDSGoodsService ()
@property (nonatomic, strong) NSCache<NSString *, NSDictionary *> *summaryCache;
@property (nonatomic, copy) NSArray<NSDictionary *> *categories;
@end

@implementation GDSGoodsService

+ (BOOL)singleton {
    return YES;
}

+ (instancetype)shareInstance {
    static GDSGoodsService *service;
    static dispatch_once_t onceToken;
    dispatch_once(&onceToken, ^{
        service = [[GDSGoodsService alloc] init];
        service.summaryCache = [[NSCache alloc] init];
    });
    return service;
}

#pragma mark - GoodsServiceProtocol

- (UIViewController *)goodsListViewControllerWithCategoryId:(NSString *)categoryId {
    return [[GDSGoodsListViewController alloc] initWithCategoryId:categoryId];
}

- (UIViewController *)goodsDetailViewControllerWithGoodsId:(NSString *)goodsId {
    return [[GDSGoodsDetailViewController alloc] initWithGoodsId:goodsId];
}

- (void)fetchSummaryOfGoods:(NSString *)goodsId completion:(GoodsSummaryCompletion)completion {
    NSDictionary *cached = [self.summaryCache objectForKey:goodsId];
    if (cached) {
        completion(cached, nil);
        return;
    }
    NSURL *url = [GoodsServiceHelper summaryURLForGoods:goodsId];
    CMN_WEAKIFY(self);
    [[[NSURLSession sharedSession] dataTaskWithURL:url completionHandler:^(NSData *data, NSURLResponse *response, NSError *error) {
        CMN_STRONGIFY(self);
        NSDictionary *summary = data ? [NSJSONSerialization JSONObjectWithData:data options:0 error:nil] : nil;
        if ([summary isKindOfClass:NSDictionary.class]) {
            [self.summaryCache setObject:summary forKey:goodsId];
        }
        dispatch_async(dispatch_get_main_queue(), ^{
            completion(summary, error);
        });
    }] resume];
}

#pragma mark - Caches

- (void)warmUpCategories {
    NSURL *url = [NSURL URLWithString:@"https://api.shop.example.com/v1/categories"];
    [[[NSURLSession sharedSession] dataTaskWithURL:url completionHandler:^(NSData *data, NSURLResponse *response, NSError *error) {
        NSArray *categories = data ? [NSJSONSerialization JSONObjectWithData:data options:0 error:nil] : nil;
        self.categories = [categories isKindOfClass:NSArray.class] ? categories : @[];
        CMNLog(@"%lu categories", (unsigned long)self.categories.count);
    }] resume];
}

- (void)trimCaches {
    [self.summaryCache removeAllObjects];
}

@end
