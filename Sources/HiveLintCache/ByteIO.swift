// The byte primitives of the cache files: unsigned LEB128 varints, zigzag integers, bytes and
// length-prefixed UTF-8 strings, written to a byte array and read back with every read
// bounds-checked. `FactsCodec` builds the facts records from them; `FactsCache` and `RunMemo`
// their file headers and entries.

/// Thrown when bytes are truncated or corrupt.
public struct FactsCodecError: Error, Sendable, Equatable {
    public var message: String

    public init(message: String) {
        self.message = message
    }
}

/// Appends varints and length-prefixed UTF-8 strings to a byte array.
public struct ByteWriter: Sendable {
    public var bytes: [UInt8]

    public init() {
        bytes = []
    }

    /// Appends `v` as an unsigned LEB128 varint (1 byte below 128, at most 10).
    @inline(__always)
    public mutating func uint(_ v: UInt64) {
        if v < 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: v))
            return
        }
        var value = v
        while value >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(truncatingIfNeeded: value))
    }

    /// Appends `v` zigzag-encoded (small negative numbers stay small).
    @inline(__always)
    public mutating func int(_ v: Int) {
        let v64 = Int64(v)
        uint(UInt64(bitPattern: (v64 << 1) ^ (v64 >> 63)))
    }

    /// Appends one byte.
    @inline(__always)
    public mutating func byte(_ b: UInt8) {
        bytes.append(b)
    }

    /// Appends the UTF-8 byte count as a varint, then the bytes.
    public mutating func string(_ s: String) {
        var s = s
        s.withUTF8 { utf8 in
            uint(UInt64(utf8.count))
            bytes.append(contentsOf: utf8)
        }
    }

    /// Appends UTF-8 bytes with no length (the caller wrote it).
    @inline(__always)
    mutating func rawUTF8(_ utf8: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: utf8)
    }
}

/// Reads what `ByteWriter` wrote. Every read checks the bytes remaining and throws
/// `FactsCodecError` instead of trapping, whatever `offset` is set to; a read that throws
/// leaves `offset` where it was.
public struct ByteReader: Sendable {
    public let bytes: [UInt8]
    public var offset: Int

    public init(_ bytes: [UInt8], offset: Int = 0) {
        self.bytes = bytes
        self.offset = offset
    }

    /// Whether no bytes remain (also when `offset` is outside the bytes).
    public var isAtEnd: Bool { remaining == 0 }

    /// Bytes left after `offset`; 0 when `offset` is outside the bytes.
    public var remaining: Int {
        offset >= 0 && offset < bytes.count ? bytes.count - offset : 0
    }

    /// Reads one byte.
    public mutating func byte() throws(FactsCodecError) -> UInt8 {
        try read { (raw: inout RawReader) throws(FactsCodecError) in try raw.byte() }
    }

    /// Reads an unsigned LEB128 varint; rejects more than 64 bits.
    public mutating func uint() throws(FactsCodecError) -> UInt64 {
        try read { (raw: inout RawReader) throws(FactsCodecError) in try raw.uint() }
    }

    /// Reads a zigzag varint as written by `ByteWriter.int`.
    public mutating func int() throws(FactsCodecError) -> Int {
        try read { (raw: inout RawReader) throws(FactsCodecError) in try raw.int() }
    }

    /// Reads a count of elements that take at least `minimumSize` bytes each; a count the
    /// remaining bytes cannot hold is corrupt.
    public mutating func count(minimumSize: Int = 1) throws(FactsCodecError) -> Int {
        try read { (raw: inout RawReader) throws(FactsCodecError) in try raw.count(minimumSize: minimumSize) }
    }

    /// Reads a varint byte count and steps over that many bytes; where they lie. A count the
    /// remaining bytes cannot hold is corrupt.
    public mutating func lengthPrefixed() throws(FactsCodecError) -> Range<Int> {
        let length = try count()
        let start = offset
        offset += length
        return start..<offset
    }

    /// Reads a varint byte count, then that many bytes as UTF-8 (ill-formed sequences become
    /// U+FFFD rather than failing).
    public mutating func string() throws(FactsCodecError) -> String {
        try read { (raw: inout RawReader) throws(FactsCodecError) in try raw.string() }
    }

