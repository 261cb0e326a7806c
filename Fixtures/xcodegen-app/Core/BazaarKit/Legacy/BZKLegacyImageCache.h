#import <UIKit/UIKit.h>

/// The pre-2023 image cache, kept for reference while ImageLoader replaces it.
/// Excluded from the BazaarKit target (`excludes: [Legacy]`).
@interface BZKLegacyImageCache : NSObject

+ (instancetype)sharedCache;
- (nullable UIImage *)imageForKey:(NSString *)key;
- (void)setImage:(UIImage *)image forKey:(NSString *)key;

@end
