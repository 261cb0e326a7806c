import HiveLintConfig
import HiveLintCore

/// The `unknown-registration-target` rule type; its documentation is `documentation` below (`hive-lint explain`).
public struct UnknownRegistrationTargetRule: Rule {
    public static let typeName = "unknown-registration-target"
    public static let summary = "a registration names a class or protocol that does not exist"

    public static let defaults = [
        RuleInstance(name: "unknown-registration-target", type: typeName, severity: .error, options: [:], comment: "A registration names a class or protocol that does not exist."),
    ]

    public static let documentation = RuleDocumentation(
        #"""
        A registration (a service's protocol or implementation, a
        module class) names a class or protocol declared nowhere in the tree, third-party code
        included — typically a plist entry left behind by a rename. Only names the compiler does not
        check are looked at: property lists, strings (`NSClassFromString(@"X")`) and bare macro words
        (`@BeeHiveService(P, Impl)`); `@protocol(P)`, `[X class]` and `X.self` cannot name what does
        not exist, and may name what lives in pods that are not in the tree.
        """#,
        examples: [])

    public init?(instance: RuleInstance, problems: inout [ConfigProblem]) {
        OptionReader.expectNoOptions(instance, &problems)
    }

    public func check(_ context: RuleContext) -> [Violation] {
        var violations: [Violation] = []
        func report(_ name: String, _ what: String, module: String?, location: SourceLocation, mechanism: String) {
            let from = RuleContext.name(module)
            violations.append(Violation(
                rule: context.ruleName, severity: .error, message: "\(mechanism) registers \(what) \(name), which is declared nowhere in the tree",
                from: from, to: from, location: location, evidence: [Evidence(kind: .registration, location: location, text: "\(mechanism) \(name)")],
                subject: name))
        }
        for service in context.manifest.services where service.resolution != .dynamic && context.checks(service.module) {
            if service.unverifiedNames.contains(service.protocol), !context.types.exists(service.protocol) {
                report(service.protocol, "protocol", module: service.module, location: service.location, mechanism: service.mechanism)
            }
            if let implementation = service.implementation, service.unverifiedNames.contains(implementation), !context.types.exists(implementation) {
                report(implementation, "class", module: service.module, location: service.location, mechanism: service.mechanism)
            }
        }
        for entry in context.manifest.moduleEntries where context.checks(entry.module) && entry.unverifiedNames.contains(entry.name)
            && !context.types.exists(entry.name) {
            report(entry.name, "module class", module: entry.module, location: entry.location, mechanism: entry.mechanism)
        }
        return violations
    }
}
