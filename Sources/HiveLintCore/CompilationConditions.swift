/// What a target's build defines in every one of its configurations, to tell which `#if`
/// branches it never compiles: an import there is no dependency of the target (px-ios's
/// `#if PX_PRIVATE_POD` / `#else import MercadoPagoSDK`, with `PX_PRIVATE_POD` set for every
/// configuration; a SwiftPM target's `#if !SWIFT_PACKAGE` imports, which are the pod build's).
///
/// Only what is set everywhere counts (`DEBUG`, set in one configuration, is unknown), and a
/// name nothing defines is unknown too, not false: a header or the command line may define it.
/// So a condition is known false only when the build's own settings make it so.
public struct CompilationConditions: Sendable, Codable, Hashable {
    /// Swift's active compilation conditions (`SWIFT_ACTIVE_COMPILATION_CONDITIONS`, `-D` in
    /// `OTHER_SWIFT_FLAGS`, SwiftPM's `SWIFT_PACKAGE`), sorted.
    public var swift: [String]
    /// The C preprocessor's macros and their values (`GCC_PREPROCESSOR_DEFINITIONS`: `X=1`,
    /// `X` is `X=1`; SwiftPM's `SWIFT_PACKAGE=1`), as `NAME=VALUE`, sorted.
    public var preprocessor: [String]

    public init(swift: some Sequence<String> = [], preprocessor: some Sequence<String> = []) {
        self.swift = Array(Set(swift)).sorted()
        self.preprocessor = Array(Set(preprocessor.map { $0.contains("=") ? $0 : $0 + "=1" })).sorted()
    }

    /// SwiftPM's: `SWIFT_PACKAGE` for Swift and for C-family targets.
    public static let swiftPackage = CompilationConditions(swift: ["SWIFT_PACKAGE"], preprocessor: ["SWIFT_PACKAGE=1"])

    public var isEmpty: Bool { swift.isEmpty && preprocessor.isEmpty }

    /// What both builds define with the same value (a module several manifests declare
    /// compiles a branch when any of its builds does).
    public func common(with other: CompilationConditions) -> CompilationConditions {
        CompilationConditions(swift: Set(swift).intersection(other.swift), preprocessor: Set(preprocessor).intersection(other.preprocessor))
    }

    /// What all these builds define (none: nothing known).
    public static func common(_ builds: [CompilationConditions]) -> CompilationConditions {
        guard let first = builds.first else { return CompilationConditions() }
        return builds.dropFirst().reduce(first) { $0.common(with: $1) }
    }

    /// Whether `condition` (as the front ends record it: clauses joined with `&&`, an
    /// `#else` as `!(…)`) holds in a build with these definitions, for a file in `language`:
    /// `false` or `true` when the definitions decide it, `nil` when they do not.
    public func evaluate(_ condition: String, swift isSwift: Bool) -> Bool? {
        guard !isEmpty else { return nil }
        var parser = ConditionParser(tokens: ConditionParser.tokens(condition), conditions: self, swift: isSwift)
        let value = parser.or()
        return parser.atEnd ? value : nil
    }

    /// The value `name` is defined to for the preprocessor, if it is.
    func macroValue(_ name: String) -> String? {
        let prefix = name + "="
        return preprocessor.first { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
    }
}

/// A three-valued reading of `#if` conditions: `&&`, `||`, `!`, parentheses, names,
/// `defined(X)`, numbers; anything else (`os(iOS)`, `canImport(UIKit)`, `__has_include(…)`,
/// comparisons) is unknown.
private struct ConditionParser {
    enum Token: Equatable {
        case name(String)
        case number(Int)
        case symbol(String)
    }

    var tokens: [Token]
    var position = 0
    let conditions: CompilationConditions
    let swift: Bool

    init(tokens: [Token], conditions: CompilationConditions, swift: Bool) {
        self.tokens = tokens
        self.conditions = conditions
        self.swift = swift
    }

    var atEnd: Bool { position == tokens.count }

