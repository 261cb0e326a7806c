//
//  LOGUploader.m
//

#import "LOGUploader.h"
#import <Networking/NETClient.h>

@interface LOGUploader ()
@property (nonatomic, strong) NSURL *pendingFileURL;
@end

@implementation LOGUploader

+ (instancetype)sharedUploader {
    static LOGUploader *uploader;
    static dispatch_once_t onceToken;
    dispatch_once(&onceToken, ^{
        uploader = [[LOGUploader alloc] init];
        NSURL *caches = [NSFileManager.defaultManager URLsForDirectory:NSCachesDirectory inDomains:NSUserDomainMask].firstObject;
        uploader.pendingFileURL = [caches URLByAppendingPathComponent:@"pending-events.plist"];
    });
    return uploader;
}

- (void)uploadEvents:(NSArray<NSDictionary *> *)events {
    NSArray *pending = [NSArray arrayWithContentsOfURL:self.pendingFileURL] ?: @[];
    NSArray *batch = [pending arrayByAddingObjectsFromArray:events];
    [NSFileManager.defaultManager removeItemAtURL:self.pendingFileURL error:NULL];
    [[NETClient sharedClient] POST:@"collector/events" parameters:@{@"events": batch} completion:^(id response, NSError *error) {
        if (error) {
            [batch writeToURL:self.pendingFileURL atomically:YES];
        }
    }];
}

@end
