import Foundation
import Testing
@testable import HiveLintCache
import HiveLintCore
@testable import HiveLintPipeline
import HiveLintReport

/// The link memo (`links.bin`): a file's resolved imports and uses are reused while its facts,
/// the files its evidence cites and the tree's environment (modules, declarations and imports
/// without their lines) are unchanged; the report is always the one a run without it makes.
@Suite struct LinkMemoTests {
    func cacheFolder(_ tree: TemporaryTree) -> String { tree.root + "/.hive-lint/cache" }
    func memoFile(_ tree: TemporaryTree) -> String { cacheFolder(tree) + "/links.bin" }

    /// The JSON report, with the parse cache and both memos, or with none of them.
    func report(_ tree: TemporaryTree, cached: Bool = true) async throws -> String {
        var options = Analyzer.Options(root: tree.root)
        if cached {
            options.cacheFile = cacheFolder(tree) + "/facts.bin"
            options.discoveryMemoFile = cacheFolder(tree) + "/discovery.bin"
            options.linkMemoFile = memoFile(tree)
        }
        return try await JSONReporter(options: ReportOptions()).render(Analyzer(options: options).run())
    }

    /// The memo's records, as the next run reads them.
    func records(_ tree: TemporaryTree) throws -> (key: UInt64, records: [LinkMemo.Record]) {
        let bytes = try #require(FileBytes.read(memoFile(tree)))
        let memo = KeyedMemo.links(file: memoFile(tree))
        // The key is the discovery's hash: found by trying the one the file holds.
        var reader = ByteReader(bytes, offset: memo.magic.count)
        _ = try reader.uint()
        _ = try reader.string()
        let key = try reader.uint()
        let payload = try #require(memo.payload(key: key))
        return (key, try LinkMemoCodec.decode(payload))
    }

    /// Gives the record of `path` evidence its file never made (in its resolved imports, or in
    /// its resolved uses), to see whether the next run uses it.
    func poison(_ tree: TemporaryTree, _ path: String, uses: Bool = false) throws {
        var (key, records) = try records(tree)
        let index = try #require(records.firstIndex { $0.path == path })
        let item = Evidence(kind: .import, location: SourceLocation(file: path, line: 1, column: 1), text: "import Poisoned // \(path)")
        if uses {
            records[index].symbols.evidence["Cart", default: [:]]["Poisoned", default: []].append(item)
        } else {
            records[index].imports.evidence["Cart", default: [:]]["Poisoned", default: []].append(item)
        }
        KeyedMemo.links(file: memoFile(tree)).save(key: key, payload: LinkMemoCodec.encode(records))
    }

    /// Edits of every kind: each report is the one a run without cache or memos makes.
    @Test func reportsAreThoseOfARunWithoutTheMemo() async throws {
        let tree = try TemporaryTree.copy(ofFixture: "code-coupling")
        #expect(try await report(tree) == report(tree, cached: false))
        let edits: [(String, (String) -> String)] = [
            // A declaration other files cite moves a line down (`declared at …GDSGoodsModel.h:7:12`).
            ("ObjC/Goods/Goods/GDSGoodsModel.h", { "// moved\n" + $0 }),
            // A body edit in a Swift file: its own places move.
            ("Swift/Profile/ProfileViewController.swift", { "\n\n" + $0 }),
            // An import added, then a declaration renamed: the environment changes.
            ("Swift/Cart/CartHeaderView.swift", { "import Mediator\n" + $0 }),
            ("ObjC/Shop/Shop/SHPCartManager.h", { $0.replacingOccurrences(of: "SHPCartManager", with: "SHPBasketManager") }),
            // Back again, and a file emptied.
            ("ObjC/Shop/Shop/SHPCartManager.h", { $0.replacingOccurrences(of: "SHPBasketManager", with: "SHPCartManager") }),
            ("Swift/Profile/ProfileSummary.swift", { _ in "" }),
        ]
        for (path, change) in edits {
            try tree.edit(path, change)
            let memoized = try await report(tree)
            let plain = try await report(tree, cached: false)
            #expect(memoized == plain, "after an edit of \(path)")
        }
        let moved = try await report(tree)
        #expect(moved.contains("GDSGoodsModel.h:7:12"))
        #expect(!moved.contains("GDSGoodsModel.h:6:12"))
    }

