import Testing
@testable import HiveLintCore

/// The command line asks glibc to grow and trim its heaps in large steps; the lookup of
/// `mallopt` and the parameter must both work where the tool runs (Linux CI).
struct HeapGrowthTests {
    @Test func glibcAcceptsTheTopPad() {
        #if canImport(Glibc)
        #expect(HeapGrowth.reserveAhead())
        #else
        #expect(!HeapGrowth.reserveAhead())
        #endif
    }
}
