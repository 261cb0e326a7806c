import HiveLintCore

// MARK: - Format (version 2)
//
// One FileFacts record; every integer is an unsigned LEB128 varint unless noted:
//
//   0xFA                      record marker (1 byte)
//   shared                    how many of the record's strings are shared (see below)
//   path                      string
//   language                  1 byte
//   imports, declarations, references, calls, types, methods, constants, diagnostics:
//                             each a count, then the elements, fields in declaration order
//   0xAF                      end marker (1 byte)
//
// Strings: one varint v, then for a new string its UTF-8 bytes.
//   v & 1 == 1   back-reference to shared string number v >> 1 (in order of appearance)
//   v & 1 == 0   a new string of v >> 2 bytes; v & 2 marks it shared (the encoder counted
//                it more than once in the record, so the decoder keeps it for back-references)
//   v == 0       ""; v == 2 (a shared empty string, never written otherwise) is nil where
//                the field is optional
// Records are self-contained: the table starts empty in each.
// Locations: a tag byte (0: the record's own path, 1: a file string follows, 2: nil for an
// optional location), then line and column, zigzag-encoded.
// Enums: one byte from the fixed tables below (not their raw values). A Bool next to an enum
// shares its byte (tag << 1 | flag); MethodEvent has one flags byte (1: class method,
// 2: `returns` follows). ValueExpression: a tag byte then its string, or a count and nested
// values for `format`/`concat`, or an optional string for `block`, or for `macroCall` the
// name, the written text, a count and the arguments. A ConstantEvent's parameters: a count
// (0: not a function-like macro; n + 1: n parameter names follow) after its name.
//
// Decoding bounds every count by the bytes remaining (each element takes at least its
// minimum encoded size), caps nesting at `FactsCodec.maxValueDepth`, and throws on any
// unknown tag, so corrupt bytes cannot trap, loop or allocate without limit.

/// Thrown when bytes are truncated or corrupt.
public struct FactsCodecError: Error, Sendable, Equatable {
    public var message: String

    public init(message: String) {
        self.message = message
    }
}

/// The binary encoding of `FileFacts` for the persistent parse cache.
public enum FactsCodec {
    /// Bumped on any change to the encoding, or to what the front ends record (cached facts
    /// would lack it: 5 adds `#externalMacro(module:)` as an import).
    public static let formatVersion: UInt32 = 5

    /// How deeply `format`/`concat` values may nest; deeper input is rejected on decode, so
    /// corrupt bytes cannot exhaust the stack (facts holding a deeper value encode, but do not
    /// decode: the cache then parses the file again).
    public static let maxValueDepth = 64

    static let recordMarker: UInt8 = 0xFA
    static let endMarker: UInt8 = 0xAF

    /// Appends `facts` to `buffer`.
    public static func encode(_ facts: FileFacts, into buffer: inout [UInt8]) {
        var encoder = FactsEncoder(path: facts.path)
        // Move the buffer into the writer without copying it, and back when done.
        encoder.writer.bytes = buffer
        buffer = []
        encoder.encode(facts)
        buffer = encoder.writer.bytes
    }

    /// Reads one FileFacts starting at `offset` (advanced past it). Throws `FactsCodecError`
    /// on truncated or corrupt bytes; never traps, never reads out of bounds, never loops
    /// forever, never allocates absurd amounts because of a corrupt length (lengths are capped
    /// by the bytes remaining). On error `offset` is left unchanged.
    public static func decode(_ buffer: [UInt8], at offset: inout Int) throws(FactsCodecError) -> FileFacts {
        let start = offset
        let result: Result<(FileFacts, Int), FactsCodecError> = buffer.withUnsafeBufferPointer { bytes in
            var decoder = FactsDecoder(reader: RawReader(bytes, offset: start))
            do throws(FactsCodecError) {
                let facts = try decoder.decodeFacts()
                return .success((facts, decoder.reader.offset))
            } catch {
                return .failure(error)
            }
        }
        let (facts, end) = try result.get()
        offset = end
        return facts
    }
}

// MARK: - Primitives

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

// MARK: - Enum tables (stable; changing one bumps formatVersion)

