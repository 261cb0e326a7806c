import HiveLintCore
import SwiftSyntax

/// What a Tuist manifest expression is worth when read statically (see `TuistEvaluator`).
///
/// ProjectDescription API calls (`Project(…)`, `.target(name: …)`, `.glob(…)`) are kept as
/// data (`call`) for `TuistDiscoverer` to read; whatever cannot be known without running
/// the manifest is `unknown`, carrying the expression text and where it is, so the
/// discoverer can say exactly what it skipped.
indirect enum TuistValue: Hashable {
    case string(String)
    case bool(Bool)
    case int(Int)
    /// An array; its elements may be `unknown` (`[app] + Environment.extraTargets`).
    case array([TuistValue])
    /// A call kept as data: a ProjectDescription function or initializer, or a helper
    /// struct's value (its memberwise initializer's arguments, or the members the initializer
    /// the helpers declare set, by name).
    case call(TuistCall)
    /// `.app`, `Product.staticFramework`, `.home`: a member no helper declares (an enum case
    /// of ProjectDescription, or of a helper enum whose type is not known yet).
    case member(TuistMember)
    /// A case of an enum declared in the helpers.
    case enumCase(type: String, name: String)
    /// A case with associated values of an enum declared in the helpers
    /// (`ModulePaths.feature(.home)`), with its values.
    case enumPayload(type: String, name: String, payload: [TuistArgument])
    /// A tuple (`(Data: "MorningBearData", UI: "MorningBearUI")`): its elements with their
    /// labels, read by label or position.
    case tuple([TuistArgument])
    /// A dictionary (`[.app: [.feature(.root)], .data: [.domain]]`): its entries in the order
    /// written, read by a key that compares equal.
    case dictionary([TuistEntry])
    /// A type name (`Project`, a helper enum), the base of a static member.
    case type(String)
    /// `nil`, or the result of a function that returns nothing.
    case none
    case unknown(TuistUnknown)

    /// The first unknown value inside (arrays are searched too).
    var firstUnknown: TuistUnknown? {
        switch self {
        case .unknown(let unknown): unknown
        case .array(let elements): elements.lazy.compactMap(\.firstUnknown).first
        case .tuple(let elements): elements.lazy.compactMap(\.value.firstUnknown).first
        case .enumPayload(_, _, let payload): payload.lazy.compactMap(\.value.firstUnknown).first
        case .dictionary(let entries): entries.lazy.compactMap { $0.key.firstUnknown ?? $0.value.firstUnknown }.first
        default: nil
        }
    }

    var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The elements of nested arrays, in order (a single value is an array of one).
    var flattened: [TuistValue] {
        switch self {
        case .array(let elements): elements.flatMap(\.flattened)
        case .none: []
        default: [self]
        }
    }
}

/// One argument of a `TuistCall`.
struct TuistArgument: Hashable {
    var label: String?
    var value: TuistValue
}

/// One entry of a `TuistValue.dictionary`.
struct TuistEntry: Hashable {
    var key: TuistValue
    var value: TuistValue
}

/// A call kept as data: `base.name(arguments)` (`base` is `nil` for `.target(…)` and for
/// `Project(…)`, whose `name` is the type).
struct TuistCall: Hashable {
    var base: String?
    var name: String
    var arguments: [TuistArgument]
    /// The call as written, and where.
    var node: Syntax
    var location: HiveLintCore.SourceLocation
    /// Where the manifest wrote the expression that gave it, when a helper wrote the call
    /// (`.Features.cart` for the `.project(target: "CartFeature", …)` a helper constant holds):
    /// where findings about it point.
    var site: HiveLintCore.SourceLocation?

    /// The call as written, on one line and shortened (made only when reported).
    var text: String { TuistSourceFile.text(of: node) }

    /// The value of the argument labelled `label` (`nil`: the first unlabelled one).
    func argument(_ label: String?) -> TuistValue? {
        arguments.first { $0.label == label }?.value
    }

    /// Whether this is `name(…)`, `.name(…)` or `Type.name(…)` for one of `bases`.
    func isCall(_ name: String, bases: Set<String>) -> Bool {
        self.name == name && (base == nil || bases.contains(base ?? ""))
    }
}

/// `.name` or `Type.name` that no helper declares.
struct TuistMember: Hashable {
    var type: String?
    var name: String
    var location: HiveLintCore.SourceLocation
}

/// An expression hive-lint cannot evaluate without running the manifest.
struct TuistUnknown: Hashable {
    /// The expression (its text is made only when reported), or a description.
    private var node: Syntax?
    private var description: String?
    var location: HiveLintCore.SourceLocation

    init(text: String, location: HiveLintCore.SourceLocation) {
        description = text
        self.location = location
    }

    init(node: some SyntaxProtocol, location: HiveLintCore.SourceLocation) {
        self.node = Syntax(node)
        self.location = location
    }

    var text: String { description ?? node.map(TuistSourceFile.text(of:)) ?? "" }
}

/// A parsed Swift file of a Tuist project: a manifest or a helper.
final class TuistSourceFile {
    let path: String
    let tree: SourceFileSyntax
    let converter: SourceLocationConverter

    init(path: String, tree: SourceFileSyntax) {
        self.path = path
        self.tree = tree
        converter = SourceLocationConverter(fileName: path, tree: tree)
    }

    /// Where `node` starts, 1-based.
    func location(of node: some SyntaxProtocol) -> HiveLintCore.SourceLocation {
        let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        return HiveLintCore.SourceLocation(file: path, line: location.line, column: location.column)
    }

    /// `node` as one short line: comments dropped, whitespace runs made one space, at most
    /// 100 characters.
    static func text(of node: some SyntaxProtocol) -> String {
        text(of: node.tokens(viewMode: .sourceAccurate))
    }

    /// Tokens as one short line (see `text(of:)`).
    static func text(of tokens: some Sequence<TokenSyntax>) -> String {
        var result = ""
        var pendingSpace = false
        for token in tokens {
            let text = token.text
            if pendingSpace || token.leadingTrivia.contains(where: \.isWhitespaceOrComment) {
                let last = result.last ?? " "
                // `foo\n    .bar()` is one chain; `, .target` keeps its space.
                let chained = text == "." && (last.isLetter || last.isNumber || last == "_" || last == ")" || last == "]")
                let closing = text == ")" || text == "]" || text == ","
                if !result.isEmpty, last != "(", last != "[", !closing, !chained { result += " " }
            }
            if text == ")" || text == "]", result.hasSuffix(",") { result.removeLast() }
            result += text
            pendingSpace = token.trailingTrivia.contains(where: \.isWhitespaceOrComment)
        }
        if result.count > 100 { result = String(result.prefix(99)) + "…" }
        return result
    }
}

extension TriviaPiece {
    fileprivate var isWhitespaceOrComment: Bool {
        switch self {
        case .spaces, .tabs, .newlines, .carriageReturns, .carriageReturnLineFeeds, .lineComment, .blockComment,
             .docLineComment, .docBlockComment:
            true
        default:
            false
        }
    }
}
