/// Shapes of Swift source that swift-syntax cannot parse in bounded time or stack, found by
/// one linear pass over the bytes (comments and string literals skipped) before a full parse:
/// - `[` nested more than 16 deep: the parser's lookahead tries an `InlineArray` type
///   (`[N of T]`) and then a collection at every `[`, so its time doubles with each level
///   (`let x = [[[[…1]]]]` 24 deep takes minutes);
/// - generic arguments (`A<A<A<…`) nested more than 64 deep: time grows with the square of
///   the depth, and 5,000 levels overflow the stack;
/// - `#if` nested more than 64 deep (3,000 levels overflow the stack);
/// - brackets of any kind nested more than 256 deep (swift-syntax's own limit for a full
///   parse: nothing deeper is read anyway);
/// - more than 100 statements in a row directly in a type's body (`register(…)` lines in a
///   class, outside any function: never valid Swift), or inside an open `(` or `[` (a
///   parameter list left open): swift-syntax's recovery looks ahead from each one for the
///   next declaration or parameter, so time grows with the square of the run (2,000 lines
///   take 5 s in a release build, 500 take 25 s in a debug one; found by the fuzzer).
/// Hand-written code is far from every limit. A file over one is read by the token pass
/// instead, with a note, and a manifest over one is not evaluated.
public enum SwiftParseHazard {
    public static let maximumSquareBracketDepth = 16
    /// Below the stack's limit, `[` nested more than 12 deep is still too slow: the lookahead
    /// doubles per level (16 levels 0.4 s, 20 levels 6.6 s in a debug build; found by the
    /// fuzzer, `Fixtures/fuzz/swift-at-brackets`). Said after the whole file is read, so a
    /// deeper hazard is named first.
    public static let slowSquareBracketDepth = 12
    public static let maximumGenericDepth = 64
    public static let maximumConditionDepth = 64
    public static let maximumBracketDepth = 256
    public static let maximumMemberStatements = 100

    /// The diagnostic code of a file read by the token pass for its nesting.
    public static let deeplyNested = "deeply-nested-file"

