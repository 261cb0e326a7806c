import Foundation
import HiveLintCore

/// `hive-lint graph --format dot`: the module graph for Graphviz (`dot -Tsvg graph.dot`).
/// Modules are boxes filled by kind; code dependencies solid, business dependencies dashed
/// and blue (they do not shape the layers: `constraint=false`), edges only a violation makes
/// dotted; violating edges red with their rule names, edges on a cycle orange and bold.
public struct GraphDOTReporter: Reporter {
    public static let output = ReportOutput.graph
    public static let name = "dot"
    let options: ReportOptions

    public init(options: ReportOptions) { self.options = options }

    public func render(_ result: AnalysisResult) -> String {
        let view = GraphView(result, focus: options.graph)
        var lines = [
            "// hive-lint graph of \(result.root.replacingOccurrences(of: "\n", with: " ")): \(view.summary)",
            "digraph \"hive-lint\" {",
            "  graph [rankdir=TB, fontname=\"Helvetica\", nodesep=0.35, ranksep=0.6];",
            "  node [shape=box, style=\"rounded,filled\", fontname=\"Helvetica\", fontsize=11];",
            "  edge [fontname=\"Helvetica\", fontsize=9, arrowsize=0.7, color=\"\(GraphStyle.code)\"];",
        ]
        for node in view.nodes {
            var attributes = [
                "label=\(Self.quoted(node.members.isEmpty ? "\(node.name)\n\(node.kind.rawValue)" : "\(node.name)\n\(counted(node.members.count, "module"))"))",
                "fillcolor=\(Self.quoted(GraphStyle.fill(node.kind)))",
                "color=\(Self.quoted(node.marks.isEmpty ? GraphStyle.border(node.kind) : GraphStyle.violation))",
                "tooltip=\(Self.quoted(Self.tooltip(node)))",
            ]
            if !node.marks.isEmpty { attributes.append("penwidth=2") }
            if node.kind == .unclassified { attributes[0 ..< 0] = ["style=\"rounded,filled,dashed\""] }
            lines.append("  \(Self.quoted(node.name)) [\(attributes.joined(separator: ", "))];")
        }
        for edge in view.edges {
            var attributes: [String] = []
            switch edge.type {
            case .code: break
            case .business: attributes += ["style=dashed", "color=\(Self.quoted(GraphStyle.business))", "constraint=false"]
            case .rule: attributes += ["style=dotted", "constraint=false"]
            }
            if edge.isViolating {
                attributes.removeAll { $0.hasPrefix("color=") }
                attributes += [
                    "color=\(Self.quoted(GraphStyle.violation))", "fontcolor=\(Self.quoted(GraphStyle.violation))",
                    // Edges that do not shape the layers get an external label: Graphviz 2.42
                    // loses labelled flat edges that are not constraints ("lost edge").
                    "\(edge.type == .code ? "label" : "xlabel")=\(Self.quoted(edge.rules.joined(separator: "\n")))",
                ]
            } else if edge.cycle {
                attributes.append("color=\(Self.quoted(GraphStyle.cycle))")
            }
            if edge.isViolating || edge.cycle { attributes.append("penwidth=\(edge.cycle ? "2.5" : "2")") }
            attributes.append("tooltip=\(Self.quoted(Self.tooltip(edge)))")
            lines.append("  \(Self.quoted(edge.from)) -> \(Self.quoted(edge.to)) [\(attributes.joined(separator: ", "))];")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    static func tooltip(_ node: GraphView.Node) -> String {
        let about = node.members.isEmpty ? "\(node.kind.rawValue): \(node.kindReason)" : node.members.joined(separator: ", ")
        return ([about] + node.marks.map { "[\($0.rule)] \($0.message)" }).joined(separator: "\n")
    }

    static func tooltip(_ edge: GraphView.Edge) -> String {
        var parts: [String]
        switch edge.type {
        case .code: parts = ["\(edge.from) → \(edge.to): \(edge.kinds.map(\.rawValue).joined(separator: ", ")) (\(counted(edge.evidence.count, "place")))"]
        case .business: parts = ["\(edge.from) uses services or routes of \(edge.to) (\(counted(edge.via.count, "place")))"]
        case .rule: parts = ["\(edge.from) → \(edge.to)"]
        }
        if edge.cycle { parts.append("on a cycle") }
        return (parts + edge.marks.map { "[\($0.rule)] \($0.message)" }).joined(separator: "\n")
    }

    /// A DOT string: quotes and backslashes escaped, line breaks as `\n` (centred lines).
    static func quoted(_ text: String) -> String {
        var out = "\""
        for character in text {
            switch character {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n", "\r\n", "\r": out += "\\n"
            default: out.append(character)
            }
        }
        return out + "\""
    }
}
