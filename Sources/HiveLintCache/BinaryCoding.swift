import HiveLintCore

/// A compact binary form for `Codable` values, for memos hive-lint writes and reads itself
/// (the discovery memo: JSON took 80 ms to decode on a 470-module tree, this takes a tenth).
///
/// Values are written in the order the encoder visits them and read back in the order the
/// decoder asks for them, which is the same order for synthesized conformances: a keyed
/// container writes each key's name before its value and reading checks it, so a conformance
/// that reads in another order fails with an error instead of reading the wrong field. An
/// absent optional is a 0 byte, a present one a 1 byte and the value; arrays and sets start
/// with their count; dictionaries are a count and key–value pairs; strings, integers and
/// booleans are `ByteWriter`'s varints and length-prefixed UTF-8, and so is a `SourceFile`'s
/// path and language. `allKeys` is the next key only (what decoding an enum case asks for).
public enum BinaryCoding {
    public static func encode<T: Encodable>(_ value: T) throws -> [UInt8] {
        let sink = BinarySink()
        try sink.put(value)
        return sink.writer.bytes
    }

    /// Throws `FactsCodecError` (or a `DecodingError`) on bytes `encode` did not write for `T`
    /// and on bytes left over.
    public static func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8]) throws -> T {
        let source = BinarySource(ByteReader(bytes))
        let value = try source.take(type)
        guard source.reader.isAtEnd else { throw FactsCodecError(message: "bytes after the value") }
        return value
    }
}

/// Values written directly rather than through containers.
private protocol BinaryPrimitive {
    func write(to writer: inout ByteWriter)
    static func read(from reader: inout ByteReader) throws -> Self
}

extension BinaryPrimitive {
    /// `value`, of this type, written.
    static func write(_ value: Any, to writer: inout ByteWriter) { (value as! Self).write(to: &writer) }
}

extension String: BinaryPrimitive {
    fileprivate func write(to writer: inout ByteWriter) { writer.string(self) }
    fileprivate static func read(from reader: inout ByteReader) throws -> String { try reader.string() }
}

extension Bool: BinaryPrimitive {
    fileprivate func write(to writer: inout ByteWriter) { writer.byte(self ? 1 : 0) }
    fileprivate static func read(from reader: inout ByteReader) throws -> Bool {
        switch try reader.byte() {
        case 0: false
        case 1: true
        default: throw FactsCodecError(message: "not a boolean")
        }
    }
}

extension Double: BinaryPrimitive {
    fileprivate func write(to writer: inout ByteWriter) { writer.uint(bitPattern) }
    fileprivate static func read(from reader: inout ByteReader) throws -> Double { Double(bitPattern: try reader.uint()) }
}

extension Float: BinaryPrimitive {
    fileprivate func write(to writer: inout ByteWriter) { writer.uint(UInt64(bitPattern)) }
    fileprivate static func read(from reader: inout ByteReader) throws -> Float {
        guard let bits = UInt32(exactly: try reader.uint()) else { throw FactsCodecError(message: "not a float") }
        return Float(bitPattern: bits)
    }
}

/// The commonest value of the discovery memo (each of the tree's files, in its module):
/// its path and its language's raw value, written directly rather than through a keyed
/// container naming both (decoding the memo of a 10k-file tree: 14 → 8 ms).
extension SourceFile: BinaryPrimitive {
    fileprivate func write(to writer: inout ByteWriter) {
        writer.string(path)
        writer.string(language.rawValue)
    }

    fileprivate static func read(from reader: inout ByteReader) throws -> SourceFile {
        let path = try reader.string()
        guard let language = Language(rawValue: try reader.string()) else { throw FactsCodecError(message: "not a language") }
        return SourceFile(path: path, language: language)
    }
}

/// A module's claims (an Xcode target claims each of its files: thousands in a memo), written
/// directly: a tag (0 a file, 1 a folder, 2 a glob), the path or glob, and a glob's
/// exclusions. Through the enum's synthesized conformance each was a keyed container and a
/// nested one, asked of the runtime by type: two fifths of decoding the discovery memo of the
/// real 10k tree.
extension FileClaim: BinaryPrimitive {
    fileprivate func write(to writer: inout ByteWriter) {
        switch self {
        case .file(let path):
            writer.byte(0)
            writer.string(path)
        case .directory(let path):
            writer.byte(1)
            writer.string(path)
        case .glob(let pattern, let excluding):
            writer.byte(2)
            writer.string(pattern)
            writer.uint(UInt64(excluding.count))
            for exclusion in excluding { writer.string(exclusion) }
        }
    }

