import HiveLintCore

// MARK: - Format (version `FactsCodec.formatVersion`)
//
// One FileFacts record; every integer is an unsigned LEB128 varint unless noted:
//
//   0xFA                      record marker (1 byte)
//   shared                    how many of the record's strings are shared (see below)
//   path                      string
//   language                  1 byte
//   imports, declarations, calls, types, methods, constants, diagnostics, suppressions:
//                             each a count, then the elements, fields in declaration order
//   extended types            a count, then the names of the types the file extends (its
//                             `extension` references' names, in order)
//   references                a count, then the elements: last, so that the parse cache can
//                             leave them unread until asked for (`DeferredReferences`)
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
// Enums: one byte from the fixed tables in FactsTags.swift (not their raw values). A Bool
// next to an enum shares its byte (tag << 1 | flag); MethodEvent has one flags byte (1: class
// method, 2: `returns` follows). ValueExpression: a tag byte then its string, or a count and
// nested values for `format`/`concat`, or an optional string for `block`, or for `macroCall`
// the name, the written text, a count and the arguments. A ConstantEvent's parameters: a
// count (0: not a function-like macro; n + 1: n parameter names follow) after its name.
//
// Each record type lists its fields once, in `FactsRecord.code(_:)` (FactsRecords.swift); the
// encoder, the decoder and `MinimumSize` all run that list.
//
// Decoding bounds every count by the bytes remaining (each element takes at least its
// minimum encoded size), caps nesting at `FactsCodec.maxValueDepth`, and throws on any
// unknown tag, so corrupt bytes cannot trap, loop or allocate without limit.

/// The binary encoding of `FileFacts` for the persistent parse cache.
public enum FactsCodec {
    /// Bumped on any change to the encoding, or to what the front ends record (cached facts
    /// would lack it: 5 adds `#externalMacro(module:)` as an import, 6 inline suppressions,
    /// 7 `register { Impl() as P }`, 8 the class an Objective-C category extends, 9 no uses of
    /// the C functions and globals an `.m` defines itself, 10 calls named by a prefix of the
    /// vocabulary: `registerSingleton`, 11 the `#if` condition of a use, 12 the references
    /// last, after the names of the types extended, 13 `@protocol P;` as a forward declaration,
    /// not a use).
    public static let formatVersion: UInt32 = 13

    /// How deeply `format`/`concat` values may nest; deeper input is rejected on decode, so
    /// corrupt bytes cannot exhaust the stack (facts holding a deeper value encode, but do not
    /// decode: the cache then parses the file again).
    public static let maxValueDepth = 64

    static let recordMarker: UInt8 = 0xFA
    static let endMarker: UInt8 = 0xAF

    /// Appends `facts` to `buffer`.
    public static func encode(_ facts: FileFacts, into buffer: inout [UInt8]) {
        var encoder = FactsEncoder()
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
        try decode(buffer, at: &offset, deferringReferencesBefore: nil)
    }

    /// Reads the FileFacts record that lies at `record` in `buffer`, leaving its references
    /// unread until they are asked for (`DeferredReferences`, which keeps `buffer`): the parse
    /// cache's load. The rest of the record is read and checked as by `decode(_:at:)`; the
    /// references are read then from bytes the caller has checked (the cache's checksum), and
    /// read as none should they not decode.
    public static func decodeDeferringReferences(_ buffer: [UInt8], record: Range<Int>) throws(FactsCodecError) -> FileFacts {
        var offset = record.lowerBound
        let facts = try decode(buffer, at: &offset, deferringReferencesBefore: record.upperBound)
        guard offset == record.upperBound else { throw FactsCodecError(message: "record length does not match its contents") }
        return facts
    }

