//
//  AccountService.h
//

#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

/// Provided by the app shell.
@protocol AccountService <NSObject>

@property (nonatomic, copy, readonly, nullable) NSString *userID;
@property (nonatomic, copy, readonly, nullable) NSString *accessToken;

@end

NS_ASSUME_NONNULL_END
