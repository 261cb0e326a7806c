import HiveLintCore

/// How much of the tree the modules cover: a run that checks nothing must say so, never
/// pass silently (a tree with no manifest hive-lint reads, a `rules.json` whose folders match
/// nothing).
public enum Coverage {
    /// `no-modules` when no first-party module was found; `files-in-no-module` when more than
    /// half of the first-party source files are in no module. Both are warnings and say what
    /// to do.
    static func diagnostics(modules: [Module], sourceFiles: Int, unowned: [String]) -> [Diagnostic] {
        let firstParty = modules.filter { $0.kind != .external }
        if firstParty.isEmpty {
            let found = sourceFiles == 0
                ? "no Swift or Objective-C source file under the root"
                : "\(counted(sourceFiles, "source file")) but no Package.swift, podspec, Xcode, Tuist or XcodeGen target and no module folder (Modules/*, Features/*) owns them"
            // Third-party ones only (a binary pod's frameworks): found, and none of them the tree's.
            let what = modules.isEmpty ? "no module found" : "no first-party module found (\(counted(modules.count, "third-party module")))"
            return [Diagnostic(severity: .warning, code: "no-modules", message: "\(what): \(found); \(advice)")]
        }
        guard unowned.count * 2 > sourceFiles, let first = unowned.first else { return [] }
        return [Diagnostic(
            severity: .warning, code: "files-in-no-module",
            message: "\(unowned.count) of the \(counted(sourceFiles, "source file")) are in no module (first: \(first)), so no rule sees them; \(advice)")]
    }

    static let advice = "declare the modules' folders in rules.json discovery.folders or discovery.modules (hive-lint init writes a starter rules.json; hive-lint modules lists the files)"

    /// Why a lint of `result` cannot check anything (source files but no first-party module),
    /// as the one-line reason of exit 2; `nil` when there is something to check.
    /// When manifests were there but could not be read, it says so with the first place
    /// (a Tuist helper it cannot evaluate skips every target), since the diagnostics that say
    /// it are not printed on an exit 2.
    public static func nothingToCheck(_ result: AnalysisResult) -> String? {
        guard result.fileCounts.total > 0, result.modules.allSatisfy({ $0.kind == .external }) else { return nil }
        let files = counted(result.fileCounts.total, "source file")
        let unread = result.diagnostics.filter { $0.code == "unresolved-manifest-value" || $0.code == "unreadable-manifest" }.sorted()
        if let first = unread.first {
            let place = first.location.map { "\($0): " } ?? ""
            return "no module found in \(result.root): \(files), and \(counted(unread.count, "manifest problem")) kept hive-lint from reading the modules (first: \(place)\(first.message)); \(advice)"
        }
        return "no module found in \(result.root): \(files) but no manifest or module folder declares a module; \(advice)"
    }
}
