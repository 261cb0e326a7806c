import HiveLintCore

/// Reads the facts framework recognizers need from an Objective-C file's tokens: message
/// sends, macro and function invocations named in the `CallVocabulary` (with their arguments
/// as `ValueExpression`s), classes and protocols with their conformances, methods implemented,
/// and string constants (`NSString *const k = @"…";`, `#define k @"…"`).
///
/// Only live code counts: comments and `#if 0` blocks are gone, and a framework's own
/// `#define`s of its macros are directives, not invocations. Works on tokens, so a send whose
/// receiver class the parse does not know is still seen.
struct ObjCFrameworkScanner {
    /// Emptied when the scan ends (a generated file has millions of tokens).
    private var tokens: [ObjCToken]
    /// For each bracket token (`(`, `[`, `{`, `<`), the index of the one closing it (brackets
    /// of one kind counted; the last index when unbalanced); found in one pass, so a file of
    /// deeply nested brackets costs no more than a flat one. 32 bits each: a generated file
    /// has millions of tokens.
    private var closers: [UInt32]
    let lines: LineTable
    let path: String
    let vocabulary: CallVocabulary

    private(set) var calls: [CallEvent] = []
    private(set) var types: [TypeEvent] = []
    private(set) var methods: [MethodEvent] = []
    private(set) var constants: [ConstantEvent] = []
    /// String-ish locals of the function or method being scanned (`NSString *url = @"…";`),
    /// so `[Bifrost handleURL:url]` reads what `url` holds. A local assigned again is not known.
    private var locals: [String: ValueExpression] = [:]

    /// Scans `bytes`; lines `conditions` says are dead (`#if 0`) are left out; each call
    /// records the `#if` condition of its line.
    init(bytes: [UInt8], lines: LineTable, path: String, vocabulary: CallVocabulary, conditions: PreprocessorConditions) {
        self.init(liveTokens: ObjCLexer.tokens(bytes, dropping: conditions), lines: lines, path: path, vocabulary: vocabulary, conditions: conditions)
    }

    /// Scans tokens already lexed, dead lines left out.
    init(liveTokens: [ObjCToken], lines: LineTable, path: String, vocabulary: CallVocabulary, conditions: PreprocessorConditions) {
        self.tokens = liveTokens
        self.closers = Self.closers(liveTokens)
        self.lines = lines
        self.path = path
        self.vocabulary = vocabulary
        scan()
        tokens = []
        closers = []
        for index in calls.indices {
            calls[index].condition = conditions.condition(ofLine: calls[index].location.line)
        }
        calls.sort()
        types.sort()
        methods.sort()
        constants.sort()
    }

    /// Puts what the scan found into `facts`, sorted.
    func record(into facts: inout FileFacts) {
        facts.calls = calls
        facts.types = types
        facts.methods = methods
        facts.constants = constants
    }

    private func location(_ token: ObjCToken) -> SourceLocation { lines.location(ofOffset: token.offset, in: path) }

