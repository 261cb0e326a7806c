import HiveLintCore
import SwiftSyntax

/// The framework facts of Swift syntax: calls named in the `CallVocabulary`, types with their
/// supertypes, and string constants (`static let`, enum raw values). Used by the front end's
/// visitor; each function looks at one node.
enum SwiftFrameworkFacts {
    /// A call whose base name the vocabulary names, with its receiver, arguments (trailing
    /// closures last), the calls chained on its result, and whether it sits in a loop.
    static func call(
        _ node: FunctionCallExprSyntax, vocabulary: CallVocabulary, location: (AbsolutePosition) -> HiveLintCore.SourceLocation
    ) -> CallEvent? {
        let name: String
        let member = node.calledExpression.as(MemberAccessExprSyntax.self)
        if let member {
            name = member.declName.baseName.text
        } else if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else {
            return nil
        }
        guard vocabulary.namesSwiftCall(name) else { return nil }
        // The receiver's text only for a call the vocabulary names (most calls are not).
        let receiver = member?.base.map { SwiftFrontEnd.text(of: $0) }
        var arguments = node.arguments.map { argument -> ValueExpression in
            let argumentValue = value(of: argument.expression)
            // `X.self` where `X` is a typealias of the enclosing types (`typealias View =
            // LoginViewController` in each of an app's assemblies, `register(View.self)`) names
            // the aliased type: each assembly's `View` is another class.
            if case .type(let name) = argumentValue, let aliased = typealiasTarget(name, around: Syntax(node)) { return .type(aliased) }
            return argumentValue
        }
        var labels = node.arguments.map { $0.label?.text }
        if let closure = node.trailingClosure {
            arguments.append(value(of: ExprSyntax(closure)))
            labels.append(nil)
        }
        for extra in node.additionalTrailingClosures {
            arguments.append(value(of: ExprSyntax(extra.closure)))
            labels.append(extra.label.text)
        }
        return CallEvent(
            form: .swift, name: name, receiver: receiver, arguments: arguments, labels: labels, chained: chained(after: node),
            enclosingType: enclosingType(of: Syntax(node)), inLoop: isInLoop(Syntax(node)),
            location: location(node.positionAfterSkippingLeadingTrivia))
    }

    /// `.inObjectScope(.container)` after `register(…) { … }`: the calls applied to the result.
    private static func chained(after node: FunctionCallExprSyntax) -> [String] {
        var result: [String] = []
        var current = Syntax(node)
        while let member = current.parent?.as(MemberAccessExprSyntax.self), member.base.map(Syntax.init) == current,
              let call = member.parent?.as(FunctionCallExprSyntax.self) {
            result.append(member.declName.baseName.text + "(" + call.arguments.map { SwiftFrontEnd.text(of: $0) }.joined(separator: ", ") + ")")
            current = Syntax(call)
        }
        return result
    }

    /// The innermost type declaration or extension around `node`.
    static func enclosingType(of node: Syntax) -> String? {
        var current = node.parent
        while let syntax = current {
            if let name = typeName(of: syntax) { return name }
            current = syntax.parent
        }
        return nil
    }

    /// The type a typealias named `name` of a type declaration around `node` stands for
    /// (`typealias View = LoginViewController` → `LoginViewController`), when it is a plain
    /// type name.
    private static func typealiasTarget(_ name: String, around node: Syntax) -> String? {
        guard !name.contains(".") else { return nil }
        var current = node.parent
        while let syntax = current {
            for member in syntax.asProtocol(DeclGroupSyntax.self)?.memberBlock.members ?? [] {
                guard let alias = member.decl.as(TypeAliasDeclSyntax.self), alias.name.text == name else { continue }
                guard let target = alias.initializer.value.as(IdentifierTypeSyntax.self), target.genericArgumentClause == nil else { return nil }
                return target.name.text
            }
            current = syntax.parent
        }
        return nil
    }

    private static func typeName(of syntax: Syntax) -> String? {
        if let node = syntax.as(ClassDeclSyntax.self) { return node.name.text }
        if let node = syntax.as(StructDeclSyntax.self) { return node.name.text }
        if let node = syntax.as(EnumDeclSyntax.self) { return node.name.text }
        if let node = syntax.as(ActorDeclSyntax.self) { return node.name.text }
        if let node = syntax.as(ExtensionDeclSyntax.self) { return node.extendedType.trimmedDescription }
        return nil
    }

    private static func isInLoop(_ node: Syntax) -> Bool {
        var current = node.parent
        while let syntax = current {
            if syntax.is(ForStmtSyntax.self) || syntax.is(WhileStmtSyntax.self) || syntax.is(RepeatStmtSyntax.self) { return true }
            if let closure = syntax.as(ClosureExprSyntax.self),
               let call = closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
               let member = call.calledExpression.as(MemberAccessExprSyntax.self),
               ["forEach", "map", "compactMap", "flatMap"].contains(member.declName.baseName.text) {
                return true
            }
            if syntax.is(FunctionDeclSyntax.self) || syntax.is(CodeBlockItemListSyntax.self) && syntax.parent?.is(SourceFileSyntax.self) == true {
                return false
            }
            current = syntax.parent
        }
        return false
    }

