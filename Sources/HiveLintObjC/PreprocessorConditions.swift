import HiveLintCore

/// The `#if` context of every line of an Objective-C file, read from its directives.
///
/// libclang (in single-file mode) keeps every branch of a conditional on a macro it cannot
/// see, so `#if DEBUG … #else … #endif` imports all count, as Swift's do; this gives them the
/// condition they sit under (`DEBUG`, `!(DEBUG)`, `defined(USE_SALE)`) and marks lines in
/// literal `#if 0` / `#elif 0` branches as dead. An include guard (`#ifndef X_H` followed by
/// `#define X_H`) is not a condition.
///
/// Read from bytes in one pass; text is only built for directive lines, and a line's
/// condition is an index into the few distinct conditions the file has (it only changes at
/// a directive), so files of thousands of lines cost little.
struct PreprocessorConditions {
    /// The distinct joined conditions; index 0 is "unconditional".
    private var table: [String?] = [nil]
    /// Per line (index 0 = line 1): an index into `table`.
    private var conditionIndex: [Int32] = []
    private var dead: [Bool] = []
    /// The names the file's `#define` lines define, in any branch (also one the preprocessor
    /// skips: `#ifndef X` / `#define X …` when a prelude already defines X).
    private(set) var definedMacros: Set<String> = []
    /// How many nested conditionals (and earlier branches of one) a line's condition names.
    static let maximumDepth = 64