    private mutating func scan() {
        var depth = 0
        var implementation: String?
        var loops: [Int] = []
        var pendingLoop = false
        var i = 0
        let n = tokens.count
        while i < n {
            let token = tokens[i]
            if token.directive != 0 {
                i = scanDirective(at: i)
                continue
            }
            switch token.kind {
            case .punctuation:
                switch token.text {
                case "{":
                    depth += 1
                    if depth == 1 { locals = [:] }
                    if pendingLoop {
                        loops.append(depth)
                        pendingLoop = false
                    }
                case "}":
                    if loops.last == depth { loops.removeLast() }
                    depth = max(0, depth - 1)
                case "@" where i + 1 < n:
                    let word = tokens[i + 1].text
                    if word == "implementation", i + 2 < n {
                        implementation = tokens[i + 2].text
                    } else if word == "end" {
                        implementation = nil
                    } else if word == "interface" || (word == "protocol" && i + 2 < n && tokens[i + 2].kind == .identifier) {
                        scanInterface(at: i)
                    } else if vocabulary.macros.contains(word) {
                        // `@BeeHiveMod(Name)`: an annotation macro written after `@`.
                        i = scanMacro(at: i + 1, enclosing: implementation, inLoop: !loops.isEmpty)
                        continue
                    }
                case "[":
                    if startsMessage(at: i) {
                        scanMessage(at: i, enclosing: implementation, inLoop: !loops.isEmpty)
                    }
                case "-", "+":
                    if depth == 0, let implementation, i + 1 < n, tokens[i + 1].is("(") {
                        scanMethod(at: i, in: implementation)
                    }
                default:
                    break
                }
            case .identifier:
                if token.text == "for" || token.text == "while" || token.text == "do" {
                    pendingLoop = true
                } else if vocabulary.macros.contains(token.text), !(i > 0 && tokens[i - 1].is("@")) {
                    i = scanMacro(at: i, enclosing: implementation, inLoop: !loops.isEmpty)
                    continue
                } else if depth == 0, i + 1 < n, tokens[i + 1].is("="), i > 0, Self.isDeclarationContext(tokens, before: i) {
                    scanConstant(at: i)
                } else if depth > 0, i + 2 < n, tokens[i + 1].is("="), !tokens[i + 2].is("="), i > 0 {
                    scanLocal(at: i)
                }
            default:
                break
            }
            if pendingLoop, token.is(";") { pendingLoop = false }
            i += 1
        }
    }

    /// `#define NAME value`: a string-valued constant. Returns the index after the directive.
    private mutating func scanDirective(at start: Int) -> Int {
        let number = tokens[start].directive
        var end = start
        while end < tokens.count, tokens[end].directive == number { end += 1 }
        if end - start >= 4, tokens[start + 1].text == "define", tokens[start + 2].kind == .identifier {
            let name = tokens[start + 2]
            // A function-like macro has `(` right after its name; its parameters are plain
            // names (not `...`), and its value names them (`#define ROUTE(x) [NSString
            // stringWithFormat:@"app://%@", x]`).
            let isFunctionLike = tokens[start + 3].is("(") && tokens[start + 3].offset == name.offset + name.text.utf8.count
            if !isFunctionLike {
                let value = parseValue(start + 3, end)
                if Self.mayBeString(value) {
                    constants.append(ConstantEvent(form: .define, name: name.text, value: value, location: location(name)))
                }
            } else {
                let close = matching(start + 3)
                let parameters = close < end ? split(start + 4, close) : []
                if close + 1 < end, parameters.allSatisfy({ $0.count == 1 && tokens[$0.lowerBound].kind == .identifier }) {
                    let value = parseValue(close + 1, end)
                    if Self.mayBeString(value) {
                        constants.append(ConstantEvent(
                            form: .define, name: name.text, value: value, location: location(name),
                            parameters: parameters.map { tokens[$0.lowerBound].text }))
                    }
                }
            }
        }
        return end
    }

    /// `@interface X : Super <P, Q>`, `@interface X () <P>`, `@interface X (Cat) <P>`,
    /// `@protocol P <Q>` (not a forward `@protocol P;`).
    private mutating func scanInterface(at start: Int) {
        let isProtocol = tokens[start + 1].text == "protocol"
        guard start + 2 < tokens.count, tokens[start + 2].kind == .identifier else { return }
        let name = tokens[start + 2]
        var i = start + 3
        var superclass: String?
        var isExtension = false
        if !isProtocol, i + 1 < tokens.count, tokens[i].is(":"), tokens[i + 1].kind == .identifier {
            superclass = tokens[i + 1].text
            i += 2
        }
        if !isProtocol, i < tokens.count, tokens[i].is("(") {
            isExtension = true
            while i < tokens.count, !tokens[i].is(")") { i += 1 }
            i += 1
        }
        var protocols: [String] = []
        if i < tokens.count, tokens[i].is("<") {
            i += 1
            while i < tokens.count, !tokens[i].is(">") {
                if tokens[i].kind == .identifier { protocols.append(tokens[i].text) }
                i += 1
            }
        } else if isProtocol, i < tokens.count, tokens[i].is(";") || tokens[i].is(",") {
            return
        }
        types.append(TypeEvent(
            kind: isProtocol ? .objcProtocol : .objcClass, name: name.text, superclass: superclass, protocols: protocols,
            isExtension: isExtension, location: location(name)))
    }

