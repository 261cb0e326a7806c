//
//  LOGLogger.h
//

#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

/// Buffers analytics and diagnostic events and hands full batches to LOGUploader.
@interface LOGLogger : NSObject

+ (instancetype)sharedLogger;

@property (nonatomic, assign) NSUInteger batchSize;

- (void)event:(NSString *)name properties:(nullable NSDictionary<NSString *, id> *)properties;
- (void)flush;

@end

NS_ASSUME_NONNULL_END
