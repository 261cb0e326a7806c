import HiveLintCore

/// `--format checkstyle`: Checkstyle XML, which Jenkins' Warnings plugin, reviewdog, SonarQube
/// and many code-review bots read. A `<file>` per file (sorted) with an `<error>` per
/// violation reported there (`source` `hive-lint.<rule>`), and one per warning about the
/// analysed tree that has a place (`source` `hive-lint.diagnostic.<code>`; informational ones
/// only with `--verbose`). Paths are relative to the working directory, like the text format's.
public struct CheckstyleReporter: Reporter {
    public static let name = "checkstyle"
    let options: ReportOptions

    public init(options: ReportOptions) { self.options = options }

    /// One `<error>`: where, how bad, what, and which rule or diagnostic code said so.
    private typealias Entry = (location: SourceLocation, severity: Severity, message: String, source: String)

    public func render(_ result: AnalysisResult) -> String {
        var entries: [Entry] = []
        for violation in result.violations {
            entries.append((violation.location, violation.severity, violation.message, "hive-lint.\(violation.rule)"))
        }
        for diagnostic in result.diagnostics where diagnostic.severity >= .warning || options.verbose {
            guard let location = diagnostic.location else { continue }
            entries.append((location, diagnostic.severity, diagnostic.message, "hive-lint.diagnostic.\(diagnostic.code)"))
        }
        var byFile: [String: [Entry]] = [:]
        for entry in entries { byFile[entry.location.file, default: []].append(entry) }
        var lines = [XMLText.declaration, #"<checkstyle version="4.3">"#]
        for file in byFile.keys.sorted() {
            lines.append("  <file\(XMLText.attributes(["name": options.pathPrefix + file]))>")
            let sorted = byFile[file, default: []].sorted { ($0.location, $0.source, $0.message) < ($1.location, $1.source, $1.message) }
            for entry in sorted {
                let place = entry.location
                lines.append("    <error" + XMLText.attributes([
                    "line": place.line > 0 ? String(place.line) : nil, "column": place.line > 0 && place.column > 0 ? String(place.column) : nil,
                    "severity": entry.severity.rawValue, "message": entry.message, "source": entry.source,
                ]) + "/>")
            }
            lines.append("  </file>")
        }
        lines.append("</checkstyle>")
        return lines.joined(separator: "\n") + "\n"
    }
}
