/// 64-bit FNV-1a over bytes, for content and dependency hashes: stable across runs, machines
/// and Swift versions (unlike `Hasher`).
public enum ContentHash {
    public static func of(_ bytes: [UInt8]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        bytes.withUnsafeBufferPointer { buffer in
            for byte in buffer {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01b3
            }
        }
        return hash
    }

    /// The hash of strings, each terminated by a zero byte (so `["ab", "c"]` ≠ `["a", "bc"]`).
    public static func of(_ strings: [String]) -> UInt64 {
        var bytes: [UInt8] = []
        for string in strings {
            bytes += string.utf8
            bytes.append(0)
        }
        return of(bytes)
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

extension Array where Element == UInt8 {
    /// Whether `needle` occurs in the bytes (a cheap test before a parse).
    public func contains(subsequence needle: [UInt8]) -> Bool {
        guard let first = needle.first, needle.count <= count else { return false }
        var index = 0
        while let found = self[index...].firstIndex(of: first), found + needle.count <= count {
            if self[found..<(found + needle.count)].elementsEqual(needle) { return true }
            index = found + 1
        }
        return false
    }
}

extension String {
    /// Whether `text` occurs in the string, compared as UTF-8 bytes. For hot paths: with
    /// Foundation imported, `contains(_: String)` goes through `NSString` and costs
    /// microseconds per call.
    public func containsBytes(_ text: String) -> Bool {
        var haystack = self
        var needle = text
        return haystack.withUTF8 { h in needle.withUTF8 { n in Self.search(h, n) } }
    }

    private static func search(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = needle.first else { return true }
        guard needle.count <= haystack.count else { return false }
        var i = 0
        let last = haystack.count - needle.count
        while i <= last {
            if haystack[i] == first {
                var j = 1
                while j < needle.count, haystack[i + j] == needle[j] { j += 1 }
                if j == needle.count { return true }
            }
            i += 1
        }
        return false
    }
}
