//
//  TRPTripPlannerViewController.h
//  One screen to plan a trip: flights, a hotel, extras. Each row opens another module's
//  screen through CTMediator.
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@interface TRPTripPlannerViewController : UITableViewController

- (instancetype)initWithDestination:(NSString *)city departure:(NSDate *)departure nights:(NSInteger)nights;

@end

NS_ASSUME_NONNULL_END
