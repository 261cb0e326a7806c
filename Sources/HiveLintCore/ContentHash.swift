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

/// The checksum of hive-lint's own files (each parse cache entry, the memos) and the content
/// hash the parse cache keys a source file by: eight bytes at a time, about five times faster
/// than `ContentHash`'s FNV-1a a byte at a time (a run after an edit reads and writes some
/// 10 MB of cache at 10k files, a cold run hashes every source file). Each step (xor a word,
/// multiply by an odd constant, xor-shift) is a bijection of the state, so a change confined
/// to one word always changes the result; the length and murmur3's finalizer end it. For
/// files this build wrote and reads back on this machine only: anything a user keeps
/// (baseline fingerprints) stays `ContentHash`.
public enum Checksum {
    public static func of(_ bytes: [UInt8]) -> UInt64 {
        of(bytes[...])
    }

    public static func of(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        bytes.withUnsafeBytes { raw -> UInt64 in
            let multiplier: UInt64 = 0x9e37_79b9_7f4a_7c15
            var state: UInt64 = 0xcbf2_9ce4_8422_2325
            let words = raw.count / 8
            for index in 0..<words {
                state = (state ^ UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self))) &* multiplier
                state ^= state >> 29
            }
            for index in (words * 8)..<raw.count {
                state = (state ^ UInt64(raw[index])) &* multiplier
                state ^= state >> 29
            }
            state ^= UInt64(raw.count)
            state ^= state >> 33
            state &*= 0xff51_afd7_ed55_8ccd
            state ^= state >> 33
            state &*= 0xc4ce_b9fe_1a85_ec53
            return state ^ (state >> 33)
        }
    }
}

extension CallVocabulary {
    /// A stable hash of the names, for cache keys.
    public var fingerprint: UInt64 {
        ContentHash.of(
            ["selectors"] + selectors.sorted() + ["macros"] + macros.sorted() + ["swift"] + swiftCalls.sorted() + ["swift prefixes"] + swiftCallPrefixes.sorted()
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
