/// Macro bombs: `#define`s whose expansion doubles at every level (`#define B1 B0 B0`, …,
/// `#define B30 B29 B29`: a billion tokens). libclang expands a use in full, for minutes and
/// gigabytes, so a file that uses such a macro (from its own text or its prelude) is read by
/// the token pass instead. One linear pass over the directive lines finds the definitions; the
/// size of each object-like or function-like macro's expansion is bounded from the sizes of
/// the macros its body names (a parameter, an unknown name or any other token counts one; a
/// macro is not expanded inside itself, as in the preprocessor). Calls of function-like
/// macros nested in the file (`D(D(D(x)))`) multiply how many times each copies its argument.
enum ObjCMacroHazard {
    /// About 0.5 s of libclang (debug build); real macros are far below.
    static let maximumExpansion = 1_000_000
    /// The diagnostic code of a file not parsed for a macro bomb.
    static let code = "macro-expansion-too-large"

    /// A macro the main file uses whose expansion exceeds `maximumExpansion` tokens, with that
    /// bound (capped just above the limit), or `nil`. `sources` are the texts whose
    /// definitions count (the prelude, the file); the uses are looked for in `main`.
    static func find(main: [UInt8], prelude: [UInt8]) -> (name: String, tokens: Int)? {
        let define = Array("define".utf8)
        guard main.contains(subsequence: define) || prelude.contains(subsequence: define) else { return nil }
        var bodies: [String: [[UInt8]]] = [:]
        var copies: [String: Int] = [:]
        for source in [prelude, main] {
            forEachLine(source, directivesOnly: true) { line, isDirective in
                guard isDirective, let (name, body) = definition(line) else { return }
                bodies[name, default: []].append(body)
                if let (function, count) = argumentCopies(line) { copies[function] = max(copies[function] ?? 1, count) }
            }
        }
        guard !bodies.isEmpty else { return nil }
        if let nested = nestedCalls(main: main, copies: copies) { return nested }
        // Sizes by an explicit post-order walk (a chain of 100,000 definitions needs no stack).
        var size: [String: Int] = [:]
        var names: [String: [[String]]] = [:]
        for (name, list) in bodies { names[name] = list.map { words($0).filter { bodies[$0] != nil && $0 != name } } }
        func otherTokens(_ body: [UInt8]) -> Int { tokenCount(body) - words(body).filter { bodies[$0] != nil }.count }
        var onPath: Set<String> = []
        for root in bodies.keys.sorted() where size[root] == nil {
            var stack: [(String, Bool)] = [(root, false)]
            while let (name, expanded) = stack.popLast() {
                if size[name] != nil { continue }
                if expanded {
                    onPath.remove(name)
                    var largest = 0
                    for (body, mentioned) in zip(bodies[name]!, names[name]!) {
                        var total = otherTokens(body)
                        for word in mentioned { total = min(maximumExpansion + 1, total + (size[word] ?? 1)) }
                        largest = max(largest, total)
                    }
                    size[name] = largest
                } else {
                    onPath.insert(name)
                    stack.append((name, true))
                    // A name already being expanded counts one (the preprocessor leaves it).
                    for word in Set(names[name]!.joined()) where size[word] == nil && !onPath.contains(word) { stack.append((word, false)) }
                }
            }
        }
        let huge = size.filter { $0.value > maximumExpansion }
        guard !huge.isEmpty else { return nil }
        var used: (String, Int)?
        forEachLine(main) { line, isDirective in
            guard used == nil, !isDirective else { return }
            for word in words(line) { if let tokens = huge[word] { used = (word, tokens); return } }
        }
        return used
    }

