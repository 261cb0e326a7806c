import Dispatch
import Synchronization
import Testing
@testable import HiveLintCore

/// `Chunks.eachAtOnce` runs every index once and gives the results in index order, also inside
/// another `concurrentPerform` iteration (a discoverer's projects), where it must not wait for
/// helpers that never start.
struct ChunksTests {
    @Test func eachAtOnceRunsEveryIndexOnceInOrder() {
        let calls = Mutex([Int](repeating: 0, count: 200))
        let results = Chunks.eachAtOnce(count: 200) { index in
            calls.withLock { $0[index] += 1 }
            return index * 2
        }
        #expect(results == (0..<200).map { $0 * 2 })
        #expect(calls.withLock { $0 }.allSatisfy { $0 == 1 })
        #expect(Chunks.eachAtOnce(count: 0) { $0 }.isEmpty)
        #expect(Chunks.eachAtOnce(count: 1) { $0 + 7 } == [7])
    }

    @Test func eachAtOnceInsideConcurrentPerform() {
        let outer = Chunks.map(count: 16, maximum: 16, minimumSize: 1) { range in
            range.map { outer in Chunks.eachAtOnce(count: 50) { outer * 100 + $0 }.reduce(0, +) }
        }.joined()
        #expect(Array(outer) == (0..<16).map { outer in (0..<50).map { outer * 100 + $0 }.reduce(0, +) })
    }

    /// `allSatisfy` is false when any one index fails, wherever it lies, and true only when every
    /// index holds; after a failure, chunks stop early (fewer indices are looked at than exist).
    @Test func allSatisfyFindsAnyFailureAndStopsEarly() {
        #expect(Chunks.allSatisfy(count: 5_000, maximum: 8, minimumSize: 100) { _ in true })
        #expect(Chunks.allSatisfy(count: 0, maximum: 8, minimumSize: 100) { _ in false })
        for failing in [0, 63, 64, 2_499, 4_999] {
            #expect(!Chunks.allSatisfy(count: 5_000, maximum: 8, minimumSize: 100) { $0 != failing })
        }
        let looked = Mutex(0)
        #expect(!Chunks.allSatisfy(count: 100_000, maximum: 1, minimumSize: 100) { index in
            looked.withLock { $0 += 1 }
            return index != 10
        })
        #expect(looked.withLock { $0 } == 11)
    }
}
