import Foundation
import Testing

/// The parse cache (`.hive-lint/cache/facts.bin`): results with and without it are
/// byte-identical; an edited, renamed or deleted file is handled; a corrupt cache is rebuilt
/// with a warning; nothing is written when nothing changed.
@Suite struct CacheTests {
    func report(_ tree: TemporaryTree, cache: Bool = true) throws -> String {
        let run = try runHiveLint(inTree: [tree.root, "--format", "json"] + (cache ? [] : ["--no-cache"]))
        #expect(run.status < 2, "\(run.stderr)")
        return run.stdout
    }

    /// Runs with the default cache, inside the tree.
    func runHiveLint(inTree arguments: [String]) throws -> ProcessOutput {
        try HiveLintTests.runHiveLint(arguments, environment: ["HIVE_LINT_CACHE_DIR": ""])
    }

    var cacheFile: (TemporaryTree) -> String { { $0.root + "/.hive-lint/cache/facts.bin" } }

    func modified(_ path: String) throws -> Date {
        try #require(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date)
    }

    @Test func sameResultsWithAndWithoutTheCacheAndNothingWrittenWhenNothingChanged() throws {
        let tree = try TemporaryTree.copy(ofFixture: "code-coupling")
        let uncached = try report(tree, cache: false)
        #expect(!FileManager.default.fileExists(atPath: cacheFile(tree)))
        let cold = try report(tree)
        #expect(FileManager.default.fileExists(atPath: cacheFile(tree)))
        let written = try modified(cacheFile(tree))
        let warm = try report(tree)
        #expect(cold == uncached)
        #expect(warm == uncached)
        #expect(try modified(cacheFile(tree)) == written)
    }

    @Test func aRunServedFromTheCacheDoesNotLoadLibclang() throws {
        let tree = try TemporaryTree.copy(ofFixture: "manifest-bifrost")
        let cold = try report(tree)
        let withoutLibclang = ["HIVE_LINT_CACHE_DIR": "", "HIVE_LINT_LIBCLANG": "/nonexistent/libclang.so"]
        let warm = try HiveLintTests.runHiveLint([tree.root, "--format", "json"], environment: withoutLibclang)
        #expect(warm.stdout == cold && warm.status < 2)
        // An edited Objective-C file must be parsed: then libclang is needed.
        let file = tree.root + "/Modules/Order/ORDCheckoutViewController.m"
        try Data(((try String(contentsOfFile: file, encoding: .utf8)) + "\n// edited\n").utf8).write(to: URL(fileURLWithPath: file))
        let edited = try HiveLintTests.runHiveLint([tree.root, "--format", "json"], environment: withoutLibclang)
        #expect(edited.status == 2 && edited.stderr.hasPrefix("hive-lint: error: cannot parse Objective-C"))
    }

    @Test func anEditedFileIsParsedAgain() throws {
        let tree = try TemporaryTree.copy(ofFixture: "manifest-bifrost")
        _ = try report(tree)
        let file = tree.root + "/Modules/Order/ORDCheckoutViewController.m"
        var text = try String(contentsOfFile: file, encoding: .utf8)
        // Same size and a new meaning: the content hash, not only size and time, decides.
        text = text.replacingOccurrences(of: "BFModule(PaymentModuleService)", with: "BFModule(OrderModuleService)  ")
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        let edited = try report(tree)
        #expect(edited == (try report(tree, cache: false)))
        #expect(!edited.contains("PaymentModuleService (bifrost.module-lookup) but nothing registers it"))
    }

    @Test func aHeaderDeclaringANewNameReparsesTheFilesThatUseIt() throws {
        // Until a header declares GDSItem, libclang drops the statement using it; once one
        // does, the prelude changes and the cached parse of SHPCart.m must not be reused.
        let tree = try TemporaryTree([
            "rules.json": #"{"version": 1, "discovery": {"folders": ["*"]}}"#,
            "Goods/GDSItem.h": "@interface GDSOther : NSObject\n@end\n",
            "Shop/SHPCart.m": "@implementation SHPCart\n- (void)load {\n    GDSItem *item = [GDSItem new];\n    (void)item;\n}\n@end\n",
        ])
        let before = try report(tree)
        #expect(!before.contains("GDSItem"))
        try Data("@interface GDSItem : NSObject\n@end\n".utf8).write(to: URL(fileURLWithPath: tree.root + "/Goods/GDSItem.h"))
        let after = try report(tree)
        #expect(after == (try report(tree, cache: false)))
        #expect(after.contains("class GDSItem"))
    }

