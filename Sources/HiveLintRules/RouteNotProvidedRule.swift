import HiveLintConfig
import HiveLintCore

/// The `route-not-provided` rule type; its documentation is `documentation` below (`hive-lint explain`).
public struct RouteNotProvidedRule: Rule {
    public static let typeName = "route-not-provided"
    public static let summary = "a route is opened or a target-action performed that nothing provides"

    public static let defaults = [
        RuleInstance(name: "route-not-provided", type: typeName, severity: .error, options: [:], comment: "A route is opened or a target-action performed that nothing provides."),
    ]

    public static let documentation = RuleDocumentation(
        #"""
        A route is opened (`openURL:`, `handleURL:`, `navigator.push`) or a
        target-action performed (`performTarget:action:…`, `performAction:router:params:`) that
        no route of the same framework provides. Keys built at run time are never reported, nor are
        the opens of a framework that binds no route (or provides no target-action) in the tree at
        all: its routes live in code hive-lint does not read.
        """#,
        examples: [
            RuleExample("a labelled parameter makes the Swift action Action_detailWithParams:, not Action_detail:", violations: 1, files: [
                ("rules.json", #"""
                {
                  "version": 1,
                  "discovery": { "folders": ["Modules/*"] },
                  "kinds": { "business": ["Hotel"], "mediator": ["Mediator"] }
                }
                """#),
                ("Modules/Mediator/CTMediator+Hotel.swift", #"""
                import CTMediator
                import UIKit

                public extension CTMediator {
                    func hotelListViewController(city: String) -> UIViewController? {
                        let params: [AnyHashable: Any] = ["city": city, kCTMediatorParamsKeySwiftTargetModuleName: "Hotel"]
                        return performTarget("Hotel", action: "list", params: params, shouldCacheTarget: false) as? UIViewController
                    }

                    func hotelDetailViewController(hotelID: String) -> UIViewController? {
                        let params: [AnyHashable: Any] = ["hotelID": hotelID, kCTMediatorParamsKeySwiftTargetModuleName: "Hotel"]
                        return performTarget("Hotel", action: "detail", params: params, shouldCacheTarget: false) as? UIViewController
                    }
                }
                """#),
                ("Modules/Hotel/Target_Hotel.swift", #"""
                import UIKit

                @objc class Target_Hotel: NSObject {
                    @objc func Action_list(_ params: NSDictionary) -> UIViewController {
                        HotelListViewController(city: params["city"] as? String ?? "")
                    }

                    @objc func Action_detail(params: NSDictionary) -> UIViewController {
                        HotelDetailViewController(hotelID: params["hotelID"] as? String ?? "")
                    }
                }
                """#),
            ]),
            RuleExample("the action takes its parameter unlabelled", violations: 0, files: [
                ("rules.json", #"""
                {
                  "version": 1,
                  "discovery": { "folders": ["Modules/*"] },
                  "kinds": { "business": ["Hotel"], "mediator": ["Mediator"] }
                }
                """#),
                ("Modules/Mediator/CTMediator+Hotel.swift", #"""
                import CTMediator
                import UIKit

                public extension CTMediator {
                    func hotelListViewController(city: String) -> UIViewController? {
                        let params: [AnyHashable: Any] = ["city": city, kCTMediatorParamsKeySwiftTargetModuleName: "Hotel"]
                        return performTarget("Hotel", action: "list", params: params, shouldCacheTarget: false) as? UIViewController
                    }

                    func hotelDetailViewController(hotelID: String) -> UIViewController? {
                        let params: [AnyHashable: Any] = ["hotelID": hotelID, kCTMediatorParamsKeySwiftTargetModuleName: "Hotel"]
                        return performTarget("Hotel", action: "detail", params: params, shouldCacheTarget: false) as? UIViewController
                    }
                }
                """#),
                ("Modules/Hotel/Target_Hotel.swift", #"""
                import UIKit

                @objc class Target_Hotel: NSObject {
                    @objc func Action_list(_ params: NSDictionary) -> UIViewController {
                        HotelListViewController(city: params["city"] as? String ?? "")
                    }

                    @objc func Action_detail(_ params: NSDictionary) -> UIViewController {
                        HotelDetailViewController(hotelID: params["hotelID"] as? String ?? "")
                    }
                }
                """#),
            ]),
        ])

    public init?(instance: RuleInstance, problems: inout [ConfigProblem]) {
        OptionReader.expectNoOptions(instance, &problems)
    }

    public func check(_ context: RuleContext) -> [Violation] {
        let binding = Set(context.manifest.routes.filter { !$0.isTargetAction }.map(\.framework))
        let providing = Set(context.manifest.routes.filter(\.isTargetAction).map(\.framework))
        return context.manifest.consumers.compactMap { consumer in
            // Provided outside any module (an unowned file) still counts as provided.
            guard consumer.kind == .route || consumer.kind == .targetAction, consumer.resolution != .dynamic, !consumer.isProvided,
                  context.checks(consumer.module),
                  (consumer.kind == .route ? binding : providing).contains(consumer.framework) else { return nil }
            let module = RuleContext.name(consumer.module)
            let what = consumer.kind == .route ? "opens route" : "performs target-action"
            return Violation(
                rule: context.ruleName, severity: .error, message: "\(module) \(what) \(consumer.key) (\(consumer.mechanism)) but nothing provides it",
                from: module, to: module, location: consumer.location,
                evidence: [Evidence(kind: .registration, location: consumer.location, text: "\(consumer.mechanism) \(consumer.key)")],
                subject: consumer.key)
        }
    }
}
