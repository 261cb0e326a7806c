import Foundation
import HiveLintConfig
import HiveLintCore

/// The violations a team accepts for now: `hive-lint baseline` writes them, a lint with the
/// baseline reports only violations not in it, and entries that no longer occur are reported
/// as `stale-baseline-entry`, so the file can only shrink. Entries are keyed by the
/// violation's fingerprint (rule, modules and subject, never lines), so line moves and
/// unrelated edits do not break them; a fingerprint listed twice accepts two violations.
///
/// The file is JSON, one entry per line, sorted (a reviewable diff when it shrinks):
///
///     {
///       "version": 1,
///       "entries": [
///         {"fingerprint": "…", "rule": "business-to-business", "from": "Goods", "to": "Shop", "evidence": "Goods/A.swift:3: import Shop"}
///       ]
///     }
public struct Baseline: Sendable, Hashable {
    public struct Entry: Sendable, Hashable, Comparable {
        public var fingerprint: String
        public var rule: String
        public var from: String
        public var to: String
        public var subject: String?
        /// The first evidence, for humans (`file:line: text`); not used for matching.
        public var evidence: String
        /// The entry's line in the file (1-based; 0 when not found).
        public var line: Int

        public static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.rule, lhs.from, lhs.to, lhs.subject ?? "", lhs.fingerprint, lhs.evidence)
                < (rhs.rule, rhs.from, rhs.to, rhs.subject ?? "", rhs.fingerprint, rhs.evidence)
        }
    }

    public static let defaultFileName = "hive-lint-baseline.json"
    public static let formatVersion = 1
    /// The rule name of a baseline entry that no longer occurs.
    public static let staleRule = "stale-baseline-entry"
    /// `staleRule` described for reports, at the severity `apply` gives it by default.
    public static let staleRuleDescriptor = RuleDescriptor(
        name: staleRule, type: staleRule, severity: .warning, summary: "A baseline entry no longer occurs: the violation it accepted is fixed.",
        documentation: """
            An entry of the baseline file that matches no violation any more is reported at its \
            line in the file, so the baseline only shrinks: run `hive-lint baseline` to rewrite \
            the file without it.
            """)

    public var entries: [Entry]

    public init(entries: [Entry]) { self.entries = entries.sorted() }

    /// The baseline of `violations`.
    public init(violations: [Violation]) {
        self.init(entries: violations.map { violation in
            let first = violation.evidence.first
            let evidence = first.map { "\($0.location.file):\($0.location.line): \($0.text)" } ?? "\(violation.location.file):\(violation.location.line)"
            return Entry(
                fingerprint: violation.fingerprint, rule: violation.rule, from: violation.from, to: violation.to, subject: violation.subject,
                evidence: evidence, line: 0)
        })
    }

    /// The file's text: deterministic, one entry per line, ends with a newline.
    public func rendered() -> String {
        var lines = ["{", "  \"version\": \(Self.formatVersion),", "  \"entries\": ["]
        for (i, entry) in entries.enumerated() {
            var fields = [("fingerprint", entry.fingerprint), ("rule", entry.rule), ("from", entry.from), ("to", entry.to)]
            if let subject = entry.subject { fields.append(("subject", subject)) }
            fields.append(("evidence", entry.evidence))
            let object = fields.map { "\(Self.quoted($0.0)): \(Self.quoted($0.1))" }.joined(separator: ", ")
            lines.append("    {\(object)}\(i == entries.count - 1 ? "" : ",")")
        }
        lines += ["  ]", "}"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// Reads a baseline file; `shown` names it in errors. Throws a one-line error.
    public static func read(_ path: String, shown: String) throws(HiveLintError) -> Baseline {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw HiveLintError(FileManager.default.fileExists(atPath: path) ? "cannot read baseline file \(shown)" : "no such baseline file: \(shown) (hive-lint baseline writes one)")
        }
        let json: JSONValue
        do { json = try JSONValue.parse(data) } catch {
            throw HiveLintError("\(shown): not a baseline file: \(error.problems.first.map(\.description) ?? "invalid JSON")")
        }
        guard case .object(let top) = json, case .number(let version)? = top["version"], case .array(let items)? = top["entries"] else {
            throw HiveLintError("\(shown): not a baseline file (expected {\"version\": 1, \"entries\": [...]}; hive-lint baseline writes one)")
        }
        guard version == Double(formatVersion) else {
            throw HiveLintError("\(shown): baseline format version \(version) is not supported (this hive-lint reads version \(formatVersion)); rewrite it with hive-lint baseline")
        }
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        var entries: [Entry] = []
        for (i, item) in items.enumerated() {
            guard case .object(let object) = item, case .string(let fingerprint)? = object["fingerprint"], case .string(let rule)? = object["rule"],
                  case .string(let from)? = object["from"], case .string(let to)? = object["to"] else {
                throw HiveLintError("\(shown): entries[\(i)] needs string fields fingerprint, rule, from and to")
            }
            var subject: String?
            if case .string(let text)? = object["subject"] { subject = text }
            var evidence = ""
            if case .string(let text)? = object["evidence"] { evidence = text }
            let needle = "\"\(fingerprint)\""
            let line = (lines.firstIndex { $0.contains(needle) }).map { $0 + 1 } ?? 0
            entries.append(Entry(fingerprint: fingerprint, rule: rule, from: from, to: to, subject: subject, evidence: evidence, line: line))
        }
        return Baseline(entries: entries)
    }

    /// `violations` compared with the baseline: those not in it (reported), those in it (not
    /// reported, kept as suppressed), and a `stale-baseline-entry` violation of `staleSeverity`
    /// at each entry that no longer occurs. `shown` names the file in messages and locations.
    public func apply(
        to violations: [Violation], shown: String, staleSeverity: Severity = staleRuleDescriptor.severity
    ) -> (reported: [Violation], baselined: [SuppressedViolation], summary: BaselineSummary) {
        var remaining: [String: [Entry]] = [:]
        for entry in entries { remaining[entry.fingerprint, default: []].append(entry) }
        var reported: [Violation] = []
        var baselined: [SuppressedViolation] = []
        for violation in violations.sorted() {
            if var left = remaining[violation.fingerprint], !left.isEmpty {
                left.removeFirst()
                remaining[violation.fingerprint] = left
                baselined.append(SuppressedViolation(violation: violation, by: .baseline, reason: "in the baseline \(shown)"))
            } else {
                reported.append(violation)
            }
        }
        let new = reported.count
        let stale = remaining.values.flatMap { $0 }.sorted()
        for entry in stale {
            let about = entry.subject.map { " (\($0))" } ?? ""
            reported.append(Violation(
                rule: Self.staleRule, severity: staleSeverity,
                message: "baseline entry no longer occurs: \(entry.rule) \(entry.from) → \(entry.to)\(about) is fixed; remove it (hive-lint baseline rewrites \(shown))",
                from: entry.from, to: entry.to, location: SourceLocation(file: shown, line: max(entry.line, 1), column: 1), evidence: [],
                subject: entry.fingerprint))
        }
        return (reported.sorted(), baselined, BaselineSummary(file: shown, baselined: baselined.count, new: new, fixed: stale.count))
    }

    static func quoted(_ text: String) -> String { JSONString.quoted(text) }
}
