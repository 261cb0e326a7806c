import Foundation
import HiveLintConfig
import HiveLintCore
import HiveLintRules
import Testing

/// Each rule type's documentation is checked against the code: its examples are real trees
/// run through the whole pipeline, and the README's rule reference is what the rule files say.
@Suite struct RuleDocumentationTests {
    static let typeNames = RuleCatalog.types.map { $0.typeName }

    @Test(arguments: typeNames)
    func examplesGiveWhatTheySay(_ typeName: String) async throws {
        let type = try #require(RuleCatalog.type(named: typeName))
        let examples = type.documentation.examples
        #expect(examples.contains { $0.violations > 0 }, "\(typeName) needs an example that triggers it")
        #expect(examples.contains { $0.violations == 0 }, "\(typeName) needs an example it accepts")
        for example in examples {
            let instance = try #require(example.instance ?? type.defaults.first?.name)
            let tree = try TemporaryTree(Dictionary(uniqueKeysWithValues: example.files.map { ($0.path, $0.contents + "\n") }))
            let result = try await tree.analyze()
            let found = result.violations.filter { $0.rule == instance }
            #expect(found.count == example.violations, "\(typeName) example \"\(example.title)\": \(found.map(\.message))")
            #expect(!result.diagnostics.contains { $0.severity == .error }, "\(typeName) example \"\(example.title)\": \(result.diagnostics.map(\.message))")
        }
    }

    @Test func everyDefaultInstanceBelongsToItsType() {
        for type in RuleCatalog.types {
            for instance in type.defaults { #expect(instance.type == type.typeName) }
        }
        let names = RuleCatalog.defaults.map(\.name)
        #expect(Set(names).count == names.count)
        // The default policy builds without a problem.
        #expect(throws: Never.self) { try RuleEngine(configuration: Configuration()) }
    }

    @Test func explainKnowsEveryRuleAndInstance() {
        for name in Self.typeNames + RuleCatalog.defaults.map(\.name) {
            let text = RuleDocs.explanation(of: name)
            #expect(text?.contains("Options") == true, "\(name)")
        }
        #expect(RuleDocs.explanation(of: "business-to-busines") == nil)
    }

    /// The README's rule reference is `hive-lint rules --format markdown`, between its markers.
    @Test func readmeRuleReferenceIsGeneratedFromTheRules() throws {
        let readme = try String(contentsOfFile: PackagePaths.root + "/README.md", encoding: .utf8)
        let begin = "<!-- rules:begin -->\n", end = "<!-- rules:end -->"
        let start = try #require(readme.range(of: begin)), stop = try #require(readme.range(of: end))
        let section = String(readme[start.upperBound..<stop.lowerBound])
        #expect(section == RuleDocs.markdownReference(), "README.md's rule reference is stale: replace it with `hive-lint rules --format markdown`")
    }
}
