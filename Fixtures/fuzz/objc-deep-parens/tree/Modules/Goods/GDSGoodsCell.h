#import <UIKit/UIKit.h>

@interface GDSGoodsCell : UITableViewCell
+ (NSString *)reuseIdentifier;
@end