    /// `- (type)selectorPart:(type)name more:(type)name {` with, when the body is a single
    /// `return X;`, X.
    private mutating func scanMethod(at start: Int, in typeName: String) {
        var i = matching(start + 1) + 1
        guard i < tokens.count, tokens[i].kind == .identifier else { return }
        let firstToken = tokens[i]
        var selector = ""
        if i + 1 < tokens.count, !tokens[i + 1].is(":") {
            selector = tokens[i].text
            i += 1
        } else {
            while i + 1 < tokens.count, tokens[i].kind == .identifier, tokens[i + 1].is(":") {
                selector += tokens[i].text + ":"
                i += 2
                if i < tokens.count, tokens[i].is("(") { i = matching(i) + 1 }
                i += 1 // the parameter's name
            }
        }
        // Attributes, `, ...`: on to the body.
        while i < tokens.count, !tokens[i].is("{"), !tokens[i].is(";"), !tokens[i].is("-"), !tokens[i].is("+") { i += 1 }
        // A definition may have a `;` before its body (`- (void)Action_login:(NSDictionary *)p; {`).
        if i + 1 < tokens.count, tokens[i].is(";"), tokens[i + 1].is("{") { i += 1 }
        guard i < tokens.count, tokens[i].is("{"), !selector.isEmpty else { return }
        var returns: ValueExpression?
        let close = matching(i)
        if i + 2 < close, tokens[i + 1].text == "return", tokens[close - 1].is(";"),
           !tokens[(i + 2)..<(close - 1)].contains(where: { $0.is(";") }) {
            returns = parseValue(i + 2, close - 1)
        }
        methods.append(MethodEvent(
            typeName: typeName, selector: selector, isClassMethod: tokens[start].text == "+", returns: returns, location: location(firstToken)))
    }

    /// `NSString *const kName = value;` at file scope.
    private mutating func scanConstant(at nameIndex: Int) {
        guard let end = statementEnd(from: nameIndex + 2) else { return }
        let value = parseValue(nameIndex + 2, end)
        guard Self.mayBeString(value) else { return }
        constants.append(ConstantEvent(form: .objcConstant, name: tokens[nameIndex].text, value: value, location: location(tokens[nameIndex])))
    }

    /// The `;` ending the statement that goes on at `start` (brackets skipped whole), if any.
    private func statementEnd(from start: Int) -> Int? {
        var end = start
        while end < tokens.count, !tokens[end].is(";") {
            if tokens[end].is("(") || tokens[end].is("[") || tokens[end].is("{") { end = matching(end) }
            end += 1
        }
        return end < tokens.count ? end : nil
    }

    /// `NSString *url = value;` in a body: remembered; `url = other;` (assigned again):
    /// forgotten, as its value is no longer one thing.
    private mutating func scanLocal(at nameIndex: Int) {
        let name = tokens[nameIndex].text
        guard Self.isDeclarationContext(tokens, before: nameIndex) else {
            if locals[name] != nil { locals[name] = .other(name) }
            return
        }
        guard let end = statementEnd(from: nameIndex + 2) else { return }
        let value = parseValue(nameIndex + 2, end)
        locals[name] = Self.mayBeString(value) ? value : .other(name)
    }

    /// An argument with the locals it names replaced by what they hold.
    private func substitutingLocals(_ value: ValueExpression, depth: Int = 0) -> ValueExpression {
        guard depth < 8 else { return value }
        switch value {
        case .name(let name):
            guard let local = locals[name] else { return value }
            if case .other = local { return .other(name) }
            return substitutingLocals(local, depth: depth + 1)
        case .format(let parts): return .format(parts.map { substitutingLocals($0, depth: depth + 1) })
        case .concat(let parts): return .concat(parts.map { substitutingLocals($0, depth: depth + 1) })
        case .macroCall(let name, let arguments, let written):
            return .macroCall(name, arguments.map { substitutingLocals($0, depth: depth + 1) }, written: written)
        default: return value
        }
    }

