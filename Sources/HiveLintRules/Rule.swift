import HiveLintConfig
import HiveLintCore
import HiveLintScan

/// A rule *type*. Instances are configured in `rules.json` (`name`, `type`, `severity`,
/// `options`). A rule type is one file: its id, summary, default instances, documentation
/// (with its options) and examples live in the type, and everything else is derived from
/// them: the default policy (`RuleCatalog.defaults`), `hive-lint rules` and `hive-lint
/// explain`, the README's rule reference (a test keeps it in step) and a test that runs every
/// example tree. To add a rule type, add one file with a conforming type and list it in
/// `RuleCatalog.types`.
public protocol Rule: Sendable {
    /// The `type` value in `rules.json`, kebab-case.
    static var typeName: String { get }
    /// One line for `hive-lint rules`.
    static var summary: String { get }
    /// The instances of the default policy (none: the type is used only when configured).
    static var defaults: [RuleInstance] { get }
    /// What `hive-lint explain` prints and the README shows, with the options and examples.
    static var documentation: RuleDocumentation { get }
    /// Builds an instance from its options; appends a problem (with the JSON path under
    /// `instance.declaredAt`) for each bad option. Returns `nil` when it cannot be built.
    init?(instance: RuleInstance, problems: inout [ConfigProblem])
    /// Violations in the graph. Severity and exceptions are applied by the engine.
    func check(_ context: RuleContext) -> [Violation]
}

/// A rule type's user documentation.
public struct RuleDocumentation: Sendable {
    /// What the rule reports and why, and what it never reports (Markdown, paragraphs
    /// separated by blank lines).
    public var text: String
    public var options: [RuleOption]
    /// Small trees that show the rule: each is run by a test, so every example is true.
    public var examples: [RuleExample]

    public init(_ text: String, options: [RuleOption] = [], examples: [RuleExample]) {
        self.text = text
        self.options = options
        self.examples = examples
    }
}

public struct RuleOption: Sendable {
    public var name: String
    public var meaning: String

    public init(_ name: String, _ meaning: String) {
        self.name = name
        self.meaning = meaning
    }
}

/// A tree (a few files) and how many violations of one rule instance it gives.
public struct RuleExample: Sendable {
    public var title: String
    /// Path relative to the tree's root → contents, in the order shown.
    public var files: [(path: String, contents: String)]
    /// The number of violations of `instance` the tree gives (0: a tree the rule accepts).
    public var violations: Int
    /// The rule instance counted (default: the type's first default instance; examples of a
    /// type without defaults configure one in a `rules.json` of the tree).
    public var instance: String?

    public init(_ title: String, violations: Int, instance: String? = nil, files: [(path: String, contents: String)]) {
        self.title = title
        self.files = files
        self.violations = violations
        self.instance = instance
    }
}

/// What rules look at.
public struct RuleContext: Sendable {
    /// Modules the rules apply to (test modules are left out), by name.
    public let modules: [String: Module]
    public let graph: DependencyGraph
    /// The instance being checked: its name is the violation's `rule`.
    public let ruleName: String
    /// The service and route manifest, and the tree's classes and protocols (manifest checks).
    public let manifest: Manifest
    public let types: TypeIndex
    /// The modules a declared dependency names, over `modules` sorted by name.
    public let lookup: ModuleLookup

    public init(modules: [String: Module], graph: DependencyGraph, ruleName: String, manifest: Manifest = Manifest(), types: TypeIndex = TypeIndex(facts: [], owner: { _ in nil })) {
        self.modules = modules
        lookup = ModuleLookup(modules.values.sorted())
        self.graph = graph
        self.ruleName = ruleName
        self.manifest = manifest
        self.types = types
    }

    /// Whether manifest entries of `module` are checked: first-party modules the rules apply
    /// to, and files no module owns. Third-party code's own registrations (the sample
    /// property lists an installed BeeHive pod carries in its bundle) are not the team's.
    public func checks(_ module: String?) -> Bool {
        guard let module else { return true }
        guard let found = modules[module] else { return false }
        return found.kind != .external
    }

    /// The `app` modules (each its own executable).
    public var appModules: Set<String> { Set(modules.values.filter { $0.kind == .app }.map(\.name)) }

    /// The name a violation uses for an entry's module.
    public static func name(_ module: String?) -> String { module ?? "(no module)" }

    /// Dependencies whose both ends are modules the rules apply to.
    public var dependencies: [Dependency] {
        graph.dependencies.filter { modules[$0.from] != nil && modules[$0.to] != nil }
    }
}

/// Reading rule options with problems reported at their JSON path.
public struct OptionReader {
    let instance: RuleInstance
    public private(set) var problems: [ConfigProblem] = []

    public init(instance: RuleInstance) { self.instance = instance }

    /// For rule types that take no options: every option given is a problem.
    public static func expectNoOptions(_ instance: RuleInstance, _ problems: inout [ConfigProblem]) {
        var reader = OptionReader(instance: instance)
        reader.checkKeys([])
        problems += reader.problems
    }

