import HiveLintCore

/// Inline suppressions (`// hive-lint:disable:next <rule> -- <reason>`, `…:this …`): a
/// comment covers one line and names rule instances, rule types or `all`. It accepts the
/// dependency in its file when it covers one of the dependency's evidence lines there (the
/// import, or a use); a violation is suppressed when every file making it has such a comment
/// (its reported location counts when it has no evidence). So the comment on the import
/// covers the uses below it, and a second file that starts depending on the same feature is
/// reported, not hidden. A comment without a reason is ignored with a warning; one that
/// suppresses nothing, or only some of the files of a dependency, is reported, so stale and
/// incomplete ones do not pile up.
public enum InlineSuppressions {
    public static let missingReason = "suppression-without-reason"
    public static let unused = "unused-suppression"
    public static let incomplete = "incomplete-suppression"

    /// `types`: rule instance name → its rule type, for comments that name a type.
    public static func apply(
        _ violations: [Violation], comments: [SuppressionComment], types: [String: String]
    ) -> (reported: [Violation], suppressed: [SuppressedViolation], diagnostics: [Diagnostic]) {
        guard !comments.isEmpty else { return (violations, [], []) }
        var diagnostics: [Diagnostic] = []
        var byLine: [LineKey: [Int]] = [:]
        for (index, comment) in comments.enumerated() {
            guard comment.reason != nil, !comment.rules.isEmpty else {
                let what = comment.rules.isEmpty ? "names no rule" : "gives no reason"
                diagnostics.append(Diagnostic(
                    severity: .warning, code: missingReason,
                    message: "suppression ignored: it \(what); write // hive-lint:disable:\(comment.scope.rawValue) <rule> -- <why this coupling is accepted>",
                    location: comment.location))
                continue
            }
            byLine[LineKey(file: comment.location.file, line: comment.targetLine), default: []].append(index)
        }
        var used = Set<Int>()
        // Comments that cover some files of a violation reported all the same, with the
        // first place of each file left.
        var incompleteFor: [Int: (violation: Violation, left: [SourceLocation])] = [:]
        var reported: [Violation] = []
        var suppressed: [SuppressedViolation] = []
        for violation in violations {
            let places = violation.evidence.isEmpty ? [violation.location] : violation.evidence.map(\.location)
            var covering: [Int] = []
            var coveredFiles = Set<String>()
            for place in places {
                let matching = (byLine[LineKey(file: place.file, line: place.line)] ?? []).filter { index in
                    comments[index].rules.contains { $0 == "all" || $0 == violation.rule || $0 == types[violation.rule] }
                }
                if !matching.isEmpty { coveredFiles.insert(place.file) }
                covering += matching
            }
            // The first place of each file no comment covers.
            var left: [SourceLocation] = []
            for place in places where !coveredFiles.contains(place.file) && !left.contains(where: { $0.file == place.file }) {
                left.append(place)
            }
            if let first = covering.first, left.isEmpty, let reason = comments[first].reason {
                used.formUnion(covering)
                suppressed.append(SuppressedViolation(violation: violation, by: .inline, reason: reason))
                continue
            }
            for index in covering where incompleteFor[index] == nil { incompleteFor[index] = (violation, left) }
            reported.append(violation)
        }
        let known = Set(types.keys).union(types.values).union(["all"])
        for (index, comment) in comments.enumerated() where comment.reason != nil && !comment.rules.isEmpty && !used.contains(index) {
            let rules = comment.rules.joined(separator: ", ")
            if let (violation, left) = incompleteFor[index] {
                let shown = left.prefix(3).map { "\($0.file):\($0.line)" }.joined(separator: ", ") + (left.count > 3 ? ", …" : "")
                diagnostics.append(Diagnostic(
                    severity: .warning, code: incomplete,
                    message: "suppression of \(rules) covers only some of the files where \(violation.from) depends on \(violation.to) [\(violation.rule)], which stays reported until each has one; not covered: \(shown)",
                    location: comment.location))
                continue
            }
            let unknown = comment.rules.filter { !known.contains($0) }
            let hint = unknown.isEmpty ? "" : " (no rule named \(unknown.joined(separator: ", ")); hive-lint rules lists them)"
            diagnostics.append(Diagnostic(
                severity: .warning, code: unused,
                message: "suppression of \(rules) on line \(comment.targetLine) suppresses no violation\(hint); remove it",
                location: comment.location))
        }
        return (reported, suppressed, diagnostics)
    }

    private struct LineKey: Hashable {
        var file: String
        var line: Int
    }
}
