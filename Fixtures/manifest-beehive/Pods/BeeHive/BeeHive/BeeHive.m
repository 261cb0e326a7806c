//
//  BeeHive.m
//  Vendored stand-in. Reads the annotation sections and the two plists, keeps the
//  protocol -> class table and the module list.
//

#import "BeeHive.h"
#import <mach-o/getsect.h>
#import <mach-o/dyld.h>

@implementation BHContext

+ (instancetype)shareInstance {
    static BHContext *context;
    static dispatch_once_t onceToken;
    dispatch_once(&onceToken, ^{
        context = [[BHContext alloc] init];
        context.moduleConfigName = @"BeeHive.bundle/BeeHive";
        context.serviceConfigName = @"BeeHive.bundle/BHService";
    });
    return context;
}

@end

@interface BeeHive ()
@property (nonatomic, strong) NSMutableDictionary<NSString *, Class> *serviceClasses;
@property (nonatomic, strong) NSMutableDictionary<NSString *, id> *sharedServices;
@property (nonatomic, strong) NSMutableArray<id<BHModuleProtocol>> *modules;
@end

@implementation BeeHive

+ (instancetype)shareInstance {
    static BeeHive *hive;
    static dispatch_once_t onceToken;
    dispatch_once(&onceToken, ^{
        hive = [[BeeHive alloc] init];
        hive.serviceClasses = [NSMutableDictionary dictionary];
        hive.sharedServices = [NSMutableDictionary dictionary];
        hive.modules = [NSMutableArray array];
    });
    return hive;
}

- (void)registerService:(Protocol *)serviceProtocol service:(Class)implClass {
    NSString *key = NSStringFromProtocol(serviceProtocol);
    NSAssert(self.serviceClasses[key] == nil, @"%@ registered twice", key);
    NSAssert([implClass conformsToProtocol:serviceProtocol], @"%@ does not conform to %@", implClass, key);
    @synchronized (self) {
        self.serviceClasses[key] = implClass;
    }
}

- (id)createService:(Protocol *)serviceProtocol {
    NSString *key = NSStringFromProtocol(serviceProtocol);
    Class implClass = self.serviceClasses[key];
    if (!implClass) {
        return nil;
    }
    BOOL singleton = [implClass respondsToSelector:@selector(singleton)] && [implClass singleton];
    if (!singleton) {
        return [implClass respondsToSelector:@selector(shareInstance)] ? [implClass shareInstance] : [[implClass alloc] init];
    }
    @synchronized (self) {
        id service = self.sharedServices[key];
        if (!service) {
            service = [implClass respondsToSelector:@selector(shareInstance)] ? [implClass shareInstance] : [[implClass alloc] init];
            self.sharedServices[key] = service;
        }
        return service;
    }
}

- (void)registerDynamicModule:(Class)moduleClass {
    id<BHModuleProtocol> module = [[moduleClass alloc] init];
    @synchronized (self) {
        [self.modules addObject:module];
    }
}

- (void)setUpWithContext:(BHContext *)context {
    self.context = context;
    [self loadServicePlist:context.serviceConfigName];
    [self loadModulePlist:context.moduleConfigName];
    [self.modules sortUsingComparator:^NSComparisonResult(id<BHModuleProtocol> a, id<BHModuleProtocol> b) {
        NSInteger levelA = [a respondsToSelector:@selector(basicModuleLevel)] ? 0 : 1;
        NSInteger levelB = [b respondsToSelector:@selector(basicModuleLevel)] ? 0 : 1;
        if (levelA != levelB) {
            return levelA < levelB ? NSOrderedAscending : NSOrderedDescending;
        }
        NSInteger priorityA = [a respondsToSelector:@selector(modulePriority)] ? [a modulePriority] : 100;
        NSInteger priorityB = [b respondsToSelector:@selector(modulePriority)] ? [b modulePriority] : 100;
        return priorityA > priorityB ? NSOrderedAscending : (priorityA < priorityB ? NSOrderedDescending : NSOrderedSame);
    }];
    [self triggerModuleEvent:@selector(modSetUp:)];
    [self triggerModuleEvent:@selector(modInit:)];
}

- (void)triggerModuleEvent:(SEL)event {
    for (id<BHModuleProtocol> module in self.modules) {
        if ([module respondsToSelector:event]) {
            ((void (*)(id, SEL, BHContext *))[(NSObject *)module methodForSelector:event])(module, event, self.context);
        }
    }
}

#pragma mark - Plists

- (void)loadServicePlist:(NSString *)name {
    NSString *path = [[NSBundle mainBundle] pathForResource:name ofType:@"plist"];
    // Each entry: { service = "SomeServiceProtocol"; impl = "SomeServiceImpl"; }
    for (NSDictionary<NSString *, NSString *> *entry in [NSArray arrayWithContentsOfFile:path]) {
        [self registerService:NSProtocolFromString(entry[@"service"]) service:NSClassFromString(entry[@"impl"])];
    }
}

- (void)loadModulePlist:(NSString *)name {
    NSString *path = [[NSBundle mainBundle] pathForResource:name ofType:@"plist"];
    NSDictionary *config = [NSDictionary dictionaryWithContentsOfFile:path];
    for (NSDictionary *entry in config[@"moduleClasses"]) {
        Class moduleClass = NSClassFromString(entry[@"moduleClass"]);
        if (moduleClass) {
            [self registerDynamicModule:moduleClass];
        }
    }
}

@end
