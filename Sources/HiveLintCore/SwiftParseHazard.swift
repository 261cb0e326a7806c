/// Shapes of Swift source that swift-syntax cannot parse in bounded time or stack, found by
/// one linear pass over the bytes (comments and string literals skipped) before a full parse:
/// - `[` nested more than 16 deep: the parser's lookahead tries an `InlineArray` type
///   (`[N of T]`) and then a collection at every `[`, so its time doubles with each level
///   (`let x = [[[[…1]]]]` 24 deep takes minutes);
/// - generic arguments (`A<A<A<…`) nested more than 64 deep: time grows with the square of
///   the depth, and 5,000 levels overflow the stack;
/// - `#if` nested more than 64 deep (3,000 levels overflow the stack);
/// - brackets of any kind nested more than 256 deep (swift-syntax's own limit for a full
///   parse: nothing deeper is read anyway).
/// Hand-written code is far from every limit. A file over one is read by the token pass
/// instead, with a note, and a manifest over one is not evaluated.
public enum SwiftParseHazard {
    public static let maximumSquareBracketDepth = 16
    public static let maximumGenericDepth = 64
    public static let maximumConditionDepth = 64
    public static let maximumBracketDepth = 256

    /// The diagnostic code of a file read by the token pass for its nesting.
    public static let deeplyNested = "deeply-nested-file"

    /// What in `bytes` is nested too deep for a full parse (`"'[' nested 24 deep (more than
    /// 16)"`), or `nil` when nothing is.
    public static func find(in bytes: [UInt8]) -> String? {
        var square = 0, generic = 0, condition = 0, brackets = 0
        var index = 0
        let count = bytes.count
        var lineStart = true
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
                brackets += 1
                if square > maximumSquareBracketDepth { return "'[' nested more than \(maximumSquareBracketDepth) deep" }
            case UInt8(ascii: "]"):
                square = max(0, square - 1)
                brackets = max(0, brackets - 1)
            case UInt8(ascii: "("), UInt8(ascii: "{"):
                brackets += 1
                if c == UInt8(ascii: "{") { generic = 0 }
            case UInt8(ascii: ")"), UInt8(ascii: "}"):
                brackets = max(0, brackets - 1)
                if c == UInt8(ascii: "}") { generic = 0 }
            case UInt8(ascii: ";"):
                generic = 0
            case UInt8(ascii: "<") where index > 0 && isIdentifier(bytes[index - 1]):
                generic += 1
                if generic > maximumGenericDepth { return "generic arguments ('<') nested more than \(maximumGenericDepth) deep" }
            case UInt8(ascii: ">"):
                generic = max(0, generic - 1)
            default:
                break
            }
            if brackets > maximumBracketDepth { return "brackets nested more than \(maximumBracketDepth) deep" }
            lineStart = false
            index += 1
        }
        return nil
    }
}
