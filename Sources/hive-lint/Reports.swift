import ArgumentParser
import Foundation
import HiveLintCache
import HiveLintCore
import HiveLintReport

/// One report a run writes: a format and where it goes (`--report FORMAT[:PATH]`, or
/// `--format` with `--output`). Several reports come from one analysis.
struct ReportRequest: Hashable {
    var format: String
    /// `nil`: standard output.
    var path: String?

    /// `sarif:build/hive-lint.sarif` → sarif to that file; `text` → text to standard output.
    init(parsing argument: String, formats: [String]) throws {
        let parts = argument.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        format = parts[0]
        path = parts.count > 1 ? parts[1] : nil
        try checkFormat(format, in: formats)
        if let path, path.isEmpty { throw ValidationError("--report \(argument): give a file after the colon, or none for standard output") }
    }

    init(format: String, path: String?) {
        self.format = format
        self.path = path
    }

    /// Checks a run's requests: at most one to standard output, no file twice.
    static func check(_ requests: [ReportRequest]) throws {
        if requests.filter({ $0.path == nil }).count > 1 {
            throw ValidationError("only one report can go to standard output; give the others a file (--report FORMAT:PATH)")
        }
        let paths = requests.compactMap(\.path)
        if let twice = paths.first(where: { path in paths.filter { $0 == path }.count > 1 }) {
            throw ValidationError("two reports are written to \(twice)")
        }
    }
}

/// The formats `--report` takes on a lint run: the lint formats, and each graph format as
/// `graph-<format>` (`--report graph-html:graph.html`: the whole graph, with the run's violations).
enum LintReportFormats {
    static let graphPrefix = "graph-"

    static var all: [String] { Reporters.formats(.lint) + Reporters.formats(.graph).map { graphPrefix + $0 } }

    static func reporter(_ format: String) -> (any Reporter.Type)? {
        guard format.hasPrefix(graphPrefix) else { return Reporters.named(format) }
        return Reporters.named(String(format.dropFirst(graphPrefix.count)), for: .graph)
    }
}

/// Several reports kept as the one text the run memo stores: each part as its UTF-8 length,
/// a newline, then the part.
enum PackedReports {
    static func pack(_ parts: [String]) -> String {
        // Appended into one buffer: a report of megabytes is copied once, not twice.
        var packed = ""
        packed.reserveCapacity(parts.reduce(0) { $0 + $1.utf8.count + 21 })
        for part in parts {
            packed += String(part.utf8.count)
            packed += "\n"
            packed += part
        }
        return packed
    }

    static func unpack(_ text: String) -> [String] {
        var parts: [String] = []
        var bytes = Substring(text).utf8[...]
        while let newline = bytes.firstIndex(of: UInt8(ascii: "\n")), let count = Int(String(Substring(bytes[..<newline]))) {
            let start = bytes.index(after: newline)
            guard let end = bytes.index(start, offsetBy: count, limitedBy: bytes.endIndex) else { break }
            parts.append(String(Substring(bytes[start..<end])))
            bytes = bytes[end...]
        }
        return parts
    }
}

/// The folder a file is written to must exist: checked before the analysis, with its name in
/// the error.
func checkWritable(_ paths: [String?]) throws {
    for case let path? in paths {
        let folder = (path as NSString).deletingLastPathComponent
        var isDirectory: ObjCBool = false
        if !folder.isEmpty, !(FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) && isDirectory.boolValue) {
            fail("cannot write \(path): no such folder \(folder)")
            throw ExitCode(2)
        }
    }
}

/// `--color`: ANSI colors in text output.
enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
    case auto, always, never

    /// `auto`: on a terminal that is not `TERM=dumb`, unless `NO_COLOR` is set (no-color.org).
    func isOn(for handle: FileHandle) -> Bool {
        switch self {
        case .always: return true
        case .never: return false
        case .auto:
            let environment = ProcessInfo.processInfo.environment
            if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
            return isatty(handle.fileDescriptor) == 1 && environment["TERM"] != "dumb"
        }
    }
}

/// `hive-lint: parsed 1234/10000 files` on standard error, redrawn in place, for runs longer
/// than a second on a terminal; never in a pipe, with `TERM=dumb` or in CI (`CI` set).
final class ProgressLine: @unchecked Sendable {
    /// The run's progress line, or `nil` where none is shown.
    static let shared: ProgressLine? = {
        let environment = ProcessInfo.processInfo.environment
        guard isatty(STDERR_FILENO) == 1, environment["TERM"] != "dumb", (environment["CI"] ?? "").isEmpty else { return nil }
        return ProgressLine()
    }()

    private let lock = NSLock()
    private let clock = ContinuousClock()
    private let start: ContinuousClock.Instant
    private var lastDrawn: ContinuousClock.Instant?

    /// Shown after this long (`HIVE_LINT_PROGRESS_AFTER`, in seconds, lets tests see it).
    private let delay: Duration

    private init() {
        start = clock.now
        delay = ProcessInfo.processInfo.environment["HIVE_LINT_PROGRESS_AFTER"].flatMap(Double.init).map { .milliseconds(Int($0 * 1000)) } ?? .seconds(1)
    }

    func update(done: Int, total: Int) {
        lock.lock()
        defer { lock.unlock() }
        let now = clock.now
        guard now - start >= delay else { return }
        if let lastDrawn, now - lastDrawn < .milliseconds(100), done < total { return }
        lastDrawn = now
        Output.standardError("\r\u{1B}[Khive-lint: parsed \(done)/\(total) files")
    }

    /// Clears the line (before the report or an error is printed).
    func finish() {
        lock.lock()
        defer { lock.unlock() }
        if lastDrawn != nil { Output.standardError("\r\u{1B}[K") }
        lastDrawn = nil
    }
}
