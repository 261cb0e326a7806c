import HiveLintConfig
import HiveLintCore
import HiveLintRules

/// The starter `rules.json` `hive-lint init` writes: the modules found, grouped by the kind
/// hive-lint gives them (each with its reason as a comment), the unclassified ones listed
/// for the user to place, the modules the folder layout gave (so the file describes the same
/// modules), and the default rules with their severities. Linting with the file gives the
/// same modules, kinds and violations as the zero-config run it was written from.
/// hive-lint reads `rules.json` with `//` and `/* */` comments (see `JSONValue.parse`).
public enum StarterRules {
    /// The kinds written as lists, in the order the file shows them.
    public static let listedKinds: [ModuleKind] = [.business, .mediator, .function]

    public static func render(_ result: AnalysisResult) -> String {
        var lines = [
            "// rules.json for hive-lint, written by `hive-lint init` from what it found in the code.",
            "// Review it: check each module's kind (the comment above it says why), move the",
            "// unclassified modules into a list, then commit it. A module listed under \"kinds\" has",
            "// that kind whatever its name or code says; a module not listed keeps the kind its name",
            "// or its code gives it. Comments (// and /* */) are allowed in this file.",
            "{",
            "  \"version\": \(Configuration.currentVersion),",
        ]

        let folderModules = result.modules.filter { $0.declaredBy.style == .folder }
        if !folderModules.isEmpty {
            lines.append("  \"discovery\": {")
            lines.append("    // No manifest declares these modules: hive-lint found them from the folder layout.")
            lines.append("    \"modules\": [")
            for (index, module) in folderModules.enumerated() {
                let kind = [.app, .example].contains(module.kind) ? ", \"kind\": \(quoted(module.kind.rawValue))" : ""
                let comma = index == folderModules.count - 1 ? "" : ","
                lines.append("      { \"name\": \(quoted(module.name)), \"path\": \(quoted(module.path))\(kind) }\(comma)")
            }
            lines.append("    ]")
            lines.append("  },")
        }

        lines.append("  \"kinds\": {")
        let groups = listedKinds.map { kind in (kind, result.modules.filter { $0.kind == kind }) }.filter { !$0.1.isEmpty }
        for (groupIndex, (kind, modules)) in groups.enumerated() {
            lines.append("    \(quoted(kind.rawValue)): [")
            for (index, module) in modules.enumerated() {
                lines.append("      // \(module.kindReason)")
                lines.append("      \(quoted(module.name))\(index == modules.count - 1 ? "" : ",")")
            }
            lines.append("    ]\(groupIndex == groups.count - 1 ? "" : ",")")
        }
        let unclassified = result.modules.filter { $0.kind == .unclassified }
        if !unclassified.isEmpty {
            lines.append("    // Unclassified: the rules leave these out until you add each to the list of its kind")
            lines.append("    // (\"business\", \"mediator\", \"function\"; \"app\", \"test\", \"example\", \"external\" exist too).")
            for module in unclassified {
                lines.append("    //   \(quoted(module.name)) at \(module.path.isEmpty ? "." : module.path): \(module.kindReason)")
            }
        }
        lines.append("  },")

        lines.append("  // The default rules and severities (error, warning, info or off); hive-lint rules lists")
        lines.append("  // every rule type, README's rules.json reference explains the options.")
        lines.append("  \"rules\": [")
        let defaults = RuleCatalog.defaults
        for (index, rule) in defaults.enumerated() {
            let comma = index == defaults.count - 1 ? "" : ","
            lines.append("    { \"name\": \(quoted(rule.name)), \"severity\": \(quoted(rule.severity?.rawValue ?? "off")), \"comment\": \(quoted(rule.comment ?? "")) }\(comma)")
        }
        lines.append("  ]")
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    static func quoted(_ text: String) -> String { JSONString.quoted(text) }
}
