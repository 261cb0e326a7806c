import CLibClang
import Foundation
import HiveLintCore

/// Reads Objective-C headers and implementation files through libclang and emits
/// language-neutral events: imports (`#import`/`#include` quoted and angled, `@import`,
/// `@class`), the symbols headers declare (classes, protocols, categories, C functions,
/// constants, types, enum constants, macros) and the names a file uses (superclasses,
/// protocols, class and type references, categories, message receivers, `@protocol(P)`,
/// functions and constants, macro expansions, classes named in `NSClassFromString(@"…")`).
///
/// Each file is parsed from its bytes at a virtual path, so its `#include`s find nothing and
/// cost nothing (hive-lint resolves them itself, against the whole tree), with an Apple target
/// triple (FACTS.md: the default Linux triple breaks Objective-C parsing) and a prelude
/// (`ObjCPrelude`) declaring the SDK and project symbols, so that uses of them are real
/// cursors. Method bodies are parsed.
///
/// Only live code counts: comments and literal `#if 0` blocks create nothing. Every branch of
/// a conditional on a macro hive-lint cannot see keeps its imports (like Swift's `#if`
/// clauses), each recording the condition it sits under; names used inside a branch the
/// parse skipped are not seen.
///
/// One instance per worker: it owns a libclang index, which is not shared between threads,
/// and reuses one translation unit per language and mode, reparsing it with each file's
/// bytes (`clang_reparseTranslationUnit`) instead of building a new one: a fresh unit costs
/// about 2 ms of set-up per file.
public final class ObjCFrontEnd {
    private let index: CXIndex?
    private var units: [String: CXTranslationUnit] = [:]

    /// Call `LibClang.load()` first.
    public init() {
        index = hl_clang_createIndex(0, 0)
    }

    deinit {
        releaseUnits()
        if let index { hl_clang_disposeIndex(index) }
    }

    /// Frees the reused translation units (and the last file's AST they hold); the next file
    /// builds a new one.
    public func releaseUnits() {
        for unit in units.values { hl_clang_disposeTranslationUnit(unit) }
        units = [:]
    }

    static let preludePath = "/hive-lint-virtual/prelude.h"
    /// The folder the main file seems to lie in (it does not exist).
    static let virtualFolder = "/hive-lint-virtual/tree"

    /// What a file must contain to need the token walk (`@import`, `NSClassFromString` /
    /// `NSProtocolFromString`, `@protocol(…)`): made once, not for every file.
    private static let tokenWalkNeedles = ["@import", "FromString", "@protocol(", "@protocol ("].map { Array($0.utf8) }

