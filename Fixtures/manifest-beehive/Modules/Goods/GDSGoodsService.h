//
//  GDSGoodsService.h
//

#import <Foundation/Foundation.h>
#import <Mediator/GoodsServiceProtocol.h>

NS_ASSUME_NONNULL_BEGIN

@interface GDSGoodsService : NSObject <GoodsServiceProtocol>

+ (instancetype)shareInstance;

- (void)warmUpCategories;
- (void)trimCaches;

@end

NS_ASSUME_NONNULL_END
