import HiveLintCore
import HiveLintRules
import Testing

/// `// hive-lint:disable:next|this <rule> -- <reason>`: what the scanner finds in a file's
/// bytes, and which violations the comments suppress (the fixture `inline-suppressions` and
/// `AdoptionTests.inlineSuppressionsThroughTheBinary` run the same through the binary).
@Suite struct InlineSuppressionTests {
    func scan(_ text: String) -> [SuppressionComment] {
        SuppressionComment.scan(Array(text.utf8), path: "Modules/Sale/SaleHomeViewController.swift")
    }

    @Test func bothScopesInLineAndBlockComments() {
        let found = scan("""
            import UIKit
            // hive-lint:disable:next business-to-business -- the banner shows a goods price (ARCH-131)
            import Goods
            #import <Shop/SHPCartManager.h> /* hive-lint:disable:this all forbidden-dependency -- cart limit, ARCH-118 */
            """)
        #expect(found.count == 2)
        #expect(found[0].scope == .next)
        #expect(found[0].location.line == 2 && found[0].location.column == 4)
        #expect(found[0].targetLine == 3)
        #expect(found[0].rules == ["business-to-business"])
        #expect(found[0].reason == "the banner shows a goods price (ARCH-131)")
        #expect(found[1].scope == .this)
        #expect(found[1].targetLine == 4)
        #expect(found[1].rules == ["all", "forbidden-dependency"])
        #expect(found[1].reason == "cart limit, ARCH-118")
    }

    @Test func aMissingReasonIsKeptAsNil() {
        #expect(scan("// hive-lint:disable:next business-to-business\n").first?.reason == nil)
        #expect(scan("// hive-lint:disable:next business-to-business --   \n").first?.reason == nil)
        #expect(scan("// hive-lint:disable:this -- no rule named\n").first?.rules == [])
    }

    @Test func notACommentOrNotAScopeIsNotASuppression() {
        #expect(scan(#"let marker = "hive-lint:disable:next all -- in a string""#).isEmpty)
        #expect(scan("// hive-lint:disable:everything all -- unknown scope\n").isEmpty)
        #expect(scan("// hive-lint:enable:next all -- not ours\n").isEmpty)
        #expect(scan("import Goods\n").isEmpty)
    }

    @Test func linesCountTheWayTheFrontEndsDo() {
        // CRLF and lone CR end lines too, as in the line table.
        let found = scan("import UIKit\r\n\r// hive-lint:disable:next all -- legacy\r\nimport Goods\r\n")
        #expect(found.first?.location.line == 3)
        #expect(found.first?.targetLine == 4)
    }

    // MARK: Which violations are suppressed

    let types = ["business-to-business": "forbidden-dependency", "module-cycle": "no-cycles"]

    func violation(_ from: String, _ to: String, places: [(String, Int)], rule: String = "business-to-business") -> Violation {
        let evidence = places.map { Evidence(kind: .import, location: SourceLocation(file: $0.0, line: $0.1, column: 1), text: "import \(to)") }
        return Violation(
            rule: rule, severity: .error, message: "\(from) depends on \(to)", from: from, to: to, location: evidence[0].location, evidence: evidence)
    }

    func comment(_ file: String, line: Int, _ rules: [String], reason: String? = "accepted (ARCH-1)", scope: SuppressionComment.Scope = .next) -> SuppressionComment {
        SuppressionComment(location: SourceLocation(file: file, line: line, column: 4), scope: scope, rules: rules, reason: reason)
    }

    @Test func aCommentOnOneEvidenceLineCoversItsFile() {
        let shopToGoods = violation("Shop", "Goods", places: [("Shop/A.m", 3), ("Shop/A.m", 12)])
        let result = InlineSuppressions.apply([shopToGoods], comments: [comment("Shop/A.m", line: 2, ["business-to-business"])], types: types)
        #expect(result.reported.isEmpty)
        #expect(result.suppressed.map(\.by) == [.inline])
        #expect(result.suppressed.first?.reason == "accepted (ARCH-1)")
        #expect(result.diagnostics.isEmpty)
    }

    @Test func theRuleTypeAndAllMatchAndOtherRulesDoNot() {
        let shopToGoods = violation("Shop", "Goods", places: [("Shop/A.m", 3)])
        for rules in [["forbidden-dependency"], ["all"], ["module-cycle", "business-to-business"]] {
            let result = InlineSuppressions.apply([shopToGoods], comments: [comment("Shop/A.m", line: 3, rules, scope: .this)], types: types)
            #expect(result.reported.isEmpty, "\(rules)")
        }
        let other = InlineSuppressions.apply([shopToGoods], comments: [comment("Shop/A.m", line: 3, ["module-cycle"], scope: .this)], types: types)
        #expect(other.reported == [shopToGoods])
        #expect(other.diagnostics.map(\.code) == [InlineSuppressions.unused])
    }

    @Test func aSecondFileMakingTheSameDependencyIsNotHidden() {
        let saleToGoods = violation("Sale", "Goods", places: [("Sale/Home.swift", 3), ("Sale/Home.swift", 9), ("Sale/Cell.swift", 2)])
        let result = InlineSuppressions.apply([saleToGoods], comments: [comment("Sale/Home.swift", line: 2, ["business-to-business"])], types: types)
        #expect(result.reported == [saleToGoods])
        #expect(result.suppressed.isEmpty)
        #expect(result.diagnostics.map(\.code) == [InlineSuppressions.incomplete])
        #expect(result.diagnostics.first?.message.contains("not covered: Sale/Cell.swift:2") == true)
    }

    @Test func withoutAReasonOrARuleTheCommentIsIgnoredWithAWarning() {
        let shopToGoods = violation("Shop", "Goods", places: [("Shop/A.m", 3)])
        for bad in [comment("Shop/A.m", line: 2, ["business-to-business"], reason: nil), comment("Shop/A.m", line: 2, [])] {
            let result = InlineSuppressions.apply([shopToGoods], comments: [bad], types: types)
            #expect(result.reported == [shopToGoods])
            #expect(result.diagnostics.map(\.code) == [InlineSuppressions.missingReason])
            #expect(result.diagnostics.first?.location == bad.location)
        }
    }

    @Test func anUnusedCommentNamesAnUnknownRule() {
        let result = InlineSuppressions.apply([], comments: [comment("Common/P.swift", line: 4, ["business-to-busines"])], types: types)
        #expect(result.diagnostics.map(\.code) == [InlineSuppressions.unused])
        #expect(result.diagnostics.first?.message.contains("no rule named business-to-busines") == true)
    }
}