    /// Parses one file. `contents` are its bytes; `prelude` declares what the parse should
    /// know (`ObjCPrelude.sdkOnly` for the first pass over headers). With `bodies` false,
    /// function and method bodies are skipped (declarations only).
    /// `declared` are the names the file itself declares (left out of its prelude). With
    /// `bodies`, framework facts (calls named in `vocabulary`, types, methods, constants) are
    /// read too, from tokens (`ObjCFrameworkScanner`).
    public func facts(
        path: String, contents: [UInt8], language: Language, prelude: ObjCPrelude, declared: Set<String> = [], bodies: Bool = true,
        vocabulary: CallVocabulary = CallVocabulary()
    ) -> FileFacts {
        var facts = FileFacts(path: path, language: language)
        /// The file read by the token pass instead of libclang, with a note saying `why`.
        func tokenPass(_ severity: Severity, _ code: String, _ why: String) -> FileFacts {
            var facts = ObjCTokenPass.facts(path: path, contents: contents, language: language, bodies: bodies, vocabulary: vocabulary)
            facts.diagnostics.append(Diagnostic(
                severity: severity, code: code,
                message: "\(path) \(why) its imports, declarations and framework calls are read, not its uses of other modules' symbols",
                location: SourceLocation(file: path, line: 1, column: 1)))
            return facts
        }
        if let hazard = ObjCParseHazard.nesting(contents) {
            return tokenPass(.info, ObjCParseHazard.deeplyNested, "has \(hazard), more than libclang can parse safely:")
        }
        var parsed = contents
        for range in ObjCParseHazard.debugPragmas(contents) {
            for offset in range where parsed[offset] != UInt8(ascii: "\n") { parsed[offset] = UInt8(ascii: " ") }
        }
        var specialIncludes: [Diagnostic] = []
        for include in ObjCParseHazard.specialIncludes(contents, virtualFolder: Self.virtualFolder) {
            for offset in include.range { parsed[offset] = UInt8(ascii: " ") }
            specialIncludes.append(Diagnostic(
                severity: .warning, code: ObjCParseHazard.specialInclude,
                message: "\(path) includes \(include.path), which is a device, pipe or socket, not a header; it is not read",
                location: SourceLocation(file: path, line: include.line, column: 1)))
        }
        let preludeBytes = Array(prelude.text(for: contents, excluding: declared).utf8)
        if let bomb = ObjCMacroHazard.find(main: contents, prelude: preludeBytes) {
            // libclang would expand it in full, for minutes: the token pass reads the file.
            let size = bomb.tokens > ObjCMacroHazard.maximumExpansion ? "more than \(ObjCMacroHazard.maximumExpansion)" : "\(bomb.tokens)"
            return tokenPass(.warning, ObjCMacroHazard.code, "uses macro \(bomb.name), which expands to \(size) tokens: not given to libclang;")
        }
        let unit: CXTranslationUnit, virtualPath: String
        facts.diagnostics = specialIncludes
        switch translationUnit(language: language, bodies: bodies, main: parsed, prelude: preludeBytes) {
        case .success(let opened):
            (unit, virtualPath) = opened
        case .failure(let failure):
            facts.diagnostics.append(Diagnostic(
                severity: .warning, code: "objc-parse-failed",
                message: "libclang could not parse \(path) (\(failure)); its imports are not counted",
                location: SourceLocation(file: path, line: 1, column: 1)))
            return facts
        }

        let lines = LineTable(contents)
        let conditions = PreprocessorConditions(contents, lines: lines)
        let file = hl_clang_getFile(unit, virtualPath)
        let collector = CursorCollector(
            path: path, bytes: contents, lines: lines, conditions: conditions, declares: language == .objcHeader, mainFile: file)
        let box = Unmanaged.passUnretained(collector).toOpaque()
        _ = hl_clang_visitChildren(hl_clang_getTranslationUnitCursor(unit), { cursor, parent, data in
            guard let data else { return CXChildVisit_Break }
            return Unmanaged<CursorCollector>.fromOpaque(data).takeUnretainedValue().visit(cursor, parent: parent)
        }, box)

        let skipped = skippedLines(unit: unit, file: file)
        var imports = collector.imports
        imports += inactiveIncludes(path: path, bytes: contents, lines: lines, skipped: skipped)
        // A macro the file defines itself (an `.m`'s own `#define APLog(…)`, which declares
        // nothing for other files; also one under `#ifndef X` that the preprocessor skipped
        // because the prelude defines X for another module's header) is its own where it
        // expands it, not a use of another module's macro of the same name.
        var references = collector.references.filter { $0.kind != .macro || !conditions.definedMacros.contains($0.name) }
        if Self.tokenWalkNeedles.contains(where: { contents.contains(subsequence: $0) }) {
            let seenProtocols = Set(collector.references.filter { $0.kind == .protocolExpression }.map(\.name))
            let (moduleImports, tokenReferences) = tokenEvents(
                unit: unit, file: file, path: path, bytes: contents, lines: lines, skipped: skipped, seenProtocols: seenProtocols)
            imports += moduleImports
            references += tokenReferences
        }
        facts.imports = conditions.live(imports)
        facts.declarations = collector.declarations.sorted()
        facts.references = conditions.conditioned(references).sorted()
        if bodies { ObjCFrameworkScanner(bytes: contents, lines: lines, path: path, vocabulary: vocabulary, conditions: conditions).record(into: &facts) }
        // A class or protocol an implementation file declares itself (`@interface AKDevice :
        // NSObject` redeclaring a private class to call it; libclang reads a redeclaration of
        // a prelude stub as a class reference) is its own where the file uses it.
        // So is a C function or global it defines (`BOOL isPathTooLong(…) { … }` beside a
        // test helper header declaring the same name).
        if language != .objcHeader {
            let own = Set(facts.types.filter { !$0.isExtension }.map(\.name)).union(collector.definitions)
            if !own.isEmpty {
                facts.references.removeAll { $0.kind != .macro && own.contains($0.name) }
                facts.imports.removeAll { ($0.form == .forwardClass || $0.form == .forwardProtocol) && own.contains($0.target) }
            }
        }
        return facts
    }

