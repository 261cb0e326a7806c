/// What a report says about a rule instance a run checked: its name (the violations' `rule`),
/// its type, its severity and its documentation. The rule types and their documentation live
/// in HiveLintRules, above the reporters; the pipeline copies what reports need into the
/// result as these plain values.
public struct RuleDescriptor: Sendable, Hashable, Comparable {
    /// The instance's name, e.g. `business-to-business`.
    public var name: String
    /// The rule type, e.g. `forbidden-dependency`.
    public var type: String
    public var severity: Severity
    /// One line: what this instance reports (its `comment`, else the type's summary).
    public var summary: String
    /// The rule type's documentation (Markdown paragraphs).
    public var documentation: String

    public init(name: String, type: String, severity: Severity, summary: String, documentation: String) {
        self.name = name
        self.type = type
        self.severity = severity
        self.summary = summary
        self.documentation = documentation
    }

    public static func < (lhs: RuleDescriptor, rhs: RuleDescriptor) -> Bool {
        (lhs.name, lhs.type) < (rhs.name, rhs.type)
    }
}
