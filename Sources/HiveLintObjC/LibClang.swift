import CLibClang
import Foundation
import HiveLintCore

/// libclang, loaded on first use (see `CLibClang.h` for why it is never linked).
public enum LibClang {
    /// Loads libclang once; later calls return at once. Call it before parsing starts
    /// (the loader is not thread-safe). `HIVE_LINT_LIBCLANG` names the library explicitly.
    public static func load() throws(HiveLintError) {
        let explicit = ProcessInfo.processInfo.environment["HIVE_LINT_LIBCLANG"]
        guard hl_libclang_load(explicit) == 1 else {
            throw HiveLintError("cannot parse Objective-C: \(String(cString: hl_libclang_error()))")
        }
    }

    /// The library file that was loaded, or `nil` before `load()` succeeded.
    public static var loadedPath: String? {
        let path = String(cString: hl_libclang_path())
        return path.isEmpty ? nil : path
    }
}
