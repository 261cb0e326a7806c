/// A glob over `/`-separated relative paths, with the syntax CocoaPods, XcodeGen and
/// `.gitignore` users know: `**` (any number of folders, including none), `*` (any run of
/// characters within one path component), `?` (one character), `[abc]` / `[a-z]` / `[!a]`
/// (a character class) and `{a,b}` (alternatives, nestable).
public struct Glob: Sendable, Hashable, CustomStringConvertible {
    public let pattern: String
    private let alternatives: [[Segment]]
    /// The one path a pattern without wildcards or alternatives names (most patterns in
    /// `rules.json` `kinds` are module names), compared without splitting.
    private let literalPath: String?

    private enum Segment: Sendable, Hashable {
        case anyDepth
        case literal([UInt8])
        case wildcard([UInt8])
    }

    public init(_ pattern: String) {
        self.pattern = pattern
        var trimmed = pattern
        while trimmed.hasPrefix("./") { trimmed.removeFirst(2) }
        alternatives = Glob.expandBraces(trimmed).map { expanded in
            expanded.split(separator: "/", omittingEmptySubsequences: true).map { part -> Segment in
                if part == "**" { return .anyDepth }
                if part.contains(where: { "*?[".contains($0) }) { return .wildcard(Array(part.utf8)) }
                return .literal(Array(part.utf8))
            }
        }
        if alternatives.count == 1, let only = alternatives.first,
           only.allSatisfy({ if case .literal = $0 { true } else { false } }) {
            literalPath = only.map { if case .literal(let text) = $0 { String(decoding: text, as: UTF8.self) } else { "" } }.joined(separator: "/")
        } else {
            literalPath = nil
        }
    }

    public var description: String { pattern }

    /// Whether the pattern has no wildcard at all (then it names one file or folder).
    public var isLiteral: Bool {
        alternatives.allSatisfy { $0.allSatisfy { if case .literal = $0 { true } else { false } } }
    }

    /// How many leading folders every alternative spells out literally: a measure of how
    /// specific the pattern is (`Modules/Goods/**` → 2).
    public var literalDepth: Int {
        alternatives.map { segments in
            segments.prefix { if case .literal = $0 { true } else { false } }.count
        }.min() ?? 0
    }

    /// How many leading folders of the pattern as written are plain names (no wildcard, no
    /// `{a,b}`): `Classes/{Core,UI}/**` → 1, though each alternative spells out 2. The folder
    /// every match lies under is the pattern's first that many components.
    public var writtenLiteralDepth: Int { writtenLiteralPrefix.count }

    /// The folder every match lies under, as written: `Classes/{Core,UI}/**` → `Classes` (`""`
    /// for none).
    public var writtenLiteralFolder: String { writtenLiteralPrefix.joined(separator: "/") }

    /// The pattern's leading components as written (after `./`) that are plain names, no more
    /// than every alternative spells out.
    private var writtenLiteralPrefix: ArraySlice<Substring> {
        var trimmed = Substring(pattern)
        while trimmed.hasPrefix("./") { trimmed = trimmed.dropFirst(2) }
        let plain = trimmed.split(separator: "/", omittingEmptySubsequences: true).prefix { !$0.contains(where: { "*?[{".contains($0) }) }
        return plain.prefix(literalDepth)
    }

    /// Whether `path` (relative, `/`-separated) matches the whole pattern.
    public func matches(_ path: String) -> Bool {
        if let literalPath, Self.isPlain(path) { return path == literalPath }
        return matches(Path(path))
    }

    /// Whether a path split once (`Path`) matches: for trying one path against many globs.
    public func matches(_ path: Path) -> Bool {
        if let literalPath, path.isPlain { return path.text == literalPath }
        return alternatives.contains { Glob.match($0[...], path.components[...]) }
    }

    /// A relative path split into its components once, to be matched against many globs.
    public struct Path: Sendable {
        public let text: String
        let isPlain: Bool
        let components: [[UInt8]]

