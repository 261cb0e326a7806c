import HiveLintCore
import SwiftSyntax

/// Evaluates Tuist manifest code statically, over swift-syntax trees; nothing is executed.
///
/// It knows: string literals with interpolation, `Bool`/`Int`/`nil` literals, arrays, `+`
/// (strings, arrays), `==`/`!=`, `&&`/`||`/`!`, `??`, `? :`, `as`; local `let`/`var` with
/// assignment, `+=`, `append`/`insert`, also of a member of a variable or of `self`
/// (`factory.name = …`, `self.product = .framework`); `if`/`guard` on conditions it can
/// evaluate, `switch` over enum cases and strings, `for x in <known array>`, `return` and
/// single-expression bodies; helper functions (free, static, instance, local) with labels,
/// default arguments and variadic parameters, chosen by labels and by the type the context
/// expects; global and static constants, computed properties (also those a protocol extension
/// gives a conforming type), helper structs built with their memberwise initializer or with an
/// initializer the helpers declare (its body run, from a `self` with no members set; also one
/// extending a ProjectDescription type), enum cases with their raw values (explicit or implied)
/// and `allCases`; `map`/`flatMap`/`compactMap`/`filter` with a closure or a key path over a
/// known array, `reduce(into:)`/`reduce(_:_:)`/`forEach` with a closure over a known array,
/// result builders the helpers declare (`buildBlock` given each statement's value), a
/// builder's initializer taking a closure that configures the instance,
/// `contains`, `Set(…)` (as its array, each element once); closures called where
/// they are written (`{ … }()`); tuples, read by label or position (also the labels of a
/// tuple type they are given as); dictionaries, read by key
/// (`[key]`, `[key, default: …]`); `self`/`Self`; a few `String` members and a helper's
/// `extension String` members; `Environment.x.getBoolean(default:)` and `getString(default:)`
/// as their defaults (nobody sets `TUIST_…` for a lint), and in a package `getenv(…)` and
/// `ProcessInfo.processInfo.environment[…]` as unset (see `Dialect`). ProjectDescription (and
/// PackageDescription) calls stay data (`TuistValue.call`). Anything else (other `Environment`
/// reads, `ProcessInfo` in a Tuist manifest, `while`, functions no helper declares) is
/// `TuistValue.unknown`, located at the expression
/// that could not be evaluated; a statement it cannot follow spoils the variables it changes,
/// and one that may return makes what the body returns unknown. Helper calls nest at most
/// `maximumDepth` deep and a manifest gets at most `maximumSteps` of them.
final class TuistEvaluator {
    let helpers: TuistHelpers
    /// The path of the manifest being read: what its own code gets from helpers is placed
    /// where it wrote it.
    let manifest: String?
    private var depth = 0
    static let maximumDepth = 48
    /// Helper calls and property evaluations so far; a manifest gets at most
    /// `maximumSteps` (a helper calling itself twice per level would otherwise take 2⁴⁸).
    private var steps = 0
    static let maximumSteps = 20_000
    /// A static property or global as one type sees it (`Self` in a protocol extension's is
    /// the conforming type).
    private struct StaticProperty: Hashable {
        let binding: SyntaxIdentifier
        let selfType: String?
    }
    private var staticCache: [StaticProperty: TuistValue] = [:]
    /// How deep `evaluate` recurses into one expression (`.x.x.x…` 2,000 long overflowed the
    /// stack; found by the fuzzer, `Fixtures/fuzz/tuist-long-member-chain`).
    private var expressionDepth = 0
    static let maximumExpressionDepth = 256

    /// What differs between reading a Tuist manifest and a `Package.swift`.
    struct Dialect {
        /// Whether a call a function of the manifest itself wrote is placed where the manifest
        /// uses that function, as a helper file's are (a `Package.swift` declares its own
        /// helpers).
        let placesLocalCalls: Bool
        /// The type each argument label of a call kept as data expects.
        let argumentTypes: [String: String]
        /// Whether `getenv(…)` and `ProcessInfo.processInfo.environment[…]` read unset
        /// variables (a package's usual build: the Facebook SDK's local-binaries switch) rather
        /// than values hive-lint cannot know (Tuist has its own `Environment`, with defaults).
        let environmentUnset: Bool

        static let tuist = Dialect(placesLocalCalls: false, argumentTypes: projectArgumentTypes, environmentUnset: false)
        static let package = Dialect(placesLocalCalls: true, argumentTypes: packageArgumentTypes, environmentUnset: true)
    }
    let dialect: Dialect

    init(helpers: TuistHelpers, manifest: String? = nil, dialect: Dialect = .tuist) {
        self.helpers = helpers
        self.manifest = manifest
        self.dialect = dialect
    }

    /// Variables and local functions of one function body (or of a manifest's top level).
    final class Frame {
        let file: TuistSourceFile
        let parent: Frame?
        /// `self`: an instance a method is called on, or the value an initializer is making
        /// (it changes as the body sets its members).
        var selfValue: TuistValue?
        let selfType: String?
        /// The types `selfType` is nested in, innermost first: their static members are in
        /// scope too.
        let outerTypes: [String]
        /// The declared type of what the body returns (a hint for `.member` values).
        let returnType: String?
        var scopes: [[String: TuistValue]]
        var functions: [String: [TuistHelpers.Function]] = [:]
        /// The helper function whose body this frame runs (`nil` for a closure's or a
        /// manifest's).
        var function: SyntaxIdentifier?

        /// The helper function whose body encloses this frame, lexically.
        var enclosingFunction: SyntaxIdentifier? { function ?? parent?.enclosingFunction }

        init(
            file: TuistSourceFile, parent: Frame? = nil, variables: [String: TuistValue] = [:], selfValue: TuistValue? = nil,
            selfType: String? = nil, outerTypes: [String] = [], returnType: String? = nil
        ) {
            self.file = file
            self.parent = parent
            self.selfValue = selfValue
            self.selfType = selfType
            self.outerTypes = outerTypes
            self.returnType = returnType
            scopes = [variables]
        }

        func lookup(_ name: String) -> TuistValue? {
            for scope in scopes.reversed() { if let value = scope[name] { return value } }
            return parent?.lookup(name)
        }

        func declare(_ name: String, _ value: TuistValue) {
            scopes[scopes.count - 1][name] = value
        }

        /// Sets an existing variable; `false` when there is none.
        @discardableResult
        func assign(_ name: String, _ value: TuistValue) -> Bool {
            for index in scopes.indices.reversed() where scopes[index][name] != nil {
                scopes[index][name] = value
                return true
            }
            return parent?.assign(name, value) ?? false
        }

        /// Local functions of this name, with the frame that declares them.
        func localFunctions(_ name: String) -> (functions: [TuistHelpers.Function], frame: Frame)? {
            if let found = functions[name], !found.isEmpty { return (found, self) }
            return parent?.localFunctions(name)
        }
    }

    // MARK: - Statements

    /// How a block ended: it ran to its end (with the value of its only expression, for
    /// single-expression bodies), or it returned.
    enum Flow {
        case next(TuistValue?)
        case returned(TuistValue)
    }

    /// Runs the statements of a body or of a manifest's top level in `frame`.
    func execute(_ items: CodeBlockItemListSyntax, in frame: Frame) -> Flow {
        // Functions are visible in their whole block.
        for item in items {
            if case .decl(let declaration) = item.item, let function = declaration.as(FunctionDeclSyntax.self),
               !(frame.functions[function.name.text] ?? []).contains(where: { $0.declaration.id == function.id }) {
                frame.functions[function.name.text, default: []]
                    .append(TuistHelpers.Function(declaration: function, file: frame.file, type: nil, isStatic: true))
            }
        }
        let isSingleItem = items.count == 1
        var implicit: TuistValue?
        for item in items {
            switch item.item {
            case .decl(let declaration):
                if let variable = declaration.as(VariableDeclSyntax.self) { declare(variable, in: frame) }
            case .stmt(let statement):
                if let returnStatement = statement.as(ReturnStmtSyntax.self) {
                    return .returned(returnStatement.expression.map { evaluate($0, in: frame, expecting: frame.returnType) } ?? .none)
                }
                if let expressionStatement = statement.as(ExpressionStmtSyntax.self) {
                    switch executeExpression(expressionStatement.expression, in: frame) {
                    case .returned(let value): return .returned(value)
                    case .next(let value): if isSingleItem { implicit = value }
                    }
                } else if let guardStatement = statement.as(GuardStmtSyntax.self) {
                    // An unknown condition is taken to hold: the rest of the body is the usual path.
                    let (holds, bindings) = condition(guardStatement.conditions, in: frame)
                    if case .bool(false) = holds {
                        if case .returned(let value) = executeBlock(guardStatement.body.statements, in: frame) { return .returned(value) }
                        return .returned(unknown(guardStatement, frame))
                    }
                    for (name, value) in bindings { frame.declare(name, value) }
                } else if let loop = statement.as(ForStmtSyntax.self) {
                    if case .returned(let value) = executeFor(loop, in: frame) { return .returned(value) }
                } else {
                    // A statement it cannot follow (`while`, `repeat`) spoils what it changes,
                    // and one that may return makes what the body returns unknown, not what
                    // the statements after it make (Challenge's `hasUnitTests`, a file-system
                    // walk in a `while` loop, had fallen through to `return false`).
                    spoil(by: statement, in: frame)
                    if Self.mayReturn(Syntax(statement)) { return .returned(unknown(statement, frame)) }
                }
            case .expr(let expression):
                switch executeExpression(expression, in: frame) {
                case .returned(let value): return .returned(value)
                case .next(let value): if isSingleItem { implicit = value }
                }
            }
        }
        return .next(implicit)
    }

    /// An `if` or `switch` it cannot follow (`why` says what): it spoils what it changes, and
    /// when it may return, what the body returns is unknown, not what the statements after it
    /// make (a mode's `if` on an unknown variable had fallen through to no value).
    private func unfollowed(_ statement: some ExprSyntaxProtocol, _ why: TuistValue, in frame: Frame) -> Flow {
        spoil(by: statement, in: frame)
        return Self.mayReturn(Syntax(statement)) ? .returned(why) : .next(why)
    }

