#import <Foundation/Foundation.h>

@interface AFHTTPSessionManager : NSObject
+ (instancetype)manager;
- (void)GET:(NSString *)path parameters:(id)parameters completion:(void (^)(id response, NSError *error))completion;
@end
