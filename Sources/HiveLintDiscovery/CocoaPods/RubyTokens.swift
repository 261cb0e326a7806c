import Foundation

/// A small tokenizer for the Ruby DSLs of CocoaPods (podspecs, Podfiles): enough to read
/// literal attributes and calls, never to evaluate Ruby. Comments (`#`, `=begin`/`=end`) are
/// dropped; `%w[...]` word lists, single- and double-quoted strings (noting `#{}`
/// interpolation) and heredocs (one string each), dotted words and the punctuation the
/// readers need (`+` joining strings too) are kept.
enum RubyTokens {
    enum Token: Equatable {
        case word(String)       // identifiers, possibly dotted: s.ios.source_files
        case string(String, interpolated: Bool)
        case wordList([String]) // %w[a b]
        case symbol(Character)  // = , [ ] ( ) | { } +
        case newline
    }

    static func tokenize(_ text: String) -> [Token] {
        tokenizeWithLines(text).map(\.token)
    }

    /// Tokens with the 1-based line each starts on.
    static func tokenizeWithLines(_ text: String) -> [(token: Token, line: Int)] {
        var tokens: [(token: Token, line: Int)] = []
        var line = 1
        // Windows and old Mac line ends are line ends too (Swift reads "\r\n" as one
        // character, which is not "\n").
        let chars = Array(text.contains("\r") ? text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n") : text)
        var i = 0
        func isWordChar(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" || c == "." || c == "?" || c == "!" }
        // The body of a heredoc begun on the current line: from the next line through its
        // terminator's line, skipped at the line's end (its string token is already out).
        var heredocBody: (resume: Int, lines: Int)?
        while i < chars.count {
            let c = chars[i]
            if c == "\n" {
                tokens.append((.newline, line))
                line += 1
                i += 1
                if let body = heredocBody {
                    line += body.lines
                    i = body.resume
                    heredocBody = nil
                }
                continue
            }
            // A heredoc (`s.description = <<-DESC`, `<<~EOS`, `<<'TEXT'`): its body is one string,
            // whatever quotes it holds ("It's designed…" began a string that swallowed the
            // rest of MTHawkeye's podspec, and every `source_files` with it).
            if c == "<", heredocBody == nil, let heredoc = Self.heredoc(chars, at: i) {
                tokens.append((.string(heredoc.body, interpolated: false), line))
                heredocBody = (heredoc.resume, heredoc.lines)
                i = heredoc.afterOpening
                continue
            }
            if c == "#" { // comment to end of line
                while i < chars.count, chars[i] != "\n" { i += 1 }
                continue
            }
            if c == "=" && i + 1 < chars.count && chars[i + 1] == "b" && (i == 0 || chars[i - 1] == "\n"),
               String(chars[i..<min(i + 6, chars.count)]) == "=begin" {
                while i < chars.count, !(chars[i] == "=" && String(chars[i..<min(i + 4, chars.count)]) == "=end") {
                    if chars[i] == "\n" { line += 1 }
                    i += 1
                }
                while i < chars.count, chars[i] != "\n" { i += 1 }
                continue
            }
            if c == "'" || c == "\"" {
                var value = ""
                var interpolated = false
                i += 1
                let startLine = line
                while i < chars.count, chars[i] != c {
                    if chars[i] == "\n" { line += 1 }
                    if chars[i] == "\\", i + 1 < chars.count { value.append(chars[i + 1]); i += 2; continue }
                    if c == "\"", chars[i] == "#", i + 1 < chars.count, chars[i + 1] == "{" { interpolated = true }
                    value.append(chars[i])
                    i += 1
                }
                i += 1
                tokens.append((.string(value, interpolated: interpolated), startLine))
                continue
            }
            if c == "%", i + 2 < chars.count, chars[i + 1] == "w" || chars[i + 1] == "W" || chars[i + 1] == "i" {
                let open = chars[i + 2]
                let close: Character = open == "[" ? "]" : open == "(" ? ")" : open == "{" ? "}" : open == "<" ? ">" : open
                var j = i + 3
                var body = ""
                while j < chars.count, chars[j] != close { body.append(chars[j]); j += 1 }
                tokens.append((.wordList(body.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).map(String.init)), line))
                line += body.filter { $0 == "\n" }.count
                i = j + 1
                continue
            }
            // A symbol literal as a value (`target :App do`, `platform :ios`) reads as the
            // string it names; a hash key (`:path => '…'`) stays a word, as does `Pod::Spec`.
            if c == ":", i + 1 < chars.count, chars[i + 1].isLetter || chars[i + 1] == "_", i == 0 || !(isWordChar(chars[i - 1]) || chars[i - 1] == ":") {
                var j = i + 1
                var word = ""
                while j < chars.count, isWordChar(chars[j]) { word.append(chars[j]); j += 1 }
                var k = j
                while k < chars.count, chars[k] == " " || chars[k] == "\t" { k += 1 }
                let isKey = k + 1 < chars.count && chars[k] == "=" && chars[k + 1] == ">"
                tokens.append((isKey ? .word(word) : .string(word, interpolated: false), line))
                i = j
                continue
            }
            if isWordChar(c) {
                var word = ""
                while i < chars.count, isWordChar(chars[i]) { word.append(chars[i]); i += 1 }
                tokens.append((.word(word), line))
                continue
            }
            if "=,[](){}|+".contains(c) {
                // `==`, `=>`, `=~` are not assignments; `+=` appends, as an assignment does to
                // the attributes the readers collect.
                if c == "=", i + 1 < chars.count, "=>~".contains(chars[i + 1]) { i += 2; continue }
                if c == "+", i + 1 < chars.count, chars[i + 1] == "=" { i += 1; continue }
                tokens.append((.symbol(c), line))
            }
            i += 1
        }
        return tokens
    }

    /// Whether the line end at `index` goes on with the statement begun at `start`: the last
    /// token before it (past blank lines) is a comma (`s.source_files = "A/*.m",` then
    /// `"B/*.m"`; `pod 'Cart',` then `:path => '…'`), an `=` (`s.source_files =` with the
    /// value on the next lines, LeanCloud's style) or a `+`, as Ruby reads it.
    static func continuesStatement(_ tokens: [Token], atLineEnd index: Int, from start: Int) -> Bool {
        var k = index - 1
        while k >= start, tokens[k] == .newline { k -= 1 }
        guard k >= start, case .symbol(let symbol) = tokens[k] else { return false }
        return symbol == "," || symbol == "=" || symbol == "+"
    }

    /// The heredoc opened at `start` (`<<-ID`, `<<~ID`, `<<ID` with an upper-case `ID`, any of
    /// them with `ID` quoted): where its opening ends, its body (the lines after the opening's
    /// line up to the terminator's), where reading resumes (after the terminator's line) and
    /// how many lines that skips. `nil` when `<<` is no heredoc (`list << item`) or the
    /// terminator never comes.
    static func heredoc(_ chars: [Character], at start: Int) -> (afterOpening: Int, body: String, resume: Int, lines: Int)? {
        guard start + 2 < chars.count, chars[start + 1] == "<" else { return nil }
        var j = start + 2
        let indented = chars[j] == "-" || chars[j] == "~"
        if indented { j += 1 }
        var identifier = ""
        if j < chars.count, chars[j] == "'" || chars[j] == "\"" {
            let quote = chars[j]
            j += 1
            while j < chars.count, chars[j] != quote, chars[j] != "\n" { identifier.append(chars[j]); j += 1 }
            guard j < chars.count, chars[j] == quote else { return nil }
            j += 1
        } else {
            guard j < chars.count, chars[j].isUppercase || (indented && (chars[j].isLetter || chars[j] == "_")) else { return nil }
            while j < chars.count, chars[j].isLetter || chars[j].isNumber || chars[j] == "_" { identifier.append(chars[j]); j += 1 }
        }
        guard !identifier.isEmpty else { return nil }
        var lineStart = j
        while lineStart < chars.count, chars[lineStart] != "\n" { lineStart += 1 }
        lineStart += 1
        var body: [String] = []
        while lineStart < chars.count {
            var lineEnd = lineStart
            while lineEnd < chars.count, chars[lineEnd] != "\n" { lineEnd += 1 }
            let text = String(chars[lineStart..<lineEnd])
            if text.trimmingCharacters(in: .whitespaces) == identifier {
                return (j, body.joined(separator: "\n"), min(lineEnd + 1, chars.count), body.count + 1)
            }
            body.append(text)
            lineStart = lineEnd + 1
        }
        return nil
    }
}
