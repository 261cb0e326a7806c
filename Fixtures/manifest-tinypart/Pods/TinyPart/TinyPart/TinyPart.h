//
//  TinyPart.h
//  Modules, services, routers and module notifications (vendored stand-in, trimmed).
//
//  The macros below are how apps declare things; defining them declares nothing.
//

#import <UIKit/UIKit.h>
#import "TPServiceManager.h"
#import "TPMediator.h"
#import "TPNotificationCenter.h"

NS_ASSUME_NONNULL_BEGIN

/// Modules start level by level, basic first; a Report may only go down (or stay level),
/// a Broadcast only reaches the broadcaster's level and the levels above it.
typedef NS_ENUM(NSUInteger, TPModuleLevel) {
    TPModuleLevelBasic = 0,
    TPModuleLevelMiddle = 1,
    TPModuleLevelTopout = 2,
};

@protocol TPModuleProtocol <UIApplicationDelegate>
@optional
+ (TPModuleLevel)level;
/// Higher starts earlier within a level.
+ (NSInteger)priority;
/// YES: -application:didFinishLaunchingWithOptions: runs on a background queue.
+ (BOOL)async;
/// Reports sent to this module and broadcasts it observes arrive here.
- (void)moduleDidReceiveNotification:(NSNotification *)notification;
@end

/// Registers the enclosing module class from +load. Use inside its @implementation.
#define TP_MODULE_AUTO_REGISTER \
    + (void)load { [[TinyPart sharedInstance] registerModule:self]; }

#define TP_MODULE_LEVEL(module_level) \
    + (TPModuleLevel)level { return module_level; }

#define TP_MODULE_PRIORITY(module_priority) \
    + (NSInteger)priority { return module_priority; }

#define TP_MODULE_ASYNC \
    + (BOOL)async { return YES; }

@interface TinyPart : NSObject

+ (instancetype)sharedInstance;

/// Resource name of the configuration plist; default @"TinyPart.bundle/TinyPart".
@property (nonatomic, copy) NSString *configPlistName;
@property (nonatomic, copy, readonly) NSArray<id<TPModuleProtocol>> *modules;

- (void)registerModule:(Class)moduleClass;

/// Reads the plist (ModuleClasses, ServicesTable, RouterClasses), then starts every module.
- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(nullable NSDictionary *)launchOptions;

@end

NS_ASSUME_NONNULL_END
