import HiveLintCore
import Testing

/// The line table both front ends use: breaks as clang and swift-syntax count them, columns
/// in UTF-8 bytes.
@Suite struct LineTableTests {
    /// `line:column` of every byte offset of `text`, and of the offset just past its end.
    private func locations(_ text: String) -> [String] {
        let table = LineTable(text)
        return (0 ... text.utf8.count).map { offset in
            let (line, column) = table.location(ofOffset: offset)
            return "\(line):\(column)"
        }
    }

    /// Each line's byte range, its break included.
    private func ranges(_ text: String) -> [Range<Int>?] {
        let table = LineTable(text)
        return (1 ... table.count).map { table.range(ofLine: $0) }
    }

    @Test func lineFeeds() {
        #expect(LineTable("ab\nc\n").count == 3)
        #expect(locations("ab\nc\n") == ["1:1", "1:2", "1:3", "2:1", "2:2", "3:1"])
        #expect(ranges("ab\nc\n") == [0 ..< 3, 3 ..< 5, 5 ..< 5])
    }

    @Test func crlfIsOneBreak() {
        #expect(LineTable("ab\r\nc\r\n").count == 3)
        // The `\n` of a `\r\n` is on the line the break ends.
        #expect(locations("ab\r\nc\r\n") == ["1:1", "1:2", "1:3", "1:4", "2:1", "2:2", "2:3", "3:1"])
        #expect(ranges("ab\r\nc\r\n") == [0 ..< 4, 4 ..< 7, 7 ..< 7])
    }

    @Test func aLoneCarriageReturnIsABreakAndLineFeedReturnIsTwo() {
        #expect(LineTable("a\rb").count == 2)
        #expect(locations("a\rb") == ["1:1", "1:2", "2:1", "2:2"])
        // `\n\r` is a line feed, then a carriage return that ends an empty line.
        #expect(ranges("a\rb\n\rc") == [0 ..< 2, 2 ..< 4, 4 ..< 5, 5 ..< 6])
        #expect(locations("a\rb\n\rc").suffix(3) == ["3:1", "4:1", "4:2"])
        #expect(ranges("\r\r\n\n\r") == [0 ..< 1, 1 ..< 3, 3 ..< 4, 4 ..< 5, 5 ..< 5])
    }

    @Test func noTrailingLineBreak() {
        #expect(LineTable("a\nbc").count == 2)
        #expect(locations("a\nbc") == ["1:1", "1:2", "2:1", "2:2", "2:3"])
        #expect(ranges("a\nbc") == [0 ..< 2, 2 ..< 4])
    }

    @Test func emptyText() {
        let table = LineTable("")
        #expect(table.count == 1)
        #expect(table.byteCount == 0)
        #expect(table.range(ofLine: 1) == 0 ..< 0)
        #expect(table.location(ofOffset: 0) == (1, 1))
    }

    @Test func linesOutsideTheTextHaveNoRange() {
        let table = LineTable("a\nb")
        #expect(table.range(ofLine: 0) == nil)
        #expect(table.range(ofLine: 3) == nil)
        #expect(table.range(ofLine: -1) == nil)
    }

    @Test func columnsCountUTF8Bytes() {
        // é is 2 bytes, 🐝 is 4: `x` is the 7th byte of its line.
        let text = "é🐝x\r\n  模y"
        let table = LineTable(text)
        #expect(table.location(ofOffset: 6) == (1, 7))
        // Line 2 starts after the 9 bytes of line 1; 模 is 3 bytes.
        #expect(table.range(ofLine: 2) == 9 ..< 15)
        #expect(table.location(ofOffset: 14) == (2, 6))
    }

    @Test func bytesAndStringsGiveTheSameTable() {
        for text in ["", "a", "\n", "\r", "\r\n", "\n\r", "a\r\nb\rc\n", "é🐝\r模\n", "no break"] {
            #expect(LineTable(Array(text.utf8)) == LineTable(text), "\(text.debugDescription)")
        }
    }
}
