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
        subcommands: [Lint.self, BaselineCommand.self, Modules.self, Manifest.self, Why.self, Graph.self, Init.self, Rules.self, Explain.self],
        defaultSubcommand: Lint.self)

    /// Parses and runs, with argument errors as one `hive-lint: error:` line (and where to
    /// look) instead of ArgumentParser's block; help and version print as usual.
    static func main() async {
        HeapGrowth.reserveAhead()
        _ = Output.standardOutputWasClosed
        let command: any ParsableCommand
        do {
            command = try parseAsRoot()
        } catch {
            exitOnArgumentError(error)
        }
        do {
            if var asynchronous = command as? any AsyncParsableCommand {
                try await asynchronous.run()
            } else {
                var synchronous = command
                try synchronous.run()
            }
        } catch {
            exitOnArgumentError(error)
        }
    }

    static var commandNames: [String] { configuration.subcommands.map { $0._commandName } }

    static func exitOnArgumentError(_ error: any Error) -> Never {
        let code = exitCode(for: error)
        if code == .success {
            print(fullMessage(for: error))
            Foundation.exit(0)
        }
        let message = self.message(for: error).trimmingCharacters(in: .whitespacesAndNewlines)
        if !message.isEmpty {
            let first = message.split(separator: "\n").first.map(String.init) ?? message
            let subcommand = CommandLine.arguments.dropFirst().first { !$0.hasPrefix("-") }.flatMap { name in
                configuration.subcommands.first { $0._commandName == name }?._commandName
            }
            let help = subcommand.map { "hive-lint \($0) --help" } ?? "hive-lint --help"
            let text = first.hasPrefix("Error: ") ? String(first.dropFirst(7)) : first
            fail(text.contains("hive-lint ") ? text : "\(text) (\(help) lists the arguments)")
        }
        Foundation.exit(code.rawValue)
    }
}
