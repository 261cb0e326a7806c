import HiveLintCache
import HiveLintCore
import HiveLintGraph

/// The link memo's records in a compact binary form: a table of every distinct string (module
/// names, paths, statements), then each file's record with strings as table indexes. Through
/// `Codable` the memo of a 10,000-file tree was 10 MB and took longer to read and write than
/// resolving the tree again.
enum LinkMemoCodec {
    /// 2: each record holds its file's declarations' places hash.
    static let version: UInt64 = 2

    static func encode(_ records: [LinkMemo.Record]) -> [UInt8] {
        var body = Writer()
        body.out.uint(UInt64(records.count))
        for record in records { body.record(record) }
        var file = ByteWriter()
        file.uint(version)
        file.uint(UInt64(body.strings.count))
        for string in body.strings { file.string(string) }
        file.bytes += body.out.bytes
        return file.bytes
    }

    static func decode(_ bytes: [UInt8]) throws(FactsCodecError) -> [LinkMemo.Record] {
        var reader = Reader(input: ByteReader(bytes))
        guard try reader.input.uint() == version else { throw FactsCodecError(message: "another link memo format") }
        let count = try reader.input.count()
        reader.strings.reserveCapacity(count)
        for _ in 0..<count { reader.strings.append(try reader.input.string()) }
        let records = try (0..<reader.input.count()).map { _ throws(FactsCodecError) in try reader.record() }
        guard reader.input.isAtEnd else { throw FactsCodecError(message: "trailing bytes") }
        return records
    }

    private struct Writer {
        var out = ByteWriter()
        var strings: [String] = []
        var indexes: [String: Int] = [:]

        mutating func string(_ value: String) {
            if let index = indexes[value] {
                out.uint(UInt64(index))
                return
            }
            indexes[value] = strings.count
            out.uint(UInt64(strings.count))
            strings.append(value)
        }

        /// `nil` as 0, a string as its index + 1.
        mutating func optional(_ value: String?) {
            guard let value else { return out.uint(0) }
            let index = indexes[value] ?? {
                indexes[value] = strings.count
                strings.append(value)
                return strings.count - 1
            }()
            out.uint(UInt64(index) + 1)
        }

        mutating func stringSet(_ values: Set<String>) {
            out.uint(UInt64(values.count))
            for value in values { string(value) }
        }

        mutating func stringSets(_ values: [String: Set<String>]) {
            out.uint(UInt64(values.count))
            for (key, set) in values {
                string(key)
                stringSet(set)
            }
        }

        mutating func location(_ location: SourceLocation) {
            string(location.file)
            out.uint(UInt64(location.line))
            out.uint(UInt64(location.column))
        }

        mutating func evidence(_ items: [String: [String: [Evidence]]]) {
            out.uint(UInt64(items.count))
            for (from, targets) in items {
                string(from)
                out.uint(UInt64(targets.count))
                for (to, list) in targets {
                    string(to)
                    out.uint(UInt64(list.count))
                    for item in list {
                        string(item.kind.rawValue)
                        location(item.location)
                        string(item.text)
                        optional(item.condition)
                        optional(item.resolvedTo)
                        optional(item.symbol)
                    }
                }
            }
        }

        mutating func diagnostic(_ diagnostic: Diagnostic) {
            string(diagnostic.severity.rawValue)
            string(diagnostic.code)
            string(diagnostic.message)
            if let place = diagnostic.location {
                out.byte(1)
                location(place)
            } else {
                out.byte(0)
            }
        }

        mutating func record(_ record: LinkMemo.Record) {
            string(record.path)
            out.uint(record.fingerprint)
            out.uint(record.environment)
            out.uint(record.places)
            let imports = record.imports
            evidence(imports.evidence)
            stringSets(imports.external)
            out.uint(UInt64(imports.diagnostics.count))
            for item in imports.diagnostics { diagnostic(item) }
            stringSet(imports.imported)
            stringSet(imports.included)
            stringSets(imports.scoped)
            stringSet(imports.cites)
            let symbols = record.symbols
            evidence(symbols.evidence)
            out.uint(UInt64(symbols.ambiguous.count))
            for (key, item) in symbols.ambiguous {
                string(key)
                diagnostic(item)
            }
            stringSets(symbols.usesWithoutImport)
            stringSet(symbols.cites)
        }
    }

