import ArgumentParser
import Foundation
import HiveLintCache
import HiveLintConfig
import HiveLintCore
import HiveLintPipeline
import HiveLintReport
import HiveLintRules

struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Explain a rule: what it reports and never reports, its options, its default instances and severity, and examples.")

    @Argument(help: "A rule type (forbidden-dependency) or a default instance (business-to-business).")
    var rule: String

    func validate() throws {
        guard RuleDocs.explanation(of: rule) == nil else { return }
        let names = RuleCatalog.types.map { $0.typeName } + RuleCatalog.defaults.map(\.name).filter { RuleCatalog.type(named: $0) == nil }
        throw ValidationError("no rule named '\(rule)'\(Suggestion.hint(for: rule, in: names)); hive-lint rules lists them")
    }

    func run() throws {
        try Output.standardOutput(RuleDocs.explanation(of: rule) ?? "")
    }
}
