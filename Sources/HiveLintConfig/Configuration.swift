import Foundation
import HiveLintCore

/// The contents of a `rules.json`: how to find modules, how to classify them, which rules
/// apply and which exceptions are allowed. Every key is documented in the README and used in
/// the reference `rules.json` at the top of this repository.
public struct Configuration: Sendable, Hashable {
    /// The only format version so far.
    public static let currentVersion = 1

    public var version: Int = Configuration.currentVersion
    public var discovery = DiscoverySettings()
    /// Kind assignments in the order they are tried; the first matching glob wins.
    public var kinds: [KindPatterns] = []
    /// The effective rule instances: the defaults, overridden and extended by `rules`.
    public var rules: [RuleInstance] = RuleInstance.defaults
    public var allow: [AllowedException] = []
    /// In-house frameworks (`frameworks`), recognized like the built-ins.
    public var frameworks: [FrameworkDeclaration] = []
    /// Which module kinds the rules look at besides the architecture's own.
    public var scope = ScopeSettings()
    /// Where the configuration came from (relative to the root when inside it), or `nil`
    /// for the built-in defaults.
    public var source: String?

    public init() {}

    /// The order in which `kinds` lists are tried.
    public static let kindPrecedence: [ModuleKind] = [.app, .test, .example, .external, .mediator, .function, .business]
}

/// `scope`: test and example modules are left out of every rule unless included here (or
/// with `--include-tests` / `--include-examples`).
public struct ScopeSettings: Sendable, Hashable {
    public var tests = false
    public var examples = false

    public init(tests: Bool = false, examples: Bool = false) {
        self.tests = tests
        self.examples = examples
    }

    /// Whether rules look at modules of this kind.
    public func includes(_ kind: ModuleKind) -> Bool {
        switch kind {
        case .test: tests
        case .example: examples
        default: true
        }
    }
}

/// `discovery`: where modules come from.
public struct DiscoverySettings: Sendable, Hashable {
    /// Globs (relative to the root) of files and folders never scanned.
    public var exclude: [String] = []
    /// Globs of folders, each matching folder being one module named after it (`Modules/*`).
    public var folders: [String] = []
    /// Modules named explicitly, each with a folder.
    public var modules: [ExplicitModule] = []
    /// Globs of folders holding third-party code; each matching folder is an external module.
    public var external: [String] = []

    public init() {}
}

/// `discovery.modules[]`.
public struct ExplicitModule: Sendable, Hashable {
    public var name: String
    public var path: String
    public var kind: ModuleKind?

    public init(name: String, path: String, kind: ModuleKind? = nil) {
        self.name = name
        self.path = path
        self.kind = kind
    }
}

/// `kinds.<kind>`: globs matched against module names and module paths.
public struct KindPatterns: Sendable, Hashable {
    public var kind: ModuleKind
    public var patterns: [String]

    public init(kind: ModuleKind, patterns: [String]) {
        self.kind = kind
        self.patterns = patterns
    }
}

/// One rule instance: a configured use of a rule type.
public struct RuleInstance: Sendable, Hashable {
    /// The id shown in reports, e.g. `business-to-business`.
    public var name: String
    /// The rule type, e.g. `forbidden-dependency`.
    public var type: String
    /// `nil` means the rule is off.
    public var severity: Severity?
    public var options: [String: JSONValue]
    public var comment: String?
    /// Where the instance was declared (`$.rules[2]`, or `defaults`), for error messages.
    public var declaredAt: String

    public init(name: String, type: String, severity: Severity?, options: [String: JSONValue], comment: String? = nil, declaredAt: String = "defaults") {
        self.name = name
        self.type = type
        self.severity = severity
        self.options = options
        self.comment = comment
        self.declaredAt = declaredAt
    }

    /// The default policy (DESIGN.md §1) as rule instances.
    public static let defaults: [RuleInstance] = [
        RuleInstance(
            name: "business-to-business", type: "forbidden-dependency", severity: .error,
            options: ["from": .array([.string("business")]), "to": .array([.string("business")])],
            comment: "Business modules talk only through the mediator (services and routes)."),
        RuleInstance(
            name: "function-to-upper-layer", type: "forbidden-dependency", severity: .error,
            options: ["from": .array([.string("function")]), "to": .array([.string("business"), .string("mediator")])],
            comment: "A function module must stay reusable: it knows no feature and no mediator."),
        RuleInstance(
            name: "mediator-to-business", type: "forbidden-dependency", severity: .error,
            options: ["from": .array([.string("mediator")]), "to": .array([.string("business")])],
            comment: "The mediator is a thin contract: protocols and constants, no feature code."),
        RuleInstance(
            name: "depends-on-app", type: "forbidden-dependency", severity: .error,
            options: [
                "from": .array(["app", "business", "function", "mediator", "unclassified"].map(JSONValue.string)),
                "to": .array([.string("app")]),
            ],
            comment: "Nothing depends on the app shell; it depends on everything."),
        RuleInstance(
            name: "module-cycle", type: "no-cycles", severity: .error, options: [:],
            comment: "Modules must form a directed acyclic graph."),
        RuleInstance(
            name: "implicit-dependency", type: "implicit-dependency", severity: .warning, options: [:],
            comment: "Code uses a module its manifest does not declare."),
        RuleInstance(
            name: "redundant-dependency", type: "redundant-dependency", severity: .warning, options: [:],
            comment: "A manifest declares a dependency the code never uses."),
        RuleInstance(
            name: "service-not-provided", type: "service-not-provided", severity: .error, options: [:],
            comment: "A service is looked up that no registration provides."),
        RuleInstance(
            name: "duplicate-service", type: "duplicate-service", severity: .error, options: [:],
            comment: "A service protocol is registered twice, with different implementations or in disagreement."),
        RuleInstance(
            name: "service-not-conforming", type: "service-not-conforming", severity: .error, options: [:],
            comment: "A service implementation does not declare conformance to its protocol."),
        RuleInstance(
            name: "unknown-registration-target", type: "unknown-registration-target", severity: .error, options: [:],
            comment: "A registration names a class or protocol that does not exist."),
        RuleInstance(
            name: "duplicate-route", type: "duplicate-route", severity: .error, options: [:],
            comment: "A route or target-action is bound twice, or two patterns take the same URLs."),
        RuleInstance(
            name: "route-not-provided", type: "route-not-provided", severity: .error, options: [:],
            comment: "A route is opened or a target-action performed that nothing provides."),
        RuleInstance(
            name: "service-protocol-in-business", type: "service-protocol-in-business", severity: .warning, options: [:],
            comment: "Service protocols belong in the mediator, not in a business module."),
        RuleInstance(
            name: "tinypart-level-direction", type: "tinypart-level-direction", severity: .error, options: [:],
            comment: "TinyPart Reports go down or sideways, Broadcasts up."),
    ]
}

/// `allow[]`: an accepted violation, with the reason it is accepted.
public struct AllowedException: Sendable, Hashable {
    /// The rule instance name, or `nil` for every rule.
    public var rule: String?
    /// Glob on the depending module's name.
    public var from: String
    /// Glob on the depended-on module's name.
    public var to: String
    public var reason: String
    public var declaredAt: String

    public init(rule: String?, from: String, to: String, reason: String, declaredAt: String) {
        self.rule = rule
        self.from = from
        self.to = to
        self.reason = reason
        self.declaredAt = declaredAt
    }
}
