import HiveLintCore

/// What a command reports: each command's `--format` values are the reporters of its output.
public enum ReportOutput: String, Sendable, CaseIterable {
    /// `hive-lint [lint]`: violations and diagnostics.
    case lint
    /// `hive-lint modules`: the modules, their kinds and why.
    case modules
    /// `hive-lint manifest`: the service and route manifest.
    case manifest
    /// `hive-lint why <from> <to>`: why one module depends on another.
    case why
    /// `hive-lint graph`: the module graph to look at (Graphviz, Mermaid, a page).
    case graph
}

/// One output format of one command. To add one, add a file with a conforming type and list
/// it in `Reporters.all` (the only registration): the command's `--format` choices, its help
/// and the golden tests (every fixture, every reporter) follow from that list.
public protocol Reporter: Sendable {
    static var output: ReportOutput { get }
    /// The `--format` value, kebab-case.
    static var name: String { get }
    init(options: ReportOptions)
    /// The whole report; ends with a newline.
    func render(_ result: AnalysisResult) -> String
}

extension Reporter {
    public static var output: ReportOutput { .lint }
}

/// Settings every reporter may honour.
public struct ReportOptions: Sendable {
    /// Show every piece of evidence and informational diagnostics.
    public var verbose: Bool
    /// Prefix for file paths in human-readable output, so they resolve from the working
    /// directory (`""` when the root is the working directory).
    public var pathPrefix: String

    /// The modules `why` explains (the dependency of `from` on `to`).
    public var from: String
    public var to: String

    /// ANSI colors (the text formats, on a terminal: `--color`, `NO_COLOR`).
    public var color: Bool

    /// What `graph` draws (`--module`, `--kinds`, `--collapse`).
    public var graph: GraphFocus

    public init(
        verbose: Bool = false, pathPrefix: String = "", from: String = "", to: String = "", color: Bool = false, graph: GraphFocus = GraphFocus()
    ) {
        self.verbose = verbose
        self.graph = graph
        self.color = color
        self.pathPrefix = pathPrefix
        self.from = from
        self.to = to
    }
}

extension AnalysisResult {
    /// `12 modules (1 app, 3 business, …)`, kinds in their declared order.
    var moduleSummary: String {
        var kinds: [ModuleKind: Int] = [:]
        for module in modules { kinds[module.kind, default: 0] += 1 }
        let kindText = ModuleKind.allCases.compactMap { kind in kinds[kind].map { "\($0) \(kind.rawValue)" } }.joined(separator: ", ")
        return "\(counted(modules.count, "module"))\(kindText.isEmpty ? "" : " (\(kindText))")"
    }
}

extension AnalysisResult {
    /// The diagnostics the formats people read show, each with how many more of its severity
    /// and code it stands for. Quiet by default: warnings and errors, the first of each code;
    /// `verbose`: every diagnostic, informational ones too, each standing for itself.
    func shownDiagnostics(verbose: Bool) -> [(diagnostic: Diagnostic, more: Int)] {
        if verbose { return diagnostics.map { ($0, 0) } }
        var groups: [(diagnostic: Diagnostic, more: Int)] = []
        var groupIndex: [String: Int] = [:]
        for diagnostic in diagnostics where diagnostic.severity >= .warning {
            let key = "\(diagnostic.severity.rawValue) \(diagnostic.code)"
            if let index = groupIndex[key] {
                groups[index].more += 1
            } else {
                groupIndex[key] = groups.count
                groups.append((diagnostic, 0))
            }
        }
        return groups
    }
}

extension Evidence {
    /// One line for a piece of evidence beside its place: what is used (and where it is
    /// declared), with the `#if` it sits under.
    var described: String {
        summary + (condition.map { " (under #if \($0))" } ?? "")
    }
}

/// Every output format of every command.
public enum Reporters {
    public static let all: [any Reporter.Type] = [
        TextReporter.self, JSONReporter.self, SARIFReporter.self, GitHubReporter.self, JUnitReporter.self, CheckstyleReporter.self,
        ModuleTextReporter.self, ModuleJSONReporter.self,
        ManifestJSONReporter.self, ManifestMarkdownReporter.self,
        WhyTextReporter.self, WhyJSONReporter.self,
        GraphDOTReporter.self, GraphMermaidReporter.self, GraphHTMLReporter.self,
    ]

    /// The reporters of one command's output, its default format first.
    public static func of(_ output: ReportOutput) -> [any Reporter.Type] {
        all.filter { $0.output == output }
    }

    /// `--format` values of a command.
    public static func formats(_ output: ReportOutput) -> [String] {
        of(output).map { $0.name }
    }

    public static func named(_ name: String, for output: ReportOutput = .lint) -> (any Reporter.Type)? {
        of(output).first { $0.name == name }
    }
}
