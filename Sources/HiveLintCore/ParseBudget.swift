import Foundation

/// How large a source file may be for a full parse (libclang, swift-syntax). A larger file is
/// read by its language's token pass instead, in time and memory linear in its size, with a
/// `large-file` note naming it: clang's Objective-C analysis is quadratic in the methods of one
/// `@implementation` (a generated 7 MB file took minutes), and a swift-syntax tree takes about
/// 100 bytes per byte of source. Real hand-written files are far below the default; generated
/// ones (localized strings, icon tables, protobuf, mocks) are what exceed it.
public struct ParseBudget: Sendable, Hashable {
    /// 1 MiB.
    public static let defaultMaxFileSize = 1 << 20

    public var maxFileSize: Int

    public init(maxFileSize: Int = ParseBudget.defaultMaxFileSize) {
        self.maxFileSize = maxFileSize
    }

    public func allowsFullParse(ofBytes count: Int) -> Bool { count <= maxFileSize }

    /// Whether libclang's full parse of a file this large should run with no other large one
    /// beside it: its working set for a few hundred kilobytes of macro-heavy code is tens of
    /// megabytes (realm-swift's 800 KB generated tests: about 55 MB), and two at once on two
    /// workers added up to the run's peak memory. A quarter of the size limit.
    public func parsesAlone(ofBytes count: Int) -> Bool { count > maxFileSize / 4 }

    /// The smallest limit on a manifest's size (`project.pbxproj`, Podfiles, podspecs, XcodeGen
    /// YAML, workspaces, `Package.swift` and Tuist manifests, framework property lists): 16 MiB.
    /// Their readers are linear, but a 24 MB `project.pbxproj` still takes 1.2 s and 175 MB;
    /// the largest on the real-code bench is under 1 MB.
    public static let minimumManifestSize = 16 << 20

    /// How large a manifest may be: 16 MiB, or `maxFileSize` when that is larger (so
    /// `--max-file-size` raises both).
    public var maxManifestSize: Int { max(Self.minimumManifestSize, maxFileSize) }

    /// The diagnostic for a manifest over `maxManifestSize`, which is not read, or `nil`
    /// (a warning: the modules it declares are missing; a note for a property list, which is
    /// rarely a framework registry).
    public func manifestTooLarge(_ path: String, size: Int, severity: Severity = .warning) -> Diagnostic? {
        guard size > maxManifestSize else { return nil }
        return Diagnostic(
            severity: severity, code: Self.largeFile,
            message: "\(path) is \(Self.shown(size)), over the \(Self.shown(maxManifestSize)) limit for a manifest; it is not read (--max-file-size raises the limit)",
            location: SourceLocation(file: path, line: 1, column: 1))
    }

    /// The diagnostic code of a file read by the token pass.
    public static let largeFile = "large-file"

    /// How many brackets opened right after an `@` (`@[`, `@(`: never valid Swift) may be open
    /// at once: swift-syntax's lookahead takes exponential time on them (7 levels, 25 s;
    /// found by the fuzzer, `Fixtures/fuzz/swift-at-brackets`).
    public static let maxSwiftAttributeBrackets = 2

