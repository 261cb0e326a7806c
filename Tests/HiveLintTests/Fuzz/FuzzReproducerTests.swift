import Foundation
import Testing

/// Every failure `scripts/fuzz` found is kept as a reproducer under `Fixtures/fuzz/<name>/`
/// (`tree/`, `args.json`, `ABOUT.md` saying what failed and what fixed it). Each is replayed
/// through the real binary by `scripts/fuzz --replay`, which checks the fuzzer's invariants:
/// exit 0, 1 or 2, no signal, no crash text and only `hive-lint: ` lines on standard error,
/// within the time limit, nothing written in the tree outside `.hive-lint/` or beside it.
@Suite struct FuzzReproducerTests {
    static let reproducers: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: PackagePaths.fixtures + "/fuzz")) ?? [])
        .filter { FileManager.default.fileExists(atPath: PackagePaths.fixtures + "/fuzz/" + $0 + "/args.json") }
        .sorted()

    @Test func reproducersAreKept() {
        #expect(Self.reproducers.count >= 2)
        for name in Self.reproducers {
            #expect(FileManager.default.fileExists(atPath: PackagePaths.fixtures + "/fuzz/" + name + "/ABOUT.md"), "\(name) has no ABOUT.md")
        }
    }

    @Test(arguments: FuzzReproducerTests.reproducers)
    func reproducerPassesEveryInvariant(name: String) throws {
        let run = try runProgram("/usr/bin/env", [
            "python3", "scripts/fuzz", "--replay", "Fixtures/fuzz/" + name, "--binary", PackagePaths.binary, "--timeout", "60",
        ])
        #expect(run.status == 0, "\(run.stderr)")
    }
}
