import Foundation

/// 64-bit FNV-1a, fed byte by byte: the one hash behind `ContentHash`, `Fingerprint` and the
/// prelude's identifier lookup. Stable across runs, machines and Swift versions (unlike
/// `Hasher`, which is seeded per process).
/// Inlinable: other modules feed it a byte at a time on hot paths.
public struct FNV1a: Sendable {
    @usableFromInline var state: UInt64 = 0xcbf2_9ce4_8422_2325

    public var value: UInt64 { state }

    @inlinable public init() {}

    @inlinable public mutating func add(_ byte: UInt8) {
        state ^= UInt64(byte)
        state = state &* 0x0000_0100_0000_01b3
    }

    @inlinable public mutating func add(_ bytes: UnsafeBufferPointer<UInt8>) {
        for byte in bytes { add(byte) }
    }

    @inlinable public mutating func add(_ text: String) {
        for byte in text.utf8 { add(byte) }
    }

    /// `text` ended by a zero byte, so that `["ab", "c"]` and `["a", "bc"]` differ.
    @inlinable public mutating func add(field text: String) {
        add(text)
        add(0)
    }

    /// The value's 8 bytes, least significant first.
    @inlinable public mutating func add(word value: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) { add(UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
    }
}

/// FNV-1a over bytes, for content and dependency hashes.
public enum ContentHash {
    public static func of(_ bytes: [UInt8]) -> UInt64 {
        of(bytes[...])
    }

    /// The hash of some bytes of an array (a cache entry, a memo's payload: their checksums).
    public static func of(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        var hash = FNV1a()
        bytes.withUnsafeBufferPointer { hash.add($0) }
        return hash.value
    }

    /// The hash of strings, each terminated by a zero byte (so `["ab", "c"]` ≠ `["a", "bc"]`).
    public static func of(_ strings: [String]) -> UInt64 {
        var hash = FNV1a()
        for string in strings { hash.add(field: string) }
        return hash.value
    }
}

extension CallVocabulary {
    /// A stable hash of the names, for cache keys.
    public var fingerprint: UInt64 {
        ContentHash.of(
            ["selectors"] + selectors.sorted() + ["macros"] + macros.sorted() + ["swift"] + swiftCalls.sorted()
                + ["format"] + formatFunctions.sorted() + ["pass"] + passThroughSelectors.sorted())
    }
}

/// Whether some bytes occur in others: the one search behind `contains(subsequence:)` and
/// `containsBytes`.
enum ByteSearch {
    static func contains(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !needle.isEmpty else { return true }
        guard needle.count <= haystack.count, let base = haystack.baseAddress, let pattern = needle.baseAddress else { return false }
        // From one occurrence of the first byte to the next with the C library's vectorised
        // `memchr`, comparing the rest there: this runs on every file before its parse.
        let first = Int32(pattern.pointee)
        let last = haystack.count - needle.count
        var offset = 0
        while offset <= last, let found = memchr(base + offset, first, last - offset + 1) {
            let at = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            if memcmp(base + at, pattern, needle.count) == 0 { return true }
            offset = at + 1
        }
        return false
    }
}

extension Array where Element == UInt8 {
    /// Whether `needle` (not empty) occurs in the bytes (a cheap test before a parse).
    public func contains(subsequence needle: [UInt8]) -> Bool {
        guard !needle.isEmpty else { return false }
        return withUnsafeBufferPointer { haystack in needle.withUnsafeBufferPointer { ByteSearch.contains(haystack, $0) } }
    }
}

extension String {
    /// Whether `text` occurs in the string, compared as UTF-8 bytes. For hot paths: with
    /// Foundation imported, `contains(_: String)` goes through `NSString` and costs
    /// microseconds per call.
    public func containsBytes(_ text: String) -> Bool {
        var haystack = self
        var needle = text
        return haystack.withUTF8 { h in needle.withUTF8 { n in ByteSearch.contains(h, n) } }
    }
}