        public init(_ text: String) {
            self.text = text
            isPlain = Glob.isPlain(text)
            components = text.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true).map(Array.init)
        }
    }

    /// Whether `path` splits into its components without dropping anything: no leading,
    /// trailing or doubled `/` (checked on bytes; Foundation's `contains` is slow here).
    private static func isPlain(_ path: String) -> Bool {
        var previous = UInt8(ascii: "/")
        for byte in path.utf8 {
            if byte == UInt8(ascii: "/"), previous == UInt8(ascii: "/") { return false }
            previous = byte
        }
        return previous != UInt8(ascii: "/")
    }

    private static func match(_ segments: ArraySlice<Segment>, _ components: ArraySlice<[UInt8]>) -> Bool {
        guard let first = segments.first else { return components.isEmpty }
        switch first {
        case .anyDepth:
            let rest = segments.dropFirst()
            var tail = components
            while true {
                if match(rest, tail) { return true }
                if tail.isEmpty { return false }
                tail = tail.dropFirst()
            }
        case .literal(let text):
            guard let component = components.first, component == text else { return false }
            return match(segments.dropFirst(), components.dropFirst())
        case .wildcard(let pattern):
            guard let component = components.first, matchComponent(pattern[...], component[...]) else { return false }
            return match(segments.dropFirst(), components.dropFirst())
        }
    }

    private static func matchComponent(_ pattern: ArraySlice<UInt8>, _ text: ArraySlice<UInt8>) -> Bool {
        var p = pattern.startIndex, t = text.startIndex
        var starP = -1, starT = -1
        while t < text.endIndex {
            if p < pattern.endIndex {
                let c = pattern[p]
                if c == UInt8(ascii: "*") {
                    starP = p; starT = t; p += 1
                    continue
                }
                if c == UInt8(ascii: "?") {
                    p += 1; t += 1
                    continue
                }
                if c == UInt8(ascii: "["), let (matched, next) = matchClass(pattern, p, text[t]) {
                    if matched { p = next; t += 1; continue }
                } else if c == text[t] {
                    p += 1; t += 1
                    continue
                }
            }
            guard starP >= 0 else { return false }
            starT += 1
            t = starT
            p = starP + 1
        }
        while p < pattern.endIndex, pattern[p] == UInt8(ascii: "*") { p += 1 }
        return p == pattern.endIndex
    }

    /// Matches `[...]` at `start`; returns whether `char` matched and the index after `]`,
    /// or `nil` if the class is not closed (then `[` is literal).
    private static func matchClass(_ pattern: ArraySlice<UInt8>, _ start: Int, _ char: UInt8) -> (Bool, Int)? {
        var i = start + 1
        var negate = false
        if i < pattern.endIndex, pattern[i] == UInt8(ascii: "!") || pattern[i] == UInt8(ascii: "^") {
            negate = true; i += 1
        }
        var matched = false
        var first = true
        while i < pattern.endIndex {
            let c = pattern[i]
            if c == UInt8(ascii: "]"), !first { return (matched != negate, i + 1) }
            first = false
            if i + 2 < pattern.endIndex, pattern[i + 1] == UInt8(ascii: "-"), pattern[i + 2] != UInt8(ascii: "]") {
                if char >= c && char <= pattern[i + 2] { matched = true }
                i += 3
            } else {
                if char == c { matched = true }
                i += 1
            }
        }
        return nil
    }

    /// `a{b,c{d,e}}f` → `abf`, `acdf`, `acef`.
    static func expandBraces(_ pattern: String) -> [String] {
        let chars = Array(pattern)
        guard let open = chars.firstIndex(of: "{") else { return [pattern] }
        var depth = 0
        var close: Int?
        var commas: [Int] = []
        for i in open..<chars.count {
            switch chars[i] {
            case "{": depth += 1
            case "}":
                depth -= 1
                if depth == 0 { close = i }
            case "," where depth == 1: commas.append(i)
            default: break
            }
            if close != nil { break }
        }
        guard let close else { return [pattern] }
        let prefix = String(chars[..<open])
        let suffix = String(chars[(close + 1)...])
        let bounds = [open] + commas + [close]
        var options: [String] = []
        for k in 0..<(bounds.count - 1) {
            options.append(String(chars[(bounds[k] + 1)..<bounds[k + 1]]))
        }
        return options.flatMap { option in expandBraces(prefix + option + suffix) }
    }
}

/// A list of globs; matches when any does.
public struct GlobSet: Sendable, Hashable {
    public let globs: [Glob]

    public init(_ patterns: [String]) { globs = patterns.map(Glob.init) }

    public var isEmpty: Bool { globs.isEmpty }

    public func matches(_ path: String) -> Bool {
        globs.count == 1 ? globs[0].matches(path) : !globs.isEmpty && matches(Glob.Path(path))
    }

    public func matches(_ path: Glob.Path) -> Bool { globs.contains { $0.matches(path) } }
}
