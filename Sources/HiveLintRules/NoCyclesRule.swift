import HiveLintConfig
import HiveLintCore

/// The `no-cycles` rule type; its documentation is `documentation` below (`hive-lint explain`).
public struct NoCyclesRule: Rule {
    public static let typeName = "no-cycles"
    public static let summary = "module dependencies must not form a cycle"

    public static let defaults = [
        RuleInstance(name: "module-cycle", type: typeName, severity: .error, options: [:], comment: "Modules must form a directed acyclic graph."),
    ]

    public static let documentation = RuleDocumentation(
        #"""
        Modules must form a directed acyclic graph. Each strongly connected group of
        first-party modules is one violation, reported with a shortest cycle through its
        alphabetically first module (`Logging → Networking → Logging`) and the evidence of
        every hop. External modules are left out: their code is not the team's to fix. So is a
        dependency all of whose uses sit under a test of whether the other module is there at
        all (`#if canImport(X)`, `__has_include(<X/…>)`, `__has_include("X-Swift.h")` around
        that include): the code builds without it, and never has it in a build where the
        other module depends on this one. So is a dependency made only of forward declarations
        (`@class X;`, `@protocol P;`) and names looked up at run time
        (`NSClassFromString(@"PushLocation")`, guarded by `if (cls)`): neither needs the other
        module to build or link, and a run-time lookup is how code breaks a cycle on purpose.
        """#,
        examples: [
            RuleExample("two capability folders use each other", violations: 1, files: [
                ("rules.json", #"""
                { "version": 1, "discovery": { "folders": ["Modules/*"] } }
                """#),
                ("Modules/Networking/APIClient.swift", #"""
                public final class APIClient {
                    public init() {}
                    public func send(_ path: String) { LogUploader.record(path) }
                }
                """#),
                ("Modules/Logging/LogUploader.swift", #"""
                public enum LogUploader {
                    public static func record(_ line: String) {}
                    public static func flush() { APIClient().send("logs") }
                }
                """#),
            ]),
            RuleExample("the logger no longer uploads through the client", violations: 0, files: [
                ("rules.json", #"""
                { "version": 1, "discovery": { "folders": ["Modules/*"] } }
                """#),
                ("Modules/Networking/APIClient.swift", #"""
                public final class APIClient {
                    public init() {}
                    public func send(_ path: String) { LogUploader.record(path) }
                }
                """#),
                ("Modules/Logging/LogUploader.swift", #"""
                public enum LogUploader {
                    public static func record(_ line: String) {}
                }
                """#),
            ]),
        ])

    public init?(instance: RuleInstance, problems: inout [ConfigProblem]) {
        OptionReader.expectNoOptions(instance, &problems)
    }

    public func check(_ context: RuleContext) -> [Violation] {
        let names = context.modules.values.filter(\.isFirstParty).map(\.name).sorted()
        let members = Set(names)
        var successors: [String: [String]] = [:]
        for name in names {
            successors[name] = context.graph.successors(of: name).filter { successor in
                guard members.contains(successor) else { return false }
                // Uses only under a test of whether the other module is there (`#if
                // canImport(X)`, `__has_include(<X/…>)`) are no edge of a cycle: the code
                // builds without them, and a build in which X depends on this module never
                // has X when this one is compiled.
                // Nor are forward declarations and names looked up at run time alone.
                guard let dependency = context.graph.dependency(from: name, to: successor), let module = context.modules[successor] else { return true }
                return !dependency.evidence.allSatisfy {
                    $0.isGuardedByAvailability(of: module) || $0.kind == .stringReference || $0.kind == .forwardDeclaration
                }
            }
        }
        return stronglyConnectedComponents(names, successors).filter { $0.count > 1 }.compactMap { component in
            let group = Set(component)
            guard let start = component.min(), let cycle = shortestCycle(from: start, within: group, successors) else { return nil }
            var evidence: [Evidence] = []
            for (a, b) in zip(cycle, cycle.dropFirst()) {
                evidence += context.graph.dependency(from: a, to: b)?.evidence ?? []
            }
            guard let location = context.graph.dependency(from: cycle[0], to: cycle[1])?.evidence.first?.location else { return nil }
            let others = component.count > cycle.count - 1 ? " (\(component.count) modules are entangled: \(component.sorted().joined(separator: ", ")))" : ""
            return Violation(
                rule: context.ruleName, severity: .error,
                message: "modules form a cycle: \(cycle.joined(separator: " → "))\(others)",
                from: cycle[0], to: cycle[1], location: location, evidence: evidence, cycle: cycle)
        }
    }

    /// Tarjan's algorithm, iterative; components come out with sorted members.
    func stronglyConnectedComponents(_ nodes: [String], _ successors: [String: [String]]) -> [[String]] {
        var index = 0
        var indices: [String: Int] = [:]
        var lowlink: [String: Int] = [:]
        var onStack: Set<String> = []
        var stack: [String] = []
        var components: [[String]] = []
        for root in nodes where indices[root] == nil {
            var work: [(node: String, next: Int)] = [(root, 0)]
            indices[root] = index; lowlink[root] = index; index += 1
            stack.append(root); onStack.insert(root)
            while var frame = work.popLast() {
                let edges = successors[frame.node] ?? []
                if frame.next < edges.count {
                    let target = edges[frame.next]
                    frame.next += 1
                    work.append(frame)
                    if indices[target] == nil {
                        indices[target] = index; lowlink[target] = index; index += 1
                        stack.append(target); onStack.insert(target)
                        work.append((target, 0))
                    } else if onStack.contains(target) {
                        lowlink[frame.node] = min(lowlink[frame.node] ?? 0, indices[target] ?? 0)
                    }
                    continue
                }
                if let parent = work.last {
                    lowlink[parent.node] = min(lowlink[parent.node] ?? 0, lowlink[frame.node] ?? 0)
                }
                if lowlink[frame.node] == indices[frame.node] {
                    var component: [String] = []
                    while let member = stack.popLast() {
                        onStack.remove(member)
                        component.append(member)
                        if member == frame.node { break }
                    }
                    components.append(component.sorted())
                }
            }
        }
        return components.sorted { $0.lexicographicallyPrecedes($1) }
    }

    /// Breadth-first: the shortest path `start → … → start` inside `group`, first successors
    /// in name order (so the result is deterministic).
    func shortestCycle(from start: String, within group: Set<String>, _ successors: [String: [String]]) -> [String]? {
        var previous: [String: String] = [:]
        var queue = [start]
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            for next in successors[node] ?? [] where group.contains(next) {
                if next == start {
                    var backwards: [String] = []
                    var current = node
                    while current != start {
                        backwards.append(current)
                        guard let step = previous[current] else { return nil }
                        current = step
                    }
                    return [start] + Array(backwards.reversed()) + [start]
                }
                if previous[next] == nil, next != start {
                    previous[next] = node
                    queue.append(next)
                }
            }
        }
        return nil
    }
}
