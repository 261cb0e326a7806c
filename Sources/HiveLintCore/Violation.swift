/// A broken architecture rule: which rule, how bad, between which modules, and the proof.
public struct Violation: Sendable, Codable, Hashable, Comparable {
    /// The rule instance's name (as in `rules.json`, e.g. `business-to-business`).
    public var rule: String
    public var severity: Severity
    public var message: String
    public var from: String
    public var to: String
    /// Where the violation is reported: the first piece of evidence.
    public var location: SourceLocation
    public var evidence: [Evidence]
    /// For cycles: the modules of the cycle in order, the first repeated at the end.
    public var cycle: [String]?
    /// What a manifest check is about (the protocol, the route), part of the fingerprint.
    public var subject: String?
    /// A stable identifier that survives line moves: a hash of rule, from and to (and the
    /// cycle's members), never of lines.
    public var fingerprint: String

    public init(
        rule: String, severity: Severity, message: String, from: String, to: String,
        location: SourceLocation, evidence: [Evidence], cycle: [String]? = nil, subject: String? = nil
    ) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.from = from
        self.to = to
        self.location = location
        self.evidence = evidence
        self.cycle = cycle
        self.subject = subject
        self.fingerprint = Fingerprint.of([rule, from, to] + (cycle ?? []) + (subject.map { [$0] } ?? []))
    }

    public static func < (lhs: Violation, rhs: Violation) -> Bool {
        (lhs.location, lhs.rule, lhs.from, lhs.to, lhs.subject ?? "") < (rhs.location, rhs.rule, rhs.from, rhs.to, rhs.subject ?? "")
    }
}

/// A violation that is not reported, kept in the report with what accepted it and why.
public struct SuppressedViolation: Sendable, Codable, Hashable, Comparable {
    /// What accepted a violation.
    public enum Source: String, Sendable, Codable, Hashable, Comparable, OrderedByRawValue {
        /// A rules.json `allow` entry.
        case exception
        /// A `// hive-lint:disable:next|this <rule> -- <reason>` comment on its evidence.
        case inline
        /// The baseline file (`--baseline`, rules.json `baseline`).
        case baseline
    }

    public var rule: String
    /// The severity and message it would have been reported with.
    public var severity: Severity
    public var message: String
    public var from: String
    public var to: String
    /// What a manifest check is about, as in the violation.
    public var subject: String?
    public var by: Source
    public var reason: String
    /// Where the violation would have been reported.
    public var location: SourceLocation
    public var fingerprint: String

    public init(violation: Violation, by: Source, reason: String) {
        rule = violation.rule
        severity = violation.severity
        message = violation.message
        from = violation.from
        to = violation.to
        subject = violation.subject
        self.by = by
        self.reason = reason
        location = violation.location
        fingerprint = violation.fingerprint
    }

    public static func < (lhs: SuppressedViolation, rhs: SuppressedViolation) -> Bool {
        (lhs.rule, lhs.from, lhs.to, lhs.location, lhs.by, lhs.fingerprint) < (rhs.rule, rhs.from, rhs.to, rhs.location, rhs.by, rhs.fingerprint)
    }
}

/// 64-bit FNV-1a over UTF-8, printed as 16 hex digits: stable across runs, machines and
/// Swift versions (unlike `Hasher`, which is seeded per process).
public enum Fingerprint {
    public static func of(_ parts: [String]) -> String {
        var hash = FNV1a()
        for part in parts {
            hash.add(part)
            hash.add(0x1f)
        }
        let hex = String(hash.value, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
