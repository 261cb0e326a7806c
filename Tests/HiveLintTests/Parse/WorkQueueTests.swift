import Foundation
import Testing
import HiveLintCore
import HiveLintScan
@testable import HiveLintParse

/// The parse stage's shared queue: every job handed out once, at most one large job at a time,
/// nobody kept waiting while other work is left.
@Suite struct WorkQueueTests {
    @Test func handsOutEveryJobOnceSmallestFirstWhileALargeOneRuns() {
        let queue = WorkQueue(count: 5)
        #expect(queue.take()! == (0, false))
        #expect(queue.beginLarge(orPutAside: 0))
        // While job 0 runs as a large job, jobs come from the back (the smallest files).
        #expect(queue.take()! == (4, false))
        // Job 4 is large too: put aside, and the next is handed out.
        #expect(!queue.beginLarge(orPutAside: 4))
        #expect(queue.take()! == (3, false))
        queue.endLarge()
        // The slot is free: the job put aside comes first, holding it.
        #expect(queue.take()! == (4, true))
        #expect(queue.take()! == (2, false))
        queue.endLarge()
        // No large job runs: from the front again.
        #expect(queue.take()! == (1, false))
        #expect(queue.take() == nil)
    }

    @Test func aWorkerLeftWithOnlyJobsPutAsideWaitsForTheLargeOneToEnd() async {
        let queue = WorkQueue(count: 2)
        _ = queue.take()
        #expect(queue.beginLarge(orPutAside: 0))
        _ = queue.take()
        #expect(!queue.beginLarge(orPutAside: 1))
        let waiter = Task.detached { queue.take() }
        try? await Task.sleep(for: .milliseconds(50))
        queue.endLarge()
        let taken = await waiter.value
        #expect(taken! == (1, true))
        queue.endLarge()
        #expect(queue.take() == nil)
    }

    /// Workers on threads, every fifth job large: each job done once, never two large ones at
    /// the same time.
    @Test func workersNeverRunTwoLargeJobsAtOnce() {
        let queue = WorkQueue(count: 300)
        let state = SharedState()
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            while let (index, holdsLarge) = queue.take() {
                var large = holdsLarge
                if !large, index % 5 == 0 {
                    guard queue.beginLarge(orPutAside: index) else { continue }
                    large = true
                }
                state.start(index, large: large)
                usleep(large ? 300 : 50)
                state.end(large: large)
                if large { queue.endLarge() }
            }
        }
        #expect(state.done.sorted() == Array(0..<300))
        #expect(state.mostLargeAtOnce == 1)
        #expect(state.largeDone == 60)
    }

    /// Libclang's full parses of files over a quarter of the size limit run one at a time with
    /// units built afresh: the facts are those of the default limit, on any number of workers.
    @Test func largeObjectiveCFilesGiveTheSameFactsOnAnyNumberOfWorkers() async throws {
        var files: [String: String] = [:]
        for module in ["Goods", "Shop", "Sale"] {
            files["Modules/\(module)/\(module)Service.h"] = "#import <Foundation/Foundation.h>\n@interface \(module)Service : NSObject\n- (void)start;\n@end\n"
            for index in 0..<3 {
                let other = module == "Goods" ? "Shop" : "Goods"
                var body = "#import \"\(module)Service.h\"\n#import <\(other)/\(other)Service.h>\n\n@implementation \(module)Service (Part\(index))\n"
                for method in 0..<(60 + 30 * index) {
                    body += "- (void)step\(method) {\n    id service = [\(other)Service new];\n    NSLog(@\"\(module) step \(method): %@\", service);\n}\n"
                }
                files["Modules/\(module)/\(module)Service+Part\(index).m"] = body + "@end\n"
            }
        }
        let tree = try TemporaryTree(files)
        let scanned = TreeWalker().walk(try ScanRoot(tree.root))
        let sizes = files.filter { $0.key.hasSuffix(".m") }.map(\.value.utf8.count)
        // Every implementation file is over a quarter of 16 KiB, none over it.
        let budget = ParseBudget(maxFileSize: 16 << 10)
        #expect(sizes.count == 9 && sizes.allSatisfy { budget.parsesAlone(ofBytes: $0) && budget.allowsFullParse(ofBytes: $0) })
        func facts(workers: Int, budget: ParseBudget) async throws -> [FileFacts] {
            try await ParseScheduler.parse(scanned.sourceFiles, tree: scanned, workers: workers, budget: budget).facts
        }
        let reference = try await facts(workers: 1, budget: ParseBudget())
        // The bodies were read: a use of the other module's class inside a method.
        let part = reference.first { $0.path == "Modules/Sale/SaleService+Part2.m" }
        #expect(part?.references.contains { $0.name == "GoodsService" && $0.location.line > 5 } == true)
        #expect(try await facts(workers: 1, budget: budget) == reference)
        #expect(try await facts(workers: 3, budget: budget) == reference)
    }
}

/// What the threads of `workersNeverRunTwoLargeJobsAtOnce` saw.
private final class SharedState: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var done: [Int] = []
    private(set) var mostLargeAtOnce = 0
    private(set) var largeDone = 0
    private var largeRunning = 0

    func start(_ index: Int, large: Bool) {
        lock.lock()
        defer { lock.unlock() }
        done.append(index)
        if large {
            largeRunning += 1
            largeDone += 1
            mostLargeAtOnce = max(mostLargeAtOnce, largeRunning)
        }
    }

    func end(large: Bool) {
        lock.lock()
        defer { lock.unlock() }
        if large { largeRunning -= 1 }
    }
}
