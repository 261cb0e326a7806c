import Foundation
import HiveLintCore

/// `hive-lint why <from> <to>`: why module `from` depends on module `to`. With a direct edge,
/// every piece of evidence grouped by kind (imports, types, superclasses, conformances,
/// categories, extensions, calls, constants, macros, strings); without one, the shortest chain
/// through other modules, each hop with its evidence. Apart from that, the business
/// dependency: the services and routes of `to` that `from` consumes (the allowed way to talk).
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

    /// The consumer sites through which `from` uses services or routes `to` provides.
    func businessVia(_ result: AnalysisResult) -> [ConsumerEntry] {
        result.manifest.businessDependencies.first { $0.from == from && $0.to == to }?.via ?? []
    }

    func text(_ result: AnalysisResult) -> String {
        var business = ""
        let via = businessVia(result)
        if !via.isEmpty {
            business = "\(from) uses services or routes \(to) provides (a business dependency, the allowed way to talk):\n"
            for consumer in via {
                business += "    \(options.pathPrefix)\(consumer.location): \(consumer.kind.rawValue) \(consumer.key) (\(consumer.mechanism))\n"
            }
        }
        guard let chain = chain(in: result), chain.count > 1 else {
            return "\(from) does not depend on \(to) in code, directly or through other modules.\n" + business
        }
        return codeText(chain, result) + business
    }

    private func codeText(_ chain: [String], _ result: AnalysisResult) -> String {
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
        var businessVia: [ConsumerJSON]
    }

    struct ConsumerJSON: Encodable {
        let consumer: ConsumerEntry
        func encode(to encoder: any Encoder) throws { try ManifestJSON.encode(consumer, to: encoder) }
    }

    func json(_ result: AnalysisResult) -> String {
        let chain = chain(in: result) ?? []
        let hops = zip(chain, chain.dropFirst()).compactMap { a, b -> Hop? in
            guard let dependency = result.graph.dependency(from: a, to: b) else { return nil }
            return Hop(from: a, to: b, kinds: dependency.kinds.map(\.rawValue), evidence: dependency.evidence.map(JSONReport.EvidenceEntry.init))
        }
        return JSONReporter.encode(Document(
            root: result.root, from: from, to: to, direct: chain.count == 2, chain: chain.count > 1 ? chain : [], hops: hops,
            businessVia: businessVia(result).map(ConsumerJSON.init)))
    }
}
