import HiveLintCore

/// Reads one record (see the format notes in FactsCodec.swift), every count bounded by the
/// bytes remaining. Fields come through `FactsCoder`, from each record's `code(_:)`; the
/// `read` methods are what they use.
struct FactsDecoder {
    var reader: RawReader
    /// The record's shared strings (those written more than once), in order of appearance.
    private var table: [String] = []
    private var sharedTotal = 0
    /// The record's path, which same-file locations stand for.
    private var path = ""
    /// How many values enclose the one being read.
    private var depth = 0
    /// The whole buffer being read and where the record ends, when its references are left
    /// unread (`FactsCodec.decodeDeferringReferences`).
    var deferral: (buffer: [UInt8], recordEnd: Int)?

    /// At most this many elements are reserved up front (beyond, arrays grow as elements
    /// actually decode), so a corrupt count in a large buffer cannot claim much memory.
    static let reserveLimit = 1024

    init(reader: RawReader) {
        self.reader = reader
    }

    mutating func decodeFacts() throws(FactsCodecError) -> FileFacts {
        guard try reader.byte() == FactsCodec.recordMarker else { throw reader.failure("missing record marker") }
        // Each shared string takes at least 2 bytes.
        sharedTotal = try reader.count(minimumSize: 2)
        table.reserveCapacity(min(sharedTotal, Self.reserveLimit))
        var facts = FileFacts.blank
        try facts.code(&self)
        guard try reader.byte() == FactsCodec.endMarker else { throw reader.failure("missing end marker") }
        return facts
    }

    @inline(__always)
    mutating func readString() throws(FactsCodecError) -> String {
        let code = try reader.uint()
        guard code != StringCode.noneValue else { throw reader.failure("missing string") }
        return try readString(code: code)
    }

    @inline(__always)
    mutating func readOptionalString() throws(FactsCodecError) -> String? {
        let code = try reader.uint()
        return code == StringCode.noneValue ? nil : try readString(code: code)
    }

    @inline(__always)
    private mutating func readString(code: UInt64) throws(FactsCodecError) -> String {
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
    private mutating func readLocation(tag: UInt8) throws(FactsCodecError) -> SourceLocation {
        let file: String
        switch tag {
        case LocationTag.sameFile: file = path
        case LocationTag.explicitFile: file = try readString()
        default: throw reader.failure("unknown location tag \(tag)")
        }
        let line = try reader.int()
        let column = try reader.int()
        return SourceLocation(file: file, line: line, column: column)
    }

    /// A value, nested at most `FactsCodec.maxValueDepth` deep.
    mutating func readValue() throws(FactsCodecError) -> ValueExpression {
        guard depth < FactsCodec.maxValueDepth else { throw reader.failure("value nested deeper than \(FactsCodec.maxValueDepth)") }
        depth += 1
        defer { depth -= 1 }
        return try ValueExpression(from: &self)
    }

    /// A count, then the values.
    mutating func readValues() throws(FactsCodecError) -> [ValueExpression] {
        let count = try reader.count(minimumSize: MinimumSize.value)
        var values: [ValueExpression] = []
        values.reserveCapacity(min(count, Self.reserveLimit))
        for _ in 0 ..< count {
            values.append(try readValue())
        }
        return values
    }
}

extension FactsDecoder: FactsCoder {
    typealias Failure = FactsCodecError

    mutating func path(_ path: inout String) throws(FactsCodecError) {
        self.path = try readString()
        path = self.path
    }

    mutating func tag<T: CodecTagged>(_ value: inout T) throws(FactsCodecError) {
        let tag = try reader.byte()
        guard let decoded = T(codecTag: tag) else { throw reader.failure("unknown \(T.codecName) \(tag)") }
        value = decoded
    }

    mutating func tag<T: CodecTagged>(_ value: inout T, flag: inout Bool) throws(FactsCodecError) {
        let tag = try reader.byte()
        guard let decoded = T(codecTag: tag >> 1) else { throw reader.failure("unknown \(T.codecName) \(tag)") }
        value = decoded
        flag = tag & 1 == 1
    }