    /// Each logical line (backslash-newlines joined), and whether it is a directive (`#…`).
    static func forEachLine(_ bytes: [UInt8], directivesOnly: Bool = false, _ body: ([UInt8], Bool) -> Void) {
        var line: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if directivesOnly, line.isEmpty {
                // Not a directive: skipped without being copied.
                var first = index
                while first < bytes.count, bytes[first] == UInt8(ascii: " ") || bytes[first] == UInt8(ascii: "\t") { first += 1 }
                if first < bytes.count, bytes[first] != UInt8(ascii: "#") {
                    while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                    index += 1
                    continue
                }
            }
            let c = bytes[index]
            if c == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") {
                line.append(UInt8(ascii: " "))
                index += 2
                continue
            }
            if c == UInt8(ascii: "\n") {
                body(line, line.first { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") } == UInt8(ascii: "#"))
                line.removeAll(keepingCapacity: true)
            } else {
                line.append(c)
            }
            index += 1
        }
        if !line.isEmpty { body(line, line.first { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") } == UInt8(ascii: "#")) }
    }

    /// `name` and body of `# define name[(params)] body` (parameters left in the body: they
    /// count one token each).
    static func definition(_ line: [UInt8]) -> (String, [UInt8])? {
        var index = 0
        func skipSpace() { while index < line.count, line[index] == UInt8(ascii: " ") || line[index] == UInt8(ascii: "\t") { index += 1 } }
        skipSpace()
        guard index < line.count, line[index] == UInt8(ascii: "#") else { return nil }
        index += 1
        skipSpace()
        let keyword = Array("define".utf8)
        guard line.count >= index + keyword.count, Array(line[index..<(index + keyword.count)]) == keyword else { return nil }
        index += keyword.count
        skipSpace()
        let start = index
        while index < line.count, isTail(line[index]) { index += 1 }
        guard index > start else { return nil }
        let name = String(decoding: line[start..<index], as: UTF8.self)
        if index < line.count, line[index] == UInt8(ascii: "(") {
            while index < line.count, line[index] != UInt8(ascii: ")") { index += 1 }
            index += 1
        }
        return (name, index < line.count ? Array(line[index...]) : [])
    }

    /// For a function-like macro definition line, how many times its most used parameter
    /// appears in its body (a call's argument is copied that many times), else `nil`.
    static func argumentCopies(_ line: [UInt8]) -> (String, Int)? {
        guard let (name, _) = definition(line), let nameAt = firstRange(of: Array(name.utf8), in: line) else { return nil }
        var index = nameAt.upperBound
        guard index < line.count, line[index] == UInt8(ascii: "(") else { return nil }
        let open = index
        while index < line.count, line[index] != UInt8(ascii: ")") { index += 1 }
        guard index < line.count else { return nil }
        let parameters = Set(words(Array(line[(open + 1)..<index])))
        let body = words(Array(line[(index + 1)...]))
        let copies = parameters.map { parameter in body.filter { $0 == parameter }.count }.max() ?? 0
        return (name, max(1, copies))
    }

    static func firstRange(of needle: [UInt8], in bytes: [UInt8]) -> Range<Int>? {
        guard needle.count <= bytes.count else { return nil }
        for start in 0...(bytes.count - needle.count) where bytes[start..<(start + needle.count)].elementsEqual(needle) {
            return start..<(start + needle.count)
        }
        return nil
    }

    /// A call of function-like macros nested so that arguments are copied more than
    /// `maximumExpansion` times (`#define D(x) x x`, then `D(D(D(…)))` 30 deep): the outermost
    /// macro's name and the bound, or `nil`. One pass over the main file's code lines, with a
    /// stack of the copies each open parenthesis makes.
    static func nestedCalls(main: [UInt8], copies: [String: Int]) -> (name: String, tokens: Int)? {
        guard copies.values.contains(where: { $0 > 1 }) else { return nil }
        var found: (String, Int)?
        var stack: [Int] = []
        var product = 1
        var outermost: String?
        forEachLine(main) { line, isDirective in
            guard found == nil, !isDirective else { return }
            var index = 0
            var pending = 1
            var pendingName: String?
            while index < line.count {
                let c = line[index]
                if isTail(c) {
                    let start = index
                    while index < line.count, isTail(line[index]) { index += 1 }
                    let word = String(decoding: line[start..<index], as: UTF8.self)
                    pending = copies[word] ?? 1
                    pendingName = copies[word] == nil ? nil : word
                    continue
                }
                if c == UInt8(ascii: "(") {
                    stack.append(pending)
                    if stack.count == 1 || product == 1 { outermost = pendingName ?? outermost }
                    product = min(maximumExpansion + 1, product * pending)
                    if product > maximumExpansion, found == nil { found = (outermost ?? pendingName ?? "?", product); return }
                } else if c == UInt8(ascii: ")") {
                    if let last = stack.popLast() { product = max(1, product / last) }
                    if stack.isEmpty { product = 1; outermost = nil }
                }
                if c != UInt8(ascii: " ") && c != UInt8(ascii: "\t") { pending = 1; pendingName = nil }
                index += 1
            }
        }
        return found
    }

    static func isTail(_ c: UInt8) -> Bool {
        (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z"))
            || (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")) || c == UInt8(ascii: "_")
    }

    /// The identifiers in some bytes (string and character literals included: an overestimate).
    static func words(_ bytes: [UInt8]) -> [String] {
        var result: [String] = []
        var index = 0
        while index < bytes.count {
            guard isTail(bytes[index]) else { index += 1; continue }
            let start = index
            while index < bytes.count, isTail(bytes[index]) { index += 1 }
            let first = bytes[start]
            if !(first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9")) { result.append(String(decoding: bytes[start..<index], as: UTF8.self)) }
        }
        return result
    }

    /// Tokens, roughly: identifiers and numbers, and every other non-space byte.
    static func tokenCount(_ bytes: [UInt8]) -> Int {
        var count = 0
        var index = 0
        while index < bytes.count {
            let c = bytes[index]
            if c == UInt8(ascii: " ") || c == UInt8(ascii: "\t") { index += 1; continue }
            count += 1
            if isTail(c) { while index < bytes.count, isTail(bytes[index]) { index += 1 } } else { index += 1 }
        }
        return count
    }
}
