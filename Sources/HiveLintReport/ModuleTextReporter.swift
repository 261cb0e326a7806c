import Foundation
import HiveLintCore

/// `hive-lint modules` (the default text): every module with its kind and why, who declared
/// it, where it is, its files by language, the dependencies its manifests declare beside those
/// its code uses, and the files no module owns.
public struct ModuleTextReporter: Reporter {
    public static let output = ReportOutput.modules
    public static let name = "text"
    let options: ReportOptions

    public init(options: ReportOptions) { self.options = options }

    public func render(_ result: AnalysisResult) -> String {
        var lines: [String] = []
        for module in result.modules {
            let origins = ([module.declaredBy] + module.alsoDeclaredBy).map { "\($0.style): \($0.file)" }
            lines.append("\(module.name) [\(module.kind.rawValue)] \(module.path.isEmpty ? "." : module.path) (declared by \(origins.joined(separator: "; ")))")
            lines.append("  kind: \(module.kindReason)")
            let counts = module.fileCounts
            let files = [(counts.swift, "Swift"), (counts.objcHeader, "headers"), (counts.objc, "Objective-C"), (counts.objcpp, "Objective-C++")]
                .filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
            lines.append("  files: \(files.isEmpty ? "none" : files.joined(separator: ", "))")
            let used = result.graph.successors(of: module.name)
            if module.declaresDependencies {
                lines.append("  declares: \(list(module.declaredDependencies.sorted()))")
            }
            lines.append("  uses: \(list(used))")
            if !module.externalImports.isEmpty { lines.append("  imports from outside the tree: \(list(module.externalImports))") }
            if !module.prefixHeaders.isEmpty { lines.append("  prefix headers: \(list(module.prefixHeaders))") }
        }
        if !result.unownedFiles.isEmpty {
            lines.append("files in no module (\(result.unownedFiles.count)):")
            for file in result.unownedFiles { lines.append("  \(options.pathPrefix)\(file)") }
        }
        lines.append("hive-lint: \(result.moduleSummary); \(counted(result.unownedFiles.count, "file")) in no module")
        return lines.joined(separator: "\n") + "\n"
    }

    private func list(_ names: [String]) -> String { names.isEmpty ? "nothing" : names.joined(separator: ", ") }
}
