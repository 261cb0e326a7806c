import Foundation

/// A parsed JSON value. `rules.json` is read into this first, so the decoder can walk it,
/// check every key and report every problem at once (Codable stops at the first).
public enum JSONValue: Sendable, Hashable, Decodable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    /// Parses JSON text, with `//` and `/* */` comments allowed (as in the `rules.json`
    /// `hive-lint init` writes); the problem says where the syntax broke.
    public static func parse(_ data: Data) throws(ConfigurationError) -> JSONValue {
        do {
            return try JSONDecoder().decode(JSONValue.self, from: withoutComments(data))
        } catch let DecodingError.dataCorrupted(context) {
            let underlying = (context.underlyingError as? NSError)?.userInfo[NSDebugDescriptionErrorKey] as? String
            throw ConfigurationError([ConfigProblem(path: "$", message: "not valid JSON: \(underlying ?? context.debugDescription)")])
        } catch {
            throw ConfigurationError([ConfigProblem(path: "$", message: "not valid JSON: \(error)")])
        }
    }

    /// `data` with every comment outside strings replaced by spaces (newlines kept, so
    /// syntax errors keep their line and column). An unterminated `/*` runs to the end.
    static func withoutComments(_ data: Data) -> Data {
        let slash = UInt8(ascii: "/"), star = UInt8(ascii: "*"), quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\")
        let newline = UInt8(ascii: "\n"), space = UInt8(ascii: " ")
        var bytes = [UInt8](data)
        guard bytes.contains(slash) else { return data }
        var index = 0
        var inString = false
        while index < bytes.count {
            let byte = bytes[index]
            if inString {
                if byte == backslash { index += 2; continue }
                if byte == quote { inString = false }
                index += 1
            } else if byte == quote {
                inString = true
                index += 1
            } else if byte == slash, index + 1 < bytes.count, bytes[index + 1] == slash {
                while index < bytes.count, bytes[index] != newline { bytes[index] = space; index += 1 }
            } else if byte == slash, index + 1 < bytes.count, bytes[index + 1] == star {
                bytes[index] = space
                bytes[index + 1] = space
                index += 2
                while index < bytes.count, !(bytes[index] == star && index + 1 < bytes.count && bytes[index + 1] == slash) {
                    if bytes[index] != newline { bytes[index] = space }
                    index += 1
                }
                if index < bytes.count { bytes[index] = space; bytes[index + 1] = space; index += 2 }
            } else {
                index += 1
            }
        }
        return Data(bytes)
    }

    /// The JSON type's name with an article, for error messages.
    public var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// One problem in a configuration file, with the JSON path where it is (`$.rules[1].type`).
public struct ConfigProblem: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var path: String
    public var message: String

    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    public static func < (lhs: ConfigProblem, rhs: ConfigProblem) -> Bool { (lhs.path, lhs.message) < (rhs.path, rhs.message) }

    public var description: String { "\(path): \(message)" }
}

/// Every problem found in a configuration file (never just the first).
public struct ConfigurationError: Error, Sendable, Hashable {
    public var problems: [ConfigProblem]
    /// What could be decoded, bad parts left out, so later checks (rule types and options)
    /// can still add their problems to the same report. `nil` when the JSON itself is broken.
    public var partial: Configuration?

    public init(_ problems: [ConfigProblem], partial: Configuration? = nil) {
        self.problems = problems
        self.partial = partial
    }
}

/// Suggests the closest known word for a misspelt key or value ("did you mean …?").
public enum Suggestion {
    /// The candidate within a small edit distance of `word`, or `nil`.
    public static func closest(to word: String, in candidates: [String]) -> String? {
        let scored = candidates.map { ($0, distance(word.lowercased(), $0.lowercased())) }
        guard let best = scored.min(by: { ($0.1, $0.0) < ($1.1, $1.0) }) else { return nil }
        return best.1 <= max(2, word.count / 3) ? best.0 : nil
    }

    /// `" (did you mean "x"?)"` or `""`.
    public static func hint(for word: String, in candidates: [String]) -> String {
        closest(to: word, in: candidates).map { " (did you mean \"\($0)\"?)" } ?? ""
    }

    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
