//
//  TPNotificationCenter.h
//  Notifications between modules:
//    Report    - sent to one named module of the same or a lower level;
//    Broadcast - delivered to observers in modules of the same or a higher level.
//

#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

@interface TPNotificationMaker : NSObject
@property (nonatomic, copy, readonly) TPNotificationMaker *_Nonnull (^name)(NSString *name);
@property (nonatomic, copy, readonly) TPNotificationMaker *_Nonnull (^userInfo)(NSDictionary *_Nullable userInfo);
@end

typedef void (^TPNotificationBlock)(TPNotificationMaker *make);

@interface TPNotificationCenter : NSObject

/// `moduleName` is the target module's class name.
- (void)reportNotification:(TPNotificationBlock)block targetModule:(NSString *)moduleName;
- (void)broadcastNotification:(TPNotificationBlock)block;

- (void)addObserver:(id)observer selector:(SEL)selector name:(NSString *)name object:(nullable id)object;
- (void)removeObserver:(id)observer;

@end

@interface NSObject (TPNotificationCenter)
/// The notification center of the module the receiving class belongs to; that module's
/// level decides where its Reports may go and which Broadcasts it hears.
+ (TPNotificationCenter *)tp_notificationCenter;
@end

NS_ASSUME_NONNULL_END