    /// Parses `contents` and nothing more: the unit `facts` would build for the file (same
    /// arguments, options and reuse) with an empty prelude, and no cursor visit, events or
    /// token scan. The benchmark's libclang floor. Whether libclang built the unit.
    public func parseOnly(contents: [UInt8], language: Language, bodies: Bool) -> Bool {
        if case .success = translationUnit(language: language, bodies: bodies, main: contents, prelude: []) { return true }
        return false
    }

    /// Why libclang built no unit: its error code, named.
    struct ParseFailure: Error, CustomStringConvertible {
        var code: CXErrorCode

        var description: String {
            let name = switch code {
            case CXError_Crashed: "crashed"
            case CXError_InvalidArguments: "invalid arguments"
            case CXError_ASTReadError: "AST read error"
            default: "failure"
            }
            return "libclang error \(code.rawValue): \(name)"
        }
    }

    /// The reused unit for the language and mode, reparsed with these bytes, and the virtual
    /// path the main file has in it. One virtual name per reused unit: the file's own path
    /// only appears in the events.
    private func translationUnit(
        language: Language, bodies: Bool, main: [UInt8], prelude: [UInt8]
    ) -> Result<(CXTranslationUnit, String), ParseFailure> {
        let languageFlag = language == .objcpp ? "objective-c++" : "objective-c"
        let unitKey = "\(languageFlag)-\(bodies ? "bodies" : "declarations")"
        let virtualPath = "/hive-lint-virtual/tree/main-\(unitKey).m"
        return translationUnit(key: unitKey, virtualPath: virtualPath, languageFlag: languageFlag, bodies: bodies, main: main, prelude: prelude)
            .map { ($0, virtualPath) }
    }

    /// The unit for `key`, reparsed with these bytes, or a new one (kept for the next file).
    /// A unit whose reparse fails is dropped and built again.
    private func translationUnit(
        key: String, virtualPath: String, languageFlag: String, bodies: Bool, main: [UInt8], prelude: [UInt8]
    ) -> Result<CXTranslationUnit, ParseFailure> {
        main.withUnsafeBufferPointer { mainBuffer in
            prelude.withUnsafeBufferPointer { preludeBuffer in
                virtualPath.withCString { mainName in
                    Self.preludePath.withCString { preludeName in
                        mainBuffer.withMemoryRebound(to: CChar.self) { mainChars in
                            preludeBuffer.withMemoryRebound(to: CChar.self) { preludeChars in
                                var unsaved = [
                                    CXUnsavedFile(Filename: mainName, Contents: mainChars.baseAddress ?? mainName, Length: UInt(mainChars.count)),
                                    CXUnsavedFile(Filename: preludeName, Contents: preludeChars.baseAddress ?? preludeName, Length: UInt(preludeChars.count)),
                                ]
                                if let existing = units[key] {
                                    if hl_clang_reparseTranslationUnit(existing, 2, &unsaved, 0) == 0 { return .success(existing) }
                                    hl_clang_disposeTranslationUnit(existing)
                                    units[key] = nil
                                }
                                let arguments = [
                                    "-x", languageFlag, "-target", "x86_64-apple-macosx12.0", "-fobjc-arc", "-w", "-ferror-limit=0",
                                    // `#pragma clang __debug crash` (and `overflow_stack`, `llvm_fatal_error`, …) would
                                    // crash or hang the parse on purpose.
                                    "-Xclang", "-disable-pragma-debug-crash",
                                    "-include", Self.preludePath,
                                ]
                                var options = CXTranslationUnit_DetailedPreprocessingRecord.rawValue | CXTranslationUnit_KeepGoing.rawValue
                                if !bodies { options |= CXTranslationUnit_SkipFunctionBodies.rawValue }
                                var unit: CXTranslationUnit?
                                let code = withCStrings(arguments) { argv in
                                    hl_clang_parseTranslationUnit2(index, mainName, argv, Int32(arguments.count), &unsaved, 2, options, &unit)
                                }
                                guard code == CXError_Success, let unit else {
                                    return .failure(ParseFailure(code: code == CXError_Success ? CXError_Failure : code))
                                }
                                units[key] = unit
                                return .success(unit)
                            }
                        }
                    }
                }
            }
        }
    }

    /// Line ranges the preprocessor skipped.
    private func skippedLines(unit: CXTranslationUnit, file: CXFile?) -> [ClosedRange<UInt32>] {
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
        return skipped
    }

