//
//  GDSGoodsListViewController.h
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@interface GDSGoodsListViewController : UITableViewController

- (instancetype)initWithCategoryId:(nullable NSString *)categoryId;

@end

NS_ASSUME_NONNULL_END
