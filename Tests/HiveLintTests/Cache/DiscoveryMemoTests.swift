import Foundation
import Testing
@testable import HiveLintCache
import HiveLintCore
@testable import HiveLintPipeline
import HiveLintReport

/// The discovery memo (`discovery.bin`): used after source edits, never when something
/// discovery read or was given has changed; the report is always the one a run without it
/// makes.
@Suite struct DiscoveryMemoTests {
    func memoFile(_ tree: TemporaryTree) -> String { tree.root + "/.hive-lint/cache/discovery.bin" }

    /// The JSON report, with the memo or without it.
    func report(_ tree: TemporaryTree, memo: Bool = true, racyWindow: Int64 = RunMemo.defaultRacyWindow) async throws -> String {
        var options = Analyzer.Options(root: tree.root)
        options.racyWindow = racyWindow
        if memo { options.discoveryMemoFile = memoFile(tree) }
        return try await JSONReporter(options: ReportOptions()).render(Analyzer(options: options).run())
    }

    /// The memo file's inode: a new one when the memo was written again.
    func memoIdentity(_ tree: TemporaryTree) -> UInt64? { FileStatus.of(memoFile(tree))?.inode }

    @Test func sourceEditsReuseTheMemo() async throws {
        let tree = try TemporaryTree.copy(ofFixture: "tuist-features")
        _ = try await report(tree)
        let written = try #require(memoIdentity(tree))
        try tree.edit("Modules/Interface/CartInterface/Targets/CartInterface/Sources/CartLine.swift") { $0 + "\nimport OrdersInterface\n" }
        let memoized = try await report(tree)
        #expect(memoIdentity(tree) == written, "the memo was made again")
        let plain = try await report(tree, memo: false)
        #expect(memoized == plain)
        #expect(memoized.contains("\"to\" : \"OrdersInterface\""))
    }

    @Test func manifestEditsAreSeen() async throws {
        let tree = try TemporaryTree.copy(ofFixture: "bifrost-pods")
        let before = try await report(tree)
        let written = try #require(memoIdentity(tree))
        try tree.edit("Modules/Hotels/Hotels.podspec") { $0.replacingOccurrences(of: "s.name             = 'Hotels'", with: "s.name             = 'Lodging'") }
        let after = try await report(tree)
        #expect(after != before)
        #expect(after.contains("\"Lodging\""))
        let plain = try await report(tree, memo: false)
        #expect(after == plain)
        #expect(memoIdentity(tree) != written)
    }

    /// A Tuist helper is a Swift file, and an input of discovery.
    @Test func tuistHelperEditsAreSeen() async throws {
        let tree = try TemporaryTree.copy(ofFixture: "tuist-features")
        let before = try await report(tree)
        try tree.edit("Tuist/ProjectDescriptionHelpers/Project+Module.swift") {
            $0.replacingOccurrences(of: "name: \"\\(name)Demo\",", with: "name: \"\\(name)Sandbox\",")
        }
        let after = try await report(tree)
        #expect(after != before)
        #expect(after.contains("Sandbox\""))
        let plain = try await report(tree, memo: false)
        #expect(after == plain)
    }

