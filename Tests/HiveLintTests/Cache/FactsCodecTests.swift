import HiveLintCache
import HiveLintCore
import Testing

@Suite struct FactsCodecTests {
    // MARK: Round trips

    @Test func richFactsRoundTrip() throws {
        let facts = codecRichFacts()
        var buffer: [UInt8] = []
        FactsCodec.encode(facts, into: &buffer)
        var offset = 0
        let decoded = try FactsCodec.decode(buffer, at: &offset)
        #expect(offset == buffer.count)
        #expect(decoded == facts)
        // Field by field too, so a failure says where.
        #expect(decoded.path == facts.path)
        #expect(decoded.language == facts.language)
        #expect(decoded.imports == facts.imports)
        #expect(decoded.declarations == facts.declarations)
        #expect(decoded.references == facts.references)
        #expect(decoded.calls == facts.calls)
        #expect(decoded.types == facts.types)
        #expect(decoded.methods == facts.methods)
        #expect(decoded.constants == facts.constants)
        #expect(decoded.diagnostics == facts.diagnostics)
    }

    @Test func everyLanguageAndEmptyFacts() throws {
        for language in Language.allCases {
            for path in ["", "A.swift", "模块/详情.m"] {
                let facts = FileFacts(path: path, language: language)
                var buffer: [UInt8] = []
                FactsCodec.encode(facts, into: &buffer)
                var offset = 0
                #expect(try FactsCodec.decode(buffer, at: &offset) == facts)
                #expect(offset == buffer.count)
            }
        }
    }

    @Test func everyValueExpressionAlone() throws {
        for value in codecAllValues() {
            let facts = FileFacts(
                path: "V.m", language: .objc,
                constants: [ConstantEvent(form: .define, name: "k", value: value, location: SourceLocation(file: "V.m", line: 1, column: 1))]
            )
            var buffer: [UInt8] = []
            FactsCodec.encode(facts, into: &buffer)
            var offset = 0
            #expect(try FactsCodec.decode(buffer, at: &offset) == facts, "\(value)")
        }
    }

    @Test func labelsAreKeptExactly() throws {
        let location = SourceLocation(file: "L.swift", line: 3, column: 4)
        var unnormalized = CallEvent(form: .swift, name: "f", arguments: [.number("1"), .number("2")], location: location)
        unnormalized.labels = []  // not what init would produce; still round-trips
        var mismatched = CallEvent(form: .swift, name: "g", arguments: [.number("1")], location: location)
        mismatched.labels = ["a", nil, "", "a"]
        let facts = FileFacts(path: "L.swift", language: .swift, calls: [unnormalized, mismatched])
        var buffer: [UInt8] = []
        FactsCodec.encode(facts, into: &buffer)
        var offset = 0
        let decoded = try FactsCodec.decode(buffer, at: &offset)
        #expect(decoded.calls[0].labels == [])
        #expect(decoded.calls[1].labels == ["a", nil, "", "a"])
        #expect(decoded == facts)
    }

    @Test func severalRecordsInOneBuffer() throws {
        let all = [
            codecRichFacts(),
            FileFacts(path: "Empty.h", language: .objcHeader),
            codecRichFacts(path: "Other/路径.mm", language: .objcpp),
            FileFacts(
                path: "B.swift", language: .swift,
                references: [ReferenceEvent(kind: .value, name: "x", location: SourceLocation(file: "B.swift", line: 1, column: 2))]
            ),
        ]
        // Appending keeps what the buffer already holds.
        let prefix: [UInt8] = [1, 2, 3]
        var buffer = prefix
        for facts in all {
            FactsCodec.encode(facts, into: &buffer)
        }
        #expect(Array(buffer.prefix(3)) == prefix)
        var offset = prefix.count
        var decoded: [FileFacts] = []
        while offset < buffer.count {
            decoded.append(try FactsCodec.decode(buffer, at: &offset))
        }
        #expect(decoded == all)
        #expect(offset == buffer.count)
    }

