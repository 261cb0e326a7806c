import Foundation

/// The `#if` context of every line of an Objective-C file, read from its directives.
///
/// libclang (in single-file mode) keeps every branch of a conditional on a macro it cannot
/// see, so `#if DEBUG … #else … #endif` imports all count, as Swift's do; this gives them the
/// condition they sit under (`DEBUG`, `!(DEBUG)`, `defined(USE_SALE)`) and marks lines in
/// literal `#if 0` / `#elif 0` branches as dead. An include guard (`#ifndef X_H` followed by
/// `#define X_H`) is not a condition.
struct PreprocessorConditions {
    /// Per line (index 0 = line 1): the joined condition, or `nil` when unconditional.
    private var conditions: [String?] = []
    private var dead: [Bool] = []

    init(_ bytes: [UInt8]) {
        struct Frame {
            var previous: [String] // conditions of earlier branches, negated in later ones
            var current: String?
            var isGuard: Bool
            var isDead: Bool
        }
        var stack: [Frame] = []
        var inComment = false
        let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        var index = 0
        for raw in lines {
            defer { index += 1 }
            let (code, stillInComment) = Self.stripComments(raw, inComment: inComment)
            inComment = stillInComment
            let line = code.trimmingCharacters(in: .whitespaces)
            let context = stack.filter { !$0.isGuard }.compactMap { frame -> String? in
                let parts = frame.previous.map { "!(\($0))" } + (frame.current.map { [$0] } ?? [])
                return parts.isEmpty ? nil : parts.joined(separator: " && ")
            }
            conditions.append(context.isEmpty ? nil : context.joined(separator: " && "))
            dead.append(stack.contains { $0.isDead })

            guard line.hasPrefix("#") else { continue }
            let directive = line.dropFirst().trimmingCharacters(in: .whitespaces)
            let word = String(directive.prefix { $0.isLetter })
            let argument = directive.dropFirst(word.count).trimmingCharacters(in: .whitespaces)
            switch word {
            case "if":
                stack.append(Frame(previous: [], current: argument, isGuard: false, isDead: argument == "0"))
            case "ifdef":
                stack.append(Frame(previous: [], current: "defined(\(argument))", isGuard: false, isDead: false))
            case "ifndef":
                let isGuard = stack.isEmpty && Self.nextDirective(after: index, in: lines) == "define \(argument)"
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
            default:
                break
            }
        }
    }

    /// The condition line `line` (1-based) sits under, or `nil`.
    func condition(ofLine line: Int) -> String? {
        line >= 1 && line <= conditions.count ? conditions[line - 1] : nil
    }

    /// Whether line `line` is in a literal `#if 0` / `#elif 0` branch.
    func isDead(line: Int) -> Bool {
        line >= 1 && line <= dead.count ? dead[line - 1] : false
    }

    /// The text of the first directive after line `index` (0-based), without `#`.
    private static func nextDirective(after index: Int, in lines: [ArraySlice<UInt8>]) -> String? {
        var i = index + 1
        while i < lines.count {
            let text = String(decoding: lines[i], as: UTF8.self).trimmingCharacters(in: .whitespaces)
            if text.hasPrefix("#") {
                return text.dropFirst().trimmingCharacters(in: .whitespaces)
                    .split(separator: " ", omittingEmptySubsequences: true).prefix(2).joined(separator: " ")
            }
            if !text.isEmpty, !text.hasPrefix("//") { return nil }
            i += 1
        }
        return nil
    }

    /// The line without comments, and whether a block comment is still open at its end.
    private static func stripComments(_ line: ArraySlice<UInt8>, inComment: Bool) -> (String, Bool) {
        var result: [UInt8] = []
        var inBlock = inComment
        var i = line.startIndex
        while i < line.endIndex {
            let c = line[i]
            let next = i + 1 < line.endIndex ? line[i + 1] : 0
            if inBlock {
                if c == UInt8(ascii: "*"), next == UInt8(ascii: "/") { inBlock = false; i += 2; continue }
                i += 1
                continue
            }
            if c == UInt8(ascii: "/"), next == UInt8(ascii: "*") { inBlock = true; i += 2; continue }
            if c == UInt8(ascii: "/"), next == UInt8(ascii: "/") { break }
            result.append(c)
            i += 1
        }
        return (String(decoding: result, as: UTF8.self), inBlock)
    }
}
