import HiveLintCore

/// Writes one record (see the format notes in FactsCodec.swift). Fields come through
/// `FactsCoder`, from each record's `code(_:)`; the `write` methods are what they use.
struct FactsEncoder {
    var writer = ByteWriter()
    /// The record's non-empty strings. After the counting pass: how many times each occurs.
    /// While writing: a count (not written yet) or, once a shared string was written,
    /// -(its table index + 1).
    private var table: [String: Int] = [:]
    /// How many strings occur more than once (the decoder's table size).
    private var sharedTotal = 0
    /// How many shared strings were written so far.
    private var sharedWritten = 0
    /// The first pass over a record: strings are counted, nothing is written.
    private var counting = false
    /// The record's path, which same-file locations leave out.
    private var path = ""

    /// Writes one record: the strings are counted first (a pass over the same fields that
    /// writes nothing), so the header can say how many are shared.
    mutating func encode(_ facts: FileFacts) {
        // Roughly the number of distinct strings, to grow the table once or not at all.
        table.reserveCapacity(
            1 + 2 * facts.imports.count + facts.declarations.count + facts.referenceCount + 3 * facts.calls.count
                + 2 * facts.types.count + facts.methods.count + 2 * facts.constants.count + 2 * facts.diagnostics.count
        )
        // The fields are only read (`code` takes them inout to serve the decoder too).
        var facts = facts
        counting = true
        facts.code(&self)
        counting = false
        writer.byte(FactsCodec.recordMarker)
        writer.uint(UInt64(sharedTotal))
        facts.code(&self)
        writer.byte(FactsCodec.endMarker)
    }

    @inline(__always)
    mutating func byte(_ b: UInt8) {
        if !counting { writer.byte(b) }
    }

    @inline(__always)
    mutating func uint(_ v: UInt64) {
        if !counting { writer.uint(v) }
    }

    @inline(__always)
    private mutating func int(_ v: Int) {
        if !counting { writer.int(v) }
    }

    /// Writes a string ref (see the format notes): a back-reference when a shared string
    /// was written before, else the string, flagged when it is shared. The counting pass
    /// counts it instead.
    mutating func write(_ s: String) {
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

    /// A tag byte, then a string.
    mutating func write(_ tag: UInt8, _ s: String) {
        byte(tag)
        write(s)
    }

    /// Writes `StringCode.none` for nil, else the string ref.
    mutating func write(_ s: String?) {
        if let s {
            write(s)
        } else {
            byte(StringCode.none)
        }
    }

    mutating func write(_ location: SourceLocation) {
        if location.file == path {
            byte(LocationTag.sameFile)
        } else {
            byte(LocationTag.explicitFile)
            write(location.file)
        }
        int(location.line)
        int(location.column)
    }

    /// A count, then the values.
    mutating func write(_ values: [ValueExpression]) {
        uint(UInt64(values.count))
        for value in values {
            value.encode(to: &self)
        }
    }

    private mutating func count(_ s: String) {
        if s.isEmpty { return }
        if Self.increment(&table[s, default: 0]) == 2 {
            sharedTotal += 1
        }
    }

    @inline(__always)
    private static func increment(_ slot: inout Int) -> Int {
        slot += 1
        return slot
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
}

extension FactsEncoder: FactsCoder {
    typealias Failure = Never

    mutating func path(_ path: inout String) {
        self.path = path
        write(path)
    }

    mutating func tag<T: CodecTagged>(_ value: inout T) {
        byte(value.codecTag)
    }

    mutating func tag<T: CodecTagged>(_ value: inout T, flag: inout Bool) {
        byte(value.codecTag << 1 | (flag ? 1 : 0))
    }

    mutating func string(_ string: inout String) {
        write(string)
    }

    mutating func optionalString(_ string: inout String?) {
        write(string)
    }

    mutating func strings(_ strings: inout [String]) {
        uint(UInt64(strings.count))
        for string in strings {
            write(string)
        }
    }

    mutating func optionalStrings(_ strings: inout [String?]) {
        uint(UInt64(strings.count))
        for string in strings {
            write(string)
        }
    }

    mutating func stringList(_ list: inout [String]?) {
        uint(list.map { UInt64($0.count) + 1 } ?? 0)
        for string in list ?? [] {
            write(string)
        }
    }

    mutating func location(_ location: inout SourceLocation) {
        write(location)
    }

    mutating func optionalLocation(_ location: inout SourceLocation?) {
        if let location {
            write(location)
        } else {
            byte(LocationTag.absent)
        }
    }

    mutating func value(_ value: inout ValueExpression) {
        value.encode(to: &self)
    }

    mutating func values(_ values: inout [ValueExpression]) {
        write(values)
    }

    mutating func methodFlags(isClassMethod: inout Bool, returns: inout ValueExpression?) {
        if let returns {
            byte(isClassMethod ? 3 : 2)
            returns.encode(to: &self)
        } else {
            byte(isClassMethod ? 1 : 0)
        }
    }

    mutating func references(_ facts: inout FileFacts) {
        var extended = facts.extendedTypeNames
        strings(&extended)
        var references = facts.references
        records(&references)
    }

    mutating func records<R: FactsRecord>(_ records: inout [R]) {
        uint(UInt64(records.count))
        // `code(_:)` takes the fields inout for the decoder's sake; the encoder only reads
        // them (no method of this conformance assigns to its argument), so each record is
        // coded in place in the array's storage rather than copied out first (which would
        // retain and release every string of every record, twice per encode).
        records.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for index in buffer.indices {
                UnsafeMutablePointer(mutating: base + index).pointee.code(&self)
            }
        }
    }
}
