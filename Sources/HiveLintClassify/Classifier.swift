import HiveLintConfig
import HiveLintCore
import HiveLintScan

/// Gives every module a kind and says why. In order:
/// 1. `rules.json` `kinds` (tried app, test, external, mediator, function, business; within
///    a kind, in the order written), each glob matched against the module's name and path;
/// 2. what the declaration implies (an application target is `app`, a test target `test`,
///    a pod under `Pods/` `external`, a `discovery.modules` entry its `kind`);
/// 3. naming conventions (`Conventions`);
/// 4. otherwise `unclassified`, with a hint: such modules are left out of the kind-based
///    rules, never guessed.
public struct Classifier: Sendable {
    private let configured: [(kind: ModuleKind, index: Int, pattern: String, glob: Glob)]
    private let conventions: [(Conventions.Convention, Glob)]

    public init(configuration: Configuration) {
        configured = configuration.kinds.flatMap { assignment in
            assignment.patterns.enumerated().map { (assignment.kind, $0.offset, $0.element, Glob($0.element)) }
        }
        conventions = Conventions.all.map { ($0, Glob($0.pattern)) }
    }

    /// The classified modules plus diagnostics (a module two `kinds` lists claim).
    public func classify(_ modules: [AssignedModule]) -> (modules: [Module], diagnostics: [Diagnostic]) {
        var result: [Module] = []
        var diagnostics: [Diagnostic] = []
        for module in modules {
            let declaration = module.declaration
            let (kind, reason, conflicts) = kindOf(declaration)
            if !conflicts.isEmpty {
                diagnostics.append(Diagnostic(
                    severity: .warning, code: "kind-conflict",
                    message: "module \(declaration.name) matches several kinds in rules.json (\(conflicts.joined(separator: "; "))); it is \(kind.rawValue), the first in the order app, test, external, mediator, function, business"))
            }
            var counts = FileCounts()
            for file in module.files { counts.add(file.language) }
            result.append(Module(
                name: declaration.name, kind: kind, kindReason: reason, path: declaration.path,
                declaredBy: declaration.origin, importNames: declaration.importNames,
                declaredDependencies: declaration.declaredDependencies, fileCounts: counts,
                files: module.files.map(\.path)))
        }
        return (result.sorted(), diagnostics.sorted())
    }

    private func kindOf(_ declaration: ModuleDeclaration) -> (ModuleKind, String, [String]) {
        var matches: [(ModuleKind, String)] = []
        for entry in configured {
            if entry.glob.matches(declaration.name) {
                matches.append((entry.kind, "rules.json kinds.\(entry.kind.rawValue)[\(entry.index)] (\"\(entry.pattern)\") matches name \(declaration.name)"))
            } else if !declaration.path.isEmpty, entry.glob.matches(declaration.path) {
                matches.append((entry.kind, "rules.json kinds.\(entry.kind.rawValue)[\(entry.index)] (\"\(entry.pattern)\") matches path \(declaration.path)"))
            }
        }
        if let first = matches.first {
            let conflicts = Set(matches.map(\.0)).count > 1 ? matches.filter { $0.0 != first.0 }.map(\.1) : []
            return (first.0, first.1, conflicts)
        }
        if let kind = declaration.impliedKind {
            return (kind, declaration.impliedKindReason ?? kind.rawValue, [])
        }
        let name = declaration.name.lowercased()
        let path = declaration.path.lowercased()
        for (convention, glob) in conventions {
            if convention.pattern.contains("/") {
                if !path.isEmpty, glob.matches(path) {
                    return (convention.kind, "path \(declaration.path) matches convention \(convention.pattern)", [])
                }
            } else if glob.matches(name) {
                return (convention.kind, "name matches convention \(convention.pattern)", [])
            }
        }
        return (.unclassified, "no rules.json kind or naming convention matches; add \"\(declaration.name)\" to a kinds list in rules.json", [])
    }
}
