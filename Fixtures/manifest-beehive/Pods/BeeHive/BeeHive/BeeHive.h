//
//  BeeHive.h
//  Module and service hub (vendored stand-in, trimmed to what the shop uses).
//
//  Everything in this folder belongs to the framework: the macros and methods below
//  describe how registrations work, they register nothing themselves.
//

#import <Foundation/Foundation.h>
#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

#pragma mark - Annotations

/// Places a C string in a named Mach-O data section, read back by BeeHive at launch.
#define BeeHiveDATA(section_name) __attribute((used, section("__DATA," #section_name " ")))

/// Registers a module class at compile time. Write it with a leading `@`:
///     @BeeHiveMod(MyModule)
#define BeeHiveMod(module_name) \
    class BeeHive; char *kBeeHiveMod_##module_name BeeHiveDATA(BeehiveMods) = "" #module_name "";

/// Registers a service implementation at compile time. Write it with a leading `@`:
///     @BeeHiveService(MyServiceProtocol, MyServiceImpl)
#define BeeHiveService(service_protocol, service_impl) \
    class BeeHive; char *kBeeHiveService_##service_protocol BeeHiveDATA(BeehiveServices) = \
        "{ \"" #service_protocol "\" : \"" #service_impl "\" }";

/// Registers the enclosing module class from its own +load. Use inside an @implementation.
#define BH_EXPORT_MODULE(isAsync) \
    + (void)load { [[BeeHive shareInstance] registerDynamicModule:[self class]]; } \
    - (BOOL)async { return [[NSString stringWithUTF8String:#isAsync] boolValue]; }

#pragma mark - Protocols

@class BHContext;

/// Adopted by every service protocol handed out by -createService:.
@protocol BHServiceProtocol <NSObject>
@optional
/// Return YES to get one shared instance per process instead of a new object per lookup.
+ (BOOL)singleton;
+ (id)shareInstance;
@end

/// Adopted by module classes; every method is an optional life-cycle hook.
@protocol BHModuleProtocol <NSObject>
@optional
/// Implementing this (empty) method puts the module in the basic level, set up first.
- (void)basicModuleLevel;
/// Higher runs earlier within a level.
- (NSInteger)modulePriority;
- (BOOL)async;
- (void)modSetUp:(BHContext *)context;
- (void)modInit:(BHContext *)context;
- (void)modDidEnterBackground:(BHContext *)context;
- (void)modOpenURL:(BHContext *)context;
@end

#pragma mark - Context

@interface BHContext : NSObject

+ (instancetype)shareInstance;

@property (nonatomic, strong, nullable) UIApplication *application;
@property (nonatomic, copy, nullable) NSDictionary *launchOptions;
/// Resource name of the module list, e.g. @"BeeHive.bundle/BeeHive".
@property (nonatomic, copy) NSString *moduleConfigName;
/// Resource name of the service table, e.g. @"BeeHive.bundle/BHService".
@property (nonatomic, copy) NSString *serviceConfigName;
@property (nonatomic, strong, nullable) NSURL *openURL;

@end

#pragma mark - Hub

@interface BeeHive : NSObject

+ (instancetype)shareInstance;

@property (nonatomic, strong) BHContext *context;

- (void)registerService:(Protocol *)serviceProtocol service:(Class)implClass;
- (nullable id)createService:(Protocol *)serviceProtocol;
- (void)registerDynamicModule:(Class)moduleClass;

/// Loads the plists named by the context, then sets up and initialises every module.
- (void)setUpWithContext:(BHContext *)context;
- (void)triggerModuleEvent:(SEL)event;

@end

NS_ASSUME_NONNULL_END
