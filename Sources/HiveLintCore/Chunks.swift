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