    @Test func encodingIsDeterministicAndCompact() {
        let facts = codecRichFacts()
        var first: [UInt8] = []
        var second: [UInt8] = []
        FactsCodec.encode(facts, into: &first)
        FactsCodec.encode(facts, into: &second)
        #expect(first == second)
        // A same-file location costs a tag byte plus two small varints.
        let one = FileFacts(
            path: "Modules/Goods/GDSDetail.m", language: .objc,
            references: [ReferenceEvent(kind: .type, name: "GDSItem", location: SourceLocation(file: "Modules/Goods/GDSDetail.m", line: 12, column: 5))]
        )
        var small: [UInt8] = []
        FactsCodec.encode(one, into: &small)
        // marker + shared count + path + language + 8 counts + extended types' count +
        // references' count + (kind + name + location + no condition) + end marker
        #expect(small.count == 1 + 1 + (1 + 25) + 1 + 8 + 1 + 1 + (1 + (1 + 7) + 3 + 1) + 1)
        // A string written again is a back-reference (here: 1 byte instead of 8).
        var twice = one
        twice.references.append(ReferenceEvent(kind: .value, name: "GDSItem", location: SourceLocation(file: "Modules/Goods/GDSDetail.m", line: 13, column: 1)))
        var repeated: [UInt8] = []
        FactsCodec.encode(twice, into: &repeated)
        #expect(repeated.count == small.count + (1 + 1 + 3 + 1))
        // Every string field is shared, a call's `#if` condition included: written once.
        let condition = "defined(GOODS_FEATURE_FLAGS_ENABLED)"
        let calls = FileFacts(path: "Modules/Goods/GDSDetail.m", language: .objc, calls: (1...3).map { line in
            CallEvent(form: .macro, name: "BHService", condition: condition, location: SourceLocation(file: "Modules/Goods/GDSDetail.m", line: line, column: 1))
        })
        var conditional: [UInt8] = []
        FactsCodec.encode(calls, into: &conditional)
        let needle = Array(condition.utf8)
        #expect((0...(conditional.count - needle.count)).filter { Array(conditional[$0..<($0 + needle.count)]) == needle }.count == 1)
    }

    /// The parse cache's load leaves a record's references unread: they read as the eager
    /// decode's when asked for, and their count and the types extended are known without.
    @Test func deferredReferencesReadAsTheEagerDecodes() throws {
        let facts = codecRichFacts()
        #expect(FileFacts.extendedTypeNames(facts.references) == ["GDSItem"])
        // A record between other bytes, as in the cache file.
        var buffer: [UInt8] = [0x55]
        FactsCodec.encode(facts, into: &buffer)
        let record = 1..<buffer.count
        buffer.append(0x66)
        let deferred = try FactsCodec.decodeDeferringReferences(buffer, record: record)
        #expect(deferred.referenceCount == facts.references.count)
        #expect(deferred.extendedTypeNames == ["GDSItem"])
        #expect(deferred.path == facts.path && deferred.calls == facts.calls && deferred.suppressions == facts.suppressions)
        // Read at once from several threads: read once, the same everywhere.
        let read = Chunks.map(count: 8, maximum: 8, minimumSize: 1) { _ in deferred.references }
        #expect(read.allSatisfy { $0 == facts.references })
        #expect(deferred == facts)
        // A changed copy holds its own references.
        var changed = deferred
        changed.references.removeLast()
        #expect(changed.referenceCount == facts.references.count - 1 && deferred.references == facts.references)
        // Left unread indeed: a reference's damaged location fails the eager decode, not the
        // load (whose caller checked the bytes: the cache's checksum); it reads as none.
        var damaged: [UInt8] = []
        FactsCodec.encode(FileFacts(path: "A.m", language: .objc, references: [
            ReferenceEvent(kind: .type, name: "ZZZZ", location: SourceLocation(file: "A.m", line: 1, column: 1)),
        ]), into: &damaged)
        let name = try #require((0...(damaged.count - 4)).first { damaged[$0..<($0 + 4)].elementsEqual("ZZZZ".utf8) })
        damaged[name + 4] = 0x09
        var offset = 0
        #expect(throws: FactsCodecError.self) { try FactsCodec.decode(damaged, at: &offset) }
        let unread = try FactsCodec.decodeDeferringReferences(damaged, record: 0..<damaged.count)
        #expect(unread.referenceCount == 1 && unread.references.isEmpty)
        // The record must end where its bytes say.
        #expect(throws: FactsCodecError.self) { try FactsCodec.decodeDeferringReferences(buffer, record: 1..<buffer.count) }
        #expect(throws: FactsCodecError.self) { try FactsCodec.decodeDeferringReferences(buffer, record: 1..<(buffer.count + 4)) }
    }

