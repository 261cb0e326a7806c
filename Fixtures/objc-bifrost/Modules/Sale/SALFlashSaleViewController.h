//
//  SALFlashSaleViewController.h
//

@import UIKit;

@class SALFlashSaleItem;

NS_ASSUME_NONNULL_BEGIN

@interface SALFlashSaleViewController : UITableViewController

@property (nonatomic, copy, readonly) NSArray<SALFlashSaleItem *> *items;

@end

NS_ASSUME_NONNULL_END