    /// What an expression evaluates to, as far as syntax tells.
    static func value(of expression: ExprSyntax) -> ValueExpression {
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            var parts: [ValueExpression] = []
            for segment in literal.segments {
                if let text = segment.as(StringSegmentSyntax.self) {
                    if !text.content.text.isEmpty { parts.append(.string(text.content.text)) }
                } else if let interpolation = segment.as(ExpressionSegmentSyntax.self), let first = interpolation.expressions.first {
                    parts.append(value(of: first.expression))
                }
            }
            if parts.isEmpty { return .string("") }
            if parts.count == 1, case .string = parts[0] { return parts[0] }
            return .concat(parts)
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            if member.declName.baseName.text == "self", var base = member.base {
                // `X.self.self` is `X.self` (`.self` on an expression is the expression).
                while let inner = base.as(MemberAccessExprSyntax.self), inner.declName.baseName.text == "self", let next = inner.base { base = next }
                return .type(SwiftFrontEnd.text(of: base))
            }
            // `Impl.init` passed as a factory (SwinjectAutoregistration's
            // `autoregister(P.self, initializer: Impl.init)`) builds an `Impl`.
            if member.declName.baseName.text == "init", let base = member.base, isNamePath(base),
               let type = SwiftFrontEnd.text(of: base).split(separator: ".").last, type.first?.isUppercase == true {
                return .block(constructs: String(type), castTo: nil)
            }
            if isNamePath(expression) { return .name(SwiftFrontEnd.text(of: member)) }
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return .name(reference.baseName.text) }
        if let unwrap = expression.as(ForceUnwrapExprSyntax.self) { return value(of: unwrap.expression) }
        if let optional = expression.as(OptionalChainingExprSyntax.self) { return value(of: optional.expression) }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return value(of: only.expression)
        }
        if let closure = expression.as(ClosureExprSyntax.self) {
            let built = constructedType(in: closure)
            return .block(constructs: built.type, castTo: built.castTo)
        }
        if expression.is(IntegerLiteralExprSyntax.self) || expression.is(BooleanLiteralExprSyntax.self) {
            return .number(expression.trimmedDescription)
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            let operators = stride(from: 1, to: elements.count, by: 2).map { elements[$0] }
            if elements.count >= 3, elements.count % 2 == 1,
               operators.allSatisfy({ $0.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" }) {
                return .concat(stride(from: 0, to: elements.count, by: 2).map { value(of: elements[$0]) })
            }
        }
        return .other(SwiftFrontEnd.text(of: expression))
    }

    /// Whether an expression is a dotted name (`Routes.goodsDetail`, `.detail`, `Route.cart.rawValue`).
    private static func isNamePath(_ expression: ExprSyntax) -> Bool {
        if expression.is(DeclReferenceExprSyntax.self) { return true }
        guard let member = expression.as(MemberAccessExprSyntax.self) else { return false }
        guard let base = member.base else { return true }
        return isNamePath(base)
    }

    /// The type a factory closure builds: the callee of its last statement (`{ _ in Impl() }`,
    /// `{ r in return Impl(dep: r.resolve(D.self)!) }`), when it names a type; and the type
    /// the result is cast to (`{ Impl() as P }`), when it is.
    private static func constructedType(in closure: ClosureExprSyntax) -> (type: String?, castTo: String?) {
        guard let last = closure.statements.last?.item else { return (nil, nil) }
        var expression: ExprSyntax?
        if let returned = last.as(ReturnStmtSyntax.self) { expression = returned.expression } else { expression = last.as(ExprSyntax.self) }
        // Unfolded, `Impl() as P` is a sequence: the expression, `as`, the type.
        var castTo: String?
        if let sequence = expression?.as(SequenceExprSyntax.self), sequence.elements.count == 3 {
            let parts = Array(sequence.elements)
            if let cast = parts[1].as(UnresolvedAsExprSyntax.self) {
                if cast.questionOrExclamationMark == nil, let type = parts[2].as(TypeExprSyntax.self)?.type.as(IdentifierTypeSyntax.self) {
                    castTo = type.name.text
                }
                expression = parts[0]
            }
        }
        // A local constant built above (`let apiClient = ApiClient()`, then `{ apiClient }`).
        if let reference = expression?.as(DeclReferenceExprSyntax.self) {
            return (localConstantType(reference.baseName.text, before: Syntax(closure)), castTo)
        }
        guard let call = expression?.as(FunctionCallExprSyntax.self) else { return (nil, castTo) }
        return (constructedType(by: call), castTo)
    }

    /// The type a call builds: `Impl(…)` or `Impl.init(…)`, when it names a type.
    private static func constructedType(by call: FunctionCallExprSyntax) -> String? {
        var callee = call.calledExpression
        if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init", let base = member.base { callee = base }
        guard let reference = callee.as(DeclReferenceExprSyntax.self), reference.baseName.text.first?.isUppercase == true else { return nil }
        return reference.baseName.text
    }

    /// The type of the local constant `name` declared in a block enclosing `node`, before it:
    /// its annotation (`let client: ApiClient = …`) or the type its value builds
    /// (`let client = ApiClient()`); `nil` when none is found so, or another declaration of
    /// the name lies nearer.
    private static func localConstantType(_ name: String, before node: Syntax) -> String? {
        var current: Syntax? = node
        while let syntax = current {
            if let items = syntax.parent?.as(CodeBlockItemListSyntax.self), let item = syntax.as(CodeBlockItemSyntax.self) {
                for earlier in items.prefix(while: { $0.id != item.id }).reversed() {
                    guard let declaration = earlier.item.as(VariableDeclSyntax.self),
                          let binding = declaration.bindings.first(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name })
                    else { continue }
                    if declaration.bindingSpecifier.tokenKind != .keyword(.let) { return nil }
                    if let annotated = binding.typeAnnotation?.type.as(IdentifierTypeSyntax.self) { return annotated.name.text }
                    return binding.initializer.flatMap { $0.value.as(FunctionCallExprSyntax.self) }.flatMap(constructedType(by:))
                }
            }
            if syntax.is(FunctionDeclSyntax.self) || syntax.is(SourceFileSyntax.self) { return nil }
            current = syntax.parent
        }
        return nil
    }

    /// An `@objc` method of a class (or its extension), under its Objective-C selector:
    /// `func Action_detail(_ params: NSDictionary)` is `Action_detail:`, `func open(url: URL)`
    /// is `openWithUrl:`, `@objc(show:)` is `show:`. Only these are visible to the Objective-C
    /// runtime (CTMediator targets written in Swift).
    static func method(_ node: FunctionDeclSyntax, location: (AbsolutePosition) -> HiveLintCore.SourceLocation) -> MethodEvent? {
        guard let attribute = node.attributes.lazy.compactMap({ $0.as(AttributeSyntax.self) })
            .first(where: { $0.attributeName.trimmedDescription == "objc" }) else { return nil }
        guard let typeName = enclosingType(of: Syntax(node)) else { return nil }
        let selector: String
        if case .objCName(let name)? = attribute.arguments {
            selector = name.trimmedDescription.replacingOccurrences(of: " ", with: "")
        } else {
            let parameters = Array(node.signature.parameterClause.parameters)
            var text = node.name.text
            for (index, parameter) in parameters.enumerated() {
                let label = parameter.firstName.text
                if index == 0 {
                    text += label == "_" ? ":" : "With" + label.prefix(1).uppercased() + label.dropFirst() + ":"
                } else {
                    text += (label == "_" ? "" : label) + ":"
                }
            }
            selector = text
        }
        let isClassMethod = node.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
        return MethodEvent(typeName: typeName, selector: selector, isClassMethod: isClassMethod, location: location(node.name.positionAfterSkippingLeadingTrivia))
    }

    /// A type declaration (or extension) with its inheritance list.
    static func type(_ syntax: Syntax, location: (AbsolutePosition) -> HiveLintCore.SourceLocation) -> TypeEvent? {
        let kind: TypeEventKind
        let name: TokenSyntax
        let inheritance: InheritanceClauseSyntax?
        var isExtension = false
        var nameText: String?
        if let node = syntax.as(ClassDeclSyntax.self) {
            (kind, name, inheritance) = (.swiftType, node.name, node.inheritanceClause)
        } else if let node = syntax.as(StructDeclSyntax.self) {
            (kind, name, inheritance) = (.swiftType, node.name, node.inheritanceClause)
        } else if let node = syntax.as(EnumDeclSyntax.self) {
            (kind, name, inheritance) = (.swiftType, node.name, node.inheritanceClause)
        } else if let node = syntax.as(ActorDeclSyntax.self) {
            (kind, name, inheritance) = (.swiftType, node.name, node.inheritanceClause)
        } else if let node = syntax.as(ProtocolDeclSyntax.self) {
            (kind, name, inheritance) = (.swiftProtocol, node.name, node.inheritanceClause)
        } else if let node = syntax.as(ExtensionDeclSyntax.self) {
            guard let clause = node.inheritanceClause else { return nil }
            kind = .swiftType
            name = node.extensionKeyword
            inheritance = clause
            isExtension = true
            nameText = node.extendedType.trimmedDescription
        } else {
            return nil
        }
        let protocols = inheritance?.inheritedTypes.map { entry -> String in
            // An attributed conformance is to its type (`@preconcurrency OverrideStorage`,
            // `@MainActor P`, `@retroactive P`, `@unchecked Sendable`).
            let type = entry.type.as(AttributedTypeSyntax.self)?.baseType ?? entry.type
            // A plain name is its own token's text; `UIKit.UIView` and the like are printed.
            if let plain = type.as(IdentifierTypeSyntax.self), plain.genericArgumentClause == nil { return plain.name.text }
            let text = type.trimmedDescription
            return text.split(separator: ".").last.map(String.init) ?? text
        } ?? []
        let position = isExtension ? syntax.positionAfterSkippingLeadingTrivia : name.positionAfterSkippingLeadingTrivia
        return TypeEvent(kind: kind, name: nameText ?? name.text, protocols: protocols, isExtension: isExtension, location: location(position))
    }

    /// `let`/`static let` constants at file or type scope (not inside functions), named with
    /// their enclosing types (`Routes.goodsDetail`), whose value may be a string.
    static func constants(_ node: VariableDeclSyntax, location: (AbsolutePosition) -> HiveLintCore.SourceLocation) -> [ConstantEvent] {
        guard node.bindingSpecifier.text == "let" || node.modifiers.contains(where: { $0.name.text == "static" }) else { return [] }
        // Only these expressions can have a string, name or concatenation as value (checked
        // first: most bindings are not constants, and the scope walk costs).
        guard node.bindings.contains(where: { binding in
            guard let value = binding.initializer?.value else { return false }
            return value.is(StringLiteralExprSyntax.self) || value.is(MemberAccessExprSyntax.self) || value.is(DeclReferenceExprSyntax.self)
                || value.is(SequenceExprSyntax.self) || value.is(ForceUnwrapExprSyntax.self) || value.is(OptionalChainingExprSyntax.self)
                || value.is(TupleExprSyntax.self)
        }) else { return [] }
        guard let prefix = scopePrefix(of: Syntax(node)) else { return [] }
        return node.bindings.compactMap { binding in
            guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self), let initializer = binding.initializer else { return nil }
            let value = value(of: initializer.value)
            switch value {
            case .string, .name, .concat: break
            default: return nil
            }
            return ConstantEvent(
                form: .swiftConstant, name: prefix + identifier.identifier.text, value: value,
                location: location(identifier.positionAfterSkippingLeadingTrivia))
        }
    }

    /// Enum cases with raw values (`case cart = "myapp://cart"`; a `String` enum's case
    /// without one is its own name).
    static func rawValues(_ node: EnumCaseDeclSyntax, location: (AbsolutePosition) -> HiveLintCore.SourceLocation) -> [ConstantEvent] {
        // Only string raw values count, or a `String` enum's cases without one: checked
        // before the walks up the tree.
        let stringRaw = node.elements.contains { $0.rawValue?.value.is(StringLiteralExprSyntax.self) == true }
        guard stringRaw || node.elements.contains(where: { $0.rawValue == nil }) else { return [] }
        var enumDecl: EnumDeclSyntax?
        var current = node.parent
        while let syntax = current, enumDecl == nil {
            enumDecl = syntax.as(EnumDeclSyntax.self)
            current = syntax.parent
        }
        let isStringEnum = enumDecl?.inheritanceClause?.inheritedTypes.contains { entry in
            guard let plain = entry.type.as(IdentifierTypeSyntax.self) else { return false }
            return plain.genericArgumentClause == nil && plain.name.text == "String"
        } ?? false
        guard stringRaw || isStringEnum else { return [] }
        guard let prefix = scopePrefix(of: Syntax(node)), !prefix.isEmpty else { return [] }
        return node.elements.compactMap { element in
            let value: ValueExpression
            if let raw = element.rawValue {
                value = Self.value(of: raw.value)
                guard case .string = value else { return nil }
            } else if isStringEnum {
                value = .string(element.name.text)
            } else {
                return nil
            }
            return ConstantEvent(
                form: .swiftRawValue, name: prefix + element.name.text, value: value, location: location(element.positionAfterSkippingLeadingTrivia))
        }
    }

    /// `Outer.Inner.` for a member of nested types, `""` at file scope, `nil` inside a
    /// function, closure or accessor (locals are not constants others can use).
    private static func scopePrefix(of node: Syntax) -> String? {
        var names: [String] = []
        var current = node.parent
        while let syntax = current {
            if syntax.is(CodeBlockSyntax.self) || syntax.is(ClosureExprSyntax.self) || syntax.is(AccessorBlockSyntax.self) { return nil }
            if let name = typeName(of: syntax) { names.append(name) }
            current = syntax.parent
        }
        return names.reversed().map { $0 + "." }.joined()
    }
}
