import Foundation

/// An inline suppression, SwiftLint's convention in both languages:
/// `// hive-lint:disable:next <rule> [<rule>…] -- <reason>` (the next line) or
/// `// hive-lint:disable:this <rule> -- <reason>` (its own line). `<rule>` is a rule
/// instance (`business-to-business`), a rule type (`forbidden-dependency`) or `all`.
public struct SuppressionComment: Sendable, Codable, Hashable, Comparable {
    public enum Scope: String, Sendable, Codable, Hashable {
        case next, this
    }

    /// Where the comment is (its `hive-lint:` word).
    public var location: SourceLocation
    public var scope: Scope
    public var rules: [String]
    /// The text after `--`, trimmed; `nil` when there is none (the comment is then ignored).
    public var reason: String?

    public init(location: SourceLocation, scope: Scope, rules: [String], reason: String?) {
        self.location = location
        self.scope = scope
        self.rules = rules
        self.reason = reason
    }

    /// The line whose evidence it suppresses.
    public var targetLine: Int { scope == .next ? location.line + 1 : location.line }

    public static func < (lhs: SuppressionComment, rhs: SuppressionComment) -> Bool { lhs.location < rhs.location }

    static let marker = Array("hive-lint:disable:".utf8)

    /// The suppressions in a file's bytes: the marker after `//` or `/*` on its line (a string
    /// that merely contains it is not a comment). Cheap when there are none (one search).
    public static func scan(_ bytes: [UInt8], path: String) -> [SuppressionComment] {
        guard bytes.contains(subsequence: marker) else { return [] }
        var found: [SuppressionComment] = []
        var line = 1
        var lineStart = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") || (byte == UInt8(ascii: "\r") && (index + 1 == bytes.count || bytes[index + 1] != UInt8(ascii: "\n"))) {
                line += 1
                lineStart = index + 1
                index += 1
                continue
            }
            if byte == marker[0], bytes[index...].starts(with: marker), isInComment(bytes, lineStart: lineStart, at: index) {
                let end = bytes[index...].firstIndex { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") } ?? bytes.count
                var text = String(decoding: bytes[(index + marker.count)..<end], as: UTF8.self)
                if let close = text.range(of: "*/") { text = String(text[..<close.lowerBound]) }
                if let comment = parse(text, location: SourceLocation(file: path, line: line, column: index - lineStart + 1)) {
                    found.append(comment)
                }
                index = end
                continue
            }
            index += 1
        }
        return found
    }

    /// `next business-to-business -- reason` after the marker.
    static func parse(_ text: String, location: SourceLocation) -> SuppressionComment? {
        let (head, reason): (Substring, String?) = {
            guard let dashes = text.range(of: "--") else { return (Substring(text), nil) }
            let reason = text[dashes.upperBound...].trimmingCharacters(in: .whitespaces)
            return (text[..<dashes.lowerBound], reason.isEmpty ? nil : reason)
        }()
        let words = head.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard let first = words.first, let scope = Scope(rawValue: first) else { return nil }
        return SuppressionComment(location: location, scope: scope, rules: Array(words.dropFirst()), reason: reason)
    }

    /// Whether `//` or `/*` comes before `index` on its line.
    static func isInComment(_ bytes: [UInt8], lineStart: Int, at index: Int) -> Bool {
        var i = lineStart
        while i + 1 < index {
            if bytes[i] == UInt8(ascii: "/"), bytes[i + 1] == UInt8(ascii: "/") || bytes[i + 1] == UInt8(ascii: "*") { return true }
            i += 1
        }
        return false
    }
}