extension Language {
    var codecTag: UInt8 {
        switch self {
        case .swift: 0
        case .objcHeader: 1
        case .objc: 2
        case .objcpp: 3
        }
    }

    init?(codecTag: UInt8) {
        switch codecTag {
        case 0: self = .swift
        case 1: self = .objcHeader
        case 2: self = .objc
        case 3: self = .objcpp
        default: return nil
        }
    }
}

extension ImportForm {
    var codecTag: UInt8 {
        switch self {
        case .swiftImport: 0
        case .angledInclude: 1
        case .quotedInclude: 2
        case .moduleImport: 3
        case .forwardClass: 4
        }
    }

    init?(codecTag: UInt8) {
        switch codecTag {
        case 0: self = .swiftImport
        case 1: self = .angledInclude
        case 2: self = .quotedInclude
        case 3: self = .moduleImport
        case 4: self = .forwardClass
        default: return nil
        }
    }
}

extension DeclarationKind {
    var codecTag: UInt8 {
        switch self {
        case .objcClass: 0
        case .objcProtocol: 1
        case .objcCategory: 2
        case .function: 3
        case .constant: 4
        case .macro: 5
        case .type: 6
        case .enumConstant: 7
        case .swiftType: 8
        case .swiftProtocol: 9
        }
    }

    init?(codecTag: UInt8) {
        switch codecTag {
        case 0: self = .objcClass
        case 1: self = .objcProtocol
        case 2: self = .objcCategory
        case 3: self = .function
        case 4: self = .constant
        case 5: self = .macro
        case 6: self = .type
        case 7: self = .enumConstant
        case 8: self = .swiftType
        case 9: self = .swiftProtocol
        default: return nil
        }
    }
}

extension ReferenceKind {
    var codecTag: UInt8 {
        switch self {
        case .type: 0
        case .inherit: 1
        case .extension: 2
        case .category: 3
        case .value: 4
        case .macro: 5
        case .string: 6
        case .protocolExpression: 7
        }
    }

    init?(codecTag: UInt8) {
        switch codecTag {
        case 0: self = .type
        case 1: self = .inherit
        case 2: self = .extension
        case 3: self = .category
        case 4: self = .value
        case 5: self = .macro
        case 6: self = .string
        case 7: self = .protocolExpression
        default: return nil
        }
    }
}

extension CallForm {
    var codecTag: UInt8 {
        switch self {
        case .message: 0
        case .macro: 1
        case .swift: 2
        }
    }

    init?(codecTag: UInt8) {
        switch codecTag {
        case 0: self = .message
        case 1: self = .macro
        case 2: self = .swift
        default: return nil
        }
    }
}

extension TypeEventKind {
    var codecTag: UInt8 {
        switch self {
        case .objcClass: 0
        case .objcProtocol: 1
        case .swiftType: 2
        case .swiftProtocol: 3
        }
    }

    init?(codecTag: UInt8) {
        switch codecTag {
        case 0: self = .objcClass
        case 1: self = .objcProtocol
        case 2: self = .swiftType
        case 3: self = .swiftProtocol
        default: return nil
        }
    }
}

extension ConstantForm {
    var codecTag: UInt8 {
        switch self {
        case .objcConstant: 0
        case .define: 1
        case .swiftConstant: 2
        case .swiftRawValue: 3
        }
    }

    init?(codecTag: UInt8) {
        switch codecTag {
        case 0: self = .objcConstant
        case 1: self = .define
        case 2: self = .swiftConstant
        case 3: self = .swiftRawValue
        default: return nil
        }
    }
}

extension Severity {
    var codecTag: UInt8 {
        switch self {
        case .info: 0
        case .warning: 1
        case .error: 2
        }
    }

    init?(codecTag: UInt8) {
        switch codecTag {
        case 0: self = .info
        case 1: self = .warning
        case 2: self = .error
        default: return nil
        }
    }
}

/// ValueExpression tags.
enum ValueTag {
    static let string: UInt8 = 0
    static let name: UInt8 = 1
    static let protocolRef: UInt8 = 2
    static let type: UInt8 = 3
    static let selector: UInt8 = 4
    static let format: UInt8 = 5
    static let concat: UInt8 = 6
    static let block: UInt8 = 7
    static let number: UInt8 = 8
    static let other: UInt8 = 9
    static let macroCall: UInt8 = 10
}

