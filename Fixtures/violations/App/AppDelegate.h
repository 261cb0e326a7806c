//
//  AppDelegate.h
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@interface AppDelegate : UIResponder <UIApplicationDelegate>

@property (strong, nonatomic, nullable) UIWindow *window;

/// Set after login, cleared on logout. Sent with every API request.
@property (copy, nonatomic, nullable) NSString *sessionToken;

+ (instancetype)sharedDelegate;

- (void)logout;

@end

NS_ASSUME_NONNULL_END
