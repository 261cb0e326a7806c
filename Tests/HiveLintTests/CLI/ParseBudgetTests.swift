import Foundation
import Testing

/// `--max-file-size`: a file over it is read by its language's token pass, through the real
/// binary. The dependency its imports make is still reported, a `large-file` note names the
/// file, and the cache never serves one mode's facts to the other.
@Suite struct ParseBudgetTests {
    /// A Goods/Sale tree whose Sale module holds one generated file of `methods` methods
    /// (Objective-C) or constants (Swift) that imports Goods.
    final class GeneratedTree {
        let root = NSTemporaryDirectory() + "hive-lint-budget-" + UUID().uuidString

        init(swift: Bool, entries: Int) throws {
            let files: [String: String] = [
                "rules.json": #"{ "version": 1, "discovery": { "folders": ["Modules/*"] }, "kinds": { "business": ["Goods", "Sale"] }, "rules": [{ "name": "implicit-dependency", "severity": "off" }] }"#,
                "Modules/Goods/GDSGoodsModel.h": "#import <Foundation/Foundation.h>\n@interface GDSGoodsModel : NSObject\n@property (nonatomic, copy) NSString *title;\n@end\n",
                "Modules/Goods/GDSGoodsModel.m": "#import \"GDSGoodsModel.h\"\n@implementation GDSGoodsModel\n@end\n",
                "Modules/Goods/GoodsItem.swift": "public struct GoodsItem { public let id: String }\n",
            ]
            for (path, text) in files { try write(path, text) }
            if swift {
                var text = "import Foundation\nimport Goods\n\npublic enum SaleStrings {\n"
                for index in 0..<entries { text += "    public static let banner\(index) = NSLocalizedString(\"sale.banner.\(index)\", comment: \"\")\n" }
                try write("Modules/Sale/SaleStrings.swift", text + "}\n")
            } else {
                var text = "#import \"SALStrings.h\"\n#import <Goods/GDSGoodsModel.h>\n\n@implementation SALStrings\n"
                for index in 0..<entries { text += "+ (NSString *)banner\(index) { return @\"sale.banner.\(index)\"; }\n" }
                try write("Modules/Sale/SALStrings.h", "#import <Foundation/Foundation.h>\n@interface SALStrings : NSObject\n@end\n")
                try write("Modules/Sale/SALStrings.m", text + "@end\n")
            }
        }

        deinit { try? FileManager.default.removeItem(atPath: root) }

        func write(_ path: String, _ text: String) throws {
            let url = URL(fileURLWithPath: root + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    static func report(_ arguments: [String]) throws -> (status: Int32, violations: [String], largeFiles: [String]) {
        let run = try runHiveLint(arguments + ["--format", "json"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(run.stderr)")
        let violations = (json["violations"] as? [[String: Any]] ?? []).map { "\($0["rule"]!) \($0["from"]!) → \($0["to"]!)" }
        let notes = (json["diagnostics"] as? [[String: Any]] ?? []).filter { $0["code"] as? String == "large-file" }.compactMap { $0["message"] as? String }
        return (run.status, violations, notes)
    }

    @Test(arguments: [false, true])
    func aFileOverTheLimitIsReadByTheTokenPass(swift: Bool) throws {
        let tree = try GeneratedTree(swift: swift, entries: 3_000)
        let file = swift ? "Modules/Sale/SaleStrings.swift" : "Modules/Sale/SALStrings.m"
        // Under the default limit (1 MiB): a full parse.
        let full = try Self.report([tree.root])
        #expect(full.status == 1)
        #expect(full.violations == ["business-to-business Sale → Goods"])
        #expect(full.largeFiles.isEmpty)
        // Over a 64 KB limit, with the cache the full run left: the token pass, the same
        // violation from the import, and a note.
        let cheap = try Self.report([tree.root, "--max-file-size", "64k"])
        #expect(cheap.status == 1)
        #expect(cheap.violations == ["business-to-business Sale → Goods"])
        #expect(cheap.largeFiles.count == 1)
        #expect(cheap.largeFiles.first?.hasPrefix("\(file) is ") == true)
        #expect(cheap.largeFiles.first?.contains("over the 64 KB limit for a full parse") == true)
        // And back: the cache does not serve the token pass's facts to a full parse.
        #expect(try Self.report([tree.root]).largeFiles.isEmpty)
    }

    @Test func aBadSizeIsAnArgumentError() throws {
        let run = try runHiveLint(["Fixtures/violations", "--max-file-size", "2 MB"])
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("hive-lint: error: --max-file-size must be a size in bytes, or with k or m (512k, 4m), found '2 MB'"))
        #expect(run.stderr.split(separator: "\n").count == 1)
    }
}

/// A manifest over `ParseBudget.maxManifestSize` (16 MiB, or `--max-file-size` when larger)
/// is not read: a `large-file` warning names it and its modules are missing; a larger
/// `--max-file-size` reads it.
@Suite struct ManifestBudgetTests {
    @Test func aProjectOverTheLimitIsNotRead() throws {
        let tree = try TemporaryTree([:])
        let root = tree.root + "/app"
        try FileManager.default.copyItem(atPath: PackagePaths.fixtures + "/xcode-targets", toPath: root)
        try FileManager.default.removeItem(atPath: root + "/expected")
        // A project file padded past 16 MiB by a trailing comment: still a valid project.
        let project = root + "/Travel.xcodeproj/project.pbxproj"
        var bytes = try Data(contentsOf: URL(fileURLWithPath: project))
        bytes += Data("\n/* ".utf8) + Data(repeating: UInt8(ascii: "x"), count: 17 << 20) + Data(" */\n".utf8)
        try bytes.write(to: URL(fileURLWithPath: project))

        func modules(_ extra: [String]) throws -> (names: [String], largeFiles: [[String: Any]]) {
            let run = try runHiveLint([root, "--format", "json", "--no-cache"] + extra)
            #expect(run.status == 0 || run.status == 1, "\(run.stderr)")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(run.stderr)")
            let names = (json["modules"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
            let large = (json["diagnostics"] as? [[String: Any]] ?? []).filter { $0["code"] as? String == "large-file" }
            return (names, large)
        }
        let skipped = try modules([])
        #expect(!skipped.names.contains("FlightsFeature"))
        #expect(skipped.largeFiles.count == 1)
        #expect(skipped.largeFiles.first?["severity"] as? String == "warning")
        #expect((skipped.largeFiles.first?["message"] as? String)?.hasPrefix(
            "Travel.xcodeproj/project.pbxproj is 17.04 MB, over the 16 MB limit for a manifest; it is not read") == true)
        let read = try modules(["--max-file-size", "32m"])
        #expect(read.names.contains("FlightsFeature"))
        #expect(read.largeFiles.isEmpty)
    }
}
