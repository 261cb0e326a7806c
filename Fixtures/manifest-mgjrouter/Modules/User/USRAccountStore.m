//
//  USRAccountStore.m
//

#import "USRAccountStore.h"
#import "Common.h"

@implementation USRUser
@end

@interface USRAccountStore ()
@property (nonatomic, strong, readwrite, nullable) USRUser *currentUser;
@property (nonatomic, strong) NSMutableSet<NSString *> *blocked;
@end

@implementation USRAccountStore

+ (instancetype)sharedStore {
    static USRAccountStore *store;
    static dispatch_once_t onceToken;
    dispatch_once(&onceToken, ^{
        store = [[USRAccountStore alloc] init];
        store.blocked = [NSMutableSet set];
    });
    return store;
}

- (void)refreshCurrentUser {
    NSURL *url = [NSURL URLWithString:[CMN_API_HOST stringByAppendingString:@"/v1/me"]];
    [[[NSURLSession sharedSession] dataTaskWithURL:url completionHandler:^(NSData *data, NSURLResponse *response, NSError *error) {
        NSDictionary *json = data ? [NSJSONSerialization JSONObjectWithData:data options:0 error:nil] : nil;
        if (![json isKindOfClass:NSDictionary.class]) {
            CMNLog(@"refresh failed: %@", error);
            return;
        }
        USRUser *user = [[USRUser alloc] init];
        user.uid = json[@"uid"];
        user.nickname = json[@"nickname"];
        user.avatarURL = [NSURL URLWithString:json[@"avatar"] ?: @""];
        user.followerCount = [json[@"followers"] integerValue];
        dispatch_async(dispatch_get_main_queue(), ^{
            self.currentUser = user;
        });
    }] resume];
}

- (void)blockUser:(NSString *)uid {
    @synchronized (self) {
        [self.blocked addObject:uid];
    }
}

- (BOOL)isBlocked:(NSString *)uid {
    @synchronized (self) {
        return [self.blocked containsObject:uid];
    }
}

@end
