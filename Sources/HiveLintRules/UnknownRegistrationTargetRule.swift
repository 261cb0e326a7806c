import HiveLintConfig
import HiveLintCore

/// The `unknown-registration-target` rule type; its documentation is `documentation` below (`hive-lint explain`).
public struct UnknownRegistrationTargetRule: Rule {
    public static let typeName = "unknown-registration-target"
    public static let summary = "a registration names a class or protocol that does not exist"

    public static let defaults = [
        RuleInstance(name: "unknown-registration-target", type: typeName, severity: .error, options: [:], comment: "A registration names a class or protocol that does not exist."),
    ]

    public static let documentation = RuleDocumentation(
        #"""
        A registration (a service's protocol or implementation, a
        module class) names a class or protocol declared nowhere in the tree, third-party code
        included — typically a plist entry left behind by a rename. Only names the compiler does not
        check are looked at: property lists, strings (`NSClassFromString(@"X")`) and bare macro words
        (`@BeeHiveService(P, Impl)`); `@protocol(P)`, `[X class]` and `X.self` cannot name what does
        not exist, and may name what lives in pods that are not in the tree. Nor is a name reported
        that parsed code adopts or inherits (`@interface X () <P>`, `class X: Base, P`): the compiler
        vouches for it wherever it is declared.
        """#,
        examples: [
            RuleExample("BHService.plist still names the class from before a rename", violations: 1, files: [
                ("rules.json", #"""
                {
                  "version": 1,
                  "discovery": {
                    "folders": ["Modules/*"],
                    "modules": [{ "name": "App", "path": "App", "kind": "app" }]
                  },
                  "kinds": { "business": ["Wallet"], "mediator": ["Mediator"] }
                }
                """#),
                ("App/BeeHive.bundle/BHService.plist", #"""
                <?xml version="1.0" encoding="UTF-8"?>
                <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
                <plist version="1.0">
                <array>
                    <dict>
                        <key>service</key>
                        <string>WalletServiceProtocol</string>
                        <key>impl</key>
                        <string>PRFWalletService</string>
                    </dict>
                </array>
                </plist>
                """#),
                ("Modules/Mediator/WalletServiceProtocol.h", #"""
                #import <BeeHive/BeeHive.h>

                @protocol WalletServiceProtocol <BHServiceProtocol>
                - (NSDecimalNumber *)balance;
                @end
                """#),
                ("Modules/Wallet/WLTWalletService.m", #"""
                #import <Foundation/Foundation.h>
                #import <Mediator/WalletServiceProtocol.h>

                /// Was PRFWalletService, in the Profile module, until the wallet got a module of its own.
                @interface WLTWalletService : NSObject <WalletServiceProtocol>
                @end

                @implementation WLTWalletService
                - (NSDecimalNumber *)balance {
                    return [NSDecimalNumber zero];
                }
                @end
                """#),
            ]),
            RuleExample("the plist names the class that exists", violations: 0, files: [
                ("rules.json", #"""
                {
                  "version": 1,
                  "discovery": {
                    "folders": ["Modules/*"],
                    "modules": [{ "name": "App", "path": "App", "kind": "app" }]
                  },
                  "kinds": { "business": ["Wallet"], "mediator": ["Mediator"] }
                }
                """#),
                ("App/BeeHive.bundle/BHService.plist", #"""
                <?xml version="1.0" encoding="UTF-8"?>
                <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
                <plist version="1.0">
                <array>
                    <dict>
                        <key>service</key>
                        <string>WalletServiceProtocol</string>
                        <key>impl</key>
                        <string>WLTWalletService</string>
                    </dict>
                </array>
                </plist>
                """#),
                ("Modules/Mediator/WalletServiceProtocol.h", #"""
                #import <BeeHive/BeeHive.h>

                @protocol WalletServiceProtocol <BHServiceProtocol>
                - (NSDecimalNumber *)balance;
                @end
                """#),
                ("Modules/Wallet/WLTWalletService.m", #"""
                #import <Foundation/Foundation.h>
                #import <Mediator/WalletServiceProtocol.h>

                /// Was PRFWalletService, in the Profile module, until the wallet got a module of its own.
                @interface WLTWalletService : NSObject <WalletServiceProtocol>
                @end

                @implementation WLTWalletService
                - (NSDecimalNumber *)balance {
                    return [NSDecimalNumber zero];
                }
                @end
                """#),
            ]),
        ])

    public init?(instance: RuleInstance, problems: inout [ConfigProblem]) {
        OptionReader.expectNoOptions(instance, &problems)
    }

    public func check(_ context: RuleContext) -> [Violation] {
        var violations: [Violation] = []
        let types = context.types
        func unknown(_ name: String) -> Bool { !types.exists(name) && !types.isInherited(name) }
        func report(_ name: String, _ what: String, module: String?, location: SourceLocation, mechanism: String) {
            let from = RuleContext.name(module)
            violations.append(Violation(
                rule: context.ruleName, severity: .error, message: "\(mechanism) registers \(what) \(name), which is declared nowhere in the tree",
                from: from, to: from, location: location, evidence: [Evidence(kind: .registration, location: location, text: "\(mechanism) \(name)")],
                subject: name))
        }
        for service in context.manifest.services where service.resolution != .dynamic && context.checks(service.module) {
            if service.unverifiedNames.contains(service.protocol), unknown(service.protocol) {
                report(service.protocol, "protocol", module: service.module, location: service.location, mechanism: service.mechanism)
            }
            if let implementation = service.implementation, service.unverifiedNames.contains(implementation), unknown(implementation) {
                report(implementation, "class", module: service.module, location: service.location, mechanism: service.mechanism)
            }
        }
        for entry in context.manifest.moduleEntries where context.checks(entry.module) && entry.unverifiedNames.contains(entry.name)
            && unknown(entry.name) {
            report(entry.name, "module class", module: entry.module, location: entry.location, mechanism: entry.mechanism)
        }
        return violations
    }
}
