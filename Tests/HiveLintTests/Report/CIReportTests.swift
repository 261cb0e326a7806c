import Foundation
import HiveLintCore
import HiveLintReport
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

/// The formats CI servers read (`sarif`, `github`, `junit`, `checkstyle`): they count what the
/// JSON report counts, the XML parses, suppressions keep what accepted them, and text that
/// would break a format is escaped. (The golden test compares every fixture's output.)
@Suite struct CIReportTests {
    /// The elements of an XML document with their attributes, in document order, read by
    /// Foundation's `XMLParser`.
    final class XMLElements: NSObject, XMLParserDelegate {
        private(set) var elements: [(name: String, attributes: [String: String])] = []
        private(set) var text: [String: String] = [:]
        private var open: [String] = []

        static func parse(_ xml: String) throws -> XMLElements {
            let parser = XMLParser(data: Data(xml.utf8))
            let elements = XMLElements()
            parser.delegate = elements
            guard parser.parse() else { throw parser.parserError ?? HiveLintError("not well-formed XML") }
            return elements
        }

        func named(_ name: String) -> [[String: String]] { elements.filter { $0.name == name }.map(\.attributes) }

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            elements.append((elementName, attributes))
            open.append(elementName)
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
            open.removeLast()
        }

        /// Character data, gathered by the name of the element it is in.
        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if let element = open.last { text[element, default: ""] += string }
        }
    }

    static func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    static func golden(_ fixture: String, _ name: String) throws -> String {
        try String(contentsOfFile: "\(PackagePaths.fixtures)/\(fixture)/expected/\(name)", encoding: .utf8)
    }

    /// Every fixture: JUnit failures and Checkstyle errors are the JSON report's violations,
    /// SARIF results its violations and suppressed ones with the same fingerprints.
    @Test(arguments: FixtureTests.fixtures)
    func everyFormatCountsWhatTheJSONReportCounts(fixture: String) throws {
        let report = try Self.json(Self.golden(fixture, "lint.json"))
        let violations = try #require(report["violations"] as? [[String: Any]])
        let suppressed = try #require(report["suppressed"] as? [[String: Any]])
        let diagnostics = try #require(report["diagnostics"] as? [[String: Any]])

        let junit = try XMLElements.parse(Self.golden(fixture, "lint.junit"))
        let suite = try #require(junit.named("testsuite").first)
        #expect(junit.named("failure").count == violations.count)
        #expect(junit.named("skipped").count == suppressed.count)
        #expect(suite["failures"] == String(violations.count))
        #expect(suite["skipped"] == String(suppressed.count))
        #expect(suite["errors"] == "0")
        #expect(suite["tests"] == String(junit.named("testcase").count))
        #expect(junit.named("testcase").count > 0, "a clean run still has passing test cases")
        #expect(junit.named("testsuites").first?["failures"] == String(violations.count))

        let checkstyle = try XMLElements.parse(Self.golden(fixture, "lint.checkstyle"))
        let errors = checkstyle.named("error")
        let fromDiagnostics = errors.filter { $0["source"]?.hasPrefix("hive-lint.diagnostic.") == true }
        #expect(errors.count - fromDiagnostics.count == violations.count)
        let placedWarnings = diagnostics.filter { $0["severity"] as? String != "info" && $0["location"] != nil }
        #expect(fromDiagnostics.count == placedWarnings.count)
        let files = checkstyle.named("file").compactMap { $0["name"] }
        #expect(files == files.sorted())
        #expect(Set(files).count == files.count)

        let sarif = try Self.json(Self.golden(fixture, "lint.sarif"))
        let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == violations.count + suppressed.count)
        let fingerprints = results.compactMap { ($0["partialFingerprints"] as? [String: String])?["hiveLint/v1"] }
        #expect(fingerprints == (violations + suppressed).compactMap { $0["fingerprint"] as? String })
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        let ruleIds = rules.compactMap { $0["id"] as? String }
        #expect(ruleIds == Set((violations + suppressed).compactMap { $0["rule"] as? String }).sorted())
        for result in results {
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(ruleIds[index] == result["ruleId"] as? String)
        }

        let github = try Self.golden(fixture, "lint.github").split(separator: "\n")
        #expect(github.filter { $0.hasPrefix("::error ") }.count == violations.filter { $0["severity"] as? String == "error" }.count)
    }

    /// Suppressed violations: SARIF says what accepted each (an `allow` entry and the baseline
    /// are `external`) and why; JUnit skips them; neither Checkstyle nor GitHub reports them.
    @Test func suppressedViolationsKeepWhatAcceptedThem() throws {
        let tree = try AdoptionTests.FixtureCopy("violations")
        try tree.edit("rules.json") {
            $0.replacingOccurrences(
                of: "\"allow\": []", with: #""allow": [{"rule": "business-to-business", "from": "Profile", "to": "Goods", "reason": "favorites move to the mediator (PAY-1)"}]"#)
        }
        #expect(try runHiveLint(["baseline", tree.root]).status == 0)
        let out = NSTemporaryDirectory() + "hive-lint-ci-reports-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: out) }
        let run = try runHiveLint([
            tree.root, "--report", "github", "--report", "sarif:\(out)/lint.sarif", "--report", "junit:\(out)/lint.xml",
            "--report", "checkstyle:\(out)/checkstyle.xml",
        ])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(!run.stdout.contains("::error "))

        let sarif = try Self.json(String(contentsOfFile: out + "/lint.sarif", encoding: .utf8))
        let results = try #require(((sarif["runs"] as? [[String: Any]])?.first)?["results"] as? [[String: Any]])
        let suppressions = results.compactMap { ($0["suppressions"] as? [[String: Any]])?.first }
        #expect(results.count == 8)
        #expect(suppressions.count == 8)
        #expect(suppressions.allSatisfy { $0["kind"] as? String == "external" })
        #expect(suppressions.filter { $0["justification"] as? String == "favorites move to the mediator (PAY-1)" }.count == 1)
        #expect(suppressions.filter { ($0["justification"] as? String)?.hasPrefix("in the baseline") == true }.count == 7)

        let junit = try XMLElements.parse(String(contentsOfFile: out + "/lint.xml", encoding: .utf8))
        #expect(junit.named("skipped").count == 8)
        #expect(junit.named("failure").isEmpty)
        #expect(junit.named("testsuite").first?["skipped"] == "8")
        #expect(junit.named("skipped").contains { $0["message"] == "exception: favorites move to the mediator (PAY-1)" })

        let checkstyle = try XMLElements.parse(String(contentsOfFile: out + "/checkstyle.xml", encoding: .utf8))
        #expect(!checkstyle.named("error").contains { $0["source"]?.hasPrefix("hive-lint.business-to-business") == true })
    }

    /// An inline comment's suppression is `inSource` in SARIF, with its reason.
    @Test func inlineSuppressionsAreInSource() throws {
        var result = Self.awkward
        let violation = result.violations.removeFirst()
        result.suppressed = [SuppressedViolation(violation: violation, by: .inline, reason: "accepted until Q3")]
        let sarif = try Self.json(SARIFReporter(options: ReportOptions()).render(result))
        let entry = try #require((((sarif["runs"] as? [[String: Any]])?.first)?["results"] as? [[String: Any]])?.first)
        let suppression = (entry["suppressions"] as? [[String: Any]])?.first
        #expect(suppression?["kind"] as? String == "inSource")
        #expect(suppression?["justification"] as? String == "accepted until Q3")
        #expect(entry["level"] as? String == "warning")
        #expect((entry["partialFingerprints"] as? [String: String])?["hiveLint/v1"] == violation.fingerprint)
    }

    /// One run: the text report on standard output and SARIF in a file, both as a run of
    /// their own format gives them.
    @Test func oneRunPrintsTextAndWritesSARIF() throws {
        let out = NSTemporaryDirectory() + "hive-lint-sarif-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: out) }
        let run = try runHiveLint(["Fixtures/violations", "--report", "text", "--report", "sarif:\(out)/hive-lint.sarif"])
        #expect(run.status == 1)
        #expect(run.stderr.isEmpty, "\(run.stderr)")
        #expect(run.stdout == (try Self.golden("violations", "lint.txt")))
        #expect(try String(contentsOfFile: out + "/hive-lint.sarif", encoding: .utf8) == (try Self.golden("violations", "lint.sarif")))
    }

    /// A result whose every text needs escaping somewhere.
    static let awkward: AnalysisResult = {
        let message = "a & b < c > d \"q\" 'a' 100% \u{1}bell\r\nnext: x, y"
        let location = SourceLocation(file: "Mods/A, B:C/a%.m", line: 3, column: 7)
        let violation = Violation(
            rule: "odd-rule", severity: .warning, message: message, from: "A&B", to: "<C>", location: location,
            evidence: [Evidence(kind: .import, location: location, text: "#import \"x.h\" \u{FFFE}")])
        var result = AnalysisResult(
            root: "Odd Root", modules: [], graph: DependencyGraph(dependencies: []), violations: [violation], suppressed: [], unownedFiles: [],
            fileCounts: FileCounts(), diagnostics: [Diagnostic(severity: .error, code: "odd-code", message: "line one\nline two")])
        result.rules = [RuleDescriptor(name: "odd-rule", type: "odd-type", severity: .error, summary: "odd", documentation: "Odd `rule`.")]
        return result
    }()

    @Test func xmlEscapesWhatXMLCannotHold() throws {
        let expected = "a & b < c > d \"q\" 'a' 100% \u{FFFD}bell\r\nnext: x, y"
        let junit = try XMLElements.parse(JUnitReporter(options: ReportOptions()).render(Self.awkward))
        #expect(junit.named("failure").first?["message"] == expected)
        #expect(junit.named("testcase").first?["name"] == "A&B → <C> at Mods/A, B:C/a%.m:3")
        #expect(junit.text["failure"] == "Mods/A, B:C/a%.m:3:7: #import \"x.h\" \u{FFFD}\n")
        #expect(junit.text["system-out"] == "hive-lint: error: [odd-code] line one\nline two\n")
        let checkstyle = try XMLElements.parse(CheckstyleReporter(options: ReportOptions(pathPrefix: "Odd Root/")).render(Self.awkward))
        #expect(checkstyle.named("error").first?["message"] == expected)
        #expect(checkstyle.named("file").first?["name"] == "Odd Root/Mods/A, B:C/a%.m")
    }

    @Test func githubCommandsEscapeTheirDataAndProperties() {
        let lines = GitHubReporter(options: ReportOptions()).render(Self.awkward).split(separator: "\n").map(String.init)
        #expect(lines[0] == "::warning file=Mods/A%2C B%3AC/a%25.m,line=3,col=7,title=odd-rule::a & b < c > d \"q\" 'a' 100%25 \u{1}bell%0D%0Anext: x, y")
        #expect(lines[1] == "::error title=odd-code::line one%0Aline two")
        #expect(lines.last?.hasPrefix("hive-lint: ") == true)
    }

    @Test func sarifKeepsTheTextAndPercentEncodesPaths() throws {
        let sarif = try Self.json(SARIFReporter(options: ReportOptions()).render(Self.awkward))
        let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
        let result = try #require((run["results"] as? [[String: Any]])?.first)
        #expect((result["message"] as? [String: Any])?["text"] as? String == "a & b < c > d \"q\" 'a' 100% \u{1}bell\r\nnext: x, y")
        #expect(result["level"] as? String == "warning")
        let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
        #expect((location?["artifactLocation"] as? [String: Any])?["uri"] as? String == "Mods/A,%20B:C/a%25.m")
        let bases = try #require(run["originalUriBaseIds"] as? [String: [String: Any]])
        #expect(bases["%SRCROOT%"]?["uri"] as? String == "Odd%20Root/")
        let notifications = ((run["invocations"] as? [[String: Any]])?.first)?["toolExecutionNotifications"] as? [[String: Any]]
        #expect(notifications?.count == 1)
        #expect(notifications?.first?["level"] as? String == "error")
        let rules = ((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]]
        #expect(rules?.first?["id"] as? String == "odd-rule")
        #expect((rules?.first?["defaultConfiguration"] as? [String: Any])?["level"] as? String == "error")
    }
}