    /// `#import`/`#include` and `@import` lines in branches the parse skipped (`#if DEBUG` with
    /// `DEBUG` unknown, `#if SWIFT_PACKAGE`): every branch counts, as in Swift. `#if 0` code is
    /// filtered by the caller.
    private func inactiveIncludes(path: String, bytes: [UInt8], lines: LineTable, skipped: [ClosedRange<UInt32>]) -> [ImportEvent] {
        var events: [ImportEvent] = []
        for range in skipped {
            for number in range where number > range.lowerBound {
                let line = Int(number)
                let text = lines.text(ofLine: line, in: bytes)
                if let event = Self.includeDirective(text, line: line, path: path) ?? Self.moduleImport(text, line: line, path: path, raw: lines.raw(line: line, in: bytes)) {
                    events.append(event)
                }
            }
        }
        return events
    }

    /// `@import X;` (or `@import X.Y;`, importing `X`) read from the line's text (`raw`: as
    /// written, for the column), as the token walk reads it in code the parse kept.
    static func moduleImport(_ text: String, line: Int, path: String, raw: String) -> ImportEvent? {
        guard text.hasPrefix("@import ") else { return nil }
        let module = text.dropFirst("@import ".count).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard !module.isEmpty else { return nil }
        let column = raw.utf8.firstIndex(of: UInt8(ascii: "@")).map { raw.utf8.distance(from: raw.utf8.startIndex, to: $0) + 1 } ?? 1
        return ImportEvent(form: .moduleImport, target: String(module), text: text, location: SourceLocation(file: path, line: line, column: column))
    }

    /// `#import <X/Y.h>` or `#include "Y.h"` read from the line's text, without a compiler.
    static func includeDirective(_ text: String, line: Int, path: String) -> ImportEvent? {
        guard text.hasPrefix("#") else { return nil }
        let directive = text.dropFirst().drop { $0 == " " || $0 == "\t" }
        guard directive.hasPrefix("import") || directive.hasPrefix("include") else { return nil }
        let rest = directive.drop { $0.isLetter || $0 == "_" }.drop { $0 == " " || $0 == "\t" }
        guard let open = rest.first, open == "<" || open == "\"" else { return nil }
        let close: Character = open == "<" ? ">" : "\""
        let target = rest.dropFirst().prefix { $0 != close }
        guard !target.isEmpty else { return nil }
        return ImportEvent(
            form: open == "<" ? .angledInclude : .quotedInclude, target: String(target), text: text,
            location: SourceLocation(file: path, line: line, column: 1))
    }

    /// From tokens: `@import X;` (never a cursor without the module's map, FACTS.md),
    /// classes or protocols named in `NSClassFromString(@"X")` / `NSProtocolFromString(@"X")`,
    /// and `@protocol(P)` in code the parse kept but dropped the statement of (a message to a
    /// class no header of the tree declares, such as a pod that is not checked in), each
    /// protocol not in `seenProtocols` once.
    private func tokenEvents(
        unit: CXTranslationUnit, file: CXFile?, path: String, bytes: [UInt8], lines: LineTable, skipped: [ClosedRange<UInt32>],
        seenProtocols: Set<String>
    ) -> ([ImportEvent], [ReferenceEvent]) {
        let range = hl_clang_getRange(hl_clang_getLocationForOffset(unit, file, 0), hl_clang_getLocationForOffset(unit, file, UInt32(bytes.count)))
        var tokens: UnsafeMutablePointer<CXToken>?
        var count: UInt32 = 0
        hl_clang_tokenize(unit, range, &tokens, &count)
        guard let tokens else { return ([], []) }
        defer { hl_clang_disposeTokens(unit, tokens, count) }

        var imports: [ImportEvent] = []
        var references: [ReferenceEvent] = []
        var seenProtocols = seenProtocols
        let total = Int(count)
        func spellingOf(_ k: Int) -> String { string(hl_clang_getTokenSpelling(unit, tokens[k])) }
        func isSkipped(_ line: UInt32) -> Bool { skipped.contains { $0.contains(line) } }
        var i = 0
        while i + 2 < total {
            defer { i += 1 }
            // Only `@` and identifiers start what is looked for: other tokens are not spelled.
            let kind = hl_clang_getTokenKind(tokens[i])
            guard kind == CXToken_Punctuation || kind == CXToken_Identifier else { continue }
            let word = spellingOf(i)
            guard word == "@" || word == "NSClassFromString" || word == "NSProtocolFromString" else { continue }
            let where_ = spelling(hl_clang_getTokenLocation(unit, tokens[i]))
            if word == "@", spellingOf(i + 1) == "import" {
                if isSkipped(where_.line) { continue }
                imports.append(ImportEvent(
                    form: .moduleImport, target: spellingOf(i + 2), text: lines.text(ofLine: Int(where_.line), in: bytes),
                    location: SourceLocation(file: path, line: Int(where_.line), column: Int(where_.column))))
            } else if word == "NSClassFromString" || word == "NSProtocolFromString", i + 3 < total,
                      spellingOf(i + 1) == "(", spellingOf(i + 2) == "@" {
                let literal = spellingOf(i + 3)
                guard literal.count > 2, literal.hasPrefix("\""), literal.hasSuffix("\"") else { continue }
                let name = String(literal.dropFirst().dropLast())
                let at = spelling(hl_clang_getTokenLocation(unit, tokens[i + 2]))
                references.append(ReferenceEvent(kind: .string, name: name, location: SourceLocation(file: path, line: Int(at.line), column: Int(at.column))))
            } else if word == "@", i + 4 < total, spellingOf(i + 1) == "protocol", spellingOf(i + 2) == "(", spellingOf(i + 4) == ")",
                      !isSkipped(where_.line) {
                let name = spellingOf(i + 3)
                guard hl_clang_getTokenKind(tokens[i + 3]) == CXToken_Identifier, seenProtocols.insert(name).inserted else { continue }
                references.append(ReferenceEvent(
                    kind: .protocolExpression, name: name, location: SourceLocation(file: path, line: Int(where_.line), column: Int(where_.column))))
            }
        }
        return (imports, references)
    }
}

