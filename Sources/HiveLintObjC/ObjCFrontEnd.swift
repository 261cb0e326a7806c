import CLibClang
import Foundation
import HiveLintCore

/// Reads Objective-C headers and implementation files through libclang and emits
/// language-neutral events: `#import`/`#include` (quoted and angled), `@import`, `@class`,
/// and the classes and protocols a file declares.
///
/// Each file is parsed on its own from its bytes (`SingleFileParse`: includes are not
/// followed; hive-lint resolves them itself, against the whole tree), with an Apple target
/// triple (FACTS.md: the default Linux triple breaks Objective-C parsing). Only code the
/// preprocessor keeps counts: imports in `#if 0` blocks or comments create nothing. Every
/// branch of a conditional on a macro the file does not define is kept (single-file mode),
/// like Swift's `#if` clauses, and each import records the condition it sits under.
///
/// One instance per worker: it owns a libclang index, which is not shared between threads.
public final class ObjCFrontEnd {
    private let index: CXIndex?

    /// Call `LibClang.load()` first.
    public init() {
        index = hl_clang_createIndex(0, 0)
    }

    deinit {
        if let index { hl_clang_disposeIndex(index) }
    }

    static let parseOptions: UInt32 =
        CXTranslationUnit_DetailedPreprocessingRecord.rawValue
        | CXTranslationUnit_KeepGoing.rawValue
        | CXTranslationUnit_SingleFileParse.rawValue
        | CXTranslationUnit_SkipFunctionBodies.rawValue

    /// Parses one file. `absolutePath` names it for libclang; `contents` are its bytes.
    public func facts(path: String, absolutePath: String, contents: [UInt8], language: Language) -> FileFacts {
        var facts = FileFacts(path: path, language: language)
        let languageFlag = language == .objcpp ? "objective-c++" : "objective-c"
        let arguments = ["-x", languageFlag, "-target", "x86_64-apple-macosx12.0", "-fobjc-arc", "-w", "-ferror-limit=0"]
        var unit: CXTranslationUnit?
        let code: CXErrorCode = contents.withUnsafeBufferPointer { buffer in
            absolutePath.withCString { name in
                buffer.withMemoryRebound(to: CChar.self) { chars in
                    var unsaved = CXUnsavedFile(Filename: name, Contents: chars.baseAddress ?? name, Length: UInt(chars.count))
                    return withCStrings(arguments) { argv in
                        hl_clang_parseTranslationUnit2(index, name, argv, Int32(arguments.count), &unsaved, 1, Self.parseOptions, &unit)
                    }
                }
            }
        }
        guard code == CXError_Success, let unit else {
            facts.diagnostics.append(Diagnostic(
                severity: .warning, code: "objc-parse-failed",
                message: "libclang could not parse \(path) (error \(code.rawValue)); its imports are not counted",
                location: SourceLocation(file: path, line: 1, column: 1)))
            return facts
        }
        defer { hl_clang_disposeTranslationUnit(unit) }

        let lines = SourceLines(contents)
        let collector = CursorCollector(path: path, lines: lines)
        let box = Unmanaged.passUnretained(collector).toOpaque()
        _ = hl_clang_visitChildren(hl_clang_getTranslationUnitCursor(unit), { cursor, _, data in
            guard let data else { return CXChildVisit_Break }
            Unmanaged<CursorCollector>.fromOpaque(data).takeUnretainedValue().visit(cursor)
            return CXChildVisit_Continue
        }, box)
        facts.imports = collector.imports
        facts.declarations = collector.declarations

        if contents.containsSequence(Array("@import".utf8)) {
            facts.imports += moduleImports(unit: unit, absolutePath: absolutePath, path: path, length: contents.count, lines: lines)
        }
        let conditions = PreprocessorConditions(contents)
        facts.imports = facts.imports.filter { !conditions.isDead(line: $0.location.line) }.map { event in
            var event = event
            event.condition = conditions.condition(ofLine: event.location.line)
            return event
        }
        facts.imports.sort()
        facts.declarations.sort()
        return facts
    }

    /// `@import X;` never becomes a cursor without the module's map (FACTS.md), so it is read
    /// from tokens, skipping ranges the preprocessor left out.
    private func moduleImports(unit: CXTranslationUnit, absolutePath: String, path: String, length: Int, lines: SourceLines) -> [ImportEvent] {
        let file = hl_clang_getFile(unit, absolutePath)
        var skipped: [ClosedRange<UInt32>] = []
        if let ranges = hl_clang_getSkippedRanges(unit, file) {
            for i in 0..<Int(ranges.pointee.count) {
                let range = ranges.pointee.ranges[i]
                let start = spelling(hl_clang_getRangeStart(range)).line
                let end = spelling(hl_clang_getRangeEnd(range)).line
                skipped.append(min(start, end)...max(start, end))
            }
            hl_clang_disposeSourceRangeList(ranges)
        }
        let range = hl_clang_getRange(hl_clang_getLocationForOffset(unit, file, 0), hl_clang_getLocationForOffset(unit, file, UInt32(length)))
        var tokens: UnsafeMutablePointer<CXToken>?
        var count: UInt32 = 0
        hl_clang_tokenize(unit, range, &tokens, &count)
        guard let tokens else { return [] }
        defer { hl_clang_disposeTokens(unit, tokens, count) }

        var events: [ImportEvent] = []
        var i = 0
        let total = Int(count)
        func spellingOf(_ k: Int) -> String { string(hl_clang_getTokenSpelling(unit, tokens[k])) }
        while i + 2 < total {
            defer { i += 1 }
            guard hl_clang_getTokenKind(tokens[i]) == CXToken_Punctuation, spellingOf(i) == "@",
                  spellingOf(i + 1) == "import" else { continue }
            let where_ = spelling(hl_clang_getTokenLocation(unit, tokens[i]))
            if skipped.contains(where: { $0.contains(where_.line) }) { continue }
            let module = spellingOf(i + 2)
            events.append(ImportEvent(
                form: .moduleImport, target: module, text: lines.text(ofLine: Int(where_.line)),
                location: SourceLocation(file: path, line: Int(where_.line), column: Int(where_.column))))
        }
        return events
    }
}

