/// A token of Objective-C source, from `ObjCLexer`.
struct ObjCToken: Equatable {
    enum Kind: Equatable {
        case identifier
        /// A C string literal; `text` is its content with escapes decoded.
        case string
        case character
        case number
        /// One punctuation character (`[`, `:`, `@`, `^`, …).
        case punctuation
    }

    var kind: Kind
    var text: String
    // Stored in 32 bits: a generated file has millions of tokens (32 bytes each, not 48).
    private var storedLine: UInt32
    private var storedColumn: UInt32
    private var storedDirective: UInt32

    var line: Int { Int(storedLine) }
    var column: Int { Int(storedColumn) }
    /// Which preprocessor directive line the token is on (0: ordinary code); tokens of one
    /// `#define` (continuation lines included) share a number.
    var directive: Int { Int(storedDirective) }

    init(kind: Kind, text: String, line: Int, column: Int, directive: Int) {
        self.kind = kind
        self.text = text
        storedLine = UInt32(clamping: line)
        storedColumn = UInt32(clamping: column)
        storedDirective = UInt32(clamping: directive)
    }

    func `is`(_ punctuation: String) -> Bool { kind == .punctuation && text == punctuation }
}

/// Splits Objective-C bytes into tokens without a compiler: comments dropped, string and
/// character literals kept whole, directive lines marked. Fast and independent of libclang, so
/// framework facts (registrations, lookups, constants) do not depend on a successful parse —
/// a framework class the prelude does not know would make libclang drop the whole message send.
struct ObjCLexer {
    static func tokens(_ bytes: [UInt8]) -> [ObjCToken] {
        var tokens: [ObjCToken] = []
        // Room for a token every three bytes (hand-written code has one every 5 or 6,
        // generated code one every 3.5): growing a buffer of millions of tokens copies it into
        // one twice as large, with both resident at once (an 8 MB generated file peaked at
        // 170 MB of tokens with room for one every four bytes).
        tokens.reserveCapacity(bytes.count / 3 + 16)
        var i = 0
        var line = 1
        var lineStart = 0
        var directive = 0
        var directiveCount = 0
        var atLineStart = true
        let n = bytes.count

        func newline(at index: Int) {
            line += 1
            lineStart = index + 1
        }

        while i < n {
            let byte = bytes[i]
            switch byte {
            case UInt8(ascii: "\n"):
                // A directive ends at a newline not escaped by a backslash.
                if directive != 0 {
                    var k = i - 1
                    while k >= lineStart, bytes[k] == UInt8(ascii: " ") || bytes[k] == UInt8(ascii: "\t") || bytes[k] == UInt8(ascii: "\r") { k -= 1 }
                    if !(k >= lineStart && bytes[k] == UInt8(ascii: "\\")) { directive = 0 }
                }
                newline(at: i)
                atLineStart = true
                i += 1
                continue
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), 0x0C, UInt8(ascii: "\\"):
                i += 1
                continue
            case UInt8(ascii: "/") where i + 1 < n && bytes[i + 1] == UInt8(ascii: "/"):
                while i < n, bytes[i] != UInt8(ascii: "\n") { i += 1 }
                continue
            case UInt8(ascii: "/") where i + 1 < n && bytes[i + 1] == UInt8(ascii: "*"):
                i += 2
                while i < n, !(bytes[i] == UInt8(ascii: "*") && i + 1 < n && bytes[i + 1] == UInt8(ascii: "/")) {
                    if bytes[i] == UInt8(ascii: "\n") { newline(at: i) }
                    i += 1
                }
                i += 2
                continue
            default:
                break
            }
            let column = i - lineStart + 1
            if byte == UInt8(ascii: "#"), atLineStart {
                directiveCount += 1
                directive = directiveCount
            }
            atLineStart = false
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                var content: [UInt8] = []
                var k = i + 1
                while k < n, bytes[k] != byte, bytes[k] != UInt8(ascii: "\n") {
                    if bytes[k] == UInt8(ascii: "\\"), k + 1 < n {
                        k += 1
                        switch bytes[k] {
                        case UInt8(ascii: "n"): content.append(UInt8(ascii: "\n"))
                        case UInt8(ascii: "t"): content.append(UInt8(ascii: "\t"))
                        case UInt8(ascii: "\n"): newline(at: k)
                        default: content.append(bytes[k])
                        }
                    } else {
                        content.append(bytes[k])
                    }
                    k += 1
                }
                tokens.append(ObjCToken(
                    kind: byte == UInt8(ascii: "\"") ? .string : .character, text: String(decoding: content, as: UTF8.self),
                    line: line, column: column, directive: directive))
                i = min(n, k + 1)
            } else if Self.isIdentifierStart(byte) {
                var k = i + 1
                while k < n, Self.isIdentifierByte(bytes[k]) { k += 1 }
                tokens.append(ObjCToken(kind: .identifier, text: String(decoding: bytes[i..<k], as: UTF8.self), line: line, column: column, directive: directive))
                i = k
            } else if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                var k = i + 1
                while k < n, Self.isIdentifierByte(bytes[k]) || bytes[k] == UInt8(ascii: ".") { k += 1 }
                tokens.append(ObjCToken(kind: .number, text: String(decoding: bytes[i..<k], as: UTF8.self), line: line, column: column, directive: directive))
                i = k
            } else {
                tokens.append(ObjCToken(kind: .punctuation, text: String(UnicodeScalar(byte)), line: line, column: column, directive: directive))
                i += 1
            }
        }
        return tokens
    }

    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }
}
