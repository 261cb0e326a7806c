#import "BZKLegacyImageCache.h"

@implementation BZKLegacyImageCache {
    NSCache<NSString *, UIImage *> *_cache;
}

+ (instancetype)sharedCache {
    static BZKLegacyImageCache *shared;
    static dispatch_once_t once;
    dispatch_once(&once, ^{ shared = [[self alloc] init]; });
    return shared;
}

- (instancetype)init {
    if ((self = [super init])) {
        _cache = [[NSCache alloc] init];
    }
    return self;
}

- (UIImage *)imageForKey:(NSString *)key {
    return [_cache objectForKey:key];
}

- (void)setImage:(UIImage *)image forKey:(NSString *)key {
    [_cache setObject:image forKey:key];
}

@end
