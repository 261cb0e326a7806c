import ArgumentParser
import Foundation
import HiveLintCache
import HiveLintConfig
import HiveLintCore
import HiveLintPipeline
import HiveLintReport
import HiveLintRules

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
        let target = output ?? tree.inRoot("rules.json")
        if FileManager.default.fileExists(atPath: target), !force {
            fail("\(target) already exists; hive-lint init --force overwrites it")
            throw ExitCode(2)
        }
        var options = Analyzer.Options(root: tree.normalizedRoot, cacheFile: tree.cacheFile)
        options.discoveryMemoFile = tree.discoveryMemoFile
        options.linkMemoFile = tree.linkMemoFile
        options.walkMemoFile = tree.walkMemoFile
        options.capturesLibClangOutput = true
        options.ignoresRulesFile = true
        options.ignoresBaseline = true
        let result: AnalysisResult
        do {
            result = try await Analyzer(options: options).run()
            ProgressLine.shared?.finish()
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
        try Output.standardOutput("hive-lint: wrote \(target): \(listed.isEmpty ? "no module kinds" : listed.joined(separator: ", "))\(unclassified); review it, then run hive-lint \(tree.normalizedRoot)\n")
    }
}
