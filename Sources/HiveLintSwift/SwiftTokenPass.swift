import Foundation
import HiveLintCore

/// The cheap read of a Swift file too large for swift-syntax (`ParseBudget`): a syntax tree
/// of a generated 10 MB file takes about 1 GB. One linear pass over the bytes, comments and
/// string literals skipped, finds what sits at the top level (outside every brace):
/// - imports (`import X`, `@testable import X`, `@_exported import struct X.Y`);
/// - declarations: classes, structs, enums, actors, protocols, typealiases, functions, `let` and
///   `var` (not `private`/`fileprivate` ones), public when marked `public`, `open` or `package`.
/// Not read: the uses of other modules' symbols and framework calls, so a dependency made
/// only through those in this file is not seen; `#if` conditions are not recorded. The
/// `large-file` note says so.
public enum SwiftTokenPass {
    public static func facts(path: String, contents bytes: [UInt8]) -> FileFacts {
        var facts = FileFacts(path: path, language: .swift)
        let lines = LineTable(bytes)
        var imports: [ImportEvent] = []
        var declarations: [DeclarationEvent] = []
        var seen = Set<String>()
        var depth = 0
        // The words of the declaration being read at the top level, since the last boundary.
        var words: [(text: String, offset: Int)] = []
        var statementStart: Int?
        var attributeStart: Int?
        let n = bytes.count
        var i = 0

        // Where `import` is in `words`, kept as they grow: searching them at every word was
        // quadratic on a statement that never ends (thousands of `@interface X` lines; found by
        // the fuzzer).
        var importWord: Int?
        func resetStatement() {
            words.removeAll()
            attributeStart = nil
            importWord = nil
        }
        func location(_ offset: Int) -> SourceLocation { lines.location(ofOffset: offset, in: path) }
        func finishWord(_ text: String, at offset: Int) {
            guard depth == 0 else { return }
            // `import` starts a statement unless attributes and modifiers come before it.
            if text == "import", !words.allSatisfy({ Self.importModifiers.contains($0.text) }) { resetStatement() }
            if words.isEmpty {
                statementStart = attributeStart ?? offset
                attributeStart = nil
            }
            words.append((text, offset))
            if importWord == nil, text == "import" { importWord = words.count - 1 }
            if let importWord {
                // `import X`, `import struct X.Y`: the first word after `import` and its kind.
                guard let module = words[(importWord + 1)...].first(where: { !Self.importKinds.contains($0.text) }) else { return }
                defer { resetStatement() }
                let start = statementStart ?? words[importWord].offset
                imports.append(ImportEvent(
                    form: .swiftImport, target: module.text, text: Self.statementText(bytes, from: start),
                    location: location(start)))
            } else if let previous = words.dropLast().last, let kind = Self.declarationKinds[previous.text],
                      Self.declarationKinds[text] == nil, !Self.keywords.contains(text) {
                defer { resetStatement() }
                let modifiers = Set(words.dropLast().map(\.text))
                guard modifiers.isDisjoint(with: ["private", "fileprivate"]), seen.insert(kind.rawValue + " " + text).inserted else { return }
                let isPublic = !modifiers.isDisjoint(with: ["public", "open", "package"])
                declarations.append(DeclarationEvent(kind: kind, name: text, location: location(offset), isPublic: isPublic))
            }
        }

        while i < n {
            let byte = bytes[i]
            switch byte {
            case UInt8(ascii: "/") where i + 1 < n && bytes[i + 1] == UInt8(ascii: "/"):
                while i < n, bytes[i] != UInt8(ascii: "\n"), bytes[i] != UInt8(ascii: "\r") { i += 1 }
            case UInt8(ascii: "/") where i + 1 < n && bytes[i + 1] == UInt8(ascii: "*"):
                // Block comments nest in Swift.
                var nesting = 0
                while i < n {
                    if bytes[i] == UInt8(ascii: "/"), i + 1 < n, bytes[i + 1] == UInt8(ascii: "*") { nesting += 1; i += 2; continue }
                    if bytes[i] == UInt8(ascii: "*"), i + 1 < n, bytes[i + 1] == UInt8(ascii: "/") {
                        nesting -= 1
                        i += 2
                        if nesting == 0 { break }
                        continue
                    }
                    i += 1
                }
            case UInt8(ascii: "#") where i + 1 < n && (bytes[i + 1] == UInt8(ascii: "\"") || bytes[i + 1] == UInt8(ascii: "#")):
                // A raw string: `#"…"#`, `##"…"##`.
                var hashes = 0
                while i < n, bytes[i] == UInt8(ascii: "#") { hashes += 1; i += 1 }
                if i < n, bytes[i] == UInt8(ascii: "\"") { i = Self.skipString(bytes, from: i, hashes: hashes) }
                resetStatement()
            case UInt8(ascii: "#"):
                // `#if …`, `#elseif …`, `#else`, `#endif`: the line is a condition and ends what was
                // being read. Other `#` words (`#file`, `#selector(…)`, `#warning(…)`) are
                // expressions: only the `#` is skipped.
                var end = i + 1
                while end < n, Self.isIdentifierPart(bytes[end]) { end += 1 }
                let word = String(decoding: bytes[(i + 1)..<end], as: UTF8.self)
                if ["if", "elseif", "else", "endif"].contains(word) {
                    i = end
                    while i < n, bytes[i] != UInt8(ascii: "\n"), bytes[i] != UInt8(ascii: "\r") { i += 1 }
                    resetStatement()
                } else {
                    if word == "externalMacro", let module = Self.externalMacroModule(bytes, after: end) {
                        // `#externalMacro(module: "X", type: "Y")` makes X a dependency, as in a full parse.
                        imports.append(ImportEvent(
                            form: .swiftImport, target: module, text: "#externalMacro(module: \"\(module)\")", location: location(i)))
                    }
                    i = end
                }
            case UInt8(ascii: "\""):
                i = Self.skipString(bytes, from: i, hashes: 0)
                resetStatement()
                continue
            case UInt8(ascii: "{"):
                depth += 1
                resetStatement()
                i += 1
            case UInt8(ascii: "}"):
                depth = max(0, depth - 1)
                resetStatement()
                i += 1
            case UInt8(ascii: ";"), UInt8(ascii: "="), UInt8(ascii: "("), UInt8(ascii: ":"), UInt8(ascii: "<"):
                // A declaration's name comes before these; what follows is not a new one.
                if depth == 0 { resetStatement() }
                i += 1
            case UInt8(ascii: "@"):
                // An attribute starts the statement (`@testable import X`).
                if depth == 0, words.isEmpty { attributeStart = attributeStart ?? i }
                i += 1
            case UInt8(ascii: "`"):
                i += 1
            case UInt8(ascii: "."):
                // A member (`Foundation.URL`, `.shared`) is not a word of a declaration.
                i += 1
                while i < n, Self.isIdentifierPart(bytes[i]) { i += 1 }
            default:
                if Self.isIdentifierStart(byte) {
                    let start = i
                    while i < n, Self.isIdentifierPart(bytes[i]) { i += 1 }
                    finishWord(String(decoding: bytes[start..<i], as: UTF8.self), at: start)
                    continue
                }
                i += 1
            }
        }
        facts.imports = imports.sorted()
        facts.declarations = declarations.sorted()
        return facts
    }

