import HiveLintCore

/// `--format text` (the default): one compiler-style line per violation,
/// `path:line:col: error: [rule] message`, which Xcode, editors and CI annotators pick up;
/// warnings about the analysed code (ambiguous includes, overlapping modules) in the same
/// form; then a one-paragraph summary. `--verbose` adds a `note:` line for every further
/// piece of evidence, informational diagnostics and the module list.
public struct TextReporter: Reporter {
    public static let name = "text"
    let options: ReportOptions

    public init(options: ReportOptions) { self.options = options }

    public func render(_ result: AnalysisResult) -> String {
        var lines: [String] = []
        for violation in result.violations {
            lines.append("\(place(violation.location)): \(violation.severity.rawValue): [\(violation.rule)] \(violation.message)")
            if options.verbose {
                for evidence in violation.evidence.dropFirst() {
                    lines.append("\(place(evidence.location)): note: \(evidence.text)\(evidence.condition.map { " (under #if \($0))" } ?? "")")
                }
            }
        }
        for diagnostic in result.diagnostics where diagnostic.severity >= .warning || options.verbose {
            let kind = diagnostic.severity == .info ? "note" : diagnostic.severity.rawValue
            if let location = diagnostic.location {
                lines.append("\(place(location)): \(kind): [\(diagnostic.code)] \(diagnostic.message)")
            } else {
                lines.append("hive-lint: \(kind): [\(diagnostic.code)] \(diagnostic.message)")
            }
        }
        let unclassified = result.modules.filter { $0.kind == .unclassified }
        if !unclassified.isEmpty {
            lines.append("hive-lint: note: \(unclassified.count) module(s) unclassified and left out of the kind rules: \(unclassified.map(\.name).joined(separator: ", ")); classify them with \"kinds\" in rules.json")
        }
        let examples = result.modules.filter { $0.kind == .example }
        if !examples.isEmpty, !result.examplesChecked {
            lines.append("hive-lint: note: \(examples.count) example module(s) left out of the rules: \(examples.map(\.name).joined(separator: ", ")); check them with --include-examples or \"scope\": {\"examples\": true} in rules.json")
        }
        if options.verbose {
            for module in result.modules {
                lines.append("module \(module.name) [\(module.kind.rawValue)] \(module.path.isEmpty ? "." : module.path): \(module.kindReason)")
            }
            for file in result.unownedFiles { lines.append("unowned: \(options.pathPrefix)\(file)") }
        }
        lines.append(summary(result))
        return lines.joined(separator: "\n") + "\n"
    }

    private func place(_ location: SourceLocation) -> String {
        "\(options.pathPrefix)\(location.file):\(location.line):\(location.column)"
    }

    func summary(_ result: AnalysisResult) -> String {
        let errors = result.violationCount(.error), warnings = result.violationCount(.warning), infos = result.violationCount(.info)
        var parts = [result.moduleSummary]
        parts.append("\(result.fileCounts.total) source files")
        parts.append("\(result.graph.dependencies.count) dependencies")
        let business = result.manifest.businessDependencies.count
        if business > 0 { parts.append("\(business) business dependenc\(business == 1 ? "y" : "ies") through services and routes (hive-lint manifest)") }
        if result.violations.isEmpty {
            parts.append("no violations")
        } else {
            let bySeverity = [(errors, "error"), (warnings, "warning"), (infos, "info")].filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
            parts.append("\(result.violations.count) violation\(result.violations.count == 1 ? "" : "s") (\(bySeverity.joined(separator: ", ")))")
        }
        if !result.suppressed.isEmpty { parts.append("\(result.suppressed.count) allowed by exceptions") }
        if !result.unownedFiles.isEmpty { parts.append("\(result.unownedFiles.count) files in no module") }
        let infoDiagnostics = result.diagnostics.filter { $0.severity == .info }.count
        if infoDiagnostics > 0, !options.verbose { parts.append("\(infoDiagnostics) notes (see --verbose)") }
        return "hive-lint: " + parts.joined(separator: "; ")
    }
}
