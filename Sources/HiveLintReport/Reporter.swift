import HiveLintCore

/// An output format. To add one, add a file with a conforming type and list it in
/// `Reporters.all`; its `name` is the `--format` value.
public protocol Reporter: Sendable {
    /// The `--format` value, kebab-case.
    static var name: String { get }
    init(options: ReportOptions)
    /// The whole report; ends with a newline.
    func render(_ result: AnalysisResult) -> String
}

/// Settings every reporter may honour.
public struct ReportOptions: Sendable {
    /// Show every piece of evidence and informational diagnostics.
    public var verbose: Bool
    /// Prefix for file paths in human-readable output, so they resolve from the working
    /// directory (`""` when the root is the working directory).
    public var pathPrefix: String

    public init(verbose: Bool = false, pathPrefix: String = "") {
        self.verbose = verbose
        self.pathPrefix = pathPrefix
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

/// Every output format.
public enum Reporters {
    public static let all: [any Reporter.Type] = [TextReporter.self, JSONReporter.self]

    public static func named(_ name: String) -> (any Reporter.Type)? {
        all.first { $0.name == name }
    }
}