/// String ref codes (see the format notes).
enum StringCode {
    /// The empty string.
    static let empty: UInt8 = 0
    /// nil, for an optional string (a "shared" empty string, which is never written).
    static let none: UInt8 = 0b10
    static let noneValue = UInt64(none)
    /// Set on a back-reference.
    static let referenceBit: UInt64 = 0b1
    /// Set on a new string that is referenced again later in the record.
    static let sharedBit: UInt8 = 0b10
}

/// Location tags.
enum LocationTag {
    static let sameFile: UInt8 = 0
    static let explicitFile: UInt8 = 1
    static let absent: UInt8 = 2
}

// MARK: - Encoder

struct FactsEncoder {
    var writer = ByteWriter()
    /// The record's non-empty strings. After the counting pass: how many times each occurs.
    /// While writing: a count (not written yet) or, once a shared string was written,
    /// -(its table index + 1).
    var table: [String: Int] = [:]
    /// How many strings occur more than once (the decoder's table size).
    var sharedTotal = 0
    /// How many shared strings were written so far.
    var sharedWritten = 0
    /// The first pass over a record: strings are counted, nothing is written.
    private var counting = false
    let path: String

    init(path: String) {
        self.path = path
    }

    /// Writes one record: the strings are counted first (a pass over the same fields that
    /// writes nothing), so the header can say how many are shared.
    mutating func encode(_ facts: FileFacts) {
        // Roughly the number of distinct strings, to grow the table once or not at all.
        table.reserveCapacity(
            1 + 2 * facts.imports.count + facts.declarations.count + facts.references.count + 3 * facts.calls.count
                + 2 * facts.types.count + facts.methods.count + 2 * facts.constants.count + 2 * facts.diagnostics.count
        )
        counting = true
        fields(of: facts)
        counting = false
        writer.byte(FactsCodec.recordMarker)
        writer.uint(UInt64(sharedTotal))
        fields(of: facts)
        writer.byte(FactsCodec.endMarker)
    }

    /// Every field of a record after its header, in order.
    private mutating func fields(of facts: FileFacts) {
        string(facts.path)
        byte(facts.language.codecTag)

        uint(UInt64(facts.imports.count))
        for event in facts.imports {
            byte(event.form.codecTag)
            string(event.target)
            string(event.text)
            location(event.location)
            optionalString(event.condition)
        }

        uint(UInt64(facts.declarations.count))
        for event in facts.declarations {
            byte(event.kind.codecTag << 1 | (event.isPublic ? 1 : 0))
            string(event.name)
            location(event.location)
            optionalString(event.detail)
        }

        uint(UInt64(facts.references.count))
        for event in facts.references {
            byte(event.kind.codecTag)
            string(event.name)
            location(event.location)
        }

        uint(UInt64(facts.calls.count))
        for event in facts.calls {
            byte(event.form.codecTag << 1 | (event.inLoop ? 1 : 0))
            string(event.name)
            optionalString(event.receiver)
            uint(UInt64(event.arguments.count))
            for argument in event.arguments {
                value(argument)
            }
            uint(UInt64(event.labels.count))
            for label in event.labels {
                optionalString(label)
            }
            uint(UInt64(event.chained.count))
            for chained in event.chained {
                string(chained)
            }
            optionalString(event.enclosingType)
            optionalString(event.condition)
            location(event.location)
        }

        uint(UInt64(facts.types.count))
        for event in facts.types {
            byte(event.kind.codecTag << 1 | (event.isExtension ? 1 : 0))
            string(event.name)
            optionalString(event.superclass)
            uint(UInt64(event.protocols.count))
            for name in event.protocols {
                string(name)
            }
            location(event.location)
        }

        uint(UInt64(facts.methods.count))
        for event in facts.methods {
            string(event.typeName)
            string(event.selector)
            if let returns = event.returns {
                byte(event.isClassMethod ? 3 : 2)
                value(returns)
            } else {
                byte(event.isClassMethod ? 1 : 0)
            }
            location(event.location)
        }

        uint(UInt64(facts.constants.count))
        for event in facts.constants {
            byte(event.form.codecTag)
            string(event.name)
            // 0: not function-like; n + 1: n parameters follow.
            uint(event.parameters.map { UInt64($0.count) + 1 } ?? 0)
            for parameter in event.parameters ?? [] {
                string(parameter)
            }
            value(event.value)
            location(event.location)
        }

        uint(UInt64(facts.diagnostics.count))
        for diagnostic in facts.diagnostics {
            byte(diagnostic.severity.codecTag)
            string(diagnostic.code)
            string(diagnostic.message)
            if let location = diagnostic.location {
                self.location(location)
            } else {
                byte(LocationTag.absent)
            }
        }
    }