    /// Whether the identifier before `=` at index `i` is being declared (`NSString *const k`,
    /// `static NSString *k`), not assigned.
    private static func isDeclarationContext(_ tokens: [ObjCToken], before i: Int) -> Bool {
        let previous = tokens[i - 1]
        return previous.text == "const" || previous.is("*")
    }

    private static func mayBeString(_ value: ValueExpression) -> Bool {
        switch value {
        case .string, .name, .format, .concat, .macroCall: true
        default: false
        }
    }

    // MARK: - Calls

    /// A macro or function invocation `NAME(args)` (or `NAME` alone). Returns the index after it.
    private mutating func scanMacro(at i: Int, enclosing: String?, inLoop: Bool) -> Int {
        let name = tokens[i]
        var arguments: [ValueExpression] = []
        var next = i + 1
        let hasArguments = next < tokens.count && tokens[next].is("(") && tokens[next].directive == 0
        // Used without parentheses, only an all-caps name is a macro (`TP_MODULE_ASYNC`);
        // `name` alone is a variable.
        if !hasArguments, name.text.contains(where: \.isLowercase) { return next }
        if hasArguments {
            let close = matching(next)
            arguments = split(next + 1, close).map { substitutingLocals(parseValue($0.lowerBound, $0.upperBound)) }
            // Arguments may hold further calls (a block in `TPROUTER_METHOD_EXPORT(a, {…})`):
            // scan on inside them rather than past them.
            next = i + 1
        }
        // `make.name(@"x")`: a block property called like a function; its receiver is the word before the dot.
        let receiver = i >= 2 && tokens[i - 1].is(".") && tokens[i - 2].kind == .identifier ? tokens[i - 2].text : nil
        // `@BeeHiveService(…)` is written from its `@`.
        let at = i >= 1 && tokens[i - 1].is("@") && tokens[i - 1].offset + 1 == name.offset ? tokens[i - 1] : name
        calls.append(CallEvent(
            form: .macro, name: name.text, receiver: receiver, arguments: arguments, enclosingType: enclosing, inLoop: inLoop, location: location(at)))
        return next
    }

    /// Whether `[` at `i` opens a message send (not a subscript or an `@[…]` literal).
    private func startsMessage(at i: Int) -> Bool {
        guard i > 0 else { return true }
        if tokens[i - 1].is(")") { return isCast(closingAt: i - 1) }
        return Self.opensExpression(after: tokens[i - 1])
    }

    /// Whether an expression may start after `previous` (not a subscript's or a call's
    /// operand): after an operator or opening punctuation, `return`-like keywords, or a
    /// directive line (`#endif`).
    private static func opensExpression(after previous: ObjCToken) -> Bool {
        if previous.directive != 0 { return true }
        switch previous.kind {
        case .identifier:
            return ["return", "case", "else", "do"].contains(previous.text)
        case .string, .number, .character:
            return false
        case .punctuation:
            return !(previous.is("@") || previous.is(")") || previous.is("]"))
        }
    }

    /// Whether the `)` at `close` ends a cast (`(id<P>)`, `(UIViewController *)`) rather than
    /// a call or a parenthesized expression: type-like words inside, and no function name or
    /// value before the `(`.
    private func isCast(closingAt close: Int) -> Bool {
        var depth = 0
        var open = close
        while open >= 0 {
            if tokens[open].is(")") { depth += 1 } else if tokens[open].is("(") {
                depth -= 1
                if depth == 0 { break }
            }
            open -= 1
        }
        guard open >= 0, open + 1 < close else { return false }
        let inside = tokens[(open + 1)..<close]
        guard inside.first?.kind == .identifier,
              inside.allSatisfy({ $0.kind == .identifier || $0.is("*") || $0.is("<") || $0.is(">") || $0.is(",") }) else { return false }
        return open == 0 || Self.opensExpression(after: tokens[open - 1])
    }

    private mutating func scanMessage(at open: Int, enclosing: String?, inLoop: Bool) {
        guard let message = parseMessage(open) else { return }
        guard vocabulary.selectors.contains(message.selector) else { return }
        calls.append(CallEvent(
            form: .message, name: message.selector, receiver: message.receiver,
            arguments: message.arguments.map { substitutingLocals(parseValue($0.lowerBound, $0.upperBound)) },
            enclosingType: enclosing, inLoop: inLoop, location: location(tokens[open])))
    }

