import Foundation
import Testing
import HiveLintConfig
import HiveLintCore
import HiveLintDiscovery
import HiveLintPipeline
import HiveLintScan
import HiveLintReport

/// A throwaway tree on disk, written from `[relative path: contents]`, removed on deinit.
final class TemporaryTree {
    let root: String

    init(_ files: [String: String], symlinks: [String: String] = [:]) throws {
        root = NSTemporaryDirectory() + "hive-lint-test-" + UUID().uuidString
        for (path, contents) in files {
            let url = URL(fileURLWithPath: root + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url)
        }
        for (link, destination) in symlinks {
            let url = URL(fileURLWithPath: root + "/" + link)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: destination)
        }
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    /// Runs the whole pipeline on the tree.
    func analyze(rules: String? = nil, workers: Int? = nil) async throws -> AnalysisResult {
        try await Analyzer(options: Analyzer.Options(root: root, rulesFile: rules, workers: workers)).run()
    }
}

extension TemporaryTree {
    /// Rewrites the file at `path` (relative to the root) with `change`, which must change it.
    func edit(_ path: String, _ change: (String) -> String) throws {
        let full = root + "/" + path
        let text = try String(contentsOfFile: full, encoding: .utf8)
        let changed = change(text)
        #expect(changed != text, "the edit of \(path) changed nothing")
        try Data(changed.utf8).write(to: URL(fileURLWithPath: full))
    }

    /// A copy of a fixture's tree (not its golden files, `expected*`, nor hidden files) in a
    /// temporary folder.
    static func copy(ofFixture name: String) throws -> TemporaryTree {
        let tree = try TemporaryTree([:])
        let source = PackagePaths.fixtures + "/" + name
        for item in try FileManager.default.contentsOfDirectory(atPath: source) where !item.hasPrefix(".") && !item.hasPrefix("expected") {
            try FileManager.default.copyItem(atPath: source + "/" + item, toPath: tree.root + "/" + item)
        }
        return tree
    }
}

/// Paths of this package, found from this file's location.
enum PackagePaths {
    /// `Tests/HiveLintTests/Support/Support.swift` → the package root.
    static let root: String = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path
    static let fixtures = root + "/Fixtures"

    /// The `hive-lint` binary next to the test bundle (SwiftPM builds every product for
    /// `swift test`), else in `.build/debug`.
    static var binary: String {
        let testBundleDirectory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().path
        let candidates = [testBundleDirectory + "/hive-lint", root + "/.build/debug/hive-lint"]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) } ?? candidates[1]
    }
}

/// The result of running the binary.
struct ProcessOutput {
    var status: Int32
    var stdout: String
    var stderr: String
    /// The signal that ended the process (a crash, or the runner's timeout), if one did.
    var signal: Int32? = nil
}

/// Runs `hive-lint` with arguments from `directory` (default: the package root).
/// Each run gets a fresh parse cache outside the scanned tree (`HIVE_LINT_CACHE_DIR`), so
/// golden output never depends on what an earlier run or build left, and fixtures stay clean;
/// pass `HIVE_LINT_CACHE_DIR: ""` for the default cache inside the tree. A run longer than
/// `timeout` seconds is killed and recorded as an issue.
func runHiveLint(_ arguments: [String], in directory: String = PackagePaths.root, environment: [String: String] = [:], timeout: TimeInterval = 600) throws -> ProcessOutput {
    try runProgram(PackagePaths.binary, arguments, in: directory, environment: environment, timeout: timeout)
}

/// Runs a program as `runHiveLint` runs hive-lint (a fresh cache folder for any hive-lint it
/// starts). Standard output and error are read at once (neither can fill its pipe and stall
/// the program); after `timeout` seconds the program is killed and an issue recorded.
func runProgram(_ program: String, _ arguments: [String], in directory: String = PackagePaths.root, environment: [String: String] = [:], timeout: TimeInterval = 600) throws -> ProcessOutput {
    let process = Process()
    let cacheDirectory = NSTemporaryDirectory() + "hive-lint-test-cache-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: cacheDirectory) }
    var merged = ProcessInfo.processInfo.environment.merging(["HIVE_LINT_CACHE_DIR": cacheDirectory]) { $1 }.merging(environment) { $1 }
    if merged["HIVE_LINT_CACHE_DIR"] == "" { merged["HIVE_LINT_CACHE_DIR"] = nil }
    for (key, value) in merged where value.isEmpty && key != "HIVE_LINT_CACHE_DIR" { merged[key] = nil }
    process.environment = merged
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let watchdog = Watchdog(pid: process.processIdentifier, timeout: timeout)
    let stderrReader = DataReader(err.fileHandleForReading)
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = stderrReader.wait()
    process.waitUntilExit()
    let timedOut = watchdog.finish()
    if timedOut {
        Issue.record("\(URL(fileURLWithPath: program).lastPathComponent) \(arguments.joined(separator: " ")) did not finish in \(Int(timeout)) s; killed")
    }
    return ProcessOutput(
        status: process.terminationStatus,
        stdout: String(decoding: stdout, as: UTF8.self),
        stderr: String(decoding: stderr, as: UTF8.self),
        signal: process.terminationReason == .uncaughtSignal ? process.terminationStatus : nil)
}

/// Kills a process still running after its time.
private final class Watchdog: @unchecked Sendable {
    private let lock = NSLock()
    private var done = false
    private var fired = false

    init(pid: Int32, timeout: TimeInterval) {
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { [self] in
            lock.lock()
            defer { lock.unlock() }
            guard !done else { return }
            fired = true
            kill(pid, SIGKILL)
        }
    }

    /// The process has ended: whether the watchdog killed it.
    func finish() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        done = true
        return fired
    }
}

/// Reads a pipe to its end on another thread.
private final class DataReader: @unchecked Sendable {
    private let group = DispatchGroup()
    private var data = Data()

    init(_ handle: FileHandle) {
        group.enter()
        DispatchQueue.global().async { [self] in
            data = handle.readDataToEndOfFile()
            group.leave()
        }
    }

    func wait() -> Data {
        group.wait()
        return data
    }
}

extension AnalysisResult {
    func module(_ name: String) -> Module? { modules.first { $0.name == name } }

    func dependency(_ from: String, _ to: String) -> Dependency? { graph.dependency(from: from, to: to) }

    var json: String { JSONReporter(options: ReportOptions()).render(self) }
}

/// Walks a tree and runs module discovery on it.
func discover(_ tree: TemporaryTree, config: Configuration = Configuration()) throws -> ModuleDiscovery.Result {
    let scanned = try TreeWalker(exclude: GlobSet(config.discovery.exclude)).walk(root: tree.root)
    return ModuleDiscovery().run(tree: scanned, configuration: config)
}

/// Writes `files` to a temporary tree and runs module discovery on it.
func discover(_ files: [String: String]) throws -> ModuleDiscovery.Result {
    try discover(try TemporaryTree(files))
}

/// Which module owns each file.
func owners(_ result: ModuleDiscovery.Result) -> [String: String] {
    var map: [String: String] = [:]
    for module in result.modules { for file in module.files { map[file.path] = module.name } }
    return map
}