    /// Contents are compared, not times: an edit that keeps a manifest's size and modification
    /// time is seen.
    @Test func anEditKeepingSizeAndTimeIsSeen() async throws {
        let tree = try TemporaryTree.copy(ofFixture: "bifrost-pods")
        let podspec = tree.root + "/Modules/Hotels/Hotels.podspec"
        let before = try await report(tree)
        let modified = try #require(try FileManager.default.attributesOfItem(atPath: podspec)[.modificationDate] as? Date)
        try tree.edit("Modules/Hotels/Hotels.podspec") { $0.replacingOccurrences(of: "'Hotels'", with: "'Hostel'") }
        try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: podspec)
        let after = try await report(tree)
        #expect(after != before)
        #expect(after.contains("\"Hostel\""))
        let plain = try await report(tree, memo: false)
        #expect(after == plain)
    }

    /// A manifest that had settled when the memo was written is vouched for by its `lstat`
    /// identity (a `project.pbxproj` of several megabytes is not read again); a recent one, or
    /// one whose identity changed, by its content. An edit keeping size and modification time
    /// is seen either way: its status-change time moves.
    @Test func settledManifestsAreVouchedForByTheirIdentity() async throws {
        let tree = try TemporaryTree.copy(ofFixture: "bifrost-pods")
        let podspec = "Modules/Hotels/Hotels.podspec"
        func identities() throws -> [String: UInt64] {
            let bytes = try #require(FileBytes.read(memoFile(tree)))
            let memo = KeyedMemo.discovery(file: memoFile(tree))
            var reader = ByteReader(bytes, offset: memo.magic.count)
            _ = try reader.uint()
            _ = try reader.string()
            let payload = try #require(memo.payload(key: try reader.uint()))
            return try Analyzer.discoveryPayloadParts(payload).identities
        }
        // Written while everything is recent: no identity recorded.
        _ = try await report(tree, racyWindow: 3_600_000_000_000)
        #expect(try identities().isEmpty)
        try FileManager.default.removeItem(atPath: memoFile(tree))
        let before = try await report(tree, racyWindow: 0)
        #expect(try identities()[podspec] != nil)
        #expect(try await report(tree, racyWindow: 0) == before)
        let absolute = tree.root + "/" + podspec
        let modified = try #require(try FileManager.default.attributesOfItem(atPath: absolute)[.modificationDate] as? Date)
        try tree.edit(podspec) { $0.replacingOccurrences(of: "'Hotels'", with: "'Hostel'") }
        try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: absolute)
        let after = try await report(tree, racyWindow: 0)
        #expect(after.contains("\"Hostel\""))
        #expect(after == (try await report(tree, memo: false)))
    }

    @Test func newFilesAndRulesAreSeen() async throws {
        let tree = try TemporaryTree.copy(ofFixture: "bifrost-pods")
        let before = try await report(tree)
        try Data("#import <Foundation/Foundation.h>\n@interface HTLReview : NSObject\n@end\n".utf8)
            .write(to: URL(fileURLWithPath: tree.root + "/Modules/Hotels/Hotels/Classes/HTLReview.h"))
        let added = try await report(tree)
        let addedPlain = try await report(tree, memo: false)
        #expect(added != before)
        #expect(added == addedPlain)
        try Data(#"{"version": 1, "discovery": {"exclude": ["Modules/Flights/**"]}}"#.utf8).write(to: URL(fileURLWithPath: tree.root + "/rules.json"))
        let excluded = try await report(tree)
        #expect(excluded != added)
        let excludedPlain = try await report(tree, memo: false)
        #expect(excluded == excludedPlain)
    }

    @Test func aDamagedMemoIsIgnoredAndWrittenAgain() async throws {
        let tree = try TemporaryTree.copy(ofFixture: "bifrost-pods")
        let reference = try await report(tree, memo: false)
        _ = try await report(tree)
        var bytes = try #require(FileManager.default.contents(atPath: memoFile(tree)))
        bytes.replaceSubrange(bytes.count / 2..<bytes.count, with: Data(repeating: 0x7b, count: 100))
        try bytes.write(to: URL(fileURLWithPath: memoFile(tree)))
        let damaged = try await report(tree)
        #expect(damaged == reference)
        let rewritten = try #require(FileManager.default.contents(atPath: memoFile(tree)))
        #expect(rewritten != bytes)
        let again = try await report(tree)
        #expect(again == reference)
    }

    /// A payload damaged in a way that still decodes (one flipped bit in a string) is no
    /// payload: its checksum says so. The same for both memos' store.
    @Test func aDamagedPayloadIsNotUsed() throws {
        let folder = try TemporaryTree([:])
        for memo in [KeyedMemo.discovery(file: folder.root + "/discovery.bin"), KeyedMemo.links(file: folder.root + "/links.bin")] {
            let payload = Array("module Goods owns Goods/GDSModel.h".utf8)
            memo.save(key: 7, payload: payload)
            #expect(memo.payload(key: 7) == payload)
            var bytes = try #require(FileBytes.read(memo.file))
            bytes[bytes.count - 3] ^= 0x20
            try Data(bytes).write(to: URL(fileURLWithPath: memo.file))
            #expect(memo.payload(key: 7) == nil)
        }
    }

    /// A memo written by another version or build of hive-lint (its discovery may differ) is
    /// not used.
    @Test func aMemoOfAnotherBuildIsNotUsed() throws {
        let folder = try TemporaryTree([:])
        let memo = KeyedMemo.discovery(file: folder.root + "/discovery.bin")
        memo.save(key: 7, payload: Array("{}".utf8))
        #expect(memo.payload(key: 7) == Array("{}".utf8))
        #expect(memo.payload(key: 8) == nil)
        // The same memo, as another build would have written it: the identity's last character changed.
        var bytes = try #require(FileBytes.read(memo.file))
        let identity = Array(FactsCache.toolIdentity.utf8)
        let start = try #require((0...(bytes.count - identity.count)).first { Array(bytes[$0..<$0 + identity.count]) == identity })
        bytes[start + identity.count - 1] ^= 1
        try Data(bytes).write(to: URL(fileURLWithPath: memo.file))
        #expect(memo.payload(key: 7) == nil)
    }
}