    public mutating func checkKeys(_ known: [String]) {
        for key in instance.options.keys.sorted() where !known.contains(key) {
            problems.append(ConfigProblem(
                path: "\(instance.declaredAt).options.\(key)",
                message: "unknown option for rule type \(instance.type)\(Suggestion.hint(for: key, in: known)); options are \(known.isEmpty ? "none" : known.joined(separator: ", "))"))
        }
    }

    /// A required non-empty array of strings.
    public mutating func strings(_ key: String) -> [String]? {
        let path = "\(instance.declaredAt).options.\(key)"
        guard let value = instance.options[key] else {
            problems.append(ConfigProblem(path: "\(instance.declaredAt).options", message: "missing \"\(key)\" (an array of strings)"))
            return nil
        }
        guard case .array(let items) = value, !items.isEmpty else {
            problems.append(ConfigProblem(path: path, message: "expected a non-empty array of strings, found \(value.typeName)"))
            return nil
        }
        var result: [String] = []
        for (i, item) in items.enumerated() {
            guard case .string(let text) = item else {
                problems.append(ConfigProblem(path: "\(path)[\(i)]", message: "expected a string, found \(item.typeName)"))
                continue
            }
            result.append(text)
        }
        return result
    }
}

/// Which registrations can be compiled together, into one process.
enum Conditions {
    /// Two sites under `#if` conditions can both be compiled unless they sit under different
    /// conditions (different branches, or unrelated flags hive-lint cannot weigh).
    static func mayBothBeCompiled(_ a: String?, _ b: String?) -> Bool { a == nil || b == nil || a == b }

    /// Two sites in two different `app` modules (two apps of one repository, an app and its
    /// extension) are built into different executables: a lookup in one never finds what
    /// the other registers. Any other two may be linked into one.
    static func mayShareProcess(_ a: String?, _ b: String?, apps: Set<String>) -> Bool {
        guard let a, let b, a != b else { return true }
        return !apps.contains(a) || !apps.contains(b)
    }

    /// The entries that can be compiled into one process together with at least one other,
    /// in their order.
    static func clashing<Entry>(_ entries: [Entry], condition: (Entry) -> String?, module: (Entry) -> String?, apps: Set<String>) -> [Entry] {
        entries.enumerated().filter { index, entry in
            entries.enumerated().contains { other, candidate in
                other != index && mayBothBeCompiled(condition(entry), condition(candidate))
                    && mayShareProcess(module(entry), module(candidate), apps: apps)
            }
        }.map(\.element)
    }
}

/// What `implicit-dependency` and `redundant-dependency` both ask of a module.
extension Module {
    /// A built framework checked into the tree (`Libs/Proxy.xcframework`), or a prebuilt
    /// library's install prefix (`libseal.iphoneos/{include,lib}`): a target may link it through
    /// build settings (`OTHER_LDFLAGS`, search paths) no manifest list shows, and must link it
    /// when another binary needs its symbols, whatever its own code imports.
    var isCheckedInBinary: Bool {
        kind == .external && (RelativePath.isBinaryFramework(RelativePath.lastComponent(of: path)) || kindReason == ModuleKind.prebuiltLibraryReason)
    }
}

/// What `implicit-dependency` (an optional use) and `module-cycle` (no cycle edge) both ask of a
/// piece of evidence.
extension Evidence {
    /// Whether this evidence sits under a test of whether `module` is there at all: `#if
    /// canImport(Target)`, `__has_include(<Target/…>)`, or `__has_include("H")` around the
    /// include of that very header (sentry's `#if __has_include("Sentry-Swift.h")`, the
    /// generated header only the framework build has). The code builds without it.
    func isGuardedByAvailability(of module: Module) -> Bool {
        guard let condition else { return false }
        // Spaces are allowed before the parenthesis (`__has_include (<PINRemoteImage/…>)`, Texture's).
        let compact = condition.filter { !$0.isWhitespace }
        if ([module.name] + module.importNames).contains(where: { name in
            compact.contains("canImport(\(name))") || compact.contains("__has_include(<\(name)/")
        }) {
            return true
        }
        guard kind == .import, let header = Self.includedHeader(text) else { return false }
        return compact.contains("__has_include(\"\(header)\")") || compact.contains("__has_include(<\(header)>)")
    }

    /// The header an `#import`/`#include` line names, as written between its quotes or angle
    /// brackets.
    static func includedHeader(_ line: String) -> String? {
        guard let open = line.firstIndex(where: { $0 == "\"" || $0 == "<" }) else { return nil }
        let close: Character = line[open] == "<" ? ">" : "\""
        let rest = line[line.index(after: open)...]
        guard let end = rest.firstIndex(of: close), end > rest.startIndex else { return nil }
        return String(rest[..<end])
    }
}
