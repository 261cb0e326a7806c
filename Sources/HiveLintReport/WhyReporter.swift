import Foundation
import HiveLintCore

/// `hive-lint why <from> <to>`: why module `from` depends on module `to`. With a direct edge,
/// every piece of evidence grouped by kind (imports, types, superclasses, conformances,
/// categories, extensions, calls, constants, macros, strings); without one, the shortest chain
/// through other modules, each hop with its evidence.
public struct WhyReporter: Sendable {
    public let from: String
    public let to: String
    let options: ReportOptions

    public static let formats = ["text", "json"]

    public init(from: String, to: String, options: ReportOptions) {
        self.from = from
        self.to = to
        self.options = options
    }

    /// The chain explained: `[from, to]` for a direct edge, `nil` when there is no path.
    public func chain(in result: AnalysisResult) -> [String]? {
        result.graph.shortestPath(from: from, to: to)
    }

    public func render(_ result: AnalysisResult, format: String) -> String {
        format == "json" ? json(result) : text(result)
    }

    func text(_ result: AnalysisResult) -> String {
        guard let chain = chain(in: result), chain.count > 1 else {
            return "\(from) does not depend on \(to), directly or through other modules.\n"
        }
        var lines: [String] = []
        if chain.count == 2 {
            lines.append("\(from) depends on \(to) directly:")
        } else {
            lines.append("\(from) does not depend on \(to) directly; the shortest chain is \(chain.joined(separator: " → ")):")
        }
        for (a, b) in zip(chain, chain.dropFirst()) {
            guard let dependency = result.graph.dependency(from: a, to: b) else { continue }
            // A chain lists each hop, and its evidence one level deeper.
            let indent = chain.count > 2 ? "  " : ""
            if chain.count > 2 { lines.append("\(a) → \(b)") }
            for kind in dependency.kinds {
                let items = dependency.evidence.filter { $0.kind == kind }
                lines.append("\(indent)  \(kind.rawValue) (\(items.count)):")
                for evidence in items {
                    let condition = evidence.condition.map { " [#if \($0)]" } ?? ""
                    lines.append("\(indent)    \(options.pathPrefix)\(evidence.location): \(evidence.summary)\(condition)")
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    struct Hop: Encodable {
        var from: String
        var to: String
        var kinds: [String]
        var evidence: [JSONReport.EvidenceEntry]
    }

    struct Document: Encodable {
        var schemaVersion = JSONReporter.schemaVersion
        var tool = JSONReport.Tool()
        var root: String
        var from: String
        var to: String
        var direct: Bool
        var chain: [String]
        var hops: [Hop]
    }

    func json(_ result: AnalysisResult) -> String {
        let chain = chain(in: result) ?? []
        let hops = zip(chain, chain.dropFirst()).compactMap { a, b -> Hop? in
            guard let dependency = result.graph.dependency(from: a, to: b) else { return nil }
            return Hop(from: a, to: b, kinds: dependency.kinds.map(\.rawValue), evidence: dependency.evidence.map(JSONReport.EvidenceEntry.init))
        }
        return JSONReporter.encode(Document(root: result.root, from: from, to: to, direct: chain.count == 2, chain: chain.count > 1 ? chain : [], hops: hops))
    }
}
