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
    /// `rules[]` as written: each entry overrides the default instance of its name or adds
    /// an instance. The rule types own the defaults; `RuleCatalog.instances` merges the two.
    public var rules: [RuleEntry] = []
    public var allow: [AllowedException] = []
    /// In-house frameworks (`frameworks`), recognized like the built-ins.
    public var frameworks: [FrameworkDeclaration] = []
    /// `baseline`: the baseline file (relative to the root) whose violations are not
    /// reported; `--baseline` overrides it.
    public var baseline: String?
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
}

/// One `rules[]` entry of `rules.json`: what it sets, nothing more (a missing key keeps the
/// default instance's value).
public struct RuleEntry: Sendable, Hashable {
    public var name: String
    public var type: String?
    /// `nil`: not given; `.some(nil)`: `"off"`.
    public var severity: Severity??
    public var options: [String: JSONValue]?
    public var comment: String?
    /// Where the entry is (`$.rules[2]`), for error messages.
    public var declaredAt: String

    public init(name: String, type: String? = nil, severity: Severity?? = nil, options: [String: JSONValue]? = nil, comment: String? = nil, declaredAt: String) {
        self.name = name
        self.type = type
        self.severity = severity
        self.options = options
        self.comment = comment
        self.declaredAt = declaredAt
    }
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
    /// The last day (`YYYY-MM-DD`) the exception applies; past it, the violations it
    /// accepted are reported again and an `expired-exception` warning names it.
    public var until: String?
    public var declaredAt: String

    public init(rule: String?, from: String, to: String, reason: String, until: String? = nil, declaredAt: String) {
        self.rule = rule
        self.from = from
        self.to = to
        self.reason = reason
        self.until = until
        self.declaredAt = declaredAt
    }

    /// Whether the exception still applies on `today`.
    public func applies(on today: CalendarDate) -> Bool {
        guard let until, let last = CalendarDate(until) else { return true }
        return today <= last
    }
}
