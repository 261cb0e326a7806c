import HiveLintCore

/// SplitMix64: a small, fast, seeded pseudo-random generator whose output is fixed by its
/// algorithm, so a seed gives the same tree on every machine and toolchain.
///
/// The standard library's `random(in:using:)` helpers are not used: their mapping from
/// generator output to a range is not promised to stay the same across Swift versions.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    /// A generator for one named item (a file), independent of the order items are made in.
    init(seed: UInt64, label: String) {
        var hash = FNV1a()
        hash.add(label)
        self.init(seed: seed ^ hash.value)
        _ = next()
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `range` (the modulo bias is far below anything a benchmark tree notices).
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        let width = UInt64(range.upperBound - range.lowerBound) + 1
        return range.lowerBound + Int(next() % width)
    }

    /// A number in `[0, 1)`.
    mutating func unit() -> Double {
        Double(next() >> 11) * 0x1.0p-53
    }

    /// `true` with probability `p`.
    mutating func chance(_ p: Double) -> Bool {
        unit() < p
    }

    /// One element of a non-empty array.
    mutating func pick<T>(_ items: [T]) -> T {
        items[int(0...(items.count - 1))]
    }

    /// Up to `count` distinct elements of `items`, in a random order.
    mutating func sample<T>(_ items: [T], count: Int) -> [T] {
        var pool = items
        var chosen: [T] = []
        while chosen.count < count, !pool.isEmpty {
            chosen.append(pool.remove(at: int(0...(pool.count - 1))))
        }
        return chosen
    }

    /// `items` in a random order (Fisher–Yates).
    mutating func shuffled<T>(_ items: [T]) -> [T] {
        var result = items
        var i = result.count - 1
        while i > 0 {
            result.swapAt(i, int(0...i))
            i -= 1
        }
        return result
    }
}
