import Foundation
import Testing

/// Adopting hive-lint on a codebase that already breaks the rules, through the real binary:
/// the baseline ratchets, exceptions expire, one run writes several reports, hooks name the
/// files they touch, the cache stays out of `git status`.
@Suite struct AdoptionTests {
    /// A writable copy of a fixture.
    final class FixtureCopy {
        let root: String

        init(_ fixture: String) throws {
            root = NSTemporaryDirectory() + "hive-lint-adoption-" + UUID().uuidString
            try FileManager.default.copyItem(atPath: PackagePaths.fixtures + "/" + fixture, toPath: root)
            try? FileManager.default.removeItem(atPath: root + "/expected")
        }

        deinit { try? FileManager.default.removeItem(atPath: root) }

        func read(_ path: String) throws -> String { try String(contentsOfFile: root + "/" + path, encoding: .utf8) }

        func write(_ path: String, _ contents: String) throws {
            try Data(contents.utf8).write(to: URL(fileURLWithPath: root + "/" + path))
        }

        func edit(_ path: String, _ change: (String) -> String) throws { try write(path, change(read(path))) }
    }

    static func reported(_ output: ProcessOutput) -> [String] {
        output.stdout.split(separator: "\n").map(String.init).filter { $0.contains(": error: [") || $0.contains(": warning: [") }
            .filter { !$0.contains("[ambiguous-include]") }
    }

    @Test func theBaselineRatchets() throws {
        let tree = try FixtureCopy("violations")
        let written = try runHiveLint(["baseline", tree.root])
        #expect(written.status == 0, "\(written.stderr)")
        #expect(written.stdout.contains("8 violations"))
        let baseline = try tree.read("hive-lint-baseline.json")
        #expect(baseline.split(separator: "\n").filter { $0.contains("\"fingerprint\"") }.count == 8)

        // The baseline is picked up from the root: nothing new, exit 0.
        let clean = try runHiveLint([tree.root])
        #expect(clean.status == 0, "\(clean.stdout)")
        #expect(Self.reported(clean).isEmpty)
        #expect(clean.stdout.contains("8 baselined, 0 new, 0 fixed (hive-lint-baseline.json)"))

        // A new business → business import fails the run, and only it is printed.
        try tree.edit("Modules/Profile/ProfileViewController.swift") { $0.replacingOccurrences(of: "import Goods\n", with: "import Goods\nimport Shop\n") }
        let new = try runHiveLint([tree.root])
        #expect(new.status == 1)
        #expect(Self.reported(new).count == 1)
        #expect(Self.reported(new).first?.contains("Profile depends on business module Shop") == true)
        #expect(new.stdout.contains("8 baselined, 1 new, 0 fixed"))

        // Fixing a baselined violation reports its entry as stale (a warning: exit 0, unless
        // warnings fail the run).
        try tree.edit("Modules/Profile/ProfileViewController.swift") { $0.replacingOccurrences(of: "import Shop\n", with: "") }
        try tree.edit("Modules/Profile/ProfileViewController.swift") { text in
            text.replacingOccurrences(of: "import Goods\n", with: "")
                .replacingOccurrences(of: "GoodsFavoritesStore.didChangeNotification", with: "Notification.Name(\"favorites\")")
                .replacingOccurrences(of: "String(GoodsFavoritesStore.shared.count)", with: "\"0\"")
                .replacingOccurrences(of: "GoodsFavoritesStore.shared.goodsIDs.first", with: "Optional(\"1\")")
        }
        let fixed = try runHiveLint([tree.root])
        #expect(fixed.status == 0)
        let stale = Self.reported(fixed)
        #expect(stale.count == 1)
        #expect(stale.first?.hasPrefix("\(tree.root)/hive-lint-baseline.json:") == true)
        #expect(stale.first?.contains("[stale-baseline-entry] baseline entry no longer occurs: business-to-business Profile → Goods") == true)
        #expect(fixed.stdout.contains("7 baselined, 0 new, 1 fixed"))
        #expect(try runHiveLint([tree.root, "--fail-on", "warning"]).status == 1)

        // Rewriting the baseline shrinks it.
        #expect(try runHiveLint(["baseline", tree.root]).status == 0)
        #expect(try tree.read("hive-lint-baseline.json").split(separator: "\n").filter { $0.contains("\"fingerprint\"") }.count == 7)
        #expect(Self.reported(try runHiveLint([tree.root])).isEmpty)
    }

