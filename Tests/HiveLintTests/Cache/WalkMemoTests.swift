import Foundation
import Testing
@testable import HiveLintCache
import HiveLintCore
@testable import HiveLintPipeline
import HiveLintReport
import HiveLintScan

/// The walk memo (`walk.bin`): the last walk's result, used while every folder it listed has
/// the same entries, every link leads where it led and every file it read or checked is
/// unchanged; the tree it gives is always the one a fresh walk finds.
@Suite struct WalkMemoTests {
    static let files = [
        "App/AppDelegate.swift": "import UIKit\nfinal class AppDelegate {}\n",
        "Modules/Cart/Sources/Cart.swift": "public struct Cart {}\n",
        "Modules/Cart/Sources/Legacy/CARLegacy.h": "@interface CARLegacy\n@end\n",
        "Modules/Cart/Sources/Legacy/CARLegacy.m": "#import \"CARLegacy.h\"\n@implementation CARLegacy\n@end\n",
        "Modules/Shop/Sources/Shop.swift": "public struct Shop {}\n",
        "Modules/Shop/Resources/Info.plist": "<plist><dict/></plist>\n",
        "config/settings.yml": "verbose: true\n",
    ]

    func memoFile(_ tree: TemporaryTree) -> String { tree.root + "/.hive-lint/cache/walk.bin" }

    /// The tree as the memo gives it (and whether it answered), checked against a fresh walk.
    func walk(
        _ tree: TemporaryTree, exclude: [String] = [], racyWindow: Int64 = 0, relistedFoldersWorthSaving: Int = 64
    ) throws -> (tree: ScannedTree, memoized: Bool) {
        try FileManager.default.createDirectory(atPath: tree.root + "/.hive-lint/cache", withIntermediateDirectories: true)
        let root = try ScanRoot(tree.root)
        let walker = TreeWalker(exclude: GlobSet(exclude))
        let memo = WalkMemo(file: memoFile(tree), root: root, exclude: exclude, relistedFoldersWorthSaving: relistedFoldersWorthSaving)
        let result = memo.walk(walker, root: root, racyWindow: racyWindow)
        #expect(result.tree == walker.walk(root), "the memo's tree is not the one a walk finds")
        return result
    }

