import Foundation
import HiveLintCore

/// The question `hive-lint why <from> <to>` answers, for its reporters and its exit status.
public struct WhyQuestion: Sendable {
    public let from: String
    public let to: String

    public init(from: String, to: String) {
        self.from = from
        self.to = to
    }

    /// The chain explained: `[from, to]` for a direct edge, `nil` when there is no path.
    public func chain(in result: AnalysisResult) -> [String]? {
        result.graph.shortestPath(from: from, to: to)
    }

    /// The consumer sites through which `from` uses services or routes `to` provides.
    func businessVia(_ result: AnalysisResult) -> [ConsumerEntry] {
        result.manifest.businessDependencies.first { $0.from == from && $0.to == to }?.via ?? []
    }
}

/// `hive-lint why <from> <to>` (the default text): why module `from` depends on module `to`.
/// With a direct edge, every piece of evidence grouped by kind (imports, types, superclasses,
/// conformances, categories, extensions, calls, constants, macros, strings); without one, the
/// shortest chain through other modules, each hop with its evidence. Apart from that, the
/// business dependency: the services and routes of `to` that `from` consumes (the allowed way
/// to talk).
public struct WhyTextReporter: Reporter {
    public static let output = ReportOutput.why
    public static let name = "text"
    let options: ReportOptions
    let question: WhyQuestion
    var from: String { question.from }
    var to: String { question.to }

    public init(options: ReportOptions) {
        self.options = options
        question = WhyQuestion(from: options.from, to: options.to)
    }

    public func render(_ result: AnalysisResult) -> String {
        var business = ""
        let via = question.businessVia(result)
        if !via.isEmpty {
            business = "\(from) uses services or routes \(to) provides (a business dependency, the allowed way to talk):\n"
            for consumer in via {
                business += "    \(options.pathPrefix)\(consumer.location): \(consumer.kind.rawValue) \(consumer.key) (\(consumer.mechanism))\n"
            }
        }
        guard let chain = question.chain(in: result), chain.count > 1 else {
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
}
