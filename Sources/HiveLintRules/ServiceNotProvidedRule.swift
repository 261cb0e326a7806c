import HiveLintConfig
import HiveLintCore

/// The `service-not-provided` rule type; its documentation is `documentation` below (`hive-lint explain`).
public struct ServiceNotProvidedRule: Rule {
    public static let typeName = "service-not-provided"
    public static let summary = "a service is looked up that nothing registers"

    public static let defaults = [
        RuleInstance(name: "service-not-provided", type: typeName, severity: .error, options: [:], comment: "A service is looked up that no registration provides."),
    ]

    public static let documentation = RuleDocumentation(
        #"""
        A service is looked up (`createService:`, `BFModule(P)`,
        `serviceWithName:`, `resolve(P.self)`, a custom lookup) that no registration in the tree
        provides. Found at run time as a `nil` service, if at all. Not reported, because the provider
        may be code hive-lint does not read: a lookup whose protocol is built at run time (`dynamic`),
        a protocol not declared in the parsed (first-party) code, a protocol named in code hive-lint
        does not parse (a file no module owns, third-party code: its registration may be there),
        and lookups of a framework that has no registration at all in the tree (its services are
        registered elsewhere, in a pod or a binary).
        """#,
        examples: [
            RuleExample("the profile screen resolves a coupon service no assembly registers", violations: 1, files: [
                ("rules.json", #"""
                {
                  "version": 1,
                  "discovery": { "folders": ["Modules/*"] },
                  "kinds": { "business": ["Cart", "Coupon", "Profile"], "mediator": ["Mediator"] }
                }
                """#),
                ("Modules/Mediator/Services.swift", #"""
                public protocol CartService: AnyObject {
                    var itemCount: Int { get }
                }

                public protocol CouponService: AnyObject {
                    func availableCoupons() -> [String]
                }
                """#),
                ("Modules/Cart/CartAssembly.swift", #"""
                import Mediator
                import Swinject

                public final class CartAssembly: Assembly {
                    public init() {}
                    public func assemble(container: Container) {
                        container.register(CartService.self) { _ in CartStore() }
                            .inObjectScope(.container)
                    }
                }

                final class CartStore: CartService {
                    var itemCount = 0
                }
                """#),
                ("Modules/Profile/ProfileViewController.swift", #"""
                import Mediator
                import Swinject
                import UIKit

                final class ProfileViewController: UIViewController {
                    var resolver: Resolver!

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let cart = resolver.resolve(CartService.self)!
                        let coupons = resolver.resolve(CouponService.self)!
                        title = "\(cart.itemCount) in cart, \(coupons.availableCoupons().count) coupons"
                    }
                }
                """#),
            ]),
            RuleExample("the coupon module's assembly registers it", violations: 0, files: [
                ("rules.json", #"""
                {
                  "version": 1,
                  "discovery": { "folders": ["Modules/*"] },
                  "kinds": { "business": ["Cart", "Coupon", "Profile"], "mediator": ["Mediator"] }
                }
                """#),
                ("Modules/Mediator/Services.swift", #"""
                public protocol CartService: AnyObject {
                    var itemCount: Int { get }
                }

                public protocol CouponService: AnyObject {
                    func availableCoupons() -> [String]
                }
                """#),
                ("Modules/Cart/CartAssembly.swift", #"""
                import Mediator
                import Swinject

                public final class CartAssembly: Assembly {
                    public init() {}
                    public func assemble(container: Container) {
                        container.register(CartService.self) { _ in CartStore() }
                            .inObjectScope(.container)
                    }
                }

                final class CartStore: CartService {
                    var itemCount = 0
                }
                """#),
                ("Modules/Coupon/CouponAssembly.swift", #"""
                import Mediator
                import Swinject

                public final class CouponAssembly: Assembly {
                    public init() {}
                    public func assemble(container: Container) {
                        container.register(CouponService.self) { _ in CouponWallet() }
                    }
                }

                final class CouponWallet: CouponService {
                    func availableCoupons() -> [String] { ["WELCOME10"] }
                }
                """#),
                ("Modules/Profile/ProfileViewController.swift", #"""
                import Mediator
                import Swinject
                import UIKit

                final class ProfileViewController: UIViewController {
                    var resolver: Resolver!

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let cart = resolver.resolve(CartService.self)!
                        let coupons = resolver.resolve(CouponService.self)!
                        title = "\(cart.itemCount) in cart, \(coupons.availableCoupons().count) coupons"
                    }
                }
                """#),
            ]),
        ])

    public init?(instance: RuleInstance, problems: inout [ConfigProblem]) {
        OptionReader.expectNoOptions(instance, &problems)
    }

    public func check(_ context: RuleContext) -> [Violation] {
        let registering = Set(context.manifest.services.map(\.framework))
        return context.manifest.consumers.compactMap { consumer in
            guard consumer.kind == .service, consumer.resolution != .dynamic, context.checks(consumer.module),
                  !consumer.isProvided, registering.contains(consumer.framework),
                  context.types.isDeclaredInParsedCode(consumer.key), !context.types.writtenInUnparsedCode.contains(consumer.key) else { return nil }
            let module = RuleContext.name(consumer.module)
            return Violation(
                rule: context.ruleName, severity: .error,
                message: "\(module) looks up service \(consumer.key) (\(consumer.mechanism)) but nothing registers it",
                from: module, to: module, location: consumer.location,
                evidence: [Evidence(kind: .registration, location: consumer.location, text: "\(consumer.mechanism) \(consumer.key)")],
                subject: consumer.key)
        }
    }
}
