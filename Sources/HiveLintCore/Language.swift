/// The source languages hive-lint reads. Raw values are the names used in reports.
public enum Language: String, Sendable, Codable, Hashable, CaseIterable, OrderedByRawValue {
    case swift
    case objcHeader = "objc-header"
    case objc
    case objcpp

    /// The language of a file, from its extension; `nil` for files hive-lint does not parse.
    public init?(pathExtension: String) {
        switch pathExtension {
        case "swift": self = .swift
        case "h", "hh", "hpp", "pch": self = .objcHeader
        case "m": self = .objc
        case "mm": self = .objcpp
        default: return nil
        }
    }

    public var isObjCFamily: Bool { self != .swift }
}

/// A source file found by the scan. `path` is relative to the scanned root.
public struct SourceFile: Sendable, Codable, Hashable, Comparable {
    public var path: String
    public var language: Language

    public init(path: String, language: Language) {
        self.path = path
        self.language = language
    }

    public static func < (lhs: SourceFile, rhs: SourceFile) -> Bool { lhs.path < rhs.path }
}
