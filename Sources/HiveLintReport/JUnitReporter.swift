import HiveLintCore

/// `--format junit`: JUnit XML, the test report GitLab merge requests, Jenkins and most CI
/// servers show. One test suite, `hive-lint`: a failing test case per violation (class name:
/// the rule; name: from → to at file:line; the failure's `type` is the severity, its `message`
/// the violation's, its text every piece of evidence), a skipped one per suppressed violation
/// (with what accepted it and why), and a passing one per checked rule without violations, so
/// a clean run is a suite of passed tests rather than an empty one. The warnings about the
/// analysed tree, as the text format prints them, are the suite's `system-out`.
public struct JUnitReporter: Reporter {
    public static let name = "junit"
    let options: ReportOptions

    public init(options: ReportOptions) { self.options = options }

    public func render(_ result: AnalysisResult) -> String {
        var cases: [String] = []
        for violation in result.violations {
            let evidence = violation.evidence.map { piece in
                "\(place(piece.location)): \(piece.described)\n"
            }.joined()
            cases.append(
                "    <testcase\(testCase(violation.rule, violation.from, violation.to, violation.subject, violation.location))>\n"
                    + "      <failure\(XMLText.attributes(["type": violation.severity.rawValue, "message": violation.message]))>"
                    + XMLText.escaped(evidence, content: true) + "</failure>\n"
                    + "    </testcase>")
        }
        for suppressed in result.suppressed {
            cases.append(
                "    <testcase\(testCase(suppressed.rule, suppressed.from, suppressed.to, suppressed.subject, suppressed.location))>\n"
                    + "      <skipped\(XMLText.attributes(["message": "\(suppressed.by.rawValue): \(suppressed.reason)"]))/>\n"
                    + "    </testcase>")
        }
        let reported = Set(result.violations.map(\.rule))
        var clean = result.rules.map(\.name).filter { !reported.contains($0) }
        if clean.isEmpty, result.violations.isEmpty { clean = ["hive-lint"] }
        for rule in clean {
            cases.append("    <testcase\(XMLText.attributes(["classname": rule, "name": "no violations"]))/>")
        }
        let counts = XMLText.attributes([
            "tests": String(cases.count), "failures": String(result.violations.count), "errors": "0", "skipped": String(result.suppressed.count),
        ])
        var lines = [XMLText.declaration, "<testsuites\(XMLText.attributes(["name": "hive-lint"]))\(counts)>"]
        lines.append("  <testsuite\(XMLText.attributes(["name": "hive-lint"]))\(counts)>")
        lines += cases
        var plain = options
        plain.color = false
        let text = TextReporter(options: plain)
        let diagnostics = result.shownDiagnostics(verbose: options.verbose).map { text.line($0.diagnostic, more: $0.more) + "\n" }
        if !diagnostics.isEmpty {
            lines.append("    <system-out>" + XMLText.escaped(diagnostics.joined(), content: true) + "</system-out>")
        }
        lines.append("  </testsuite>")
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// ` classname="rule" name="From → To at file:line" file="file"`; a manifest check is named
    /// by its module and subject (`Cart: CouponServiceProtocol at …`).
    private func testCase(_ rule: String, _ from: String, _ to: String, _ subject: String?, _ location: SourceLocation) -> String {
        let modules = from == to ? from : "\(from) → \(to)"
        return XMLText.attributes([
            "classname": rule, "name": "\(modules)\(subject.map { ": \($0)" } ?? "") at \(options.pathPrefix)\(location.file):\(location.line)",
            "file": options.pathPrefix + location.file,
        ])
    }

    private func place(_ location: SourceLocation) -> String {
        "\(options.pathPrefix)\(location.file):\(location.line):\(location.column)"
    }
}
