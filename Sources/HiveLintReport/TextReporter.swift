import HiveLintCore

/// `--format text` (the default): one compiler-style line per violation,
/// `path:line:col: error: [rule] message`, which Xcode, editors and CI annotators pick up;
/// warnings about the analysed code (ambiguous includes, overlapping modules) in the same
/// form, the first of each code only, with how many more there are; then a one-paragraph
/// summary. `--verbose` prints every diagnostic, a `note:` line for every further piece of
/// evidence, informational diagnostics and the module list.
public struct TextReporter: Reporter {
    public static let name = "text"
    let options: ReportOptions

    public init(options: ReportOptions) { self.options = options }

    public func render(_ result: AnalysisResult) -> String {
        var lines: [String] = []
        for violation in result.violations {
            lines.append("\(place(violation.location)): \(styled(violation.severity.rawValue)): [\(violation.rule)] \(violation.message)")
            if options.verbose {
                for evidence in violation.evidence.dropFirst() {
                    lines.append("\(place(evidence.location)): \(styled("note")): \(evidence.text)\(evidence.condition.map { " (under #if \($0))" } ?? "")")
                }
            }
        }
        lines += result.shownDiagnostics(verbose: options.verbose).map { line($0.diagnostic, more: $0.more) }
        let unclassified = result.modules.filter { $0.kind == .unclassified }
        if !unclassified.isEmpty {
            lines.append("hive-lint: note: \(counted(unclassified.count, "module")) unclassified and left out of the kind rules: \(unclassified.map(\.name).joined(separator: ", ")); classify \(unclassified.count == 1 ? "it" : "them") with \"kinds\" in rules.json (hive-lint init writes a starter)")
        }
        let examples = result.modules.filter { $0.kind == .example }
        if !examples.isEmpty, !result.examplesChecked {
            lines.append("hive-lint: note: \(counted(examples.count, "example module")) left out of the rules: \(examples.map(\.name).joined(separator: ", ")); check \(examples.count == 1 ? "it" : "them") with --include-examples or \"scope\": {\"examples\": true} in rules.json")
        }
        if options.verbose {
            for module in result.modules {
                lines.append("module \(module.name) [\(module.kind.rawValue)] \(module.path.isEmpty ? "." : module.path): \(module.kindReason)")
            }
            for file in result.unownedFiles { lines.append("unowned: \(options.pathPrefix)\(file)") }
        }
        lines.append(options.color ? ANSI.bold + summary(result) + ANSI.reset : summary(result))
        return lines.joined(separator: "\n") + "\n"
    }

    /// `path:line:col: warning: [code] message`, or `hive-lint: warning: …` without a place;
    /// with how many more of its kind it stands for.
    func line(_ diagnostic: Diagnostic, more: Int = 0) -> String {
        let head = diagnostic.location.map(place) ?? "hive-lint"
        let tail = more == 0 ? "" : " (and \(more) more [\(diagnostic.code)] \(more == 1 ? label(diagnostic) : label(diagnostic) + "s"); --verbose lists them)"
        return "\(head): \(styled(label(diagnostic))): [\(diagnostic.code)] \(diagnostic.message)\(tail)"
    }

    private func label(_ diagnostic: Diagnostic) -> String {
        diagnostic.severity == .info ? "note" : diagnostic.severity.rawValue
    }

    private func place(_ location: SourceLocation) -> String {
        let text = "\(options.pathPrefix)\(location.file):\(location.line):\(location.column)"
        return options.color ? ANSI.bold + text + ANSI.reset : text
    }

    /// `error`, `warning` and `note` in clang's colors when colors are on.
    private func styled(_ label: String) -> String {
        guard options.color else { return label }
        let color = label == "error" ? ANSI.red : label == "warning" ? ANSI.magenta : ANSI.cyan
        return ANSI.bold + color + label + ANSI.reset
    }

    func summary(_ result: AnalysisResult) -> String {
        let errors = result.violationCount(.error), warnings = result.violationCount(.warning), infos = result.violationCount(.info)
        var parts = [result.moduleSummary]
        parts.append(counted(result.fileCounts.total, "source file"))
        parts.append(counted(result.graph.dependencies.count, "dependency", "dependencies"))
        let business = result.manifest.businessDependencies.count
        if business > 0 { parts.append("\(counted(business, "business dependency", "business dependencies")) through services and routes (hive-lint manifest)") }
        if result.violations.isEmpty {
            parts.append("no violations")
        } else {
            let bySeverity = [counted(errors, "error"), counted(warnings, "warning"), counted(infos, "info", "info")].filter { !$0.hasPrefix("0 ") }
            parts.append("\(counted(result.violations.count, "violation")) (\(bySeverity.joined(separator: ", ")))")
        }
        let exceptions = result.suppressed.filter { $0.by == .exception }.count
        let inline = result.suppressed.filter { $0.by == .inline }.count
        if exceptions > 0 { parts.append("\(exceptions) allowed by exceptions") }
        if inline > 0 { parts.append("\(inline) suppressed inline") }
        if let baseline = result.baseline {
            parts.append("\(baseline.baselined) baselined, \(baseline.new) new, \(baseline.fixed) fixed (\(baseline.file))")
        }
        if !result.unownedFiles.isEmpty { parts.append("\(counted(result.unownedFiles.count, "file")) in no module") }
        let infoDiagnostics = result.diagnostics.filter { $0.severity == .info }.count
        if infoDiagnostics > 0, !options.verbose { parts.append("\(counted(infoDiagnostics, "note")) (see --verbose)") }
        return "hive-lint: " + parts.joined(separator: "; ")
    }
}

/// The escape sequences the text formats use (only with `ReportOptions.color`).
enum ANSI {
    static let reset = "\u{1B}[0m"
    static let bold = "\u{1B}[1m"
    static let red = "\u{1B}[31m"
    static let magenta = "\u{1B}[35m"
    static let cyan = "\u{1B}[36m"
}
