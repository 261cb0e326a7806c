import ArgumentParser
import Foundation
import HiveLintCache
import HiveLintConfig
import HiveLintCore
import HiveLintPipeline
import HiveLintReport
import HiveLintRules

struct Why: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Explain why one module depends on another: every piece of evidence by kind, or the shortest chain through other modules.",
        discussion: "Exit status: 0 when `from` depends on `to` (directly or through others), 1 when it does not, 2 when it cannot tell (an unknown module, a bad tree).")

    @Argument(help: "The depending module.")
    var from: String

    @Argument(help: "The module depended on.")
    var to: String

    @OptionGroup var tree: TreeOptions

    @Option(name: .long, help: "Output format: \(Reporters.formats(.why).joined(separator: ", ")).")
    var format: String = "text"

    func validate() throws {
        try checkFormat(format, in: Reporters.formats(.why))
    }

    func run() async throws {
        guard let reporterType = Reporters.named(format, for: .why) else { throw ExitCode(2) }
        let reporter = reporterType.init(options: ReportOptions(pathPrefix: tree.pathPrefix(writingTo: nil), from: from, to: to))
        let question = WhyQuestion(from: from, to: to)
        try await tree.report(to: [nil]) { result in
            let names = result.modules.map(\.name)
            for name in [from, to] where !names.contains(name) {
                let suggestion = Suggestion.closest(to: name, in: names).map { " (did you mean \($0)?)" } ?? ""
                fail("no module named \(name) in \(tree.normalizedRoot)\(suggestion); see hive-lint modules")
                throw ExitCode(2)
            }
            return ([reporter.render(result)], (question.chain(in: result)?.count ?? 0) < 2 ? 1 : 0)
        }
    }
}