    private mutating func count(_ s: String) {
        if s.isEmpty { return }
        if Self.increment(&table[s, default: 0]) == 2 {
            sharedTotal += 1
        }
    }

    @inline(__always)
    private mutating func byte(_ b: UInt8) {
        if !counting { writer.byte(b) }
    }

    @inline(__always)
    private mutating func uint(_ v: UInt64) {
        if !counting { writer.uint(v) }
    }

    @inline(__always)
    private mutating func int(_ v: Int) {
        if !counting { writer.int(v) }
    }

    @inline(__always)
    private static func increment(_ slot: inout Int) -> Int {
        slot += 1
        return slot
    }

    /// Writes a string ref (see the format notes): a back-reference when a shared string
    /// was written before, else the string, flagged when it is shared.
    mutating func string(_ s: String) {
        if counting {
            count(s)
            return
        }
        if s.isEmpty {
            writer.byte(StringCode.empty)
            return
        }
        // One hash lookup for the state of the string (see `table`).
        let next = sharedWritten
        let state = Self.write(&table[s, default: 1], next: next)
        if state < 0 {
            writer.uint(UInt64(-(state + 1)) << 1 | StringCode.referenceBit)
            return
        }
        let shared: UInt64 = state >= 2 ? UInt64(StringCode.sharedBit) : 0
        if shared != 0 {
            sharedWritten += 1
        }
        var s = s
        s.withUTF8 { utf8 in
            writer.uint(UInt64(utf8.count) << 2 | shared)
            writer.rawUTF8(utf8)
        }
    }

    /// Returns the state in `slot` before this write; a shared string's first write stores
    /// its table index there.
    @inline(__always)
    private static func write(_ slot: inout Int, next: Int) -> Int {
        let state = slot
        if state >= 2 {
            slot = -(next + 1)
        }
        return state
    }

    /// Writes `StringCode.none` for nil, else the string ref.
    mutating func optionalString(_ s: String?) {
        if let s {
            string(s)
        } else {
            byte(StringCode.none)
        }
    }

    mutating func location(_ location: SourceLocation) {
        if location.file == path {
            byte(LocationTag.sameFile)
        } else {
            byte(LocationTag.explicitFile)
            string(location.file)
        }
        int(location.line)
        int(location.column)
    }

    mutating func value(_ value: ValueExpression) {
        switch value {
        case .string(let s):
            byte(ValueTag.string)
            string(s)
        case .name(let s):
            byte(ValueTag.name)
            string(s)
        case .protocolRef(let s):
            byte(ValueTag.protocolRef)
            string(s)
        case .type(let s):
            byte(ValueTag.type)
            string(s)
        case .selector(let s):
            byte(ValueTag.selector)
            string(s)
        case .format(let parts):
            byte(ValueTag.format)
            uint(UInt64(parts.count))
            for part in parts {
                self.value(part)
            }
        case .concat(let parts):
            byte(ValueTag.concat)
            uint(UInt64(parts.count))
            for part in parts {
                self.value(part)
            }
        case .block(let constructs):
            byte(ValueTag.block)
            optionalString(constructs)
        case .macroCall(let name, let arguments, let written):
            byte(ValueTag.macroCall)
            string(name)
            string(written)
            uint(UInt64(arguments.count))
            for argument in arguments {
                self.value(argument)
            }
        case .number(let s):
            byte(ValueTag.number)
            string(s)
        case .other(let s):
            byte(ValueTag.other)
            string(s)
        }
    }
}

// MARK: - Decoder

