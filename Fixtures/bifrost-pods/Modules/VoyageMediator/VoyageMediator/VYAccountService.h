//
//  VYAccountService.h
//

#import <Foundation/Foundation.h>
#import <Bifrost/Bifrost.h>

NS_ASSUME_NONNULL_BEGIN

@protocol VYAccountService <BifrostModuleProtocol>

@property (nonatomic, readonly, getter=isSignedIn) BOOL signedIn;
@property (nonatomic, readonly, copy, nullable) NSString *travellerId;

@end

NS_ASSUME_NONNULL_END
