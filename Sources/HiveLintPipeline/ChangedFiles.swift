import Foundation
import HiveLintCore

/// The files a commit touches, from git, for hooks: `--staged` (the index against `HEAD`) or
/// `--changed-since REF` (the working tree against REF, plus untracked files). Paths are
/// relative to the scanned root, as in reports.
public enum ChangedFiles {
    /// Which files changed.
    public enum Source: Sendable, Hashable {
        case staged
        case since(String)
        /// Files named on the command line (`--files`, as pre-commit passes them), relative to
        /// the working directory or absolute.
        case given([String])
    }

    /// Asks git (run in `root`) which files changed; fails with one line when git cannot say.
    public static func list(_ source: Source, root: String) throws(HiveLintError) -> Set<String> {
        if case .given(let files) = source { return relative(files, to: root) }
        guard (try? git(["rev-parse", "--is-inside-work-tree"], in: root)) == ["true"] else {
            throw HiveLintError("\(root) is not inside a git work tree, so --staged and --changed-since cannot be used")
        }
        switch source {
        case .staged:
            return Set(try git(["diff", "--name-only", "--relative", "--no-renames", "--cached", "--diff-filter=ACMRD"], in: root))
        case .given:
            return []
        case .since(let reference):
            guard !reference.hasPrefix("-") else { throw HiveLintError("--changed-since needs a git revision, not an option: \(reference)") }
            let changed = try git(["diff", "--name-only", "--relative", "--no-renames", reference, "--"], in: root)
            let untracked = try git(["ls-files", "--others", "--exclude-standard"], in: root)
            return Set(changed + untracked)
        }
    }

    /// `files` (relative to the working directory, or absolute) relative to `root`; files
    /// outside it are left out.
    static func relative(_ files: [String], to root: String) -> Set<String> {
        let resolvedRoot = RunInputs.Link.target(of: root) ?? root
        let prefix = resolvedRoot == "/" ? "/" : resolvedRoot + "/"
        var found: Set<String> = []
        for file in files {
            let absolute = file.hasPrefix("/") ? file : FileManager.default.currentDirectoryPath + "/" + file
            // The folder resolved (a deleted file has none to resolve), the name kept.
            let folder = (absolute as NSString).deletingLastPathComponent
            let resolved = (RunInputs.Link.target(of: folder) ?? folder) + "/" + (absolute as NSString).lastPathComponent
            if resolved.hasPrefix(prefix) { found.insert(String(resolved.dropFirst(prefix.count))) }
        }
        return found
    }

    private static func git(_ arguments: [String], in root: String) throws(HiveLintError) -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", root, "-c", "core.quotepath=off"] + arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw HiveLintError("cannot run git to list changed files: \(error.localizedDescription)")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let reason = message.split(separator: "\n").first.map(String.init) ?? "exit \(process.terminationStatus)"
            throw HiveLintError("git could not list changed files in \(root): \(reason)")
        }
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init).filter { !$0.isEmpty }
    }
}

extension AnalysisResult {
    /// Only what touches `files`: violations with a piece of evidence (or their location) in
    /// one of them, and diagnostics located in one. The graph and the manifest stay whole:
    /// the checks ran on the whole tree.
    public func touching(_ files: Set<String>) -> AnalysisResult {
        var result = self
        result.violations = violations.filter { violation in
            files.contains(violation.location.file) || violation.evidence.contains { files.contains($0.location.file) }
        }
        result.suppressed = suppressed.filter { files.contains($0.location.file) }
        result.diagnostics = diagnostics.filter { $0.location.map { files.contains($0.file) } ?? false }
        return result
    }
}