    /// Fingerprints are rule, modules and subject: moved lines and unrelated edits keep them.
    @Test func lineMovesAndUnrelatedEditsKeepTheBaseline() throws {
        let tree = try FixtureCopy("violations")
        #expect(try runHiveLint(["baseline", tree.root]).status == 0)
        try tree.edit("Modules/Profile/ProfileViewController.swift") { "// Profile screen.\n\n\n" + $0 + "\n// end\n" }
        try tree.edit("Modules/Sale/SALFlashSaleCell.h") { "// Flash sale cell.\n\n" + $0 }
        let run = try runHiveLint([tree.root, "--format", "json"])
        #expect(run.status == 0)
        let report = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        let summary = report?["summary"] as? [String: Any]
        let baseline = summary?["baseline"] as? [String: Any]
        #expect(baseline?["baselined"] as? Int == 8)
        #expect(baseline?["new"] as? Int == 0)
        let suppressed = report?["suppressed"] as? [[String: Any]] ?? []
        #expect(suppressed.count == 8)
        #expect(suppressed.allSatisfy { $0["by"] as? String == "baseline" })
    }

    @Test func aMissingOrBrokenBaselineIsOneLineAndExit2() throws {
        let tree = try FixtureCopy("violations")
        let missing = try runHiveLint([tree.root, "--baseline", tree.root + "/nope.json"])
        #expect(missing.status == 2)
        #expect(missing.stderr == "hive-lint: error: no such baseline file: nope.json (hive-lint baseline writes one)\n")
        try tree.write("hive-lint-baseline.json", "{\"entries\": 3}")
        let broken = try runHiveLint([tree.root])
        #expect(broken.status == 2)
        #expect(broken.stderr.hasPrefix("hive-lint: error: hive-lint-baseline.json: not a baseline file"))
        #expect(broken.stderr.split(separator: "\n").count == 1)
        // --no-baseline ignores it.
        #expect(try runHiveLint([tree.root, "--no-baseline"]).status == 1)
    }

