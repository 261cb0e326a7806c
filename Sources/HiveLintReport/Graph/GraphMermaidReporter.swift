import Foundation
import HiveLintCore

/// `hive-lint graph --format mermaid`: the module graph as a Mermaid flowchart, for Markdown
/// pages that render Mermaid (GitHub, GitLab). One line per node, then one line per edge:
/// code dependencies `-->`, business dependencies and edges only a violation makes `-.->`,
/// edges on a cycle `==>`; `linkStyle` lines colour business edges blue, cycle edges orange
/// and violating edges red, which also carry their rule names. Node ids are made from the
/// names (`m_` + letters, digits and `_`); names are written as quoted labels with Mermaid's
/// entity codes for `"`, `#`, `<`, `>`, `&` and backticks.
public struct GraphMermaidReporter: Reporter {
    public static let output = ReportOutput.graph
    public static let name = "mermaid"
    let options: ReportOptions

    public init(options: ReportOptions) { self.options = options }

    public func render(_ result: AnalysisResult) -> String {
        let view = GraphView(result, focus: options.graph)
        var lines = ["%% hive-lint graph of \(Self.comment(result.root)): \(view.summary)", "flowchart TB"]
        for kind in ModuleKind.allCases where view.nodes.contains(where: { $0.kind == kind }) {
            let dashed = kind == .unclassified ? ",stroke-dasharray:4 3" : ""
            lines.append("  classDef \(kind.rawValue) fill:\(GraphStyle.fill(kind)),stroke:\(GraphStyle.border(kind)),color:#1b2631\(dashed)")
        }
        let ids = Self.identifiers(view.nodes.map(\.name))
        for node in view.nodes {
            let label = node.members.isEmpty ? node.name : "\(node.name) (\(counted(node.members.count, "module")))"
            lines.append("  \(ids[node.name, default: "m_"])[\"\(Self.escaped(label))\"]:::\(node.kind.rawValue)")
        }
        var styles: [(color: String, width: String, edges: [Int])] = [
            (GraphStyle.business, "1.5px", []), (GraphStyle.cycle, "2.5px", []), (GraphStyle.violation, "2px", []),
        ]
        for (index, edge) in view.edges.enumerated() {
            let arrow = edge.type == .code ? (edge.cycle ? "==>" : "-->") : "-.->"
            let label = edge.isViolating ? "|\"\(Self.escaped(edge.rules.joined(separator: ", ")))\"|" : ""
            lines.append("  \(ids[edge.from, default: "m_"]) \(arrow)\(label) \(ids[edge.to, default: "m_"])")
            if edge.isViolating {
                styles[2].edges.append(index)
            } else if edge.cycle {
                styles[1].edges.append(index)
            } else if edge.type == .business {
                styles[0].edges.append(index)
            }
        }
        for style in styles where !style.edges.isEmpty {
            lines.append("  linkStyle \(style.edges.map(String.init).joined(separator: ",")) stroke:\(style.color),stroke-width:\(style.width)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A Mermaid id for each name: `m_` and the name with every character that is not an ASCII
    /// letter, digit or `_` as `_`; names that would share an id get `_2`, `_3`… in name order.
    public static func identifiers(_ names: [String]) -> [String: String] {
        var result: [String: String] = [:]
        var used: Set<String> = []
        for name in names.sorted() {
            let base = "m_" + String(name.unicodeScalars.map { scalar in
                ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_" ? Character(scalar) : "_"
            })
            var id = base
            var suffix = 2
            while used.contains(id) {
                id = "\(base)_\(suffix)"
                suffix += 1
            }
            used.insert(id)
            result[name] = id
        }
        return result
    }

    /// Text inside a quoted Mermaid label: entity codes for what Mermaid or HTML would read.
    static func escaped(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "#": out += "#35;"
            case "\"": out += "#quot;"
            case "<": out += "#lt;"
            case ">": out += "#gt;"
            case "&": out += "#amp;"
            case "`": out += "#96;"
            case "\n", "\r\n", "\r": out += " "
            default: out.append(character)
            }
        }
        return out
    }

    /// Text for a `%%` comment: one line.
    static func comment(_ text: String) -> String {
        text.replacingOccurrences(of: "\r", with: " ").replacingOccurrences(of: "\n", with: " ")
    }
}