    /// What in `bytes` is nested too deep for a full parse (`"'[' nested 24 deep (more than
    /// 16)"`), or `nil` when nothing is.
    public static func find(in bytes: [UInt8]) -> String? {
        var square = 0, generic = 0, condition = 0, brackets = 0
        var deepestSquare = 0
        var index = 0
        let count = bytes.count
        var lineStart = true
        var members = MemberStatements()
        func byte(_ offset: Int) -> UInt8 { offset < count ? bytes[offset] : 0 }
        func isIdentifier(_ c: UInt8) -> Bool {
            (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z"))
                || (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")) || c == UInt8(ascii: "_") || c >= 0x80
        }
        while index < count {
            let c = bytes[index]
            switch c {
            case UInt8(ascii: "\n"):
                lineStart = true
                index += 1
                continue
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                index += 1
                continue
            case UInt8(ascii: "/") where byte(index + 1) == UInt8(ascii: "/"):
                while index < count && bytes[index] != UInt8(ascii: "\n") { index += 1 }
                continue
            case UInt8(ascii: "/") where byte(index + 1) == UInt8(ascii: "*"):
                var depth = 0
                repeat {
                    if byte(index) == UInt8(ascii: "/") && byte(index + 1) == UInt8(ascii: "*") { depth += 1; index += 2 }
                    else if byte(index) == UInt8(ascii: "*") && byte(index + 1) == UInt8(ascii: "/") { depth -= 1; index += 2 }
                    else { index += 1 }
                } while depth > 0 && index < count
                continue
            case UInt8(ascii: "\""):
                if byte(index + 1) == UInt8(ascii: "\"") && byte(index + 2) == UInt8(ascii: "\"") {
                    index += 3
                    while index < count && !(bytes[index] == UInt8(ascii: "\"") && byte(index + 1) == UInt8(ascii: "\"") && byte(index + 2) == UInt8(ascii: "\"")) {
                        index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                    }
                    index += 3
                } else {
                    index += 1
                    while index < count && bytes[index] != UInt8(ascii: "\"") && bytes[index] != UInt8(ascii: "\n") {
                        index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                    }
                    index += 1
                }
                lineStart = false
                members.punctuation(UInt8(ascii: "\""))
                continue
            case UInt8(ascii: "#") where lineStart:
                if byte(index + 1) == UInt8(ascii: "i") && byte(index + 2) == UInt8(ascii: "f") && !isIdentifier(byte(index + 3)) {
                    condition += 1
                    if condition > maximumConditionDepth { return "#if nested more than \(maximumConditionDepth) deep" }
                } else if Array(bytes[index..<min(count, index + 6)]) == Array("#endif".utf8) {
                    condition = max(0, condition - 1)
                }
            case UInt8(ascii: "["):
                square += 1
                deepestSquare = max(deepestSquare, square)
                brackets += 1
                members.open(brace: false)
                if square > maximumSquareBracketDepth { return "'[' nested more than \(maximumSquareBracketDepth) deep" }
            case UInt8(ascii: "]"):
                square = max(0, square - 1)
                brackets = max(0, brackets - 1)
                members.close(brace: false)
            case UInt8(ascii: "("), UInt8(ascii: "{"):
                brackets += 1
                if c == UInt8(ascii: "{") { generic = 0 }
                members.open(brace: c == UInt8(ascii: "{"))
            case UInt8(ascii: ")"), UInt8(ascii: "}"):
                brackets = max(0, brackets - 1)
                if c == UInt8(ascii: "}") { generic = 0 }
                members.close(brace: c == UInt8(ascii: "}"))
            case UInt8(ascii: ";"):
                generic = 0
                members.typeKeyword = false
            case UInt8(ascii: "=") where byte(index + 1) != UInt8(ascii: "=") && !(index > 0 && "=!<>".utf8.contains(bytes[index - 1])):
                members.typeKeyword = false
            case _ where isIdentifier(c) && !(c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")):
                var end = index + 1
                while end < count && isIdentifier(bytes[end]) { end += 1 }
                var next = end
                while next < count && (bytes[next] == UInt8(ascii: " ") || bytes[next] == UInt8(ascii: "\t")) { next += 1 }
                members.word(bytes[index..<end], lineStart: lineStart, next: byte(next))
                if members.longestRun > maximumMemberStatements {
                    return "more than \(maximumMemberStatements) statements in a row directly in a type's body or a bracket"
                }
                lineStart = false
                index = end
                continue
            case UInt8(ascii: "<") where index > 0 && isIdentifier(bytes[index - 1]):
                generic += 1
                if generic > maximumGenericDepth { return "generic arguments ('<') nested more than \(maximumGenericDepth) deep" }
            case UInt8(ascii: ">"):
                generic = max(0, generic - 1)
            default:
                break
            }
            if brackets > maximumBracketDepth { return "brackets nested more than \(maximumBracketDepth) deep" }
            if lineStart, c == UInt8(ascii: "@") { members.declarationLine() }
            lineStart = false
            members.punctuation(c)
            index += 1
        }
        if deepestSquare > slowSquareBracketDepth {
            return "'[' nested more than \(slowSquareBracketDepth) deep, which swift-syntax takes exponential time on"
        }
        return nil
    }
}

/// Runs of statement-like lines where Swift has no statements, for `SwiftParseHazard`: a line
/// directly in a type's body or inside an open `(` or `[` whose first word is not a
/// declaration keyword or modifier and is followed by `(`, `.`, `=` or `{`
/// (`router.register(…)`, `x = 1`, `run { … }`), and which does not continue the line before
/// (that one ending in `,`, `=`, `:`, an operator or an open bracket: `case a(Int),` then
/// `b(String)`; `foo(` then `bar(1),`). In a type's body a declaration line ends the run.
/// Lines in a function or closure body (a brace that is not a type's) are statements and
/// are not counted. A brace is a type's body when `class`, `struct`, `enum`, `protocol`,
/// `extension` or `actor` directly followed by a name came before it (not `class func`,
/// `actor.run {`, `f(actor: Actor) {`, `x.extension`, `import struct X.Y`).
struct MemberStatements {
    private enum Context {
        case typeBody, code, list
    }

    /// Each open bracket, innermost last, with the run of statement-like lines in it.
    private var contexts: [(kind: Context, run: Int)] = []
    /// A type keyword and its name were read; the next `{` opens the type's body.
    var typeKeyword = false
    private var expectTypeName = false
    private var afterImport = false
    /// The last byte that is not white space or a comment.
    private var last: UInt8 = 0
    private(set) var longestRun = 0

    /// Anything but a word: a type's name must come right after its keyword.
    mutating func punctuation(_ byte: UInt8) {
        last = byte
        expectTypeName = false
        afterImport = false
    }

    /// `{` (a brace) or `(`, `[`.
    mutating func open(brace: Bool) {
        contexts.append((brace ? (typeKeyword ? .typeBody : .code) : .list, 0))
        if brace {
            typeKeyword = false
            expectTypeName = false
        }
    }

    /// `}` (a brace) or `)`, `]`.
    mutating func close(brace: Bool) {
        _ = contexts.popLast()
        if brace { typeKeyword = false }
    }

    /// A line starting with an attribute: in a type's body, a declaration.
    mutating func declarationLine() {
        if let last = contexts.indices.last, contexts[last].kind == .typeBody { contexts[last].run = 0 }
    }

    mutating func word(_ word: ArraySlice<UInt8>, lineStart: Bool, next: UInt8) {
        let before = last
        last = word.last ?? last
        let afterImport = self.afterImport
        self.afterImport = word.elementsEqual("import".utf8)
        if before == UInt8(ascii: ".") {
            // A member (`x.extension`), not a keyword.
            expectTypeName = false
            return
        }
        if expectTypeName {
            expectTypeName = false
            typeKeyword = !Self.isMemberWord(word)
        }
        if !afterImport, Self.typeKeywords.contains(where: { $0.count == word.count && $0.elementsEqual(word) }) {
            // `class Name`: the name comes next (`class func` is a modifier).
            typeKeyword = false
            expectTypeName = next != UInt8(ascii: ".") && next != UInt8(ascii: "=") && next != UInt8(ascii: "(")
        }
        guard lineStart, let innermost = contexts.indices.last, contexts[innermost].kind != .code else { return }
        if Self.isMemberWord(word) {
            if contexts[innermost].kind == .typeBody { contexts[innermost].run = 0 }
        } else if !Self.continues(before), [UInt8(ascii: "("), UInt8(ascii: "."), UInt8(ascii: "="), UInt8(ascii: "{")].contains(next) {
            contexts[innermost].run += 1
            longestRun = max(longestRun, contexts[innermost].run)
        }
    }

    /// Whether a line after one ending in `byte` continues it.
    private static func continues(_ byte: UInt8) -> Bool {
        ",=:([.+-*/%&|^!?<>~@\\".utf8.contains(byte)
    }

    static let typeKeywords: [[UInt8]] = ["class", "struct", "enum", "protocol", "extension", "actor"].map { Array($0.utf8) }

    static func isMemberWord(_ word: ArraySlice<UInt8>) -> Bool { memberWords.contains(Array(word)) }

    /// Words that start a declaration in a type's body: keywords and modifiers.
    static let memberWords: Set<[UInt8]> = Set([
        "var", "let", "func", "class", "struct", "enum", "protocol", "extension", "actor", "typealias", "associatedtype",
        "init", "deinit", "subscript", "case", "import", "operator", "precedencegroup", "macro",
        "public", "private", "fileprivate", "internal", "package", "open", "static", "final", "override", "mutating",
        "nonmutating", "convenience", "required", "lazy", "weak", "unowned", "dynamic", "optional", "indirect",
        "prefix", "postfix", "infix", "nonisolated", "isolated", "distributed", "consuming", "borrowing", "async",
        "_const", "__consuming", "__owned", "__shared", "_compilerInitialized", "reasync", "where",
    ].map { Array($0.utf8) })
}