    @Test func exceptionsExpire() throws {
        let tree = try FixtureCopy("violations")
        try tree.edit("rules.json") {
            $0.replacingOccurrences(
                of: "\"allow\": []",
                with: #""allow": [{"rule": "business-to-business", "from": "Profile", "to": "Goods", "reason": "favorites move to Mediator in Q1", "until": "2026-01-31"}]"#)
        }
        let before = try runHiveLint([tree.root, "--format", "json"], environment: ["HIVE_LINT_TODAY": "2026-01-31"])
        #expect(!before.stdout.contains("expired-exception"))
        #expect(before.stdout.contains("\"by\" : \"exception\""))
        let after = try runHiveLint([tree.root], environment: ["HIVE_LINT_TODAY": "2026-02-01"])
        #expect(after.stdout.contains("business module Profile depends on business module Goods"))
        #expect(after.stdout.contains("[expired-exception] rules.json $.allow[0] (business-to-business: Profile → Goods) expired after 2026-01-31; the 1 violation it accepted is reported again"))

        try tree.edit("rules.json") { $0.replacingOccurrences(of: "2026-01-31", with: "31/01/2026") }
        let bad = try runHiveLint([tree.root])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("$.allow[0].until: expected a date as YYYY-MM-DD, found \"31/01/2026\""))
        #expect(try runHiveLint([tree.root], environment: ["HIVE_LINT_TODAY": "tomorrow"]).stderr
            == "hive-lint: error: HIVE_LINT_TODAY must be a date as YYYY-MM-DD, found \"tomorrow\"\n")
    }

    /// `// hive-lint:disable:next|this <rule> -- <reason>` through the binary, on the
    /// `inline-suppressions` fixture (its ABOUT.md lists the comments): suppressed violations
    /// are listed with their reason, wrong comments are warned about, the comment moves with
    /// its line, and a suppressed violation is never written to a baseline.
    @Test func inlineSuppressionsThroughTheBinary() throws {
        let tree = try FixtureCopy("inline-suppressions")
        func report() throws -> (status: Int32, violations: [String], suppressed: [[String: Any]], codes: [String]) {
            let run = try runHiveLint([tree.root, "--format", "json"])
            let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
            let violations = (json["violations"] as? [[String: Any]] ?? []).map { "\($0["rule"]!) \($0["from"]!) → \($0["to"]!)" }
            let codes = (json["diagnostics"] as? [[String: Any]] ?? []).compactMap { $0["code"] as? String }
            return (run.status, violations, json["suppressed"] as? [[String: Any]] ?? [], codes)
        }
        let first = try report()
        #expect(first.status == 1)
        // The suppressed edges still make a cycle, which no comment names.
        #expect(first.violations == ["module-cycle Goods → Mediator", "business-to-business Sale → Goods", "business-to-business Sale → Shop"])
        #expect(first.suppressed.map { "\($0["by"]!) \($0["rule"]!) \($0["from"]!) → \($0["to"]!)" }.sorted()
            == ["inline business-to-business Shop → Goods", "inline mediator-to-business Mediator → Shop"])
        #expect(first.suppressed.contains { ($0["reason"] as? String)?.hasSuffix("(ARCH-112)") == true })
        #expect(first.codes.sorted() == ["incomplete-suppression", "suppression-without-reason", "unused-suppression"])

        // Lines added above the import: the comment moves with it, still suppressed.
        try tree.edit("Modules/Shop/SHPCheckoutViewController.m") { "//\n//  SHPCheckoutViewController.m\n//  Shop\n//\n\n" + $0 }
        #expect(try report().suppressed.count == 2)

        // Covering the second file that imports Goods suppresses Sale → Goods and ends the warning.
        try tree.edit("Modules/Sale/SaleCountdownCell.swift") {
            $0.replacingOccurrences(of: "import Goods\n", with: "import Goods // hive-lint:disable:this business-to-business -- countdown shows goods titles (ARCH-131)\n")
        }
        let covered = try report()
        #expect(!covered.violations.contains { $0.contains("Sale → Goods") })
        #expect(!covered.codes.contains("incomplete-suppression"))
        #expect(covered.suppressed.count == 3)

        // The baseline holds what is reported, not what is suppressed in the code.
        #expect(try runHiveLint(["baseline", tree.root]).status == 0)
        let baseline = try #require(try JSONSerialization.jsonObject(with: Data(tree.read("hive-lint-baseline.json").utf8)) as? [String: Any])
        let entries = (baseline["entries"] as? [[String: Any]] ?? []).map { "\($0["rule"]!) \($0["from"]!) → \($0["to"]!)" }
        #expect(entries == ["business-to-business Sale → Shop", "module-cycle Goods → Mediator"])
        let baselined = try report()
        #expect(baselined.status == 0)
        #expect(baselined.suppressed.count == 3 + covered.violations.count)
    }

    /// One analysis, several reports; the run memo answers the second run and still writes
    /// every file.
    @Test func oneRunWritesSeveralReports() throws {
        let tree = try FixtureCopy("violations")
        let out = NSTemporaryDirectory() + "hive-lint-reports-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: out) }
        let single = try runHiveLint([tree.root, "--format", "json"])
        let cache = NSTemporaryDirectory() + "hive-lint-reports-cache-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: cache) }
        for round in 0..<2 {
            try? FileManager.default.removeItem(atPath: out + "/report.json")
            let run = try runHiveLint(
                [tree.root, "--report", "text", "--report", "json:\(out)/report.json"], environment: ["HIVE_LINT_CACHE_DIR": cache])
            #expect(run.status == 1, "round \(round)")
            #expect(run.stdout.contains("[business-to-business]"))
            #expect(try String(contentsOfFile: out + "/report.json", encoding: .utf8) == single.stdout, "round \(round)")
        }
        let twice = try runHiveLint([tree.root, "--report", "text", "--report", "json"])
        #expect(twice.status == 64)
        #expect(twice.stderr.contains("only one report can go to standard output"))
        let unknown = try runHiveLint([tree.root, "--report", "yaml:x.yaml"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("unknown format 'yaml'"))
    }

    @Test func aMissingOutputFolderIsNamed() throws {
        let tree = try FixtureCopy("violations")
        let run = try runHiveLint([tree.root, "--report", "json:\(tree.root)/no/such/dir/r.json"])
        #expect(run.status == 2)
        #expect(run.stderr == "hive-lint: error: cannot write \(tree.root)/no/such/dir/r.json: no such folder \(tree.root)/no/such/dir\n")
    }

    /// `--files` (what the pre-commit hook passes): only violations with evidence in them.
    @Test func filesNamedOnTheCommandLineNarrowTheReport() throws {
        let tree = try FixtureCopy("violations")
        let run = try runHiveLint([".", "--files", "Modules/Profile/ProfileViewController.swift", "README.md"], in: tree.root)
        #expect(run.status == 1)
        let reported = Self.reported(run)
        #expect(reported.count == 1)
        #expect(reported.first?.contains("Profile depends on business module Goods") == true)
        let none = try runHiveLint([".", "--files", "App/AppDelegate.swift.orig"], in: tree.root)
        #expect(none.status == 0)
    }

    /// The default cache folder holds a `.gitignore` of `*`: a run leaves `git status` clean.
    @Test func theCacheNeverShowsInGitStatus() throws {
        let tree = try FixtureCopy("violations")
        func git(_ arguments: String...) throws -> String {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["git", "-C", tree.root, "-c", "user.name=t", "-c", "user.email=t@example.com"] + arguments
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = Pipe()
            try process.run()
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return String(decoding: data, as: UTF8.self)
        }
        _ = try git("init", "-q")
        _ = try git("add", "-A")
        _ = try git("commit", "-qm", "app")
        #expect(try git("status", "--porcelain").isEmpty)
        for command in [["baseline"], ["lint", "--no-baseline"]] {
            _ = try runHiveLint(command + [tree.root], environment: ["HIVE_LINT_CACHE_DIR": ""])
        }
        #expect(FileManager.default.fileExists(atPath: tree.root + "/.hive-lint/cache/facts.bin"))
        #expect(try git("status", "--porcelain") == "?? hive-lint-baseline.json\n")
    }
}

