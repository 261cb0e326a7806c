import Foundation
import HiveLintCore
import HiveLintPipeline
import HiveLintReport
import Testing

enum HiveLintPipelineRun {
    static func json(root: String, workers: Int) async throws -> String {
        try await JSONReporter(options: ReportOptions()).render(Analyzer(options: Analyzer.Options(root: root, workers: workers)).run())
    }
}

/// The binary as users meet it: exit codes, one-line errors, files it writes.
@Suite struct CLITests {
    @Test func missingPathExitsTwoWithOneLine() throws {
        let run = try runHiveLint(["/no/such/tree"])
        #expect(run.status == 2)
        #expect(run.stderr == "hive-lint: error: no such file or directory: /no/such/tree\n")
        #expect(run.stdout.isEmpty)
    }

    @Test func aFileInsteadOfATreeExitsTwo() throws {
        let run = try runHiveLint(["Package.swift"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("not a directory"))
    }

    @Test func badRulesFileListsEveryProblemAndExitsTwo() throws {
        let tree = try TemporaryTree([
            "rules.json": #"{"version": 1, "kinds": {"bussiness": ["A"]}, "rules": [{"name": "x", "type": "no-cycle"}], "alow": []}"#,
            "A/A.swift": "",
        ])
        let run = try runHiveLint([tree.root])
        #expect(run.status == 2)
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.count == 3, "\(run.stderr)")
        #expect(lines.allSatisfy { $0.hasPrefix("hive-lint: error: \(tree.root)/rules.json: $.") })
        #expect(run.stderr.contains("$.alow: unknown key (did you mean \"allow\"?)"))
        #expect(run.stderr.contains("$.kinds.bussiness: unknown module kind (did you mean \"business\"?)"))
        #expect(run.stderr.contains("$.rules[0].type: unknown rule type \"no-cycle\" (did you mean \"no-cycles\"?)"))
    }

