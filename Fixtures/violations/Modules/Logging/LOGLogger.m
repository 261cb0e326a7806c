//
//  LOGLogger.m
//

#import "LOGLogger.h"
#import "LOGUploader.h"

@interface LOGLogger ()
@property (nonatomic, strong) NSMutableArray<NSDictionary *> *buffer;
@property (nonatomic, strong) dispatch_queue_t queue;
@end

@implementation LOGLogger

+ (instancetype)sharedLogger {
    static LOGLogger *logger;
    static dispatch_once_t onceToken;
    dispatch_once(&onceToken, ^{
        logger = [[LOGLogger alloc] init];
        logger.buffer = [NSMutableArray array];
        logger.queue = dispatch_queue_create("com.example.shop.logging", DISPATCH_QUEUE_SERIAL);
        logger.batchSize = 50;
    });
    return logger;
}

- (void)event:(NSString *)name properties:(NSDictionary<NSString *, id> *)properties {
    NSDictionary *event = @{@"name": name, @"ts": @((long long)(NSDate.date.timeIntervalSince1970 * 1000)),
                            @"props": properties ?: @{}};
    dispatch_async(self.queue, ^{
        [self.buffer addObject:event];
        if (self.buffer.count >= self.batchSize) {
            [self flushLocked];
        }
    });
}

- (void)flush {
    dispatch_async(self.queue, ^{
        [self flushLocked];
    });
}

- (void)flushLocked {
    if (self.buffer.count == 0) {
        return;
    }
    NSArray *batch = [self.buffer copy];
    [self.buffer removeAllObjects];
    [[LOGUploader sharedUploader] uploadEvents:batch];
}

@end
