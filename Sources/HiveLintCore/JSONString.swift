/// JSON string literals, escaped one way everywhere hive-lint writes JSON: as Foundation's
/// `JSONEncoder` does (`"`, `\` and the control characters, as `\b`, `\f`, `\n`, `\r`, `\t`,
/// else `\u00xx`; nothing else, `/` included). The reports (`SortedJSONEncoder`) and the files
/// written by hand, line by line (a starter `rules.json`, a baseline), use it.
public enum JSONString {
    public static func quoted(_ text: String) -> String {
        var bytes: [UInt8] = []
        appendQuoted(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `text` as a quoted JSON string literal.
    public static func appendQuoted(_ text: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            var mark = 0
            for (offset, byte) in utf8.enumerated() {
                let escape: StaticString
                switch byte {
                case UInt8(ascii: "\""): escape = "\\\""
                case UInt8(ascii: "\\"): escape = "\\\\"
                case 0x08: escape = "\\b"
                case 0x0c: escape = "\\f"
                case UInt8(ascii: "\n"): escape = "\\n"
                case UInt8(ascii: "\r"): escape = "\\r"
                case UInt8(ascii: "\t"): escape = "\\t"
                case 0x00...0x1f: escape = "\\u00"
                default: continue
                }
                bytes.append(contentsOf: utf8[mark..<offset])
                mark = offset + 1
                bytes.append(contentsOf: UnsafeBufferPointer(start: escape.utf8Start, count: escape.utf8CodeUnitCount))
                if escape.utf8CodeUnitCount == 4 {
                    bytes.append(hexDigits[Int(byte >> 4)])
                    bytes.append(hexDigits[Int(byte & 0xf)])
                }
            }
            bytes.append(contentsOf: utf8[mark...])
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)
}
