import Foundation

/// Work on `count` items split into contiguous chunks run at once (`concurrentPerform`), the
/// results in chunk order: how the parse cache decodes its records, the run memo checks and
/// records its inputs, and the symbol and import resolvers go through the files.
public enum Chunks {
    /// The cores this process may run on.
    public static var cores: Int { ProcessInfo.processInfo.activeProcessorCount }

    /// `body` applied to up to `maximum` chunks of `count` items, each at least `minimumSize`
    /// items (one chunk when there are fewer); the results in order.
    public static func map<T>(count: Int, maximum: Int, minimumSize: Int, _ body: @Sendable (Range<Int>) -> T) -> [T] {
        let chunks = max(1, min(maximum, count / minimumSize))
        var results = [T?](repeating: nil, count: chunks)
        results.withUnsafeMutableBufferPointer { buffer in
            nonisolated(unsafe) let out = buffer
            DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
                out[chunk] = body((count * chunk / chunks)..<(count * (chunk + 1) / chunks))
            }
        }
        return results.compactMap { $0 }
    }
}

extension Chunks {
    /// Whether `predicate` holds for every index in `0..<count`, checked in chunks at once as
    /// `map` splits them; once one index fails, every chunk stops at its next look at the
    /// others (each 64 indices), and chunks not started do nothing: the run memo's check of
    /// 13,000 inputs after an edit stops near the first changed one.
    public static func allSatisfy(count: Int, maximum: Int, minimumSize: Int, _ predicate: @Sendable (Int) -> Bool) -> Bool {
        let failed = Flag()
        let results = map(count: count, maximum: maximum, minimumSize: minimumSize) { range -> Bool in
            for index in range {
                if (index - range.lowerBound) % 64 == 0, failed.isSet { return false }
                if !predicate(index) {
                    failed.set()
                    return false
                }
            }
            return true
        }
        return !results.contains(false)
    }

    /// A flag any thread may set and read.
    private final class Flag: @unchecked Sendable {
        private let lock = NSLock()
        private var value = false

        var isSet: Bool {
            lock.lock()
            defer { lock.unlock() }
            return value
        }

        func set() {
            lock.lock()
            value = true
            lock.unlock()
        }
    }
}

/// Two independent pieces of work run at once (`concurrentPerform`), on one thread each.
public enum Concurrently {
    public static func both<A, B>(_ first: @Sendable () -> A, _ second: @Sendable () -> B) -> (A, B) {
        var a: A?
        var b: B?
        withUnsafeMutablePointer(to: &a) { pointerA in
            withUnsafeMutablePointer(to: &b) { pointerB in
                nonisolated(unsafe) let outA = pointerA, outB = pointerB
                DispatchQueue.concurrentPerform(iterations: 2) { index in
                    if index == 0 { outA.pointee = first() } else { outB.pointee = second() }
                }
            }
        }
        return (a!, b!)
    }
}

extension Chunks {
    /// `body` of each index in `0..<count`, the results in index order: the calling thread and
    /// up to `cores - 1` helpers on the global queue each take the next index no one has taken,
    /// so a long item does not hold up the short ones behind it. For work inside another
    /// `concurrentPerform` iteration (a discoverer's projects), where a nested
    /// `concurrentPerform` gets only its share of the cores: one, on 2 cores with 9
    /// discoverers, and a tree's 55 Xcode projects were read one after the other. A helper
    /// that starts after every index was taken does nothing.
    public static func eachAtOnce<T>(count: Int, _ body: @escaping @Sendable (Int) -> T) -> [T] {
        guard count > 1 else { return count == 1 ? [body(0)] : [] }
        let work = SharedWork(count: count, body: body)
        for _ in 1..<min(cores, count) { DispatchQueue.global().async { work.run() } }
        work.run()
        return work.results()
    }
}

/// The indices `Chunks.eachAtOnce` hands out and the results it gathers.
private final class SharedWork<T>: @unchecked Sendable {
    private let count: Int
    private let body: @Sendable (Int) -> T
    private let condition = NSCondition()
    private var next = 0
    private var finished = 0
    private var gathered: [T?]

    init(count: Int, body: @escaping @Sendable (Int) -> T) {
        self.count = count
        self.body = body
        gathered = Array(repeating: nil, count: count)
    }

    private func take() -> Int? {
        condition.lock()
        defer { condition.unlock() }
        guard next < count else { return nil }
        next += 1
        return next - 1
    }

    /// Runs `body` of the indices not yet taken, one at a time.
    func run() {
        while let index = take() {
            let result = body(index)
            condition.lock()
            gathered[index] = result
            finished += 1
            if finished == count { condition.broadcast() }
            condition.unlock()
        }
    }

    /// The results, once every index has run (some on helpers still finishing theirs).
    func results() -> [T] {
        condition.lock()
        while finished < count { condition.wait() }
        let results = gathered.map { $0! }
        condition.unlock()
        return results
    }
}