/// Gathers events from the top-level cursors of one translation unit.
private final class CursorCollector {
    let path: String
    let lines: SourceLines
    var imports: [ImportEvent] = []
    var declarations: [DeclarationEvent] = []

    init(path: String, lines: SourceLines) {
        self.path = path
        self.lines = lines
    }

    func visit(_ cursor: CXCursor) {
        let where_ = hl_clang_getCursorLocation(cursor)
        guard hl_clang_Location_isFromMainFile(where_) != 0 else { return }
        let position = spelling(where_)
        let location = SourceLocation(file: path, line: Int(position.line), column: Int(position.column))
        let kind = hl_clang_getCursorKind(cursor)
        switch kind {
        case CXCursor_InclusionDirective:
            let target = string(hl_clang_getCursorSpelling(cursor))
            let text = lines.text(ofLine: location.line)
            let angled = Self.isAngled(text)
            imports.append(ImportEvent(form: angled ? .angledInclude : .quotedInclude, target: target, text: text, location: location))
        case CXCursor_ObjCClassRef:
            // At the top level, a class reference is a forward declaration: `@class X;`.
            let name = string(hl_clang_getCursorSpelling(cursor))
            imports.append(ImportEvent(form: .forwardClass, target: name, text: "@class \(name);", location: location))
        case CXCursor_ObjCInterfaceDecl:
            declarations.append(DeclarationEvent(kind: .objcClass, name: string(hl_clang_getCursorSpelling(cursor)), location: location))
        case CXCursor_ObjCProtocolDecl:
            declarations.append(DeclarationEvent(kind: .objcProtocol, name: string(hl_clang_getCursorSpelling(cursor)), location: location))
        default:
            break
        }
    }

    /// Whether `#import <…>` (angled) rather than `#import "…"`, from the line as written.
    static func isAngled(_ line: String) -> Bool {
        guard let angle = line.firstIndex(of: "<") else { return false }
        guard let quote = line.firstIndex(of: "\"") else { return true }
        return angle < quote
    }
}

/// Line lookup in a file's bytes, for the "as written" text of evidence.
struct SourceLines {
    private let bytes: [UInt8]
    private let starts: [Int]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        for (i, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(i + 1) }
        self.starts = starts
    }

    /// Line `line` (1-based), trimmed, with runs of white space folded and a trailing
    /// `//` comment removed.
    func text(ofLine line: Int) -> String {
        guard line >= 1, line <= starts.count else { return "" }
        let start = starts[line - 1]
        let end = line < starts.count ? starts[line] : bytes.count
        var text = String(decoding: bytes[start..<end], as: UTF8.self)
        if let comment = text.range(of: "//"), !text[..<comment.lowerBound].contains("\"//") {
            let before = text[..<comment.lowerBound]
            if before.filter({ $0 == "\"" }).count % 2 == 0 { text = String(before) }
        }
        return text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\n" }).joined(separator: " ")
    }
}

private func spelling(_ location: CXSourceLocation) -> (line: UInt32, column: UInt32) {
    var line: UInt32 = 0, column: UInt32 = 0
    hl_clang_getSpellingLocation(location, nil, &line, &column, nil)
    return (line, column)
}

private func string(_ value: CXString) -> String {
    defer { hl_clang_disposeString(value) }
    guard let c = hl_clang_getCString(value) else { return "" }
    return String(cString: c)
}

/// Calls `body` with a C `argv` for `strings`.
private func withCStrings<R>(_ strings: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>) -> R) -> R {
    let owned: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) }
    defer { owned.forEach { free($0) } }
    let pointers: [UnsafePointer<CChar>?] = owned.map { $0.map { UnsafePointer($0) } }
    return pointers.withUnsafeBufferPointer { buffer in
        guard let base = buffer.baseAddress else {
            var empty: UnsafePointer<CChar>? = nil
            return body(&empty)
        }
        return body(base)
    }
}

extension Array where Element == UInt8 {
    /// Whether the bytes contain `needle` anywhere.
    func containsSequence(_ needle: [UInt8]) -> Bool {
        guard let first = needle.first, needle.count <= count else { return false }
        var i = 0
        while i <= count - needle.count {
            if self[i] == first, self[i..<(i + needle.count)].elementsEqual(needle) { return true }
            i += 1
        }
        return false
    }
}
