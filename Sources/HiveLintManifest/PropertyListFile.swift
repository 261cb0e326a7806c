import Foundation
import HiveLintCore

/// A property list value (XML, binary or OpenStep, read by Foundation).
public indirect enum PropertyListValue: Sendable, Hashable {
    case string(String)
    case number(String)
    case bool(Bool)
    case array([PropertyListValue])
    case dictionary([String: PropertyListValue])
    case other

    init(_ any: Any) {
        switch any {
        case let value as String: self = .string(value)
        case let value as NSNumber: self = .number(value.stringValue)
        case let value as Bool: self = .bool(value)
        case let value as [Any]: self = .array(value.map(PropertyListValue.init))
        case let value as [String: Any]: self = .dictionary(value.mapValues(PropertyListValue.init))
        default: self = .other
        }
    }

    public var string: String? { if case .string(let value) = self { value } else { nil } }
    public var array: [PropertyListValue]? { if case .array(let value) = self { value } else { nil } }
    public var dictionary: [String: PropertyListValue]? { if case .dictionary(let value) = self { value } else { nil } }
    /// A number, a numeric string or a boolean as an integer.
    public var integer: Int? {
        switch self {
        case .number(let text), .string(let text): Int(text) ?? (text == "true" ? 1 : text == "false" ? 0 : nil)
        case .bool(let value): value ? 1 : 0
        default: nil
        }
    }
    public subscript(key: String) -> PropertyListValue? { dictionary?[key] }
}

/// A parsed property list with its text, so entries can be reported at their line.
public struct PropertyListFile: Sendable, Hashable {
    public let path: String
    public let root: PropertyListValue
    private let lines: [String]

    /// Parses `data`; `nil` (and a diagnostic from the caller) when it is not a property list.
    public init?(path: String, data: Data) {
        // Not `PropertyListSerialization` directly: it prints some errors to standard error.
        guard let object = OpenStepPropertyList.read(data) else { return nil }
        self.path = path
        root = PropertyListValue(object)
        lines = String(decoding: data, as: UTF8.self).components(separatedBy: "\n")
    }

    /// Where `text` first appears as a `<string>` or `<key>` (line 1 when not found, e.g. in
    /// a binary plist).
    public func location(of text: String) -> SourceLocation {
        let escaped = text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        for (index, line) in lines.enumerated() {
            for form in ["<string>\(escaped)</string>", "<key>\(escaped)</key>"] {
                if let range = line.range(of: form) {
                    let column = line.utf8.distance(from: line.utf8.startIndex, to: range.lowerBound.samePosition(in: line.utf8) ?? line.utf8.startIndex) + 1
                    return SourceLocation(file: path, line: index + 1, column: column)
                }
            }
        }
        return SourceLocation(file: path, line: 1, column: 1)
    }
}
