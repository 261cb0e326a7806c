/// Why one module depends on another.
public enum DependencyKind: String, Sendable, Codable, Hashable, CaseIterable, OrderedByRawValue {
    /// An import statement names the other module or one of its headers.
    case `import`
    /// `@class X;` names a class the other module declares.
    case forwardDeclaration = "forward-declaration"
    /// A manifest declares the dependency (evidence of `redundant-dependency` only; never
    /// an edge of the graph).
    case manifest
    /// Uses a type, class or protocol of the other module (`Foo *`, `let x: Foo`, `id<P>`,
    /// `[Foo msg]`, generic arguments).
    case type
    /// Subclasses a class of the other module.
    case inherit
    /// Conforms to a protocol of the other module.
    case conform
    /// Extends a Swift type of the other module.
    case `extension`
    /// Adds an Objective-C category to a class of the other module.
    case category
    /// Calls a function of the other module.
    case call
    /// Reads a constant or enum constant of the other module.
    case constant
    /// Expands a macro the other module defines.
    case macro
    /// Names a class or protocol of the other module in a string (`NSClassFromString`).
    case stringReference = "string-reference"
    /// A service or route registration or lookup (evidence of the manifest checks only; never
    /// an edge of the graph).
    case registration
}

/// One piece of evidence for a dependency: where, what kind, and the code as written.
public struct Evidence: Sendable, Codable, Hashable, Comparable {
    public var kind: DependencyKind
    public var location: SourceLocation
    /// The statement as written (`#import <Shop/ShopManager.h>`).
    public var text: String
    /// The `#if` condition the statement sits under, if any.
    public var condition: String?

    /// Whether `condition` names a platform (`os(iOS)`, `targetEnvironment(…)`,
    /// `TARGET_OS_IOS`, or a module only some platforms have: `canImport(Darwin)`, whose
    /// `#else` is Linux's and Windows's, `canImport(UIKit)`): the statement is one platform's
    /// build only.
    public var isPlatformConditional: Bool {
        condition.map(Self.namesPlatform) ?? false
    }

    /// Whether `condition` names a platform or asks whether a module can be imported
    /// (`canImport(LoginUI)`): the statement is one build's of several, by platform or by the
    /// modules a target links.
    public var isBuildConditional: Bool {
        condition.map { Self.namesPlatform($0) || $0.containsBytes("canImport(") } ?? false
    }

    /// Whether an `#if` condition names a platform (see `isPlatformConditional`). By bytes:
    /// asked of every conditional import and use, and Foundation's `contains` (which
    /// `String.contains` is wherever Foundation is imported) cost microseconds a call.
    public static func namesPlatform(_ condition: String) -> Bool {
        platformConditions.contains(where: condition.containsBytes)
    }

    /// What a condition naming platforms holds: `os(`, …, and `canImport` of a module that tells
    /// platforms apart. (Made once: this is asked of every import's evidence.)
    static let platformConditions = ["os(", "targetEnvironment(", "TARGET_OS_"]
        + ["Darwin", "Glibc", "Musl", "WinSDK", "ucrt", "Android", "Bionic", "WASILibc", "UIKit", "AppKit", "WatchKit"].map { "canImport(\($0))" }
    /// For evidence through a header or a symbol: the file in the target module that
    /// was named or declares the symbol.
    public var resolvedTo: String?
    /// For symbol evidence: the name used.
    public var symbol: String?

    public init(
        kind: DependencyKind, location: SourceLocation, text: String, condition: String? = nil, resolvedTo: String? = nil,
        symbol: String? = nil
    ) {
        self.kind = kind
        self.location = location
        self.text = text
        self.condition = condition
        self.resolvedTo = resolvedTo
        self.symbol = symbol
    }

    /// A total order: by location, kind and text, then by the optional fields (absent
    /// before present), so equal pieces sort side by side.
    public static func < (lhs: Evidence, rhs: Evidence) -> Bool {
        let (left, right) = ((lhs.location, lhs.kind, lhs.text), (rhs.location, rhs.kind, rhs.text))
        return left != right ? left < right : lhs.optionalFields < rhs.optionalFields
    }

    private var optionalFields: (String, String, String, Int) {
        (condition ?? "", resolvedTo ?? "", symbol ?? "", (condition == nil ? 0 : 1) + (resolvedTo == nil ? 0 : 2) + (symbol == nil ? 0 : 4))
    }

    /// One line for messages: the statement as written, or for a symbol what is used and
    /// where it is declared (`uses class SHPCartManager, declared at Shop/SHPCartManager.h:5:12`).
    public var summary: String {
        guard symbol != nil else { return text }
        return "uses \(text)" + (resolvedTo.map { ", declared at \($0)" } ?? "")
    }
}

extension Array where Element == Evidence {
    /// Sorted with duplicates removed: `<` is a total order, so equal pieces sit side by
    /// side and no hashing is needed.
    public func sortedUnique() -> [Evidence] {
        // Most lists come in order already (a file's evidence follows its lines, files their
        // paths): strictly increasing is sorted and unique, checked in one pass.
        if isStrictlyIncreasing { return self }
        let sorted = self.sorted()
        var result: [Evidence] = []
        result.reserveCapacity(sorted.count)
        for item in sorted where result.last != item { result.append(item) }
        return result
    }

