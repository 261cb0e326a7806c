import HiveLintCore

/// `hive-lint why <from> <to> --format json`: the chain, each hop with its evidence, and the
/// business dependency's consumer sites.
public struct WhyJSONReporter: Reporter {
    public static let output = ReportOutput.why
    public static let name = "json"
    let question: WhyQuestion
    var from: String { question.from }
    var to: String { question.to }

    public init(options: ReportOptions) {
        question = WhyQuestion(from: options.from, to: options.to)
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

    public func render(_ result: AnalysisResult) -> String {
        let chain = question.chain(in: result) ?? []
        let hops = zip(chain, chain.dropFirst()).compactMap { a, b -> Hop? in
            guard let dependency = result.graph.dependency(from: a, to: b) else { return nil }
            return Hop(from: a, to: b, kinds: dependency.kinds.map(\.rawValue), evidence: dependency.evidence.map(JSONReport.EvidenceEntry.init))
        }
        return JSONReporter.encode(Document(
            root: result.root, from: from, to: to, direct: chain.count == 2, chain: chain.count > 1 ? chain : [], hops: hops,
            businessVia: question.businessVia(result).map(ConsumerJSON.init)))
    }
}
