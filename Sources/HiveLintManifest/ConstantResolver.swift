import HiveLintCore

/// Follows names to the strings they stand for, across files and modules: Objective-C
/// `NSString *const` constants, `#define`s (function-like ones with their arguments), Swift
/// `static let`s and enum raw values, and formats or concatenations of them. What cannot be
/// known is `dynamic`, with the expression.
public struct ConstantResolver: Sendable {
    /// Definitions by name, each with the module that defines it.
    private let definitions: [String: [(constant: ConstantEvent, module: String?)]]

    public init(facts: [FileFacts], owner: (String) -> String?) {
        var definitions: [String: [(constant: ConstantEvent, module: String?)]] = [:]
        for file in facts where !file.constants.isEmpty {
            let module = owner(file.path)
            for constant in file.constants { definitions[constant.name, default: []].append((constant, module)) }
        }
        self.definitions = definitions
    }

    /// The result of resolving an expression.
    public struct Resolved: Sendable, Hashable {
        /// The string, with `*` for pieces known only at run time; `nil` when dynamic.
        public var value: String?
        public var resolution: Resolution
        /// The expression as written (a constant's name, a format).
        public var written: String
    }

    /// Whether a constant by this name exists.
    public func isConstant(_ name: String) -> Bool {
        definitions[Self.stripRawValue(name)]?.contains { $0.constant.parameters == nil } ?? false
    }

    /// Resolves `expression`, written in a file of module `module` (a constant defined in the
    /// same module wins when several modules define one name).
    public func resolve(_ expression: ValueExpression, in module: String?) -> Resolved {
        let written = Self.written(expression)
        guard let (value, resolution) = evaluate(expression, module: module, depth: 0) else {
            return Resolved(value: nil, resolution: .dynamic, written: written)
        }
        // A key with no literal part (`*`, `*?*=*` from `BFStr(@"%@?%@=%@", a, b, c)`) names
        // nothing that can be checked: it is dynamic.
        if !value.contains(where: { $0.isLetter || $0.isNumber }) { return Resolved(value: nil, resolution: .dynamic, written: written) }
        return Resolved(value: value, resolution: resolution, written: written)
    }

    /// How the expression reads in the manifest: a literal's text, a name, else the expression.
    static func written(_ expression: ValueExpression) -> String {
        switch expression {
        case .string(let value): value
        case .name(let name): name
        default: expression.text
        }
    }

    private static func stripRawValue(_ name: String) -> String {
        name.hasSuffix(".rawValue") ? String(name.dropLast(".rawValue".count)) : name
    }

    private func evaluate(_ expression: ValueExpression, module: String?, depth: Int) -> (String, Resolution)? {
        guard depth < 12 else { return nil }
        switch expression {
        case .string(let value):
            return (value, .literal)
        case .name(let raw):
            return agreed(definitions[Self.stripRawValue(raw)]?.filter { $0.constant.parameters == nil }, module: module) { candidate in
                evaluate(candidate.constant.value, module: candidate.module, depth: depth + 1)
                    .map { ($0.0, candidate.constant.form == .define ? .define : .constant) }
            }
        case .format(let parts):
            guard let format = parts.first, let (pattern, _) = evaluate(format, module: module, depth: depth + 1) else { return nil }
            let arguments = parts.dropFirst().map { evaluate($0, module: module, depth: depth + 1)?.0 ?? "*" }
            return (Self.substitute(pattern, arguments), .format)
        case .macroCall(let name, let arguments, _):
            // `ROUTE(@"detail")` with `#define ROUTE(x) …`: the definition's value with each
            // parameter replaced by its argument.
            return agreed(definitions[name]?.filter { $0.constant.parameters?.count == arguments.count }, module: module) { candidate in
                let parameters = Dictionary(zip(candidate.constant.parameters ?? [], arguments), uniquingKeysWith: { first, _ in first })
                return evaluate(Self.substituting(parameters, in: candidate.constant.value), module: candidate.module, depth: depth + 1)
                    .map { ($0.0, .define) }
            }
        case .concat(let parts):
            let pieces = parts.map { evaluate($0, module: module, depth: depth + 1) }
            guard pieces.contains(where: { $0 != nil }) else { return nil }
            let value = pieces.map { $0?.0 ?? "*" }.joined()
            let allLiteral = pieces.allSatisfy { $0?.1 == .literal }
            return (value, allLiteral ? .literal : .format)
        default:
            return nil
        }
    }

    /// The value of the definitions a name may mean: those of `module` when it has some, else
    /// all of them; `nil` when none has a value or they disagree. The first one's resolution.
    private func agreed(
        _ candidates: [(constant: ConstantEvent, module: String?)]?, module: String?,
        _ value: ((constant: ConstantEvent, module: String?)) -> (String, Resolution)?
    ) -> (String, Resolution)? {
        guard let candidates, !candidates.isEmpty else { return nil }
        let local = candidates.filter { $0.module == module }
        let values = (local.isEmpty ? candidates : local).compactMap(value)
        guard let first = values.first, values.allSatisfy({ $0.0 == first.0 }) else { return nil }
        return first
    }

    /// A macro's value with its parameters (`.name`s) replaced by the arguments given.
    static func substituting(_ parameters: [String: ValueExpression], in value: ValueExpression) -> ValueExpression {
        switch value {
        case .name(let name): parameters[name] ?? value
        case .format(let parts): .format(parts.map { substituting(parameters, in: $0) })
        case .concat(let parts): .concat(parts.map { substituting(parameters, in: $0) })
        case .macroCall(let name, let arguments, let written): .macroCall(name, arguments.map { substituting(parameters, in: $0) }, written: written)
        default: value
        }
    }

    /// `printf`-style substitution of `%@`, `%d`, `%ld`, `%lu`, `%s`, `%i`, `%zd`, `%f`, `%%`.
    public static func substitute(_ format: String, _ arguments: [String]) -> String {
        var result = ""
        var index = 0
        var characters = format[...]
        while let first = characters.first {
            characters = characters.dropFirst()
            guard first == "%" else { result.append(first); continue }
            if characters.first == "%" {
                result.append("%")
                characters = characters.dropFirst()
                continue
            }
            // Flags, width, length modifiers, then the conversion.
            let spec = characters.prefix { "0123456789.-+ #lhqzjt".contains($0) }
            characters = characters.dropFirst(spec.count)
            guard characters.first != nil else { break }
            characters = characters.dropFirst()
            result += index < arguments.count ? arguments[index] : "*"
            index += 1
        }
        return result
    }
}