    /// A line added above a Swift file's or a header's declarations moves them without changing
    /// the prelude Objective-C files are parsed with: no other Objective-C file is parsed again
    /// (hashing the declarations' places did that for every one of them), and the report is
    /// the one a run without the cache makes.
    @Test func declarationsMovedByAnEditReparseNoOtherObjectiveCFile() throws {
        let tree = try TemporaryTree([
            "rules.json": #"{"version": 1, "discovery": {"folders": ["*"]}}"#,
            "Goods/GDSItem.h": "#import <Foundation/Foundation.h>\n\n@interface GDSItem : NSObject\n@property (nonatomic, copy) NSString *title;\n@end\n",
            "Goods/GDSItem.m": "#import \"GDSItem.h\"\n\n@implementation GDSItem\n@end\n",
            "Shop/SHPCart.m": "#import \"GDSItem.h\"\n\n@implementation SHPCart\n- (void)load {\n    GDSItem *item = [GDSItem new];\n    [SHPCheckout start];\n    (void)item;\n}\n@end\n",
            "Checkout/Checkout.swift": "import Foundation\n\n@objc public class SHPCheckout: NSObject {\n    @objc public static func start() {}\n}\n\n@objc public protocol SHPCheckoutObserver {}\n",
        ])
        _ = try report(tree)
        let withoutLibclang = ["HIVE_LINT_CACHE_DIR": "", "HIVE_LINT_LIBCLANG": "/nonexistent/libclang.so"]
        let swiftFile = tree.root + "/Checkout/Checkout.swift"
        try Data(("// Checkout\n" + (try String(contentsOfFile: swiftFile, encoding: .utf8))).utf8).write(to: URL(fileURLWithPath: swiftFile))
        let movedSwift = try HiveLintTests.runHiveLint([tree.root, "--format", "json"], environment: withoutLibclang)
        #expect(movedSwift.status < 2, "\(movedSwift.stderr)")
        #expect(movedSwift.stdout == (try report(tree, cache: false)))
        #expect(movedSwift.stdout.contains("Checkout/Checkout.swift:4:"))
        let header = tree.root + "/Goods/GDSItem.h"
        try Data(("// Goods\n" + (try String(contentsOfFile: header, encoding: .utf8))).utf8).write(to: URL(fileURLWithPath: header))
        let movedHeader = try report(tree)
        #expect(movedHeader == (try report(tree, cache: false)))
        #expect(movedHeader.contains("Goods/GDSItem.h:4:"))
    }

    @Test func aSaveAfterAChangeWritesWhatAFreshCacheWould() throws {
        // Unchanged records are copied from the loaded file, changed ones encoded again: the
        // result must be the bytes a cache built from scratch has.
        let tree = try TemporaryTree.copy(ofFixture: "manifest-bifrost")
        _ = try report(tree)
        let file = tree.root + "/Modules/Order/ORDCheckoutViewController.m"
        try Data(((try String(contentsOfFile: file, encoding: .utf8)) + "\n// edited\n").utf8).write(to: URL(fileURLWithPath: file))
        _ = try report(tree)
        let incremental = try Data(contentsOf: URL(fileURLWithPath: cacheFile(tree)))
        try FileManager.default.removeItem(atPath: cacheFile(tree))
        _ = try report(tree)
        #expect(incremental == (try Data(contentsOf: URL(fileURLWithPath: cacheFile(tree)))))
    }

