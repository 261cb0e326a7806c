/// Text in the XML formats (`junit`, `checkstyle`): one escaping for element text and
/// attribute values, so a message with `&`, `<`, quotes, a newline or a stray control
/// character still gives a well-formed XML 1.0 document.
enum XMLText {
    /// The first line of every XML document hive-lint writes.
    static let declaration = #"<?xml version="1.0" encoding="UTF-8"?>"#

    /// `text` escaped for a double-quoted attribute value or, with `content`, for element
    /// content: the five predefined entities; in attributes tab and newline as character
    /// references (a parser would turn raw ones into spaces), carriage return as one
    /// everywhere; characters XML 1.0 does not allow (other C0 controls, U+FFFE, U+FFFF) as
    /// U+FFFD.
    static func escaped(_ text: String, content: Bool = false) -> String {
        var out = ""
        out.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t" where !content: out += "&#9;"
            case "\n" where !content: out += "&#10;"
            case "\r": out += "&#13;"
            default:
                let allowed = (scalar.value >= 0x20 && scalar.value != 0xFFFE && scalar.value != 0xFFFF) || scalar == "\t" || scalar == "\n"
                out.unicodeScalars.append(allowed ? scalar : "\u{FFFD}")
            }
        }
        return out
    }

    /// ` name="value" …` for the attributes in their order; a `nil` value leaves its
    /// attribute out.
    static func attributes(_ pairs: KeyValuePairs<String, String?>) -> String {
        pairs.compactMap { name, value in value.map { " \(name)=\"\(escaped($0))\"" } }.joined()
    }
}