/// Colors, progress and argument errors, as a terminal and a pipe see them.
@Suite struct TerminalMannersTests {
    @Test func colorsOnlyWhenAsked() throws {
        let fixture = "Fixtures/violations"
        #expect(!(try runHiveLint([fixture])).stdout.contains("\u{1B}["), "a pipe gets no colors")
        let always = try runHiveLint([fixture, "--color", "always"])
        #expect(always.stdout.contains("\u{1B}[1m\u{1B}[31merror\u{1B}[0m: [business-to-business]"))
        #expect(!(try runHiveLint([fixture, "--color", "never"])).stdout.contains("\u{1B}["))
        // Colors never reach a file.
        let file = NSTemporaryDirectory() + "hive-lint-color-" + UUID().uuidString + ".txt"
        defer { try? FileManager.default.removeItem(atPath: file) }
        _ = try runHiveLint([fixture, "--color", "always", "--report", "text:\(file)"])
        #expect(!(try String(contentsOfFile: file, encoding: .utf8)).contains("\u{1B}["))
    }

    /// On a terminal (through `script`), NO_COLOR turns colors off and the progress line is
    /// drawn on standard error and cleared; in a pipe there is none (every other test).
    @Test func aTerminalGetsColorsAndAProgressLine() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else {
            Issue.record("util-linux script is needed to run hive-lint on a pseudo-terminal")
            return
        }
        func onTerminal(_ environment: [String: String]) throws -> ProcessOutput {
            let command = "\(PackagePaths.binary) Fixtures/violations --no-cache"
            return try runProgram("/usr/bin/script", ["-qec", command, "/dev/null"], environment: ["CI": "", "NO_COLOR": "", "TERM": "xterm"].merging(environment) { $1 })
        }
        let terminal = try onTerminal(["HIVE_LINT_PROGRESS_AFTER": "0"])
        #expect(terminal.stdout.contains("\u{1B}[31merror"))
        #expect(terminal.stdout.contains("\r\u{1B}[Khive-lint: parsed 61/61 files"))
        #expect(terminal.stdout.contains("\r\u{1B}[K" + "\u{1B}[1mFixtures/violations/"), "the line is cleared before the report")
        let noColor = try onTerminal(["NO_COLOR": "1"])
        #expect(!noColor.stdout.contains("\u{1B}[31m"))
        #expect(!noColor.stdout.contains("parsed"), "a run under a second draws no progress")
        let ci = try onTerminal(["HIVE_LINT_PROGRESS_AFTER": "0", "CI": "true"])
        #expect(!ci.stdout.contains("parsed"))
    }

    @Test func argumentErrorsAreOneLineWithWhereToLook() throws {
        let option = try runHiveLint(["Fixtures/violations", "--formt", "json"])
        #expect(option.status == 64)
        #expect(option.stderr == "hive-lint: error: Unknown option '--formt'. Did you mean '--format'? (hive-lint --help lists the arguments)\n")
        let missing = try runHiveLint(["why", "Goods"])
        #expect(missing.status == 64)
        #expect(missing.stderr == "hive-lint: error: Missing expected argument '<to>' (hive-lint why --help lists the arguments)\n")
        let command = try runHiveLint(["maniffest", "Fixtures/violations"])
        #expect(command.status == 64 || command.status == 2)
        let typo = try runHiveLint(["lnt"])
        #expect(typo.status == 2)
        #expect(typo.stderr == "hive-lint: error: no such file or directory: lnt (did you mean hive-lint lint?)\n")
        let help = try runHiveLint(["baseline", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("USAGE: hive-lint baseline"))
    }
}
