import ArgumentParser
import Foundation
import HiveLintCache
import HiveLintConfig
import HiveLintCore
import HiveLintPipeline
import HiveLintReport
import HiveLintRules

/// The command line. It only parses arguments and calls the `HiveLintPipeline` library.
///
/// Exit codes: 0 no violation at or above `--fail-on`; 1 violations; 2 hive-lint could not
/// do its job (missing path, bad `rules.json`, libclang unavailable while Objective-C files
/// exist, unwritable `--output`), with a one-line reason per problem on stderr; 64 bad
/// arguments (ArgumentParser's usage error).
@main
struct HiveLintCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hive-lint",
        abstract: "Static dependency linter for modular Swift and Objective-C iOS codebases.",
        discussion: "Checks that business modules never depend on each other (and the rest of the module policy in rules.json).",
        version: HiveLintVersion.current,
        subcommands: [Lint.self, Modules.self, Manifest.self, Why.self, Init.self, Rules.self, Explain.self],
        defaultSubcommand: Lint.self)
}

/// What every command that analyses a tree takes.
struct TreeOptions: ParsableArguments {
    @Argument(help: "The source tree to scan.")
    var path: String = "."

    @Option(name: .long, help: "The rules file (default: <path>/rules.json when it exists, else the built-in policy).")
    var rules: String?

    @Option(name: .long, help: "Where to keep the parse cache and the run memo (default: $HIVE_LINT_CACHE_DIR, else <path>/.hive-lint/cache).")
    var cacheDir: String?

    @Flag(name: .long, help: "Parse every file; neither read nor write the parse cache and the run memo.")
    var noCache = false

    /// The cache folder, or `nil` with `--no-cache`.
    var cacheDirectory: String? {
        guard !noCache else { return nil }
        let fromEnvironment = ProcessInfo.processInfo.environment["HIVE_LINT_CACHE_DIR"].flatMap { $0.isEmpty ? nil : $0 }
        return cacheDir ?? fromEnvironment ?? (normalizedRoot as NSString).appendingPathComponent(".hive-lint/cache")
    }

    /// The parse cache, or `nil` with `--no-cache`.
    var cacheFile: String? { cacheDirectory.map { $0 + "/facts.bin" } }

    /// The run memo, or `nil` with `--no-cache`.
    var memoFile: String? { cacheDirectory.map { $0 + "/runs.bin" } }

    /// The root as given, without trailing slashes (so reports say `Fixtures/x`, not `Fixtures/x/`).
    var normalizedRoot: String {
        var root = path
        while root.count > 1, root.hasSuffix("/") { root.removeLast() }
        return root.isEmpty ? "." : root
    }

    /// Prints the report `render` makes of the tree's analysis (to `output`, or standard
    /// output) and exits as it says. The run memo (beside the parse cache) answers instead
    /// when it holds the report of this same invocation (arguments, working directory,
    /// `changed` files) and nothing it depended on has changed. `render` throws to exit
    /// without a report (its own error printed). A run that cannot be done prints one line per
    /// problem and exits 2.
    func report(
        to output: String?, changed: Set<String>? = nil, includeTests: Bool = false, includeExamples: Bool = false,
        _ render: (AnalysisResult) throws -> RunMemo.Output
    ) async throws {
        let analyzer = Analyzer(options: Analyzer.Options(
            root: normalizedRoot, rulesFile: rules, includeTests: includeTests, includeExamples: includeExamples, cacheFile: cacheFile))
        let made: RunMemo.Output
        do {
            made = try await analyzer.report(memoFile: memoFile, key: invocationKey(changed: changed), render: render)
        } catch let error as Analyzer.Failure {
            switch error {
            case .cannotRun(let reason):
                fail(reason.message)
            case .badConfiguration(let file, let problems):
                fail(problems.map { "\(file): \($0)" })
            }
            throw ExitCode(2)
        }
        try emit(made.text, to: output)
        if made.exitCode != 0 { throw ExitCode(made.exitCode) }
    }

    /// What the memo files a report under: the working directory, the arguments, and the
    /// files `--staged`/`--changed-since` named.
    func invocationKey(changed: Set<String>?) -> String {
        var parts = [FileManager.default.currentDirectoryPath] + CommandLine.arguments.dropFirst()
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
        guard let output else {
            FileHandle.standardOutput.write(Data(text.utf8))
            return
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
        } catch {
            fail("cannot write \(output): \((error as NSError).localizedDescription)")
            throw ExitCode(2)
        }
    }
}

