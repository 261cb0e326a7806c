import ArgumentParser
import Foundation
import HiveLintCore
import HiveLintPipeline
import HiveLintRules

struct BaselineCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "baseline",
        abstract: "Write the current violations to a baseline file: later lints report only violations not in it, and entries that no longer occur as stale-baseline-entry.",
        discussion: "Entries are keyed by the violations' fingerprints (rule, modules, subject; never lines), so moved lines and unrelated edits keep them. The existing baseline is ignored while writing; rewrite the file to shrink it after fixes.")

    @OptionGroup var tree: TreeOptions

    @Option(name: .long, help: "Where to write the file (default: rules.json \"baseline\", else <path>/hive-lint-baseline.json).")
    var output: String?

    @Flag(name: .long, help: "Apply the rules to test modules too.")
    var includeTests = false

    @Flag(name: .long, help: "Apply the rules to example and demo apps too.")
    var includeExamples = false

    func validate() throws {
        if tree.baseline != nil { throw ValidationError("baseline writes the baseline file and reads none; use --output to write it elsewhere") }
    }

    func run() async throws {
        var options = try tree.analyzerOptions(includeTests: includeTests, includeExamples: includeExamples)
        options.ignoresBaseline = true
        let analyzer = Analyzer(options: options)
        let result: AnalysisResult
        let configured: String?
        do {
            configured = try analyzer.loadConfiguration().baseline
            result = try await analyzer.run()
            ProgressLine.shared?.finish()
        } catch {
            reportFailure(error)
            throw ExitCode(2)
        }
        if let reason = Coverage.nothingToCheck(result) {
            fail(reason)
            throw ExitCode(2)
        }
        let target = output ?? configured.map { $0.hasPrefix("/") ? $0 : tree.inRoot($0) } ?? tree.inRoot(Baseline.defaultFileName)
        try checkWritable([target])
        try tree.emit(Baseline(violations: result.violations).rendered(), to: target)
        var rules: [String: Int] = [:]
        for violation in result.violations { rules[violation.rule, default: 0] += 1 }
        let byRule = rules.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", ")
        try Output.standardOutput("hive-lint: wrote \(target): \(counted(result.violations.count, "violation"))\(byRule.isEmpty ? "" : " (\(byRule))"); lints of \(tree.normalizedRoot) now report only new ones\n")
    }
}