/// Gathers events from the main file's cursors (the prelude's are skipped).
private final class CursorCollector {
    let path: String
    /// The file's bytes and lines, for the text of what is found.
    let bytes: [UInt8]
    let lines: LineTable
    /// Whether the file's declarations are visible to others (headers).
    let declares: Bool
    var imports: [ImportEvent] = []
    var declarations: [DeclarationEvent] = []
    var references: [ReferenceEvent] = []
    /// The C functions and globals the file defines at its top level (with a body or an
    /// initial value, not a prototype or an `extern`).
    var definitions: Set<String> = []
    /// The C functions and globals the prelude declares (its stubs of other modules' and the
    /// SDK's names), which a definition in the file may conflict with.
    private var preludeFunctions: Set<String> = []
    private var preludeVariables: Set<String> = []
    private var seen: Set<SeenKey> = []
    /// Where the struct and union definitions already visited are: libclang visits a C
    /// record nested in another both where it is written and again through its parent, so 64
    /// nested `struct S {` made the walk exponential (found by the fuzzer,
    /// `Fixtures/fuzz/objc-nested-structs`). Each is walked once from the top level and once
    /// from inside another declaration.
    private var visitedRecords: Set<UInt64> = []
    /// A name once per kind, and a use once per `#if` condition too (see `use`).
    private struct SeenKey: Hashable {
        var declared: Bool
        var kind: String
        var name: String
        var condition: Int32 = 0
    }

    /// The main file: cursors spelled elsewhere (the prelude) are skipped. (Not
    /// `clang_Location_isFromMainFile`, which says no for names written in a macro's
    /// arguments, such as the name in `typedef NS_ENUM(NSInteger, X)`.)
    let mainFile: CXFile?

    /// The `#if` context of the file's lines.
    let conditions: PreprocessorConditions

    init(path: String, bytes: [UInt8], lines: LineTable, conditions: PreprocessorConditions, declares: Bool, mainFile: CXFile?) {
        self.path = path
        self.bytes = bytes
        self.lines = lines
        self.conditions = conditions
        self.declares = declares
        self.mainFile = mainFile
    }