    /// Reads a string as `string()` does and says whether it is `expected`, without making a
    /// string of it (a keyed container's every key is checked so).
    public mutating func matches(_ expected: String) throws(FactsCodecError) -> Bool {
        let range = try lengthPrefixed()
        var expected = expected
        return expected.withUTF8 { utf8 in
            utf8.count == range.count && bytes.withUnsafeBufferPointer { buffer in utf8.elementsEqual(buffer[range]) }
        }
    }

    /// Runs `body` on a `RawReader` over the bytes; advances `offset` only when it succeeds.
    private mutating func read<R>(_ body: (inout RawReader) throws(FactsCodecError) -> R) throws(FactsCodecError) -> R {
        let start = offset
        let result: Result<(R, Int), FactsCodecError> = bytes.withUnsafeBufferPointer { buffer in
            var raw = RawReader(buffer, offset: start)
            do throws(FactsCodecError) {
                let value = try body(&raw)
                return .success((value, raw.offset))
            } catch {
                return .failure(error)
            }
        }
        let (value, end) = try result.get()
        offset = end
        return value
    }
}

/// The reading logic shared by `ByteReader` and the codec, over memory the caller keeps alive
/// for the reader's lifetime (inside `withUnsafeBufferPointer`). Every read checks bounds.
struct RawReader {
    let buffer: UnsafeBufferPointer<UInt8>
    var offset: Int

    init(_ buffer: UnsafeBufferPointer<UInt8>, offset: Int) {
        self.buffer = buffer
        self.offset = offset
    }

    /// Bytes left after `offset`; 0 when `offset` is outside the bytes.
    var remaining: Int {
        offset >= 0 && offset < buffer.count ? buffer.count - offset : 0
    }

    func failure(_ what: String) -> FactsCodecError {
        FactsCodecError(message: "\(what) at byte \(offset)")
    }

    @inline(__always)
    mutating func byte() throws(FactsCodecError) -> UInt8 {
        // One unsigned compare also rejects a negative offset.
        guard UInt(bitPattern: offset) < UInt(bitPattern: buffer.count) else { throw failure("unexpected end of data") }
        let b = buffer[offset]
        offset &+= 1
        return b
    }

    @inline(__always)
    mutating func uint() throws(FactsCodecError) -> UInt64 {
        let first = try byte()
        if first < 0x80 { return UInt64(first) }
        return try uintTail(first)
    }

    mutating func uintTail(_ first: UInt8) throws(FactsCodecError) -> UInt64 {
        var result = UInt64(first & 0x7F)
        var shift: UInt64 = 7
        while true {
            let b = try byte()
            if shift == 63 {
                // The tenth byte holds only the top bit.
                guard b <= 1 else { throw failure("varint longer than 64 bits") }
                return result | (UInt64(b) << 63)
            }
            result |= UInt64(b & 0x7F) << shift
            if b < 0x80 { return result }
            shift += 7
        }
    }

    @inline(__always)
    mutating func int() throws(FactsCodecError) -> Int {
        let u = try uint()
        let v = Int64(bitPattern: (u >> 1) ^ (0 &- (u & 1)))
        guard let int = Int(exactly: v) else { throw failure("integer out of range") }
        return int
    }

    @inline(__always)
    mutating func count(minimumSize: Int = 1) throws(FactsCodecError) -> Int {
        let n = try uint()
        guard n <= UInt64(remaining / max(minimumSize, 1)) else { throw failure("count \(n) exceeds the data") }
        return Int(n)
    }

    mutating func string() throws(FactsCodecError) -> String {
        let length = try uint()
        return try utf8String(length: length)
    }

    /// Reads `length` bytes as UTF-8 (ill-formed sequences become U+FFFD).
    @inline(__always)
    mutating func utf8String(length: UInt64) throws(FactsCodecError) -> String {
        guard offset >= 0, offset <= buffer.count, length <= UInt64(buffer.count - offset) else {
            throw failure("string of \(length) bytes exceeds the data")
        }
        let start = offset
        let end = start + Int(length)
        offset = end
        return String(decoding: UnsafeBufferPointer(rebasing: buffer[start ..< end]), as: UTF8.self)
    }
}
