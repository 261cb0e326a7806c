import HiveLintConfig
import HiveLintCore

/// The rule documentation, derived from the rule types: `hive-lint explain <rule>` and the
/// README's rule reference (`hive-lint rules --format markdown`; a test checks the README
/// holds exactly this).
public enum RuleDocs {
    /// What `hive-lint explain` prints for a rule type or a default instance's name, or `nil`
    /// when no rule has that name.
    public static func explanation(of name: String) -> String? {
        let instance = RuleCatalog.defaults.first { $0.name == name }
        guard let type = RuleCatalog.type(named: instance?.type ?? name) else { return nil }
        let documentation = type.documentation
        var lines: [String] = []
        if let instance, instance.name != type.typeName {
            lines.append("\(instance.name): an instance of \(type.typeName) in the default policy (\(describe(instance)))")
            lines.append("")
        }
        lines.append("\(type.typeName): \(type.summary)")
        lines.append("")
        lines.append(documentation.text)
        lines.append("")
        if documentation.options.isEmpty {
            lines.append("Options: none.")
        } else {
            lines.append("Options:")
            for option in documentation.options { lines.append("  \(option.name): \(option.meaning)") }
        }
        lines.append("")
        if type.defaults.isEmpty {
            lines.append("Not in the default policy: add an instance to rules.json \"rules\" with \"type\": \"\(type.typeName)\".")
        } else {
            lines.append("Default instances (change one with its \"name\" in rules.json \"rules\"; \"severity\": \"off\" turns it off):")
            for instance in type.defaults { lines.append("  \(instance.name): \(describe(instance))") }
        }
        for example in documentation.examples {
            let instanceName = example.instance ?? type.defaults.first?.name ?? type.typeName
            let outcome = example.violations == 0 ? "no violation" : counted(example.violations, "violation") + " of \(instanceName)"
            lines.append("")
            lines.append("Example: \(example.title) (\(outcome))")
            for file in example.files {
                lines.append("  \(file.path)")
                for line in file.contents.split(separator: "\n", omittingEmptySubsequences: false) {
                    lines.append(line.isEmpty ? "" : "    \(line)")
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The README's rule reference: the default policy as a table, then each rule type.
    public static func markdownReference() -> String {
        var lines = [
            "<!-- Generated from Sources/HiveLintRules by `hive-lint rules --format markdown`; a test keeps it in step. -->",
            "",
            "| instance | type | severity | what it reports |",
            "| --- | --- | --- | --- |",
        ]
        for instance in RuleCatalog.defaults {
            let options = instance.options.isEmpty ? "" : "\(optionsText(instance.options)) — "
            lines.append("| `\(instance.name)` | `\(instance.type)` | \(instance.severity?.rawValue ?? "off") | \(options)\(instance.comment ?? "") |")
        }
        for type in RuleCatalog.types {
            let documentation = type.documentation
            lines.append("")
            lines.append("### `\(type.typeName)`")
            lines.append("")
            lines.append(documentation.text)
            lines.append("")
            if documentation.options.isEmpty {
                lines.append("Options: none. `hive-lint explain \(type.typeName)` shows examples.")
            } else {
                lines.append("Options: " + documentation.options.map { "`\($0.name)` (\($0.meaning))" }.joined(separator: "; ") + ". `hive-lint explain \(type.typeName)` shows examples.")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `error; from: business; to: business`.
    static func describe(_ instance: RuleInstance) -> String {
        let severity = instance.severity?.rawValue ?? "off"
        return instance.options.isEmpty ? severity : "\(severity); \(optionsText(instance.options))"
    }

    static func optionsText(_ options: [String: JSONValue]) -> String {
        options.keys.sorted().map { key in "\(key): \(text(options[key]!))" }.joined(separator: "; ")
    }

    static func text(_ value: JSONValue) -> String {
        switch value {
        case .string(let string): string
        case .array(let items): items.map(text).joined(separator: ", ")
        default: "\(value)"
        }
    }
}
