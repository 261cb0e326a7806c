import ArgumentParser
import Foundation
import HiveLintCache
import HiveLintConfig
import HiveLintCore
import HiveLintPipeline
import HiveLintReport
import HiveLintRules

struct Manifest: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print the service and route manifest: services, routes, module entries, consumers and the business dependencies between modules.")

    @OptionGroup var tree: TreeOptions

    @Option(name: .long, help: "Output format: \(Reporters.formats(.manifest).joined(separator: ", ")).")
    var format: String = "json"

    @Option(name: .long, help: "Write the manifest to this file instead of standard output.")
    var output: String?

    func validate() throws {
        try checkFormat(format, in: Reporters.formats(.manifest))
    }

    func run() async throws {
        guard let reporterType = Reporters.named(format, for: .manifest) else { throw ExitCode(2) }
        let reporter = reporterType.init(options: ReportOptions(pathPrefix: tree.pathPrefix(writingTo: output)))
        try await tree.report(to: [output]) { ([reporter.render($0)], 0) }
    }
}
