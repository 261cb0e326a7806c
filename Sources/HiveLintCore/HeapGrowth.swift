#if canImport(Glibc)
import Glibc
#endif

/// How the C heap grows, for a process that runs hive-lint once and exits.
///
/// glibc's allocator grows each thread arena's heap a few pages at a time, with an `mprotect`
/// call and fresh page faults each time, and gives the top of a heap back as soon as enough of
/// it is free. A run after an edit allocates and frees a whole tree's facts, graph and report
/// on several threads: `perf` put 5 % of its CPU in those `mprotect` calls alone. With
/// `M_TOP_PAD` 16 MB are kept at the top of a heap when it is trimmed (and a new heap starts
/// that large), so a heap that shrank does not grow back page by page: on the synthetic 10k
/// tree after 5 edits, 11,400 `mprotect` calls became 6,100, and interleaved runs took 50 to
/// 70 ms less CPU. Peak RSS is unchanged (reserved pages that are never touched are not
/// resident).
public enum HeapGrowth {
    /// glibc's `M_TOP_PAD` (`malloc.h`; part of its ABI).
    private static let topPadParameter: Int32 = -2
    /// How much a heap grows by, and keeps at its top, beyond what was asked.
    public static let topPad: Int32 = 16 << 20

    /// Sets `M_TOP_PAD` through `mallopt`, looked up at run time (Swift's Glibc module does
    /// not import `malloc.h`). Call once, first thing in `main`. Whether it was set; elsewhere
    /// than glibc, nothing is done.
    @discardableResult
    public static func reserveAhead() -> Bool {
        #if canImport(Glibc)
        typealias MallOpt = @convention(c) (Int32, Int32) -> Int32
        // `nil` is glibc's `RTLD_DEFAULT`: the process's own symbols.
        guard let symbol = dlsym(nil, "mallopt") else { return false }
        return unsafeBitCast(symbol, to: MallOpt.self)(topPadParameter, topPad) == 1
        #else
        return false
        #endif
    }
}
