import Foundation
import Testing

/// The benchmark's synthetic trees: the same seed gives the same bytes, and hive-lint finds
/// exactly the business → business violations the generator planted (and no other error).
@Suite struct BenchGeneratorTests {
    static var bench: String {
        URL(fileURLWithPath: PackagePaths.binary).deletingLastPathComponent().path + "/hive-lint-bench"
    }

    func generate(seed: Int) throws -> TemporaryTree {
        let tree = try TemporaryTree([:])
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.bench)
        process.arguments = ["generate", "--seed", String(seed), "--files", "240", "--output", tree.root + "/app"]
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return tree
    }

    func contents(of root: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for path in try FileManager.default.subpathsOfDirectory(atPath: root).sorted() {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[path] = FileManager.default.contents(atPath: root + "/" + path)
            }
        }
        return files
    }

    @Test func sameSeedSameBytesAndThePlantedViolationsAreFound() throws {
        let first = try generate(seed: 7)
        let second = try generate(seed: 7)
        let a = try contents(of: first.root + "/app")
        #expect(a.count > 240)
        #expect(a == (try contents(of: second.root + "/app")))

        let manifestData = try #require(a[".hive-lint-bench.json"])
        let manifest = try #require(try JSONSerialization.jsonObject(with: manifestData) as? [String: Any])
        let planted = try #require(manifest["seededViolations"] as? [[String: Any]])
        #expect(!planted.isEmpty)
        let run = try runHiveLint([first.root + "/app", "--format", "json"])
        #expect(run.status == 1)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let violations = try #require(report["violations"] as? [[String: Any]])
        let found = Set(violations.map { "\($0["rule"] ?? "") \($0["from"] ?? "")->\($0["to"] ?? "")" })
        let expected = Set(planted.map { "business-to-business \($0["from"] ?? "")->\($0["to"] ?? "")" })
        #expect(found == expected)
    }
}
