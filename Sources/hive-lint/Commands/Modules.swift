import ArgumentParser
import Foundation
import HiveLintCache
import HiveLintConfig
import HiveLintCore
import HiveLintPipeline
import HiveLintReport
import HiveLintRules

struct Modules: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List the modules of a tree: kind and why, declared by, path, files, declared and used dependencies, and files in no module.")

    @OptionGroup var tree: TreeOptions

    @Option(name: .long, help: "Output format: \(Reporters.formats(.modules).joined(separator: ", ")).")
    var format: String = "text"

    @Option(name: .long, help: "Write the list to this file instead of standard output.")
    var output: String?

    func validate() throws {
        try checkFormat(format, in: Reporters.formats(.modules))
    }

    func run() async throws {
        guard let reporterType = Reporters.named(format, for: .modules) else { throw ExitCode(2) }
        let reporter = reporterType.init(options: ReportOptions(pathPrefix: tree.pathPrefix(writingTo: output)))
        try await tree.report(to: [output]) { ([reporter.render($0)], 0) }
    }
}