    /// Whether an `if` or `switch` has a `return` of its own (not one in a closure or a nested
    /// function).
    static func mayReturn(_ statement: Syntax) -> Bool {
        final class Finder: SyntaxVisitor {
            var found = false
            override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind { found = true; return .skipChildren }
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(statement)
        return finder.found
    }

    private func executeBlock(_ items: CodeBlockItemListSyntax, in frame: Frame, bindings: [String: TuistValue] = [:]) -> Flow {
        frame.scopes.append(bindings)
        defer { frame.scopes.removeLast() }
        return execute(items, in: frame)
    }

    private func declare(_ variable: VariableDeclSyntax, in frame: Frame) {
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                // `let (a, b) = …`: names we cannot follow.
                for identifier in binding.pattern.tokens(viewMode: .sourceAccurate) where identifier.tokenKind.isIdentifier {
                    frame.declare(identifier.text, unknown(binding, frame))
                }
                continue
            }
            let annotation = binding.typeAnnotation.map { TuistHelpers.normalizedType($0.type.trimmedDescription) }
            if let initializer = binding.initializer {
                frame.declare(name, coerce(evaluate(initializer.value, in: frame, expecting: annotation), to: annotation))
            } else if let accessors = binding.accessorBlock {
                frame.declare(name, coerce(getter(accessors, in: frame), to: annotation))
            } else if variable.bindingSpecifier.tokenKind == .keyword(.var), let type = binding.typeAnnotation?.type,
                      type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
                // `var tests: Target?` starts as `nil` (set later under `if`, or not).
                frame.declare(name, .none)
            } else {
                // Assigned later (`let targets: [Target]` then `if … { targets = … }`).
                frame.declare(name, .unknown(TuistUnknown(text: "\(name) (declared without a value)", location: frame.file.location(of: binding))))
            }
        }
    }

    private func getter(_ accessors: AccessorBlockSyntax, in frame: Frame) -> TuistValue {
        let items: CodeBlockItemListSyntax
        switch accessors.accessors {
        case .getter(let body):
            items = body
        case .accessors(let list):
            guard let body = list.first(where: { $0.accessorSpecifier.text == "get" })?.body else { return unknown(accessors, frame) }
            items = body.statements
        }
        if let built = builtValue(of: accessors, items, in: frame) { return built }
        return value(of: execute(items, in: frame))
    }

    /// A result builder's body (SnapDay's `@TargetsBuilder private var targets: [Target] {
    /// TargetParamenters(module: .application, …) … }`): each statement's value, given to the
    /// `buildBlock` of the builder the helpers declare; unknown for a body with other
    /// statements (`if`, `for`: `buildOptional`, `buildArray`) or a builder with its own
    /// `buildExpression`; `nil` when the property has no such builder.
    private func builtValue(of accessors: AccessorBlockSyntax, _ items: CodeBlockItemListSyntax, in frame: Frame) -> TuistValue? {
        guard let variable = accessors.parent?.parent?.parent?.as(VariableDeclSyntax.self) else { return nil }
        let attributes = variable.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }
        guard let builder = attributes.first(where: { !helpers.functions(named: "buildBlock", in: $0).isEmpty }) else { return nil }
        guard helpers.functions(named: "buildExpression", in: builder).isEmpty else { return unknown(accessors, frame) }
        var components: [TuistArgument] = []
        for item in items {
            let expression: ExprSyntax? = switch item.item {
            case .expr(let expression): expression
            case .stmt(let statement): statement.as(ExpressionStmtSyntax.self)?.expression
            case .decl: nil
            }
            guard let expression, !expression.is(IfExprSyntax.self), !expression.is(SwitchExprSyntax.self) else { return unknown(accessors, frame) }
            components.append(TuistArgument(label: nil, value: evaluate(expression, in: frame)))
        }
        let blocks = helpers.functions(named: "buildBlock", in: builder).filter(\.isStatic)
        guard let block = blocks.first(where: { matchLabels($0, components.map(\.label)) != nil }) else { return unknown(accessors, frame) }
        return invoke(Candidate(function: block), components, at: accessors, in: frame)
    }

    private func value(of flow: Flow) -> TuistValue {
        switch flow {
        case .returned(let value): value
        case .next(let value): value ?? .none
        }
    }

    /// An expression used as a statement: `if`, `switch`, an assignment, `x.append(…)`, or
    /// any expression (its value is the block's when it is the only item).
    private func executeExpression(_ expression: ExprSyntax, in frame: Frame) -> Flow {
        if let ifExpression = expression.as(IfExprSyntax.self) { return executeIf(ifExpression, in: frame) }
        if let switchExpression = expression.as(SwitchExprSyntax.self) { return executeSwitch(switchExpression, in: frame) }
        if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count >= 3 {
            let elements = Array(sequence.elements)
            let operatorText: String? = elements[1].is(AssignmentExprSyntax.self) ? "=" : elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text
            if let operatorText, ["=", "+="].contains(operatorText) {
                if elements[0].as(DiscardAssignmentExprSyntax.self) != nil { return .next(nil) }
                guard let place = place(of: elements[0], in: frame) else {
                    spoil(by: expression, in: frame)
                    return .next(nil)
                }
                var value = evaluateSequence(Array(elements[2...]), of: sequence, in: frame, expecting: hint(for: place, in: frame))
                if operatorText == "+=" { value = add(read(place, at: elements[0], in: frame), value, expression: sequence, frame) }
                write(value, to: place, at: sequence, in: frame)
                return .next(nil)
            }
        }
        if let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           let base = member.base, let place = place(of: base, in: frame), Self.mutatingMethods.contains(member.declName.baseName.text) {
            let current = read(place, at: base, in: frame)
            if let changed = mutated(current, method: member.declName.baseName.text, call: call, in: frame) { write(changed, to: place, at: call, in: frame) }
            return .next(nil)
        }
        // `self.init(…)` in an initializer: `self` is what that initializer makes.
        if let call = expression.as(FunctionCallExprSyntax.self), let access = call.calledExpression.as(MemberAccessExprSyntax.self),
           access.declName.baseName.text == "init", let base = access.base, Self.isSelf(base), frame.selfValue != nil {
            frame.selfValue = evaluate(expression, in: frame, expecting: frame.selfType)
            return .next(nil)
        }
        return .next(evaluate(expression, in: frame, expecting: frame.returnType))
    }

    /// Whether `expression` is `self`.
    static func isSelf(_ expression: ExprSyntax) -> Bool {
        expression.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }

    /// What an assignment or a mutating call changes: a variable, `self` (in an initializer
    /// or a mutating method), or a stored member of the value one of them holds
    /// (`factory.name`, `self.product`, or `product` alone where no variable has that name).
    private struct Place {
        enum Holder {
            case variable(String)
            case selfValue
        }
        let holder: Holder
        let member: String?
    }

    private func place(of expression: ExprSyntax, in frame: Frame) -> Place? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return place(named: reference.baseName, in: frame) }
        guard let access = expression.as(MemberAccessExprSyntax.self), access.declName.argumentNames == nil,
              let base = access.base.flatMap({ place(of: $0, in: frame) }), base.member == nil else { return nil }
        return Place(holder: base.holder, member: access.declName.baseName.text)
    }

    /// What a name alone may change: `self`, a variable, or a stored member of `self`.
    private func place(named token: TokenSyntax, in frame: Frame) -> Place? {
        if token.tokenKind == .keyword(.self) { return frame.selfValue == nil ? nil : Place(holder: .selfValue, member: nil) }
        guard token.tokenKind.isIdentifier else { return nil }
        if frame.lookup(token.text) != nil { return Place(holder: .variable(token.text), member: nil) }
        if let selfValue = frame.selfValue, isStoredMember(token.text, of: selfValue) { return Place(holder: .selfValue, member: token.text) }
        return nil
    }

    /// Whether `name` is a member kept on a `call` value: one of its arguments, or a stored
    /// property of its helper type (not a computed one).
    private func isStoredMember(_ name: String, of value: TuistValue) -> Bool {
        guard case .call(let call) = value else { return false }
        if call.argument(name) != nil { return true }
        guard let property = helpers.property(named: name, in: call.name) else { return false }
        return !property.isStatic && property.binding.accessorBlock == nil
    }

    private func holderValue(_ place: Place, in frame: Frame) -> TuistValue? {
        switch place.holder {
        case .variable(let name): frame.lookup(name)
        case .selfValue: frame.selfValue
        }
    }

    /// The value at `place` (written at `node`).
    private func read(_ place: Place, at node: some SyntaxProtocol, in frame: Frame) -> TuistValue {
        guard let holder = holderValue(place, in: frame) else { return unknown(node, frame) }
        guard let member = place.member else { return holder }
        if case .unknown = holder { return holder }
        return self.member(of: holder, member, at: node, in: frame) ?? unknown(node, frame)
    }

    /// The type a value written to `place` has: `self`'s, or the member's declared type.
    private func hint(for place: Place, in frame: Frame) -> String? {
        guard let member = place.member else {
            if case .selfValue = place.holder { return frame.selfType }
            return nil
        }
        guard case .call(let call)? = holderValue(place, in: frame) else { return nil }
        return helpers.property(named: member, in: call.name)?.annotation
    }

    /// Sets `place` (by the statement `node`): a member of a call value (a helper struct, or a
    /// ProjectDescription value such as a `Project`, whose members are its arguments) becomes
    /// that argument; setting a member of anything else makes the holder unknown.
    private func write(_ value: TuistValue, to place: Place, at node: some SyntaxProtocol, in frame: Frame) {
        var result = value
        if let member = place.member {
            switch holderValue(place, in: frame) {
            case .call(var call)?:
                call.arguments.removeAll { $0.label == member }
                call.arguments.append(TuistArgument(label: member, value: value))
                result = .call(call)
            case .unknown?:
                return
            default:
                result = unknown(node, frame)
            }
        }
        switch place.holder {
        case .variable(let name): frame.assign(name, result)
        case .selfValue: frame.selfValue = result
        }
    }

    static let mutatingMethods: Set<String> = [
        "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeSubrange", "sort", "reverse",
    ]

    /// What `current.method(…)` makes of it; `nil` when it stays as it is.
    private func mutated(_ current: TuistValue, method: String, call: FunctionCallExprSyntax, in frame: Frame) -> TuistValue? {
        let arguments = call.arguments.map { (label: $0.label?.text, value: evaluate($0.expression, in: frame)) }
        guard case .array(var elements) = current else {
            if case .unknown = current { return nil }
            return unknown(call, frame)
        }
        switch (method, arguments.first?.label) {
        case ("append", nil):
            elements.append(arguments.first?.value ?? .none)
        case ("append", "contentsOf"):
            return add(current, arguments.first?.value ?? .none, expression: call, frame)
        case ("insert", let label) where label == nil || label == "contentsOf":
            var index = elements.count
            if let at = arguments.first(where: { $0.label == "at" }), case .int(let position) = at.value {
                index = max(0, min(elements.count, position))
            }
            let inserted = label == nil ? [arguments.first?.value ?? .none] : (arguments.first?.value ?? .none).flattened
            elements.insert(contentsOf: inserted, at: index)
        case ("sort", _), ("reverse", _):
            return nil  // The order of targets and dependencies does not matter here.
        default:
            elements.append(unknown(call, frame))
        }
        return .array(elements)
    }

    private func executeIf(_ ifExpression: IfExprSyntax, in frame: Frame) -> Flow {
        let (holds, bindings) = condition(ifExpression.conditions, in: frame)
        switch holds {
        case .bool(true):
            return executeBlock(ifExpression.body.statements, in: frame, bindings: bindings)
        case .bool(false):
            switch ifExpression.elseBody {
            case .ifExpr(let elseIf): return executeIf(elseIf, in: frame)
            case .codeBlock(let block): return executeBlock(block.statements, in: frame)
            case nil: return .next(nil)
            }
        case let other:
            return unfollowed(ifExpression, other.firstUnknown.map(TuistValue.unknown) ?? unknown(ifExpression.conditions, frame), in: frame)
        }
    }

    private func executeSwitch(_ switchExpression: SwitchExprSyntax, in frame: Frame) -> Flow {
        let subject = evaluate(switchExpression.subject, in: frame)
        if case .unknown = subject {
            return unfollowed(switchExpression, subject, in: frame)
        }
        for element in switchExpression.cases {
            guard case .switchCase(let switchCase) = element else { continue }
            var bindings: [String: TuistValue] = [:]
            var matched = false
            switch switchCase.label {
            case .default:
                matched = true
            case .case(let label):
                for item in label.caseItems where !matched {
                    guard item.whereClause == nil, let match = self.match(item.pattern, subject, bindings: &bindings, in: frame) else {
                        return unfollowed(switchExpression, unknown(item, frame), in: frame)
                    }
                    matched = match
                }
            }
            if matched { return executeBlock(switchCase.statements, in: frame, bindings: bindings) }
        }
        return .next(nil)
    }

    /// `for x in <known array> { … }` runs its body once per element; a loop over something
    /// unknown, with `where`, `break` or `continue`, or a pattern other than a name, is
    /// not followed (it spoils what it changes).
    private func executeFor(_ loop: ForStmtSyntax, in frame: Frame) -> Flow {
        let name = loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        let jumps = loop.body.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .keyword(.break) || $0.tokenKind == .keyword(.continue) }
        guard name != nil || loop.pattern.is(WildcardPatternSyntax.self), loop.whereClause == nil, loop.caseKeyword == nil,
              loop.tryKeyword == nil, loop.awaitKeyword == nil, !jumps,
              case .array(let elements) = evaluate(loop.sequence, in: frame), !elements.contains(where: { $0.firstUnknown != nil }) else {
            spoil(by: loop, in: frame)
            return Self.mayReturn(Syntax(loop)) ? .returned(unknown(loop, frame)) : .next(nil)
        }
        for element in elements {
            if case .returned(let value) = executeBlock(loop.body.statements, in: frame, bindings: name.map { [$0: element] } ?? [:]) {
                return .returned(value)
            }
        }
        return .next(nil)
    }

    /// What `map` and its kin apply to each element: a closure, or a key path of properties
    /// (`\.target`, `\.target.name`).
    private enum Transform {
        case closure(ClosureExprSyntax)
        case keyPath(KeyPathExprSyntax)
    }

    /// `map`, `flatMap`, `compactMap`, `filter` with a closure or a key path, over a known array.
    private func mapArray(
        _ elements: [TuistValue], _ method: String, _ transform: Transform, call: FunctionCallExprSyntax, in frame: Frame, expecting hint: String?
    ) -> TuistValue {
        guard !elements.contains(where: { $0.firstUnknown != nil }) else { return unknown(call, frame) }
        var result: [TuistValue] = []
        for element in elements {
            let value: TuistValue
            switch transform {
            case .closure(let closure):
                value = callClosure(closure, [element], in: frame, returning: method == "flatMap" ? hint : method == "filter" ? "Bool" : Self.elementType(hint))
            case .keyPath(let keyPath):
                value = properties(keyPath, of: element, in: frame)
            }
            switch method {
            case "flatMap":
                if case .array(let inner) = value { result += inner } else { result.append(value) }
            case "compactMap":
                if value != .none { result.append(value) }
            case "filter":
                switch value {
                case .bool(true): result.append(element)
                case .bool(false): break
                case .unknown: return value
                default: return unknown(call, frame)
                }
            default:
                result.append(value)
            }
        }
        return .array(result)
    }

    /// `value` followed along a key path's properties (`\.target.name`, `\Module.target`);
    /// unknown for subscripts, optional chaining or a property hive-lint does not know.
    private func properties(_ keyPath: KeyPathExprSyntax, of value: TuistValue, in frame: Frame) -> TuistValue {
        var current = value
        for component in keyPath.components {
            guard case .property(let property) = component.component, property.declName.argumentNames == nil,
                  let next = member(of: current, property.declName.baseName.text, at: component, in: frame) else {
                return unknown(component, frame)
            }
            if case .unknown = next { return next }
            current = next
        }
        return keyPath.components.isEmpty ? unknown(keyPath, frame) : current
    }

    /// `elements.contains(x)`: true when an element equals `x`, false when none can, else unknown.
    private func contains(_ elements: [TuistValue], _ argument: ExprSyntax, call: FunctionCallExprSyntax, in frame: Frame) -> TuistValue {
        // `.framework` means a case of the elements' enum.
        var type: String?
        if case .enumCase(let elementType, _)? = elements.first { type = elementType }
        let sought = evaluate(argument, in: frame, expecting: type)
        if case .unknown = sought { return sought }
        var undecided = false
        for element in elements {
            switch equal(element, sought) {
            case true?: return .bool(true)
            case false?: continue
            case nil: undecided = true
            }
        }
        return undecided ? unknown(call, frame) : .bool(false)
    }

    /// Runs a closure body with its parameters (named, or `$0`, `$1`) bound to `arguments`.
    private func callClosure(_ closure: ClosureExprSyntax, _ arguments: [TuistValue], in frame: Frame, returning type: String?) -> TuistValue {
        runClosure(closure, arguments, in: frame, returning: type).value
    }

    /// Runs a closure body (see `callClosure`): what it returns, and the value its first
    /// parameter holds at its end (`reduce(into:)`'s accumulator; `nil` when it could not run).
    private func runClosure(
        _ closure: ClosureExprSyntax, _ arguments: [TuistValue], in frame: Frame, returning type: String?
    ) -> (value: TuistValue, first: TuistValue?) {
        var names: [String] = arguments.indices.map { "$\($0)" }
        switch closure.signature?.parameterClause {
        case .simpleInput(let parameters)?: names = parameters.map(\.name.text)
        case .parameterClause(let clause)?: names = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: break
        }
        guard names.count == arguments.count else { return (unknown(closure, frame), nil) }
        guard depth < Self.maximumDepth, steps < Self.maximumSteps else { return (unknown(closure, frame), nil) }
        steps += 1
        depth += 1
        defer { depth -= 1 }
        let body = Frame(
            file: frame.file, parent: frame, variables: Dictionary(zip(names, arguments)) { first, _ in first }, selfValue: frame.selfValue,
            selfType: frame.selfType, outerTypes: frame.outerTypes, returnType: type)
        let value = coerce(value(of: execute(closure.statements, in: body)), to: type)
        return (value, names.first.flatMap { body.scopes.first?[$0] })
    }

    /// `elements.reduce(into: initial) { result, element in … }` (the accumulator as the
    /// closure leaves it), `reduce(initial) { sum, element in … }` (what the closure returns)
    /// and `forEach { … }` (run for what it changes), over a known array.
    private func reduceArray(_ elements: [TuistValue], _ method: String, call: FunctionCallExprSyntax, in frame: Frame, expecting hint: String?) -> TuistValue? {
        var arguments = Array(call.arguments)
        guard let closure = call.trailingClosure ?? arguments.popLast()?.expression.as(ClosureExprSyntax.self), call.additionalTrailingClosures.isEmpty
        else { return nil }
        guard !elements.contains(where: { $0.firstUnknown != nil }) else { return unknown(call, frame) }
        if method == "forEach" {
            guard arguments.isEmpty else { return nil }
            for element in elements {
                if case .unknown = runClosure(closure, [element], in: frame, returning: nil).value {
                    spoil(by: closure, in: frame)
                    return .none
                }
            }
            return .none
        }
        guard arguments.count == 1, let initial = arguments.first else { return nil }
        let into = initial.label?.text == "into"
        guard into || initial.label == nil else { return nil }
        var accumulator = evaluate(initial.expression, in: frame, expecting: hint)
        for element in elements {
            let run = runClosure(closure, [accumulator, element], in: frame, returning: into ? nil : hint)
            guard let next = into ? run.first : run.value else { return unknown(call, frame) }
            if case .unknown = next { return next }
            accumulator = next
        }
        return accumulator
    }

    /// Whether a `case` pattern matches; `nil` when that cannot be known.
    private func match(_ pattern: PatternSyntax, _ subject: TuistValue, bindings: inout [String: TuistValue], in frame: Frame) -> Bool? {
        if pattern.is(WildcardPatternSyntax.self) { return true }
        if let binding = pattern.as(ValueBindingPatternSyntax.self) {
            if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                bindings[name] = subject
                return true
            }
            // `case let .feature(module)`: the names inside are bound.
            guard let expression = binding.pattern.as(ExpressionPatternSyntax.self)?.expression else { return nil }
            return match(expression, subject, binds: true, bindings: &bindings, in: frame)
        }
        guard let expression = pattern.as(ExpressionPatternSyntax.self)?.expression else { return nil }
        return match(expression, subject, binds: false, bindings: &bindings, in: frame)
    }

    /// Whether a pattern written as an expression matches: a case by name (`.app`), a case with
    /// its associated values (`.feature(let module)`, `.feature(module as any P)` under
    /// `case let`, `.feature(.home)`, `.feature(_)`), a name to bind (`binds`: under `let`), or
    /// a value to compare.
    private func match(_ expression: ExprSyntax, _ subject: TuistValue, binds: Bool, bindings: inout [String: TuistValue], in frame: Frame) -> Bool? {
        if expression.is(DiscardAssignmentExprSyntax.self) { return true }
        if let pattern = expression.as(PatternExprSyntax.self) {
            if pattern.pattern.is(WildcardPatternSyntax.self) { return true }
            if binds, let name = pattern.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                bindings[name] = subject
                return true
            }
            return match(pattern.pattern, subject, bindings: &bindings, in: frame)
        }
        if binds, let reference = expression.as(DeclReferenceExprSyntax.self) {
            bindings[reference.baseName.text] = subject
            return true
        }
        // `module as any MicroTargetPathConvertable`: a cast to a protocol existential, or to
        // the value's own type, holds.
        var cast: (ExprSyntax, TypeSyntax)?
        if let asExpression = expression.as(AsExprSyntax.self), asExpression.questionOrExclamationMark == nil {
            cast = (asExpression.expression, asExpression.type)
        } else if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
                  let operation = sequence.elements.dropFirst().first?.as(UnresolvedAsExprSyntax.self), operation.questionOrExclamationMark == nil,
                  let type = sequence.elements.last?.as(TypeExprSyntax.self), let operand = sequence.elements.first {
            cast = (operand, type.type)
        }
        if let (operand, type) = cast {
            let written = type.trimmedDescription
            let holds: Bool
            switch subject {
            case .enumCase(let valueType, _), .enumPayload(let valueType, _, _):
                holds = written.hasPrefix("any ") || Self.unqualified(written) == Self.unqualified(valueType)
            default:
                holds = false
            }
            guard holds else { return nil }
            return match(operand, subject, binds: binds, bindings: &bindings, in: frame)
        }
        if let call = expression.as(FunctionCallExprSyntax.self), let access = call.calledExpression.as(MemberAccessExprSyntax.self),
           call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty {
            let name = access.declName.baseName.text
            switch subject {
            case .enumPayload(_, let caseName, let payload):
                guard caseName == name else { return false }
                guard payload.count == call.arguments.count else { return nil }
                var inner = bindings
                for (argument, value) in zip(call.arguments, payload) {
                    guard let matched = match(argument.expression, value.value, binds: binds, bindings: &inner, in: frame) else { return nil }
                    if !matched { return false }
                }
                bindings = inner
                return true
            case .enumCase(_, let caseName):
                return caseName == name ? nil : false
            case .none:
                // No value (an unset `Environment` variable) is no case.
                return false
            default:
                return nil
            }
        }
        let value: TuistValue
        if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil {
            value = .member(TuistMember(type: nil, name: member.declName.baseName.text, location: frame.file.location(of: member)))
        } else {
            value = evaluate(expression, in: frame)
        }
        return equal(subject, value)
    }

    /// Whether all conditions hold (`.bool`, or `.unknown`), with the names `if let` /
    /// `guard let` bind when they do.
    private func condition(_ conditions: ConditionElementListSyntax, in frame: Frame) -> (TuistValue, [String: TuistValue]) {
        var bindings: [String: TuistValue] = [:]
        for element in conditions {
            // Later conditions see the names earlier ones bound.
            frame.scopes.append(bindings)
            let value: TuistValue
            var bound: String?
            switch element.condition {
            case .expression(let expression):
                value = evaluate(expression, in: frame)
            case .optionalBinding(let binding):
                bound = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                if let initializer = binding.initializer {
                    value = evaluate(initializer.value, in: frame)
                } else {
                    // `guard let first else { … }`: the name as it is (`first` of the string
                    // `self` in `extension String`).
                    value = bound.flatMap { self.value(named: $0, at: binding, in: frame) } ?? unknown(element, frame)
                }
            case .matchingPattern(let matching):
                // `if case let .string(value) = Environment.productType`
                var matched: [String: TuistValue] = [:]
                let initializer = matching.initializer.value
                let subject = isUnsetEnvironmentVariable(initializer) ? TuistValue.none : evaluate(initializer, in: frame)
                switch match(matching.pattern, subject, bindings: &matched, in: frame) {
                case true?:
                    value = .bool(true)
                    bindings.merge(matched) { $1 }
                case false?: value = .bool(false)
                case nil: value = unknown(element, frame)
                }
            default:
                value = unknown(element, frame)
            }
            frame.scopes.removeLast()
            switch (value, bound) {
            case (.unknown, _): return (value, [:])
            case (.bool(true), nil): continue
            case (.bool(false), nil), (.none, _?): return (.bool(false), [:])
            case (_, let name?): bindings[name] = value
            default: return (unknown(element, frame), [:])
            }
        }
        return (.bool(true), bindings)
    }

    /// A statement hive-lint cannot follow (a loop, `if let`, …): every variable it changes
    /// becomes unknown; arrays keep what they had and gain an unknown element.
    private func spoil(by statement: some SyntaxProtocol, in frame: Frame) {
        let tokens = Array(statement.tokens(viewMode: .sourceAccurate))
        let header = tokens.prefix { $0.tokenKind != .leftBrace }
        let text = TuistSourceFile.text(of: header) + (header.count < tokens.count ? " { … }" : "")
        let marker = TuistValue.unknown(TuistUnknown(text: text, location: frame.file.location(of: statement)))
        // Whether the tokens from `index` assign (`=`, `+=`, …) or call a mutating method.
        func changes(at index: Int) -> Bool {
            guard index < tokens.count else { return false }
            let next = tokens[index]
            if next.tokenKind == .equal { return true }
            if next.tokenKind.isBinaryOperator { return next.text.hasSuffix("=") && !["==", "!=", "<=", ">=", "==="].contains(next.text) }
            return next.tokenKind == .period && index + 1 < tokens.count && Self.mutatingMethods.contains(tokens[index + 1].text)
        }
        var spoiled: Set<String> = []
        for (index, token) in tokens.enumerated() {
            if index > 0, tokens[index - 1].tokenKind == .period { continue }
            // A variable, `self`, or a member of either (`factory.name`, `self.product`,
            // `product` alone in an initializer).
            guard var changed = place(named: token, in: frame) else { continue }
            var end = index + 1
            if changed.member == nil, end + 1 < tokens.count, tokens[end].tokenKind == .period, tokens[end + 1].tokenKind.isIdentifier,
               !Self.mutatingMethods.contains(tokens[end + 1].text) {
                changed = Place(holder: changed.holder, member: tokens[end + 1].text)
                end += 2
            }
            guard changes(at: end), spoiled.insert("\(token.text).\(changed.member ?? "")").inserted else { continue }
            if case .array(let elements) = read(changed, at: token, in: frame) {
                write(.array(elements + [marker]), to: changed, at: statement, in: frame)
            } else {
                write(marker, to: changed, at: statement, in: frame)
            }
        }
    }

    // MARK: - Expressions

    /// The value of an expression; `hint` is the type the context expects (`[Target]`,
    /// `TargetDependency`), which picks among helpers of the same name and turns `.home` into
    /// a helper enum's case. A call a helper made, reaching the manifest's own code, is given
    /// the place the manifest wrote the expression (`TuistCall.site`).
    func evaluate(_ expression: ExprSyntax, in frame: Frame, expecting hint: String? = nil) -> TuistValue {
        let value = evaluateHere(expression, in: frame, expecting: hint)
        guard frame.file.path == manifest else { return value }
        return Self.placed(value, at: frame.file.location(of: expression), outside: dialect.placesLocalCalls ? Syntax(expression) : nil)
    }

    /// `value` with `site` given to each call in it (through arrays) made outside the manifest,
    /// or, when `outside` is given (a package's own helpers), by a function of the manifest
    /// outside that expression, and placed nowhere yet.
    private static func placed(_ value: TuistValue, at site: HiveLintCore.SourceLocation, outside expression: Syntax? = nil) -> TuistValue {
        switch value {
        case .call(var call) where call.site == nil:
            let elsewhere = call.location.file != site.file
                || expression.map { expression in
                    (call.node.position < expression.position || call.node.endPosition > expression.endPosition) && Self.isInFunction(call.node)
                } ?? false
            guard elsewhere else { return value }
            call.site = site
            return .call(call)
        case .array(let elements):
            return .array(elements.map { placed($0, at: site, outside: expression) })
        default:
            return value
        }
    }

    /// Whether `node` is written in a function, initializer or computed property (a helper of
    /// the manifest's own), not in a top-level constant's value.
    private static func isInFunction(_ node: Syntax) -> Bool {
        var current = node.parent
        while let syntax = current {
            if syntax.is(FunctionDeclSyntax.self) || syntax.is(InitializerDeclSyntax.self) || syntax.is(AccessorBlockSyntax.self) { return true }
            current = syntax.parent
        }
        return false
    }

    /// The value of an expression, not yet placed (see `evaluate`).
    private func evaluateHere(_ expression: ExprSyntax, in frame: Frame, expecting hint: String?) -> TuistValue {
        expressionDepth += 1
        defer { expressionDepth -= 1 }
        guard expressionDepth <= Self.maximumExpressionDepth else { return unknown(expression, frame) }
        if let literal = expression.as(StringLiteralExprSyntax.self) { return string(literal, in: frame) }
        if let literal = expression.as(BooleanLiteralExprSyntax.self) { return .bool(literal.literal.tokenKind == .keyword(.true)) }
        if let literal = expression.as(IntegerLiteralExprSyntax.self) {
            return Int(literal.literal.text.filter { $0 != "_" }).map(TuistValue.int) ?? unknown(expression, frame)
        }
        if expression.is(NilLiteralExprSyntax.self) { return .none }
        if let array = expression.as(ArrayExprSyntax.self) {
            let element = Self.elementType(hint)
            return .array(array.elements.map { evaluate($0.expression, in: frame, expecting: element) })
        }
        if let dictionary = expression.as(DictionaryExprSyntax.self) {
            let types = Self.dictionaryTypes(hint)
            guard case .elements(let elements) = dictionary.content else { return .dictionary([]) }
            return .dictionary(elements.map { element in
                TuistEntry(
                    key: coerce(evaluate(element.key, in: frame, expecting: types?.key), to: types?.key),
                    value: coerce(evaluate(element.value, in: frame, expecting: types?.value), to: types?.value))
            })
        }
        if let tuple = expression.as(TupleExprSyntax.self) {
            if tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
                return evaluate(only.expression, in: frame, expecting: hint)
            }
            return .tuple(tuple.elements.map { TuistArgument(label: $0.label?.text, value: evaluate($0.expression, in: frame)) })
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return identifier(reference, in: frame) }
        if let member = expression.as(MemberAccessExprSyntax.self) { return memberAccess(member, in: frame, expecting: hint) }
        if let call = expression.as(FunctionCallExprSyntax.self) { return functionCall(call, in: frame, expecting: hint) }
        if let sequence = expression.as(SequenceExprSyntax.self) { return evaluateSequence(sequence, in: frame, expecting: hint) }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self) {
            let operand = evaluate(prefix.expression, in: frame)
            switch (prefix.operator.text, operand) {
            case ("!", .bool(let value)): return .bool(!value)
            case ("-", .int(let value)): return .int(-value)
            case (_, .unknown): return operand
            default: return unknown(expression, frame)
            }
        }
        if let ifExpression = expression.as(IfExprSyntax.self) { return value(of: executeIf(ifExpression, in: frame)) }
        if let switchExpression = expression.as(SwitchExprSyntax.self) { return value(of: executeSwitch(switchExpression, in: frame)) }
        if let unwrap = expression.as(ForceUnwrapExprSyntax.self) { return evaluate(unwrap.expression, in: frame, expecting: hint) }
        if let chain = expression.as(OptionalChainingExprSyntax.self) { return evaluate(chain.expression, in: frame, expecting: hint) }
        if let cast = expression.as(AsExprSyntax.self) { return evaluate(cast.expression, in: frame, expecting: hint) }
        if let ternary = expression.as(TernaryExprSyntax.self) {
            switch evaluate(ternary.condition, in: frame) {
            case .bool(true): return evaluate(ternary.thenExpression, in: frame, expecting: hint)
            case .bool(false): return evaluate(ternary.elseExpression, in: frame, expecting: hint)
            case .unknown(let unknown): return .unknown(unknown)
            default: return self.unknown(expression, frame)
            }
        }
        if let subscriptCall = expression.as(SubscriptCallExprSyntax.self) {
            let base = evaluate(subscriptCall.calledExpression, in: frame)
            if case .unknown = base { return unknown(expression, frame) }
            if case .array(let elements) = base, subscriptCall.arguments.count == 1, let argument = subscriptCall.arguments.first,
               case .int(let index) = evaluate(argument.expression, in: frame), elements.indices.contains(index) {
                return elements[index]
            }
            if case .dictionary(let entries) = base, let key = subscriptCall.arguments.first, key.label == nil,
               subscriptCall.arguments.count == 1 || (subscriptCall.arguments.count == 2 && subscriptCall.arguments.last?.label?.text == "default") {
                let fallback = subscriptCall.arguments.count == 2 ? subscriptCall.arguments.last.map { evaluate($0.expression, in: frame, expecting: hint) } : nil
                return lookup(key.expression, in: entries, default: fallback, at: subscriptCall, in: frame)
            }
            return unknown(expression, frame)
        }
        return unknown(expression, frame)
    }

    /// `dictionary[key]`: the value of the entry whose key equals `key`, else `fallback` (`[key,
    /// default: …]`) or no value; unknown when some key cannot be compared.
    private func lookup(
        _ key: ExprSyntax, in entries: [TuistEntry], default fallback: TuistValue?, at node: SubscriptCallExprSyntax, in frame: Frame
    ) -> TuistValue {
        // `.app` means a case of the keys' enum.
        var type: String?
        switch entries.first?.key {
        case .enumCase(let keyType, _)?, .enumPayload(let keyType, _, _)?: type = keyType
        default: break
        }
        let sought = coerce(evaluate(key, in: frame, expecting: type), to: type)
        if case .unknown = sought { return sought }
        for entry in entries {
            switch equal(entry.key, sought) {
            case true?: return entry.value
            case false?: continue
            case nil: return unknown(node, frame)
            }
        }
        return fallback ?? .none
    }

    /// `[Module: [Module]]` → (`Module`, `[Module]`); `nil` for anything else.
    static func dictionaryTypes(_ type: String?) -> (key: String, value: String)? {
        guard let type, type.hasPrefix("["), type.hasSuffix("]") else { return nil }
        let inner = type.dropFirst().dropLast()
        guard let colon = topLevelIndex(of: ":", in: inner) else { return nil }
        return (String(inner[..<colon]), String(inner[inner.index(after: colon)...]))
    }

    /// The first `character` of `type` outside brackets, parentheses and angle brackets.
    static func topLevelIndex(of character: Character, in type: Substring) -> Substring.Index? {
        var depth = 0
        for index in type.indices {
            switch type[index] {
            case "[", "(", "<": depth += 1
            case "]", ")", ">": depth -= 1
            case character where depth == 0: return index
            default: break
            }
        }
        return nil
    }

    /// The elements of a tuple type (`(name:String,dependencies:[String])`, normalised), each
    /// with its label; `nil` for any other type.
    static func tupleTypes(_ type: String) -> [(label: String?, type: String)]? {
        guard type.hasPrefix("("), type.hasSuffix(")") else { return nil }
        var rest = type.dropFirst().dropLast()
        var elements: [(label: String?, type: String)] = []
        while !rest.isEmpty {
            let end = topLevelIndex(of: ",", in: rest) ?? rest.endIndex
            let element = rest[..<end]
            if let colon = topLevelIndex(of: ":", in: element) {
                elements.append((String(element[..<colon]), String(element[element.index(after: colon)...])))
            } else {
                elements.append((nil, String(element)))
            }
            rest = end == rest.endIndex ? "" : rest[rest.index(after: end)...]
        }
        return elements.count > 1 ? elements : nil
    }

    private func string(_ literal: StringLiteralExprSyntax, in frame: Frame) -> TuistValue {
        var result = ""
        let isRaw = literal.openingPounds != nil
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let text):
                result += isRaw ? text.content.text : Self.unescaped(text.content.text)
            case .expressionSegment(let interpolation):
                guard interpolation.expressions.count == 1, let only = interpolation.expressions.first, only.label == nil else {
                    return unknown(interpolation, frame)
                }
                switch evaluate(only.expression, in: frame) {
                case .string(let value): result += value
                case .int(let value): result += String(value)
                case .bool(let value): result += String(value)
                // Interpolating an enum case prints its name, not its raw value.
                case .enumCase(_, let name): result += name
                case .member(let member): result += member.name
                case .unknown(let unknown): return .unknown(unknown)
                default: return unknown(only.expression, frame)
                }
            }
        }
        return .string(result)
    }

    private static func unescaped(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        var result = ""
        var escaping = false
        for character in text {
            if escaping {
                switch character {
                case "n": result.append("\n")
                case "t": result.append("\t")
                case "0": result.append("\0")
                default: result.append(character)
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return result
    }

    private func identifier(_ reference: DeclReferenceExprSyntax, in frame: Frame) -> TuistValue {
        let name = reference.baseName.text
        if name == "self" { return frame.selfValue ?? frame.selfType.map(TuistValue.type) ?? unknown(reference, frame) }
        if name == "Self" { return frame.selfType.map(TuistValue.type) ?? unknown(reference, frame) }
        return value(named: name, at: reference, in: frame) ?? unknown(reference, frame)
    }

    /// What a name alone (at `node`) means in `frame`: a variable, a member of `self`, a static
    /// member of its type or of the types that one is nested in, a global, a type; `nil` when
    /// none.
    private func value(named name: String, at node: some SyntaxProtocol, in frame: Frame) -> TuistValue? {
        if let value = frame.lookup(name) { return value }
        if let selfValue = frame.selfValue, let value = member(of: selfValue, name, at: node, in: frame) { return value }
        if let selfType = frame.selfType, let property = helpers.property(named: name, in: selfType), property.isStatic {
            return evaluate(property, selfValue: nil)
        }
        for outer in frame.outerTypes {
            if let property = helpers.property(named: name, in: outer), property.isStatic { return evaluate(property, selfValue: nil) }
        }
        if let global = helpers.global(named: name, in: frame.file.path) { return evaluate(global, selfValue: nil) }
        // `Dep` of `typealias Dep = TargetDependency` is `TargetDependency`.
        if helpers.isType(name) { return .type(helpers.canonical(name)) }
        return nil
    }

    private func memberAccess(_ access: MemberAccessExprSyntax, in frame: Frame, expecting hint: String?) -> TuistValue {
        let name = access.declName.baseName.text
        guard let baseExpression = access.base else {
            if let hint, helpers.isType(hint) {
                // Swift looks `.name` up in the expected type only: a nested type of it
                // (`.Feature.home`, `class Feature` in `extension TargetDependency`), a static
                // property, an enum case.
                if helpers.isType("\(hint).\(name)") { return .type("\(hint).\(name)") }
                // A nested type's static property is not a top-level type's of the same simple
                // name (PIDA's `struct TargetDependency.Client`'s `static let Auth` is not
                // `enum Client`'s `case Auth`, which `Folder.client(Client)` expects).
                if let property = helpers.property(named: name, in: hint), property.isStatic,
                   !((property.type?.hasSuffix("." + hint) ?? false) && helpers.topLevelTypes.contains(hint)) {
                    return evaluate(property, selfValue: nil)
                }
                if helpers.enums[hint]?.cases.contains(where: { $0.name == name }) ?? false { return .enumCase(type: hint, name: name) }
                return .member(TuistMember(type: nil, name: name, location: frame.file.location(of: access)))
            }
            // `.ThirdPartyLib.ThirdPartyLib`: a name with a member after it is the nested type
            // first (its static property of the same name comes next).
            if let parent = access.parent?.as(MemberAccessExprSyntax.self), parent.base?.id == ExprSyntax(access).id,
               let nested = helpers.uniqueNestedType(named: name) {
                return .type(nested)
            }
            // `.networking`: a helper's static constant when exactly one type has one of that
            // name and no helper enum has such a case; else an enum case kept by name.
            if helpers.enums(withCase: name).isEmpty, let property = helpers.uniqueStaticProperty(named: name) {
                return evaluate(property, selfValue: nil)
            }
            // `.Feature` with no expected type: the one helper type nested under that name.
            if let nested = helpers.uniqueNestedType(named: name) { return .type(nested) }
            return .member(TuistMember(type: nil, name: name, location: frame.file.location(of: access)))
        }
        // `ProcessInfo.processInfo.environment`: no variable is set for a lint (the manifest's
        // usual path, as for `Environment`).
        if dialect.environmentUnset, name == "environment", let holder = baseExpression.as(MemberAccessExprSyntax.self), holder.declName.baseName.text == "processInfo",
           holder.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "ProcessInfo" {
            return .dictionary([])
        }
        // `.Prefixed.basics` where a `String` is expected: the chain starts in the expected
        // type (`String.Prefixed`, not another helper type's `Prefixed`; the Facebook SDK's
        // `Target.Prefixed.basics` is a target named `String.Prefixed.basics`).
        var base: TuistValue
        if let first = baseExpression.as(MemberAccessExprSyntax.self), first.base == nil, let hint,
           helpers.isType("\(hint).\(first.declName.baseName.text)") {
            base = .type("\(hint).\(first.declName.baseName.text)")
        } else {
            base = evaluate(baseExpression, in: frame)
        }
        if case .unknown = base { return unknown(access, frame) }
        return member(of: base, name, at: access, in: frame) ?? unknown(access, frame)
    }

    /// Whether `expression` names ProjectDescription's `Environment` (the `TUIST_…`
    /// variables): `ProjectDescription.Environment`, or `Environment` when no helper declares
    /// a top-level type of that name (a nested `Project.Environment` of constants is called so
    /// only inside `Project`).
    private func isTuistEnvironment(_ expression: ExprSyntax) -> Bool {
        if let qualified = expression.as(MemberAccessExprSyntax.self) {
            return qualified.declName.baseName.text == "Environment" && qualified.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "ProjectDescription"
        }
        return expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Environment" && !helpers.topLevelTypes.contains("Environment")
    }

    /// `Environment.productType` with no helper property of that name: Tuist reads
    /// `TUIST_PRODUCT_TYPE`, which nobody sets for a lint, so no value.
    private func isUnsetEnvironmentVariable(_ expression: ExprSyntax) -> Bool {
        guard let access = expression.as(MemberAccessExprSyntax.self), let base = access.base, isTuistEnvironment(base) else { return false }
        // Written `ProjectDescription.Environment.x`, it is Tuist's whatever the helpers add.
        return base.is(MemberAccessExprSyntax.self) || helpers.property(named: access.declName.baseName.text, in: "Environment") == nil
    }

    /// `base.name`; `nil` when `base` has no such member that hive-lint knows.
    private func member(of base: TuistValue, _ name: String, at node: some SyntaxProtocol, in frame: Frame) -> TuistValue? {
        switch base {
        case .type(let type):
            // `Domain.self`, as an argument (`makeRootProject(rootModule: Domain.self)`).
            if name == "self" { return base }
            if type == "ProjectDescription", helpers.isType(name) { return .type(name) }
            // `ProjectDescriptionHelpers.core`: the helpers module's own global or type.
            if type == "ProjectDescriptionHelpers" {
                if let global = helpers.global(named: name, in: "") { return evaluate(global, selfValue: nil) }
                if helpers.isType(name) { return .type(name) }
                return nil
            }
            if helpers.isType("\(type).\(name)") { return .type("\(type).\(name)") }
            if let enumeration = helpers.enums[type] {
                if enumeration.cases.contains(where: { $0.name == name }) { return .enumCase(type: type, name: name) }
                // The cases Swift lists, unless the enum declares its own `allCases` (a generated
                // `static var allCases: [CoreLayer] { [] }` hiding a placeholder `case __none`).
                if name == "allCases", !(helpers.property(named: name, in: type)?.isStatic ?? false) {
                    return .array(enumeration.cases.map { .enumCase(type: type, name: $0.name) })
                }
            }
            if let property = helpers.property(named: name, in: type), property.isStatic { return evaluate(property, selfValue: nil) }
            if helpers.frameworkTypes.contains(type) {
                return .member(TuistMember(type: type, name: name, location: frame.file.location(of: node)))
            }
            return nil
        case .enumCase(let type, let caseName):
            if name == "rawValue" { return rawValue(type, caseName, at: node, in: frame) }
            if let property = helpers.property(named: name, in: type), !property.isStatic { return evaluate(property, selfValue: base) }
            return nil
        case .enumPayload(let type, _, _):
            if let property = helpers.property(named: name, in: type), !property.isStatic { return evaluate(property, selfValue: base) }
            return nil
        case .member(let member):
            let candidates = member.type.map { helpers.enums[$0] != nil ? [$0] : [] } ?? helpers.enums(withCase: member.name)
            let results = candidates.compactMap { self.member(of: .enumCase(type: $0, name: member.name), name, at: node, in: frame) }
            guard let first = results.first else { return nil }
            return results.allSatisfy({ $0 == first }) ? first : nil
        case .call(let call):
            if call.base == nil, helpers.types.contains(call.name) {
                if let property = helpers.property(named: name, in: call.name), !property.isStatic, property.binding.accessorBlock != nil {
                    return evaluate(property, selfValue: base)
                }
                if let argument = call.argument(name) { return argument }
                if let property = helpers.property(named: name, in: call.name), !property.isStatic { return evaluate(property, selfValue: base) }
                return nil
            }
            return call.argument(name)
        case .string(let value):
            // A helper's `extension String { var firstUpper: String { … } }` first.
            if let property = helpers.property(named: name, in: "String"), !property.isStatic, property.binding.accessorBlock != nil {
                return evaluate(property, selfValue: base)
            }
            switch name {
            case "capitalized": return .string(value.capitalized)
            case "isEmpty": return .bool(value.isEmpty)
            case "count": return .int(value.count)
            // A `Character?`, kept as a string of one (or none).
            case "first": return value.first.map { .string(String($0)) } ?? TuistValue.none
            case "last": return value.last.map { .string(String($0)) } ?? TuistValue.none
            // A `SourceFilesList` written as a string literal (`"Sources/**"`): its one glob.
            case "globs": return .array([base])
            default: return nil
            }
        case .array(let elements):
            // What an array holding an unknown part has is unknown too (its length among it).
            let known = !elements.contains { $0.firstUnknown != nil }
            switch name {
            case "isEmpty": return known ? .bool(elements.isEmpty) : nil
            case "count": return known ? .int(elements.count) : nil
            case "first": return known ? elements.first ?? TuistValue.none : nil
            case "last": return known ? elements.last ?? TuistValue.none : nil
            // A `SourceFilesList` (or `FileList`) written as an array literal: its globs.
            case "globs": return base
            default: return nil
            }
        case .tuple(let elements):
            // `targets.Toolkit`, `pair.0`
            if let index = Int(name) { return elements.indices.contains(index) ? elements[index].value : nil }
            return elements.first { $0.label == name }?.value
        default:
            return nil
        }
    }

    private func rawValue(_ type: String, _ caseName: String, at node: some SyntaxProtocol, in frame: Frame) -> TuistValue {
        guard let enumeration = helpers.enums[type], let index = enumeration.cases.firstIndex(where: { $0.name == caseName }) else {
            return unknown(node, frame)
        }
        if let raw = enumeration.cases[index].rawValue { return evaluate(raw, in: Frame(file: enumeration.file)) }
        switch enumeration.rawType {
        case "String", "Character":
            return .string(caseName)
        case "Int":
            // Each implied raw value is the previous one plus one, from 0.
            var value = -1
            for (offset, element) in enumeration.cases.enumerated() where offset <= index {
                if let raw = element.rawValue {
                    guard case .int(let explicit) = evaluate(raw, in: Frame(file: enumeration.file)) else { return unknown(node, frame) }
                    value = explicit
                } else {
                    value += 1
                }
            }
            return .int(value)
        default:
            return unknown(node, frame)
        }
    }

    /// A helper function that may be called, with its `self` and, for a function declared
    /// in a manifest or a body, the frame declaring it.
    private struct Candidate {
        let function: TuistHelpers.Function
        var selfValue: TuistValue?
        var parent: Frame?
    }

    /// What a call is when no helper function fits its labels.
    private enum Fallback {
        case kept(base: String?, name: String)
        case stringMethod(String, name: String)
        /// A helper method on targets that returns targets: the receiver, should its body not
        /// evaluate (see `targetMethodCandidates`).
        case receiver(TuistValue)
        case unknown
    }

    /// A helper's method on a target or on an array of targets (`extension Array where Element
    /// == Target { func addingOverrides() -> [Target] { map { $0.addingOverrides() } } }`,
    /// `extension Target { func addingOverrides() -> Target }`), with the receiver as what the
    /// call is taken for when the method returns the receiver's type and its body does not
    /// evaluate: such a method adjusts settings on the targets it is given (their names,
    /// sources and dependencies are what hive-lint reads), and dropping every target of the
    /// project for it left its files in no module. `nil` when the receiver is not targets.
    private func targetMethodCandidates(_ name: String, on base: TuistValue) -> (candidates: [Candidate], fallback: Fallback)? {
        // `.target(…)`, `Target.target(…)`, `Target(…)` kept as calls.
        func isTarget(_ value: TuistValue) -> Bool {
            guard case .call(let call) = value else { return false }
            return (call.base == nil || call.base == "Target") && ["target", "Target"].contains(call.name)
        }
        let types: [String], returning: Set<String>
        switch base {
        case .call where isTarget(base):
            (types, returning) = (["Target"], ["Target", "Self"])
        case .array(let elements) where !elements.isEmpty && elements.allSatisfy(isTarget):
            (types, returning) = (["Array", "[Target]", "Array<Target>"], ["[Target]", "Array<Target>", "Self"])
        default:
            return nil
        }
        let functions = types.flatMap { helpers.functions(named: name, in: $0) }.filter { !$0.isStatic }
        guard !functions.isEmpty else { return nil }
        let candidates = functions.map { Candidate(function: $0, selfValue: base) }
        let keepsTargets = functions.allSatisfy { $0.returnType.map(returning.contains) ?? false }
        return (candidates, keepsTargets ? .receiver(base) : .unknown)
    }

    /// The type each argument label of a ProjectDescription call expects (hints).
    static let projectArgumentTypes: [String: String] = [
        "targets": "[Target]", "dependencies": "[TargetDependency]", "product": "Product", "sources": "SourceFilesList",
        "destinations": "Destinations", "projects": "[Path]", "globs": "[SourceFileGlob]", "excluding": "[Path]",
        "buildableFolders": "[BuildableFolder]", "path": "Path", "headers": "Headers", "name": "String",
    ]

    /// The same for PackageDescription's calls (`Package(…)`, `.target(…)`, `.library(…)`);
    /// `call.label` for one call's label.
    static let packageArgumentTypes: [String: String] = [
        "targets": "[Target]", "products": "[Product]", "dependencies": "[Target.Dependency]", "name": "String", "path": "String",
        "exclude": "[String]", "sources": "[String]",
        // A product lists its targets by name.
        "library.targets": "[String]", "executable.targets": "[String]", "plugin.targets": "[String]",
    ]

    private func functionCall(_ call: FunctionCallExprSyntax, in frame: Frame, expecting hint: String?) -> TuistValue {
        let labels: [String?] = call.arguments.map { $0.label?.text } + (call.trailingClosure == nil ? [] : [nil])
            + call.additionalTrailingClosures.map { $0.label.text }
        var candidates: [Candidate] = []
        var fallback = Fallback.unknown
        let callee = call.calledExpression
        // `BuildableFolder(stringLiteral: "Modules/Profile/Sources")`, `.init(stringLiteral: …)`,
        // `Target.Dependency(stringLiteral: …)`: the literal the type is written as (JFIOSApp's
        // buildable folders, a package's computed dependencies).
        if labels == ["stringLiteral"], let argument = call.arguments.first,
           callee.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase == true
            || callee.as(MemberAccessExprSyntax.self).map({ member in
                let name = member.declName.baseName.text
                return member.base == nil ? name == "init" : name.first?.isUppercase == true
            }) == true,
           case .string(let text) = evaluate(argument.expression, in: frame, expecting: "String") {
            return .string(text)
        }
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            // Functions of the enclosing bodies, then of the enclosing type, then free helpers;
            // else an initializer (`Project(…)`, `Target(…)`, a helper struct's).
            let name = reference.baseName.text
            // `String(describing:)`: a type's name (`HomeModule.self`, also a type the helpers do
            // not know; `T.self` of a generic parameter is the type its call bound), an enum
            // case's name, a string.
            if name == "String", call.arguments.count == 1, call.trailingClosure == nil, let argument = call.arguments.first,
               argument.label?.text == "describing" {
                switch evaluate(argument.expression, in: frame) {
                case .enumCase(_, let caseName): return .string(caseName)
                case .string(let text): return .string(text)
                case .type(let type): return .string(Self.unqualified(type))
                default:
                    if let access = argument.expression.as(MemberAccessExprSyntax.self), access.declName.baseName.text == "self",
                       let type = access.base?.as(DeclReferenceExprSyntax.self) {
                        return .string(type.baseName.text)
                    }
                }
            }
            // `String(rawValue.prefix(1))`: the string (or the number written out).
            if name == "String", call.arguments.count == 1, call.trailingClosure == nil, let argument = call.arguments.first, argument.label == nil {
                switch evaluate(argument.expression, in: frame, expecting: "String") {
                case .string(let value): return .string(value)
                case .int(let value): return .string(String(value))
                default: break
                }
            }
            // `Set([.framework, .tests])`: the array, each element once (what a manifest asks
            // of a set is `contains`; a loop over it follows the written order).
            if name == "Set", call.arguments.count == 1, call.trailingClosure == nil, let argument = call.arguments.first, argument.label == nil {
                let elements = evaluate(argument.expression, in: frame, expecting: Self.elementType(hint).map { "[\($0)]" })
                guard case .array(let values) = elements else { return elements.firstUnknown.map(TuistValue.unknown) ?? unknown(call, frame) }
                // Each element once, whatever line wrote it (`.app` twice is one member).
                var unique: [TuistValue] = []
                var seen = Set<TuistValue>()
                for value in values where seen.insert(Self.withoutLocation(value)).inserted { unique.append(value) }
                return .array(unique)
            }
            // `getenv("USE_LOCAL_BINARIES")`: unset (see `ProcessInfo` in `memberAccess`).
            if dialect.environmentUnset, name == "getenv", call.arguments.count == 1, call.arguments.first?.label == nil, frame.localFunctions(name) == nil,
               helpers.freeFunctions[name] == nil {
                return .none
            }
            if let local = frame.localFunctions(name) { candidates += local.functions.map { Candidate(function: $0, parent: local.frame) } }
            // `prefix(1).uppercased() + dropFirst()` in `extension String`: the string's methods.
            if case .string(let value)? = frame.selfValue { fallback = .stringMethod(value, name: name) }
            if let selfType = frame.selfType {
                candidates += helpers.functions(named: name, in: selfType).filter { $0.isStatic || frame.selfValue != nil }
                    .map { Candidate(function: $0, selfValue: $0.isStatic ? nil : frame.selfValue) }
            }
            // Then the static functions of the types it is nested in, innermost first.
            if candidates.isEmpty, let outer = frame.outerTypes.lazy.map({ self.helpers.functions(named: name, in: $0).filter(\.isStatic) })
                .first(where: { !$0.isEmpty }) {
                candidates += outer.map { Candidate(function: $0) }
            }
            candidates += (helpers.freeFunctions[name] ?? []).map { Candidate(function: $0) }
            // `Module(name: "Home")`, or `Self(.external(name: "SnapKit"))` in a helper type's
            // member: an initializer the helpers declare, else the call kept as data.
            let type = name == "Self" ? frame.selfType : helpers.isType(name) ? name : nil
            if let type {
                candidates += initializers(of: type, in: frame)
                fallback = .kept(base: nil, name: type)
            }
            // `static let network = project(target: "Network", path: …)` in `extension
            // TargetDependency`: the type's own static function, as `.project(…)` is.
            // (Also in a type nested in one: the Facebook SDK's `extension Target.Dependency {
            // enum Prefixed { static let aem = byName(name: …) } }`.)
            if candidates.isEmpty, type == nil, let selfType = frame.selfType,
               ([selfType] + frame.outerTypes).contains(where: { helpers.frameworkTypes.contains(Self.unqualified($0)) }) {
                fallback = .kept(base: nil, name: name)
            }
        } else if let access = callee.as(MemberAccessExprSyntax.self) {
            let name = access.declName.baseName.text
            // `Environment.useBinaries.getBoolean(default: false)`: Tuist reads a `TUIST_…`
            // variable, which nobody sets for a lint: the default, the manifest's usual path.
            if ["getBoolean", "getString"].contains(name), call.arguments.count == 1, call.trailingClosure == nil,
               let argument = call.arguments.first, argument.label?.text == "default",
               let variable = access.base, isUnsetEnvironmentVariable(variable) {
                return evaluate(argument.expression, in: frame)
            }
            if let baseExpression = access.base {
                // `self.init(…)` in an initializer calls one of the type's (`self` is the value
                // being made, not the type).
                let base = name == "init" && Self.isSelf(baseExpression)
                    ? frame.selfType.map(TuistValue.type) ?? unknown(baseExpression, frame) : evaluate(baseExpression, in: frame)
                switch base {
                case .unknown:
                    return unknown(call, frame)
                case .type(let type):
                    if let value = payloadCase(type, name, call, in: frame) { return value }
                    if name == "init" {
                        candidates = initializers(of: type, in: frame)
                        fallback = .kept(base: nil, name: type)
                    } else {
                        candidates = helpers.functions(named: name, in: type).filter(\.isStatic).map { Candidate(function: $0) }
                        if helpers.frameworkTypes.contains(type) {
                            // A helper `Target.target(name:…)` calling `Target.target(…)` in its
                            // own body means ProjectDescription's, as `.target(…)` does (taptap:
                            // every target was skipped after 48 nested calls).
                            let enclosing = frame.enclosingFunction
                            candidates.removeAll { $0.function.declaration.id == enclosing }
                            fallback = .kept(base: type, name: name)
                        }
                    }
                case .enumCase(let type, _), .enumPayload(let type, _, _):
                    candidates = helpers.functions(named: name, in: type).filter { !$0.isStatic }.map { Candidate(function: $0, selfValue: base) }
                case .member(let member):
                    for type in member.type.map({ [$0] }) ?? helpers.enums(withCase: member.name) {
                        let resolved = TuistValue.enumCase(type: type, name: member.name)
                        candidates += helpers.functions(named: name, in: type).filter { !$0.isStatic }.map { Candidate(function: $0, selfValue: resolved) }
                    }
                case .call(let value) where value.base == nil && helpers.types.contains(value.name):
                    candidates = helpers.functions(named: name, in: value.name).filter { !$0.isStatic }.map { Candidate(function: $0, selfValue: base) }
                case .string(let value):
                    // A helper's `extension String { func capitalizedFirst() -> String }` first.
                    candidates = helpers.functions(named: name, in: "String").filter { !$0.isStatic }.map { Candidate(function: $0, selfValue: base) }
                    fallback = .stringMethod(value, name: name)
                case .array(let elements) where ["map", "flatMap", "compactMap", "filter"].contains(name):
                    let only = call.arguments.count == 1 ? call.arguments.first.flatMap { $0.label == nil ? $0.expression : nil } : nil
                    if let closure = call.trailingClosure ?? only?.as(ClosureExprSyntax.self), call.additionalTrailingClosures.isEmpty,
                       call.trailingClosure == nil || call.arguments.isEmpty {
                        return mapArray(elements, name, .closure(closure), call: call, in: frame, expecting: hint)
                    }
                    // `Module.allCases.map(\.target)`
                    if let keyPath = only?.as(KeyPathExprSyntax.self), call.trailingClosure == nil {
                        return mapArray(elements, name, .keyPath(keyPath), call: call, in: frame, expecting: hint)
                    }
                case .array(let elements) where ["reduce", "forEach"].contains(name):
                    if let value = reduceArray(elements, name, call: call, in: frame, expecting: hint) { return value }
                case .array(let elements) where name == "contains":
                    // `targets.contains(.framework)`
                    if call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil, call.trailingClosure == nil {
                        return contains(elements, argument.expression, call: call, in: frame)
                    }
                    // `targets.contains(where: { $0.hasFramework })`, `targets.contains { … }`
                    let whereClosure = call.arguments.count == 1 && call.arguments.first?.label?.text == "where"
                        ? call.arguments.first?.expression.as(ClosureExprSyntax.self) : nil
                    if let closure = whereClosure ?? (call.arguments.isEmpty ? call.trailingClosure : nil), call.additionalTrailingClosures.isEmpty {
                        guard case .array(let matching) = mapArray(elements, "filter", .closure(closure), call: call, in: frame, expecting: nil) else {
                            return unknown(call, frame)
                        }
                        return .bool(!matching.isEmpty)
                    }
                default:
                    break
                }
                if let (methods, receiver) = targetMethodCandidates(name, on: base) {
                    candidates = methods
                    fallback = receiver
                }
            } else if name == "init", let type = hint.map({ $0 == "Self" ? frame.selfType ?? $0 : $0 }),
                      helpers.isType(type) || helpers.frameworkTypes.contains(type) {
                // `.init(name: …)` where a `Target` (or `Self` in `extension Project`) is
                // expected: `Target(name: …)`.
                candidates = initializers(of: type, in: frame)
                fallback = .kept(base: nil, name: type)
            } else if let hint, let value = payloadCase(hint, name, call, in: frame) {
                // `.feature(.home)` where a helper enum with such a case is expected.
                return value
            } else {
                // `.feature(.home)`: a helper's static function whose labels fit (those of the
                // expected type first), else a ProjectDescription call (`.target(name:)`,
                // `.glob(…)`) kept as data.
                // A helper calling `.name(…)` in its own body means ProjectDescription's (an
                // overload `project(target:path: ProjectPath)` returning `.project(target:path:)`
                // with a `Path`), not itself.
                let preferred = hint.map { helpers.functions(named: name, in: $0).filter(\.isStatic) } ?? []
                let enclosing = frame.enclosingFunction
                candidates = (preferred + helpers.staticFunctions(named: name)).filter { $0.declaration.id != enclosing }.map { Candidate(function: $0) }
                fallback = .kept(base: nil, name: name)
            }
        } else if callee.is(ArrayExprSyntax.self), labels.isEmpty {
            return .array([])  // `[Target]()`
        } else if let closure = callee.as(ClosureExprSyntax.self), labels.isEmpty {
            // `let dependencies: [TargetDependency] = { var list = …; list.append(…); return list }()`
            return callClosure(closure, [], in: frame, returning: hint)
        }

        // Labels choose the function before the arguments are evaluated, so that its
        // parameter types can be the arguments' hints.
        // Overloads with the same labels (`feature(implementation: String)` and
        // `feature(implementation: Feature)`) are told apart by what the arguments are
        // written as; the first fitting best wins.
        // A helper's overload forwarding to another (`feature(name: FeatureName)` calling
        // `feature(name: name.rawValue)`) calls that one, not itself, when nothing else tells
        // them apart: manifest helpers do not recurse.
        let trailing = call.trailingClosure == nil ? nil : call.arguments.count
        let fitting = candidates.compactMap { candidate in self.matchLabels(candidate.function, labels, trailing: trailing).map { (candidate, $0) } }
        let chosen = fitting.count < 2 ? fitting.first
            : fitting.map { ($0, fit($0.0.function, $0.1, call) * 2 - ($0.0.function.declaration.id == frame.enclosingFunction ? 1 : 0)) }
                .max { $0.1 < $1.1 }?.0
        var hints: [String?] = labels.map { _ in nil }
        if let (candidate, mapping) = chosen {
            hints = mapping.map { candidate.function.parameters[$0].type }
        } else if case .kept(_, let name) = fallback {
            hints = labels.map { $0.flatMap { dialect.argumentTypes["\(name).\($0)"] ?? dialect.argumentTypes[$0] } }
        }
        var arguments: [TuistArgument] = []
        for (index, argument) in call.arguments.enumerated() {
            arguments.append(TuistArgument(label: argument.label?.text, value: evaluate(argument.expression, in: frame, expecting: hints[index])))
        }
        if let closure = call.trailingClosure {
            // The parameter it stands for may have a label (`init(with configure: …)`).
            let label = chosen.flatMap { chosen in trailing.map { chosen.0.function.parameters[chosen.1[$0]].label } } ?? nil
            arguments.append(TuistArgument(label: label, value: unknown(closure, frame)))
        }
        for closure in call.additionalTrailingClosures {
            arguments.append(TuistArgument(label: closure.label.text, value: unknown(closure.closure, frame)))
        }

        if let (candidate, mapping) = chosen {
            var value = invoke(candidate, arguments, at: call, in: frame)
            if case .unknown = value, case .receiver(let receiver) = fallback { return receiver }
            // A builder's initializer taking a closure that configures the instance
            // (`FrameworkBuilder { $0.featureDependencies = [.dashboard] }` for `init(with
            // configure: (inout FrameworkBuilder) -> Void)`): the closure run on what the
            // initializer made, as the initializer runs it (SwiftUp's feature targets).
            if candidate.function.isInitializer, case .call = value {
                let closures = call.arguments.map { $0.expression.as(ClosureExprSyntax.self) } + (call.trailingClosure.map { [$0] } ?? [])
                    + call.additionalTrailingClosures.map(\.closure)
                for (index, closure) in closures.enumerated() {
                    guard let closure, index < mapping.count,
                          Self.configures(candidate.function.parameters[mapping[index]].type, candidate.function.type) else { continue }
                    value = runClosure(closure, [value], in: frame, returning: nil).first ?? unknown(closure, frame)
                }
            }
            return value
        }
        switch fallback {
        case .kept(let base, let name):
            return .call(TuistCall(base: base, name: name, arguments: arguments, node: Syntax(call), location: frame.file.location(of: call)))
        case .stringMethod(let value, let name):
            return stringMethod(value, name, arguments) ?? unknown(call, frame)
        case .receiver, .unknown:
            return unknown(call, frame)
        }
    }

    private func stringMethod(_ value: String, _ name: String, _ arguments: [TuistArgument]) -> TuistValue? {
        let labels = arguments.map { $0.label ?? "_" }
        // `prefix(1)`, `dropFirst()`: a count, 1 when left out.
        if ["prefix", "suffix", "dropFirst", "dropLast"].contains(name), labels.count <= 1, labels.allSatisfy({ $0 == "_" }) {
            let count: Int
            switch arguments.first?.value {
            case nil: guard name.hasPrefix("drop") else { return nil }; count = 1
            case .int(let written)?: count = written
            default: return nil
            }
            guard count >= 0 else { return nil }
            switch name {
            case "prefix": return .string(String(value.prefix(count)))
            case "suffix": return .string(String(value.suffix(count)))
            case "dropFirst": return .string(String(value.dropFirst(count)))
            default: return .string(String(value.dropLast(count)))
            }
        }
        let strings = arguments.compactMap(\.value.stringValue)
        guard strings.count == arguments.count else { return nil }
        switch (name, labels) {
        case ("lowercased", []): return .string(value.lowercased())
        case ("uppercased", []): return .string(value.uppercased())
        case ("hasPrefix", ["_"]): return .bool(value.hasPrefix(strings[0]))
        case ("hasSuffix", ["_"]): return .bool(value.hasSuffix(strings[0]))
        case ("replacingOccurrences", ["of", "with"]) where !strings[0].isEmpty:
            return .string(value.split(separator: strings[0], omittingEmptySubsequences: false).joined(separator: strings[1]))
        // `name.components(separatedBy: "_")` (WordChecker's `Domain_Core` in `Sources/Domain/Core`),
        // `name.split(separator: "_")`, which leaves out empty pieces.
        case ("components", ["separatedBy"]) where !strings[0].isEmpty:
            return .array(value.split(separator: strings[0], omittingEmptySubsequences: false).map { .string(String($0)) })
        case ("split", ["separator"]) where !strings[0].isEmpty:
            return .array(value.split(separator: strings[0]).map { .string(String($0)) })
        default: return nil
        }
    }

    /// Runs a helper function with arguments whose labels fit it (`call`, made in `caller`).
    /// An initializer's value is the `self` its body makes: a helper type's starts as the type
    /// with no members set (kept as a call), whose stored properties the body sets.
    private func invoke(_ candidate: Candidate, _ arguments: [TuistArgument], at call: some SyntaxProtocol, in caller: Frame) -> TuistValue {
        let function = candidate.function
        guard let bindings = bind(function, arguments), let body = function.body else {
            return .unknown(TuistUnknown(text: "\(function.name)(…)", location: function.file.location(of: function.nameToken)))
        }
        guard depth < Self.maximumDepth, steps < Self.maximumSteps else {
            let why = depth < Self.maximumDepth ? "evaluation stopped after \(Self.maximumSteps) calls" : "calls nested deeper than \(Self.maximumDepth)"
            return .unknown(TuistUnknown(text: "\(function.name)(…) (\(why))", location: function.file.location(of: function.nameToken)))
        }
        steps += 1
        depth += 1
        defer { depth -= 1 }
        let returnType = function.returnType
        var selfValue = candidate.selfValue
        if function.isInitializer, let type = function.selfType {
            selfValue = .call(TuistCall(base: nil, name: type, arguments: [], node: Syntax(call), location: caller.file.location(of: call)))
        }
        let frame = Frame(
            file: function.file, parent: candidate.parent, variables: bindings, selfValue: selfValue, selfType: function.selfType,
            outerTypes: function.outerTypes,
            returnType: returnType)
        frame.function = function.declaration.id
        let flow = execute(body.statements, in: frame)
        guard function.isInitializer else { return coerce(value(of: flow), to: returnType) }
        // A body that stopped on what it could not follow made no known value.
        if case .returned(.unknown(let why)) = flow { return .unknown(why) }
        return frame.selfValue ?? .none
    }

    /// The initializers the helpers declare for `type` (also in an extension of a
    /// ProjectDescription type), but the one running: `Project(name:targets:)` in the body of
    /// `extension Project { init(name:targets:) }` means ProjectDescription's own.
    private func initializers(of type: String, in frame: Frame) -> [Candidate] {
        let running = frame.enclosingFunction
        return helpers.functions(named: "init", in: type).filter { $0.isInitializer && $0.declaration.id != running }.map { Candidate(function: $0) }
    }

    /// How well the arguments as written fit the parameters they go to: `.home` fits an enum
    /// with that case and not a `String`; a string literal fits a `String` and not an enum.
    private func fit(_ function: TuistHelpers.Function, _ mapping: [Int], _ call: FunctionCallExprSyntax) -> Int {
        var score = 0
        for (argument, position) in zip(call.arguments, mapping) {
            let type = function.parameters[position].type
            let cases = helpers.enums[type]?.cases
            if let member = argument.expression.as(MemberAccessExprSyntax.self), member.base == nil {
                if cases?.contains(where: { $0.name == member.declName.baseName.text }) ?? false {
                    score += 2
                } else if Self.plainTypes.contains(type) {
                    score -= 4
                }
            } else if argument.expression.is(StringLiteralExprSyntax.self) || Self.isRawValue(argument.expression) {
                score += type == "String" ? 1 : cases != nil ? -4 : 0
            }
        }
        return score
    }

    /// Whether a parameter's type (normalised: `((inoutFrameworkBuilder)->Void)`) is a
    /// closure configuring an instance of `type` (`(inout T) -> Void`, `(T) -> Void`, `Self`).
    static func configures(_ parameterType: String, _ type: String?) -> Bool {
        guard let type else { return false }
        let parts = parameterType.replacingOccurrences(of: "@escaping", with: "").filter { $0 != "(" && $0 != ")" }.components(separatedBy: "->")
        guard parts.count == 2, parts[1] == "Void" || parts[1].isEmpty else { return false }
        let configured = parts[0].hasPrefix("inout") ? String(parts[0].dropFirst("inout".count)) : parts[0]
        return configured == "Self" || configured == unqualified(type) || configured == type
    }

    /// `name.rawValue`: a helper enum's raw value, a `String` in a manifest.
    static func isRawValue(_ expression: ExprSyntax) -> Bool {
        guard let member = expression.as(MemberAccessExprSyntax.self) else { return false }
        return member.base != nil && member.declName.baseName.text == "rawValue"
    }

    /// Types no implicit member (`.home`) is written for in a manifest.
    static let plainTypes: Set<String> = ["String", "Int", "Bool", "Double", "[String]", "Substring"]

    /// For each argument, the index of the parameter it goes to, matching labels in order
    /// and skipping parameters with defaults; `nil` when the labels do not fit.
    /// `trailing` is the index in `labels` of an unlabelled trailing closure, which also
    /// stands for a labelled parameter of a function type.
    private func matchLabels(_ function: TuistHelpers.Function, _ labels: [String?], trailing: Int? = nil) -> [Int]? {
        var mapping: [Int] = []
        var index = 0
        for (position, parameter) in function.parameters.enumerated() {
            let label = parameter.label
            if index == trailing, parameter.type.contains("->"), !parameter.isVariadic {
                mapping.append(position)
                index += 1
            } else if parameter.isVariadic {
                var first = true
                while index < labels.count, labels[index] == (first ? label : nil) {
                    mapping.append(position)
                    index += 1
                    first = false
                }
            } else if index < labels.count, labels[index] == label {
                mapping.append(position)
                index += 1
            } else if parameter.defaultValue == nil {
                return nil
            }
        }
        return index == labels.count ? mapping : nil
    }

    /// Parameter names to argument values (defaults evaluated where no argument is given).
    private func bind(_ function: TuistHelpers.Function, _ arguments: [TuistArgument]) -> [String: TuistValue]? {
        guard let mapping = matchLabels(function, arguments.map(\.label)) else { return nil }
        var bindings: [String: TuistValue] = [:]
        for (position, parameter) in function.parameters.enumerated() {
            let values = zip(mapping, arguments).filter { $0.0 == position }.map { coerce($0.1.value, to: parameter.type) }
            if parameter.isVariadic {
                bindings[parameter.name] = .array(values)
            } else if let value = values.first {
                bindings[parameter.name] = value
                // `rootModule: T.Type` given `Domain.self`: T is Domain in the body.
                let generic = String(parameter.type.dropLast(".Type".count))
                if case .type = value, parameter.type.hasSuffix(".Type"),
                   function.genericParameterClause?.parameters.contains(where: { $0.name.text == generic }) == true {
                    bindings[generic] = value
                }
            } else if let defaultValue = parameter.defaultValue {
                let frame = Frame(file: function.file, selfType: function.selfType, outerTypes: function.outerTypes)
                bindings[parameter.name] = coerce(evaluate(defaultValue, in: frame, expecting: parameter.type), to: parameter.type)
            }
        }
        return bindings
    }

    /// A helper property's value (static, global, or computed on `selfValue`).
    private func evaluate(_ property: TuistHelpers.Property, selfValue: TuistValue?) -> TuistValue {
        // A protocol extension's static property is each conforming type's own.
        let id = StaticProperty(binding: property.binding.id, selfType: property.selfType)
        if selfValue == nil, let cached = staticCache[id] { return cached }
        guard depth < Self.maximumDepth, steps < Self.maximumSteps else {
            let why = depth < Self.maximumDepth ? "evaluation stopped after \(Self.maximumSteps) calls" : "nested deeper than \(Self.maximumDepth)"
            return .unknown(TuistUnknown(text: "\(property.binding.pattern.trimmedDescription) (\(why))", location: property.file.location(of: property.binding)))
        }
        steps += 1
        depth += 1
        defer { depth -= 1 }
        let frame = Frame(
            file: property.file, selfValue: selfValue, selfType: property.selfType, outerTypes: property.outerTypes, returnType: property.annotation)
        var result: TuistValue
        if let initializer = property.binding.initializer {
            result = evaluate(initializer.value, in: frame, expecting: property.annotation)
        } else if let accessors = property.binding.accessorBlock {
            result = getter(accessors, in: frame)
        } else {
            result = unknown(property.binding, frame)
        }
        result = coerce(result, to: property.annotation)
        if selfValue == nil { staticCache[id] = result }
        return result
    }

    /// `A.B` → `B`: how `String(describing:)` writes a nested type.
    static func unqualified(_ type: String) -> String { type.split(separator: ".").last.map(String.init) ?? type }

    /// `[Target]` → `Target`; `nil` for anything else.
    static func elementType(_ type: String?) -> String? {
        guard let type else { return nil }
        if type.hasPrefix("Set<"), type.hasSuffix(">") { return String(type.dropFirst(4).dropLast()) }
        // `[(name: String, path: String)]` is an array too; `[String: [String]]` is not.
        guard type.hasPrefix("["), type.hasSuffix("]"), topLevelIndex(of: ":", in: type.dropFirst().dropLast()) == nil else { return nil }
        return String(type.dropFirst().dropLast())
    }

    /// The value with the locations of its members left out, for comparing values.
    static func withoutLocation(_ value: TuistValue) -> TuistValue {
        switch value {
        case .member(var member):
            member.location = HiveLintCore.SourceLocation(file: "", line: 0, column: 0)
            return .member(member)
        case .array(let elements): return .array(elements.map(withoutLocation))
        case .enumPayload(let type, let name, let payload):
            return .enumPayload(type: type, name: name, payload: payload.map { TuistArgument(label: $0.label, value: withoutLocation($0.value)) })
        default: return value
        }
    }

    /// `.home` passed where a helper enum is expected becomes that enum's case.
    func coerce(_ value: TuistValue, to type: String?) -> TuistValue {
        guard let type else { return value }
        if let element = Self.elementType(type), case .array(let elements) = value {
            return .array(elements.map { coerce($0, to: element) })
        }
        if let types = Self.dictionaryTypes(type), case .dictionary(let entries) = value {
            return .dictionary(entries.map { TuistEntry(key: coerce($0.key, to: types.key), value: coerce($0.value, to: types.value)) })
        }
        // `("Core", [], false)` where `(name: String, dependencies: [String], resources: Bool)`
        // is expected: read by those labels.
        if case .tuple(let elements) = value, let types = Self.tupleTypes(type), types.count == elements.count {
            return .tuple(zip(elements, types).map { TuistArgument(label: $0.label ?? $1.label, value: coerce($0.value, to: $1.type)) })
        }
        if case .member(let member) = value, member.type == nil || member.type == type,
           let enumeration = helpers.enums[type], enumeration.cases.contains(where: { $0.name == member.name }) {
            return .enumCase(type: type, name: member.name)
        }
        // `.feature(.home)` evaluated before its type was known (kept as a call).
        if case .call(let call) = value, call.base == nil || call.base == type,
           let payload = payload(type, call.name, labels: call.arguments.map(\.label), value: { index, parameterType in
               self.coerce(call.arguments[index].value, to: parameterType)
           }) {
            return .enumPayload(type: type, name: call.name, payload: payload)
        }
        return value
    }

    /// The associated values of the helper enum `type`'s case `name` given arguments with
    /// these labels (a value left out takes its default: `case module(name: String, useDemo:
    /// Bool = false)` built as `.module(name: "Core")`), each of the others from `value` (the
    /// argument's index and the type as the enum's scope names it: `Feature` in `enum
    /// ModulePaths` is `ModulePaths.Feature` when that is declared); `nil` when `type` has no
    /// such case or the labels do not fit.
    private func payload(_ type: String, _ name: String, labels: [String?], value: (Int, String) -> TuistValue) -> [TuistArgument]? {
        guard let enumeration = helpers.enums[type], let parameters = enumeration.payloadCases[name] else { return nil }
        var payload: [TuistArgument] = []
        var next = 0
        for parameter in parameters {
            let parameterType = helpers.isType("\(type).\(parameter.type)") ? "\(type).\(parameter.type)" : parameter.type
            if next < labels.count, labels[next] == parameter.label {
                payload.append(TuistArgument(label: parameter.label, value: value(next, parameterType)))
                next += 1
            } else if let defaultValue = parameter.defaultValue {
                let frame = Frame(file: enumeration.file, selfType: type)
                payload.append(TuistArgument(label: parameter.label, value: coerce(evaluate(defaultValue, in: frame, expecting: parameterType), to: parameterType)))
            } else {
                return nil
            }
        }
        return next == labels.count ? payload : nil
    }

    /// `.feature(.home)` or `ModulePaths.feature(.home)` for a helper enum's case with
    /// associated values: the case with its values; `nil` when `type` has no such case or the
    /// labels do not fit.
    private func payloadCase(_ type: String, _ name: String, _ call: FunctionCallExprSyntax, in frame: Frame) -> TuistValue? {
        guard call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty else { return nil }
        let arguments = Array(call.arguments)
        return payload(type, name, labels: arguments.map { $0.label?.text }, value: { index, parameterType in
            self.coerce(self.evaluate(arguments[index].expression, in: frame, expecting: parameterType), to: parameterType)
        }).map { .enumPayload(type: type, name: name, payload: $0) }
    }

    // MARK: - Operators

    private indirect enum Operation {
        case operand(ExprSyntax)
        case binary(String, Operation, Operation)
        case ternary(Operation, ExprSyntax, Operation)
    }

    private static let precedence: [String: Int] = [
        "=": 1, "+=": 1, "-=": 1, "?": 2, "||": 3, "&&": 4,
        "==": 5, "!=": 5, "<": 5, ">": 5, "<=": 5, ">=": 5, "===": 5, "!==": 5, "~=": 5,
        "??": 6, "as": 7, "is": 7, "..<": 8, "...": 8, "+": 9, "-": 9, "|": 9, "^": 9, "*": 10, "/": 10, "%": 10, "&": 10,
    ]
    private static let rightAssociative: Set<String> = ["=", "+=", "-=", "?", "??"]

    /// Folds an unfolded `a + b * c ? d : e` by Swift's precedence (the parser leaves
    /// sequences flat), then evaluates it.
    private func evaluateSequence(_ sequence: SequenceExprSyntax, in frame: Frame, expecting hint: String?) -> TuistValue {
        evaluateSequence(Array(sequence.elements), of: sequence, in: frame, expecting: hint)
    }

    /// The value of some of a sequence's elements (the right side of `x.name = a + b`);
    /// `sequence` is where an unknown is said to be.
    private func evaluateSequence(_ elements: [ExprSyntax], of sequence: SequenceExprSyntax, in frame: Frame, expecting hint: String?) -> TuistValue {
        var operands: [ExprSyntax] = []
        var operators: [(text: String, then: ExprSyntax?)] = []
        for element in elements {
            if let binary = element.as(BinaryOperatorExprSyntax.self) {
                operators.append((binary.operator.text, nil))
            } else if element.is(AssignmentExprSyntax.self) {
                operators.append(("=", nil))
            } else if let ternary = element.as(UnresolvedTernaryExprSyntax.self) {
                operators.append(("?", ternary.thenExpression))
            } else if element.is(UnresolvedAsExprSyntax.self) {
                operators.append(("as", nil))
            } else if element.is(UnresolvedIsExprSyntax.self) {
                operators.append(("is", nil))
            } else {
                operands.append(element)
            }
        }
        guard operands.count == operators.count + 1, operators.allSatisfy({ Self.precedence[$0.text] != nil }) else {
            return unknown(sequence, frame)
        }
        var operandIndex = 0
        var operatorIndex = 0
        func parse(_ minimum: Int) -> Operation {
            var left = Operation.operand(operands[operandIndex])
            operandIndex += 1
            while operatorIndex < operators.count, let level = Self.precedence[operators[operatorIndex].text], level >= minimum {
                let (text, then) = operators[operatorIndex]
                operatorIndex += 1
                let right = parse(Self.rightAssociative.contains(text) ? level : level + 1)
                if text == "?", let then {
                    left = .ternary(left, then, right)
                } else {
                    left = .binary(text, left, right)
                }
            }
            return left
        }
        return evaluate(parse(0), whole: sequence, in: frame, expecting: hint)
    }

    private func evaluate(_ operation: Operation, whole: SequenceExprSyntax, in frame: Frame, expecting hint: String?) -> TuistValue {
        switch operation {
        case .operand(let expression):
            return evaluate(expression, in: frame, expecting: hint)
        case .ternary(let condition, let then, let otherwise):
            switch evaluate(condition, whole: whole, in: frame, expecting: nil) {
            case .bool(true): return evaluate(then, in: frame, expecting: hint)
            case .bool(false): return evaluate(otherwise, whole: whole, in: frame, expecting: hint)
            case .unknown(let unknown): return .unknown(unknown)
            default: return unknown(whole, frame)
            }
        case .binary(let text, let leftOperation, let rightOperation):
            // `+` and `??` keep the expected type for both sides; comparisons do not.
            let operandHint = ["+", "??"].contains(text) ? hint : nil
            let left = evaluate(leftOperation, whole: whole, in: frame, expecting: operandHint)
            switch (text, left) {
            case ("&&", .bool(false)): return .bool(false)
            case ("||", .bool(true)): return .bool(true)
            case ("??", .none): return evaluate(rightOperation, whole: whole, in: frame, expecting: operandHint)
            case ("??", _), ("as", _): return left
            case ("is", .unknown): return left
            case ("is", _):
                // `module is Feature`: a value of a helper type (a generic parameter's bound
                // value, an enum case) tested against that type or a protocol it conforms to.
                guard case .operand(let typeExpression) = rightOperation else { return unknown(whole, frame) }
                let type = Self.unqualified(typeExpression.trimmedDescription)
                let valueType: String
                switch left {
                case .enumCase(let name, _), .enumPayload(let name, _, _): valueType = name
                case .call(let call) where call.base == nil && helpers.types.contains(call.name): valueType = call.name
                case .string: valueType = "String"
                case .int: valueType = "Int"
                case .bool: valueType = "Bool"
                default: return unknown(whole, frame)
                }
                return .bool(Self.unqualified(valueType) == type || helpers.conforms(valueType, to: type))
            default: break
            }
            let right = evaluate(rightOperation, whole: whole, in: frame, expecting: operandHint)
            switch (text, left, right) {
            case ("+", _, _): return add(left, right, expression: whole, frame)
            case ("&&", .bool, .bool), ("||", .bool, .bool): return right
            case ("==", _, _): return equal(left, right).map(TuistValue.bool) ?? (left.firstUnknown ?? right.firstUnknown).map(TuistValue.unknown) ?? unknown(whole, frame)
            case ("!=", _, _): return equal(left, right).map { .bool(!$0) } ?? (left.firstUnknown ?? right.firstUnknown).map(TuistValue.unknown) ?? unknown(whole, frame)
            case (_, .unknown, _): return left
            case (_, _, .unknown): return right
            default: return unknown(whole, frame)
            }
        }
    }

    /// `+` of strings, integers or arrays. An unknown operand of an array sum becomes one
    /// unknown element, so the known part survives (`[app] + Environment.extraTargets`).
    private func add(_ left: TuistValue, _ right: TuistValue, expression: some SyntaxProtocol, _ frame: Frame) -> TuistValue {
        switch (left, right) {
        case (.string(let a), .string(let b)): .string(a + b)
        case (.int(let a), .int(let b)): .int(a + b)
        case (.array(let a), .array(let b)): .array(a + b)
        case (.array(let a), .unknown): .array(a + [right])
        case (.unknown, .array(let b)): .array([left] + b)
        case (.unknown, _): left
        case (_, .unknown): right
        default: unknown(expression, frame)
        }
    }

    /// `==` when both sides are known; enum cases compare by name.
    func equal(_ left: TuistValue, _ right: TuistValue) -> Bool? {
        func caseName(_ value: TuistValue) -> String? {
            switch value {
            case .enumCase(_, let name), .enumPayload(_, let name, _): name
            case .member(let member): member.name
            default: nil
            }
        }
        switch (left, right) {
        case (.enumPayload(_, let a, let left), .enumPayload(_, let b, let right)):
            guard a == b else { return false }
            guard left.count == right.count else { return nil }
            var all = true
            for (x, y) in zip(left, right) {
                guard let same = equal(x.value, y.value) else { return nil }
                all = all && same
            }
            return all
        case (.unknown, _), (_, .unknown): return nil
        case (.string(let a), .string(let b)): return a == b
        case (.int(let a), .int(let b)): return a == b
        case (.bool(let a), .bool(let b)): return a == b
        case (.none, .none): return true
        case (.none, _), (_, .none): return false
        default:
            if let a = caseName(left), let b = caseName(right) { return a == b }
            return nil
        }
    }

    private func unknown(_ node: some SyntaxProtocol, _ frame: Frame) -> TuistValue {
        .unknown(TuistUnknown(node: node, location: frame.file.location(of: node)))
    }
}

extension TokenKind {
    /// A name (`$0` too: a closure's anonymous parameter is assigned as a named one is).
    fileprivate var isIdentifier: Bool {
        switch self {
        case .identifier, .dollarIdentifier: true
        default: false
        }
    }

    fileprivate var isBinaryOperator: Bool {
        if case .binaryOperator = self { return true }
        return false
    }
}