    @Test func aFileWhoseTimeMovedKeepsItsFactsAndTheCacheStaysWhatAFreshOneWouldBe() throws {
        // A checkout or a touch moves times, not content: the file is read and hashed, its
        // facts are the cached ones (copied, not encoded again), and only its time is new.
        let tree = try TemporaryTree.copy(ofFixture: "manifest-bifrost")
        let before = try report(tree)
        let file = tree.root + "/Modules/Order/ORDCheckoutViewController.m"
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_000_000)], ofItemAtPath: file)
        #expect(try report(tree) == before)
        let incremental = try Data(contentsOf: URL(fileURLWithPath: cacheFile(tree)))
        try FileManager.default.removeItem(atPath: cacheFile(tree))
        #expect(try report(tree) == before)
        #expect(incremental == (try Data(contentsOf: URL(fileURLWithPath: cacheFile(tree)))))
    }

    @Test func renamedAndDeletedFilesAreHandled() throws {
        let tree = try TemporaryTree.copy(ofFixture: "violations")
        _ = try report(tree)
        try FileManager.default.moveItem(
            atPath: tree.root + "/Modules/Common/CMNShareHelper.m", toPath: tree.root + "/Modules/Common/CMNSharing.m")
        try FileManager.default.removeItem(atPath: tree.root + "/Modules/Sale/SALFlashSaleCell.m")
        let after = try report(tree)
        #expect(after == (try report(tree, cache: false)))
        #expect(after.contains("Modules/Common/CMNSharing.m"))
        #expect(!after.contains("CMNShareHelper.m"))
    }

    /// `flipped`: one bit of a path in an entry, damage that still decodes (a path in another
    /// case), which the entry's checksum catches.
    @Test(arguments: ["truncated", "garbage", "empty", "flipped"])
    func aCorruptCacheIsRebuiltWithAWarning(damage: String) throws {
        let tree = try TemporaryTree.copy(ofFixture: "objc-bifrost")
        let clean = try report(tree)
        let path = cacheFile(tree)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        switch damage {
        case "truncated": try bytes.prefix(bytes.count * 2 / 3).write(to: URL(fileURLWithPath: path))
        case "garbage": try Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7919) }).write(to: URL(fileURLWithPath: path))
        case "flipped":
            var flipped = [UInt8](bytes)
            let word = Array("Modules/".utf8)
            let at = try #require((0...(flipped.count - word.count)).last { Array(flipped[$0..<$0 + word.count]) == word })
            flipped[at] ^= 0x20
            try Data(flipped).write(to: URL(fileURLWithPath: path))
        default: try Data().write(to: URL(fileURLWithPath: path))
        }
        let run = try runHiveLint(inTree: [tree.root])
        #expect(run.status == 0)
        #expect(run.stdout.contains("warning: [cache-rebuilt] the parse cache"))
        // Rebuilt: the next run reads it without a warning and reports exactly the clean result.
        #expect(!(try runHiveLint(inTree: [tree.root])).stdout.contains("cache-rebuilt"))
        #expect(try report(tree) == clean)
    }

    @Test func aCacheFromAnotherBuildIsReplacedWithANote() throws {
        let tree = try TemporaryTree.copy(ofFixture: "objc-bifrost")
        let clean = try report(tree)
        let path = cacheFile(tree)
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        // The tool identity ("0.1.0 <size>-<mtime>") follows the magic and two version numbers.
        let version = Array("0.1.0 ".utf8)
        let at = try #require((0..<(bytes.count - version.count)).first { Array(bytes[$0..<($0 + version.count)]) == version })
        bytes[at] = UInt8(ascii: "9")
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let quiet = try runHiveLint(inTree: [tree.root])
        #expect(quiet.status == 0 && !quiet.stdout.contains("cache-rebuilt"))
        bytes[at] = UInt8(ascii: "9")
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let verbose = try runHiveLint(inTree: [tree.root, "--verbose"])
        #expect(verbose.stdout.contains("note: [cache-rebuilt] the parse cache"))
        #expect(verbose.stdout.contains("was written by another version or build of hive-lint"))
        #expect(try report(tree) == clean)
    }

    @Test func anotherCacheDirectoryAndNoCache() throws {
        let tree = try TemporaryTree.copy(ofFixture: "objc-bifrost")
        let elsewhere = try TemporaryTree([:])
        let run = try runHiveLint(inTree: [tree.root, "--cache-dir", elsewhere.root + "/c"])
        #expect(run.status == 0)
        #expect(FileManager.default.fileExists(atPath: elsewhere.root + "/c/facts.bin"))
        #expect(!FileManager.default.fileExists(atPath: cacheFile(tree)))
        #expect(try runHiveLint(inTree: [tree.root, "--no-cache"]).status == 0)
        #expect(!FileManager.default.fileExists(atPath: cacheFile(tree)))
    }

    /// The command line end to end: an unchanged tree is answered from the run memo (same
    /// bytes, same exit status, for standard output and `--output`), and an edit is seen.
    @Test func theRunMemoAnswersAnUnchangedTreeAndSeesAnEdit() throws {
        let tree = try TemporaryTree.copy(ofFixture: "code-coupling")
        // The memo trusts only files that have not changed for two seconds.
        Thread.sleep(forTimeInterval: 2.2)
        let memo = tree.root + "/.hive-lint/cache/runs.bin"
        let first = try runHiveLint(inTree: [tree.root, "--format", "json"])
        #expect(FileManager.default.fileExists(atPath: memo))
        let written = try modified(memo)
        let again = try runHiveLint(inTree: [tree.root, "--format", "json"])
        #expect(again.stdout == first.stdout && again.status == first.status && first.status == 1)
        #expect(try modified(memo) == written)
        // Into a file inside the tree (its folder changes; its entries, after the first time, do not).
        let reportFile = tree.root + "/report.json"
        for _ in 0..<3 {
            #expect(try runHiveLint(inTree: [tree.root, "--format", "json", "--output", reportFile]).status == 1)
            #expect(try String(contentsOfFile: reportFile, encoding: .utf8) == first.stdout)
        }
        let file = tree.root + "/Swift/Profile/ProfileSummary.swift"
        try Data(((try String(contentsOfFile: file, encoding: .utf8)) + "\nimport Cart\n").utf8).write(to: URL(fileURLWithPath: file))
        let edited = try runHiveLint(inTree: [tree.root, "--format", "json"])
        #expect(edited.stdout != first.stdout)
        #expect(edited.stdout == (try report(tree, cache: false)))
    }
}