struct Lint: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Lint a source tree (the default command).")

    @OptionGroup var tree: TreeOptions

    @Option(name: .long, help: "Output format: \(Reporters.formats(.lint).joined(separator: ", ")).")
    var format: String = "text"

    @Option(name: .long, help: "Write the report to this file instead of standard output.")
    var output: String?

    @Option(name: .long, help: "Lowest violation severity that fails the run (exit 1): error, warning or info.")
    var failOn: Severity = .error

    @Flag(name: .shortAndLong, help: "Text output: every piece of evidence, notes and the module list.")
    var verbose = false

    @Flag(name: .long, help: "Apply the rules to test modules too (rules.json: \"scope\": {\"tests\": true}).")
    var includeTests = false

    @Flag(name: .long, help: "Apply the rules to example and demo apps too (rules.json: \"scope\": {\"examples\": true}).")
    var includeExamples = false

    @Flag(name: .long, help: "Report only violations whose evidence touches a file staged in git (pre-commit); the whole tree is still analysed.")
    var staged = false

    @Option(name: .long, help: "Report only violations whose evidence touches a file changed since this git revision (or untracked).")
    var changedSince: String?

    func validate() throws {
        if staged && changedSince != nil { throw ValidationError("give --staged or --changed-since, not both") }
        try checkFormat(format, in: Reporters.formats(.lint))
    }

    func run() async throws {
        var changed: Set<String>?
        if let source: ChangedFiles.Source = staged ? .staged : changedSince.map(ChangedFiles.Source.since) {
            do {
                changed = try ChangedFiles.list(source, root: tree.normalizedRoot)
            } catch {
                fail(error.message)
                throw ExitCode(2)
            }
        }
        guard let reporterType = Reporters.named(format) else { throw ExitCode(2) }
        let reporter = reporterType.init(options: ReportOptions(verbose: verbose, pathPrefix: tree.pathPrefix(writingTo: output)))
        try await tree.report(to: output, changed: changed, includeTests: includeTests, includeExamples: includeExamples) { whole in
            // A gate that checks nothing must not pass.
            if let reason = Coverage.nothingToCheck(whole) {
                fail(reason)
                throw ExitCode(2)
            }
            let result = changed.map(whole.touching) ?? whole
            return RunMemo.Output(text: reporter.render(result), exitCode: result.violations.contains { $0.severity >= failOn } ? 1 : 0)
        }
    }
}

struct Modules: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List the modules of a tree: kind and why, declared by, path, files, declared and used dependencies, and files in no module.")

    @OptionGroup var tree: TreeOptions

    @Option(name: .long, help: "Output format: \(Reporters.formats(.modules).joined(separator: ", ")).")
    var format: String = "text"

    @Option(name: .long, help: "Write the list to this file instead of standard output.")
    var output: String?

    func validate() throws {
        try checkFormat(format, in: Reporters.formats(.modules))
    }

    func run() async throws {
        guard let reporterType = Reporters.named(format, for: .modules) else { throw ExitCode(2) }
        let reporter = reporterType.init(options: ReportOptions(pathPrefix: tree.pathPrefix(writingTo: output)))
        try await tree.report(to: output) { RunMemo.Output(text: reporter.render($0), exitCode: 0) }
    }
}

struct Manifest: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print the service and route manifest: services, routes, module entries, consumers and the business dependencies between modules.")

    @OptionGroup var tree: TreeOptions

    @Option(name: .long, help: "Output format: \(Reporters.formats(.manifest).joined(separator: ", ")).")
    var format: String = "json"

    @Option(name: .long, help: "Write the manifest to this file instead of standard output.")
    var output: String?

    func validate() throws {
        try checkFormat(format, in: Reporters.formats(.manifest))
    }

    func run() async throws {
        guard let reporterType = Reporters.named(format, for: .manifest) else { throw ExitCode(2) }
        let reporter = reporterType.init(options: ReportOptions(pathPrefix: tree.pathPrefix(writingTo: output)))
        try await tree.report(to: output) { RunMemo.Output(text: reporter.render($0), exitCode: 0) }
    }
}

struct Why: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Explain why one module depends on another: every piece of evidence by kind, or the shortest chain through other modules.",
        discussion: "Exit status: 0 when `from` depends on `to` (directly or through others), 1 when it does not, 2 when it cannot tell (an unknown module, a bad tree).")

    @Argument(help: "The depending module.")
    var from: String

    @Argument(help: "The module depended on.")
    var to: String

    @OptionGroup var tree: TreeOptions

    @Option(name: .long, help: "Output format: \(Reporters.formats(.why).joined(separator: ", ")).")
    var format: String = "text"

    func validate() throws {
        try checkFormat(format, in: Reporters.formats(.why))
    }

    func run() async throws {
        guard let reporterType = Reporters.named(format, for: .why) else { throw ExitCode(2) }
        let reporter = reporterType.init(options: ReportOptions(pathPrefix: tree.pathPrefix(writingTo: nil), from: from, to: to))
        let question = WhyQuestion(from: from, to: to)
        try await tree.report(to: nil) { result in
            let names = result.modules.map(\.name)
            for name in [from, to] where !names.contains(name) {
                let suggestion = Suggestion.closest(to: name, in: names).map { " (did you mean \($0)?)" } ?? ""
                fail("no module named \(name) in \(tree.normalizedRoot)\(suggestion); see hive-lint modules")
                throw ExitCode(2)
            }
            return RunMemo.Output(text: reporter.render(result), exitCode: (question.chain(in: result)?.count ?? 0) < 2 ? 1 : 0)
        }
    }
}

