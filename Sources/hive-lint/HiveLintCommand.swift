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
        subcommands: [Lint.self, BaselineCommand.self, Modules.self, Manifest.self, Why.self, Init.self, Rules.self, Explain.self],
        defaultSubcommand: Lint.self)
}