struct FactsDecoder {
    var reader: RawReader
    /// The record's shared strings (those written more than once), in order of appearance.
    var table: [String] = []
    var sharedTotal = 0
    var path = ""

    init(reader: RawReader) {
        self.reader = reader
    }

    // Minimum encoded sizes, to reject counts the remaining bytes cannot hold.
    static let minimumLocation = 3
    static let minimumImport = 1 + 1 + 1 + minimumLocation + 1
    static let minimumDeclaration = 1 + 1 + minimumLocation + 1
    static let minimumReference = 1 + 1 + minimumLocation
    static let minimumCall = 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + minimumLocation
    static let minimumType = 1 + 1 + 1 + 1 + minimumLocation
    static let minimumMethod = 1 + 1 + 1 + minimumLocation
    static let minimumConstant = 1 + 1 + 1 + 2 + minimumLocation
    static let minimumDiagnostic = 1 + 1 + 1 + 1
    static let minimumValue = 2
    /// At most this many elements are reserved up front (beyond, arrays grow as elements
    /// actually decode), so a corrupt count in a large buffer cannot claim much memory.
    static let reserveLimit = 1024

    mutating func decodeFacts() throws(FactsCodecError) -> FileFacts {
        guard try reader.byte() == FactsCodec.recordMarker else { throw reader.failure("missing record marker") }
        // Each shared string takes at least 2 bytes.
        sharedTotal = try reader.count(minimumSize: 2)
        table.reserveCapacity(min(sharedTotal, Self.reserveLimit))
        path = try string()
        let languageTag = try reader.byte()
        guard let language = Language(codecTag: languageTag) else { throw reader.failure("unknown language \(languageTag)") }
        let imports = try imports()
        let declarations = try declarations()
        let references = try references()
        let calls = try calls()
        let types = try types()
        let methods = try methods()
        let constants = try constants()
        let diagnostics = try diagnostics()
        guard try reader.byte() == FactsCodec.endMarker else { throw reader.failure("missing end marker") }
        return FileFacts(
            path: path, language: language, imports: imports, declarations: declarations, references: references,
            calls: calls, types: types, methods: methods, constants: constants, diagnostics: diagnostics
        )
    }

    mutating func imports() throws(FactsCodecError) -> [ImportEvent] {
        let count = try reader.count(minimumSize: Self.minimumImport)
        var events: [ImportEvent] = []
        events.reserveCapacity(min(count, Self.reserveLimit))
        for _ in 0 ..< count {
            let tag = try reader.byte()
            guard let form = ImportForm(codecTag: tag) else { throw reader.failure("unknown import form \(tag)") }
            let target = try string()
            let text = try string()
            let location = try location()
            let condition = try optionalString()
            events.append(ImportEvent(form: form, target: target, text: text, location: location, condition: condition))
        }
        return events
    }

    mutating func declarations() throws(FactsCodecError) -> [DeclarationEvent] {
        let count = try reader.count(minimumSize: Self.minimumDeclaration)
        var events: [DeclarationEvent] = []
        events.reserveCapacity(min(count, Self.reserveLimit))
        for _ in 0 ..< count {
            let tag = try reader.byte()
            guard let kind = DeclarationKind(codecTag: tag >> 1) else { throw reader.failure("unknown declaration kind \(tag)") }
            let name = try string()
            let location = try location()
            let detail = try optionalString()
            events.append(DeclarationEvent(kind: kind, name: name, location: location, isPublic: tag & 1 == 1, detail: detail))
        }
        return events
    }

    mutating func references() throws(FactsCodecError) -> [ReferenceEvent] {
        let count = try reader.count(minimumSize: Self.minimumReference)
        var events: [ReferenceEvent] = []
        events.reserveCapacity(min(count, Self.reserveLimit))
        for _ in 0 ..< count {
            let tag = try reader.byte()
            guard let kind = ReferenceKind(codecTag: tag) else { throw reader.failure("unknown reference kind \(tag)") }
            let name = try string()
            let location = try location()
            events.append(ReferenceEvent(kind: kind, name: name, location: location))
        }
        return events
    }

