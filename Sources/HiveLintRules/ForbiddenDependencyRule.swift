import HiveLintConfig
import HiveLintCore
import HiveLintScan

/// `forbidden-dependency`: modules matching `from` must not depend on modules matching `to`.
///
/// Options:
/// - `from`, `to` (required): arrays whose entries are module kinds (`business`, `function`,
///   `mediator`, `app`, `external`, `unclassified`) or globs on module names (`Sale*`).
///
/// The default policy uses it four times: `business-to-business`, `function-to-upper-layer`
/// (function → business or mediator), `mediator-to-business` and `depends-on-app`. A
/// violation is one pair of modules, with every piece of evidence (each import line).
public struct ForbiddenDependencyRule: Rule {
    public static let typeName = "forbidden-dependency"
    public static let summary = "modules matching `from` must not depend on modules matching `to` (kinds or name globs)"

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