    /// Whether the name at `line`:`column` is tested for being defined: the argument of
    /// `#ifdef`, `#ifndef`, `#elifdef`, `#elifndef`, or of `defined` in an `#if`.
    func isDefinitionProbe(line: Int, column: Int) -> Bool {
        guard let range = lines.range(ofLine: line), column >= 1, range.lowerBound + column - 1 <= range.upperBound else { return false }
        var before = Array(bytes[range.lowerBound..<(range.lowerBound + column - 1)])
        while let last = before.last, isBlank(last) || last == UInt8(ascii: "(") { before.removeLast() }
        var word: [UInt8] = []
        while let last = before.last, isWordByte(last) { word.insert(before.removeLast(), at: 0) }
        let keyword = String(decoding: word, as: UTF8.self)
        if keyword == "defined" { return true }
        guard ["ifdef", "ifndef", "elifdef", "elifndef"].contains(keyword) else { return false }
        while let last = before.last, isBlank(last) { before.removeLast() }
        return before.last == UInt8(ascii: "#")
    }

    func visit(_ cursor: CXCursor, parent: CXCursor) -> CXChildVisitResult {
        let where_ = hl_clang_getCursorLocation(cursor)
        var file: CXFile?
        var line: UInt32 = 0, column: UInt32 = 0
        hl_clang_getSpellingLocation(where_, &file, &line, &column, nil)
        let kind = hl_clang_getCursorKind(cursor)
        guard file != nil, file == mainFile else {
            if kind == CXCursor_VarDecl { preludeVariables.insert(string(hl_clang_getCursorSpelling(cursor))) }
            if kind == CXCursor_FunctionDecl { preludeFunctions.insert(string(hl_clang_getCursorSpelling(cursor))) }
            return CXChildVisit_Continue
        }
        let location = SourceLocation(file: path, line: Int(line), column: Int(column))
        let parentKind = hl_clang_getCursorKind(parent)
        let atTopLevel = parentKind == CXCursor_TranslationUnit
        // C functions and variables written between `@implementation` (or `@interface`) and
        // `@end` are file-level too: C has no members (Telegram's `extractFileUrlComponents`
        // defined inside `@implementation TGFileLocation`, not another module's prototype).
        let atFileLevel = atTopLevel || [CXCursor_ObjCImplementationDecl, CXCursor_ObjCCategoryImplDecl, CXCursor_ObjCInterfaceDecl,
                                         CXCursor_ObjCCategoryDecl].contains(parentKind)
        if kind == CXCursor_StructDecl || kind == CXCursor_UnionDecl,
           !visitedRecords.insert(UInt64(line) << 33 | UInt64(column) << 1 | (atTopLevel ? 1 : 0)).inserted {
            return CXChildVisit_Continue
        }
        func name() -> String { string(hl_clang_getCursorSpelling(cursor)) }
        func declare(_ kind: DeclarationKind, detail: String? = nil) {
            guard declares else { return }
            let symbol = name()
            guard !symbol.isEmpty, seen.insert(SeenKey(declared: true, kind: kind.rawValue, name: symbol)).inserted else { return }
            declarations.append(DeclarationEvent(kind: kind, name: symbol, location: location, detail: detail))
        }
        // The first use of a name under each `#if` condition (a target that never compiles
        // one branch may still use the name in another, or outside), none after an
        // unconditional one. (The condition is given to the use with the token walk's, by
        // `PreprocessorConditions.conditioned`.)
        func use(_ kind: ReferenceKind, _ symbol: String? = nil) {
            let symbol = symbol ?? name()
            let condition = conditions.conditionNumber(ofLine: location.line)
            guard !symbol.isEmpty, condition == 0 || !seen.contains(SeenKey(declared: false, kind: kind.rawValue, name: symbol)),
                  seen.insert(SeenKey(declared: false, kind: kind.rawValue, name: symbol, condition: condition)).inserted else { return }
            references.append(ReferenceEvent(kind: kind, name: symbol, location: location))
        }

        switch kind {
        case CXCursor_InclusionDirective:
            let text = lines.text(ofLine: location.line, in: bytes)
            imports.append(ImportEvent(form: ImportForm.isAngled(text) ? .angledInclude : .quotedInclude, target: name(), text: text, location: location))
            return CXChildVisit_Continue
        case CXCursor_MacroDefinition:
            declare(.macro, detail: definition(of: cursor))
            return CXChildVisit_Continue
        case CXCursor_MacroExpansion:
            // clang records `#ifdef X` and `defined(X)` as expansions of X; they only ask
            // whether X is defined (zlib's `#ifdef HAVE_STDARG_H`), which needs no header.
            if !isDefinitionProbe(line: location.line, column: location.column) { use(.macro) }
            return CXChildVisit_Continue
        case CXCursor_ObjCClassRef where atTopLevel:
            // At the top level, a class reference is a forward declaration: `@class X;`.
            let symbol = name()
            imports.append(ImportEvent(form: .forwardClass, target: symbol, text: "@class \(symbol);", location: location))
            return CXChildVisit_Continue
        case CXCursor_ObjCProtocolRef where atTopLevel:
            // So is a protocol reference: `@protocol P;` (libclang visits a protocol declared
            // without a body as a reference to it), which names it without its header.
            let symbol = name()
            imports.append(ImportEvent(form: .forwardProtocol, target: symbol, text: "@protocol \(symbol);", location: location))
            return CXChildVisit_Continue
        case CXCursor_ObjCInterfaceDecl:
            declare(.objcClass)
        case CXCursor_ObjCProtocolDecl:
            declare(.objcProtocol)
        case CXCursor_ObjCCategoryDecl:
            // The class it extends: `@interface CTMediator (A)` as written (clang drops the
            // class when it cannot see it declared, a pod's header not in the tree), else the
            // class reference clang gives as its first child (below).
            declare(.objcCategory, detail: Self.extendedClass(inLine: lines.text(ofLine: location.line, in: bytes)))
        case CXCursor_FunctionDecl where atFileLevel:
            let defined = isOwnDefinition(cursor)
            declare(.function, detail: defined ? DeclarationEvent.definedHere : nil)
            if defined { definitions.insert(name()) }
        case CXCursor_VarDecl where atFileLevel:
            let defined = isOwnDefinition(cursor)
            declare(.constant, detail: defined ? DeclarationEvent.definedHere : nil)
            if defined { definitions.insert(name()) }
        case CXCursor_TypedefDecl where atTopLevel, CXCursor_StructDecl where atTopLevel, CXCursor_EnumDecl where atTopLevel:
            declare(.type)
        case CXCursor_EnumConstantDecl:
            declare(.enumConstant)
        case CXCursor_ObjCSuperClassRef:
            use(.inherit)
        case CXCursor_ObjCProtocolRef:
            let inList = parentKind == CXCursor_ObjCInterfaceDecl || parentKind == CXCursor_ObjCCategoryDecl || parentKind == CXCursor_ObjCProtocolDecl
            use(inList ? .inherit : .type)
        case CXCursor_ObjCClassRef:
            if parentKind == CXCursor_ObjCCategoryDecl || parentKind == CXCursor_ObjCCategoryImplDecl {
                // A category's first child names the class it extends: the category's detail.
                if parentKind == CXCursor_ObjCCategoryDecl, let last = declarations.indices.last,
                   declarations[last].kind == .objcCategory, declarations[last].detail == nil {
                    declarations[last].detail = name()
                }
                use(.category)
            } else {
                use(.type)
            }
        case CXCursor_TypeRef:
            use(.type)
        case CXCursor_DeclRefExpr:
            // A parameter or local variable (`NSError **error`, a local `controller`) is no use
            // of a global another module declares under that name.
            let referenced = hl_clang_getCursorReferenced(cursor)
            let referencedKind = hl_clang_getCursorKind(referenced)
            let isLocal = referencedKind == CXCursor_ParmDecl
                || (referencedKind == CXCursor_VarDecl && hl_clang_getCursorKind(hl_clang_getCursorSemanticParent(referenced)) != CXCursor_TranslationUnit)
                // An enum constant the file declares itself (`enum { kBufferSize = 4096 };` in a
                // method) is its own, whoever else's header has one of that name.
                || (referencedKind == CXCursor_EnumConstantDecl && isInMainFile(referenced))
            if !isLocal { use(.value) }
        case CXCursor_ObjCProtocolExpr:
            use(.protocolExpression)
        default:
            break
        }
        return CXChildVisit_Recurse
    }

