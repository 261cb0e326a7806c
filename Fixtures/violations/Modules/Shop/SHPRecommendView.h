//
//  SHPRecommendView.h
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

/// "You may also like" strip shown under the cart.
@interface SHPRecommendView : UIView <UITableViewDataSource>

/// GDSGoodsModel objects from the recommendation API, already ranked.
@property (nonatomic, copy) NSArray *recommendedGoods;

@end

NS_ASSUME_NONNULL_END