    @Test func nestingUpToTheLimitRoundTripsAndDeeperIsRejected() throws {
        func nested(_ depth: Int) -> ValueExpression {
            var value = ValueExpression.string("leaf")
            for level in 1 ..< depth {
                value = level.isMultiple(of: 2) ? .concat([value]) : .format([.name("n"), value])
            }
            return value
        }
        func facts(_ value: ValueExpression) -> FileFacts {
            FileFacts(
                path: "D.m", language: .objc,
                constants: [ConstantEvent(form: .objcConstant, name: "k", value: value, location: SourceLocation(file: "D.m", line: 1, column: 1))]
            )
        }
        var buffer: [UInt8] = []
        FactsCodec.encode(facts(nested(FactsCodec.maxValueDepth)), into: &buffer)
        var offset = 0
        #expect(try FactsCodec.decode(buffer, at: &offset) == facts(nested(FactsCodec.maxValueDepth)))

        buffer = []
        FactsCodec.encode(facts(nested(FactsCodec.maxValueDepth + 1)), into: &buffer)
        offset = 0
        #expect(throws: FactsCodecError.self) { try FactsCodec.decode(buffer, at: &offset) }
        #expect(offset == 0)
    }

    // MARK: The bytes on disk

    /// The encoding is the cache's file format: a change to these bytes must bump
    /// `formatVersion` (and update the pins).
    @Test func encodingMatchesThePinnedBytes() {
        #expect(FactsCodec.formatVersion == 13)
        var buffer: [UInt8] = []
        FactsCodec.encode(codecPinnedFacts(), into: &buffer)
        #expect(codecHex(buffer) == [
            "fa072c476f6f64732f4744532e6d0202012c53686f702f53686f702e685423696d706f7274203c53686f702f53686f70",
            "2e683e000202164445425547041e4744534974656d3c40636c617373204744534974656d3b012e476f6f64732f474453",
            "2e68040202020b264744535f524f5554450006127023646566696e65204744535f524f5554452040222f2f676f6f6473",
            "221003000802020201687265676973746572536572766963653a696d706c436c6173733a1c4265654869766502022a47",
            "44535365727669636503030202020118736861726564264744534d6f64756c650100140a04106f70656e020105020028",
            "2f2f676f6f64732f254001086964010c75726c000202001602020003204e534f626a6563740209244e53436f7079696e",
            "670028020514476f6f64730200002a02020b207072696f7269747903080437003c020b106c6f616400003e0202010702",
            "06780602001c2f2f676f6f6473070202000612031c6b44657461696c000a0452105228782901090d0050040201047703",
            "01050a0a000469000200000101030001d80401af",
        ].joined())
        var rich: [UInt8] = []
        FactsCodec.encode(codecRichFacts(), into: &rich)
        #expect(rich.count == 2502)
        #expect(codecFNV1a(rich) == 0xDC4D69BE6E77341)
    }

    /// Each record kind alone, at its smallest and with every optional field set: the size of
    /// the smallest is the format's minimum for the kind (what decoding bounds counts by), and
    /// a record holding nothing but many of the smallest still decodes.
    @Test func everyRecordKindAloneAtItsSmallestAndFullest() throws {
        let path = "M.m"
        let here = SourceLocation(file: path, line: 0, column: 0)
        let there = SourceLocation(file: "Other.h", line: -3, column: 70_000)
        // (smallest, fullest, smallest encoded size) per kind.
        let kinds: [(String, (Int) -> FileFacts, (Int) -> FileFacts, Int)] = [
            ("import",
             { FileFacts(path: path, language: .objc, imports: Array(repeating: ImportEvent(form: .swiftImport, target: "", text: "", location: here), count: $0)) },
             { FileFacts(path: path, language: .objc, imports: Array(repeating: ImportEvent(form: .forwardClass, target: "T", text: "@class T;", location: there, condition: "C"), count: $0)) },
             7),
            ("declaration",
             { FileFacts(path: path, language: .objc, declarations: Array(repeating: DeclarationEvent(kind: .objcClass, name: "", location: here, isPublic: false), count: $0)) },
             { FileFacts(path: path, language: .objc, declarations: Array(repeating: DeclarationEvent(kind: .swiftProtocol, name: "P", location: there, isPublic: true, detail: "d"), count: $0)) },
             6),
            ("reference",
             { FileFacts(path: path, language: .objc, references: Array(repeating: ReferenceEvent(kind: .type, name: "", location: here), count: $0)) },
             { FileFacts(path: path, language: .objc, references: Array(repeating: ReferenceEvent(
                kind: .protocolExpression, name: "P", location: there, condition: "C"), count: $0)) },
             6),
            ("call",
             { FileFacts(path: path, language: .objc, calls: Array(repeating: CallEvent(form: .message, name: "", location: here), count: $0)) },
             { FileFacts(path: path, language: .objc, calls: Array(repeating: CallEvent(
                form: .swift, name: "f", receiver: "r", arguments: [.string("a"), .block(constructs: nil)], labels: ["l", nil], chained: ["c"],
                enclosingType: "E", inLoop: true, condition: "C", location: there), count: $0)) },
             11),
            ("type",
             { FileFacts(path: path, language: .objc, types: Array(repeating: TypeEvent(kind: .objcClass, name: "", location: here), count: $0)) },
             { FileFacts(path: path, language: .objc, types: Array(repeating: TypeEvent(
                kind: .swiftProtocol, name: "T", superclass: "S", protocols: ["P", "Q"], isExtension: true, location: there), count: $0)) },
             7),
            ("method",
             { FileFacts(path: path, language: .objc, methods: Array(repeating: MethodEvent(typeName: "", selector: "", isClassMethod: false, location: here), count: $0)) },
             { FileFacts(path: path, language: .objc, methods: Array(repeating: MethodEvent(
                typeName: "T", selector: "s", isClassMethod: true, returns: .number("1"), location: there), count: $0)) },
             6),
            ("constant",
             { FileFacts(path: path, language: .objc, constants: Array(repeating: ConstantEvent(form: .objcConstant, name: "", value: .string(""), location: here), count: $0)) },
             { FileFacts(path: path, language: .objc, constants: Array(repeating: ConstantEvent(
                form: .define, name: "K", value: .macroCall("M", [.name("x")], written: "M(x)"), location: there, parameters: ["x", "y"]), count: $0)) },
             8),
            ("diagnostic",
             { FileFacts(path: path, language: .objc, diagnostics: Array(repeating: Diagnostic(severity: .info, code: "", message: ""), count: $0)) },
             { FileFacts(path: path, language: .objc, diagnostics: Array(repeating: Diagnostic(severity: .error, code: "c", message: "m", location: there), count: $0)) },
             4),
            ("suppression",
             { FileFacts(path: path, language: .objc, suppressions: Array(repeating: SuppressionComment(location: here, scope: .next, rules: [], reason: nil), count: $0)) },
             { FileFacts(path: path, language: .objc, suppressions: Array(repeating: SuppressionComment(
                location: there, scope: .this, rules: ["business-to-business", "all"], reason: "ARCH-112"), count: $0)) },
             6),
        ]
        func encoded(_ facts: FileFacts) -> [UInt8] {
            var buffer: [UInt8] = []
            FactsCodec.encode(facts, into: &buffer)
            return buffer
        }
        for (kind, smallest, fullest, minimum) in kinds {
            #expect(encoded(smallest(2)).count - encoded(smallest(1)).count == minimum, "\(kind)")
            for facts in [smallest(1), smallest(200), fullest(1), fullest(3)] {
                let bytes = encoded(facts)
                var offset = 0
                #expect(try FactsCodec.decode(bytes, at: &offset) == facts, "\(kind)")
                #expect(offset == bytes.count)
            }
        }
    }

    // MARK: Corrupt input

    @Test func everyTruncationThrows() throws {
        var buffer: [UInt8] = []
        FactsCodec.encode(codecRichFacts(), into: &buffer)
        for length in 0 ..< buffer.count {
            let prefix = Array(buffer.prefix(length))
            var offset = 0
            #expect(throws: FactsCodecError.self, "prefix of \(length) bytes") { try FactsCodec.decode(prefix, at: &offset) }
            #expect(offset == 0)
        }
    }

    @Test func randomByteFlipsNeverCrash() {
        var original: [UInt8] = []
        FactsCodec.encode(codecRichFacts(), into: &original)
        FactsCodec.encode(FileFacts(path: "Tail.h", language: .objcHeader), into: &original)
        var random = CodecTestRandom(seed: 0x5EED_FAC7)
        var thrown = 0
        var decodedCount = 0
        for round in 0 ..< 4000 {
            var bytes = original
            let flips = 1 + Int(random.next() % 4)
            for _ in 0 ..< flips {
                let index = Int(random.next() % UInt64(bytes.count))
                if round.isMultiple(of: 3) {
                    bytes[index] = UInt8(truncatingIfNeeded: random.next())  // any value
                } else {
                    bytes[index] ^= UInt8(1) << UInt8(random.next() % 8)  // one bit
                }
            }
            if round.isMultiple(of: 5) {
                bytes.removeLast(Int(random.next() % UInt64(bytes.count)))
            }
            var offset = 0
            do {
                while offset < bytes.count {
                    let before = offset
                    let facts = try FactsCodec.decode(bytes, at: &offset)
                    #expect(offset > before && offset <= bytes.count)
                    decodedCount += 1
                    // Whatever decodes is a valid value: it round-trips in turn.
                    var again: [UInt8] = []
                    FactsCodec.encode(facts, into: &again)
                    var againOffset = 0
                    #expect(try FactsCodec.decode(again, at: &againOffset) == facts)
                }
            } catch {
                thrown += 1
            }
        }
        // Both outcomes happen (a flipped letter in a string still decodes).
        #expect(thrown > 0)
        #expect(decodedCount > 0)
    }

    @Test func randomGarbageNeverCrashes() {
        var random = CodecTestRandom(seed: 42)
        for _ in 0 ..< 2000 {
            let count = Int(random.next() % 200)
            var bytes = (0 ..< count).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            if !bytes.isEmpty { bytes[0] = 0xFA }  // get past the record marker
            var offset = 0
            _ = try? FactsCodec.decode(bytes, at: &offset)
            #expect(offset >= 0 && offset <= bytes.count)
        }
    }

    @Test func corruptLengthsAndTagsThrow() {
        func decodeFails(_ bytes: [UInt8], _ expected: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
            var offset = 0
            do {
                let facts = try FactsCodec.decode(bytes, at: &offset)
                Issue.record("decoded \(facts) instead of failing with \(expected)", sourceLocation: sourceLocation)
            } catch {
                #expect(error.message.contains(expected), "\(error.message)", sourceLocation: sourceLocation)
                #expect(offset == 0, sourceLocation: sourceLocation)
            }
        }
        // Record header: marker 0xFA, shared string count, path, language.
        decodeFails([], "unexpected end")
        decodeFails([0x00], "record marker")
        decodeFails([0xFA, 0x00, 0x00, 0x09], "unknown language")
        decodeFails([0xFA, 0x00, 0x02, 0x00], "missing string")  // nil where a string is required
        decodeFails([0xFA, 0xFF, 0xFF, 0xFF, 0x7F, 0x00], "count")  // more shared strings than bytes
        decodeFails([0xFA, 0x00, 0x06, 0x61, 0x00], "more shared strings than announced")
        decodeFails([0xFA, 0x00, 0xFC, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01], "exceeds the data")  // huge string length
        decodeFails([0xFA, 0x00, 0x03, 0x00], "string reference")  // a back-reference to nothing
        decodeFails([0xFA, 0x00, 0x00, 0x00, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F, 0x00, 0x00], "count")  // huge import count
        decodeFails([0xFA, 0x00, 0x00, 0x00] + Array(repeating: 0xFF, count: 10) + [0x01], "longer than 64 bits")
        decodeFails([0xFA, 0x00, 0x00, 0x00, 1, 0x07, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00], "unknown import form")
        decodeFails([0xFA, 0x00, 0x00, 0x00, 1, 0x00, 0x00, 0x00, 0x05, 0x00, 0x00, 0x00], "unknown location tag")
        // concat(concat(concat(…))) far deeper than allowed: rejected, not a stack overflow.
        // (…, one constant: form, name, no parameters, then its value.)
        let header: [UInt8] = [0xFA, 0x00, 0x00, 0x00, 0, 0, 0, 0, 0, 1, 0x00, 0x00, 0x00]
        decodeFails(header + Array(repeating: [0x06, 0x01], count: 100_000).flatMap { $0 }, "nested deeper")
        // A valid record with its end marker changed.
        var buffer: [UInt8] = []
        FactsCodec.encode(FileFacts(path: "A.m", language: .objc), into: &buffer)
        buffer[buffer.count - 1] = 0
        decodeFails(buffer, "end marker")
    }

    @Test func decodeFromAnOffsetOutsideTheBufferThrows() {
        var buffer: [UInt8] = []
        FactsCodec.encode(FileFacts(path: "A.m", language: .objc), into: &buffer)
        for start in [-1, Int.min, buffer.count, buffer.count + 1, Int.max] {
            var offset = start
            #expect(throws: FactsCodecError.self) { try FactsCodec.decode(buffer, at: &offset) }
            #expect(offset == start)
        }
    }

    // MARK: Primitives

    @Test func varintsAndStringsRoundTrip() throws {
        let numbers: [UInt64] = [0, 1, 127, 128, 255, 300, 16383, 16384, 1 << 32, (1 << 63) - 1, 1 << 63, UInt64.max]
        let strings = ["", "a", "//商品/详情", String(repeating: "x", count: 200), "emoji 🐝 é"]
        var writer = ByteWriter()
        for n in numbers {
            writer.uint(n)
        }
        for s in strings {
            writer.string(s)
        }
        #expect(writer.bytes.prefix(3) == [0, 1, 127])
        var reader = ByteReader(writer.bytes)
        for n in numbers {
            #expect(try reader.uint() == n)
        }
        for s in strings {
            #expect(try reader.string() == s)
        }
        #expect(reader.isAtEnd)
        #expect(throws: FactsCodecError.self) { try reader.uint() }
        #expect(throws: FactsCodecError.self) { try reader.string() }
    }

    @Test func varintBytesAreLEB128AndIntsAreZigzag() throws {
        var writer = ByteWriter()
        writer.uint(300)
        writer.uint(UInt64.max)
        #expect(writer.bytes == [0xAC, 0x02] + Array(repeating: 0xFF, count: 9) + [0x01])
        let ints = [0, -1, 1, -64, 64, Int.min, Int.max]
        writer = ByteWriter()
        for value in ints {
            writer.int(value)
        }
        writer.byte(0xAB)
        #expect(writer.bytes.prefix(4) == [0x00, 0x01, 0x02, 0x7F])
        var reader = ByteReader(writer.bytes)
        for value in ints {
            #expect(try reader.int() == value)
        }
        #expect(try reader.byte() == 0xAB)
        #expect(reader.isAtEnd && reader.remaining == 0)
    }

    @Test func readerRejectsBadInputAndKeepsItsOffset() throws {
        var overlong = ByteReader([0x01] + Array(repeating: 0x80, count: 10) + [0x02], offset: 1)
        #expect(throws: FactsCodecError.self) { try overlong.uint() }
        #expect(overlong.offset == 1)
        var unterminated = ByteReader([0x80, 0x80])
        #expect(throws: FactsCodecError.self) { try unterminated.uint() }
        #expect(unterminated.offset == 0)
        var shortString = ByteReader([0x05, 0x61, 0x62])
        #expect(throws: FactsCodecError.self) { try shortString.string() }
        #expect(shortString.offset == 0)
        var hugeCount = ByteReader([0x03, 0x00, 0x00, 0x00, 0x00, 0x00])
        #expect(throws: FactsCodecError.self) { try hugeCount.count(minimumSize: 2) }  // 3 × 2 bytes > 5 left
        #expect(try hugeCount.count(minimumSize: 1) == 3)
        var negative = ByteReader([0x01], offset: -3)
        #expect(negative.isAtEnd)
        #expect(throws: FactsCodecError.self) { try negative.uint() }
        #expect(throws: FactsCodecError.self) { try negative.byte() }
        var past = ByteReader([0x01], offset: 5)
        #expect(past.isAtEnd)
        #expect(throws: FactsCodecError.self) { try past.string() }
        var extreme = ByteReader([0x01], offset: Int.max)
        #expect(throws: FactsCodecError.self) { try extreme.string() }
        // Ill-formed UTF-8 decodes (with replacement characters) instead of trapping.
        var invalid = ByteReader([0x02, 0xC3, 0x28])
        #expect((try? invalid.string()) != nil)
        #expect(invalid.isAtEnd)
    }
}

