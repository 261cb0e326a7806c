import Foundation

/// A reader of old-style (OpenStep) property lists, the format Xcode writes `project.pbxproj`
/// in: dictionaries `{ key = value; }`, arrays `( a, b )`, quoted and unquoted strings, `<hex>`
/// data, `//` and `/* */` comments. It gives what `PropertyListSerialization` gives
/// (`[String: Any]`, `[Any]`, `String`, `Data`) or `nil` for a malformed document, and never
/// prints anything: Foundation's reader logs some errors straight to standard error
/// (`CFPropertyListCreateFromXMLData(): Old-style plist parser: missing semicolon ...`, found
/// by the fuzzer), which would be a stray line in hive-lint's output. Nesting deeper than
/// `maximumDepth` is malformed (no stack overflow on a `((((...` project).
public enum OpenStepPropertyList {
    public static let maximumDepth = 256

    /// The document's top-level value, or `nil` when it is not a well-formed old-style list.
    public static func parse(_ data: Data) -> Any? {
        var reader = Reader(bytes: Array(data))
        if reader.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.position = 3 }
        guard let value = reader.value(depth: 0) else { return nil }
        guard reader.skipSpace(), reader.position == reader.bytes.count else { return nil }
        return value
    }

    /// Any property list, never printing: XML through `PropertyListSerialization`, binary
    /// through it only when its trailer is sound (a `bplist00` header on other bytes made
    /// Foundation fall back to its old-style reader, which logged to standard error; found by
    /// the fuzzer, `Fixtures/fuzz/plist-bad-binary`), anything else through `parse`.
    public static func read(_ data: Data) -> Any? {
        let head = data.prefix(64).drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D || $0 == 0xEF || $0 == 0xBB || $0 == 0xBF }
        if head.starts(with: Array("bplist".utf8)) {
            guard hasSoundBinaryTrailer(Array(data)) else { return nil }
            return try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        }
        if isXMLOrBinary(data) { return try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) }
        return parse(data)
    }

    /// Whether a `bplist00` document's last 32 bytes describe an offset table inside it.
    static func hasSoundBinaryTrailer(_ bytes: [UInt8]) -> Bool {
        guard bytes.count >= 8 + 32, bytes.starts(with: Array("bplist00".utf8)) else { return false }
        let trailer = bytes[(bytes.count - 32)...].map { UInt64($0) }
        func number(_ at: Int) -> UInt64 { (0..<8).reduce(0) { $0 << 8 | trailer[at + $1] } }
        let offsetSize = trailer[6], referenceSize = trailer[7]
        let objects = number(8), top = number(16), tableOffset = number(24)
        guard (1...8).contains(offsetSize), (1...8).contains(referenceSize), objects >= 1, objects < 1 << 32, top < objects,
              tableOffset >= 8 else { return false }
        let (table, overflow) = objects.multipliedReportingOverflow(by: offsetSize)
        return !overflow && tableOffset <= UInt64(bytes.count - 32) && table <= UInt64(bytes.count - 32) - tableOffset
    }

    /// Whether a document is XML or binary (read by `PropertyListSerialization` instead).
    public static func isXMLOrBinary(_ data: Data) -> Bool {
        let head = data.prefix(64).drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D || $0 == 0xEF || $0 == 0xBB || $0 == 0xBF }
        return head.starts(with: Array("<?xml".utf8)) || head.starts(with: Array("<!DOCTYPE".utf8))
            || head.starts(with: Array("<plist".utf8)) || head.starts(with: Array("bplist".utf8))
    }

    struct Reader {
        let bytes: [UInt8]
        var position = 0

        /// Skips white space and comments; `false` on an unterminated `/*` comment.
        mutating func skipSpace() -> Bool {
            while position < bytes.count {
                let byte = bytes[position]
                if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C {
                    position += 1
                } else if byte == 0x2F, position + 1 < bytes.count, bytes[position + 1] == 0x2F {
                    while position < bytes.count, bytes[position] != 0x0A, bytes[position] != 0x0D { position += 1 }
                } else if byte == 0x2F, position + 1 < bytes.count, bytes[position + 1] == 0x2A {
                    position += 2
                    while true {
                        guard position + 1 < bytes.count else { return false }
                        if bytes[position] == 0x2A, bytes[position + 1] == 0x2F { position += 2; break }
                        position += 1
                    }
                } else {
                    return true
                }
            }
            return true
        }

        mutating func value(depth: Int) -> Any? {
            guard depth < OpenStepPropertyList.maximumDepth, skipSpace(), position < bytes.count else { return nil }
            switch bytes[position] {
            case UInt8(ascii: "{"):
                position += 1
                return dictionary(depth: depth)
            case UInt8(ascii: "("):
                position += 1
                return array(depth: depth)
            case UInt8(ascii: "<"):
                position += 1
                return data()
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                return quoted()
            default:
                return unquoted()
            }
        }

        mutating func dictionary(depth: Int) -> [String: Any]? {
            var result: [String: Any] = [:]
            while true {
                guard skipSpace(), position < bytes.count else { return nil }
                if bytes[position] == UInt8(ascii: "}") { position += 1; return result }
                guard let key = string() else { return nil }
                guard skipSpace(), position < bytes.count, bytes[position] == UInt8(ascii: "=") else { return nil }
                position += 1
                guard let value = value(depth: depth + 1) else { return nil }
                guard skipSpace(), position < bytes.count, bytes[position] == UInt8(ascii: ";") else { return nil }
                position += 1
                result[key] = value
            }
        }

        mutating func array(depth: Int) -> [Any]? {
            var result: [Any] = []
            while true {
                guard skipSpace(), position < bytes.count else { return nil }
                if bytes[position] == UInt8(ascii: ")") { position += 1; return result }
                guard let value = value(depth: depth + 1) else { return nil }
                result.append(value)
                guard skipSpace(), position < bytes.count else { return nil }
                if bytes[position] == UInt8(ascii: ",") {
                    position += 1
                } else if bytes[position] != UInt8(ascii: ")") {
                    return nil
                }
            }
        }

        mutating func string() -> String? {
            guard position < bytes.count else { return nil }
            return bytes[position] == UInt8(ascii: "\"") || bytes[position] == UInt8(ascii: "'") ? quoted() : unquoted()
        }

        static func isUnquoted(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
                true
            default:
                false
            }
        }

        mutating func unquoted() -> String? {
            let start = position
            while position < bytes.count, Self.isUnquoted(bytes[position]) { position += 1 }
            guard position > start else { return nil }
            return String(decoding: bytes[start..<position], as: UTF8.self)
        }

        static func hexValue(_ byte: UInt8) -> UInt32? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
            default: nil
            }
        }

        /// A quoted string: `\\`, `\"`, `\n`-style, `\Uhhhh` and octal escapes.
        mutating func quoted() -> String? {
            let quote = bytes[position]
            position += 1
            var result: [UInt8] = []
            func append(_ scalar: UInt32) {
                let value = Unicode.Scalar(scalar) ?? "\u{FFFD}"
                result += Array(String(Character(value)).utf8)
            }
            while position < bytes.count {
                let byte = bytes[position]
                position += 1
                if byte == quote { return String(decoding: result, as: UTF8.self) }
                guard byte == UInt8(ascii: "\\") else { result.append(byte); continue }
                guard position < bytes.count else { return nil }
                let escaped = bytes[position]
                position += 1
                switch escaped {
                case UInt8(ascii: "a"): result.append(0x07)
                case UInt8(ascii: "b"): result.append(0x08)
                case UInt8(ascii: "f"): result.append(0x0C)
                case UInt8(ascii: "n"): result.append(0x0A)
                case UInt8(ascii: "r"): result.append(0x0D)
                case UInt8(ascii: "t"): result.append(0x09)
                case UInt8(ascii: "v"): result.append(0x0B)
                case UInt8(ascii: "U"), UInt8(ascii: "u"):
                    var scalar: UInt32 = 0
                    var digits = 0
                    while digits < 4, position < bytes.count, let digit = Self.hexValue(bytes[position]) {
                        scalar = scalar * 16 + digit
                        position += 1
                        digits += 1
                    }
                    append(scalar)
                case UInt8(ascii: "0")...UInt8(ascii: "7"):
                    var scalar = UInt32(escaped - UInt8(ascii: "0"))
                    var digits = 1
                    while digits < 3, position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[position]) {
                        scalar = scalar * 8 + UInt32(bytes[position] - UInt8(ascii: "0"))
                        position += 1
                        digits += 1
                    }
                    append(scalar)
                default:
                    result.append(escaped)
                }
            }
            return nil
        }

        /// `<0fbd 7771>`: hexadecimal bytes, spaces allowed.
        mutating func data() -> Data? {
            var result: [UInt8] = []
            var high: UInt32?
            while position < bytes.count {
                let byte = bytes[position]
                position += 1
                if byte == UInt8(ascii: ">") { return high == nil ? Data(result) : nil }
                if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { continue }
                guard let digit = Self.hexValue(byte) else { return nil }
                if let first = high {
                    result.append(UInt8(first * 16 + digit))
                    high = nil
                } else {
                    high = digit
                }
            }
            return nil
        }
    }
}