    private struct Reader {
        var input: ByteReader
        var strings: [String] = []

        /// A varint that fits an `Int` (a damaged one may not).
        mutating func int() throws(FactsCodecError) -> Int {
            guard let value = Int(exactly: try input.uint()) else { throw FactsCodecError(message: "number out of range") }
            return value
        }

        mutating func string() throws(FactsCodecError) -> String {
            let index = try int()
            guard index < strings.count else { throw FactsCodecError(message: "bad string index") }
            return strings[index]
        }

        mutating func optional() throws(FactsCodecError) -> String? {
            let index = try int()
            guard index > 0 else { return nil }
            guard index <= strings.count else { throw FactsCodecError(message: "bad string index") }
            return strings[index - 1]
        }

        mutating func stringSet() throws(FactsCodecError) -> Set<String> {
            let count = try input.count()
            var set = Set<String>(minimumCapacity: count)
            for _ in 0..<count { set.insert(try string()) }
            return set
        }

        mutating func stringSets() throws(FactsCodecError) -> [String: Set<String>] {
            let count = try input.count()
            var result: [String: Set<String>] = [:]
            for _ in 0..<count { result[try string()] = try stringSet() }
            return result
        }

        mutating func location() throws(FactsCodecError) -> SourceLocation {
            SourceLocation(file: try string(), line: try int(), column: try int())
        }

        mutating func evidence() throws(FactsCodecError) -> [String: [String: [Evidence]]] {
            var result: [String: [String: [Evidence]]] = [:]
            for _ in 0..<(try input.count()) {
                let from = try string()
                var targets: [String: [Evidence]] = [:]
                for _ in 0..<(try input.count()) {
                    let to = try string()
                    let count = try input.count()
                    var list: [Evidence] = []
                    list.reserveCapacity(count)
                    for _ in 0..<count {
                        guard let kind = DependencyKind(rawValue: try string()) else { throw FactsCodecError(message: "bad evidence kind") }
                        list.append(Evidence(
                            kind: kind, location: try location(), text: try string(), condition: try optional(), resolvedTo: try optional(),
                            symbol: try optional()))
                    }
                    targets[to] = list
                }
                result[from] = targets
            }
            return result
        }

        mutating func diagnostic() throws(FactsCodecError) -> Diagnostic {
            guard let severity = Severity(rawValue: try string()) else { throw FactsCodecError(message: "bad severity") }
            let code = try string(), message = try string()
            let location = try input.byte() == 1 ? try self.location() : nil
            return Diagnostic(severity: severity, code: code, message: message, location: location)
        }

        mutating func record() throws(FactsCodecError) -> LinkMemo.Record {
            let path = try string()
            let fingerprint = try input.uint(), environment = try input.uint(), places = try input.uint()
            var imports = ImportResolver.FileImports()
            imports.evidence = try evidence()
            imports.external = try stringSets()
            imports.diagnostics = try (0..<(input.count())).map { _ throws(FactsCodecError) in try diagnostic() }
            imports.imported = try stringSet()
            imports.included = try stringSet()
            imports.scoped = try stringSets()
            imports.cites = try stringSet()
            var symbols = SymbolResolver.FileSymbols()
            symbols.evidence = try evidence()
            for _ in 0..<(try input.count()) {
                let key = try string()
                symbols.ambiguous[key] = try diagnostic()
            }
            symbols.usesWithoutImport = try stringSets()
            symbols.cites = try stringSet()
            return LinkMemo.Record(path: path, fingerprint: fingerprint, environment: environment, places: places, imports: imports, symbols: symbols)
        }
    }
}
