import HiveLintConfig
import HiveLintCore
import HiveLintScan

/// The `forbidden-dependency` rule type; its documentation is `documentation` below (`hive-lint explain`).
public struct ForbiddenDependencyRule: Rule {
    public static let typeName = "forbidden-dependency"
    public static let summary = "modules matching `from` must not depend on modules matching `to` (kinds or name globs)"

    public static let defaults = [
        RuleInstance(
            name: "business-to-business", type: typeName, severity: .error,
            options: ["from": .array([.string("business")]), "to": .array([.string("business")])],
            comment: "Business modules talk only through the mediator (services and routes)."),
        RuleInstance(
            name: "function-to-upper-layer", type: typeName, severity: .error,
            options: ["from": .array([.string("function")]), "to": .array([.string("business"), .string("mediator")])],
            comment: "A function module must stay reusable: it knows no feature and no mediator."),
        RuleInstance(
            name: "mediator-to-business", type: typeName, severity: .error,
            options: ["from": .array([.string("mediator")]), "to": .array([.string("business")])],
            comment: "The mediator is a thin contract: protocols and constants, no feature code."),
        RuleInstance(
            name: "depends-on-app", type: typeName, severity: .error,
            options: [
                "from": .array(["app", "business", "function", "mediator", "unclassified"].map(JSONValue.string)),
                "to": .array([.string("app")]),
            ],
            comment: "Nothing depends on the app shell; it depends on everything."),
    ]

    public static let documentation = RuleDocumentation(
        #"""
        Modules matching `from` must not depend on modules matching `to`, by any dependency
        hive-lint sees in the code: an import, a type or symbol used, a class named in a
        string. One violation per pair of modules, carrying every piece of evidence (each
        import line and use), reported at the first. A dependency a manifest declares and no
        code uses is `redundant-dependency`'s to report.

        The default policy uses it four times: `business-to-business`,
        `function-to-upper-layer` (function → business or mediator), `mediator-to-business`
        and `depends-on-app`. Everything else is allowed: app → anything, business →
        function, mediator or external. Modules that only their feature folder made business
        (`package folder Projects/Features/Login matches convention **/features/*`: that
        folder's `Project.swift` declaring `LoginPresentation` and `LoginDomain`) are layers of
        one feature, and may depend on each other; a `rules.json` kind, a name or evidence
        from the code makes each its own.
        """#,
        options: [
            RuleOption("from", "required; an array of module kinds (`business`, `function`, `mediator`, `app`, `external`, `unclassified`) or globs on module names (`Sale*`)"),
            RuleOption("to", "required; the same, for the modules depended on"),
        ],
        examples: [
            RuleExample("a feature imports another feature", violations: 1, files: [
                ("Package.swift", #"""
                // swift-tools-version: 5.9
                import PackageDescription

                let package = Package(
                    name: "Shop",
                    targets: [
                        .target(name: "GoodsFeature"),
                        .target(name: "CartFeature", dependencies: ["GoodsFeature"]),
                    ]
                )
                """#),
                ("Sources/GoodsFeature/GoodsBadge.swift", #"""
                public struct GoodsBadge {
                    public let count: Int
                    public init(count: Int) { self.count = count }
                }
                """#),
                ("Sources/CartFeature/CartHeader.swift", #"""
                import GoodsFeature

                struct CartHeader {
                    let badge = GoodsBadge(count: 3)
                }
                """#),
            ]),
            RuleExample("the feature asks the other's interface instead", violations: 0, files: [
                ("Package.swift", #"""
                // swift-tools-version: 5.9
                import PackageDescription

                let package = Package(
                    name: "Shop",
                    targets: [
                        .target(name: "GoodsInterface"),
                        .target(name: "GoodsFeature", dependencies: ["GoodsInterface"]),
                        .target(name: "CartFeature", dependencies: ["GoodsInterface"]),
                    ]
                )
                """#),
                ("Sources/GoodsInterface/GoodsBadgeProviding.swift", #"""
                public protocol GoodsBadgeProviding {
                    func badgeCount() -> Int
                }
                """#),
                ("Sources/GoodsFeature/GoodsBadgeProvider.swift", #"""
                import GoodsInterface

                public struct GoodsBadgeProvider: GoodsBadgeProviding {
                    public init() {}
                    public func badgeCount() -> Int { 3 }
                }
                """#),
                ("Sources/CartFeature/CartHeader.swift", #"""
                import GoodsInterface

                struct CartHeader {
                    let goods: any GoodsBadgeProviding
                }
                """#),
            ]),
        ])

    let name: String
    let from: ModuleSelector
    let to: ModuleSelector

    public init?(instance: RuleInstance, problems: inout [ConfigProblem]) {
        var reader = OptionReader(instance: instance)
        reader.checkKeys(["from", "to"])
        let from = reader.strings("from")
        let to = reader.strings("to")
        problems += reader.problems
        guard let from, let to else { return nil }
        name = instance.name
        self.from = ModuleSelector(from)
        self.to = ModuleSelector(to)
    }

    public func check(_ context: RuleContext) -> [Violation] {
        context.dependencies.compactMap { dependency in
            guard let source = context.modules[dependency.from], let target = context.modules[dependency.to],
                  from.matches(source), to.matches(target), let first = dependency.evidence.first else { return nil }
            // Layers of one feature (one feature folder's `LoginPresentation` → `LoginDomain`)
            // depend on each other within it.
            if let folder = source.featureFolder, folder == target.featureFolder { return nil }
            let places = dependency.evidence.count == 1 ? "" : " (\(dependency.evidence.count) places)"
            return Violation(
                rule: context.ruleName, severity: .error,
                message: "\(source.kind.rawValue) module \(source.name) depends on \(target.kind.rawValue) module \(target.name): \(first.summary)\(places)",
                from: source.name, to: target.name, location: first.location, evidence: dependency.evidence)
        }
    }
}

/// Kinds or module-name globs.
struct ModuleSelector: Sendable {
    let kinds: Set<ModuleKind>
    let names: GlobSet

    init(_ entries: [String]) {
        kinds = Set(entries.compactMap(ModuleKind.init(rawValue:)))
        names = GlobSet(entries.filter { ModuleKind(rawValue: $0) == nil })
    }

    func matches(_ module: Module) -> Bool {
        kinds.contains(module.kind) || names.matches(module.name)
    }
}