    /// Whether a file-level function or variable of the file is its own definition: one with
    /// a body or a value, or a `static` one. (A `static char X[] = …` whose name the prelude
    /// declares for another module's header, `extern id X;`, conflicts with that stub, and
    /// clang then counts it as no definition; the file's uses of `X` are still its own.)
    private func isOwnDefinition(_ cursor: CXCursor) -> Bool {
        let storage = hl_clang_Cursor_getStorageClass(cursor)
        if hl_clang_isCursorDefinition(cursor) != 0 || storage == CX_SC_Static { return true }
        let isFunction = hl_clang_getCursorKind(cursor) == CXCursor_FunctionDecl
        guard hl_clang_isInvalidDeclaration(cursor) != 0 else {
            // A variable written without `extern` or a value (`NSString *kRLRegion;`) is C's
            // tentative definition, which clang calls a definition only when none follows.
            return !isFunction && storage == CX_SC_None
        }
        // A definition whose type conflicts with the prelude's stub of another module's name
        // (`NSString *const kRLHost = @"…";` after the stub `extern id kRLHost;`) is an invalid
        // declaration, which clang never calls a definition (it drops its value too): a
        // function with a body, or a variable not written `extern`, is one all the same. (Not
        // a name the prelude declares as another kind: what libclang makes of an unknown
        // macro before a class name, `SpecEnd Album *f(…)`, is an invalid variable `Album`.)
        let name = string(hl_clang_getCursorSpelling(cursor))
        guard isFunction ? preludeFunctions.contains(name) : preludeVariables.contains(name) else { return false }
        guard isFunction else { return storage != CX_SC_Extern }
        let extent = hl_clang_getCursorExtent(cursor)
        var start: UInt32 = 0, end: UInt32 = 0
        hl_clang_getSpellingLocation(hl_clang_getRangeStart(extent), nil, nil, nil, &start)
        hl_clang_getSpellingLocation(hl_clang_getRangeEnd(extent), nil, nil, nil, &end)
        return start < end && Int(end) <= bytes.count && bytes[Int(start)..<Int(end)].contains(UInt8(ascii: "{"))
    }

