import CLibClang
import Foundation
import HiveLintCore

/// libclang, loaded on first use (see `CLibClang.h` for why it is never linked).
public enum LibClang {
    /// Loads libclang once; later calls return at once (one load at a time: tests load it
    /// from several threads). `HIVE_LINT_LIBCLANG` names the library explicitly.
    public static func load() throws(HiveLintError) {
        let explicit = ProcessInfo.processInfo.environment["HIVE_LINT_LIBCLANG"]
        guard hl_libclang_load(explicit) == 1 else {
            throw HiveLintError("cannot parse Objective-C: \(String(cString: hl_libclang_error()))")
        }
    }

    /// Starts loading libclang on a thread of its own, for a caller that will likely parse
    /// Objective-C soon: the load (tens of milliseconds, mapping LLVM) then overlaps other
    /// work. The thread has a parse worker's 8 MB stack, which `load` checks. A later `load()`
    /// waits for this one and reports its failure.
    public static func preload() {
        LargeStack.detach(stackSize: 8 << 20) { try? load() }
    }

    /// The size of the code mappings loading libclang added whose pages were given back to the
    /// kernel right after the load: its static initializers touch ~55 MB of LLVM's code that a
    /// parse never runs (Linux; 0 elsewhere, or before `load()`). See `CLibClang/shim.c`.
    public static var releasedCodeBytes: Int { Int(hl_libclang_released_code_bytes()) }

    /// The library file that was loaded, or `nil` before `load()` succeeded.
    public static var loadedPath: String? {
        let path = String(cString: hl_libclang_path())
        return path.isEmpty ? nil : path
    }

    /// Runs `body` with what libclang prints on the C library's standard error stream kept in
    /// memory (`hl_stderr_capture_begin`), and returns that text too (when `capturing`; else
    /// it just runs `body`). libclang prints a block of its arguments for every crash it
    /// recovers from; users would see it in CI. The stream is the process's: whatever else
    /// writes to it meanwhile is captured too (hive-lint writes its own messages to the file
    /// descriptor; a test runner does not).
    public static func capturingOutput<T>(
        _ capturing: Bool = true, _ body: () async throws(HiveLintError) -> T
    ) async throws(HiveLintError) -> (T, String) {
        guard capturing else { return (try await body(), "") }
        let start = hl_stderr_capture_begin()
        func end() -> String {
            guard start >= 0, let text = hl_stderr_capture_end(start) else { return "" }
            defer { free(text) }
            return String(decoding: UnsafeRawBufferPointer(start: text, count: strlen(text)), as: UTF8.self)
        }
        do {
            let value = try await body()
            return (value, end())
        } catch {
            _ = end()
            throw error
        }
    }

    /// What to say about captured output. libclang's crash reports (`libclang: crash detected
    /// during parsing: {` to `}`, `… during reparsing`, `LIBCLANG FATAL ERROR: …`) are left
    /// out: the file it crashed on has its own `objc-parse-failed` warning, and a reused unit
    /// whose reparse crashed was built again. Anything else is one `libclang-output` warning
    /// quoting its first line.
    public static func diagnostics(forOutput text: String) -> [Diagnostic] {
        var other: [Substring] = []
        var inCrashReport = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            if inCrashReport {
                if line == "}" { inCrashReport = false }
                continue
            }
            if line.hasPrefix("libclang: crash detected during") {
                inCrashReport = line.hasSuffix("{")
                continue
            }
            if line.hasPrefix("LIBCLANG FATAL ERROR: ") { continue }
            if !line.allSatisfy(\.isWhitespace) { other.append(line) }
        }
        guard let first = other.first else { return [] }
        let more = other.count > 1 ? " (and \(other.count - 1) more line\(other.count == 2 ? "" : "s"))" : ""
        return [Diagnostic(
            severity: .warning, code: outputCode, message: "libclang printed while parsing: \(first.prefix(300))\(more)")]
    }

    /// The code of the warning about what libclang printed.
    public static let outputCode = "libclang-output"
}
