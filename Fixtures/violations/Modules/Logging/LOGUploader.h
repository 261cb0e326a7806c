//
//  LOGUploader.h
//

#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

@interface LOGUploader : NSObject

+ (instancetype)sharedUploader;

/// Sends a batch to the collector; failed batches are kept on disk and retried on the next upload.
- (void)uploadEvents:(NSArray<NSDictionary *> *)events;

@end

NS_ASSUME_NONNULL_END