    /// `(self + other).sortedUnique()`, in one pass when both lists are sorted and unique
    /// (the evidence of an import edge and of a symbol edge between the same two modules:
    /// sorting their concatenation took 16 ms of the link after an edit at 10k files).
    public func mergedUnique(with other: [Evidence]) -> [Evidence] {
        guard isStrictlyIncreasing, other.isStrictlyIncreasing else { return (self + other).sortedUnique() }
        var result: [Evidence] = []
        result.reserveCapacity(count + other.count)
        var left = startIndex, right = other.startIndex
        while left < endIndex, right < other.endIndex {
            if self[left] < other[right] {
                result.append(self[left])
                left += 1
            } else if other[right] < self[left] {
                result.append(other[right])
                right += 1
            } else {
                result.append(self[left])
                left += 1
                right += 1
            }
        }
        result += self[left...]
        result += other[right...]
        return result
    }

    private var isStrictlyIncreasing: Bool { indices.dropFirst().allSatisfy { self[$0 - 1] < self[$0] } }
}

extension Dependency {
    /// Dependencies from several sources merged per `(from, to)`: evidence and kinds united.
    public static func merged(_ lists: [[Dependency]]) -> [Dependency] {
        var byPair: [String: Dependency] = [:]
        for dependency in lists.joined() {
            let key = dependency.from + "\u{0}" + dependency.to
            if var existing = byPair[key] {
                existing.evidence = existing.evidence.mergedUnique(with: dependency.evidence)
                existing.kinds = Array(Set(existing.kinds + dependency.kinds)).sorted()
                byPair[key] = existing
            } else {
                byPair[key] = dependency
            }
        }
        return byPair.values.sorted()
    }
}

/// A directed edge `from → to` between two modules with every piece of evidence for it.
public struct Dependency: Sendable, Codable, Hashable, Comparable {
    public var from: String
    public var to: String
    public var kinds: [DependencyKind]
    public var evidence: [Evidence]

    public init(from: String, to: String, kinds: [DependencyKind], evidence: [Evidence]) {
        self.from = from
        self.to = to
        self.kinds = kinds
        self.evidence = evidence
    }

    /// The dependency the evidence collected for it makes: each piece once, in order, and
    /// the kinds of the pieces.
    public init(from: String, to: String, collecting evidence: [Evidence]) {
        let sorted = evidence.sortedUnique()
        self.init(from: from, to: to, kinds: Array(Set(sorted.map(\.kind))).sorted(), evidence: sorted)
    }

    public static func < (lhs: Dependency, rhs: Dependency) -> Bool { (lhs.from, lhs.to) < (rhs.from, rhs.to) }
}

/// The module graph: modules by name and dependencies sorted by `(from, to)`.
public struct DependencyGraph: Sendable, Hashable {
    public private(set) var dependencies: [Dependency]
    private var index: [String: [String: Int]] = [:]

    public init(dependencies: [Dependency]) {
        self.dependencies = dependencies.sorted()
        for (i, edge) in self.dependencies.enumerated() {
            index[edge.from, default: [:]][edge.to] = i
        }
    }

    /// The dependencies the rules and the classification judge: all but those whose only
    /// evidence is `@class X;` lines. A forward declaration names a class without its header
    /// and couples nothing until the class is used, and a use (`X *`, `[X new]`) is `type`
    /// evidence of its own; an unused one is dead code. `why` and the graph still show them.
    public var judged: DependencyGraph {
        guard dependencies.contains(where: { $0.evidence.allSatisfy { $0.kind == .forwardDeclaration } }) else { return self }
        return DependencyGraph(dependencies: dependencies.filter { !$0.evidence.allSatisfy { $0.kind == .forwardDeclaration } })
    }

    /// The edge `from → to`, if there is one.
    public func dependency(from: String, to: String) -> Dependency? {
        index[from]?[to].map { dependencies[$0] }
    }

    /// Direct successors of a module, sorted by name.
    public func successors(of module: String) -> [String] {
        (index[module].map { Array($0.keys) } ?? []).sorted()
    }

    /// A shortest chain of modules `from → … → to` (breadth-first, successors in name
    /// order, so the same graph always gives the same chain); `nil` when `to` is unreachable.
    public func shortestPath(from: String, to: String) -> [String]? {
        guard from != to else { return [from] }
        var previous: [String: String] = [from: from]
        var queue = [from]
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            for next in successors(of: node) where previous[next] == nil {
                previous[next] = node
                if next == to {
                    var path = [to]
                    var current = node
                    while current != from {
                        path.append(current)
                        guard let step = previous[current] else { return nil }
                        current = step
                    }
                    return [from] + Array(path.reversed())
                }
                queue.append(next)
            }
        }
        return nil
    }
}
