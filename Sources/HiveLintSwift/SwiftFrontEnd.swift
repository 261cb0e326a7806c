import HiveLintCore
import SwiftParser
import SwiftSyntax

/// Reads Swift files with swift-syntax and emits language-neutral events: imports, the
/// top-level declarations (types, protocols, typealiases, functions, constants, with their
/// visibility) and the names the file uses.
///
/// Imports are found where Swift allows them: at the top level and inside `#if` clauses (at
/// any nesting). Every clause is read, active or not (hive-lint does not know the build's
/// flags), and the import records the clause's condition: `canImport(UIKit)`, `DEBUG`,
/// `!(SWIFT_PACKAGE)` for an `#else`, conditions of nested clauses joined with `&&`.
public struct SwiftFrontEnd: Sendable {
    public init() {}

    /// Parses `source` (the text of the file at relative path `path`). Calls are emitted
    /// when `vocabulary` names them.
    public func facts(path: String, source: String, vocabulary: CallVocabulary = CallVocabulary()) -> FileFacts {
        let tree = Parser.parse(source: source)
        var imports: [ImportEvent] = []
        let lines = LineTable(source)
        func location(_ position: AbsolutePosition) -> HiveLintCore.SourceLocation { lines.location(ofOffset: position.utf8Offset, in: path) }

        var declarations: [DeclarationEvent] = []
        func visit(_ items: CodeBlockItemListSyntax, conditions: [String]) {
            for item in items {
                if let declaration = item.item.as(ImportDeclSyntax.self) {
                    imports.append(event(declaration, conditions: conditions, location: location))
                } else if let ifConfig = item.item.as(IfConfigDeclSyntax.self) {
                    visit(ifConfig, conditions: conditions)
                } else if let declaration = item.item.as(DeclSyntax.self) {
                    declarations += Self.declarations(in: declaration, location: location)
                }
            }
        }

        func visit(_ ifConfig: IfConfigDeclSyntax, conditions: [String]) {
            for clause in ifConfig.clauses {
                let clauseConditions = conditions + Self.conditions(of: clause)
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
        let collector = ReferenceCollector(location: location, vocabulary: vocabulary)
        collector.walk(tree)
        // A name the file declares itself, at any depth (a nested type, a member, a generic
        // parameter, a parameter or a local), is that declaration where the file uses it, not
        // another module's: `GoodsList.Item`, `let uuidString`, `private func initialize()`.
        let references = collector.references.filter { !collector.declaredNames.contains($0.name) }
        return FileFacts(
            path: path, language: .swift, imports: (imports + collector.macroModules).sorted(), declarations: declarations.sorted(),
            references: references.sorted(), calls: collector.calls.sorted(), types: collector.types.sorted(),
            methods: collector.methods.sorted(), constants: collector.constants.sorted())
    }

    /// The symbols a top-level declaration introduces (`private` and `fileprivate` ones
    /// cannot be used from another file, so they introduce none).
    static func declarations(
        in declaration: DeclSyntax, location: (AbsolutePosition) -> HiveLintCore.SourceLocation
    ) -> [DeclarationEvent] {
        if let modifiers = declaration.asProtocol(WithModifiersSyntax.self)?.modifiers,
           modifiers.contains(where: { ["private", "fileprivate"].contains($0.name.text) }) {
            return []
        }
        func isPublic(_ modifiers: DeclModifierListSyntax) -> Bool {
            modifiers.contains { ["public", "open", "package"].contains($0.name.text) }
        }
        func event(_ kind: DeclarationKind, _ name: TokenSyntax, _ modifiers: DeclModifierListSyntax) -> DeclarationEvent {
            DeclarationEvent(kind: kind, name: name.text, location: location(name.positionAfterSkippingLeadingTrivia), isPublic: isPublic(modifiers))
        }
        if let node = declaration.as(ClassDeclSyntax.self) { return [event(.swiftType, node.name, node.modifiers)] }
        if let node = declaration.as(StructDeclSyntax.self) { return [event(.swiftType, node.name, node.modifiers)] }
        if let node = declaration.as(EnumDeclSyntax.self) { return [event(.swiftType, node.name, node.modifiers)] }
        if let node = declaration.as(ActorDeclSyntax.self) { return [event(.swiftType, node.name, node.modifiers)] }
        if let node = declaration.as(ProtocolDeclSyntax.self) { return [event(.swiftProtocol, node.name, node.modifiers)] }
        if let node = declaration.as(TypeAliasDeclSyntax.self) { return [event(.type, node.name, node.modifiers)] }
        if let node = declaration.as(FunctionDeclSyntax.self) { return [event(.function, node.name, node.modifiers)] }
        if let node = declaration.as(VariableDeclSyntax.self) {
            return node.bindings.compactMap { binding in
                binding.pattern.as(IdentifierPatternSyntax.self).map { event(.constant, $0.identifier, node.modifiers) }
            }
        }
        return []
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

    /// What a clause of an `#if` is compiled under: the negation of the clauses before it
    /// (`#else`, `#elseif`), then its own condition.
    static func conditions(of clause: IfConfigClauseSyntax) -> [String] {
        var parts: [String] = []
        if let clauses = clause.parent?.as(IfConfigClauseListSyntax.self) {
            for earlier in clauses {
                if earlier.id == clause.id { break }
                if let condition = earlier.condition { parts.append("!(\(text(of: condition)))") }
            }
        }
        if let condition = clause.condition { parts.append(text(of: condition)) }
        return parts
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

/// Collects the names a Swift file uses: type names (annotations, generic arguments, casts),
/// inheritance and conformance entries, extended types, and value names (calls, constants,
/// `Type.member` bases). Names inside `#if` conditions, member names after a dot, and the
/// file's import paths are not uses. Only the first use of each (name, kind) under each `#if`
/// condition is kept.
/// In the same walk: framework facts (`SwiftFrameworkFacts`).
private final class ReferenceCollector: SyntaxVisitor {
    private let location: (AbsolutePosition) -> HiveLintCore.SourceLocation
    private let vocabulary: CallVocabulary
    private var seen: Set<SeenKey> = []
    private var special: Set<AbsolutePosition> = []
    var references: [ReferenceEvent] = []
    /// Every name the file declares, at any depth: types, typealiases, associated types,
    /// generic parameters, functions, enum cases, parameters, bound variables.
    var declaredNames: Set<String> = []
    var calls: [CallEvent] = []
    var types: [TypeEvent] = []
    var methods: [MethodEvent] = []
    var constants: [ConstantEvent] = []
    /// `#externalMacro(module: "X", type: …)`: a macro declaration names the module that
    /// implements it, which it depends on like an import.
    var macroModules: [ImportEvent] = []

    init(location: @escaping (AbsolutePosition) -> HiveLintCore.SourceLocation, vocabulary: CallVocabulary) {
        self.location = location
        self.vocabulary = vocabulary
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "externalMacro",
           let module = node.arguments.first(where: { $0.label?.text == "module" })?.expression.as(StringLiteralExprSyntax.self),
           let name = module.representedLiteralValue {
            macroModules.append(ImportEvent(
                form: .swiftImport, target: name, text: "#externalMacro(module: \"\(name)\")",
                location: location(node.positionAfterSkippingLeadingTrivia)))
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if !vocabulary.swiftCalls.isEmpty, var call = SwiftFrameworkFacts.call(node, vocabulary: vocabulary, location: location) {
            call.condition = condition
            calls.append(call)
        }
        return .visitChildren
    }

    private func addType(_ node: some NamedDeclSyntax) -> SyntaxVisitorContinueKind {
        declaredNames.insert(node.name.text)
        if let type = SwiftFrameworkFacts.type(Syntax(node), location: location) { types.append(type) }
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { addType(node) }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { addType(node) }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { addType(node) }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { addType(node) }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { addType(node) }

    /// Notes a name the file declares (see `declaredNames`).
    private func declare(_ name: TokenSyntax) -> SyntaxVisitorContinueKind {
        declaredNames.insert(name.text)
        return .visitChildren
    }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { declare(node.name) }
    override func visit(_ node: AssociatedTypeDeclSyntax) -> SyntaxVisitorContinueKind { declare(node.name) }
    override func visit(_ node: GenericParameterSyntax) -> SyntaxVisitorContinueKind { declare(node.name) }
    override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind { declare(node.name) }
    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind { declare(node.identifier) }
    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind { declare(node.secondName ?? node.firstName) }
    override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind { declare(node.secondName ?? node.firstName) }
    override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind { declare(node.name) }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        declaredNames.insert(node.name.text)
        if let method = SwiftFrameworkFacts.method(node, location: location) { methods.append(method) }
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        constants += SwiftFrameworkFacts.constants(node, location: location)
        return .visitChildren
    }

    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
        constants += SwiftFrameworkFacts.rawValues(node, location: location)
        return .visitChildren
    }

    /// A use, with the `#if` clauses around it: the first use of a name under each condition
    /// (a target that never compiles one clause still uses the name in another, or outside),
    /// none after an unconditional one.
    private func add(_ kind: ReferenceKind, _ name: String, at position: AbsolutePosition) {
        guard !name.isEmpty, condition == nil || !seen.contains(SeenKey(kind: kind, name: name, condition: nil)),
              seen.insert(SeenKey(kind: kind, name: name, condition: condition)).inserted else { return }
        references.append(ReferenceEvent(kind: kind, name: name, location: location(position), condition: condition))
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    /// The conditions of the `#if` clauses around the node being visited.
    private var conditions: [String] = []
    /// `conditions` joined with `&&` (`nil` outside any `#if`), as events record them.
    private var condition: String?

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        conditions.append(SwiftFrontEnd.conditions(of: node).joined(separator: " && "))
        condition = conditions.joined(separator: " && ")
        if let elements = node.elements { walk(elements) }
        conditions.removeLast()
        condition = conditions.isEmpty ? nil : conditions.joined(separator: " && ")
        return .skipChildren
    }

    override func visit(_ node: InheritedTypeSyntax) -> SyntaxVisitorContinueKind {
        if let type = node.type.as(IdentifierTypeSyntax.self) {
            add(.inherit, type.name.text, at: type.positionAfterSkippingLeadingTrivia)
            special.insert(type.positionAfterSkippingLeadingTrivia)
        }
        return .visitChildren
    }

    /// The generic parameters and associated types of the standard library's generic types and
    /// protocols, which an extension of them names bare (`extension Array where Element == …`).
    static let standardGenericNames: [String: [String]] = {
        let collection = ["Element", "Index", "Indices", "Iterator", "SubSequence"]
        var names: [String: [String]] = [
            "Dictionary": ["Key", "Value", "Element", "Index"], "Optional": ["Wrapped"], "Result": ["Success", "Failure"],
            "Range": ["Bound"], "ClosedRange": ["Bound"], "KeyPath": ["Root", "Value"], "WritableKeyPath": ["Root", "Value"],
            "Publisher": ["Output", "Failure"], "Subject": ["Output", "Failure"], "AsyncSequence": ["Element", "AsyncIterator"],
            "RawRepresentable": ["RawValue"], "Identifiable": ["ID"], "View": ["Body"],
        ]
        for type in ["Array", "Set", "ArraySlice", "ContiguousArray", "Sequence", "Collection", "BidirectionalCollection",
                     "RandomAccessCollection", "MutableCollection", "RangeReplaceableCollection", "LazySequenceProtocol"] {
            names[type] = collection
        }
        return names
    }()

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        if let type = SwiftFrameworkFacts.type(Syntax(node), location: location) { types.append(type) }
        if let extended = node.extendedType.as(IdentifierTypeSyntax.self), let names = Self.standardGenericNames[extended.name.text] {
            declaredNames.formUnion(names)
        }
        if let type = node.extendedType.as(IdentifierTypeSyntax.self) {
            add(.extension, type.name.text, at: type.positionAfterSkippingLeadingTrivia)
            special.insert(type.positionAfterSkippingLeadingTrivia)
        }
        return .visitChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        if !special.contains(node.positionAfterSkippingLeadingTrivia) {
            add(.type, node.name.text, at: node.positionAfterSkippingLeadingTrivia)
        }
        return .visitChildren
    }

    /// `x.member`: only the base is a use of a global name; the member name is not visited.
    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if let base = node.base { walk(base) }
        return .skipChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.baseName.text
        add(Self.startsUppercase(name) ? .type : .value, name, at: node.positionAfterSkippingLeadingTrivia)
        return .visitChildren
    }

    /// Whether a name starts with an uppercase letter (ASCII checked on bytes first).
    private static func startsUppercase(_ name: String) -> Bool {
        guard let first = name.utf8.first else { return false }
        if first < 0x80 { return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") }
        return name.first?.isUppercase == true
    }
}

/// A (kind, name, condition) already reported.
private struct SeenKey: Hashable {
    var kind: ReferenceKind
    var name: String
    var condition: String?
}