struct Init: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write a starter rules.json: the modules found, grouped by the kind hive-lint infers (each with its reason), the unclassified ones to place, and the default rules.",
        discussion: "Linting with the written file gives the same kinds and violations as linting without it. An existing file is kept unless --force is given; the analysis then ignores it.")

    @OptionGroup var tree: TreeOptions

    @Option(name: .long, help: "Where to write the file (default: <path>/rules.json).")
    var output: String?

    @Flag(name: .long, help: "Overwrite an existing file.")
    var force = false

    func validate() throws {
        if tree.rules != nil { throw ValidationError("init writes the rules file and reads none; use --output to write it elsewhere") }
    }

    func run() async throws {
        let target = output ?? (tree.normalizedRoot as NSString).appendingPathComponent("rules.json")
        if FileManager.default.fileExists(atPath: target), !force {
            fail("\(target) already exists; hive-lint init --force overwrites it")
            throw ExitCode(2)
        }
        var options = Analyzer.Options(root: tree.normalizedRoot, cacheFile: tree.cacheFile)
        options.ignoresRulesFile = true
        let result: AnalysisResult
        do {
            result = try await Analyzer(options: options).run()
        } catch {
            switch error {
            case .cannotRun(let reason): fail(reason.message)
            case .badConfiguration(let file, let problems): fail(problems.map { "\(file): \($0)" })
            }
            throw ExitCode(2)
        }
        if let reason = Coverage.nothingToCheck(result) {
            fail(reason)
            throw ExitCode(2)
        }
        try tree.emit(StarterRules.render(result), to: target)
        var kinds: [ModuleKind: Int] = [:]
        for module in result.modules { kinds[module.kind, default: 0] += 1 }
        let listed = StarterRules.listedKinds.compactMap { kind in kinds[kind].map { "\($0) \(kind.rawValue)" } }
        let unclassified = kinds[.unclassified].map { "; \(counted($0, "unclassified module")) to place" } ?? ""
        print("hive-lint: wrote \(target): \(listed.isEmpty ? "no module kinds" : listed.joined(separator: ", "))\(unclassified); review it, then run hive-lint \(tree.normalizedRoot)")
    }
}

struct Rules: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List the rule types and the default rule instances.")

    @Option(name: .long, help: "text, or markdown (the README's rule reference).")
    var format = "text"

    func validate() throws { try checkFormat(format, in: ["text", "markdown"]) }

    func run() {
        if format == "markdown" {
            print(RuleDocs.markdownReference(), terminator: "")
            return
        }
        var lines = ["Rule types (use as \"type\" in rules.json; hive-lint explain <type> documents one):"]
        for type in RuleCatalog.types { lines.append("  \(type.typeName): \(type.summary)") }
        lines.append("")
        lines.append("Default rule instances (override by \"name\" in rules.json):")
        for instance in RuleCatalog.defaults {
            lines.append("  \(instance.name) [\(instance.type), \(instance.severity?.rawValue ?? "off")]: \(instance.comment ?? "")")
        }
        print(lines.joined(separator: "\n"))
    }
}

struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Explain a rule: what it reports and never reports, its options, its default instances and severity, and examples.")

    @Argument(help: "A rule type (forbidden-dependency) or a default instance (business-to-business).")
    var rule: String

    func validate() throws {
        guard RuleDocs.explanation(of: rule) == nil else { return }
        let names = RuleCatalog.types.map { $0.typeName } + RuleCatalog.defaults.map(\.name).filter { RuleCatalog.type(named: $0) == nil }
        throw ValidationError("no rule named '\(rule)'\(Suggestion.hint(for: rule, in: names)); hive-lint rules lists them")
    }

    func run() {
        print(RuleDocs.explanation(of: rule) ?? "", terminator: "")
    }
}

extension Severity: ExpressibleByArgument {}

/// Checks a `--format` value against a command's formats (an argument error, exit 64).
func checkFormat(_ format: String, in formats: [String]) throws {
    guard formats.contains(format) else {
        throw ValidationError("unknown format '\(format)'; formats: \(formats.joined(separator: ", "))")
    }
}

/// Writes `hive-lint: error: …` lines to standard error.
func fail(_ messages: [String]) {
    for message in messages {
        FileHandle.standardError.write(Data("hive-lint: error: \(message)\n".utf8))
    }
}

func fail(_ message: String) { fail([message]) }
