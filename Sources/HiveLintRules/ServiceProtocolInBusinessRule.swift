import HiveLintConfig
import HiveLintCore

/// The `service-protocol-in-business` rule type; its documentation is `documentation` below (`hive-lint explain`).
public struct ServiceProtocolInBusinessRule: Rule {
    public static let typeName = "service-protocol-in-business"
    public static let summary = "a service protocol is declared in a business module, not the mediator"

    public static let defaults = [
        RuleInstance(name: "service-protocol-in-business", type: typeName, severity: .warning, options: [:], comment: "Service protocols belong in the mediator, not in a business module."),
    ]

    public static let documentation = RuleDocumentation(
        #"""
        A service protocol (registered or looked up) is declared
        in a business module. Every consumer must then import that business module — the coupling
        services exist to avoid. Service protocols belong in the mediator. Reported once per
        protocol, at its declaration.
        """#,
        examples: [])

    public init?(instance: RuleInstance, problems: inout [ConfigProblem]) {
        OptionReader.expectNoOptions(instance, &problems)
    }

    public func check(_ context: RuleContext) -> [Violation] {
        let services = context.manifest.services.filter { $0.resolution != .dynamic }.map { ($0.protocol, $0.location, $0.mechanism) }
        let lookups = context.manifest.consumers.filter { $0.kind == .service && $0.resolution != .dynamic }.map { ($0.key, $0.location, $0.mechanism) }
        let uses = Dictionary(grouping: services + lookups, by: \.0)
        return uses.keys.sorted().compactMap { proto -> Violation? in
            guard let declaration = context.types.declaration(of: proto),
                  let declaringModule = context.types.modules(declaring: proto).first,
                  let module = context.modules[declaringModule], module.kind == .business else { return nil }
            let sites = (uses[proto] ?? []).sorted { $0.1 < $1.1 }
            return Violation(
                rule: context.ruleName, severity: .warning,
                message: "service protocol \(proto) is declared in business module \(declaringModule); move it to the mediator",
                from: declaringModule, to: declaringModule, location: declaration.location,
                evidence: sites.map { Evidence(kind: .registration, location: $0.1, text: "\($0.2) \(proto)") }, subject: proto)
        }
    }
}