// MARK: - Fixtures

/// A small deterministic generator (SplitMix64).
private struct CodecTestRandom {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Every ValueExpression case, nested ones included.
private func codecAllValues() -> [ValueExpression] {
    [
        .string("//goods/detail"),
        .string(""),
        .string("//商品/详情"),
        .name("kRouteGoodsDetail"),
        .name("GoodsRoute.detail.rawValue"),
        .protocolRef("GDSGoodsService"),
        .type("GDSGoodsServiceImpl"),
        .type("self"),
        .selector("registerURLPattern:toHandler:"),
        .format([.string("//goods/%@/%d"), .name("kID"), .number("3")]),
        .format([]),
        .concat([.string("myapp://"), .concat([.name("host"), .string("/详情")]), .format([.string("%@"), .other("x.y()")])]),
        .concat([]),
        .block(constructs: nil),
        .block(constructs: "X"),
        .block(constructs: ""),
        .macroCall("ROUTE", [.string("detail"), .macroCall("HOST", [], written: "HOST()")], written: "ROUTE(@\"detail\", HOST())"),
        .macroCall("", [], written: ""),
        .number("1"),
        .number("YES"),
        .other("[self buildRoute:@\"a\"]"),
        .other(""),
    ]
}

/// FileFacts using every type, every enum case and every Optional both nil and non-nil.
private func codecRichFacts(path: String = "Modules/Goods/Classes/GDSDetailViewController.m", language: Language = .objc) -> FileFacts {
    func at(_ line: Int, _ column: Int, file: String? = nil) -> HiveLintCore.SourceLocation {
        SourceLocation(file: file ?? path, line: line, column: column)
    }
    let imports = [
        ImportEvent(form: .swiftImport, target: "Goods", text: "@testable import Goods", location: at(1, 1)),
        ImportEvent(form: .angledInclude, target: "Goods/Goods.h", text: "#import <Goods/Goods.h>", location: at(2, 1), condition: "canImport(Goods)"),
        ImportEvent(form: .quotedInclude, target: "GDSModel.h", text: "#import \"GDSModel.h\"", location: at(3, 1), condition: "!(DEBUG)"),
        ImportEvent(form: .moduleImport, target: "UIKit.UIView", text: "@import UIKit.UIView;", location: at(4, 1)),
        ImportEvent(form: .forwardClass, target: "GDSItem", text: "@class GDSItem;", location: at(5, 1, file: "Other/Prefix.pch")),
        ImportEvent(form: .quotedInclude, target: "", text: "", location: at(6, 1), condition: ""),
    ]
    let declarationKinds: [DeclarationKind] = [
        .objcClass, .objcProtocol, .objcCategory, .function, .constant, .macro, .type, .enumConstant, .swiftType, .swiftProtocol,
    ]
    var declarations = declarationKinds.enumerated().map { index, kind in
        DeclarationEvent(kind: kind, name: "Decl\(index)", location: at(10 + index, 1), isPublic: index.isMultiple(of: 2), detail: index % 3 == 0 ? nil : "detail \(index)")
    }
    declarations.append(DeclarationEvent(kind: .macro, name: "GDS_ROUTE", location: at(30, 9), detail: "#define GDS_ROUTE @\"//商品/详情\""))
    let referenceKinds: [ReferenceKind] = [.type, .inherit, .extension, .category, .value, .macro, .string, .protocolExpression]
    var references = referenceKinds.enumerated().map { index, kind in
        ReferenceEvent(kind: kind, name: "GDSItem", location: at(40 + index, 2 * index + 1))
    }
    references.append(ReferenceEvent(kind: .type, name: "", location: at(0, 0)))
    references.append(ReferenceEvent(kind: .value, name: "extreme", location: at(Int.max, Int.min)))
    references.append(ReferenceEvent(kind: .value, name: "negative", location: at(-1, -200, file: "")))
    references.append(ReferenceEvent(kind: .value, name: String(repeating: "长", count: 100), location: at(100_000, 70_000)))
    references.append(ReferenceEvent(kind: .type, name: "GDSMacAlert", location: at(60, 3), condition: "!(TARGET_OS_IOS)"))
    let values = codecAllValues()
    let calls = [
        CallEvent(
            form: .message, name: "registerURLPattern:toHandler:", receiver: "MGJRouter",
            arguments: [.name("kRouteGoodsDetail"), .block(constructs: nil)], chained: [], enclosingType: "GDSModule", location: at(60, 5)
        ),
        CallEvent(
            form: .macro, name: "BeeHiveService", arguments: [.protocolRef("GDSService"), .type("GDSServiceImpl")], condition: "DEBUG",
            location: at(61, 1)),
        CallEvent(
            form: .swift, name: "register", receiver: "container", arguments: [.type("GoodsService"), .block(constructs: "GoodsServiceImpl")],
            labels: [nil, "factory"], chained: ["inObjectScope(.container)", ""], enclosingType: nil, inLoop: true, location: at(62, 3, file: "Other.swift")
        ),
        CallEvent(form: .swift, name: "open", arguments: values, labels: values.indices.map { $0.isMultiple(of: 2) ? nil : "l\($0)" }, location: at(63, 1)),
        CallEvent(form: .swift, name: "noArguments", condition: "DEBUG", location: at(64, 1)),
    ]
    let types = [
        TypeEvent(kind: .objcClass, name: "GDSDetailViewController", superclass: "UIViewController", protocols: ["GDSService", "UITableViewDelegate"], location: at(70, 1)),
        TypeEvent(kind: .objcProtocol, name: "GDSService", protocols: ["NSObject"], location: at(71, 1)),
        TypeEvent(kind: .swiftType, name: "GoodsServiceImpl", protocols: [], isExtension: true, location: at(72, 1)),
        TypeEvent(kind: .swiftProtocol, name: "GoodsService", superclass: "", location: at(73, 1)),
    ]
    let methods = [
        MethodEvent(typeName: "Target_Goods", selector: "Action_detail:", isClassMethod: false, location: at(80, 1)),
        MethodEvent(typeName: "Target_Goods", selector: "Action_list", isClassMethod: true, location: at(81, 1)),
        MethodEvent(typeName: "GDSModule", selector: "modulePriority", isClassMethod: false, returns: .number("100"), location: at(82, 1)),
        MethodEvent(typeName: "GDSModule", selector: "singleton", isClassMethod: true, returns: .concat([.string("a"), .name("b")]), location: at(83, 1)),
    ]
    let constantForms: [ConstantForm] = [.objcConstant, .define, .swiftConstant, .swiftRawValue]
    var constants = constantForms.enumerated().map { index, form in
        ConstantEvent(form: form, name: "kConstant\(index)", value: values[index % values.count], location: at(90 + index, 1))
    }
    constants += values.enumerated().map { index, value in
        ConstantEvent(form: .objcConstant, name: "kValue\(index)", value: value, location: at(100 + index, 1))
    }
    constants.append(ConstantEvent(form: .define, name: "ROUTE", value: .format([.string("app://%@"), .name("x")]), location: at(120, 9), parameters: ["x"]))
    constants.append(ConstantEvent(form: .define, name: "HOST", value: .string("shop"), location: at(121, 9), parameters: []))
    let diagnostics = [
        Diagnostic(severity: .info, code: "note", message: "", location: nil),
        Diagnostic(severity: .warning, code: "ambiguous-include", message: "GDSModel.h matches 2 headers: 商品", location: at(3, 1)),
        Diagnostic(severity: .error, code: "parse-error", message: "unbalanced @end", location: at(200, 4, file: "Modules/Goods/Other.h")),
    ]
    return FileFacts(
        path: path, language: language, imports: imports, declarations: declarations, references: references, calls: calls,
        types: types, methods: methods, constants: constants, diagnostics: diagnostics,
        suppressions: [
            SuppressionComment(location: at(3, 40), scope: .this, rules: ["business-to-business"], reason: "until GoodsService lands (ARCH-112)"),
            SuppressionComment(location: at(8, 4), scope: .next, rules: ["forbidden-dependency", "all"], reason: nil),
        ]
    )
}

/// A small record with every record kind, optional fields set and unset, a string shared
/// across kinds and a location in another file: its bytes are pinned.
private func codecPinnedFacts() -> FileFacts {
    let path = "Goods/GDS.m"
    func at(_ line: Int, _ column: Int, file: String = "Goods/GDS.m") -> HiveLintCore.SourceLocation {
        SourceLocation(file: file, line: line, column: column)
    }
    return FileFacts(
        path: path, language: .objc,
        imports: [
            ImportEvent(form: .angledInclude, target: "Shop/Shop.h", text: "#import <Shop/Shop.h>", location: at(1, 1), condition: "DEBUG"),
            ImportEvent(form: .forwardClass, target: "GDSItem", text: "@class GDSItem;", location: at(2, 1, file: "Goods/GDS.h")),
        ],
        declarations: [
            DeclarationEvent(kind: .macro, name: "GDS_ROUTE", location: at(3, 9), detail: "#define GDS_ROUTE @\"//goods\""),
            DeclarationEvent(kind: .swiftType, name: "GDSItem", location: at(4, 1), isPublic: false),
        ],
        references: [ReferenceEvent(kind: .inherit, name: "GDSItem", location: at(-1, 300), condition: "DEBUG")],
        calls: [
            CallEvent(
                form: .message, name: "registerService:implClass:", receiver: "BeeHive",
                arguments: [.protocolRef("GDSService"), .type("GDSItem")], chained: ["shared"], enclosingType: "GDSModule",
                inLoop: true, condition: "DEBUG", location: at(10, 5)),
            CallEvent(form: .swift, name: "open", arguments: [.format([.string("//goods/%@"), .name("id")])], labels: ["url"], location: at(11, 1)),
        ],
        types: [
            TypeEvent(kind: .objcClass, name: "GDSItem", superclass: "NSObject", protocols: ["GDSService", "NSCopying"], location: at(20, 1)),
            TypeEvent(kind: .swiftType, name: "Goods", isExtension: true, location: at(21, 1)),
        ],
        methods: [
            MethodEvent(typeName: "GDSModule", selector: "priority", isClassMethod: true, returns: .number("7"), location: at(30, 1)),
            MethodEvent(typeName: "GDSModule", selector: "load", isClassMethod: false, location: at(31, 1)),
        ],
        constants: [
            ConstantEvent(form: .define, name: "GDS_ROUTE", value: .concat([.string("//goods"), .block(constructs: nil)]), location: at(3, 9), parameters: ["x"]),
            ConstantEvent(form: .swiftRawValue, name: "kDetail", value: .macroCall("R", [.other("x")], written: "R(x)"), location: at(40, 2)),
        ],
        diagnostics: [
            Diagnostic(severity: .warning, code: "w", message: "GDSItem", location: at(5, 5, file: "Goods/GDS.h")),
            Diagnostic(severity: .info, code: "i", message: ""),
        ]
    )
}

private func codecHex(_ bytes: [UInt8]) -> String {
    bytes.map { ($0 < 0x10 ? "0" : "") + String($0, radix: 16) }.joined()
}

/// FNV-1a, 64 bits.
private func codecFNV1a(_ bytes: [UInt8]) -> UInt64 {
    bytes.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 }
}
