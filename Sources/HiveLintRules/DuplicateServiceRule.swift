import HiveLintConfig
import HiveLintCore

/// The `duplicate-service` rule type; its documentation is `documentation` below (`hive-lint explain`).
public struct DuplicateServiceRule: Rule {
    public static let typeName = "duplicate-service"
    public static let summary = "a service protocol is registered more than once"

    public static let defaults = [
        RuleInstance(name: "duplicate-service", type: typeName, severity: .error, options: [:], comment: "A service protocol is registered twice, with different implementations or in disagreement."),
    ]

    public static let documentation = RuleDocumentation(
        #"""
        One protocol is registered more than once with different
        implementations (which one wins depends on load order), or by mechanisms that disagree
        (one says singleton, the other not). The same implementation registered twice in agreement
        (an annotation and a plist kept in step) is redundant, not wrong, and is not reported.
        Reported once per protocol, at its second registration, with every registration as
        evidence. Left out: registrations built at run time, those whose implementation is not
        known statically (a factory closure that does not name the type it builds), and pairs in
        different `#if` branches (`#if DEBUG` a mock, `#else` the real one), never both compiled,
        or in two different `app` modules (two apps of one repository, an app and its
        extension), each its own executable.
        Protocols of one name that several modules each declare for themselves are different
        services when each is registered in its own module (Swift's `Search.EntryPoint` and
        `Checkout.EntryPoint`).
        """#,
        examples: [
            RuleExample("the account module still registers its own user service", violations: 1, files: [
                ("rules.json", #"""
                {
                  "version": 1,
                  "discovery": { "folders": ["Modules/*"] },
                  "kinds": { "business": ["Account", "Profile"], "mediator": ["Mediator"] }
                }
                """#),
                ("Modules/Mediator/UserServiceProtocol.h", #"""
                #import <BeeHive/BeeHive.h>

                @protocol UserServiceProtocol <BHServiceProtocol>
                - (nullable NSString *)currentUserId;
                @end
                """#),
                ("Modules/Profile/PRFUserService.m", #"""
                #import <BeeHive/BeeHive.h>
                #import <Mediator/UserServiceProtocol.h>

                @BeeHiveService(UserServiceProtocol, PRFUserService)

                @interface PRFUserService : NSObject <UserServiceProtocol>
                @end

                @implementation PRFUserService
                - (NSString *)currentUserId {
                    return [[NSUserDefaults standardUserDefaults] stringForKey:@"PRFUserId"];
                }
                @end
                """#),
                ("Modules/Account/ACCAccountManager.h", #"""
                #import <Foundation/Foundation.h>
                #import <Mediator/UserServiceProtocol.h>

                @interface ACCAccountManager : NSObject <UserServiceProtocol>
                + (instancetype)sharedManager;
                - (void)restoreSession;
                @end
                """#),
                ("Modules/Account/ACCAccountModule.m", #"""
                #import <BeeHive/BeeHive.h>
                #import <Mediator/UserServiceProtocol.h>
                #import "ACCAccountManager.h"

                @interface ACCAccountModule : NSObject <BHModuleProtocol>
                @end

                @BeeHiveMod(ACCAccountModule)
                @implementation ACCAccountModule
                - (void)modInit:(BHContext *)context {
                    // Left over from before the Profile module took over the user.
                    [[BeeHive shareInstance] registerService:@protocol(UserServiceProtocol) service:[ACCAccountManager class]];
                }
                @end
                """#),
            ]),
            RuleExample("only the profile module registers it", violations: 0, files: [
                ("rules.json", #"""
                {
                  "version": 1,
                  "discovery": { "folders": ["Modules/*"] },
                  "kinds": { "business": ["Account", "Profile"], "mediator": ["Mediator"] }
                }
                """#),
                ("Modules/Mediator/UserServiceProtocol.h", #"""
                #import <BeeHive/BeeHive.h>

                @protocol UserServiceProtocol <BHServiceProtocol>
                - (nullable NSString *)currentUserId;
                @end
                """#),
                ("Modules/Profile/PRFUserService.m", #"""
                #import <BeeHive/BeeHive.h>
                #import <Mediator/UserServiceProtocol.h>

                @BeeHiveService(UserServiceProtocol, PRFUserService)

                @interface PRFUserService : NSObject <UserServiceProtocol>
                @end

                @implementation PRFUserService
                - (NSString *)currentUserId {
                    return [[NSUserDefaults standardUserDefaults] stringForKey:@"PRFUserId"];
                }
                @end
                """#),
                ("Modules/Account/ACCAccountManager.h", #"""
                #import <Foundation/Foundation.h>
                #import <Mediator/UserServiceProtocol.h>

                @interface ACCAccountManager : NSObject <UserServiceProtocol>
                + (instancetype)sharedManager;
                - (void)restoreSession;
                @end
                """#),
                ("Modules/Account/ACCAccountModule.m", #"""
                #import <BeeHive/BeeHive.h>
                #import "ACCAccountManager.h"

                @interface ACCAccountModule : NSObject <BHModuleProtocol>
                @end

                @BeeHiveMod(ACCAccountModule)
                @implementation ACCAccountModule
                - (void)modInit:(BHContext *)context {
                    [[ACCAccountManager sharedManager] restoreSession];
                }
                @end
                """#),
            ]),
            RuleExample("a mock in debug builds, the real one otherwise", violations: 0, files: [
                ("rules.json", #"""
                {
                  "version": 1,
                  "discovery": { "folders": ["Modules/*"] },
                  "kinds": { "business": ["Account", "Profile"], "mediator": ["Mediator"] }
                }
                """#),
                ("Modules/Mediator/UserServiceProtocol.h", #"""
                #import <BeeHive/BeeHive.h>

                @protocol UserServiceProtocol <BHServiceProtocol>
                - (nullable NSString *)currentUserId;
                @end
                """#),
                ("Modules/Profile/PRFUserService.m", #"""
                #import <BeeHive/BeeHive.h>
                #import <Mediator/UserServiceProtocol.h>

                #if DEBUG
                @BeeHiveService(UserServiceProtocol, PRFMockUserService)
                #else
                @BeeHiveService(UserServiceProtocol, PRFUserService)
                #endif

                @interface PRFUserService : NSObject <UserServiceProtocol>
                @end

                @implementation PRFUserService
                - (NSString *)currentUserId {
                    return [[NSUserDefaults standardUserDefaults] stringForKey:@"PRFUserId"];
                }
                @end

                /// Signed in as the QA account, whatever the keychain holds.
                @interface PRFMockUserService : PRFUserService
                @end

                @implementation PRFMockUserService
                - (NSString *)currentUserId {
                    return @"qa-0001";
                }
                @end
                """#),
            ]),
        ])

    public init?(instance: RuleInstance, problems: inout [ConfigProblem]) {
        OptionReader.expectNoOptions(instance, &problems)
    }

    public func check(_ context: RuleContext) -> [Violation] {
        let registrations = context.manifest.services.filter { $0.resolution != .dynamic && $0.implementation != nil && context.checks($0.module) }
        let apps = context.appModules
        return Dictionary(grouping: registrations, by: { Self.service($0, types: context.types) }).sorted { $0.key < $1.key }.compactMap { _, entries in
            let proto = entries[0].protocol
            let sorted = Conditions.clashing(entries.sorted { $0.location < $1.location }, condition: \.condition, module: \.module, apps: apps)
            guard sorted.count > 1 else { return nil }
            let implementations = Set(sorted.map { $0.implementation ?? "?" })
            let singletons = Set(sorted.compactMap(\.singleton))
            guard implementations.count > 1 || singletons.count > 1 else { return nil }
            let how = implementations.count > 1
                ? "with different implementations (\(implementations.sorted().joined(separator: ", ")))"
                : "for \(sorted[0].implementation ?? "?") by mechanisms that disagree on whether it is a singleton (\(sorted.map(\.mechanism).joined(separator: ", ")))"
            let module = RuleContext.name(sorted[1].module)
            return Violation(
                rule: context.ruleName, severity: .error, message: "service \(proto) is registered \(how)",
                from: module, to: RuleContext.name(sorted[0].module), location: sorted[1].location,
                evidence: sorted.map { Evidence(kind: .registration, location: $0.location, text: "\($0.mechanism) \(proto) → \($0.implementation ?? "?")") },
                subject: proto)
        }
    }

    /// Which service a registration is of: its protocol, told apart by the registering module
    /// when several modules declare a protocol of that name and the registering one is among
    /// them (Swift modules' same-named protocols are distinct types, `Core.ModuleInterface` and
    /// `FeatureHome.ModuleInterface`, each registered in its own module).
    static func service(_ entry: ServiceEntry, types: TypeIndex) -> String {
        let declaring = types.modules(declaring: entry.protocol)
        guard declaring.count > 1, let module = entry.module, declaring.contains(module) else { return entry.protocol }
        return entry.protocol + "\u{0}" + module
    }
}