    @Test func ruleTypeProblemsAreReportedToo() throws {
        let tree = try TemporaryTree(["rules.json": #"{"version": 1, "rules": [{"name": "x", "type": "no-cycle"}]}"#])
        let run = try runHiveLint([tree.root])
        #expect(run.status == 2)
        #expect(run.stderr.contains("$.rules[0].type: unknown rule type \"no-cycle\" (did you mean \"no-cycles\"?)"))
    }

    @Test func invalidJSONInRulesExitsTwo() throws {
        let tree = try TemporaryTree(["rules.json": "{ version: 1 }"])
        let run = try runHiveLint([tree.root])
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("hive-lint: error: \(tree.root)/rules.json: $: not valid JSON"))
        #expect(!run.stderr.contains("\n\n"))
    }

    @Test func explicitRulesFileMustExist() throws {
        let tree = try TemporaryTree(["A/A.swift": ""])
        let run = try runHiveLint([tree.root, "--rules", tree.root + "/missing.json"])
        #expect(run.status == 2)
        #expect(run.stderr == "hive-lint: error: no such rules file: \(tree.root)/missing.json\n")
    }

    @Test func aRulesFolderIsNamedAsOne() throws {
        let tree = try TemporaryTree(["Goods/GoodsList.swift": "import Foundation\n", "config/rules.json": "{}\n"])
        let run = try runHiveLint([tree.root, "--rules", tree.root + "/config"])
        #expect(run.status == 2)
        #expect(run.stderr == "hive-lint: error: \(tree.root)/config is a folder, not a rules file\n")
    }

    @Test func unknownFormatIsAUsageError() throws {
        let run = try runHiveLint(["Fixtures/swiftpm-shop", "--format", "yaml"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("unknown format 'yaml'"))
    }

    @Test func outputFileGetsTheReportAndStdoutStaysEmpty() throws {
        let tree = try TemporaryTree([:])
        let run = try runHiveLint(["Fixtures/violations", "--format", "json", "--output", tree.root + "/report.json"])
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        let written = try String(contentsOfFile: tree.root + "/report.json", encoding: .utf8)
        let direct = try runHiveLint(["Fixtures/violations", "--format", "json"])
        #expect(written == direct.stdout)
    }

    @Test func unwritableOutputExitsTwo() throws {
        let run = try runHiveLint(["Fixtures/swiftpm-shop", "--output", "/no/such/dir/report.txt"])
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("hive-lint: error: cannot write /no/such/dir/report.txt"))
    }

    @Test func failOnDecidesWhichSeverityFails() throws {
        let tree = try TemporaryTree([
            "rules.json": #"{"version": 1, "discovery": {"folders": ["*"]}, "kinds": {"business": ["Goods", "Shop"]}, "rules": [{"name": "business-to-business", "severity": "warning"}]}"#,
            "Goods/GoodsList.swift": "import Shop\n",
            "Shop/Cart.swift": "import Foundation\n",
        ])
        let lenient = try runHiveLint([tree.root])
        #expect(lenient.status == 0)
        #expect(lenient.stdout.contains("Goods/GoodsList.swift:1:1: warning: [business-to-business] business module Goods depends on business module Shop: import Shop"))
        let strict = try runHiveLint([tree.root, "--fail-on", "warning"])
        #expect(strict.status == 1)
    }

    @Test func missingLibclangStopsOnlyRunsThatNeedIt() throws {
        let rules = #"{"version": 1, "discovery": {"folders": ["*"]}}"#
        let objc = try TemporaryTree(["Goods/GDSModel.m": "#import <Shop/SHPCart.h>\n", "rules.json": rules])
        let swift = try TemporaryTree(["Goods/GoodsList.swift": "import Shop\n", "rules.json": rules])
        let environment = ["HIVE_LINT_LIBCLANG": "/nonexistent/libclang.so"]
        let failed = try runHiveLint([objc.root], environment: environment)
        #expect(failed.status == 2)
        #expect(failed.stderr.hasPrefix("hive-lint: error: cannot parse Objective-C: cannot load libclang from /nonexistent/libclang.so"))
        #expect(failed.stderr.split(separator: "\n").count == 1)
        let fine = try runHiveLint([swift.root], environment: environment)
        #expect(fine.status == 0)
    }

    @Test func aFileNestedTooDeepForLibclangIsReadByTheTokenPass() throws {
        // 1,500 nested blocks exhausted clang's stack (libclang's crash recovery turned it into
        // a warning, and printed a multi-line crash report on standard error): such a file is
        // now read by the token pass, with a note, and never given to libclang.
        let deep = "@implementation GDSDeep\n- (void)run {\n" + String(repeating: "if (1) { ", count: 1500)
            + String(repeating: "}", count: 1500) + "\n}\n@end\n"
        let tree = try TemporaryTree([
            "rules.json": #"{"version": 1, "discovery": {"folders": ["*"]}, "kinds": {"business": ["Goods", "Shop"]}}"#,
            "Goods/GDSDeep.m": deep,
            "Goods/GDSList.m": "#import <Shop/SHPCart.h>\n",
            "Shop/SHPCart.h": "@interface SHPCart : NSObject\n@end\n",
        ])
        let run = try runHiveLint([tree.root, "--verbose"])
        #expect(run.status == 1)
        #expect(run.stderr.isEmpty, "\(run.stderr)")
        #expect(run.stdout.contains("Goods/GDSDeep.m:1:1: note: [deeply-nested-file] Goods/GDSDeep.m has brackets nested more than 256 deep"))
        #expect(run.stdout.contains("business module Goods depends on business module Shop"))
    }

    @Test func theScannedTreeIsNeverModified() throws {
        let tree = try TemporaryTree(["Goods/GoodsList.swift": "import Shop\n", "Goods/GDS.m": "#import \"X.h\"\n"])
        let before = try FileManager.default.subpathsOfDirectory(atPath: tree.root).sorted()
        _ = try runHiveLint([tree.root, "--format", "json"])
        #expect(try FileManager.default.subpathsOfDirectory(atPath: tree.root).sorted() == before)
    }

    @Test func modulesCommandListsDeclaredAndUsedDependencies() throws {
        let text = try runHiveLint(["modules", "Fixtures/cocoapods-devpods"])
        #expect(text.status == 0)
        #expect(text.stdout.contains("""
        MLGoods [business] LocalPods/MLGoods (declared by cocoapods: LocalPods/MLGoods/MLGoods.podspec)
          kind: rules.json kinds.business[0] ("MLGoods") matches name MLGoods
          files: 3 headers, 2 Objective-C
          declares: AFNetworking, MLCommon, MLMediator
          uses: MLCart, MLCommon, MLMediator
          prefix headers: LocalPods/MLGoods/MLGoods/MLGoods-Prefix.pch
        """))
        #expect(text.stdout.contains("files in no module (1):\n  Fixtures/cocoapods-devpods/LocalPods/MLSearch/Sources/MLSearchCore/Fixtures/RecordedQueries.swift"))
        let json = try runHiveLint(["modules", "Fixtures/cocoapods-devpods", "--format", "json"])
        let list = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let modules = try #require(list["modules"] as? [[String: Any]])
        let search = try #require(modules.first { $0["name"] as? String == "MLSearch" })
        #expect(search["observedDependencies"] as? [String] == ["MLSearchAnalytics", "MLSearchCore"])
        #expect((search["alsoDeclaredBy"] as? [[String: String]])?.first?["style"] == "cocoapods")
    }

    @Test func includeTestsAppliesTheRulesToTestModules() throws {
        let tree = try TemporaryTree([
            "Package.swift": #"let package = Package(name: "P", targets: [.target(name: "Core"), .target(name: "Search"), .testTarget(name: "SearchTests", dependencies: ["Search"])])"#,
            "Sources/Core/Core.swift": "",
            "Sources/Search/Search.swift": "",
            "Tests/SearchTests/SearchTests.swift": "@testable import Search\nimport Core\n",
        ])
        #expect(try !runHiveLint([tree.root]).stdout.contains("implicit-dependency"))
        let included = try runHiveLint([tree.root, "--include-tests"])
        #expect(included.stdout.contains("warning: [implicit-dependency] SearchTests uses Core but Package.swift does not declare it: import Core"))
    }

    @Test func whyExplainsDirectEdgesChainsAndUnknownModules() throws {
        let direct = try runHiveLint(["why", "Sale", "Goods", "Fixtures/violations"])
        #expect(direct.status == 0)
        #expect(direct.stdout.hasPrefix("Sale depends on Goods directly:\n  call (2):\n"))
        #expect(direct.stdout.contains("  forward-declaration (1):\n    Fixtures/violations/Modules/Sale/SALFlashSaleCell.h:7:8: @class GDSGoodsModel;"))
        let chain = try runHiveLint(["why", "App", "Goods", "Fixtures/violations"])
        #expect(chain.status == 0)
        #expect(chain.stdout.hasPrefix("App does not depend on Goods directly; the shortest chain is App → Common → Goods:"))
        #expect(chain.stdout.contains("Fixtures/violations/Modules/Common/CMNShareHelper.m:6:1: #import <Goods/GDSGoodsModel.h>"))
        let none = try runHiveLint(["why", "Goods", "App", "Fixtures/violations"])
        #expect(none.status == 1)
        #expect(none.stdout == "Goods does not depend on App in code, directly or through other modules.\n")
        let unknown = try runHiveLint(["why", "Goods", "Shopp", "Fixtures/violations"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr == "hive-lint: error: no module named Shopp in Fixtures/violations (did you mean Shop?); see hive-lint modules\n")
        let json = try runHiveLint(["why", "App", "Goods", "Fixtures/violations", "--format", "json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(document["chain"] as? [String] == ["App", "Common", "Goods"])
        #expect(document["direct"] as? Bool == false)
    }

    @Test func rulesAndVersionCommands() throws {
        let rules = try runHiveLint(["rules"])
        #expect(rules.status == 0)
        #expect(rules.stdout.contains("forbidden-dependency:"))
        #expect(rules.stdout.contains("business-to-business [forbidden-dependency, error]"))
        let version = try runHiveLint(["--version"])
        #expect(version.stdout == HiveLintVersion.current + "\n")
    }
}
