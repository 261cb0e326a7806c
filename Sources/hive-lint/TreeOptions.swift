import ArgumentParser
import Foundation
import HiveLintCache
import HiveLintConfig
import HiveLintCore
import HiveLintPipeline
import HiveLintReport
import HiveLintRules

/// What every command that analyses a tree takes.
struct TreeOptions: ParsableArguments {
    @Argument(help: "The source tree to scan.")
    var path: String = "."

    @Option(name: .long, help: "The rules file (default: <path>/rules.json when it exists, else the built-in policy).")
    var rules: String?

    @Option(name: .long, help: "Where to keep the parse cache and the run memo (default: $HIVE_LINT_CACHE_DIR, else <path>/.hive-lint/cache).")
    var cacheDir: String?

    @Flag(name: .long, help: "Parse every file; neither read nor write the parse cache, the walk, discovery and link memos and the run memo.")
    var noCache = false

    @Option(name: .long, help: "Report only violations not in this baseline file (default: rules.json \"baseline\", else <path>/hive-lint-baseline.json when it exists).")
    var baseline: String?

    @Flag(name: .long, help: "Compare with no baseline file: report every violation.")
    var noBaseline = false

    @Option(name: .long, help: ArgumentHelp(
        "Read source files larger than this (bytes, or with k/m: 512k, 4m) by the token pass, not a full parse (default: 1m); manifests over it or 16m are not read.",
        valueName: "size"))
    var maxFileSize: String?

    /// The day `allow` entries' `until` is compared with: `$HIVE_LINT_TODAY` (YYYY-MM-DD, for
    /// reproducible runs and tests), else today; read once per run.
    var today: CalendarDate {
        get throws {
            guard let text = ProcessInfo.processInfo.environment["HIVE_LINT_TODAY"], !text.isEmpty else { return CalendarDate.today() }
            guard let date = CalendarDate(text) else {
                fail("HIVE_LINT_TODAY must be a date as YYYY-MM-DD, found \"\(text)\"")
                throw ExitCode(2)
            }
            return date
        }
    }

    /// The analysis options every command shares.
    func analyzerOptions(includeTests: Bool = false, includeExamples: Bool = false) throws -> Analyzer.Options {
        // `hive-lint lnt`: the mistyped command is taken for the path.
        if !FileManager.default.fileExists(atPath: path), !path.contains("/"),
           let command = Suggestion.closest(to: path, in: HiveLintCommand.commandNames) {
            fail("no such file or directory: \(path) (did you mean hive-lint \(command)?)")
            throw ExitCode(2)
        }
        var options = Analyzer.Options(
            root: normalizedRoot, rulesFile: rules, includeTests: includeTests, includeExamples: includeExamples, cacheFile: cacheFile)
        options.discoveryMemoFile = discoveryMemoFile
        options.linkMemoFile = linkMemoFile
        options.walkMemoFile = walkMemoFile
        options.baselineFile = baseline
        options.ignoresBaseline = noBaseline
        options.today = try today
        if let maxFileSize { options.budget = ParseBudget(maxFileSize: ParseBudget.size(maxFileSize) ?? ParseBudget.defaultMaxFileSize) }
        options.capturesLibClangOutput = true
        options.keepsMemoryUntilExit = true
        if let progress = ProgressLine.shared { options.onProgress = { progress.update(done: $0, total: $1) } }
        prepareCacheFolder()
        return options
    }

    func validate() throws {
        if baseline != nil && noBaseline { throw ValidationError("give --baseline or --no-baseline, not both") }
        if let maxFileSize, ParseBudget.size(maxFileSize) == nil {
            throw ValidationError("--max-file-size must be a size in bytes, or with k or m (512k, 4m), found '\(maxFileSize)'")
        }
    }

    /// The cache folder, or `nil` with `--no-cache`.
    var cacheDirectory: String? {
        guard !noCache else { return nil }
        let fromEnvironment = ProcessInfo.processInfo.environment["HIVE_LINT_CACHE_DIR"].flatMap { $0.isEmpty ? nil : $0 }
        return cacheDir ?? fromEnvironment ?? (normalizedRoot as NSString).appendingPathComponent(".hive-lint/cache")
    }

    /// The parse cache, or `nil` with `--no-cache`.
    var cacheFile: String? { cacheDirectory.map { $0 + "/facts.bin" } }

    /// The discovery memo, or `nil` with `--no-cache`.
    var discoveryMemoFile: String? { cacheDirectory.map { $0 + "/discovery.bin" } }