    fileprivate static func read(from reader: inout ByteReader) throws -> FileClaim {
        switch try reader.byte() {
        case 0: return .file(try reader.string())
        case 1: return .directory(try reader.string())
        case 2:
            let pattern = try reader.string()
            var excluding: [String] = []
            for _ in 0..<(try reader.count()) { excluding.append(try reader.string()) }
            return .glob(pattern, excluding: excluding)
        default: throw FactsCodecError(message: "not a file claim")
        }
    }
}

/// Signed integers as zigzag varints, unsigned ones as varints; a value out of the type's
/// range is an error.
private protocol BinarySigned: BinaryPrimitive, FixedWidthInteger, SignedInteger {}
private protocol BinaryUnsigned: BinaryPrimitive, FixedWidthInteger, UnsignedInteger {}

extension BinarySigned {
    fileprivate func write(to writer: inout ByteWriter) { writer.int(Int(self)) }
    fileprivate static func read(from reader: inout ByteReader) throws -> Self {
        guard let value = Self(exactly: try reader.int()) else { throw FactsCodecError(message: "integer out of range") }
        return value
    }
}

extension BinaryUnsigned {
    fileprivate func write(to writer: inout ByteWriter) { writer.uint(UInt64(self)) }
    fileprivate static func read(from reader: inout ByteReader) throws -> Self {
        guard let value = Self(exactly: try reader.uint()) else { throw FactsCodecError(message: "integer out of range") }
        return value
    }
}

extension Int: BinarySigned {}
extension Int8: BinarySigned {}
extension Int16: BinarySigned {}
extension Int32: BinarySigned {}
extension Int64: BinarySigned {}
extension UInt: BinaryUnsigned {}
extension UInt8: BinaryUnsigned {}
extension UInt16: BinaryUnsigned {}
extension UInt32: BinaryUnsigned {}
extension UInt64: BinaryUnsigned {}

/// Optionals and dictionaries, whose own conformances need what this form does not keep (a
/// single value's `nil`, a dictionary's keys).
private protocol BinaryEncodableSpecial {
    func encodeBinary(to sink: BinarySink) throws
}

extension BinaryEncodableSpecial {
    /// `value`, of this type, written.
    static func encode(_ value: Any, to sink: BinarySink) throws { try (value as! Self).encodeBinary(to: sink) }
}

private protocol BinaryDecodableSpecial {
    static func decodeBinary(from source: BinarySource) throws -> Self
}

extension Optional: BinaryEncodableSpecial where Wrapped: Encodable {
    fileprivate func encodeBinary(to sink: BinarySink) throws {
        switch self {
        case .none: sink.writer.byte(0)
        case .some(let wrapped):
            sink.writer.byte(1)
            try sink.put(wrapped)
        }
    }
}

extension Optional: BinaryDecodableSpecial where Wrapped: Decodable {
    fileprivate static func decodeBinary(from source: BinarySource) throws -> Optional {
        try source.takeNilFlag() ? nil : try source.take(Wrapped.self)
    }
}

extension Dictionary: BinaryEncodableSpecial where Key: Encodable, Value: Encodable {
    fileprivate func encodeBinary(to sink: BinarySink) throws {
        sink.writer.uint(UInt64(count))
        for (key, value) in self {
            try sink.put(key)
            try sink.put(value)
        }
    }
}

extension Dictionary: BinaryDecodableSpecial where Key: Decodable, Value: Decodable {
    fileprivate static func decodeBinary(from source: BinarySource) throws -> Dictionary {
        let count = try source.reader.count()
        var dictionary = Dictionary(minimumCapacity: count)
        for _ in 0..<count {
            let key = try source.take(Key.self)
            dictionary[key] = try source.take(Value.self)
        }
        return dictionary
    }
}

// MARK: - Encoding

private final class BinarySink: Encoder {
    var writer = ByteWriter()
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// Chosen by the value's static type: a cast of the value would unwrap an optional.
    func put<T: Encodable>(_ value: T) throws {
        if let primitive = T.self as? any BinaryPrimitive.Type {
            primitive.write(value, to: &writer)
        } else if let special = T.self as? any BinaryEncodableSpecial.Type {
            try special.encode(value, to: self)
        } else {
            try value.encode(to: self)
        }
    }

