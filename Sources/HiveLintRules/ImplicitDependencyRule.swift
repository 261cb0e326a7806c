import HiveLintConfig
import HiveLintCore

/// `implicit-dependency`: a module uses another module that its manifest does not declare.
/// It builds today only because something else happens to link the other module (Xcode's
/// implicit dependencies, a shared header search path, a transitive SwiftPM dependency), and
/// breaks when that changes.
///
/// Checked for modules whose manifest lists dependencies (SwiftPM, CocoaPods, Xcode, Tuist,
/// XcodeGen; not folder modules from `rules.json`) whose dependency list hive-lint could read
/// whole, on modules a manifest can name (not those only `rules.json` declares). A
/// dependency counts as declared when a declared name is the other module's name, one of its
/// import names, or a product or pod name of it, and also when a declared dependency
/// re-exports it (`@_exported import X` in that module, transitively: a `Shared` framework
/// that re-exports its design system hands it to every module declaring `Shared`). An import
/// guarded by `#if canImport(X)` / `__has_include(<X/…>)` of that very module, or by a
/// platform condition (`#if os(iOS)`, `TARGET_OS_IOS`), is optional and not reported. No
/// options.
public struct ImplicitDependencyRule: Rule {
    public static let typeName = "implicit-dependency"
    public static let summary = "a module uses a module its manifest does not declare"

    public init?(instance: RuleInstance, problems: inout [ConfigProblem]) {
        OptionReader.expectNoOptions(instance, &problems)
    }

    public func check(_ context: RuleContext) -> [Violation] {
        var reexports: [String: Set<String>] = [:]
        for dependency in context.dependencies where dependency.evidence.contains(where: { $0.text.hasPrefix("@_exported import") }) {
            reexports[dependency.from, default: []].insert(dependency.to)
        }
        /// What `module` hands to those depending on it: itself and what it re-exports.
        func handed(_ module: String) -> Set<String> {
            var seen: Set<String> = [module]
            var queue = [module]
            while let next = queue.popLast() {
                for exported in reexports[next] ?? [] where seen.insert(exported).inserted { queue.append(exported) }
            }
            return seen
        }
        return context.dependencies.compactMap { dependency in
            guard let source = context.modules[dependency.from], let target = context.modules[dependency.to],
                  source.declaresDependencies, !source.dependenciesIncomplete, Self.canBeDeclared(target),
                  !source.declaredDependencies.contains(where: target.isNamed) else { return nil }
            let declaredModules = context.modules.values.filter { module in source.declaredDependencies.contains(where: module.isNamed) }
            if declaredModules.contains(where: { handed($0.name).contains(target.name) }) { return nil }
            let evidence = dependency.evidence.filter { !Self.isOptional($0, of: target) }
            guard let first = evidence.first else { return nil }
            let manifests = ([source.declaredBy] + source.alsoDeclaredBy)
                .filter { ModuleOrigin.dependencyDeclaringStyles.contains($0.style) }.map(\.file)
            return Violation(
                rule: context.ruleName, severity: .warning,
                message: "\(source.name) uses \(target.name) but \(manifests.joined(separator: " and ")) \(manifests.count == 1 ? "does" : "do") not declare it: \(first.summary)",
                from: source.name, to: target.name, location: first.location, evidence: evidence)
        }
    }

    /// Whether a manifest can name the module at all: not when only `rules.json` or the folder
    /// layout declares it (a folder carved out of a target, which that target compiles itself).
    static func canBeDeclared(_ module: Module) -> Bool {
        ([module.declaredBy] + module.alsoDeclaredBy).contains { !ModuleOrigin.folderStyles.contains($0.style) }
    }

    /// `#if canImport(Target)` or `__has_include(<Target/…>)`: an optional use. So is a use
    /// under a platform condition (`#if os(iOS)`): a file shared by an iOS and a watchOS target
    /// imports it for one of them only, and which one hive-lint does not know.
    static func isOptional(_ evidence: Evidence, of module: Module) -> Bool {
        guard let condition = evidence.condition else { return false }
        if ["os(", "targetEnvironment(", "TARGET_OS_"].contains(where: condition.contains) { return true }
        return ([module.name] + module.importNames).contains { name in
            condition.contains("canImport(\(name))") || condition.contains("__has_include(<\(name)/")
        }
    }
}
