//
//  NETClient.h
//

#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

typedef void (^NETCompletion)(id _Nullable response, NSError *_Nullable error);

@interface NETClient : NSObject

+ (instancetype)sharedClient;

@property (nonatomic, strong) NSURL *baseURL;

- (void)GET:(NSString *)path parameters:(nullable NSDictionary *)parameters completion:(NETCompletion)completion;
- (void)POST:(NSString *)path parameters:(nullable NSDictionary *)parameters completion:(NETCompletion)completion;

@end

NS_ASSUME_NONNULL_END