    /// From a file's bytes and lines (the front end has them already).
    init(_ bytes: [UInt8], lines lineTable: LineTable) {
        struct Frame {
            var previous: [String] // conditions of earlier branches, negated in later ones
            var current: String?
            var isGuard: Bool
            var isDead: Bool
        }
        var stack: [Frame] = []
        var tableIndex: [String?: Int32] = [nil: 0]
        var inComment = false
        let lines = lineTable.contentRanges(in: bytes)
        conditionIndex.reserveCapacity(lines.count)
        dead.reserveCapacity(lines.count)
        var currentIndex: Int32 = 0
        var currentDead = false
        for (index, range) in lines.enumerated() {
            let directive = Self.directive(bytes, range, inComment: &inComment)
            conditionIndex.append(currentIndex)
            dead.append(currentDead)
            guard let directive else { continue }
            let word = String(decoding: directive.utf8.prefix { Self.isLetter($0) }, as: UTF8.self)
            let argument = Self.trimmed(String(directive.dropFirst(word.count)))
            switch word {
            case "if":
                stack.append(Frame(previous: [], current: argument, isGuard: false, isDead: argument == "0"))
            case "ifdef":
                stack.append(Frame(previous: [], current: "defined(\(argument))", isGuard: false, isDead: false))
            case "ifndef":
                let isGuard = stack.isEmpty && Self.nextDirective(after: index, in: lines, of: bytes) == "define \(argument)"
                stack.append(Frame(previous: [], current: "!defined(\(argument))", isGuard: isGuard, isDead: false))
            case "elif":
                guard var frame = stack.popLast() else { continue }
                if let current = frame.current { frame.previous.append(current) }
                frame.current = argument
                frame.isDead = argument == "0"
                stack.append(frame)
            case "else":
                guard var frame = stack.popLast() else { continue }
                if let current = frame.current { frame.previous.append(current) }
                frame.current = nil
                frame.isDead = false
                stack.append(frame)
            case "endif":
                _ = stack.popLast()
            case "define":
                let name = argument.utf8.prefix { Self.isLetter($0) || $0 == UInt8(ascii: "_") || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) }
                if !name.isEmpty { definedMacros.insert(String(decoding: name, as: UTF8.self)) }
                continue
            default:
                continue
            }
            // The context of the lines that follow: the outermost `maximumDepth` frames and each
            // frame's first `maximumDepth` earlier branches (thousands of nested `#if` made this
            // quadratic, and the table's linear search cubic; found by the fuzzer).
            let context = stack.prefix(Self.maximumDepth).filter { !$0.isGuard }.compactMap { frame -> String? in
                let parts = frame.previous.prefix(Self.maximumDepth).map { "!(\($0))" } + (frame.current.map { [$0] } ?? [])
                return parts.isEmpty ? nil : parts.joined(separator: " && ")
            }
            let joined = context.isEmpty ? nil : context.joined(separator: " && ")
            if let existing = tableIndex[joined] {
                currentIndex = existing
            } else {
                currentIndex = Int32(table.count)
                tableIndex[joined] = currentIndex
                table.append(joined)
            }
            currentDead = stack.prefix(Self.maximumDepth).contains { $0.isDead }
        }
    }

    /// The condition line `line` (1-based) sits under, or `nil`.
    func condition(ofLine line: Int) -> String? {
        table[Int(conditionNumber(ofLine: line))]
    }

    /// Which of the file's distinct conditions line `line` is under (0: none): equal numbers,
    /// equal conditions.
    func conditionNumber(ofLine line: Int) -> Int32 {
        line >= 1 && line <= conditionIndex.count ? conditionIndex[line - 1] : 0
    }

    /// The uses, each with the `#if` condition of its line.
    func conditioned(_ references: [ReferenceEvent]) -> [ReferenceEvent] {
        references.map { reference in
            var reference = reference
            reference.condition = condition(ofLine: reference.location.line)
            return reference
        }
    }

    /// Whether line `line` is in a literal `#if 0` / `#elif 0` branch.
    /// The imports on live lines, each with the `#if` condition of its line, sorted.
    func live(_ imports: [ImportEvent]) -> [ImportEvent] {
        imports.filter { !isDead(line: $0.location.line) }.map { event in
            var event = event
            event.condition = condition(ofLine: event.location.line)
            return event
        }.sorted()
    }

    func isDead(line: Int) -> Bool {
        line >= 1 && line <= dead.count ? dead[line - 1] : false
    }

    /// For a directive line, its text after `#` without comments, trimmed; `nil` for any
    /// other line. `inComment` carries an open block comment from line to line.
    private static func directive(_ bytes: [UInt8], _ range: Range<Int>, inComment: inout Bool) -> String? {
        // Where the line's code starts: after white space and leading block comments.
        var code: [UInt8] = []
        var isDirective: Bool?
        var i = range.lowerBound
        while i < range.upperBound {
            let c = bytes[i]
            let next = i + 1 < range.upperBound ? bytes[i + 1] : 0
            if inComment {
                if c == UInt8(ascii: "*"), next == UInt8(ascii: "/") { inComment = false; i += 2; continue }
                i += 1
                continue
            }
            if c == UInt8(ascii: "/"), next == UInt8(ascii: "*") { inComment = true; i += 2; continue }
            if c == UInt8(ascii: "/"), next == UInt8(ascii: "/") { break }
            if isDirective == nil, !isSpace(c) { isDirective = c == UInt8(ascii: "#") }
            if isDirective == true { code.append(c) }
            i += 1
        }
        guard isDirective == true else { return nil }
        return trimmed(String(decoding: code.dropFirst(), as: UTF8.self))
    }

    /// The text of the first directive after line `index` (0-based), without `#`: its first
    /// two words. Only blank and `//` lines may come between.
    private static func nextDirective(after index: Int, in lines: [Range<Int>], of bytes: [UInt8]) -> String? {
        for range in lines.dropFirst(index + 1) {
            let text = trimmed(String(decoding: bytes[range], as: UTF8.self))
            if text.hasPrefix("#") {
                return trimmed(String(text.dropFirst())).split(separator: " ", omittingEmptySubsequences: true).prefix(2).joined(separator: " ")
            }
            if !text.isEmpty, !text.hasPrefix("//") { return nil }
        }
        return nil
    }

    private static func isSpace(_ c: UInt8) -> Bool {
        c == UInt8(ascii: " ") || c == UInt8(ascii: "\t") || c == UInt8(ascii: "\r") || c == 0x0B || c == 0x0C
    }

    private static func isLetter(_ c: UInt8) -> Bool {
        (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z"))
    }

    /// Without leading and trailing white space (a CRLF file's `\r` included).
    private static func trimmed(_ text: String) -> String {
        let utf8 = text.utf8
        guard let first = utf8.firstIndex(where: { !isSpace($0) }), let last = utf8.lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(text[first...last])
    }
}
