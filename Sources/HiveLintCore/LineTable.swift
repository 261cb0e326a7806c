/// Where each line of a file starts, from its UTF-8 bytes, with line breaks counted as clang
/// and swift-syntax's `SourceLocationConverter` count them: `\n`, `\r\n` and a lone `\r`
/// each end one line (so `\n\r` is two breaks). Lines and columns are 1-based; columns count
/// UTF-8 bytes, as both compilers' columns do.
public struct LineTable: Sendable, Hashable {
    /// The offset each line starts at; line 1 starts at 0.
    private let starts: [Int]
    /// How many bytes the text has.
    public let byteCount: Int

    public init(_ source: String) {
        var source = source
        self = source.withUTF8 { LineTable(utf8: $0) }
    }

    public init(_ bytes: [UInt8]) {
        self = bytes.withUnsafeBufferPointer { LineTable(utf8: $0) }
    }

    private init(utf8: UnsafeBufferPointer<UInt8>) {
        var starts = [0]
        var index = 0
        while index < utf8.count {
            let byte = utf8[index]
            index += 1
            if byte == UInt8(ascii: "\n") {
                starts.append(index)
            } else if byte == UInt8(ascii: "\r") {
                if index < utf8.count, utf8[index] == UInt8(ascii: "\n") { index += 1 }
                starts.append(index)
            }
        }
        self.starts = starts
        byteCount = utf8.count
    }

    /// How many lines there are: one more than the line breaks (an empty text is one empty
    /// line, and a text ending in a break ends with an empty line).
    public var count: Int { starts.count }

    /// The line and column of a byte offset. An offset inside a line break is on the line
    /// the break ends; one past the end is on the last line.
    public func location(ofOffset offset: Int) -> (line: Int, column: Int) {
        // The last line start at or before the offset.
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, offset - starts[low] + 1)
    }

    /// The place of a byte offset in `file`.
    public func location(ofOffset offset: Int, in file: String) -> SourceLocation {
        let (line, column) = location(ofOffset: offset)
        return SourceLocation(file: file, line: line, column: column)
    }

    /// The bytes of line `line` (1-based), its line break included; `nil` outside
    /// `1...count`.
    public func range(ofLine line: Int) -> Range<Int>? {
        guard line >= 1, line <= starts.count else { return nil }
        return starts[line - 1] ..< (line < starts.count ? starts[line] : byteCount)
    }
}
