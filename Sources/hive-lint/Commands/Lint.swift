import ArgumentParser
import Foundation
import HiveLintCache
import HiveLintConfig
import HiveLintCore
import HiveLintPipeline
import HiveLintReport
import HiveLintRules

struct Lint: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Lint a source tree (the default command).")

    @OptionGroup var tree: TreeOptions

    @Option(name: .long, help: "Output format: \(Reporters.formats(.lint).joined(separator: ", ")).")
    var format: String = "text"

    @Option(name: .long, help: "Write the report to this file instead of standard output.")
    var output: String?

    @Option(
        name: .customLong("report"),
        help: ArgumentHelp(
            "A report to write, as FORMAT or FORMAT:PATH (repeatable; one run, several reports: --report text --report sarif:hive-lint.sarif; graph-dot, graph-mermaid and graph-html draw the module graph). Replaces --format and --output.",
            valueName: "format[:path]"))
    var reports: [String] = []

    @Option(name: .long, help: "Colors in text output: auto (on a terminal, unless NO_COLOR is set), always or never.")
    var color: ColorChoice = .auto

    @Option(name: .long, help: "Lowest violation severity that fails the run (exit 1): error, warning or info.")
    var failOn: Severity = .error

    @Flag(name: .shortAndLong, help: "Text output: every piece of evidence, notes and the module list.")
    var verbose = false

    @Flag(name: .long, help: "Apply the rules to test modules too (rules.json: \"scope\": {\"tests\": true}).")
    var includeTests = false

    @Flag(name: .long, help: "Apply the rules to example and demo apps too (rules.json: \"scope\": {\"examples\": true}).")
    var includeExamples = false

    @Flag(name: .long, help: "Report only violations whose evidence touches a file staged in git; the whole tree is still analysed.")
    var staged = false

    @Option(name: .long, help: "Report only violations whose evidence touches a file changed since this git revision (or untracked).")
    var changedSince: String?

    @Option(
        name: .long, parsing: .remaining,
        help: "Report only violations whose evidence touches one of these files (the rest of the arguments; the pre-commit hook passes them); the whole tree is still analysed.")
    var files: [String] = []

    /// The reports asked for: `--report`s, else `--format` to `--output`.
    func requests() throws -> [ReportRequest] {
        guard !reports.isEmpty else { return [ReportRequest(format: format, path: output)] }
        return try reports.map { try ReportRequest(parsing: $0, formats: LintReportFormats.all) }
    }

    func validate() throws {
        if [staged, changedSince != nil, !files.isEmpty].filter({ $0 }).count > 1 {
            throw ValidationError("give one of --staged, --changed-since and --files")
        }
        if !reports.isEmpty, format != "text" || output != nil {
            throw ValidationError("give --report, or --format and --output, not both")
        }
        try checkFormat(format, in: Reporters.formats(.lint))
        try ReportRequest.check(requests())
    }

    func run() async throws {
        var changed: Set<String>?
        let source: ChangedFiles.Source? = staged ? .staged : changedSince.map(ChangedFiles.Source.since) ?? (files.isEmpty ? nil : .given(files))
        if let source {
            do {
                changed = try ChangedFiles.list(source, root: tree.normalizedRoot)
            } catch {
                fail(error.message)
                throw ExitCode(2)
            }
        }
        let requests = try requests()
        var reporters: [any Reporter] = []
        for request in requests {
            guard let type = LintReportFormats.reporter(request.format) else { throw ExitCode(2) }
            let colored = request.path == nil && color.isOn(for: FileHandle.standardOutput)
            reporters.append(type.init(options: ReportOptions(verbose: verbose, pathPrefix: tree.pathPrefix(writingTo: request.path), color: colored)))
        }
        let variant = color.isOn(for: FileHandle.standardOutput) ? "color" : ""
        try await tree.report(
            to: requests.map(\.path), changed: changed, includeTests: includeTests, includeExamples: includeExamples, variant: variant
        ) { whole in
            // A gate that checks nothing must not pass.
            if let reason = Coverage.nothingToCheck(whole) {
                fail(reason)
                throw ExitCode(2)
            }
            let result = changed.map(whole.touching) ?? whole
            return (reporters.map { $0.render(result) }, result.violations.contains { $0.severity >= failOn } ? 1 : 0)
        }
    }
}