    /// A message send's receiver (its root class or expression), selector and argument ranges.
    /// Receivers nested deeper than 64 messages (`[[[[x a] b] c] …]`) are not followed.
    private func parseMessage(_ open: Int, depth: Int = 0) -> (receiver: String, selector: String, arguments: [Range<Int>])? {
        guard depth < 64 else { return nil }
        let close = matching(open)
        guard close < tokens.count else { return nil }
        var i = open + 1
        var receiver: String
        if i < close, tokens[i].is("[") {
            guard let inner = parseMessage(i, depth: depth + 1) else { return nil }
            receiver = inner.receiver
            i = matching(i) + 1
        } else {
            if i < close, tokens[i].is("(") { i = matching(i) + 1 } // a cast
            if i + 1 < close, tokens[i].is("@"), tokens[i + 1].kind == .string {
                receiver = "@\"\(tokens[i + 1].text)\""
                i += 2
            } else {
                guard i < close, tokens[i].kind == .identifier else { return nil }
                receiver = tokens[i].text
                i += 1
            }
            while i + 1 < close, tokens[i].is("."), tokens[i + 1].kind == .identifier {
                receiver += "." + tokens[i + 1].text
                i += 2
            }
        }
        guard i < close, tokens[i].kind == .identifier else { return nil }
        if i + 1 == close { return (receiver, tokens[i].text, []) }
        var selector = ""
        var arguments: [Range<Int>] = []
        while i < close {
            guard tokens[i].kind == .identifier, i + 1 < close, tokens[i + 1].is(":") else { return nil }
            selector += tokens[i].text + ":"
            let start = i + 2
            var k = start
            var ternary = 0
            while k < close {
                let token = tokens[k]
                if token.is("(") || token.is("[") || token.is("{") {
                    k = matching(k) + 1
                    continue
                }
                if token.is("?") { ternary += 1 }
                if token.is(":") {
                    if ternary > 0 { ternary -= 1 } else { break }
                }
                if token.kind == .identifier, k + 1 < close, tokens[k + 1].is(":"), ternary == 0, k > start { break }
                k += 1
            }
            if k < close, tokens[k].is(":") { return nil }
            arguments.append(start..<k)
            i = k
        }
        return (receiver, selector, arguments)
    }

    // MARK: - Values

    /// The index of the bracket closing the one at `open` (or the last index when unbalanced).
    private func matching(_ open: Int) -> Int {
        guard open < tokens.count else { return open }
        return Int(closers[open])
    }

    /// `matching` for every token, by one stack per kind of bracket.
    private static func closers(_ tokens: [ObjCToken]) -> [UInt32] {
        var result = (0..<tokens.count).map { UInt32(truncatingIfNeeded: $0) }
        let openers: [String: Int] = ["(": 0, "[": 1, "{": 2, "<": 3]
        let closing: [String: Int] = [")": 0, "]": 1, "}": 2, ">": 3]
        var stacks: [[Int]] = [[], [], [], []]
        for (index, token) in tokens.enumerated() where token.kind == .punctuation {
            if let kind = openers[token.text] {
                stacks[kind].append(index)
                result[index] = UInt32(truncatingIfNeeded: tokens.count - 1)
            } else if let kind = closing[token.text], let open = stacks[kind].popLast() {
                result[open] = UInt32(truncatingIfNeeded: index)
            }
        }
        return result
    }

    /// Ranges of `start..<end` separated by top-level commas.
    private func split(_ start: Int, _ end: Int) -> [Range<Int>] {
        guard start < end else { return [] }
        var parts: [Range<Int>] = []
        var from = start
        var i = start
        while i < end {
            if tokens[i].is("(") || tokens[i].is("[") || tokens[i].is("{") {
                i = matching(i) + 1
                continue
            }
            if tokens[i].is(",") {
                parts.append(from..<i)
                from = i + 1
            }
            i += 1
        }
        parts.append(from..<end)
        return parts
    }

