//
//  GDSGoodsListViewController.h
//

@import UIKit;

NS_ASSUME_NONNULL_BEGIN

@interface GDSGoodsListViewController : UITableViewController

- (instancetype)initWithCategoryId:(nullable NSString *)categoryId NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithStyle:(UITableViewStyle)style NS_UNAVAILABLE;
- (instancetype)initWithCoder:(NSCoder *)coder NS_UNAVAILABLE;
- (instancetype)initWithNibName:(nullable NSString *)nibNameOrNil bundle:(nullable NSBundle *)nibBundleOrNil NS_UNAVAILABLE;

@end

NS_ASSUME_NONNULL_END
