//
//  CMNFoundationModule.m
//  Appearance, URL cache and font registration before any business module starts.
//  Listed under ModuleClasses in App/TinyPart.bundle/TinyPart.plist (no auto-register).
//

#import <UIKit/UIKit.h>
#import <TinyPart/TinyPart.h>
#import "Common.h"

@interface CMNFoundationModule : NSObject <TPModuleProtocol>
@end

@implementation CMNFoundationModule

TP_MODULE_LEVEL(TPModuleLevelBasic)
TP_MODULE_PRIORITY(1000)

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    NSURLCache.sharedURLCache = [[NSURLCache alloc] initWithMemoryCapacity:8 * 1024 * 1024
                                                             diskCapacity:64 * 1024 * 1024
                                                             directoryURL:nil];
    UINavigationBar.appearance.titleTextAttributes = @{NSFontAttributeName: CMNReadingFont(17)};
    CMNLog(@"foundation ready");
    return YES;
}

@end
