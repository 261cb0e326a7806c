import ArgumentParser
import Foundation

/// Benchmarks for hive-lint (issue "speed at scale"): a deterministic synthetic tree
/// generator and a timed run compared with the floors it cannot beat.
///
/// Exit codes: 0 done; 2 the command could not do its job (missing or non-empty folder, bad
/// value, a failed run), with one line on stderr; 64 bad arguments (ArgumentParser).
@main
struct HiveLintBench: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hive-lint-bench",
        abstract: "Generate synthetic iOS trees and benchmark hive-lint on them.",
        discussion: "Build in release: swift build -c release --product hive-lint-bench (and --product hive-lint).",
        subcommands: [Generate.self, Run.self, Measure.self, FrontEnds.self])
}

/// Prints `hive-lint-bench: error: …` and ends the command with exit code 2.
func failure(_ error: BenchError) -> ExitCode {
    FileHandle.standardError.write(Data("hive-lint-bench: error: \(error.description)\n".utf8))
    return ExitCode(2)
}

/// `hive-lint-bench generate`: writes a synthetic tree.
struct Generate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write a synthetic modular iOS app (Swift and Objective-C), the same bytes for the same seed and size.")

    @Option(help: "Seed of the tree; the same seed and size give a byte-identical tree.")
    var seed: UInt64 = 1

    @Option(help: "Number of source files (.swift, .h, .m) to write, at least 200.")
    var files: Int = 10_000

    @Option(help: "Business → business imports to plant (hive-lint must report each).")
    var violations: Int = 5

    @Option(help: "The folder to write (created when missing; must be empty unless --force).")
    var output: String

    @Flag(help: "Write into a non-empty folder; a tree generated there before is replaced.")
    var force = false

    func run() throws {
        guard files >= 200 else { throw failure(BenchError("--files must be at least 200 (got \(files))")) }
        guard violations >= 0 else { throw failure(BenchError("--violations must not be negative (got \(violations))")) }
        let summary: TreeGenerator.Summary
        do {
            summary = try TreeGenerator(seed: seed, files: files, violations: violations).write(to: output, force: force)
        } catch {
            throw failure(error)
        }
        let counts = summary.counts
        var lines = ["hive-lint-bench: wrote \(output) (seed \(seed))"]
        lines.append("  \(Format.count(counts.totalFiles)) source files, \(Format.megabytes(counts.totalBytes)) MB, plus rules.json and \(TreeGenerator.markerName)")
        lines += Format.counts(counts, indent: "    ")
        let kinds = GeneratedKind.allCases.map { "\(summary.modules[$0.rawValue] ?? 0) \($0.rawValue)" }.joined(separator: ", ")
        lines.append("  \(summary.modules.values.reduce(0, +)) modules: \(kinds)")
        lines.append("  \(summary.seededViolations.count) seeded business → business violations:")
        for violation in summary.seededViolations {
            lines.append("    \(violation.from) → \(violation.to) at \(violation.file):\(violation.line)")
        }
        print(lines.joined(separator: "\n"))
    }
}

/// Output formats of `run`.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}

/// `hive-lint-bench run`: times the pipeline, the floors and the `hive-lint` process.
struct Run: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Benchmark hive-lint on a tree: per-phase times, peak RSS, floors and the hive-lint process.",
        discussion: """
            Each pipeline run is a fresh child process (peak RSS is per run). Floors are measured in this \
            process: walking and reading every source file, and reading and parsing every Swift file with \
            SwiftParser on all cores and on one. Progress goes to stderr.
            """)

    @Argument(help: "The tree to benchmark.")
    var directory: String

    @Option(help: "Runs of each measurement.")
    var runs: Int = 5

    @Option(help: "Parse workers for the pipeline and the parallel floor (default: one per core).")
    var workers: Int?

    @Option(name: .customLong("hive-lint"), help: "The hive-lint binary to time (default: the one beside this executable, skipped when absent).")
    var hiveLint: String?

    @Option(help: "Runs of the hive-lint process timing (default: --runs).")
    var processRuns: Int?

    @Flag(help: "Skip the floors (pipeline and process timings only).")
    var noFloors = false

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    @Option(help: "Also write the JSON report to this file.")
    var save: String?

    func run() async throws {
        guard runs >= 1 else { throw failure(BenchError("--runs must be at least 1 (got \(runs))")) }
        if let workers, workers < 1 { throw failure(BenchError("--workers must be at least 1 (got \(workers))")) }
        if let processRuns, processRuns < 0 { throw failure(BenchError("--process-runs must not be negative (got \(processRuns))")) }
        let benchmark = Benchmark(
            directory: directory, runs: runs, processRuns: processRuns ?? runs, workers: workers, hiveLint: hiveLint, floors: !noFloors,
            progress: { FileHandle.standardError.write(Data("hive-lint-bench: \($0)\n".utf8)) })
        do {
            let report = try await benchmark.run()
            let json = try ReportRenderer.json(report)
            if let save, !FileManager.default.createFile(atPath: save, contents: Data(json.utf8)) {
                throw BenchError("cannot write \(save)")
            }
            FileHandle.standardOutput.write(Data((format == .json ? json : ReportRenderer.text(report)).utf8))
        } catch {
            throw failure(error as? BenchError ?? BenchError("\(error)"))
        }
    }
}

/// `hive-lint-bench _measure`: one pipeline run in this process, printed as one JSON line.
/// `run` starts it once per run, so each run's peak RSS and start-up are its own.
struct Measure: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "_measure", shouldDisplay: false)

    @Argument var directory: String

    @Option var workers: Int?

    /// A parse cache to use (phases of a warm run); none by default.
    @Option var cacheFile: String?

    func run() async throws {
        do {
            let sample = try await PipelineProbe.measure(directory: directory, workers: workers, cacheFile: cacheFile)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            guard let data = try? encoder.encode(sample) else { throw failure(BenchError("cannot encode the measurement")) }
            FileHandle.standardOutput.write(data + Data("\n".utf8))
        } catch let error as BenchError {
            throw failure(error)
        }
    }
}
