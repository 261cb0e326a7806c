#import <Foundation/Foundation.h>

@protocol MLCartServiceProtocol <NSObject>

- (void)addGoodsWithID:(NSString *)goodsID quantity:(NSInteger)quantity;
- (NSInteger)numberOfItems;

@end
