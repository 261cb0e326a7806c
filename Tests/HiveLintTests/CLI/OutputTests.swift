import Foundation
import Testing

/// Where a report goes: standard output that cannot take it fails the run with one line
/// (never a crash), and `--output` writes as a shell's `>` would: through links, into
/// devices and pipes, never replacing them.
@Suite struct OutputTests {
    /// Runs hive-lint through `sh -c script` (`$0` is the binary, `$1`… the arguments).
    func shell(_ script: String, _ arguments: [String], environment: [String: String] = [:]) throws -> ProcessOutput {
        try runProgram("/bin/sh", ["-c", script, PackagePaths.binary] + arguments, environment: environment, timeout: 120)
    }

    @Test func aFullStandardOutputFailsTheRunWithOneLine() throws {
        for command in [["Fixtures/violations"], ["Fixtures/violations", "--format", "json"], ["rules"], ["explain", "business-to-business"]] {
            let run = try shell(#"exec "$0" "$@" > /dev/full"#, command)
            HostileTreeTests.check(run)
            #expect(run.status == 2, "\(command)")
            #expect(run.stderr == "hive-lint: error: cannot write to standard output: No space left on device\n", "\(command)")
        }
    }

    @Test func aClosedStandardOutputFailsTheRunAndNothingElseGetsTheReport() throws {
        let tree = try TemporaryTree.copy(ofFixture: "objc-bifrost")
        // The default cache in the tree: the files it opens must not take descriptor 1.
        let run = try shell(#"exec "$0" "$@" >&-"#, [tree.root], environment: ["HIVE_LINT_CACHE_DIR": ""])
        HostileTreeTests.check(run)
        #expect(run.status == 2)
        #expect(run.stderr == "hive-lint: error: cannot write to standard output: it is closed\n")
        let clean = try runHiveLint([tree.root, "--no-cache"])
        #expect(!clean.stdout.isEmpty)
        // The cache is intact: the next run uses it and prints the same report.
        let again = try runHiveLint([tree.root], environment: ["HIVE_LINT_CACHE_DIR": ""])
        #expect(again.stdout == clean.stdout)
        #expect(again.stderr.isEmpty)
    }

    @Test func aReaderThatLeavesEndsTheRunQuietly() throws {
        // The report (800 KB) is larger than a pipe holds. hive-lint dies of SIGPIPE as `cat`
        // does (141), or exits 2 where SIGPIPE is ignored; either way without a word.
        let run = try shell(#"{ "$0" "$@"; echo "status $?" >&2; } | head -c 10 > /dev/null"#, ["Fixtures", "--format", "json", "--no-cache"])
        #expect(["status 141\n", "status 2\n"].contains(run.stderr), "\(run.stderr.prefix(2000))")
    }

    @Test func anOutputLinkIsWrittenThroughAndKeepsItsTargetsMode() throws {
        let tree = try TemporaryTree(["reports/old.json": "old\n"])
        let target = tree.root + "/reports/old.json"
        chmod(target, 0o600)
        let link = tree.root + "/report.json"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "reports/old.json")
        let dangling = tree.root + "/dangling.json"
        try FileManager.default.createSymbolicLink(atPath: dangling, withDestinationPath: "reports/new.json")
        let direct = try runHiveLint(["Fixtures/violations", "--format", "json"])
        for output in [link, dangling] {
            let run = try runHiveLint(["Fixtures/violations", "--format", "json", "--output", output])
            #expect(run.status == 1)
            #expect(run.stderr.isEmpty)
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: output).hasPrefix("reports/"), "the link stays a link")
        }
        #expect(try String(contentsOfFile: target, encoding: .utf8) == direct.stdout)
        #expect(try String(contentsOfFile: tree.root + "/reports/new.json", encoding: .utf8) == direct.stdout)
        let mode = try #require(try FileManager.default.attributesOfItem(atPath: target)[.posixPermissions] as? Int)
        #expect(mode == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: tree.root + "/reports").sorted() == ["new.json", "old.json"])
    }

    /// `--output report.json`: a file in the working directory.
    @Test func anOutputWithoutAFolderIsWrittenInTheWorkingDirectory() throws {
        let tree = try TemporaryTree([:])
        let run = try runHiveLint([PackagePaths.fixtures + "/violations", "--format", "json", "--output", "report.json"], in: tree.root)
        #expect(run.status == 1)
        #expect(run.stderr.isEmpty, "\(run.stderr)")
        let direct = try runHiveLint([PackagePaths.fixtures + "/violations", "--format", "json"], in: tree.root)
        #expect(try String(contentsOfFile: tree.root + "/report.json", encoding: .utf8) == direct.stdout)
        #expect(try FileManager.default.contentsOfDirectory(atPath: tree.root) == ["report.json"])
    }

    @Test func anOutputPipeIsWrittenToNotReplaced() throws {
        let tree = try TemporaryTree([:])
        let fifo = tree.root + "/report.pipe"
        #expect(mkfifo(fifo, 0o644) == 0)
        let received = tree.root + "/received.json"
        // The reader gives up after 30 s (a pipe replaced by a file never gets a writer).
        let run = try shell(#"timeout 30 cat "$1" > "$2" 2> /dev/null & "$0" Fixtures/violations --format json --output "$1"; s=$?; wait; exit $s"#, [fifo, received])
        HostileTreeTests.check(run)
        #expect(run.status == 1)
        var status = stat()
        #expect(lstat(fifo, &status) == 0 && (status.st_mode & S_IFMT) == S_IFIFO, "the pipe is still a pipe")
        let direct = try runHiveLint(["Fixtures/violations", "--format", "json"])
        #expect(try String(contentsOfFile: received, encoding: .utf8) == direct.stdout)
    }

    @Test func anOutputThatCannotBeWrittenFailsWithOneLineAndLeavesNothing() throws {
        let tree = try TemporaryTree([:])
        let folder = try runHiveLint(["Fixtures/violations", "--output", tree.root])
        #expect(folder.status == 2)
        #expect(folder.stderr == "hive-lint: error: cannot write \(tree.root): it is a folder\n")
        // A full disk: files may grow to 8 KB (RLIMIT_FSIZE, SIGXFSZ ignored); the report is larger.
        let full = try shell(#"trap '' XFSZ; ulimit -f 16; exec "$0" "$@""#, ["Fixtures/manifest-beehive", "--format", "json", "--no-cache", "--output", tree.root + "/report.json"])
        HostileTreeTests.check(full)
        #expect(full.status == 2)
        #expect(full.stderr == "hive-lint: error: cannot write the report in \(tree.root): File too large\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: tree.root).isEmpty, "no half-written report or temporary file")
    }
}
