import Foundation

/// What in an Objective-C file libclang must not be given, found by linear scans before the
/// parse:
/// - brackets (`(`, `[`, `{`) nested more than 256 deep, clang's own limit (`-fbracket-depth`:
///   a full parse reads nothing deeper anyway): past it libclang's recovery crashes (280
///   unclosed `(` in a method; found by the fuzzer), and its parser recurses per level and
///   overflows its stack (1,500 nested blocks crash the parse, 10,000 unclosed `[` kill the
///   process, since crash recovery cannot run on an exhausted stack). Such a file is read by
///   the token pass, with a note;
/// - `#include`/`#import` of a device, pipe or socket (`"/dev/zero"`, `"../../../dev/urandom"`
///   from the virtual folder the main file lies in, `"/dev/stdin"`): libclang reads it to its
///   end, which never comes. The directive is blanked (spaces, so every offset and line
///   stays) before the parse, with a warning; it is no import of a module;
/// - clang's debugging pragmas (`#pragma clang __debug crash`, `overflow_stack`, `dump X`,
///   `_Pragma("clang __debug …")`): they crash or hang the parse on purpose, or print clang's
///   internals on standard error. They are blanked before the parse (they declare and import
///   nothing), and `-disable-pragma-debug-crash` is passed too.
enum ObjCParseHazard {
    static let maximumBracketDepth = 256
    static let deeplyNested = "deeply-nested-file"
    static let specialInclude = "include-of-special-file"

    /// `"brackets nested more than 256 deep"`, or `nil`.
    static func nesting(_ bytes: [UInt8]) -> String? {
        var depth = 0
        var index = 0
        let count = bytes.count
        func byte(_ offset: Int) -> UInt8 { offset < count ? bytes[offset] : 0 }
        while index < count {
            switch bytes[index] {
            case UInt8(ascii: "/") where byte(index + 1) == UInt8(ascii: "/"):
                while index < count && bytes[index] != UInt8(ascii: "\n") { index += 1 }
                continue
            case UInt8(ascii: "/") where byte(index + 1) == UInt8(ascii: "*"):
                index += 2
                while index < count && !(bytes[index] == UInt8(ascii: "*") && byte(index + 1) == UInt8(ascii: "/")) { index += 1 }
                index += 2
                continue
            case let quote where quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'"):
                index += 1
                while index < count && bytes[index] != quote && bytes[index] != UInt8(ascii: "\n") { index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1 }
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > maximumBracketDepth { return "brackets nested more than \(maximumBracketDepth) deep" }
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth = max(0, depth - 1)
            default:
                break
            }
            index += 1
        }
        return nil
    }

    /// The include directives of `bytes` that name a device, pipe or socket: their byte
    /// ranges (the line), line numbers and the path written.
    static func specialIncludes(_ bytes: [UInt8], virtualFolder: String) -> [(range: Range<Int>, line: Int, path: String)] {
        let keyword = [Array("include".utf8), Array("import".utf8), Array("include_next".utf8)]
        guard bytes.contains(UInt8(ascii: "#")) else { return [] }
        var found: [(Range<Int>, Int, String)] = []
        var start = 0
        var line = 1
        while start < bytes.count {
            var end = start
            while end < bytes.count && bytes[end] != UInt8(ascii: "\n") { end += 1 }
            var index = start
            func skipSpace() { while index < end, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 } }
            skipSpace()
            if index < end, bytes[index] == UInt8(ascii: "#") {
                index += 1
                skipSpace()
                let wordStart = index
                while index < end, ObjCMacroHazard.isTail(bytes[index]) { index += 1 }
                if keyword.contains(Array(bytes[wordStart..<index])) {
                    skipSpace()
                    if index < end, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "<") {
                        let close = bytes[index] == UInt8(ascii: "\"") ? UInt8(ascii: "\"") : UInt8(ascii: ">")
                        let pathStart = index + 1
                        var pathEnd = pathStart
                        while pathEnd < end, bytes[pathEnd] != close { pathEnd += 1 }
                        let path = String(decoding: bytes[pathStart..<pathEnd], as: UTF8.self)
                        if isSpecial(path, virtualFolder: virtualFolder) { found.append((start..<end, line, path)) }
                    }
                }
            }
            start = end + 1
            line += 1
        }
        return found
    }

    /// The byte ranges of clang debugging pragmas: `#pragma clang __debug …` lines (with their
    /// continuation lines) and `_Pragma("clang __debug …")` operators.
    static func debugPragmas(_ bytes: [UInt8]) -> [Range<Int>] {
        let marker = Array("__debug".utf8)
        guard bytes.contains(subsequence: marker) else { return [] }
        let count = bytes.count
        var found: [Range<Int>] = []
        func skipSpace(_ index: inout Int) {
            while index < count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
        }
        /// Whether `words` follow at `index`, each after optional white space (required between
        /// two words); `index` moves past them.
        func expect(_ words: [String], at index: inout Int) -> Bool {
            for (position, word) in words.enumerated() {
                let before = index
                skipSpace(&index)
                let expected = Array(word.utf8)
                if position > 0, index == before, ObjCMacroHazard.isTail(bytes[before - 1]), ObjCMacroHazard.isTail(expected[0]) { return false }
                guard index + expected.count <= count, Array(bytes[index..<(index + expected.count)]) == expected else { return false }
                index += expected.count
            }
            return index >= count || !ObjCMacroHazard.isTail(bytes[index])
        }
        var lineStart = 0
        while lineStart < count {
            var index = lineStart
            var end = lineStart
            while end < count && bytes[end] != UInt8(ascii: "\n") { end += 1 }
            if expect(["#", "pragma", "clang", "__debug"], at: &index) {
                // The directive goes on over lines ending in a backslash.
                func continues() -> Bool {
                    var last = end - 1
                    if last > lineStart, bytes[last] == UInt8(ascii: "\r") { last -= 1 }
                    return last > lineStart && bytes[last] == UInt8(ascii: "\\")
                }
                while end < count, continues() {
                    end += 1
                    while end < count && bytes[end] != UInt8(ascii: "\n") { end += 1 }
                }
                found.append(lineStart..<end)
            }
            lineStart = end + 1
        }
        let operatorName = Array("_Pragma".utf8)
        var start = 0
        while let at = bytes[start...].firstRange(of: operatorName)?.lowerBound {
            var index = at + operatorName.count
            if expect(["(", "\"", "clang", "__debug"], at: &index) {
                // To the `)` after the string's closing quote.
                while index < count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\n") { index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1 }
                index += 1
                skipSpace(&index)
                if index < count, bytes[index] == UInt8(ascii: ")") { index += 1 }
                found.append(at..<min(index, count))
            }
            start = at + operatorName.count
        }
        return found
    }

    /// Whether an include path can reach something that is neither a file nor a folder: as
    /// written when absolute, from the virtual folder, or from `/` with every `..` used up
    /// (a system folder's `../../dev/zero`).
    static func isSpecial(_ path: String, virtualFolder: String) -> Bool {
        guard path.hasPrefix("/") || path.contains("..") else { return false }
        var candidates = [path.hasPrefix("/") ? path : virtualFolder + "/" + path]
        let components = path.split(separator: "/")
        if let last = components.lastIndex(of: "..") { candidates.append("/" + components[(last + 1)...].joined(separator: "/")) }
        return candidates.contains { candidate in
            var status = stat()
            guard stat(candidate, &status) == 0 else { return false }
            let type = status.st_mode & S_IFMT
            return type != S_IFREG && type != S_IFDIR
        }
    }
}
