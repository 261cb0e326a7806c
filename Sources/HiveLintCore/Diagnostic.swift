/// How serious a finding is. Ordered from least to most severe.
public enum Severity: String, Sendable, Codable, Hashable, CaseIterable, Comparable {
    case info
    case warning
    case error

    private var rank: Int {
        switch self {
        case .info: 0
        case .warning: 1
        case .error: 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// A problem hive-lint met in the analysed code or its manifests (an unresolved include, an
/// ambiguous header, a file two modules claim). Diagnostics never stop the run.
public struct Diagnostic: Sendable, Codable, Hashable, Comparable {
    public var severity: Severity
    /// A stable kebab-case identifier, e.g. `ambiguous-include`.
    public var code: String
    public var message: String
    public var location: SourceLocation?

    public init(severity: Severity, code: String, message: String, location: SourceLocation? = nil) {
        self.severity = severity
        self.code = code
        self.message = message
        self.location = location
    }

    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        let l = lhs.location ?? SourceLocation(file: "", line: 0, column: 0)
        let r = rhs.location ?? SourceLocation(file: "", line: 0, column: 0)
        return (l, lhs.code, lhs.message) < (r, rhs.code, rhs.message)
    }
}
