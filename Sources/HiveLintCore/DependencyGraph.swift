/// Why one module depends on another.
public enum DependencyKind: String, Sendable, Codable, Hashable, CaseIterable, Comparable {
    /// An import statement names the other module or one of its headers.
    case `import`
    /// `@class X;` names a class the other module declares.
    case forwardDeclaration = "forward-declaration"
    /// A manifest declares the dependency (evidence of `redundant-dependency` only; never
    /// an edge of the graph).
    case manifest

    public static func < (lhs: DependencyKind, rhs: DependencyKind) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// One piece of evidence for a dependency: where, what kind, and the code as written.
public struct Evidence: Sendable, Codable, Hashable, Comparable {
    public var kind: DependencyKind
    public var location: SourceLocation
    /// The statement as written (`#import <Shop/ShopManager.h>`).
    public var text: String
    /// The `#if` condition the statement sits under, if any.
    public var condition: String?
    /// For evidence through a header or a symbol: the file in the target module that
    /// was named or declares the symbol.
    public var resolvedTo: String?

    public init(kind: DependencyKind, location: SourceLocation, text: String, condition: String? = nil, resolvedTo: String? = nil) {
        self.kind = kind
        self.location = location
        self.text = text
        self.condition = condition
        self.resolvedTo = resolvedTo
    }

    public static func < (lhs: Evidence, rhs: Evidence) -> Bool {
        (lhs.location, lhs.kind, lhs.text) < (rhs.location, rhs.kind, rhs.text)
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

    /// The edge `from → to`, if there is one.
    public func dependency(from: String, to: String) -> Dependency? {
        index[from]?[to].map { dependencies[$0] }
    }

    /// Direct successors of a module, sorted by name.
    public func successors(of module: String) -> [String] {
        (index[module].map { Array($0.keys) } ?? []).sorted()
    }
}
