/// A place in the scanned tree: a path relative to the scanned root (always with `/`),
/// a 1-based line and a 1-based column. Totally ordered so every report can sort by it.
public struct SourceLocation: Sendable, Codable, Hashable, Comparable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }

    /// `path:line:col`, the form compilers, Xcode and CI annotators understand.
    public var description: String { "\(file):\(line):\(column)" }

    /// The file of a place as `description` writes it (`Shop/Cart.h:12:1` → `Shop/Cart.h`).
    public static func file(ofPlace place: String) -> String {
        var end = place.endIndex
        for _ in 0..<2 {
            guard let colon = place[..<end].lastIndex(of: ":") else { return place }
            end = colon
        }
        return String(place[..<end])
    }
}