    mutating func calls() throws(FactsCodecError) -> [CallEvent] {
        let count = try reader.count(minimumSize: Self.minimumCall)
        var events: [CallEvent] = []
        events.reserveCapacity(min(count, Self.reserveLimit))
        for _ in 0 ..< count {
            let tag = try reader.byte()
            guard let form = CallForm(codecTag: tag >> 1) else { throw reader.failure("unknown call form \(tag)") }
            let name = try string()
            let receiver = try optionalString()
            let argumentCount = try reader.count(minimumSize: Self.minimumValue)
            var arguments: [ValueExpression] = []
            arguments.reserveCapacity(min(argumentCount, Self.reserveLimit))
            for _ in 0 ..< argumentCount {
                arguments.append(try value(depth: 1))
            }
            let labelCount = try reader.count()
            var labels: [String?] = []
            labels.reserveCapacity(min(labelCount, Self.reserveLimit))
            for _ in 0 ..< labelCount {
                labels.append(try optionalString())
            }
            let chainedCount = try reader.count()
            var chained: [String] = []
            chained.reserveCapacity(min(chainedCount, Self.reserveLimit))
            for _ in 0 ..< chainedCount {
                chained.append(try string())
            }
            let enclosingType = try optionalString()
            let condition = try optionalString()
            let location = try location()
            events.append(Self.call(
                form: form, name: name, receiver: receiver, arguments: arguments, labels: labels, chained: chained,
                enclosingType: enclosingType, inLoop: tag & 1 == 1, condition: condition, location: location
            ))
        }
        return events
    }

    /// A CallEvent with exactly these labels (init turns empty labels into one nil per
    /// argument).
    @inline(__always)
    static func call(
        form: CallForm, name: String, receiver: String?, arguments: [ValueExpression], labels: [String?], chained: [String],
        enclosingType: String?, inLoop: Bool, condition: String?, location: SourceLocation
    ) -> CallEvent {
        var call = CallEvent(
            form: form, name: name, receiver: receiver, arguments: arguments, labels: labels, chained: chained,
            enclosingType: enclosingType, inLoop: inLoop, condition: condition, location: location
        )
        if labels.isEmpty && !arguments.isEmpty {
            call.labels = []
        }
        return call
    }

    mutating func types() throws(FactsCodecError) -> [TypeEvent] {
        let count = try reader.count(minimumSize: Self.minimumType)
        var events: [TypeEvent] = []
        events.reserveCapacity(min(count, Self.reserveLimit))
        for _ in 0 ..< count {
            let tag = try reader.byte()
            guard let kind = TypeEventKind(codecTag: tag >> 1) else { throw reader.failure("unknown type kind \(tag)") }
            let name = try string()
            let superclass = try optionalString()
            let protocolCount = try reader.count()
            var protocols: [String] = []
            protocols.reserveCapacity(min(protocolCount, Self.reserveLimit))
            for _ in 0 ..< protocolCount {
                protocols.append(try string())
            }
            let location = try location()
            events.append(TypeEvent(
                kind: kind, name: name, superclass: superclass, protocols: protocols, isExtension: tag & 1 == 1, location: location
            ))
        }
        return events
    }

    mutating func methods() throws(FactsCodecError) -> [MethodEvent] {
        let count = try reader.count(minimumSize: Self.minimumMethod)
        var events: [MethodEvent] = []
        events.reserveCapacity(min(count, Self.reserveLimit))
        for _ in 0 ..< count {
            let typeName = try string()
            let selector = try string()
            let flags = try reader.byte()
            guard flags <= 3 else { throw reader.failure("bad method flags \(flags)") }
            let returns: ValueExpression? = flags & 2 == 0 ? nil : try value(depth: 1)
            let location = try location()
            events.append(MethodEvent(
                typeName: typeName, selector: selector, isClassMethod: flags & 1 == 1, returns: returns, location: location
            ))
        }
        return events
    }