    /// The tokens `start..<end` on one line, spaced between words and after commas.
    private func text(_ start: Int, _ end: Int) -> String {
        var result = ""
        var previous: ObjCToken?
        for token in tokens[start..<max(start, end)] {
            if let previous, (previous.kind != .punctuation && token.kind != .punctuation) || previous.is(",") { result += " " }
            switch token.kind {
            case .string: result += "\"\(token.text)\""
            case .character: result += "'\(token.text)'"
            default: result += token.text
            }
            previous = token
        }
        return result
    }

    /// What the tokens `start..<end` evaluate to, as far as syntax tells.
    func parseValue(_ start: Int, _ end: Int) -> ValueExpression {
        var start = start
        var end = end
        // `(NSString *)x`, `(x)`
        while start < end, tokens[start].is("(") {
            let close = matching(start)
            if close == end - 1 {
                start += 1
                end -= 1
            } else if close < end - 1, tokens[(start + 1)..<close].allSatisfy({ $0.kind == .identifier || $0.is("*") }) {
                start = close + 1
            } else {
                break
            }
        }
        guard start < end else { return .other("") }
        let first = tokens[start]
        let count = end - start
        // String literals, adjacent ones joined: @"a" @"b", "a" "b".
        if first.kind == .string || (first.is("@") && count > 1 && tokens[start + 1].kind == .string) {
            var value = ""
            var i = start
            while i < end {
                if tokens[i].is("@") { i += 1; continue }
                guard tokens[i].kind == .string else { return .other(text(start, end)) }
                value += tokens[i].text
                i += 1
            }
            return .string(value)
        }
        if first.is("@"), count >= 4, tokens[start + 2].is("(") {
            let inside = text(start + 3, end - 1)
            switch tokens[start + 1].text {
            case "protocol": return .protocolRef(inside)
            case "selector": return .selector(inside.replacingOccurrences(of: " ", with: ""))
            default: break
            }
        }
        if first.is("@"), count >= 2 { return tokens[start + 1].kind == .number ? .number(tokens[start + 1].text) : .other(text(start, end)) }
        if first.is("^") { return .block(constructs: nil) }
        if first.kind == .number, count == 1 { return .number(first.text) }
        if first.kind == .identifier {
            if count == 1 {
                switch first.text {
                case "YES", "NO", "true", "false": return .number(first.text)
                default: return .name(first.text)
                }
            }
            if count == 3, tokens[start + 1].is("."), tokens[start + 2].text == "class" { return .type(first.text) }
            if tokens[start + 1].is("("), matching(start + 1) == end - 1 {
                if first.text == "NSClassFromString" || first.text == "NSProtocolFromString" {
                    // A name in a string: the compiler does not check it exists.
                    if case .string(let name) = parseValue(start + 2, end - 1) { return .string(name) }
                    return .other(text(start, end))
                }
                let arguments = split(start + 2, end - 1).map { parseValue($0.lowerBound, $0.upperBound) }
                if vocabulary.formatFunctions.contains(first.text) { return .format(arguments) }
                // Perhaps a function-like macro the tree defines: resolved later, across files.
                return .macroCall(first.text, arguments, written: text(start, end))
            }
        }
        if first.is("["), matching(start) == end - 1, let message = parseMessage(start) {
            let arguments = message.arguments
            switch message.selector {
            case "class" where arguments.isEmpty:
                return .type(message.receiver)
            case "stringWithFormat:", "initWithFormat:":
                if let range = arguments.first {
                    return .format(split(range.lowerBound, range.upperBound).map { parseValue($0.lowerBound, $0.upperBound) })
                }
            case "URLWithString:", "stringWithString:":
                if let range = arguments.first { return parseValue(range.lowerBound, range.upperBound) }
            case let selector where vocabulary.passThroughSelectors.contains(selector):
                if let range = arguments.first { return parseValue(range.lowerBound, range.upperBound) }
            case "stringByAppendingString:":
                if let range = arguments.first, tokens[start + 1].kind == .identifier || tokens[start + 1].is("@") || tokens[start + 1].is("[") {
                    let receiverEnd = range.lowerBound - 2
                    return .concat([parseValue(start + 1, receiverEnd), parseValue(range.lowerBound, range.upperBound)])
                }
            default:
                break
            }
        }
        return .other(text(start, end))
    }
}
