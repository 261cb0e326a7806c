//
//  TRPTripListViewController.h
//

#import <UIKit/UIKit.h>

@interface TRPTripListViewController : UITableViewController
@end
