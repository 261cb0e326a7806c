import HiveLintCore

/// Inline suppressions (`// hive-lint:disable:next <rule> -- <reason>`, `…:this …`): a
/// violation is suppressed when a comment with a reason covers the line it is reported at
/// (the first evidence, the line the report shows) and names its rule instance, its rule type
/// or `all`. A comment without a reason is ignored with a warning; a comment that suppresses
/// nothing is reported, so stale ones do not pile up.
public enum InlineSuppressions {
    public static let missingReason = "suppression-without-reason"
    public static let unused = "unused-suppression"

    /// `types`: rule instance name → its rule type, for comments that name a type.
    public static func apply(
        _ violations: [Violation], comments: [SuppressionComment], types: [String: String]
    ) -> (reported: [Violation], suppressed: [SuppressedViolation], diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var byLine: [SourceLocation: [Int]] = [:]
        for (index, comment) in comments.enumerated() {
            guard comment.reason != nil, !comment.rules.isEmpty else {
                let what = comment.rules.isEmpty ? "names no rule" : "gives no reason"
                diagnostics.append(Diagnostic(
                    severity: .warning, code: missingReason,
                    message: "suppression ignored: it \(what); write // hive-lint:disable:\(comment.scope.rawValue) <rule> -- <why this coupling is accepted>",
                    location: comment.location))
                continue
            }
            byLine[SourceLocation(file: comment.location.file, line: comment.targetLine, column: 0), default: []].append(index)
        }
        var used = Set<Int>()
        var reported: [Violation] = []
        var suppressed: [SuppressedViolation] = []
        for violation in violations {
            let line = SourceLocation(file: violation.location.file, line: violation.location.line, column: 0)
            let covering = (byLine[line] ?? []).filter { index in
                comments[index].rules.contains { $0 == "all" || $0 == violation.rule || $0 == types[violation.rule] }
            }
            guard let first = covering.first, let reason = comments[first].reason else {
                reported.append(violation)
                continue
            }
            used.formUnion(covering)
            suppressed.append(SuppressedViolation(violation: violation, by: .inline, reason: reason))
        }
        for (index, comment) in comments.enumerated() where comment.reason != nil && !comment.rules.isEmpty && !used.contains(index) {
            let known = Set(types.keys).union(types.values).union(["all"])
            let unknown = comment.rules.filter { !known.contains($0) }
            let hint = unknown.isEmpty ? "" : " (no rule named \(unknown.joined(separator: ", ")); hive-lint rules lists them)"
            diagnostics.append(Diagnostic(
                severity: .warning, code: unused,
                message: "suppression of \(comment.rules.joined(separator: ", ")) on line \(comment.targetLine) suppresses no violation\(hint); remove it",
                location: comment.location))
        }
        return (reported, suppressed, diagnostics)
    }
}
