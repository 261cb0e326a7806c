import HiveLintCore
import SwiftParser
import SwiftSyntax

/// Reads Swift files with swift-syntax and emits language-neutral events.
///
/// Imports are found where Swift allows them: at the top level and inside `#if` clauses (at
/// any nesting). Every clause is read, active or not (hive-lint does not know the build's
/// flags), and the import records the clause's condition: `canImport(UIKit)`, `DEBUG`,
/// `!(SWIFT_PACKAGE)` for an `#else`, conditions of nested clauses joined with `&&`.
public struct SwiftFrontEnd: Sendable {
    public init() {}

    /// Parses `source` (the text of the file at relative path `path`).
    public func facts(path: String, source: String) -> FileFacts {
        let tree = Parser.parse(source: source)
        var imports: [ImportEvent] = []
        var converter: SourceLocationConverter?
        func location(_ position: AbsolutePosition) -> HiveLintCore.SourceLocation {
            let resolved = converter ?? SourceLocationConverter(fileName: path, tree: tree)
            converter = resolved
            let point = resolved.location(for: position)
            return HiveLintCore.SourceLocation(file: path, line: point.line, column: point.column)
        }

        func visit(_ items: CodeBlockItemListSyntax, conditions: [String]) {
            for item in items {
                if let declaration = item.item.as(ImportDeclSyntax.self) {
                    imports.append(event(declaration, conditions: conditions, location: location))
                } else if let ifConfig = item.item.as(IfConfigDeclSyntax.self) {
                    visit(ifConfig, conditions: conditions)
                }
            }
        }

        func visit(_ ifConfig: IfConfigDeclSyntax, conditions: [String]) {
            var previous: [String] = []
            for clause in ifConfig.clauses {
                let own = clause.condition.map { Self.text(of: $0) }
                var clauseConditions = conditions
                for earlier in previous { clauseConditions.append("!(\(earlier))") }
                if let own { clauseConditions.append(own) }
                if let own { previous.append(own) }
                switch clause.elements {
                case .statements(let statements):
                    visit(statements, conditions: clauseConditions)
                case .decls(let members):
                    for member in members {
                        if let nested = member.decl.as(IfConfigDeclSyntax.self) { visit(nested, conditions: clauseConditions) }
                    }
                default:
                    break
                }
            }
        }

        visit(tree.statements, conditions: [])
        return FileFacts(path: path, language: .swift, imports: imports.sorted())
    }

    private func event(
        _ declaration: ImportDeclSyntax, conditions: [String], location: (AbsolutePosition) -> HiveLintCore.SourceLocation
    ) -> ImportEvent {
        let module = declaration.path.first?.name.text ?? ""
        return ImportEvent(
            form: .swiftImport,
            target: module,
            text: Self.text(of: declaration),
            location: location(declaration.positionAfterSkippingLeadingTrivia),
            condition: conditions.isEmpty ? nil : conditions.joined(separator: " && "))
    }

    /// A node's source text on one line, comments dropped, built from its tokens
    /// (cheaper than `trimmedDescription`, and free of trivia).
    static func text(of node: some SyntaxProtocol) -> String {
        var result = ""
        var previous: TokenSyntax?
        for token in node.tokens(viewMode: .sourceAccurate) {
            if let previous, needsSpace(between: previous, and: token) { result += " " }
            result += token.text
            previous = token
        }
        return result
    }

    private static func needsSpace(between left: TokenSyntax, and right: TokenSyntax) -> Bool {
        if !left.trailingTrivia.isEmpty || right.leadingTrivia.contains(where: { if case .newlines = $0 { true } else if case .spaces = $0 { true } else { false } }) {
            switch (left.tokenKind, right.tokenKind) {
            case (.atSign, _), (_, .period), (.period, _), (.leftParen, _), (_, .rightParen), (_, .leftParen), (.prefixOperator, _):
                return false
            default:
                return true
            }
        }
        return false
    }
}
