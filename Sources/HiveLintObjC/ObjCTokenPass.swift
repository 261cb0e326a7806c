import HiveLintCore

/// The cheap read of an Objective-C file too large for libclang (`ParseBudget`): clang's
/// Objective-C semantic analysis is quadratic in the methods of one `@implementation`, so a
/// generated 7 MB file of 200,000 methods takes minutes. Everything here comes from
/// `ObjCLexer` tokens and the file's lines, in one linear pass:
/// - imports: `#import`/`#include` lines, `@import X;`, top-level `@class A, B;`; lines of dead
///   `#if 0` blocks are left out and the others carry their `#if` condition, as in a full parse;
/// - declarations (headers): `@interface`, `@protocol`, `#define`, `NS_ENUM`/`NS_OPTIONS`
///   types, `extern` constants and functions;
/// - references that come from tokens in a full parse too: `NSClassFromString(@"X")`,
///   `NSProtocolFromString(@"X")`, `@protocol(P)`;
/// - framework facts (the same `ObjCFrameworkScanner` as a full parse).
/// Not read: symbol uses libclang resolves (types, messages, macros in code), so a dependency
/// made only through those in this file is not seen; the `large-file` note says so.
public enum ObjCTokenPass {
    static let enumMacros: Set<String> = ["NS_ENUM", "NS_OPTIONS", "NS_CLOSED_ENUM", "NS_ERROR_ENUM", "NS_TYPED_ENUM", "NS_TYPED_EXTENSIBLE_ENUM"]
    /// Words that are never a declared name.
    static let notNames: Set<String> = ["__attribute__", "NS_SWIFT_NAME", "NS_REFINED_FOR_SWIFT", "API_AVAILABLE", "NS_AVAILABLE_IOS", "typedef", "const", "void"]
    /// `NS_SWIFT_NAME`, `API_AVAILABLE`, `ZIK_EXTERN`: capitals and an underscore.
    static func isMacroName(_ name: String) -> Bool {
        name.contains("_") && name.utf8.allSatisfy { ($0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z")) || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || $0 == UInt8(ascii: "_") }
    }

    /// Words between a variable's type and its name.
    static let qualifiers: Set<String> = ["const", "_Nonnull", "_Nullable", "__nonnull", "__nullable", "nonnull", "nullable", "__kindof", "volatile", "__strong", "__weak", "__unsafe_unretained", "__autoreleasing", "_Null_unspecified"]

    public static func facts(
        path: String, contents: [UInt8], language: Language, bodies: Bool, vocabulary: CallVocabulary
    ) -> FileFacts {
        var facts = FileFacts(path: path, language: language)
        let lines = LineTable(contents)
        let conditions = PreprocessorConditions(contents, lines: lines)
        var tokens = ObjCLexer.tokens(contents, dropping: conditions)
        func line(_ token: ObjCToken) -> Int { lines.location(ofOffset: token.offset).line }
        var imports: [ImportEvent] = []
        for line in Set(tokens.lazy.filter { $0.directive != 0 && $0.is("#") }.map(line)).sorted() {
            if let include = ObjCFrontEnd.includeDirective(lines.text(ofLine: line, in: contents), line: line, path: path) {
                imports.append(include)
            }
        }
        var declarations: [DeclarationEvent] = []
        var references: [ReferenceEvent] = []
        var seenProtocols = Set<String>()
        func location(_ token: ObjCToken) -> SourceLocation { lines.location(ofOffset: token.offset, in: path) }
        func declare(_ kind: DeclarationKind, _ token: ObjCToken, detail: String? = nil) {
            guard language == .objcHeader, token.kind == .identifier, !Self.notNames.contains(token.text) else { return }
            declarations.append(DeclarationEvent(kind: kind, name: token.text, location: location(token), detail: detail))
        }
        // Top-level C declarations are read a statement at a time: its tokens up to `;` (or a
        // body's `{`), outside braces and outside `@interface … @end`.
        var depth = 0
        var inContainer = false
        var head: [ObjCToken] = []
        // A `typedef struct {…} Name;` or `typedef NS_ENUM(…) {…};` waits for its name after
        // the braces.
        var typedefBody = false
        var variableAfterBody = false
        var i = 0
        while i < tokens.count {
            let token = tokens[i]
            defer { i += 1 }
            func next(_ offset: Int) -> ObjCToken? { i + offset < tokens.count ? tokens[i + offset] : nil }
            if token.directive != 0 {
                // `#define NAME …`: the macro as written, continuation lines included.
                if token.is("#"), next(1)?.text == "define", let name = next(2), name.directive == token.directive {
                    var last = i + 2
                    while last + 1 < tokens.count, tokens[last + 1].directive == token.directive { last += 1 }
                    let text = (line(token)...line(tokens[last])).map { lines.raw(line: $0, in: contents) }.joined(separator: "\n")
                    declare(.macro, name, detail: text)
                }
                continue
            }
            switch token.kind {
            case .punctuation where token.text == "{" && depth == 0 && head.count == 2 && head[0].text == "extern" && head[1].kind == .string:
                // `extern "C" {` (under `#ifdef __cplusplus`): what it wraps is still top level,
                // and its `}` finds the depth at 0.
                head.removeAll()
            case .punctuation where token.text == "{":
                if depth == 0, !inContainer {
                    if head.contains(where: { $0.text == "typedef" }) || Self.enumMacros.contains(head.first?.text ?? "") {
                        typedefBody = true
                        declareTypes(in: head, bodyFollows: true)
                    } else if let tag = head.firstIndex(where: { ["struct", "enum", "union"].contains($0.text) }) {
                        // `extern const struct Keys {…} Keys;`: a type, and a variable after the body.
                        if tag + 1 < head.count { declare(.type, head[tag + 1]) }
                        variableAfterBody = true
                    } else {
                        declareStatement(head, bodyFollows: true)
                    }
                    head.removeAll()
                }
                depth += 1
            case .punctuation where token.text == "}":
                depth = max(0, depth - 1)
            case .punctuation where token.text == "@":
                guard let word = next(1) else { break }
                switch word.text {
                case "import":
                    if let module = next(2), module.kind == .identifier {
                        imports.append(ImportEvent(
                            form: .moduleImport, target: module.text, text: lines.text(ofLine: line(token), in: contents), location: location(token)))
                    }
                    while i + 1 < tokens.count, !tokens[i].is(";") { i += 1 }
                    head.removeAll()
                case "class" where depth == 0 && !inContainer:
                    var k = i + 2
                    while k < tokens.count, !tokens[k].is(";") {
                        if tokens[k].kind == .identifier {
                            imports.append(ImportEvent(
                                form: .forwardClass, target: tokens[k].text, text: "@class \(tokens[k].text);", location: location(tokens[k])))
                        }
                        k += 1
                    }
                    i = k
                    head.removeAll()
                case "interface" where depth == 0:
                    // Not a category or an extension: `@interface X (Name)`, `@interface X<T> ()`.
                    var after = i + 3
                    if after < tokens.count, tokens[after].is("<") {
                        var angle = 0
                        while after < tokens.count {
                            if tokens[after].is("<") { angle += 1 } else if tokens[after].is(">") { angle -= 1 }
                            after += 1
                            if angle == 0 { break }
                        }
                    }
                    if let name = next(2), !(after < tokens.count && tokens[after].is("(")) { declare(.objcClass, name) }
                    inContainer = true
                    head.removeAll()
                case "implementation" where depth == 0:
                    inContainer = true
                    head.removeAll()
                case "end":
                    inContainer = false
                    head.removeAll()
                    i += 1
                case "protocol":
                    if let open = next(2), open.is("("), let name = next(3), name.kind == .identifier, next(4)?.is(")") == true {
                        if seenProtocols.insert(name.text).inserted {
                            references.append(ReferenceEvent(kind: .protocolExpression, name: name.text, location: location(token)))
                        }
                        i += 4
                        if depth == 0, !inContainer { head.append(contentsOf: tokens[(i - 4)...i]) }
                    } else if depth == 0, let name = next(2), let after = next(3) {
                        // `@protocol P;` (or `P, Q;`) only names it; `@protocol P <Q>` declares it.
                        if !after.is(";"), !after.is(",") {
                            declare(.objcProtocol, name)
                            inContainer = true
                        } else {
                            var k = i + 2
                            while k < tokens.count, !tokens[k].is(";") {
                                if tokens[k].kind == .identifier, !inContainer {
                                    imports.append(ImportEvent(
                                        form: .forwardProtocol, target: tokens[k].text, text: "@protocol \(tokens[k].text);", location: location(tokens[k])))
                                }
                                k += 1
                            }
                            i = min(k, tokens.count - 1)
                        }
                        head.removeAll()
                    }
                default:
                    if depth == 0, !inContainer { head.append(token) }
                }
            case .identifier where token.text == "NSClassFromString" || token.text == "NSProtocolFromString":
                if next(1)?.is("(") == true, next(2)?.is("@") == true, let literal = next(3), literal.kind == .string, !literal.text.isEmpty {
                    references.append(ReferenceEvent(kind: .string, name: literal.text, location: location(tokens[i + 2])))
                }
                if depth == 0, !inContainer { head.append(token) }
            case .punctuation where token.text == ";" && depth == 0:
                if !inContainer {
                    if typedefBody || variableAfterBody {
                        // `} Name;` after a typedef's (or a struct variable's) braces.
                        if let name = head.last(where: { $0.kind == .identifier }) { declare(typedefBody ? .type : .constant, name) }
                    } else if head.contains(where: { $0.text == "typedef" }) || Self.enumMacros.contains(head.first?.text ?? "") {
                        declareTypes(in: head, bodyFollows: false)
                    } else {
                        declareStatement(head, bodyFollows: false)
                    }
                }
                typedefBody = false
                variableAfterBody = false
                head.removeAll()
            default:
                if depth == 0, !inContainer { head.append(token) }
            }
        }

        /// `typedef … Name;`, `typedef void (^Name)(…);`, `typedef struct Tag {…} Name;`,
        /// `typedef NS_ENUM(NSInteger, Name) {…};`: the types the statement declares.
        func declareTypes(in head: [ObjCToken], bodyFollows: Bool) {
            let start = head.firstIndex { $0.text == "typedef" } ?? 0
            let statement = Array(head[start...])
            if let macro = statement.firstIndex(where: { Self.enumMacros.contains($0.text) }),
               macro + 4 < statement.count, statement[macro + 1].is("("), statement[macro + 3].is(",") {
                declare(.type, statement[macro + 4])
                return
            }
            // `struct Tag` / `enum Tag` names a type too.
            if let tag = statement.firstIndex(where: { $0.text == "struct" || $0.text == "enum" }), tag + 1 < statement.count {
                declare(.type, statement[tag + 1])
            }
            if bodyFollows { return }
            // A block or function pointer: the name inside the first parentheses.
            if let open = statement.firstIndex(where: { $0.is("(") }), open + 2 < statement.count,
               statement[open + 1].is("^") || statement[open + 1].is("*") {
                declare(.type, statement[open + 2])
                return
            }
            // `typedef NSString *Name NS_EXTENSIBLE_STRING_ENUM;`: the last name that is not a macro.
            if let name = statement.last(where: { $0.kind == .identifier && !Self.isMacroName($0.text) }), statement.count > 2 { declare(.type, name) }
        }

        /// A top-level function (declared or defined) or variable.
        func declareStatement(_ head: [ObjCToken], bodyFollows: Bool) {
            guard let first = head.first, first.kind == .identifier else { return }
            if let open = head.firstIndex(where: { $0.is("(") }) {
                // `NSString *GDSPriceString(NSInteger cents)`: the name before the parameters;
                // `__attribute__((…))` and macros with arguments before it are not functions.
                guard open > 0, head[open - 1].kind == .identifier, !Self.notNames.contains(head[open - 1].text),
                      !head[..<open].contains(where: { $0.is("=") }) else {
                    if let equals = head.firstIndex(where: { $0.is("=") }), equals > 0 { declareVariable(head[..<equals]) }
                    return
                }
                if head[..<open].filter({ $0.kind == .identifier }).count >= 2 || bodyFollows { declare(.function, head[open - 1]) }
                return
            }
            guard !bodyFollows else { return }
            if let equals = head.firstIndex(where: { $0.is("=") }) {
                declareVariable(head[..<equals])
            } else {
                declareVariable(head[...])
            }
        }

        /// `static NSString *const kRoute` (before `=` or `;`): the last name, when a type
        /// comes before it.
        func declareVariable(_ tokens: ArraySlice<ObjCToken>) {
            let names = tokens.filter { $0.kind == .identifier && !Self.qualifiers.contains($0.text) }
            guard names.count >= 2, let name = names.last else { return }
            declare(.constant, name)
        }

        facts.imports = conditions.live(imports)
        // One declaration of each kind and name, as a full parse keeps: the first, but the last
        // of a macro defined in several `#if` branches (`#ifdef DEBUG … #else …`: the full
        // parse, with no configuration defined, sees the last).
        var declared = Set<String>()
        let macrosLastFirst = declarations.filter { $0.kind == .macro }.reversed() + declarations.filter { $0.kind != .macro }
        facts.declarations = macrosLastFirst.filter { declared.insert($0.kind.rawValue + " " + $0.name).inserted }.sorted()
        facts.references = references.sorted()
        if bodies {
            // The scanner is given the only reference to the tokens, and lets them go before
            // it sorts what it found: a generated file has millions.
            ObjCFrameworkScanner(liveTokens: Self.take(&tokens), lines: lines, path: path, vocabulary: vocabulary, conditions: conditions).record(into: &facts)
        }
        return facts
    }

    private static func take(_ tokens: inout [ObjCToken]) -> [ObjCToken] {
        defer { tokens = [] }
        return tokens
    }
}
