import HiveLintCore

/// What `hive-lint graph` draws: which modules (`--module`, `--kinds`) and which kinds are
/// merged into one node (`--collapse`). The empty focus draws everything.
public struct GraphFocus: Sendable, Hashable {
    /// Draw only these modules and their direct neighbours (code, business and rule edges, in
    /// both directions); empty: every module.
    public var modules: [String]
    /// Draw only modules of these kinds (the `modules` asked for are always drawn); empty: every kind.
    public var kinds: [ModuleKind]
    /// Draw the modules of each of these kinds as one node, `[kind]`.
    public var collapse: [ModuleKind]

    public init(modules: [String] = [], kinds: [ModuleKind] = [], collapse: [ModuleKind] = []) {
        self.modules = modules
        self.kinds = kinds
        self.collapse = collapse
    }

    /// The node a collapsed kind's modules are drawn as: brackets, so no module name collides.
    public static func collapsedName(_ kind: ModuleKind) -> String { "[\(kind.rawValue)]" }
}

/// The graph every graph reporter (DOT, Mermaid, HTML) draws, built once from an analysis and
/// a focus: nodes are modules styled by kind; edges are code dependencies (with their
/// evidence), business dependencies (services and routes consumed through the mediator, with
/// their consumer sites) kept apart from them, and pairs only a violation relates (a declared
/// dependency the code never uses, a route bound in two modules). Each edge carries the
/// violations on it, and whether it lies on a cycle of code dependencies. Sorted: the same
/// analysis and focus give the same view.
public struct GraphView: Sendable, Hashable {
    public enum EdgeType: String, Sendable, Hashable, CaseIterable, Comparable {
        /// An import or a symbol used: a `Dependency` of the graph.
        case code
        /// `from` uses services or routes `to` provides (the manifest's `businessDependencies`).
        case business
        /// No code or business dependency, only a violation between the two (`redundant-dependency`,
        /// `duplicate-route`).
        case rule