    /// An unchanged file's record is used as it is; the record of a file citing a declaration
    /// that moved is not. A memo with few files changed since is not written again.
    @Test func onlyFilesThatMayHaveChangedAreResolvedAgain() async throws {
        let tree = try TemporaryTree.copy(ofFixture: "code-coupling")
        _ = try await report(tree)
        try poison(tree, "Swift/Cart/CartHeaderView.swift")
        // ProfileViewController.swift uses GDSGoodsModel, declared in the header edited below.
        try poison(tree, "Swift/Profile/ProfileViewController.swift", uses: true)
        let written = try #require(FileStatus.of(memoFile(tree))?.inode)
        try tree.edit("ObjC/Goods/Goods/GDSGoodsModel.h") { "// moved\n" + $0 }
        let resolved = try await report(tree)
        #expect(resolved.contains("import Poisoned // Swift/Cart/CartHeaderView.swift"), "the unchanged file was resolved again")
        #expect(!resolved.contains("import Poisoned // Swift/Profile/ProfileViewController.swift"), "the citing file's record was used")
        #expect(resolved.contains("GDSGoodsModel.h:7:12"))
        #expect(FileStatus.of(memoFile(tree))?.inode == written, "the memo was written again for one changed file")
    }

    /// An edit that moves no declaration (a comment appended to a header) resolves the edited
    /// file alone: the record of a file citing its declarations is used as it is. A report
    /// after it is still the one a run without cache makes.
    @Test func anEditThatMovesNoDeclarationSparesTheFilesCitingIt() async throws {
        let tree = try TemporaryTree.copy(ofFixture: "code-coupling")
        _ = try await report(tree)
        try tree.edit("ObjC/Goods/Goods/GDSGoodsModel.h") { $0 + "\n// a comment below every declaration\n" }
        #expect(try await report(tree) == report(tree, cached: false))
        // ProfileViewController.swift uses GDSGoodsModel, declared in the header.
        try poison(tree, "Swift/Profile/ProfileViewController.swift", uses: true)
        try tree.edit("ObjC/Goods/Goods/GDSGoodsModel.h") { $0 + "\n// another comment\n" }
        #expect(try await report(tree).contains("import Poisoned // Swift/Profile/ProfileViewController.swift"), "the citing file was resolved again")
        try tree.edit("ObjC/Goods/Goods/GDSGoodsModel.h") { "// moved\n" + $0 }
        let moved = try await report(tree)
        #expect(!moved.contains("import Poisoned"), "the citing file's record was used after a declaration moved")
        #expect(moved == (try await report(tree, cached: false)))
    }

    /// An edit of what a file declares resolves every file again.
    @Test func aChangedEnvironmentResolvesEveryFile() async throws {
        let tree = try TemporaryTree.copy(ofFixture: "code-coupling")
        _ = try await report(tree)
        try poison(tree, "Swift/Cart/CartHeaderView.swift")
        try tree.edit("Swift/Profile/ProfileSummary.swift") { $0 + "\npublic struct ProfileBadge {}\n" }
        let after = try await report(tree)
        #expect(!after.contains("import Poisoned"))
        #expect(after == (try await report(tree, cached: false)))
    }

    /// A damaged memo is no memo, and is written again.
    @Test func aDamagedMemoIsIgnored() async throws {
        let tree = try TemporaryTree.copy(ofFixture: "code-coupling")
        _ = try await report(tree)
        var bytes = try #require(FileBytes.read(memoFile(tree)))
        bytes.removeLast(bytes.count / 3)
        try Data(bytes).write(to: URL(fileURLWithPath: memoFile(tree)))
        try tree.edit("Swift/Profile/ProfileViewController.swift") { $0 + "\n// a body edit\n" }
        #expect(try await report(tree) == report(tree, cached: false))
        #expect(try LinkMemoCodec.decode(#require(KeyedMemo.links(file: memoFile(tree)).payload(key: records(tree).key))).count > 0)
    }
}