    mutating func string(_ string: inout String) throws(FactsCodecError) {
        string = try readString()
    }

    mutating func optionalString(_ string: inout String?) throws(FactsCodecError) {
        string = try readOptionalString()
    }

    mutating func strings(_ strings: inout [String]) throws(FactsCodecError) {
        let count = try reader.count()
        var result: [String] = []
        result.reserveCapacity(min(count, Self.reserveLimit))
        for _ in 0 ..< count {
            result.append(try readString())
        }
        strings = result
    }

    mutating func optionalStrings(_ strings: inout [String?]) throws(FactsCodecError) {
        let count = try reader.count()
        var result: [String?] = []
        result.reserveCapacity(min(count, Self.reserveLimit))
        for _ in 0 ..< count {
            result.append(try readOptionalString())
        }
        strings = result
    }

    mutating func stringList(_ list: inout [String]?) throws(FactsCodecError) {
        let count = try reader.count(minimumSize: 1)
        guard count > 0 else {
            list = nil
            return
        }
        var result: [String] = []
        result.reserveCapacity(min(count - 1, Self.reserveLimit))
        for _ in 0 ..< count - 1 {
            result.append(try readString())
        }
        list = result
    }

    mutating func location(_ location: inout SourceLocation) throws(FactsCodecError) {
        let tag = try reader.byte()
        location = try readLocation(tag: tag)
    }

    mutating func optionalLocation(_ location: inout SourceLocation?) throws(FactsCodecError) {
        let tag = try reader.byte()
        location = tag == LocationTag.absent ? nil : try readLocation(tag: tag)
    }

    mutating func value(_ value: inout ValueExpression) throws(FactsCodecError) {
        value = try readValue()
    }

    mutating func values(_ values: inout [ValueExpression]) throws(FactsCodecError) {
        values = try readValues()
    }

    mutating func methodFlags(isClassMethod: inout Bool, returns: inout ValueExpression?) throws(FactsCodecError) {
        let flags = try reader.byte()
        guard flags <= 3 else { throw reader.failure("bad method flags \(flags)") }
        isClassMethod = flags & 1 == 1
        returns = flags & 2 == 0 ? nil : try readValue()
    }

    mutating func references(_ facts: inout FileFacts) throws(FactsCodecError) {
        var extended: [String] = []
        try strings(&extended)
        guard let (buffer, recordEnd) = deferral else {
            try records(&facts.references)
            return
        }
        // The references run to the end marker, the record's last byte: left unread, with
        // what reading them needs (where they start, the shared strings so far, the path).
        let start = reader.offset
        let count = try reader.count(minimumSize: ReferenceEvent.minimumSize)
        guard recordEnd - 1 >= reader.offset, recordEnd <= reader.buffer.count else { throw reader.failure("references past the record's end") }
        reader.offset = recordEnd - 1
        let (table, sharedTotal, path) = (table, sharedTotal, path)
        facts.deferReferences(DeferredReferences(count: count, extendedTypeNames: extended) {
            buffer.withUnsafeBufferPointer { bytes in
                var decoder = FactsDecoder(reader: RawReader(bytes, offset: start))
                (decoder.table, decoder.sharedTotal, decoder.path) = (table, sharedTotal, path)
                var references: [ReferenceEvent] = []
                do { try decoder.records(&references) } catch { return [] }
                return references
            }
        })
    }

    mutating func records<R: FactsRecord>(_ records: inout [R]) throws(FactsCodecError) {
        let count = try reader.count(minimumSize: R.minimumSize)
        var result: [R] = []
        result.reserveCapacity(min(count, Self.reserveLimit))
        for _ in 0 ..< count {
            var record = R.blank
            try record.code(&self)
            result.append(consume record)
        }
        records = result
    }
}
