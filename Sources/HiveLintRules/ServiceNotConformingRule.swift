import HiveLintConfig
import HiveLintCore

/// The `service-not-conforming` rule type; its documentation is `documentation` below (`hive-lint explain`).
public struct ServiceNotConformingRule: Rule {
    public static let typeName = "service-not-conforming"
    public static let summary = "a service implementation does not conform to its protocol"

    public static let defaults = [
        RuleInstance(name: "service-not-conforming", type: typeName, severity: .error, options: [:], comment: "A service implementation does not declare conformance to its protocol."),
    ]

    public static let documentation = RuleDocumentation(
        #"""
        A service's implementation never declares conformance to the
        protocol it is registered for — not in its `@interface`, a class extension, a category, a
        superclass, a Swift extension, nor through a protocol inheriting it. Callers get an object
        that does not answer the protocol's methods. Only reported when the class was read.
        """#,
        examples: [
            RuleExample("the cart service answers the protocol's methods but never adopts it", violations: 1, files: [
                ("rules.json", #"""
                {
                  "version": 1,
                  "discovery": { "folders": ["Modules/*"] },
                  "kinds": { "business": ["Cart"], "mediator": ["Mediator"] }
                }
                """#),
                ("Modules/Mediator/CartServiceProtocol.h", #"""
                #import <BeeHive/BeeHive.h>

                @protocol CartServiceProtocol <BHServiceProtocol>
                - (NSInteger)itemCount;
                - (void)addGoods:(NSString *)goodsId quantity:(NSInteger)quantity;
                @end
                """#),
                ("Modules/Cart/SHPCartService.h", #"""
                #import <Foundation/Foundation.h>

                @interface SHPCartService : NSObject
                - (NSInteger)itemCount;
                - (void)addGoods:(NSString *)goodsId quantity:(NSInteger)quantity;
                @end
                """#),
                ("Modules/Cart/SHPCartModule.m", #"""
                #import <BeeHive/BeeHive.h>
                #import <Mediator/CartServiceProtocol.h>
                #import "SHPCartService.h"

                @interface SHPCartModule : NSObject <BHModuleProtocol>
                @end

                @BeeHiveMod(SHPCartModule)
                @implementation SHPCartModule
                - (void)modInit:(BHContext *)context {
                    [[BeeHive shareInstance] registerService:@protocol(CartServiceProtocol) service:[SHPCartService class]];
                }
                @end
                """#),
            ]),
            RuleExample("the cart service's interface adopts the protocol", violations: 0, files: [
                ("rules.json", #"""
                {
                  "version": 1,
                  "discovery": { "folders": ["Modules/*"] },
                  "kinds": { "business": ["Cart"], "mediator": ["Mediator"] }
                }
                """#),
                ("Modules/Mediator/CartServiceProtocol.h", #"""
                #import <BeeHive/BeeHive.h>

                @protocol CartServiceProtocol <BHServiceProtocol>
                - (NSInteger)itemCount;
                - (void)addGoods:(NSString *)goodsId quantity:(NSInteger)quantity;
                @end
                """#),
                ("Modules/Cart/SHPCartService.h", #"""
                #import <Foundation/Foundation.h>
                #import <Mediator/CartServiceProtocol.h>

                @interface SHPCartService : NSObject <CartServiceProtocol>
                @end
                """#),
                ("Modules/Cart/SHPCartModule.m", #"""
                #import <BeeHive/BeeHive.h>
                #import <Mediator/CartServiceProtocol.h>
                #import "SHPCartService.h"

                @interface SHPCartModule : NSObject <BHModuleProtocol>
                @end

                @BeeHiveMod(SHPCartModule)
                @implementation SHPCartModule
                - (void)modInit:(BHContext *)context {
                    [[BeeHive shareInstance] registerService:@protocol(CartServiceProtocol) service:[SHPCartService class]];
                }
                @end
                """#),
            ]),
        ])

    public init?(instance: RuleInstance, problems: inout [ConfigProblem]) {
        OptionReader.expectNoOptions(instance, &problems)
    }

    public func check(_ context: RuleContext) -> [Violation] {
        context.manifest.services.compactMap { service in
            guard service.resolution != .dynamic, context.checks(service.module), let implementation = service.implementation,
                  context.types.exists(service.protocol),
                  context.types.conforms(implementation, to: service.protocol) == false else { return nil }
            let module = RuleContext.name(service.module)
            var evidence = [Evidence(kind: .registration, location: service.location, text: "\(service.mechanism) \(service.protocol) → \(implementation)")]
            if let declaration = context.types.declaration(of: implementation) {
                evidence.append(Evidence(kind: .registration, location: declaration.location, text: "\(implementation) declared without \(service.protocol)"))
            }
            return Violation(
                rule: context.ruleName, severity: .error,
                message: "\(implementation) is registered for \(service.protocol) but does not declare conformance to it",
                from: module, to: module, location: service.location, evidence: evidence, subject: "\(service.protocol) \(implementation)")
        }
    }
}
