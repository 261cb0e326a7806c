/// A token of Objective-C source, from `ObjCLexer`.
struct ObjCToken: Equatable {
    enum Kind: UInt32, Equatable {
        case identifier
        /// A C string literal; `text` is its content with escapes decoded.
        case string
        case character
        case number
        /// One punctuation character (`[`, `:`, `@`, `^`, …).
        case punctuation
    }

    var text: String
    // 24 bytes in all: a generated file has millions of tokens. The position is a byte offset
    // (a `LineTable` gives its line and column, wanted only for what a scan records), and the
    // kind shares 32 bits with the directive number.
    private let storedOffset: UInt32
    private let storedKindAndDirective: UInt32

    var kind: Kind { Kind(rawValue: storedKindAndDirective & 7) ?? .punctuation }
    /// The byte offset the token starts at: its first byte, or a literal's opening quote.
    var offset: Int { Int(storedOffset) }
    /// Which preprocessor directive line the token is on (0: ordinary code); tokens of one
    /// `#define` (continuation lines included) share a number.
    var directive: Int { Int(storedKindAndDirective >> 3) }

    init(kind: Kind, text: String, offset: Int, directive: Int) {
        self.text = text
        storedOffset = UInt32(clamping: offset)
        storedKindAndDirective = kind.rawValue | UInt32(clamping: min(directive, Int(UInt32.max >> 3))) << 3
    }

    func `is`(_ punctuation: String) -> Bool { kind == .punctuation && text == punctuation }
}

/// Splits Objective-C bytes into tokens without a compiler: comments dropped, string and
/// character literals kept whole, directive lines marked. Fast and independent of libclang, so
/// framework facts (registrations, lookups, constants) do not depend on a successful parse —
/// a framework class the prelude does not know would make libclang drop the whole message send.
struct ObjCLexer {
    /// The tokens of `bytes`, without those on lines `dead` says are dead (`#if 0`).
    static func tokens(_ bytes: [UInt8], dropping dead: PreprocessorConditions? = nil) -> [ObjCToken] {
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
            let start = i
            if byte == UInt8(ascii: "#"), atLineStart {
                directiveCount += 1
                directive = directiveCount
            }
            atLineStart = false
            let keep = dead.map { !$0.isDead(line: line) } ?? true
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
                if keep { tokens.append(ObjCToken(
                    kind: byte == UInt8(ascii: "\"") ? .string : .character, text: String(decoding: content, as: UTF8.self),
                    offset: start, directive: directive)) }
                i = min(n, k + 1)
            } else if Self.isIdentifierStart(byte) {
                var k = i + 1
                while k < n, Self.isIdentifierByte(bytes[k]) { k += 1 }
                if keep { tokens.append(ObjCToken(kind: .identifier, text: String(decoding: bytes[i..<k], as: UTF8.self), offset: start, directive: directive)) }
                i = k
            } else if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                var k = i + 1
                while k < n, Self.isIdentifierByte(bytes[k]) || bytes[k] == UInt8(ascii: ".") { k += 1 }
                if keep { tokens.append(ObjCToken(kind: .number, text: String(decoding: bytes[i..<k], as: UTF8.self), offset: start, directive: directive)) }
                i = k
            } else {
                if keep { tokens.append(ObjCToken(kind: .punctuation, text: String(UnicodeScalar(byte)), offset: start, directive: directive)) }
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
