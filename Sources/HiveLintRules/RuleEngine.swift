import HiveLintConfig
import HiveLintCore
import HiveLintScan

/// Builds the configured rule instances and runs them: applies each instance's severity,
/// skips instances that are `off`, and moves violations an `allow` entry accepts into the
/// suppressed list (an `allow` entry that accepts nothing is reported, so stale exceptions
/// do not pile up).
public struct RuleEngine: Sendable {
    private let instances: [(instance: RuleInstance, rule: any Rule)]
    private let allow: [AllowedException]

    /// Fails with every problem in the rule instances' types and options.
    public init(configuration: Configuration) throws(ConfigurationError) {
        var problems: [ConfigProblem] = []
        var built: [(RuleInstance, any Rule)] = []
        let typeNames = RuleCatalog.types.map { $0.typeName }
        let (configured, resolveProblems) = RuleCatalog.resolve(configuration)
        problems += resolveProblems
        for instance in configured {
            guard let type = RuleCatalog.type(named: instance.type) else {
                problems.append(ConfigProblem(
                    path: "\(instance.declaredAt).type",
                    message: "unknown rule type \"\(instance.type)\"\(Suggestion.hint(for: instance.type, in: typeNames)); types are \(typeNames.joined(separator: ", "))"))
                continue
            }
            if let rule = type.init(instance: instance, problems: &problems) { built.append((instance, rule)) }
        }
        if !problems.isEmpty { throw ConfigurationError(problems) }
        instances = built
        allow = configuration.allow
    }

    /// Each configured instance's rule type, by instance name.
    public var ruleTypes: [String: String] {
        Dictionary(instances.map { ($0.instance.name, $0.instance.type) }) { first, _ in first }
    }

    /// The instances that are not off, described for reports, sorted by name.
    public var descriptors: [RuleDescriptor] {
        instances.compactMap { instance, rule in
            guard let severity = instance.severity else { return nil }
            let type = Swift.type(of: rule)
            return RuleDescriptor(
                name: instance.name, type: instance.type, severity: severity, summary: instance.comment ?? type.summary,
                documentation: type.documentation.text)
        }.sorted()
    }

    public struct Output: Sendable {
        public var violations: [Violation]
        public var suppressed: [SuppressedViolation]
        public var diagnostics: [Diagnostic]
    }

    /// Runs every rule that is not off. Test and example modules are left out of every rule
    /// unless `scope` includes them.
    public func run(
        modules: [Module], graph: DependencyGraph, scope: ScopeSettings = ScopeSettings(), manifest: Manifest = Manifest(),
        types: TypeIndex = TypeIndex(facts: [], owner: { _ in nil }), today: CalendarDate = CalendarDate.today()
    ) -> Output {
        let expired = Set(allow.indices.filter { !allow[$0].applies(on: today) })
        var reportedAgain: [Int: Int] = [:]
        let participating = Dictionary(uniqueKeysWithValues: modules.filter { scope.includes($0.kind) }.map { ($0.name, $0) })
        var violations: [Violation] = []
        var suppressed: [SuppressedViolation] = []
        var used = Set<Int>()
        for (instance, rule) in instances {
            guard let severity = instance.severity else { continue }
            let context = RuleContext(modules: participating, graph: graph, ruleName: instance.name, manifest: manifest, types: types)
            for var violation in rule.check(context) {
                violation.severity = severity
                let accepting = allow.indices.filter { Self.accepts(allow[$0], violation) }
                for index in accepting where expired.contains(index) { reportedAgain[index, default: 0] += 1 }
                if let index = accepting.first(where: { !expired.contains($0) }) {
                    used.insert(index)
                    suppressed.append(SuppressedViolation(violation: violation, by: .exception, reason: allow[index].reason))
                } else {
                    violations.append(violation)
                }
            }
        }
        var diagnostics: [Diagnostic] = []
        for (index, exception) in allow.enumerated() where !used.contains(index) {
            let what = "rules.json \(exception.declaredAt) (\(exception.rule ?? "any rule"): \(exception.from) → \(exception.to))"
            if expired.contains(index) {
                let again = reportedAgain[index].map { "; the \(counted($0, "violation")) it accepted \($0 == 1 ? "is" : "are") reported again" } ?? ""
                diagnostics.append(Diagnostic(
                    severity: .warning, code: "expired-exception",
                    message: "\(what) expired after \(exception.until ?? "")\(again); fix them, or extend \"until\" with a reason"))
            } else {
                diagnostics.append(Diagnostic(severity: .warning, code: "unused-exception", message: "\(what) accepts no violation; remove it"))
            }
        }
        return Output(violations: violations.sorted(), suppressed: suppressed.sorted(), diagnostics: diagnostics)
    }

    static func accepts(_ exception: AllowedException, _ violation: Violation) -> Bool {
        if let rule = exception.rule, rule != violation.rule { return false }
        return Glob(exception.from).matches(violation.from) && Glob(exception.to).matches(violation.to)
    }
}