    /// The link memo, or `nil` with `--no-cache`.
    var linkMemoFile: String? { cacheDirectory.map { $0 + "/links.bin" } }

    /// The walk memo, or `nil` with `--no-cache`.
    var walkMemoFile: String? { cacheDirectory.map { $0 + "/walk.bin" } }

    /// The run memo, or `nil` with `--no-cache`.
    var memoFile: String? { cacheDirectory.map { $0 + "/runs.bin" } }

    /// `name` in the root, as the user would write it (`rules.json` when the root is `.`).
    func inRoot(_ name: String) -> String {
        normalizedRoot == "." ? name : (normalizedRoot as NSString).appendingPathComponent(name)
    }

    /// The root as given, without trailing slashes (so reports say `Fixtures/x`, not `Fixtures/x/`).
    var normalizedRoot: String {
        var root = path
        while root.count > 1, root.hasSuffix("/") { root.removeLast() }
        return root.isEmpty ? "." : root
    }

    /// Prints the reports `render` makes of the tree's analysis (one text per entry of
    /// `outputs`: a file, or `nil` for standard output) and exits as it says. The run memo
    /// (beside the parse cache) answers instead when it holds the reports of this same
    /// invocation (arguments, working directory, day, `changed` files) and nothing they
    /// depended on has changed. `render` throws to exit without a report (its own error
    /// printed). A run that cannot be done prints one line per problem and exits 2.
    func report(
        to outputs: [String?], changed: Set<String>? = nil, includeTests: Bool = false, includeExamples: Bool = false, variant: String = "",
        _ render: (AnalysisResult) throws -> (texts: [String], exitCode: Int32)
    ) async throws {
        try checkWritable(outputs)
        let options = try analyzerOptions(includeTests: includeTests, includeExamples: includeExamples)
        let analyzer = Analyzer(options: options)
        let made: RunMemo.Output
        do {
            made = try await analyzer.report(memoFile: memoFile, key: invocationKey(changed: changed, today: options.today) + "\u{0}" + variant) { result in
                let (texts, exitCode) = try render(result)
                return RunMemo.Output(text: PackedReports.pack(texts), exitCode: exitCode)
            }
        } catch let error as Analyzer.Failure {
            ProgressLine.shared?.finish()
            switch error {
            case .cannotRun(let reason):
                fail(reason.message)
            case .badConfiguration(let file, let problems):
                fail(problems.map { "\(file): \($0)" })
            }
            throw ExitCode(2)
        }
        ProgressLine.shared?.finish()
        for (text, output) in zip(PackedReports.unpack(made.text), outputs) { try emit(text, to: output) }
        if made.exitCode != 0 { throw ExitCode(made.exitCode) }
    }

    /// The default cache folder, `<path>/.hive-lint/`, holds a `.gitignore` of `*` (as ruff's
    /// and pytest's do), so it never shows in `git status`. Written when the folder is made;
    /// a tree that cannot be written to gets no cache (the run says so) and no file.
    func prepareCacheFolder() {
        guard cacheDir == nil, ProcessInfo.processInfo.environment["HIVE_LINT_CACHE_DIR"].map(\.isEmpty) ?? true, !noCache else { return }
        let folder = inRoot(".hive-lint")
        let ignore = folder + "/.gitignore"
        guard !FileManager.default.fileExists(atPath: ignore) else { return }
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        FileManager.default.createFile(atPath: ignore, contents: Data("# Written by hive-lint: its cache is never committed.\n*\n".utf8))
    }

    /// What the memo files a report under: the working directory, the arguments, and the
    /// files `--staged`/`--changed-since` named.
    func invocationKey(changed: Set<String>?, today: CalendarDate?) -> String {
        var parts = [FileManager.default.currentDirectoryPath, today.map(String.init(describing:)) ?? ""] + CommandLine.arguments.dropFirst()
        if let changed { parts += ["--changed-files:"] + changed.sorted() }
        return parts.joined(separator: "\u{0}")
    }

    /// What report paths are prefixed with: the root as given, so paths printed to a terminal
    /// are relative to the working directory; nothing when writing to a file.
    func pathPrefix(writingTo output: String?) -> String {
        output == nil && normalizedRoot != "." ? normalizedRoot + "/" : ""
    }

    /// Writes `text` to `output`, or to standard output.
    func emit(_ text: String, to output: String?) throws {
        guard let output else { return try Output.standardOutput(text) }
        if let problem = Output.file(text, to: output) {
            fail(problem)
            throw ExitCode(2)
        }
    }
}