    static let declarationKinds: [String: DeclarationKind] = [
        "class": .swiftType, "struct": .swiftType, "enum": .swiftType, "actor": .swiftType,
        "protocol": .swiftProtocol, "typealias": .type, "func": .function, "let": .constant, "var": .constant,
    ]
    /// Words that are never a declared name (`class func`, `static var`).
    static let keywords: Set<String> = ["func", "var", "let", "init", "subscript", "static", "final", "override", "mutating", "case", "some", "any", "inout"]
    static let importModifiers: Set<String> = [
        "public", "internal", "package", "private", "fileprivate", "testable", "_exported", "_implementationOnly", "preconcurrency", "usableFromInline",
    ]
    static let importKinds: Set<String> = ["typealias", "struct", "class", "enum", "protocol", "let", "var", "func", "actor"]

    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    static func isIdentifierPart(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    /// The index after a string literal starting at the `"` at `start` (`"…"` or `"""…"""`,
    /// with `hashes` `#` around a raw one); interpolations' parentheses are skipped with it.
    static func skipString(_ bytes: [UInt8], from start: Int, hashes: Int) -> Int {
        let n = bytes.count
        let multiline = start + 2 < n && bytes[start + 1] == UInt8(ascii: "\"") && bytes[start + 2] == UInt8(ascii: "\"")
        var i = start + (multiline ? 3 : 1)
        func closesHere(_ at: Int) -> Bool {
            guard bytes[at] == UInt8(ascii: "\"") else { return false }
            if multiline { guard at + 2 < n, bytes[at + 1] == UInt8(ascii: "\""), bytes[at + 2] == UInt8(ascii: "\"") else { return false } }
            let after = at + (multiline ? 3 : 1)
            guard after + hashes <= n else { return false }
            return bytes[after..<(after + hashes)].allSatisfy { $0 == UInt8(ascii: "#") }
        }
        while i < n {
            let byte = bytes[i]
            if byte == UInt8(ascii: "\\"), i + hashes + 1 < n, bytes[(i + 1)..<(i + 1 + hashes)].allSatisfy({ $0 == UInt8(ascii: "#") }) {
                let after = i + 1 + hashes
                if bytes[after] == UInt8(ascii: "(") {
                    // An interpolation: code up to the matching `)`, strings in it skipped whole.
                    i = skipInterpolation(bytes, from: after)
                } else {
                    i = after + 1
                }
                continue
            }
            if closesHere(i) { return i + (multiline ? 3 : 1) + hashes }
            // A single-line string ends at the line's end even when unterminated.
            if !multiline, byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { return i }
            i += 1
        }
        return n
    }

    /// `X` of `(module: "X"` right after `#externalMacro`.
    static func externalMacroModule(_ bytes: [UInt8], after start: Int) -> String? {
        var i = start
        func skipSpace() { while i < bytes.count, [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(bytes[i]) { i += 1 } }
        func expect(_ text: String) -> Bool {
            skipSpace()
            let utf8 = Array(text.utf8)
            guard i + utf8.count <= bytes.count, Array(bytes[i..<(i + utf8.count)]) == utf8 else { return false }
            i += utf8.count
            return true
        }
        guard expect("("), expect("module"), expect(":"), expect("\"") else { return nil }
        let nameStart = i
        while i < bytes.count, bytes[i] != UInt8(ascii: "\""), bytes[i] != UInt8(ascii: "\n") { i += 1 }
        guard i < bytes.count, bytes[i] == UInt8(ascii: "\""), i > nameStart else { return nil }
        return String(decoding: bytes[nameStart..<i], as: UTF8.self)
    }

    /// The index after the `)` matching the `(` at `open`, strings inside skipped whole.
    static func skipInterpolation(_ bytes: [UInt8], from open: Int) -> Int {
        var depth = 0
        var i = open
        while i < bytes.count {
            switch bytes[i] {
            case UInt8(ascii: "("):
                depth += 1
            case UInt8(ascii: ")"):
                depth -= 1
                if depth == 0 { return i + 1 }
            case UInt8(ascii: "\""):
                i = skipString(bytes, from: i, hashes: 0)
                continue
            default:
                break
            }
            i += 1
        }
        return bytes.count
    }

    /// The statement as written: its line from `start`, trimmed.
    static func statementText(_ bytes: [UInt8], from start: Int) -> String {
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: "\r"), bytes[end] != UInt8(ascii: ";") { end += 1 }
        var text = String(decoding: bytes[start..<end], as: UTF8.self)
        if let comment = text.range(of: "//") { text = String(text[..<comment.lowerBound]) }
        return text.trimmingCharacters(in: .whitespaces)
    }
}