    /// Whether a declaration is spelled in the file being read (not in its prelude).
    private func isInMainFile(_ cursor: CXCursor) -> Bool {
        var file: CXFile?
        hl_clang_getSpellingLocation(hl_clang_getCursorLocation(cursor), &file, nil, nil, nil)
        return file != nil && file == mainFile
    }

    /// `#define NAME …` as written (continuation lines joined), for other files' preludes.
    private func definition(of cursor: CXCursor) -> String? {
        let extent = hl_clang_getCursorExtent(cursor)
        let start = Int(spelling(hl_clang_getRangeStart(extent)).line)
        let end = Int(spelling(hl_clang_getRangeEnd(extent)).line)
        guard start >= 1, end >= start, end - start < 200 else { return nil }
        let body = (start...end).map { lines.raw(line: $0, in: bytes) }.joined(separator: "\n")
        return body.hasPrefix("#") ? body : "#define " + body.drop { $0 == " " }
    }

    /// `CTMediator` of `@interface CTMediator (Goods)` (the line a category is declared on).
    static func extendedClass(inLine line: String) -> String? {
        guard let range = line.range(of: "@interface") else { return nil }
        let name = line[range.upperBound...].drop { $0 == " " || $0 == "\t" }.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return name.isEmpty ? nil : String(name)
    }
}

/// The text of a file's lines as written, for evidence; `bytes` are the ones the table was
/// built from.
extension LineTable {
    /// Line `line` (1-based) without its line break; empty outside the file.
    func contentRange(ofLine line: Int, in bytes: [UInt8]) -> Range<Int> {
        guard let range = range(ofLine: line) else { return 0 ..< 0 }
        // The break is `\n`, `\r\n` or `\r`, and only the last line has none.
        var end = range.upperBound
        if end > range.lowerBound, bytes[end - 1] == UInt8(ascii: "\n") { end -= 1 }
        if end > range.lowerBound, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return range.lowerBound ..< end
    }

    /// Every line without its line break, line 1 first.
    func contentRanges(in bytes: [UInt8]) -> [Range<Int>] {
        (1 ... count).map { contentRange(ofLine: $0, in: bytes) }
    }

    /// Line `line` (1-based) exactly as written, without its line break.
    func raw(line: Int, in bytes: [UInt8]) -> String {
        String(decoding: bytes[contentRange(ofLine: line, in: bytes)], as: UTF8.self)
    }

    /// Line `line` (1-based), trimmed, with runs of white space folded and a trailing
    /// `//` comment removed.
    func text(ofLine line: Int, in bytes: [UInt8]) -> String {
        var text = raw(line: line, in: bytes)
        if let comment = text.range(of: "//"), !text[..<comment.lowerBound].contains("\"//") {
            let before = text[..<comment.lowerBound]
            if before.filter({ $0 == "\"" }).count % 2 == 0 { text = String(before) }
        }
        return text.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
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

/// A space or tab of a directive line.
private func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }

/// A byte of a C identifier (ASCII).
private func isWordByte(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
        || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
}
