import HiveLintCore

/// `hive-lint modules --format json`: the same module entries as the full report's
/// `modules[]`, and the files no module owns (schema: `$defs/moduleList`).
public struct ModuleJSONReporter: Reporter {
    public static let output = ReportOutput.modules
    public static let name = "json"

    public init(options: ReportOptions) {}

    public func render(_ result: AnalysisResult) -> String {
        JSONReporter.encode(JSONModuleList(result))
    }
}
