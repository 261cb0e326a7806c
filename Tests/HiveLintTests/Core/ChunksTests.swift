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
}
