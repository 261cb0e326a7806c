import Foundation
import HiveLintCache
import HiveLintCore
import HiveLintPipeline
import Testing

/// The run memo (`runs.bin` beside the parse cache): an unchanged tree gets the memoized
/// report without analysis; any change to what the report depended on (a source edited, a
/// file added, the rules file appearing, an include outside the tree, a link retargeted)
/// makes a fresh one; a change too recent to be told by file times is never trusted.
@Suite struct RunMemoTests {
    /// Two business modules, Shop importing Goods.
    static let files = [
        "Modules/Goods/GoodsService.swift": "public protocol GoodsService {}\n",
        "Modules/Shop/ShopView.swift": "import Goods\n\nstruct ShopView {}\n",
        "Modules/Cart/CartView.swift": "struct CartView {}\n",
        "notes/README.md": "Not source.\n",
    ]
    static let rules = #"{"version": 1, "discovery": {"folders": ["Modules/*"]}, "kinds": {"business": ["Goods", "Shop", "Cart"]}}"#

    /// Reports on `tree` through the memo; `rendered` counts the reports made (not memoized).
    final class Runner {
        let tree: TemporaryTree
        let cacheDirectory: String
        var rendered = 0

        init(_ tree: TemporaryTree) {
            self.tree = tree
            cacheDirectory = tree.root + "/.hive-lint/cache"
        }

        func report(key: String = "lint", rules: String? = nil, racyWindow: Int64 = 0) async throws -> String {
            var options = Analyzer.Options(root: tree.root, rulesFile: rules, cacheFile: cacheDirectory + "/facts.bin")
            options.racyWindow = racyWindow
            let output = try await Analyzer(options: options).report(memoFile: cacheDirectory + "/runs.bin", key: key) { result in
                rendered += 1
                let violations = result.violations.map { "\($0.rule): \($0.from) → \($0.to)" }
                return RunMemo.Output(text: violations.joined(separator: "\n"), exitCode: violations.isEmpty ? 0 : 1)
            }
            return output.text
        }
    }

    func runner(_ files: [String: String] = RunMemoTests.files, rules: Bool = true, symlinks: [String: String] = [:]) throws -> Runner {
        try Runner(TemporaryTree(rules ? files.merging(["rules.json": Self.rules]) { $1 } : files, symlinks: symlinks))
    }

