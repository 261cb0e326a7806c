//
//  Common.h
//  Umbrella header of the Common module.
//

#import <UIKit/UIKit.h>

#ifndef Common_h
#define Common_h

#define CMN_WEAKIFY(object) __weak __typeof__(object) weak_##object = object
#define CMN_STRONGIFY(object) __strong __typeof__(object) object = weak_##object

#ifdef DEBUG
#define CMNLog(fmt, ...) NSLog((@"[reader] " fmt), ##__VA_ARGS__)
#else
#define CMNLog(...)
#endif

#define CMN_API_BASE @"https://api.newsreader.example.com/v2"

/// Serif body font used by article and comment text.
static inline UIFont *CMNReadingFont(CGFloat size) {
    return [UIFont fontWithName:@"Georgia" size:size] ?: [UIFont systemFontOfSize:size];
}

/// Loads JSON from CMN_API_BASE + path and calls back on the main queue.
static inline void CMNFetchJSON(NSString *path, void (^completion)(id _Nullable json, NSError *_Nullable error)) {
    NSURL *url = [NSURL URLWithString:[CMN_API_BASE stringByAppendingString:path]];
    [[[NSURLSession sharedSession] dataTaskWithURL:url completionHandler:^(NSData *data, NSURLResponse *response, NSError *error) {
        id json = data ? [NSJSONSerialization JSONObjectWithData:data options:0 error:nil] : nil;
        dispatch_async(dispatch_get_main_queue(), ^{
            completion(json, error);
        });
    }] resume];
}

#endif /* Common_h */