    func key(_ key: some CodingKey) { writer.string(key.stringValue) }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(KeyedSink<Key>(sink: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer { UnkeyedSink(sink: self) }
    func singleValueContainer() -> any SingleValueEncodingContainer { SingleSink(sink: self) }
}

private struct KeyedSink<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let sink: BinarySink
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil(forKey key: Key) throws {
        sink.key(key)
        sink.writer.byte(0)
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        sink.key(key)
        try sink.put(value)
    }

    mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
        sink.key(key)
        try value.encodeBinary(to: sink)
    }

    // The generic `encode` above serves the primitive `encode` requirements too; the
    // primitive `encodeIfPresent` ones have defaults in the standard library (which write
    // nothing for `nil`) that would win over the generic one, so each is written out.
    mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws { sink.key(key); try value.encodeBinary(to: sink) }
    mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws { sink.key(key); try value.encodeBinary(to: sink) }
    mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws { sink.key(key); try value.encodeBinary(to: sink) }
    mutating func encodeIfPresent(_ value: Float?, forKey key: Key) throws { sink.key(key); try value.encodeBinary(to: sink) }
    mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws { sink.key(key); try value.encodeBinary(to: sink) }
    mutating func encodeIfPresent(_ value: Int8?, forKey key: Key) throws { sink.key(key); try value.encodeBinary(to: sink) }
    mutating func encodeIfPresent(_ value: Int16?, forKey key: Key) throws { sink.key(key); try value.encodeBinary(to: sink) }
    mutating func encodeIfPresent(_ value: Int32?, forKey key: Key) throws { sink.key(key); try value.encodeBinary(to: sink) }
    mutating func encodeIfPresent(_ value: Int64?, forKey key: Key) throws { sink.key(key); try value.encodeBinary(to: sink) }
    mutating func encodeIfPresent(_ value: UInt?, forKey key: Key) throws { sink.key(key); try value.encodeBinary(to: sink) }
    mutating func encodeIfPresent(_ value: UInt8?, forKey key: Key) throws { sink.key(key); try value.encodeBinary(to: sink) }
    mutating func encodeIfPresent(_ value: UInt16?, forKey key: Key) throws { sink.key(key); try value.encodeBinary(to: sink) }
    mutating func encodeIfPresent(_ value: UInt32?, forKey key: Key) throws { sink.key(key); try value.encodeBinary(to: sink) }
    mutating func encodeIfPresent(_ value: UInt64?, forKey key: Key) throws { sink.key(key); try value.encodeBinary(to: sink) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        sink.key(key)
        return sink.container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        sink.key(key)
        return sink.unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        sink.writer.string("super")
        return sink
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        sink.key(key)
        return sink
    }
}

/// Starts with a count, rewritten (4 bytes, fixed) as elements are added.
private struct UnkeyedSink: UnkeyedEncodingContainer {
    let sink: BinarySink
    let countAt: Int
    private(set) var count = 0
    var codingPath: [any CodingKey] { [] }

    init(sink: BinarySink) {
        self.sink = sink
        countAt = sink.writer.bytes.count
        sink.writer.bytes += [0, 0, 0, 0]
    }

    private mutating func added() {
        count += 1
        let value = UInt32(truncatingIfNeeded: count)
        for index in 0..<4 { sink.writer.bytes[countAt + index] = UInt8(truncatingIfNeeded: value >> (8 * index)) }
    }

    mutating func encodeNil() throws {
        sink.writer.byte(0)
        added()
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try sink.put(value)
        added()
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        added()
        return sink.container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        added()
        return sink.unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        added()
        return sink
    }
}

private struct SingleSink: SingleValueEncodingContainer {
    let sink: BinarySink
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil() throws { sink.writer.byte(0) }
    mutating func encode<T: Encodable>(_ value: T) throws { try sink.put(value) }
}

// MARK: - Decoding

private final class BinarySource: Decoder {
    var reader: ByteReader
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(_ reader: ByteReader) {
        self.reader = reader
    }

    func take<T: Decodable>(_ type: T.Type) throws -> T {
        if let primitive = type as? any BinaryPrimitive.Type {
            // `as!` cannot fail: the value is of the type asked for.
            return try primitive.read(from: &reader) as! T
        }
        if let special = type as? any BinaryDecodableSpecial.Type {
            return try special.decodeBinary(from: self) as! T
        }
        return try T(from: self)
    }

    func takeNilFlag() throws -> Bool {
        switch try reader.byte() {
        case 0: true
        case 1: false
        default: throw FactsCodecError(message: "not an optional's flag")
        }
    }

