#if canImport(Glibc)
import Glibc
#endif

/// Gives the memory the process has freed back to the system. glibc keeps freed memory in
/// the arena of the thread that used it, where another thread's allocations cannot reuse
/// it: after a parse stage on worker threads, tens of megabytes stay resident for nothing.
public enum FreedMemory {
    #if canImport(Glibc)
    /// `malloc_trim` (glibc's `<malloc.h>`, which the Glibc module does not export).
    private typealias Trim = @convention(c) (Int) -> Int32
    private static let trim: Trim? = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim").map { unsafeBitCast($0, to: Trim.self) }
    #endif

    /// Returns free memory of every arena to the system (a few milliseconds after a parse
    /// stage; nothing elsewhere).
    public static func giveBack() {
        #if canImport(Glibc)
        _ = trim?(0)
        #endif
    }
}
