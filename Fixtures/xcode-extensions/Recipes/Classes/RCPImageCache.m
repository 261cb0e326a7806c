#import "RCPImageCache.h"

@implementation RCPImageCache

+ (instancetype)sharedCache {
    static RCPImageCache *cache;
    static dispatch_once_t once;
    dispatch_once(&once, ^{ cache = [RCPImageCache new]; });
    return cache;
}

- (UIImage *)imageForRecipeTitle:(NSString *)title {
    return [UIImage imageNamed:title];
}

@end
