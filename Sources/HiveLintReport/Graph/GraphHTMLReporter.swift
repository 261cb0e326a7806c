import Foundation
import HiveLintCore

/// `hive-lint graph --format html`: one self-contained page that draws the module graph in the
/// browser, opened from disk with no network: the page (`graph.html`), its style
/// (`graph.css`) and its script (`graph.js`, a layered layout and an SVG view with pan, zoom,
/// search, a side panel with each module's kind and reason and each edge's evidence, a toggle
/// between code and business dependencies, and a legend) are resources of this target
/// embedded in the binary, and the graph is one JSON document in the page. Same analysis,
/// same bytes: the layout is computed by the script, deterministically, from sorted data.
public struct GraphHTMLReporter: Reporter {
    public static let output = ReportOutput.graph
    public static let name = "html"
    let options: ReportOptions

    public init(options: ReportOptions) { self.options = options }

    public func render(_ result: AnalysisResult) -> String {
        Self.page(title: "hive-lint graph: \(result.root)", data: Self.data(GraphView(result, focus: options.graph)))
    }

    static let dataStart = "<script type=\"application/json\" id=\"graph-data\">\n"
    static let dataEnd = "</script>"

    /// The page: the template with its title, style, script and data put in, each once (the
    /// data last, so nothing in it is ever read as a marker).
    static func page(title: String, data: String) -> String {
        let resources = GraphPageResources.self
        var page = resources.template
        for (marker, text) in [
            ("<!--hive-lint:title-->", escapedHTML(title)), ("/*hive-lint:style*/", resources.style),
            ("/*hive-lint:script*/", resources.script), ("<!--hive-lint:data-->", dataStart + data + dataEnd),
        ] {
            guard let range = page.range(of: marker) else { continue }
            page.replaceSubrange(range, with: text)
        }
        return page
    }

    /// The graph's JSON document as a page holds it (what the fixtures' golden files keep):
    /// the part between the data script's tags.
    public static func data(inPage page: String) -> String? {
        guard let start = page.range(of: dataStart), let end = page.range(of: dataEnd, range: start.upperBound ..< page.endIndex) else { return nil }
        return String(page[start.upperBound ..< end.lowerBound])
    }

    /// The graph as JSON, one node or edge per line (keys sorted), `<`, `>` and `&` escaped
    /// so that no string in it can close the script element it sits in.
    static func data(_ view: GraphView) -> String {
        let kinds = ModuleKind.allCases.map { Kind(name: $0.rawValue, fill: GraphStyle.fill($0), border: GraphStyle.border($0)) }
        let colors = [
            "code": GraphStyle.code, "business": GraphStyle.business, "violation": GraphStyle.violation, "cycle": GraphStyle.cycle,
        ]
        var lines = ["{"]
        lines.append("\"colors\": \(encode(colors)),")
        lines.append("\"kinds\": \(encode(kinds)),")
        lines.append("\"root\": \(encode(view.root)),")
        lines.append("\"summary\": \(encode(view.summary)),")
        lines.append("\"nodes\": [")
        lines += view.nodes.enumerated().map { encode(NodeRecord($1)) + ($0 + 1 < view.nodes.count ? "," : "") }
        lines.append("],")
        lines.append("\"edges\": [")
        lines += view.edges.enumerated().map { encode(EdgeRecord($1)) + ($0 + 1 < view.edges.count ? "," : "") }
        lines.append("]")
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    struct Kind: Encodable {
        var name, fill, border: String
    }

    struct Mark: Encodable {
        var rule, severity, message, at: String
        init(_ mark: GraphView.Mark) {
            rule = mark.rule
            severity = mark.severity.rawValue
            message = mark.message
            at = mark.location.description
        }
    }

    struct NodeRecord: Encodable {
        var name, kind, reason, path, declaredBy: String
        var files: Int
        var members: [String]
        var violations: [Mark]
        init(_ node: GraphView.Node) {
            name = node.name
            kind = node.kind.rawValue
            reason = node.kindReason
            path = node.path
            declaredBy = node.declaredBy
            files = node.files
            members = node.members
            violations = node.marks.map(Mark.init)
        }
    }

    struct EvidenceRecord: Encodable {
        var kind, at, text: String
        var condition, declaredAt, symbol: String?
        init(_ evidence: Evidence) {
            kind = evidence.kind.rawValue
            at = evidence.location.description
            text = evidence.text
            condition = evidence.condition
            declaredAt = evidence.resolvedTo
            symbol = evidence.symbol
        }
    }

    struct ViaRecord: Encodable {
        var kind, key, mechanism, at: String
        init(_ consumer: ConsumerEntry) {
            kind = consumer.kind.rawValue
            key = consumer.key
            mechanism = consumer.mechanism
            at = consumer.location.description
        }
    }

    struct EdgeRecord: Encodable {
        var from, to, type: String
        var kinds: [String]
        var cycle: Bool
        var violations: [Mark]
        var evidence: [EvidenceRecord]
        var via: [ViaRecord]
        init(_ edge: GraphView.Edge) {
            from = edge.from
            to = edge.to
            type = edge.type.rawValue
            kinds = edge.kinds.map(\.rawValue)
            cycle = edge.cycle
            violations = edge.marks.map(Mark.init)
            evidence = edge.evidence.map(EvidenceRecord.init)
            via = edge.via.map(ViaRecord.init)
        }
    }

    /// Compact JSON, keys sorted, safe inside `<script>`.
    static func encode(_ value: some Encodable) -> String {
        let json = (try? JSONReporter.encodedBytes(value, pretty: false)).map { String(decoding: $0, as: UTF8.self) } ?? "null"
        var out = ""
        for scalar in json.unicodeScalars {
            switch scalar {
            case "<": out += "\\u003c"
            case ">": out += "\\u003e"
            case "&": out += "\\u0026"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    static func escapedHTML(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(character)
            }
        }
        return out
    }
}

/// The page's template, style and script: `graph.html`, `graph.css` and `graph.js` beside
/// this file, embedded in the binary at build time (`PackageResources`, Package.swift).
enum GraphPageResources {
    static let template = String(decoding: PackageResources.graph_html, as: UTF8.self)
    static let style = String(decoding: PackageResources.graph_css, as: UTF8.self)
    static let script = String(decoding: PackageResources.graph_js, as: UTF8.self)
}