    /// The most `@[`/`@(` brackets open at once in `bytes` (white space may follow the `@`).
    public static func attributeBracketNesting(of bytes: [UInt8]) -> Int {
        guard hasAttributeBracket(bytes) else { return 0 }
        // The depths at which the `@` brackets still open were opened (other brackets only
        // count: this runs on every Swift file, and most have no `@[`).
        var depth = 0
        var atDepths: [Int] = []
        var deepest = 0
        var afterAt = false
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "["), UInt8(ascii: "("), UInt8(ascii: "{"):
                depth += 1
                if afterAt && byte != UInt8(ascii: "{") {
                    atDepths.append(depth)
                    deepest = max(deepest, atDepths.count)
                }
                afterAt = false
            case UInt8(ascii: "]"), UInt8(ascii: ")"), UInt8(ascii: "}"):
                if depth > 0 {
                    if atDepths.last == depth { atDepths.removeLast() }
                    depth -= 1
                }
                afterAt = false
            case UInt8(ascii: "@"):
                afterAt = true
            case 0x20, 0x09, 0x0A, 0x0D:
                break
            default:
                afterAt = false
            }
        }
        return deepest
    }

    /// Whether an `@` is followed, after white space, by `[` or `(`: hops from `@` to `@`
    /// (`memchr`), so the usual file, with none, costs little.
    static func hasAttributeBracket(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return false }
            var offset = 0
            while offset < buffer.count, let found = memchr(base + offset, Int32(UInt8(ascii: "@")), buffer.count - offset) {
                var next = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
                while next < buffer.count, buffer[next] == 0x20 || buffer[next] == 0x09 || buffer[next] == 0x0A || buffer[next] == 0x0D { next += 1 }
                if next < buffer.count, buffer[next] == UInt8(ascii: "[") || buffer[next] == UInt8(ascii: "(") { return true }
                offset = next
            }
            return false
        }
    }

    /// How many lines in a row may hold attributes and no declaration in a Swift file:
    /// swift-syntax's recovery looks ahead past every attribute that has no declaration, so a
    /// run of them takes quadratic time (2,000 `@interface X` lines: minutes; found by the
    /// fuzzer, `Fixtures/fuzz/swift-attribute-run`). Lines like `@Persisted var name: String`
    /// declare and do not count (realm-swift's test models have hundreds in a row).
    public static let maxSwiftAttributeLines = 50

    /// The longest run of lines whose first non-blank character is `@`.
    public static func attributeLineRun(of bytes: [UInt8]) -> Int {
        var run = 0, longest = 0
        var i = 0
        while i < bytes.count {
            while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 { i += 1 }
            let start = i
            while i < bytes.count, bytes[i] != 0x0A { i += 1 }
            if start < bytes.count, bytes[start] == UInt8(ascii: "@"), !declaresOnLine(bytes[start..<i]) {
                run += 1
                longest = max(longest, run)
            } else if start < bytes.count, bytes[start] != 0x0A, bytes[start] != 0x0D {
                run = 0
            }
            i += 1
        }
        return longest
    }

    /// Whether an attribute line declares something after its attributes (`@Persisted var x`,
    /// `@objc func f()`): such lines are ordinary Swift (a Realm model has hundreds in a row);
    /// only attributes with no declaration make swift-syntax's recovery look ahead.
    static func declaresOnLine(_ line: ArraySlice<UInt8>) -> Bool {
        var word: [UInt8] = []
        for byte in line {
            if (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || byte == UInt8(ascii: "_") {
                word.append(byte)
                continue
            }
            if declarationWords.contains(word) { return true }
            word.removeAll(keepingCapacity: true)
        }
        return declarationWords.contains(word)
    }

    static let declarationWords: Set<[UInt8]> = Set([
        "var", "let", "func", "class", "struct", "enum", "init", "case", "protocol", "extension", "typealias", "actor",
        "subscript", "deinit", "import", "macro", "operator", "associatedtype",
    ].map { Array($0.utf8) })

    /// Why swift-syntax cannot take `bytes`, or `nil`: what `SwiftParseHazard` finds in one
    /// pass (nesting of `[`, generics, `#if` and any bracket; statements where Swift has
    /// none), then runs of attribute lines and `@[` nesting (found by the fuzzer).
    public static func swiftTooDeep(_ bytes: [UInt8]) -> String? {
        if let hazard = SwiftParseHazard.find(in: bytes) {
            return "has \(hazard), more than a full parse can read in bounded time"
        }
        return swiftSlowShape(bytes)
    }

    /// The shapes `SwiftParseHazard` does not look for that swift-syntax's recovery still
    /// takes exponential or quadratic time on, or `nil`.
    static func swiftSlowShape(_ bytes: [UInt8]) -> String? {
        if attributeLineRun(of: bytes) > maxSwiftAttributeLines {
            return "has more than \(maxSwiftAttributeLines) lines in a row of attributes with no declaration, which swift-syntax takes quadratic time on"
        }
        if attributeBracketNesting(of: bytes) > maxSwiftAttributeBrackets {
            return "nests more than \(maxSwiftAttributeBrackets) brackets opened by @, which swift-syntax takes exponential time on"
        }
        return nil
    }

    /// `"4m"`, `"512k"`, `"1048576"` (bytes; `k` and `m` are binary: 1024 and 1024²).
    public static func size(_ text: String) -> Int? {
        let lowered = text.lowercased()
        let (digits, unit): (Substring, Int) = switch lowered.last {
        case "k": (lowered.dropLast(), 1 << 10)
        case "m": (lowered.dropLast(), 1 << 20)
        case "g": (lowered.dropLast(), 1 << 30)
        default: (Substring(lowered), 1)
        }
        guard !digits.isEmpty, digits.allSatisfy(\.isASCII), let value = Int(digits), value > 0 else { return nil }
        let (bytes, overflow) = value.multipliedReportingOverflow(by: unit)
        return overflow ? nil : bytes
    }

    /// `1 MB`, `1.04 MB`, `800 KB`: how a size is shown in messages (binary units, hundredths
    /// cut off, so a file just over a limit never reads as equal to it).
    public static func shown(_ bytes: Int) -> String {
        func amount(_ unit: Int) -> String {
            let hundredths = bytes * 100 / unit
            if hundredths % 100 == 0 { return "\(hundredths / 100)" }
            return "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100)"
        }
        if bytes >= 1 << 20 { return amount(1 << 20) + " MB" }
        if bytes >= 1 << 10 { return amount(1 << 10) + " KB" }
        return "\(bytes) bytes"
    }
}
