//
//  AppDelegate.h
//  ShopApp
//

#import <UIKit/UIKit.h>

@interface AppDelegate : UIResponder <UIApplicationDelegate>

@property (nonatomic, strong) UIWindow *window;

/// Service lookup by protocol name, for the web bridge (`bridge.call("UserServiceProtocol", ...)`).
- (id)serviceNamed:(NSString *)protocolName;

@end
