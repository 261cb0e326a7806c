#import <UIKit/UIKit.h>

/// The app's photo cache. Only the app target compiles it.
@interface RCPImageCache : NSObject

+ (instancetype)sharedCache;
- (nullable UIImage *)imageForRecipeTitle:(NSString *)title;

@end
