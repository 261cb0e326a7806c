//
//  USRProfileViewController.h
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@interface USRProfileViewController : UIViewController

- (instancetype)initWithUserID:(NSString *)userID;

/// Where the profile was opened from ("chat", "feed"), for analytics.
@property (nonatomic, copy, nullable) NSString *source;
@property (nonatomic, assign) BOOL showsFollowers;

@end

NS_ASSUME_NONNULL_END
