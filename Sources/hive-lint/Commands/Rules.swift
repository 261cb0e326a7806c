import ArgumentParser
import Foundation
import HiveLintCache
import HiveLintConfig
import HiveLintCore
import HiveLintPipeline
import HiveLintReport
import HiveLintRules

struct Rules: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List the rule types and the default rule instances.")

    @Option(name: .long, help: "text, or markdown (the README's rule reference).")
    var format = "text"

    func validate() throws { try checkFormat(format, in: ["text", "markdown"]) }

    func run() throws {
        if format == "markdown" {
            try Output.standardOutput(RuleDocs.markdownReference())
            return
        }
        var lines = ["Rule types (use as \"type\" in rules.json; hive-lint explain <type> documents one):"]
        for type in RuleCatalog.types { lines.append("  \(type.typeName): \(type.summary)") }
        lines.append("")
        lines.append("Default rule instances (override by \"name\" in rules.json):")
        for instance in RuleCatalog.defaults {
            lines.append("  \(instance.name) [\(instance.type), \(instance.severity?.rawValue ?? "off")]: \(instance.comment ?? "")")
        }
        try Output.standardOutput(lines.joined(separator: "\n") + "\n")
    }
}
