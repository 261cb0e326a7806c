import ArgumentParser
import Foundation
import HiveLintCache
import HiveLintConfig
import HiveLintCore
import HiveLintPipeline
import HiveLintReport
import HiveLintRules

extension Severity: ExpressibleByArgument {}

/// Checks a `--format` value against a command's formats (an argument error, exit 64).
func checkFormat(_ format: String, in formats: [String]) throws {
    guard formats.contains(format) else {
        throw ValidationError("unknown format '\(format)'; formats: \(formats.joined(separator: ", "))")
    }
}

/// Writes `hive-lint: error: …` lines to standard error.
func fail(_ messages: [String]) {
    ProgressLine.shared?.finish()
    for message in messages {
        Output.standardError("hive-lint: error: \(message)\n")
    }
}

func fail(_ message: String) { fail([message]) }

/// Prints why an analysis could not be done (exit 2 follows).
func reportFailure(_ error: Analyzer.Failure) {
    switch error {
    case .cannotRun(let reason): fail(reason.message)
    case .badConfiguration(let file, let problems): fail(problems.map { "\(file): \($0)" })
    }
}