    /// Reads a key's name and checks it is `key`'s.
    func expect(_ key: some CodingKey) throws {
        let start = reader.offset
        guard try reader.matches(key.stringValue) else {
            reader.offset = start
            throw FactsCodecError(message: "key \((try? reader.string()) ?? "?") where \(key.stringValue) was expected")
        }
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(KeyedSource<Key>(source: self))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try UnkeyedSource(source: self)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { SingleSource(source: self) }
}

private struct KeyedSource<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let source: BinarySource
    var codingPath: [any CodingKey] { [] }

    /// The next key only: an enum case's (its conformance asks for all keys and expects one).
    var allKeys: [Key] {
        var peek = source.reader
        guard let name = try? peek.string(), let key = Key(stringValue: name) else { return [] }
        return [key]
    }

    /// Every key asked for was written (an absent optional as a 0 byte).
    func contains(_ key: Key) -> Bool { true }

    func decodeNil(forKey key: Key) throws -> Bool {
        try source.expect(key)
        return try source.takeNilFlag()
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try source.expect(key)
        return try source.take(type)
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        try source.expect(key)
        return try source.takeNilFlag() ? nil : try source.take(type)
    }

    // As for encoding: the generic `decode` serves the primitive requirements, the primitive
    // `decodeIfPresent` defaults (`contains`, `decodeNil`, `decode`) would read the key twice.
    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try decodeIfPresent(Box<Bool>.self, forKey: key)?.value }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? { try decodeIfPresent(Box<String>.self, forKey: key)?.value }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? { try decodeIfPresent(Box<Double>.self, forKey: key)?.value }
    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? { try decodeIfPresent(Box<Float>.self, forKey: key)?.value }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try decodeIfPresent(Box<Int>.self, forKey: key)?.value }
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? { try decodeIfPresent(Box<Int8>.self, forKey: key)?.value }
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? { try decodeIfPresent(Box<Int16>.self, forKey: key)?.value }
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? { try decodeIfPresent(Box<Int32>.self, forKey: key)?.value }
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? { try decodeIfPresent(Box<Int64>.self, forKey: key)?.value }
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? { try decodeIfPresent(Box<UInt>.self, forKey: key)?.value }
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? { try decodeIfPresent(Box<UInt8>.self, forKey: key)?.value }
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? { try decodeIfPresent(Box<UInt16>.self, forKey: key)?.value }
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? { try decodeIfPresent(Box<UInt32>.self, forKey: key)?.value }
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? { try decodeIfPresent(Box<UInt64>.self, forKey: key)?.value }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try source.expect(key)
        return try source.container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try source.expect(key)
        return try source.unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        guard try source.reader.string() == "super" else { throw FactsCodecError(message: "no super value") }
        return source
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        try source.expect(key)
        return source
    }
}

/// A primitive read through the generic path (`decodeIfPresent`'s overloads share it).
private struct Box<Value: BinaryPrimitive>: Decodable {
    var value: Value
    init(from decoder: any Decoder) throws {
        guard let source = decoder as? BinarySource else { throw FactsCodecError(message: "not a binary source") }
        value = try Value.read(from: &source.reader)
    }
}

private struct UnkeyedSource: UnkeyedDecodingContainer {
    let source: BinarySource
    let total: Int
    private(set) var currentIndex = 0
    var codingPath: [any CodingKey] { [] }
    var count: Int? { total }
    var isAtEnd: Bool { currentIndex >= total }

    init(source: BinarySource) throws {
        self.source = source
        var value = 0
        for index in 0..<4 { value |= Int(try source.reader.byte()) << (8 * index) }
        guard value <= source.reader.remaining else { throw FactsCodecError(message: "count past the end") }
        total = value
    }

    private mutating func next() throws {
        guard !isAtEnd else { throw FactsCodecError(message: "no more elements") }
        currentIndex += 1
    }

    /// Whether the next element is `encodeNil`'s 0 byte (taken if so). Only a conformance of
    /// its own asks; an optional element is read whole by `decode`.
    mutating func decodeNil() throws -> Bool {
        var peek = source.reader
        guard try peek.byte() == 0 else { return false }
        try next()
        source.reader = peek
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try next()
        return try source.take(type)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        try next()
        return try source.container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try next()
        return try source.unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder {
        try next()
        return source
    }
}

private struct SingleSource: SingleValueDecodingContainer {
    let source: BinarySource
    var codingPath: [any CodingKey] { [] }

    func decodeNil() -> Bool {
        var peek = source.reader
        return (try? peek.byte()) == 0
    }

    func decode<T: Decodable>(_ type: T.Type) throws -> T { try source.take(type) }
}