    /// `decode(_:at:)`, or with the references deferred when the record ends at `end`.
    private static func decode(_ buffer: [UInt8], at offset: inout Int, deferringReferencesBefore end: Int?) throws(FactsCodecError) -> FileFacts {
        let start = offset
        let result: Result<(FileFacts, Int), FactsCodecError> = buffer.withUnsafeBufferPointer { bytes in
            var decoder = FactsDecoder(reader: RawReader(bytes, offset: start))
            if let end { decoder.deferral = (buffer, end) }
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

// MARK: - One field list, three directions

/// A record of the format: its fields, in order, in one function.
protocol FactsRecord {
    /// A value for the decoder to fill in field by field (a stored constant: copying it is
    /// cheaper than building one per record).
    static var blank: Self { get }

    /// Runs `coder` over every field in encoding order: the encoder reads each field and
    /// writes it, the decoder reads bytes and sets it, `MinimumSize` adds up its fewest bytes.
    mutating func code<Coder: FactsCoder>(_ coder: inout Coder) throws(Coder.Failure)
}

extension FactsRecord {
    /// The fewest bytes one record takes encoded, which bounds a count of them on decode.
    static var minimumSize: Int {
        var sizer = MinimumSize()
        var record = blank
        record.code(&sizer)
        return sizer.bytes
    }
}

/// One direction of the codec: a method per kind of field. The fields are `inout` so one
/// list serves both ways; the encoder only reads them.
protocol FactsCoder {
    /// `FactsCodecError` when decoding; `Never` otherwise, so encoding needs no `try`.
    associatedtype Failure: Error

    /// The record's path: a string, and the file a same-file location stands for.
    mutating func path(_ path: inout String) throws(Failure)
    /// One byte of `T`'s table.
    mutating func tag<T: CodecTagged>(_ value: inout T) throws(Failure)
    /// One byte: `T`'s tag shifted left, `flag` in bit 0.
    mutating func tag<T: CodecTagged>(_ value: inout T, flag: inout Bool) throws(Failure)
    mutating func string(_ string: inout String) throws(Failure)
    /// A string, or `StringCode.none` for nil.
    mutating func optionalString(_ string: inout String?) throws(Failure)
    /// A count, then the strings.
    mutating func strings(_ strings: inout [String]) throws(Failure)
    /// A count, then each optional string.
    mutating func optionalStrings(_ strings: inout [String?]) throws(Failure)
    /// 0 for nil, else the count + 1, then the strings.
    mutating func stringList(_ list: inout [String]?) throws(Failure)
    mutating func location(_ location: inout SourceLocation) throws(Failure)
    /// A location, or `LocationTag.absent` for nil.
    mutating func optionalLocation(_ location: inout SourceLocation?) throws(Failure)
    mutating func value(_ value: inout ValueExpression) throws(Failure)
    /// A count, then the values.
    mutating func values(_ values: inout [ValueExpression]) throws(Failure)
    /// A MethodEvent's flags byte (1: class method, 2: `returns` follows), then `returns`.
    mutating func methodFlags(isClassMethod: inout Bool, returns: inout ValueExpression?) throws(Failure)
    /// A count, then each record's fields.
    mutating func records<R: FactsRecord>(_ records: inout [R]) throws(Failure)
    /// A file's references, the record's last field: the names of the types extended (the
    /// `extension` references', which every run reads), then the references as `records`.
    mutating func references(_ facts: inout FileFacts) throws(Failure)
}

/// The third direction: the fewest bytes each field takes (an empty string, nil, an empty
/// list, a same-file location with small numbers), summed.
struct MinimumSize: FactsCoder {
    typealias Failure = Never

    /// The least a value takes: its tag and one more byte (a string, a count or an optional
    /// string).
    static let value = 2

    var bytes = 0

    mutating func path(_ path: inout String) { bytes += 1 }
    mutating func tag<T: CodecTagged>(_ value: inout T) { bytes += 1 }
    mutating func tag<T: CodecTagged>(_ value: inout T, flag: inout Bool) { bytes += 1 }
    mutating func string(_ string: inout String) { bytes += 1 }
    mutating func optionalString(_ string: inout String?) { bytes += 1 }
    mutating func strings(_ strings: inout [String]) { bytes += 1 }
    mutating func optionalStrings(_ strings: inout [String?]) { bytes += 1 }
    mutating func stringList(_ list: inout [String]?) { bytes += 1 }
    /// Tag, line, column.
    mutating func location(_ location: inout SourceLocation) { bytes += 3 }
    mutating func optionalLocation(_ location: inout SourceLocation?) { bytes += 1 }
    mutating func value(_ value: inout ValueExpression) { bytes += Self.value }
    mutating func values(_ values: inout [ValueExpression]) { bytes += 1 }
    mutating func methodFlags(isClassMethod: inout Bool, returns: inout ValueExpression?) { bytes += 1 }
    mutating func records<R: FactsRecord>(_ records: inout [R]) { bytes += 1 }
    mutating func references(_ facts: inout FileFacts) { bytes += 2 }
}
