import Foundation
import HiveLintCore
import HiveLintPipeline
@testable import HiveLintReport
import Testing

/// `SortedJSONEncoder` writes what Foundation's `JSONEncoder` writes (keys sorted, slashes
/// unescaped, pretty or compact), byte for byte, and gives way to it where it cannot.
@Suite struct SortedJSONEncoderTests {
    func foundation(_ value: some Encodable, pretty: Bool) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    func ours(_ value: some Encodable, pretty: Bool) throws -> String? {
        try SortedJSONEncoder(pretty: pretty).encode(value).map { String(decoding: $0, as: UTF8.self) }
    }

    func expectSame(_ value: some Encodable, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        for pretty in [true, false] {
            let expected = try foundation(value, pretty: pretty)
            #expect(try ours(value, pretty: pretty) == expected, sourceLocation: sourceLocation)
        }
    }

    struct Entry: Encodable {
        var name: String
        var line: Int
        var flag: Bool
        var note: String?
        var tags: [String]
        var counts: [String: Int]
        var nested: [Entry]
    }

    /// Writes `module` and `file` always, `module` as `null` when absent (as `ManifestJSON`
    /// does), and one key twice (the last value is kept).
    struct Custom: Encodable {
        enum Keys: String, CodingKey { case module, file, zeta, alpha }
        var module: String?
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(module, forKey: .module)
            try container.encode("a/b.m", forKey: .file)
            try container.encode(1, forKey: .zeta)
            try container.encode(2, forKey: .zeta)
            var list = container.nestedUnkeyedContainer(forKey: .alpha)
            try list.encode(UInt8(7))
            try list.encodeNil()
            var inner = list.nestedContainer(keyedBy: Keys.self)
            try inner.encode(true, forKey: .file)
        }
    }

    struct Silent: Encodable {
        func encode(to encoder: any Encoder) throws {}
    }

    @Test func writesWhatFoundationWrites() throws {
        let leaf = Entry(name: "Leaf", line: -3, flag: false, note: nil, tags: [], counts: [:], nested: [])
        let strings = [
            "plain", "", "path/with/slashes", "quote \" and \\ backslash", "tab\tnew\nline\rreturn", "\u{8}\u{c}\u{0}\u{1f}\u{7f}",
            "é ü 漢字 🐝", "Zebra", "apple", "Äpfel", "a/b", "a-b", "a_b", "A",
        ]
        let entry = Entry(
            name: "Goods/GDSGoodsModel.h", line: 12, flag: true, note: "uses \"Shop\"", tags: strings,
            counts: Dictionary(uniqueKeysWithValues: strings.enumerated().map { ($1, $0) }), nested: [leaf, leaf])
        try expectSame(entry)
        // The files written by hand (a baseline, a starter rules.json) quote strings the same way.
        for string in strings { #expect(JSONString.quoted(string) == (try foundation(string, pretty: false))) }
        try expectSame([entry])
        try expectSame([String]())
        try expectSame([[String: Int]()])
        try expectSame("top-level \u{1} string")
        try expectSame(42)
        try expectSame([Custom(module: nil), Custom(module: "Shop")])
        try expectSame([Silent()])
        try expectSame(["b": [Int8(-1)], "a": [Int8(2)], "": []])
    }

    @Test func givesWayToFoundationForWhatOnlyItWrites() throws {
        struct Measured: Encodable { var seconds: Double }
        #expect(try ours(Measured(seconds: 1.5), pretty: true) == nil)
        #expect(try ours([Date(timeIntervalSince1970: 0)], pretty: true) == nil)
        #expect(try ours(["url": URL(fileURLWithPath: "/tmp")], pretty: true) == nil)
        #expect(try ours(Silent(), pretty: true) == nil)
        // The reporters' entry point still writes them, as Foundation does.
        #expect(String(decoding: try JSONReporter.encodedBytes(Measured(seconds: 1.5), pretty: true), as: UTF8.self) == (try foundation(Measured(seconds: 1.5), pretty: true)))
    }

    /// Every JSON document of every reporter on a fixture's analysis, with text no fixture has
    /// (control characters, non-ASCII, quotes) put in its messages.
    @Test(arguments: ["code-coupling", "objc-bifrost", "violations"])
    func everyReportOfAFixtureIsFoundationsBytes(fixture: String) async throws {
        var result = try await Analyzer(options: Analyzer.Options(root: PackagePaths.fixtures + "/" + fixture)).run()
        result.diagnostics.append(Diagnostic(severity: .warning, code: "odd\u{1}code", message: "Gödel's \"module\"\t\u{8} / 模块", location: nil))
        if !result.violations.isEmpty { result.violations[0].message += " \u{1b}[31m→\\" }
        try expectSame(JSONReport(result))
        try expectSame(JSONModuleList(result))
        try expectSame(ManifestJSON(result.manifest))
        let sarif = SARIFReporter(options: ReportOptions()).render(result)
        #expect(!sarif.isEmpty)
        #expect(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) is [String: Any])
    }
}