    static func tokens(_ text: String) -> [Token] {
        var tokens: [Token] = []
        let characters = Array(text.unicodeScalars)
        var index = 0
        func isNameStart(_ c: Unicode.Scalar) -> Bool { c == "_" || (c.isASCII && c.properties.isAlphabetic) }
        while index < characters.count {
            let c = characters[index]
            if c == " " || c == "\t" {
                index += 1
            } else if isNameStart(c) {
                var name = ""
                while index < characters.count, isNameStart(characters[index]) || ("0"..."9").contains(characters[index]) {
                    name.unicodeScalars.append(characters[index])
                    index += 1
                }
                tokens.append(.name(name))
            } else if ("0"..."9").contains(c) {
                var digits = ""
                while index < characters.count, ("0"..."9").contains(characters[index]) || characters[index].properties.isAlphabetic {
                    digits.unicodeScalars.append(characters[index])
                    index += 1
                }
                // `1`, `0`; a suffixed or hexadecimal number is a symbol nothing decides.
                tokens.append(Int(digits).map(Token.number) ?? .symbol(digits))
            } else {
                let two = index + 1 < characters.count ? String(c) + String(characters[index + 1]) : ""
                if ["&&", "||", "==", "!=", "<=", ">="].contains(two) {
                    tokens.append(.symbol(two))
                    index += 2
                } else {
                    tokens.append(.symbol(String(c)))
                    index += 1
                }
            }
        }
        return tokens
    }

    private var next: Token? { position < tokens.count ? tokens[position] : nil }

    mutating func or() -> Bool? {
        chain("||", decidedBy: true) { $0.and() }
    }

    mutating func and() -> Bool? {
        chain("&&", decidedBy: false) { $0.comparison() }
    }

    /// Operands joined by `symbol`, three-valued: `decisive` (true for `||`, false for `&&`) if
    /// any operand is, its opposite if all are, else unknown.
    private mutating func chain(_ symbol: String, decidedBy decisive: Bool, operand: (inout ConditionParser) -> Bool?) -> Bool? {
        var value = operand(&self)
        while next == .symbol(symbol) {
            position += 1
            let right = operand(&self)
            value = value == decisive || right == decisive ? decisive : value == !decisive && right == !decisive ? !decisive : nil
        }
        return value
    }

    /// A unary term, or a comparison of two (unknown: the values compared are not tracked).
    mutating func comparison() -> Bool? {
        let value = unary()
        guard let operation = next, [.symbol("=="), .symbol("!="), .symbol("<"), .symbol(">"), .symbol("<="), .symbol(">=")].contains(operation)
        else { return value }
        position += 1
        _ = unary()
        return nil
    }

    mutating func unary() -> Bool? {
        if next == .symbol("!") {
            position += 1
            return unary().map { !$0 }
        }
        return primary()
    }

    mutating func primary() -> Bool? {
        guard let token = next else { return nil }
        position += 1
        switch token {
        case .symbol("("):
            let value = or()
            guard next == .symbol(")") else { return nil }
            position += 1
            return value
        case .number(let number):
            return swift ? nil : number != 0
        case .name("defined") where !swift:
            // `defined(X)` or `defined X`.
            let parenthesised = next == .symbol("(")
            if parenthesised { position += 1 }
            guard case .name(let name) = next else { return nil }
            position += 1
            if parenthesised {
                guard next == .symbol(")") else { return nil }
                position += 1
            }
            return conditions.macroValue(name) != nil ? true : nil
        case .name(let name):
            // A function-like test (`os(iOS)`, `canImport(X)`, `__has_include(<X.h>)`): unknown,
            // its parentheses skipped.
            if next == .symbol("(") {
                var depth = 0
                while let inner = next {
                    position += 1
                    if inner == .symbol("(") { depth += 1 }
                    if inner == .symbol(")") {
                        depth -= 1
                        if depth == 0 { break }
                    }
                }
                return nil
            }
            if swift {
                if name == "true" { return true }
                if name == "false" { return false }
                return conditions.swift.contains(name) ? true : nil
            }
            // A macro the build defines: its value decides (`X=0` is false); an undefined one
            // may come from a header.
            guard let value = conditions.macroValue(name), let number = Int(value) else { return nil }
            return number != 0
        default:
            return nil
        }
    }
}
