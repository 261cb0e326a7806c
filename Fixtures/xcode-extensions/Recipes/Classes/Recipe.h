#import <Foundation/Foundation.h>
#import <SyncKit/SyncKit.h>

NS_ASSUME_NONNULL_BEGIN

/// A recipe as the sync service stores it. RCPSyncedObject comes from the SyncKit pod.
@interface Recipe : RCPSyncedObject

@property (nonatomic, copy) NSString *title;
@property (nonatomic) int32_t minutes;
@property (nonatomic) int32_t servings;

+ (NSArray<Recipe *> *)allRecipes;

@end

NS_ASSUME_NONNULL_END