    func write(_ text: String, to path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    @Test func anUnchangedTreeGetsTheMemoizedReportWithoutAnalysis() async throws {
        let run = try runner()
        let first = try await run.report()
        #expect(first == "business-to-business: Shop → Goods")
        #expect(try await run.report() == first)
        #expect(try await run.report() == first)
        #expect(run.rendered == 1)
        // Without a memo file, every run analyses.
        let plain = Analyzer(options: Analyzer.Options(root: run.tree.root))
        var made = 0
        _ = try await plain.report(memoFile: nil, key: "lint") { _ in
            made += 1
            return RunMemo.Output(text: "", exitCode: 0)
        }
        #expect(made == 1)
    }

    @Test func anEditedSourceFileIsAnalysedAgain() async throws {
        let run = try runner()
        _ = try await run.report()
        try write("import Goods\nimport Shop\n\nstruct CartView {}\n", to: run.tree.root + "/Modules/Cart/CartView.swift")
        let edited = try await run.report()
        #expect(run.rendered == 2)
        #expect(edited == "business-to-business: Cart → Goods\nbusiness-to-business: Cart → Shop\nbusiness-to-business: Shop → Goods")
        #expect(try await run.report() == edited)
        #expect(run.rendered == 2)
    }

    @Test func aFileAddedOrRemovedIsSeen() async throws {
        let run = try runner()
        _ = try await run.report()
        try write("import Shop\n", to: run.tree.root + "/Modules/Goods/GoodsShopLink.swift")
        let added = try await run.report()
        #expect(added == "business-to-business: Goods → Shop\nmodule-cycle: Goods → Shop\nbusiness-to-business: Shop → Goods")
        try FileManager.default.removeItem(atPath: run.tree.root + "/Modules/Goods/GoodsShopLink.swift")
        let removed = try await run.report()
        #expect(removed == "business-to-business: Shop → Goods")
        #expect(run.rendered == 3)
    }

    @Test func aFolderWhoseEntriesAreTheSameStillMatches() async throws {
        let run = try runner()
        _ = try await run.report()
        // Saved by rename (as editors do): the folder changes, its entries do not; the file
        // itself is not source, so the report stands.
        try Data("Still not source.\n".utf8).write(to: URL(fileURLWithPath: run.tree.root + "/notes/README.md"), options: .atomic)
        _ = try await run.report()
        #expect(run.rendered == 1)
    }

    @Test func theRulesFileAppearingIsSeen() async throws {
        // Without rules.json every folder under Modules/ is still found by the folder
        // heuristics, but nothing says they are business modules.
        let run = try runner(rules: false)
        let before = try await run.report()
        try write(Self.rules, to: run.tree.root + "/rules.json")
        let after = try await run.report()
        #expect(run.rendered == 2)
        #expect(after == "business-to-business: Shop → Goods")
        #expect(before != after)
    }

    @Test func anIncludeTheWalkDoesNotSeeIsAnInput() async throws {
        // The include lives in a hidden folder, which the walk skips.
        let run = try runner([
            ".xcodegen/shared.yml": "targets:\n  Goods:\n    type: framework\n    platform: iOS\n    sources: [Goods]\n",
            "project.yml": "name: App\ninclude: [.xcodegen/shared.yml]\ntargets:\n  Shop:\n    type: framework\n    platform: iOS\n    sources: [Shop]\n",
            "Goods/GoodsService.swift": "public protocol GoodsService {}\n",
            "Shop/ShopView.swift": "import Goods\n\nstruct ShopView {}\n",
            "kinds.json": #"{"version": 1, "kinds": {"business": ["Goods", "Shop"]}}"#,
        ], rules: false)
        let rules = run.tree.root + "/kinds.json"
        let before = try await run.report(rules: rules)
        #expect(before == "business-to-business: Shop → Goods\nimplicit-dependency: Shop → Goods")
        // The included file stops declaring Goods: Shop imports a module that is not there.
        try write("targets: {}\n", to: run.tree.root + "/.xcodegen/shared.yml")
        let after = try await run.report(rules: rules)
        #expect(after == "")
        #expect(run.rendered == 2)
    }

    @Test func aRetargetedLinkIsSeen() async throws {
        let outside = try TemporaryTree(["elsewhere.swift": "struct Elsewhere {}\n"])
        let run = try runner(symlinks: ["Modules/Cart/Linked.swift": outside.root + "/elsewhere.swift"])
        _ = try await run.report()
        try FileManager.default.removeItem(atPath: outside.root + "/elsewhere.swift")
        _ = try await run.report()
        #expect(run.rendered == 2)
    }

    @Test func eachInvocationHasItsOwnReportAndTheyAreKeptTogether() async throws {
        let run = try runner()
        let lint = try await run.report(key: "lint")
        let other = try await run.report(key: "lint --format json")
        #expect(run.rendered == 2)
        #expect(try await run.report(key: "lint") == lint)
        #expect(try await run.report(key: "lint --format json") == other)
        #expect(run.rendered == 2)
    }

    @Test func aChangeTooRecentForFileTimesIsNotMemoized() async throws {
        let run = try runner()
        // Every file was written less than an hour ago.
        _ = try await run.report(racyWindow: 3_600_000_000_000)
        _ = try await run.report(racyWindow: 3_600_000_000_000)
        #expect(run.rendered == 2)
        #expect(!FileManager.default.fileExists(atPath: run.cacheDirectory + "/runs.bin"))
    }

    @Test func aDamagedMemoIsIgnoredAndRewritten() async throws {
        let run = try runner()
        _ = try await run.report()
        let memo = run.cacheDirectory + "/runs.bin"
        let bytes = try #require(FileManager.default.contents(atPath: memo))
        // The last: one bit of the stored report flipped, damage that still decodes (the
        // memo's checksum catches it; the report would be printed damaged).
        var flipped = [UInt8](bytes)
        flipped[flipped.count - 5] ^= 0x01
        for damaged in [Data(), bytes.prefix(bytes.count / 2), Data("HIVELINTRUNS garbage".utf8), Data(flipped)] {
            try damaged.write(to: URL(fileURLWithPath: memo))
            #expect(try await run.report() == "business-to-business: Shop → Goods")
        }
        #expect(run.rendered == 5)
        #expect(try await run.report() == "business-to-business: Shop → Goods")
        #expect(run.rendered == 5)
    }

    @Test func aDamagedParseCacheIsReportedAndThatReportIsNotMemoized() async throws {
        let run = try runner()
        var codes: [[String]] = []
        func report() async throws {
            var options = Analyzer.Options(root: run.tree.root, cacheFile: run.cacheDirectory + "/facts.bin")
            options.racyWindow = 0
            _ = try await Analyzer(options: options).report(memoFile: run.cacheDirectory + "/runs.bin", key: "codes") { result in
                codes.append(result.diagnostics.map(\.code).filter { $0.hasPrefix("cache") })
                return RunMemo.Output(text: "", exitCode: 0)
            }
        }
        try await report()
        try await report()
        // The parse cache is an input: the memo does not hide that it was damaged.
        try Data("garbage".utf8).write(to: URL(fileURLWithPath: run.cacheDirectory + "/facts.bin"))
        for _ in 0..<3 { try await report() }
        // Made and memoized; memoized; rebuilt with the warning (not memoized); clean and
        // memoized; memoized.
        #expect(codes == [[], ["cache-rebuilt"], []])
    }
}
