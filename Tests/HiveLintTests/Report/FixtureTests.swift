import Foundation
import HiveLintCore
import HiveLintPipeline
import HiveLintReport
import Testing

/// Every folder under `Fixtures/` is a small iOS codebase with golden output in `expected/`,
/// one file per command and format, `<command>.<format>`: every lint format (`lint.txt`,
/// `lint.json`, `lint.sarif`, `lint.github`, `lint.junit`, `lint.checkstyle`: the real binary,
/// run from the package root), then every other reporter of `Reporters.all`
/// (`modules.txt`, `modules.json`, `manifest.json`, `manifest.md`, `why.txt`, `why.json`,
/// `graph.dot`, `graph.mmd`; the graph page is checked against the analysis instead, see
/// `checkGraphPage`;
/// `why` explains the first violation's pair, else the first business dependency, else the
/// first dependency). `HIVE_LINT_RECORD=1 swift test` rewrites them all,
/// `HIVE_LINT_RECORD=<fixture>` only that fixture's; review the diff before committing.
@Suite struct FixtureTests {
    /// Every folder of `Fixtures/` but `fuzz/` (the fuzzer's reproducers: `FuzzReproducerTests`).
    static let fixtures: [String] = (try? FileManager.default.contentsOfDirectory(atPath: PackagePaths.fixtures))?
        .filter { name in
            guard name != "fuzz" else { return false }
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: PackagePaths.fixtures + "/" + name, isDirectory: &isDirectory) && isDirectory.boolValue
        }
        .sorted() ?? []

    static var recording: Bool { ProcessInfo.processInfo.environment["HIVE_LINT_RECORD"] != nil }

    /// Whether the golden files of `fixture` are being rewritten.
    static func recording(_ fixture: String) -> Bool {
        let value = ProcessInfo.processInfo.environment["HIVE_LINT_RECORD"]
        return value == "1" || value == fixture
    }

    @Test func everyFixtureHasGoldenOutput() {
        #expect(Self.fixtures.count >= 4)
        for fixture in Self.fixtures where !Self.recording {
            let folder = PackagePaths.fixtures + "/" + fixture
            for golden in Self.goldenNames {
                #expect(FileManager.default.fileExists(atPath: folder + "/expected/" + golden), "\(fixture) has no expected/\(golden)")
            }
        }
    }

    /// Every lint format through the binary, as a user runs it (the default format without
    /// `--format`).
    @Test(arguments: FixtureTests.fixtures)
    func matchesGoldenOutput(fixture: String) throws {
        let text = try runHiveLint(["Fixtures/\(fixture)"])
        var json = text
        for reporter in Reporters.of(.lint) {
            let run = reporter.name == TextReporter.name ? text : try runHiveLint(["Fixtures/\(fixture)", "--format", reporter.name])
            if reporter.name == JSONReporter.name { json = run }
            #expect(run.stderr.isEmpty, "\(reporter.name): \(run.stderr)")
            #expect(run.status == text.status, "\(reporter.name)")
            #expect(!run.stdout.contains(PackagePaths.root), "\(Self.goldenName(reporter)) holds an absolute path")
            try compare(run.stdout, golden: "Fixtures/\(fixture)/expected/\(Self.goldenName(reporter))", record: Self.recording(fixture))
        }
        // Exit code 1 exactly when an error-level violation is reported.
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let errors = ((report["summary"] as? [String: Any])?["violations"] as? [String: Int])?["error"] ?? -1
        #expect(json.status == (errors > 0 ? 1 : 0))
    }

    /// `expected/<command>.<extension>` for a reporter.
    static func goldenName(_ reporter: any Reporter.Type) -> String {
        let ext = ["text": "txt", "markdown": "md", "mermaid": "mmd"][reporter.name] ?? reporter.name
        return "\(reporter.output.rawValue).\(ext)"
    }

    /// Every reporter but the graph page: it is the same inlined script and style around a
    /// JSON document that repeats `graph.dot` and the evidence `lint.json` holds (about 15 kB
    /// per fixture), so each fixture's page is checked against its analysis instead.
    static var goldenReporters: [any Reporter.Type] { Reporters.all.filter { !($0 is GraphHTMLReporter.Type) } }

    static var goldenNames: [String] { goldenReporters.map(goldenName) }

    /// Every reporter but the lint ones (which the binary's runs above cover), on one analysis
    /// of the fixture, as the command line renders them from the package root.
    @Test(arguments: FixtureTests.fixtures)
    func everyReporterMatchesGoldenOutput(fixture: String) async throws {
        var result = try await Analyzer(options: Analyzer.Options(root: PackagePaths.fixtures + "/" + fixture)).run()
        result.root = "Fixtures/\(fixture)"
        let pair = result.violations.first.map { ($0.from, $0.to) }
            ?? result.manifest.businessDependencies.first.map { ($0.from, $0.to) }
            ?? result.graph.dependencies.first.map { ($0.from, $0.to) } ?? ("", "")
        let options = ReportOptions(pathPrefix: "Fixtures/\(fixture)/", from: pair.0, to: pair.1)
        try checkGraphPage(GraphHTMLReporter(options: options).render(result), of: result)
        for reporter in Self.goldenReporters where reporter.output != .lint {
            let text = reporter.init(options: options).render(result)
            #expect(!text.contains(PackagePaths.root), "\(Self.goldenName(reporter)) holds an absolute path")
            try compare(text, golden: "Fixtures/\(fixture)/expected/\(Self.goldenName(reporter))", record: Self.recording(fixture))
        }
    }

    func compare(_ actual: String, golden: String, record: Bool) throws {
        let path = PackagePaths.root + "/" + golden
        if record {
            try Data(actual.utf8).write(to: URL(fileURLWithPath: path))
            return
        }
        let expected = try String(contentsOfFile: path, encoding: .utf8)
        if actual != expected {
            let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
            let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
            let line = (0..<min(a.count, e.count)).first { a[$0] != e[$0] } ?? min(a.count, e.count)
            Issue.record("""
                \(golden) differs at line \(line + 1):
                  expected: \(line < e.count ? String(e[line]) : "<end>")
                  actual:   \(line < a.count ? String(a[line]) : "<end>")
                (HIVE_LINT_RECORD=1 swift test re-records; review the diff)
                """)
        }
    }

    @Test func cleanFixturesPassAndSeededOnesFail() throws {
        for clean in ["swiftpm-shop", "objc-bifrost", "xcode-targets"] {
            let run = try runHiveLint(["Fixtures/\(clean)"])
            #expect(run.status == 0, "\(clean): \(run.stdout)")
        }
        for failing in ["violations", "cocoapods-devpods", "xcodegen-app", "code-coupling"] {
            let run = try runHiveLint(["Fixtures/\(failing)"])
            #expect(run.status == 1, "\(failing)")
        }
    }

    @Test func theCodeCouplingFixtureFindsEveryRouteWithTheRightKinds() throws {
        let run = try runHiveLint(["Fixtures/code-coupling", "--format", "json"])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let dependencies = try #require(report["dependencies"] as? [[String: Any]])
        func kinds(_ from: String, _ to: String) -> Set<String> {
            Set((dependencies.first { $0["from"] as? String == from && $0["to"] as? String == to }?["kinds"] as? [String]) ?? [])
        }
        #expect(kinds("Sale", "Goods") == ["import", "type"])                      // prefix header
        #expect(kinds("Sale", "Shop") == ["string-reference"])                     // NSClassFromString
        #expect(kinds("Shop", "Goods").isSuperset(of: ["import", "category", "inherit", "type"]))
        #expect(kinds("Cart", "Profile") == ["import", "extension", "type"])      // Swift extension
        #expect(kinds("Cart", "Shop") == ["type"])                                 // transitive clang import
        #expect(kinds("Profile", "Goods") == ["type"])                             // @_exported
        #expect(kinds("Cart", "DesignSystem").isEmpty, "os.Logger is not DesignSystem's Logger")
        let diagnostics = try #require(report["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.compactMap { $0["code"] as? String } == ["ambiguous-symbol"])
    }

    @Test func theViolationsFixtureReportsEverySeededViolation() throws {
        let run = try runHiveLint(["Fixtures/violations", "--format", "json"])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let violations = try #require(report["violations"] as? [[String: Any]])
        let found = Set(violations.map { "\($0["rule"] ?? "") \($0["from"] ?? "")->\($0["to"] ?? "")" })
        #expect(found == [
            "business-to-business Profile->Goods",    // Swift `import Goods`
            "business-to-business Sale->Shop",        // `#import <Shop/SHPCartManager.h>`
            "business-to-business Shop->Goods",       // `#import "GDSGoodsCell.h"` found through the tree
            "business-to-business Sale->Goods",       // `@class GDSGoodsModel;`
            "mediator-to-business Mediator->Shop",
            "function-to-upper-layer Common->Goods",
            "depends-on-app Networking->App",
            "module-cycle Logging->Networking",
        ])
        let diagnostics = try #require(report["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.contains { $0["code"] as? String == "ambiguous-include" })
    }
}