    mutating func constants() throws(FactsCodecError) -> [ConstantEvent] {
        let count = try reader.count(minimumSize: Self.minimumConstant)
        var events: [ConstantEvent] = []
        events.reserveCapacity(min(count, Self.reserveLimit))
        for _ in 0 ..< count {
            let tag = try reader.byte()
            guard let form = ConstantForm(codecTag: tag) else { throw reader.failure("unknown constant form \(tag)") }
            let name = try string()
            let parameterCount = try reader.count(minimumSize: 1)
            var parameters: [String]?
            if parameterCount > 0 {
                var names: [String] = []
                for _ in 0 ..< parameterCount - 1 {
                    names.append(try string())
                }
                parameters = names
            }
            let value = try value(depth: 1)
            let location = try location()
            events.append(ConstantEvent(form: form, name: name, value: value, location: location, parameters: parameters))
        }
        return events
    }

    mutating func diagnostics() throws(FactsCodecError) -> [Diagnostic] {
        let count = try reader.count(minimumSize: Self.minimumDiagnostic)
        var events: [Diagnostic] = []
        events.reserveCapacity(min(count, Self.reserveLimit))
        for _ in 0 ..< count {
            let tag = try reader.byte()
            guard let severity = Severity(codecTag: tag) else { throw reader.failure("unknown severity \(tag)") }
            let code = try string()
            let message = try string()
            let locationTag = try reader.byte()
            let location: SourceLocation? = locationTag == LocationTag.absent ? nil : try location(tag: locationTag)
            events.append(Diagnostic(severity: severity, code: code, message: message, location: location))
        }
        return events
    }

    @inline(__always)
    mutating func string() throws(FactsCodecError) -> String {
        let code = try reader.uint()
        guard code != StringCode.noneValue else { throw reader.failure("missing string") }
        return try string(code: code)
    }

    @inline(__always)
    mutating func optionalString() throws(FactsCodecError) -> String? {
        let code = try reader.uint()
        return code == StringCode.noneValue ? nil : try string(code: code)
    }

    @inline(__always)
    mutating func string(code: UInt64) throws(FactsCodecError) -> String {
        if code & StringCode.referenceBit != 0 {
            let index = code >> 1
            guard index < UInt64(table.count) else { throw reader.failure("string reference \(index) out of range") }
            return table[Int(index)]
        }
        let length = code >> 2
        if length == 0 { return "" }
        let s = try reader.utf8String(length: length)
        if code & UInt64(StringCode.sharedBit) != 0 {
            guard table.count < sharedTotal else { throw reader.failure("more shared strings than announced") }
            table.append(s)
        }
        return s
    }

    @inline(__always)
    mutating func location() throws(FactsCodecError) -> SourceLocation {
        let tag = try reader.byte()
        return try location(tag: tag)
    }

    @inline(__always)
    mutating func location(tag: UInt8) throws(FactsCodecError) -> SourceLocation {
        let file: String
        switch tag {
        case LocationTag.sameFile: file = path
        case LocationTag.explicitFile: file = try string()
        default: throw reader.failure("unknown location tag \(tag)")
        }
        let line = try reader.int()
        let column = try reader.int()
        return SourceLocation(file: file, line: line, column: column)
    }

    mutating func value(depth: Int) throws(FactsCodecError) -> ValueExpression {
        guard depth <= FactsCodec.maxValueDepth else { throw reader.failure("value nested deeper than \(FactsCodec.maxValueDepth)") }
        let tag = try reader.byte()
        switch tag {
        case ValueTag.string: return .string(try string())
        case ValueTag.name: return .name(try string())
        case ValueTag.protocolRef: return .protocolRef(try string())
        case ValueTag.type: return .type(try string())
        case ValueTag.selector: return .selector(try string())
        case ValueTag.format: return .format(try values(depth: depth))
        case ValueTag.concat: return .concat(try values(depth: depth))
        case ValueTag.block: return .block(constructs: try optionalString())
        case ValueTag.macroCall:
            let name = try string()
            let written = try string()
            return .macroCall(name, try values(depth: depth), written: written)
        case ValueTag.number: return .number(try string())
        case ValueTag.other: return .other(try string())
        default: throw reader.failure("unknown value tag \(tag)")
        }
    }

    mutating func values(depth: Int) throws(FactsCodecError) -> [ValueExpression] {
        let count = try reader.count(minimumSize: Self.minimumValue)
        var parts: [ValueExpression] = []
        parts.reserveCapacity(min(count, Self.reserveLimit))
        for _ in 0 ..< count {
            parts.append(try value(depth: depth + 1))
        }
        return parts
    }
}