        public static func < (lhs: EdgeType, rhs: EdgeType) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }
    }

    /// A violation as drawn: on an edge, or on a node when it is about one module.
    public struct Mark: Sendable, Hashable, Comparable {
        public var rule: String
        public var severity: Severity
        public var message: String
        public var location: SourceLocation

        init(_ violation: Violation) {
            rule = violation.rule
            severity = violation.severity
            message = violation.message
            location = violation.location
        }

        public static func < (lhs: Mark, rhs: Mark) -> Bool {
            (lhs.rule, lhs.location, lhs.message) < (rhs.rule, rhs.location, rhs.message)
        }
    }

    public struct Node: Sendable, Hashable {
        public var name: String
        public var kind: ModuleKind
        public var kindReason: String
        public var path: String
        /// The manifest (or rules.json) that declares it.
        public var declaredBy: String
        public var files: Int
        /// For a collapsed node, the modules it stands for (sorted); empty otherwise.
        public var members: [String]
        /// Violations about this module alone (manifest checks: a service nobody provides).
        public var marks: [Mark]
    }

    public struct Edge: Sendable, Hashable, Comparable {
        public var from: String
        public var to: String
        public var type: EdgeType
        /// Code edges: the kinds of evidence.
        public var kinds: [DependencyKind]
        /// Code edges: every piece of evidence.
        public var evidence: [Evidence]
        /// Business edges: the consumer sites.
        public var via: [ConsumerEntry]
        /// The violations on this edge (sorted, one per rule and message).
        public var marks: [Mark]
        /// Whether both modules lie on one cycle of code dependencies (a strongly connected
        /// group of the whole graph, before any focus).
        public var cycle: Bool

        /// The rule names of its violations, sorted, once each.
        public var rules: [String] { Array(Set(marks.map(\.rule))).sorted() }

        public var isViolating: Bool { !marks.isEmpty }

        public static func < (lhs: Edge, rhs: Edge) -> Bool { (lhs.from, lhs.to, lhs.type) < (rhs.from, rhs.to, rhs.type) }
    }

    public var root: String
    public var nodes: [Node]
    public var edges: [Edge]

    public init(_ result: AnalysisResult, focus: GraphFocus = GraphFocus()) {
        root = result.root
        let byName = Dictionary(result.modules.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

        // Every edge between modules, before any focus.
        var all: [String: Edge] = [:]
        func key(_ from: String, _ to: String, _ type: EdgeType) -> String { from + "\u{0}" + to + "\u{0}" + type.rawValue }
        func edge(_ from: String, _ to: String, _ type: EdgeType) -> Edge {
            all[key(from, to, type)] ?? Edge(from: from, to: to, type: type, kinds: [], evidence: [], via: [], marks: [], cycle: false)
        }
        let cyclic = Self.cyclicGroups(result.graph)
        for dependency in result.graph.dependencies {
            var code = edge(dependency.from, dependency.to, .code)
            code.kinds = dependency.kinds
            code.evidence = dependency.evidence
            code.cycle = cyclic[dependency.from].map { $0 == cyclic[dependency.to] } ?? false
            all[key(dependency.from, dependency.to, .code)] = code
        }
        for business in result.manifest.businessDependencies {
            var edge = edge(business.from, business.to, .business)
            edge.via = business.via
            all[key(business.from, business.to, .business)] = edge
        }
        var nodeMarks: [String: [Mark]] = [:]
        for violation in result.violations {
            let mark = Mark(violation)
            if let cycle = violation.cycle, cycle.count > 1 {
                for (from, to) in zip(cycle, cycle.dropFirst()) where all[key(from, to, .code)] != nil {
                    all[key(from, to, .code)]?.marks.append(mark)
                }
                continue
            }
            guard violation.from != violation.to else {
                nodeMarks[violation.from, default: []].append(mark)
                continue
            }
            // Manifest checks (they have a subject) belong with business dependencies; the
            // rest with code dependencies.
            let preferred: [EdgeType] = violation.subject == nil ? [.code, .business] : [.business, .code]
            let type = preferred.first { all[key(violation.from, violation.to, $0)] != nil } ?? .rule
            var marked = edge(violation.from, violation.to, type)
            marked.marks.append(mark)
            all[key(violation.from, violation.to, type)] = marked
        }

        // The focus: which modules are drawn, and as which node.
        var kept = Set(result.modules.map(\.name))
        if !focus.modules.isEmpty {
            let asked = Set(focus.modules)
            var neighbourhood = asked
            for edge in all.values where asked.contains(edge.from) || asked.contains(edge.to) {
                neighbourhood.insert(edge.from)
                neighbourhood.insert(edge.to)
            }
            kept.formIntersection(neighbourhood)
        }
        if !focus.kinds.isEmpty {
            kept = kept.filter { name in focus.modules.contains(name) || byName[name].map { focus.kinds.contains($0.kind) } ?? false }
        }
        func drawnAs(_ name: String) -> String? {
            guard kept.contains(name), let module = byName[name] else { return nil }
            return focus.collapse.contains(module.kind) && !focus.modules.contains(name) ? GraphFocus.collapsedName(module.kind) : name
        }

        var nodesByName: [String: Node] = [:]
        for module in result.modules {
            guard let name = drawnAs(module.name) else { continue }
            if name == module.name {
                nodesByName[name] = Node(
                    name: name, kind: module.kind, kindReason: module.kindReason, path: module.path, declaredBy: module.declaredBy.file,
                    files: module.fileCounts.total, members: [], marks: (nodeMarks[name] ?? []).sorted())
            } else {
                var group = nodesByName[name] ?? Node(
                    name: name, kind: module.kind, kindReason: "", path: "", declaredBy: "", files: 0, members: [], marks: [])
                group.members.append(module.name)
                group.files += module.fileCounts.total
                group.marks = (group.marks + (nodeMarks[module.name] ?? [])).sorted()
                group.kindReason = "\(group.members.count) \(module.kind.rawValue) modules drawn as one (--collapse \(module.kind.rawValue))"
                nodesByName[name] = group
            }
        }
        nodes = nodesByName.values.sorted { $0.name < $1.name }

        var drawn: [String: Edge] = [:]
        for edge in all.values {
            guard let from = drawnAs(edge.from), let to = drawnAs(edge.to), from != to else { continue }
            let id = key(from, to, edge.type)
            guard var merged = drawn[id] else {
                var renamed = edge
                (renamed.from, renamed.to) = (from, to)
                drawn[id] = renamed
                continue
            }
            merged.kinds = Array(Set(merged.kinds + edge.kinds)).sorted()
            merged.evidence = merged.evidence.mergedUnique(with: edge.evidence)
            merged.via = Array(Set(merged.via + edge.via)).sorted()
            merged.marks = merged.marks + edge.marks
            merged.cycle = merged.cycle || edge.cycle
            drawn[id] = merged
        }
        edges = drawn.values.map { edge in
            var edge = edge
            edge.marks = Array(Set(edge.marks)).sorted()
            return edge
        }.sorted()
    }

    /// Each module on a cycle of code dependencies, with the number of its strongly connected
    /// group (Tarjan's algorithm, iterative; modules in name order, so the numbers are stable).
    static func cyclicGroups(_ graph: DependencyGraph) -> [String: Int] {
        let names = Array(Set(graph.dependencies.flatMap { [$0.from, $0.to] })).sorted()
        let index = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
        let successors = names.map { graph.successors(of: $0).compactMap { index[$0] } }
        var order = [Int](repeating: -1, count: names.count), low = order
        var onStack = [Bool](repeating: false, count: names.count)
        var stack: [Int] = [], counter = 0, groups: [String: Int] = [:], groupCount = 0
        for start in names.indices where order[start] < 0 {
            var work: [(node: Int, next: Int)] = [(start, 0)]
            order[start] = counter; low[start] = counter; counter += 1
            stack.append(start); onStack[start] = true
            while let (node, next) = work.last {
                if next < successors[node].count {
                    work[work.count - 1].next += 1
                    let successor = successors[node][next]
                    if order[successor] < 0 {
                        order[successor] = counter; low[successor] = counter; counter += 1
                        stack.append(successor); onStack[successor] = true
                        work.append((successor, 0))
                    } else if onStack[successor] {
                        low[node] = min(low[node], order[successor])
                    }
                    continue
                }
                work.removeLast()
                if let parent = work.last?.node { low[parent] = min(low[parent], low[node]) }
                guard low[node] == order[node] else { continue }
                var members: [Int] = []
                while let top = stack.popLast() {
                    onStack[top] = false
                    members.append(top)
                    if top == node { break }
                }
                if members.count > 1 {
                    for member in members { groups[names[member]] = groupCount }
                    groupCount += 1
                }
            }
        }
        return groups
    }

    /// The violations drawn, each once (a cycle's marks all its edges).
    public var violationCount: Int { Set(edges.flatMap(\.marks) + nodes.flatMap(\.marks)).count }

    /// How many modules, edges of each type and violations are drawn: the one-line summary the
    /// graph formats start with.
    public var summary: String {
        let code = edges.filter { $0.type == .code }.count
        let business = edges.filter { $0.type == .business }.count
        return "\(counted(nodes.count, "module")), \(counted(code, "code dependency", "code dependencies")), "
            + "\(counted(business, "business dependency", "business dependencies")), \(counted(violationCount, "violation"))"
    }
}

/// The colours of the graph formats, in one place: node fill and border by kind, and the
/// edge colours.
public enum GraphStyle {
    public static func fill(_ kind: ModuleKind) -> String {
        switch kind {
        case .app: "#fbe7a1"
        case .business: "#b9dcf5"
        case .function: "#c3e8c8"
        case .mediator: "#dfcbea"
        case .external: "#dfe2e5"
        case .test: "#f6dcc0"
        case .example: "#f3e2d3"
        case .unclassified: "#ffffff"
        }
    }

    public static func border(_ kind: ModuleKind) -> String {
        switch kind {
        case .app: "#b7950b"
        case .business: "#2874a6"
        case .function: "#1e8449"
        case .mediator: "#7d3c98"
        case .external: "#7b8a8b"
        case .test: "#b9770e"
        case .example: "#a04000"
        case .unclassified: "#566573"
        }
    }

    /// A code dependency.
    public static let code = "#5d6d7e"
    /// A business dependency (dashed).
    public static let business = "#2e86c1"
    /// An edge carrying a violation.
    public static let violation = "#d62728"
    /// An edge on a cycle that no violation marks.
    public static let cycle = "#e67e22"
}