/// Same input, same bytes: whatever the number of workers or the order files were written in.
@Suite struct DeterminismTests {
    @Test func workerCountDoesNotChangeTheReport() async throws {
        let one = try await analyzeFixture("violations", workers: 1)
        let three = try await analyzeFixture("violations", workers: 3)
        #expect(one == three)
    }

    @Test func fileCreationOrderDoesNotChangeTheReport() async throws {
        var files: [String: String] = [:]
        for module in ["Goods", "Shop", "Sale", "Common"] {
            for i in 0..<6 {
                files["Modules/\(module)/\(module)File\(i).m"] = "#import <Shop/ShopFile0.h>\n#import \"CommonFile\(i).h\"\n@class GoodsFile\(i);\n"
                files["Modules/\(module)/\(module)File\(i).h"] = "@interface \(module)File\(i)\n@end\n"
            }
        }
        files["rules.json"] = #"{"version": 1, "discovery": {"folders": ["Modules/*"]}, "kinds": {"business": ["Goods", "Shop", "Sale"], "function": ["Common"]}}"#
        let forward = try TemporaryTree(files)
        let reversed = try TemporaryTree([:])
        for (path, contents) in files.sorted(by: { $0.key > $1.key }) {
            let url = URL(fileURLWithPath: reversed.root + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url)
        }
        let a = try await forward.analyze().json.replacingOccurrences(of: forward.root, with: "ROOT")
        let b = try await reversed.analyze().json.replacingOccurrences(of: reversed.root, with: "ROOT")
        #expect(a == b)
        #expect(a.contains("business-to-business"))
    }

    func analyzeFixture(_ name: String, workers: Int) async throws -> String {
        return try await HiveLintPipelineRun.json(root: PackagePaths.fixtures + "/" + name, workers: workers)
    }
}
