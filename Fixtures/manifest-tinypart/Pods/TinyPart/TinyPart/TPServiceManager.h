//
//  TPServiceManager.h
//

#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

/// Adopted by every service protocol.
@protocol TPServiceProtocol <NSObject>
@optional
+ (instancetype)sharedInstance;
@end

/// Registers the enclosing class as the implementation of `service_protocol`.
/// Use inside the implementation's @implementation.
#define TPSERVICE_AUTO_REGISTER(service_protocol) \
    + (void)load { [[TPServiceManager sharedInstance] registerService:@protocol(service_protocol) implClass:self]; }

@interface TPServiceManager : NSObject

+ (instancetype)sharedInstance;

- (void)registerService:(Protocol *)serviceProtocol implClass:(Class)implClass;
/// Protocol name -> class name, from the plist's ServicesTable.
- (void)registerServicesFromTable:(NSDictionary<NSString *, NSString *> *)table;
/// Looks an implementation up by the protocol's name.
- (nullable id)serviceWithName:(NSString *)serviceName;

@end

NS_ASSUME_NONNULL_END
