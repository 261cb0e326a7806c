import ArgumentParser
import Foundation
import HiveLintCache
import HiveLintConfig
import HiveLintCore
import HiveLintPipeline
import HiveLintReport
import HiveLintRules

struct Graph: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Draw the module graph: modules by kind, code and business dependencies, violations in red, cycles highlighted.",
        discussion: """
            DOT for Graphviz (dot -Tsvg), a Mermaid flowchart, or one self-contained HTML page (pan, zoom, search, \
            evidence on click) that works opened from disk. Exit status 0, or 2 when the tree cannot be analysed or a \
            --module is unknown.
            """)

    @OptionGroup var tree: TreeOptions

    @Option(name: .long, help: "Output format: \(Reporters.formats(.graph).joined(separator: ", ")).")
    var format: String = "dot"

    @Option(name: .long, help: "Write the graph to this file instead of standard output.")
    var output: String?

    @Option(name: .customLong("module"), help: ArgumentHelp("Draw only this module and its direct neighbours (repeatable).", valueName: "name"))
    var modules: [String] = []

    @Option(name: .long, help: ArgumentHelp("Draw only modules of these kinds (comma-separated: \(kindList)).", valueName: "kinds"))
    var kinds: [String] = []

    @Option(name: .long, help: ArgumentHelp("Draw the modules of these kinds as one node each (comma-separated; e.g. external).", valueName: "kinds"))
    var collapse: [String] = []

    static var kindList: String { ModuleKind.allCases.map(\.rawValue).joined(separator: ", ") }

    /// `business,mediator` (and repeated options) as kinds; an unknown one is an argument error.
    static func parseKinds(_ values: [String], option: String) throws -> [ModuleKind] {
        var kinds: [ModuleKind] = []
        for name in values.flatMap({ $0.split(separator: ",") }).map({ $0.trimmingCharacters(in: .whitespaces) }) where !name.isEmpty {
            guard let kind = ModuleKind(rawValue: name) else {
                let suggestion = Suggestion.closest(to: name, in: ModuleKind.allCases.map(\.rawValue)).map { " (did you mean \($0)?)" } ?? ""
                throw ValidationError("\(option): unknown module kind '\(name)'\(suggestion); kinds: \(kindList)")
            }
            if !kinds.contains(kind) { kinds.append(kind) }
        }
        return kinds
    }

    func focus() throws -> GraphFocus {
        GraphFocus(modules: modules, kinds: try Self.parseKinds(kinds, option: "--kinds"), collapse: try Self.parseKinds(collapse, option: "--collapse"))
    }

    func validate() throws {
        try checkFormat(format, in: Reporters.formats(.graph))
        _ = try focus()
    }

    func run() async throws {
        guard let reporterType = Reporters.named(format, for: .graph) else { throw ExitCode(2) }
        let reporter = reporterType.init(options: ReportOptions(pathPrefix: tree.pathPrefix(writingTo: output), graph: try focus()))
        try await tree.report(to: [output]) { result in
            let names = result.modules.map(\.name)
            for name in modules where !names.contains(name) {
                let suggestion = Suggestion.closest(to: name, in: names).map { " (did you mean \($0)?)" } ?? ""
                fail("no module named \(name) in \(tree.normalizedRoot)\(suggestion); see hive-lint modules")
                throw ExitCode(2)
            }
            return ([reporter.render(result)], 0)
        }
    }
}