    func write(_ tree: TemporaryTree, _ path: String, _ text: String) throws {
        let url = URL(fileURLWithPath: tree.root + "/" + path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    @Test func anUnchangedTreeAndSourceEditsAreAnsweredByTheMemo() throws {
        let tree = try TemporaryTree(Self.files)
        #expect(try walk(tree).memoized == false)
        #expect(try walk(tree).memoized)
        // A source file's content is no input of the walk; an editor saving by renaming
        // changes the folder's times, not its entries.
        try tree.edit("Modules/Cart/Sources/Cart.swift") { $0 + "extension Cart { func total() {} }\n" }
        let path = tree.root + "/Modules/Shop/Sources/Shop.swift"
        try Data("public struct Shop { var name = \"\" }\n".utf8).write(to: URL(fileURLWithPath: path + ".tmp"))
        #expect(rename(path + ".tmp", path) == 0)
        #expect(try walk(tree).memoized)
        #expect(try walk(tree).memoized)
    }

    @Test func addedRemovedAndRenamedFilesAndFoldersAreSeen() throws {
        let tree = try TemporaryTree(Self.files)
        _ = try walk(tree)
        try write(tree, "Modules/Cart/Sources/Legacy/CARCoupon.h", "@interface CARCoupon\n@end\n")
        var walked = try walk(tree)
        #expect(!walked.memoized)
        #expect(walked.tree.sourceFiles.contains(SourceFile(path: "Modules/Cart/Sources/Legacy/CARCoupon.h", language: .objcHeader)))
        try FileManager.default.removeItem(atPath: tree.root + "/Modules/Shop/Sources/Shop.swift")
        walked = try walk(tree)
        #expect(!walked.memoized)
        #expect(!walked.tree.sourceFiles.contains { $0.path == "Modules/Shop/Sources/Shop.swift" })
        try FileManager.default.moveItem(atPath: tree.root + "/Modules/Cart/Sources/Legacy", toPath: tree.root + "/Modules/Cart/Sources/Old")
        walked = try walk(tree)
        #expect(!walked.memoized)
        #expect(walked.tree.directories.contains("Modules/Cart/Sources/Old"))
        #expect(!walked.tree.directories.contains("Modules/Cart/Sources/Legacy"))
        #expect(try walk(tree).memoized)
        // The exclusions are the memo's key.
        #expect(try walk(tree, exclude: ["Modules/Shop/**"]).memoized == false)
    }

    /// The walk reads YAML files to tell XcodeGen specs, and checks for an `.xcodeproj`'s
    /// `project.pbxproj`: neither shows in a folder's entries.
    @Test func filesTheWalkReadsOrChecksAreSeen() throws {
        let tree = try TemporaryTree(Self.files)
        try FileManager.default.createDirectory(atPath: tree.root + "/App/App.xcodeproj", withIntermediateDirectories: true)
        _ = try walk(tree)
        #expect(try walk(tree).memoized)
        try tree.edit("config/settings.yml") { _ in "name: settings\ntargets:\n  Settings:\n    type: framework\n" }
        var walked = try walk(tree)
        #expect(!walked.memoized)
        #expect(walked.tree.manifests.contains("config/settings.yml"))
        try write(tree, "App/App.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{ objects = {}; }\n")
        walked = try walk(tree)
        #expect(!walked.memoized)
        #expect(walked.tree.manifests.contains("App/App.xcodeproj/project.pbxproj"))
        #expect(try walk(tree).memoized)
    }

    @Test func aLinkLeadingElsewhereIsSeen() throws {
        let tree = try TemporaryTree(Self.files, symlinks: ["Headers/CARLegacy.h": "../Modules/Cart/Sources/Legacy/CARLegacy.h"])
        _ = try walk(tree)
        #expect(try walk(tree).memoized)
        let link = tree.root + "/Headers/CARLegacy.h"
        try FileManager.default.removeItem(atPath: link)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/nonexistent/CARLegacy.h")
        let walked = try walk(tree)
        #expect(!walked.memoized)
        #expect(walked.tree.links.map(\.target) == [nil])
    }

    /// A folder changed within the racy window is listed again however its identity looks,
    /// until its change is older than the window; a file read that changed then keeps the
    /// memo from being written.
    @Test func recentChangesAreNotVouchedForByTimes() throws {
        let tree = try TemporaryTree(Self.files.filter { !$0.key.hasSuffix(".yml") })
        let hour: Int64 = 3_600_000_000_000
        #expect(try walk(tree, racyWindow: hour).memoized == false)
        var stored = try WalkMemo.decode(try #require(KeyedMemo.walk(file: memoFile(tree)).payload(key: try key(tree))))
        let allRecent = stored.folders.allSatisfy { $0.mustList }
        #expect(allRecent)
        // A recent folder whose entries no longer hash as recorded is seen even when its
        // identity is the recorded one.
        let index = try #require(stored.tree.listings.firstIndex { $0.path == "Modules/Cart/Sources" })
        stored.tree.listings[index].listing ^= 1
        stored.folders[index].fingerprint = try #require(DiskIdentity.of(tree.root + "/Modules/Cart/Sources")).fingerprint
        KeyedMemo.walk(file: memoFile(tree)).save(key: try key(tree), payload: WalkMemo.encode(stored))
        #expect(try walk(tree, racyWindow: hour).memoized == false)
        // Once the changes are old enough, the folders are recorded by their identities: not
        // for a few folders (listing them costs less than writing the memo), for more.
        #expect(try walk(tree, racyWindow: 0).memoized)
        stored = try WalkMemo.decode(try #require(KeyedMemo.walk(file: memoFile(tree)).payload(key: try key(tree))))
        let stillRecent = stored.folders.allSatisfy { $0.mustList }
        #expect(stillRecent)
        #expect(try walk(tree, racyWindow: 0, relistedFoldersWorthSaving: 3).memoized)
        stored = try WalkMemo.decode(try #require(KeyedMemo.walk(file: memoFile(tree)).payload(key: try key(tree))))
        let noneRecent = stored.folders.allSatisfy { !$0.mustList }
        #expect(noneRecent)
        // A file the walk read, changed within the window: no memo.
        try write(tree, "config/settings.yml", "verbose: false\n")
        try FileManager.default.removeItem(atPath: memoFile(tree))
        #expect(try walk(tree, racyWindow: hour).memoized == false)
        #expect(!FileManager.default.fileExists(atPath: memoFile(tree)))
    }

    func key(_ tree: TemporaryTree) throws -> UInt64 {
        WalkMemo(file: memoFile(tree), root: try ScanRoot(tree.root), exclude: []).key
    }

    /// Through the pipeline: every report is the one a run without the memo makes.
    @Test func reportsAreThoseOfARunWithoutTheMemo() async throws {
        let tree = try TemporaryTree.copy(ofFixture: "tuist-features")
        func report(memo: Bool) async throws -> String {
            var options = Analyzer.Options(root: tree.root)
            if memo {
                try FileManager.default.createDirectory(atPath: tree.root + "/.hive-lint/cache", withIntermediateDirectories: true)
                options.walkMemoFile = memoFile(tree)
                options.racyWindow = 0
            }
            return try await JSONReporter(options: ReportOptions()).render(Analyzer(options: options).run())
        }
        #expect(try await report(memo: true) == report(memo: false))
        let source = "Modules/Interface/CartInterface/Targets/CartInterface/Sources/"
        try write(tree, source + "CartCoupon.swift", "import OrdersInterface\npublic struct CartCoupon {}\n")
        let added = try await report(memo: true)
        #expect(added.contains("CartCoupon.swift"))
        #expect(try await added == report(memo: false))
        try FileManager.default.removeItem(atPath: tree.root + "/" + source + "CartCoupon.swift")
        #expect(try await report(memo: true) == report(memo: false))
    }
}
