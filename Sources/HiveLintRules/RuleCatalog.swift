import HiveLintConfig
import HiveLintCore

/// The rule types: the only place a rule type is registered. The default policy, the rule
/// instances of a configuration, `hive-lint rules`, `hive-lint explain` and the README's rule
/// reference are all derived from it.
public enum RuleCatalog {
    /// Every rule type, in the order the default policy and the documentation list them.
    public static let types: [any Rule.Type] = [
        ForbiddenDependencyRule.self, NoCyclesRule.self, ImplicitDependencyRule.self, RedundantDependencyRule.self,
        ServiceNotProvidedRule.self, DuplicateServiceRule.self, ServiceNotConformingRule.self, UnknownRegistrationTargetRule.self,
        DuplicateRouteRule.self, RouteNotProvidedRule.self, ServiceProtocolInBusinessRule.self, TinyPartLevelDirectionRule.self,
    ]

    /// The default policy (DESIGN.md §1): every type's default instances.
    public static var defaults: [RuleInstance] { types.flatMap { $0.defaults } }

    public static func type(named name: String) -> (any Rule.Type)? {
        types.first { $0.typeName == name }
    }

    /// The rule instances a configuration asks for: the defaults, each overridden by the
    /// `rules[]` entry of its name, then the entries that add an instance. Fails with every
    /// problem: a new instance without a type, an `allow[]` entry naming no instance.
    public static func instances(_ configuration: Configuration) throws(ConfigurationError) -> [RuleInstance] {
        let (rules, problems) = resolve(configuration)
        if !problems.isEmpty { throw ConfigurationError(problems) }
        return rules
    }

    /// `instances`, with the problems beside the instances that could be made (a new instance
    /// without a type is left out).
    static func resolve(_ configuration: Configuration) -> (instances: [RuleInstance], problems: [ConfigProblem]) {
        var problems: [ConfigProblem] = []
        var rules = defaults
        for entry in configuration.rules {
            let existing = rules.firstIndex { $0.name == entry.name }
            var instance = existing.map { rules[$0] } ?? RuleInstance(name: entry.name, type: "", severity: .error, options: [:])
            instance.declaredAt = entry.declaredAt
            if let type = entry.type {
                instance.type = type
            } else if existing == nil {
                problems.append(ConfigProblem(path: entry.declaredAt, message: "missing \"type\" for new rule \"\(entry.name)\""))
            }
            if let severity = entry.severity { instance.severity = severity }
            if let options = entry.options { instance.options = options }
            if let comment = entry.comment { instance.comment = comment }
            if let existing { rules[existing] = instance } else { rules.append(instance) }
        }
        let names = rules.map(\.name)
        for exception in configuration.allow {
            guard let rule = exception.rule, !names.contains(rule) else { continue }
            problems.append(ConfigProblem(path: "\(exception.declaredAt).rule", message: "no rule named \"\(rule)\"\(Suggestion.hint(for: rule, in: names))"))
        }
        return (rules.filter { !$0.type.isEmpty }, problems)
    }
}
