import HiveLintCore

/// `--format github`: GitHub Actions workflow commands, so each violation is an annotation on
/// the run and on the pull request's lines: `::error file=PATH,line=N,col=C,title=RULE::MESSAGE`
/// (`::warning`, `::notice` for info). Violations come first (GitHub shows only the first few
/// annotations of each level per step), then the warnings about the analysed tree as the text
/// format shows them (the first of each code; every one with `--verbose`), then the text
/// format's summary line. Paths are relative to the working directory, like the text format's.
public struct GitHubReporter: Reporter {
    public static let name = "github"
    let options: ReportOptions

    public init(options: ReportOptions) { self.options = options }

    public func render(_ result: AnalysisResult) -> String {
        var lines = result.violations.map { violation in
            command(violation.severity, at: violation.location, title: violation.rule, message: violation.message)
        }
        for (diagnostic, more) in result.shownDiagnostics(verbose: options.verbose) {
            let tail = more == 0 ? "" : " (and \(more) more; --verbose lists them)"
            lines.append(command(diagnostic.severity, at: diagnostic.location, title: diagnostic.code, message: diagnostic.message + tail))
        }
        lines.append(TextReporter(options: options).summary(result))
        return lines.joined(separator: "\n") + "\n"
    }

    private func command(_ severity: Severity, at location: SourceLocation?, title: String, message: String) -> String {
        var properties: [String] = []
        if let location {
            properties.append("file=" + Self.escapedProperty(options.pathPrefix + location.file))
            if location.line > 0 { properties.append("line=\(location.line)") }
            if location.line > 0, location.column > 0 { properties.append("col=\(location.column)") }
        }
        properties.append("title=" + Self.escapedProperty(title))
        let level = severity == .info ? "notice" : severity.rawValue
        return "::\(level) \(properties.joined(separator: ","))::\(Self.escapedData(message))"
    }

    /// A command's message: `%`, carriage return and newline percent-encoded.
    static func escapedData(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A command's property value: as data, and `:` and `,` too.
    static func escapedProperty(_ text: String) -> String {
        escapedData(text).replacing(":", with: "%3A").replacing(",", with: "%2C")
    }
}
