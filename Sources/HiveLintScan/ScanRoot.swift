import Foundation
import HiveLintCore

/// The tree to scan: the path as the user named it (reports show it) and its absolute,
/// symlink-resolved form, made once per run (every file the run reads is under it).
public struct ScanRoot: Sendable, Hashable {
    public let given: String
    public let absolute: String

    /// Checks that `given` is a readable folder and resolves it. Throws a one-line error.
    public init(_ given: String) throws(HiveLintError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: given, isDirectory: &isDirectory) else {
            throw HiveLintError("no such file or directory: \(given)")
        }
        guard isDirectory.boolValue else {
            throw HiveLintError("not a directory: \(given) (hive-lint scans a source tree)")
        }
        guard let resolved = realpath(given, nil) else {
            throw HiveLintError("cannot resolve \(given): \(String(cString: strerror(errno)))")
        }
        let absolute = String(cString: resolved)
        free(resolved)
        guard access(absolute, R_OK | X_OK) == 0 else {
            throw HiveLintError("cannot read directory \(given): \(String(cString: strerror(errno)))")
        }
        self.given = given
        self.absolute = absolute
    }

    /// A path the user gave (absolute, or relative to the working directory): relative to the
    /// root when it is inside it (so reports stay machine-independent), else as given.
    public func shown(_ path: String) -> String {
        let resolved = RunInputs.Link.target(of: path) ?? Self.absolute(path)
        let prefix = absolute == "/" ? "/" : absolute + "/"
        return resolved.hasPrefix(prefix) ? String(resolved.dropFirst(prefix.count)) : path
    }

    /// `path` made absolute against the working directory (not resolved: it may not exist).
    public static func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    }

    /// `<root>/<relative>` (the root's own files: `rules.json`, the cache folder).
    public func appending(_ relative: String) -> String {
        absolute == "/" ? "/" + relative : absolute + "/" + relative
    }
}
