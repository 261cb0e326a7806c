/// What a target's build defines in every one of its configurations, to tell which `#if`
/// branches it never compiles: an import there is no dependency of the target (px-ios's
/// `#if PX_PRIVATE_POD` / `#else import MercadoPagoSDK`, with `PX_PRIVATE_POD` set for every
/// configuration; a SwiftPM target's `#if !SWIFT_PACKAGE` imports, which are the pod build's).
///
/// Only what is set everywhere counts (`DEBUG`, set in one configuration, is unknown), and a
/// name nothing defines is unknown too, not false: a header or the command line may define it.
/// So a condition is known false only when the build's own settings make it so: a name the
/// build sets to 0, a name another target of the project sets in its settings and this one
/// in none of its own (`undefined`: an app flavour's `SIMPLYE=1`, a helper's missing
/// `IS_MAIN_APP`), or another operating system's (`__ANDROID__`, `_WIN32`, `os(Linux)`: hive-lint
/// reads Apple platforms' builds).
public struct CompilationConditions: Sendable, Codable, Hashable {
    /// Swift's active compilation conditions (`SWIFT_ACTIVE_COMPILATION_CONDITIONS`, `-D` in
    /// `OTHER_SWIFT_FLAGS`, SwiftPM's `SWIFT_PACKAGE`), sorted.
    public var swift: [String]
    /// The C preprocessor's macros and their values (`GCC_PREPROCESSOR_DEFINITIONS`: `X=1`,
    /// `X` is `X=1`; SwiftPM's `SWIFT_PACKAGE=1`), as `NAME=VALUE`, sorted.
    public var preprocessor: [String]
    /// Names the build is known not to define, for Swift and the preprocessor alike: set by
    /// another target of its project, in none of this target's configurations (nor by a
    /// `#define` of the tree: the resolver leaves those out), sorted.
    public var undefined: [String]
    /// The Apple platforms the build is for, as Swift's `os(…)` names them (`iOS`, `macOS`,
    /// `tvOS`, `watchOS`, `visionOS`: an Xcode target's `SUPPORTED_PLATFORMS`, else its
    /// `SDKROOT`; an XcodeGen target's `platform:`; a Tuist target's `destinations:` or
    /// `platform:`), sorted; empty when not known. `os(iOS)` is false for a watchOS target, and
    /// so is `TARGET_OS_IOS` (unless its settings define the macro).
    public var platforms: [String]
    /// Macros a header of the tree defines as a test of platform macros that is false for
    /// this build's platforms (`#define SDK_FOR_MACOS (!(TARGET_OS_IOS || TARGET_OS_TV))` in
    /// an iOS build): `#if SDK_FOR_MACOS` is false whether or not the file includes that
    /// header (an undefined name is 0 too), so its branch is not compiled. `defined(…)` of
    /// them stays unknown. Set by the resolvers (`definingPlatformTests`), sorted.
    public var platformTestsFalse: [String] = []

    public init(
        swift: some Sequence<String> = [], preprocessor: some Sequence<String> = [], undefined: some Sequence<String> = [],
        platforms: some Sequence<String> = []
    ) {
        self.swift = Array(Set(swift)).sorted()
        self.preprocessor = Array(Set(preprocessor.map { $0.contains("=") ? $0 : $0 + "=1" })).sorted()
        self.undefined = Array(Set(undefined)).sorted()
        self.platforms = Array(Set(platforms)).sorted()
    }

    /// SwiftPM's: `SWIFT_PACKAGE` for Swift and for C-family targets, and never CocoaPods'
    /// `COCOAPODS`.
    public static let swiftPackage = CompilationConditions(swift: ["SWIFT_PACKAGE"], preprocessor: ["SWIFT_PACKAGE=1"], undefined: ["COCOAPODS"])

    /// CocoaPods' for a pod's targets: `COCOAPODS` (the xcconfig it writes for every pod target
    /// has `OTHER_SWIFT_FLAGS = -D COCOAPODS` and `GCC_PREPROCESSOR_DEFINITIONS = COCOAPODS=1`),
    /// and never SwiftPM's `SWIFT_PACKAGE`: a library that builds with both keeps each one's
    /// imports under its own condition (`#if COCOAPODS` `#import <Kit/Kit-umbrella.h>`).
    public static let cocoaPods = CompilationConditions(swift: ["COCOAPODS"], preprocessor: ["COCOAPODS=1"], undefined: ["SWIFT_PACKAGE"])

    public var isEmpty: Bool { swift.isEmpty && preprocessor.isEmpty && undefined.isEmpty && platforms.isEmpty }

    /// What both builds define with the same value, and what neither defines, for the
    /// platforms of either (a module several manifests declare compiles a branch when any of
    /// its builds does; a build of unknown platforms makes them unknown).
    public func common(with other: CompilationConditions) -> CompilationConditions {
        CompilationConditions(
            swift: Set(swift).intersection(other.swift), preprocessor: Set(preprocessor).intersection(other.preprocessor),
            undefined: Set(undefined).intersection(other.undefined),
            platforms: platforms.isEmpty || other.platforms.isEmpty ? [] : Set(platforms).union(other.platforms))
    }

    /// Swift's `os(…)` names of Apple's systems, by the SDK names of `SDKROOT` and
    /// `SUPPORTED_PLATFORMS` (simulators included).
    public static let platformOfSDK: [String: String] = [
        "iphoneos": "iOS", "iphonesimulator": "iOS", "macosx": "macOS", "appletvos": "tvOS", "appletvsimulator": "tvOS",
        "watchos": "watchOS", "watchsimulator": "watchOS", "xros": "visionOS", "xrsimulator": "visionOS",
    ]

    /// Swift's `os(…)` names of Apple's systems (`platformOfSDK`'s values).
    public static let applePlatforms = Set(platformOfSDK.values)

    /// The platforms a manifest's names build for, as Swift's `os(…)` names them: each name one
    /// of `applePlatforms` or an alias of one (XcodeGen's `macCatalyst`, a Tuist destination's
    /// `iPhone`); sorted, each once; `nil` when there is none or one is not known.
    public static func platforms(named names: [String], aliases: [String: String] = [:]) -> [String]? {
        let platforms = names.compactMap { name in aliases[name] ?? (applePlatforms.contains(name) ? name : nil) }
        guard !platforms.isEmpty, platforms.count == names.count, platforms.allSatisfy(applePlatforms.contains) else { return nil }
        return Array(Set(platforms)).sorted()
    }

    /// `TargetConditionals.h`'s platform macros, each with the platforms it is 1 for.
    static let platformMacros: [String: Set<String>] = [
        "TARGET_OS_IOS": ["iOS"], "TARGET_OS_OSX": ["macOS"], "TARGET_OS_TV": ["tvOS"], "TARGET_OS_WATCH": ["watchOS"],
        "TARGET_OS_VISION": ["visionOS"], "TARGET_OS_IPHONE": ["iOS", "tvOS", "watchOS", "visionOS"],
    ]

    /// Whether a test true on `platforms` of Apple's holds for this build: `false` when none of
    /// its platforms is one of them, `true` when all are, else (or not knowing its platforms)
    /// unknown.
    func onPlatforms(_ holding: Set<String>) -> Bool? {
        guard !platforms.isEmpty else { return nil }
        if holding.isDisjoint(with: platforms) { return false }
        return holding.isSuperset(of: platforms) ? true : nil
    }

    /// These conditions, with none of `names` known to be undefined (a header of the tree
    /// `#define`s them).
    public func defining(_ names: Set<String>) -> CompilationConditions {
        var conditions = self
        conditions.undefined.removeAll { names.contains($0) }
        return conditions
    }

    /// These conditions, with the macros of `tests` (a name and the body of its only
    /// object-like definition in the tree) whose body reads platform macros alone and is false
    /// for this build's platforms known to be 0 (`platformTestsFalse`). A test that is true is
    /// not used: a file that does not include its header sees the name undefined. (Pass the
    /// tree's `platformTests(_:)`, picked once for every module: its thousands of macros
    /// tokenized for each of hundreds of modules were a quarter of a run after an edit on the
    /// real 10k tree.)
    public func definingPlatformTests(_ tests: [String: String]) -> CompilationConditions {
        guard !platforms.isEmpty, !tests.isEmpty else { return self }
        var conditions = self
        conditions.platformTestsFalse = tests.filter { name, body in
            macroValue(name) == nil && Self.readsPlatformMacrosAlone(body) && evaluate(body, swift: false) == false
        }.keys.sorted()
        return conditions
    }

    /// The macros of `tests` (a name and the body of its definition) whose body reads platform
    /// macros alone: those `definingPlatformTests` may use, whatever the build.
    public static func platformTests(_ tests: [String: String]) -> [String: String] {
        tests.filter { readsPlatformMacrosAlone($0.value) }
    }

    /// Whether a preprocessor expression names nothing but `TargetConditionals.h`'s platform
    /// macros (with `!`, `&&`, `||`, parentheses and numbers).
    static func readsPlatformMacrosAlone(_ body: String) -> Bool {
        var named = false
        for token in ConditionParser.tokens(body) {
            switch token {
            case .name(let name):
                guard platformMacros[name] != nil else { return false }
                named = true
            case .number: continue
            case .symbol(let symbol):
                guard ["!", "&&", "||", "(", ")"].contains(symbol) else { return false }
            }
        }
        return named
    }

    /// Macros that identify an operating system other than Apple's: never defined by a build
    /// for an Apple platform (a vendored C library's `#ifdef __BEOS__ #include <socket.h>`).
    static let otherSystemMacros: Set<String> = [
        "_WIN32", "_WIN64", "WIN32", "WIN64", "__WIN32__", "__WINDOWS__", "_WINDOWS", "_MSC_VER", "__MINGW32__", "__MINGW64__",
        "__CYGWIN__", "__CYGWIN32__", "__ANDROID__", "ANDROID", "__linux__", "__linux", "__gnu_linux__", "__FreeBSD__", "__NetBSD__",
        "__OpenBSD__", "__DragonFly__", "__BEOS__", "__HAIKU__", "__sun", "__sun__", "__hpux", "_AIX", "__QNX__", "__QNXNTO__",
        "__EMSCRIPTEN__", "__OS2__", "__MSDOS__", "__DJGPP__", "__Fuchsia__",
    ]

    /// Swift's `os(…)` names of systems other than Apple's.
    static let otherSystems: Set<String> = ["Linux", "Windows", "Android", "FreeBSD", "OpenBSD", "WASI", "Cygwin", "Haiku", "PS4"]

    /// What all these builds define (none: nothing known).
    public static func common(_ builds: [CompilationConditions]) -> CompilationConditions {
        guard let first = builds.first else { return CompilationConditions() }
        return builds.dropFirst().reduce(first) { $0.common(with: $1) }
    }

    /// Whether `condition` (as the front ends record it: clauses joined with `&&`, an
    /// `#else` as `!(…)`) holds in a build with these definitions, for a file in `language`:
    /// `false` or `true` when the definitions decide it, `nil` when they do not.
    public func evaluate(_ condition: String, swift isSwift: Bool) -> Bool? {
        var parser = ConditionParser(tokens: ConditionParser.tokens(condition), conditions: self, swift: isSwift)
        let value = parser.or()
        return parser.atEnd ? value : nil
    }

    /// Whether the preprocessor is known not to define `name`.
    func isUndefined(_ name: String) -> Bool {
        Self.otherSystemMacros.contains(name) || undefined.contains(name)
    }

    /// The value `name` is defined to for the preprocessor, if it is.
    func macroValue(_ name: String) -> String? {
        let prefix = name + "="
        return preprocessor.first { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
    }
}

/// A three-valued reading of `#if` conditions: `&&`, `||`, `!`, parentheses, names,
/// `defined(X)`, numbers; anything else (`os(iOS)`, `canImport(UIKit)`, `__has_include(…)`,
/// comparisons) is unknown.
private struct ConditionParser {
    enum Token: Equatable {
        case name(String)
        case number(Int)
        case symbol(String)
    }

    var tokens: [Token]
    var position = 0
    let conditions: CompilationConditions
    let swift: Bool

    init(tokens: [Token], conditions: CompilationConditions, swift: Bool) {
        self.tokens = tokens
        self.conditions = conditions
        self.swift = swift
    }

    var atEnd: Bool { position == tokens.count }

    static func tokens(_ text: String) -> [Token] {
        var tokens: [Token] = []
        let characters = Array(text.unicodeScalars)
        var index = 0
        // `$` starts a name too: Swift's compiler feature tests (`$Embedded`,
        // `$NonescapableTypes`), unknown like any name the build does not set.
        // ASCII letters by range: asking Unicode's properties of every character was most of
        // the tokenizing.
        func isLetter(_ c: Unicode.Scalar) -> Bool { c.isASCII ? ("a"..."z").contains(c) || ("A"..."Z").contains(c) : c.properties.isAlphabetic }
        func isNameStart(_ c: Unicode.Scalar) -> Bool { c == "_" || c == "$" || (c.isASCII && isLetter(c)) }
        while index < characters.count {
            let c = characters[index]
            if c == " " || c == "\t" {
                index += 1
            } else if isNameStart(c) {
                var name = ""
                while index < characters.count, isNameStart(characters[index]) || ("0"..."9").contains(characters[index]) {
                    name.unicodeScalars.append(characters[index])
                    index += 1
                }
                tokens.append(.name(name))
            } else if ("0"..."9").contains(c) {
                var digits = ""
                while index < characters.count, ("0"..."9").contains(characters[index]) || isLetter(characters[index]) {
                    digits.unicodeScalars.append(characters[index])
                    index += 1
                }
                // `1`, `0`; a suffixed or hexadecimal number is a symbol nothing decides.
                tokens.append(Int(digits).map(Token.number) ?? .symbol(digits))
            } else {
                let two = index + 1 < characters.count ? String(c) + String(characters[index + 1]) : ""
                if ["&&", "||", "==", "!=", "<=", ">="].contains(two) {
                    tokens.append(.symbol(two))
                    index += 2
                } else {
                    tokens.append(.symbol(String(c)))
                    index += 1
                }
            }
        }
        return tokens
    }

    private var next: Token? { position < tokens.count ? tokens[position] : nil }

    mutating func or() -> Bool? {
        chain("||", decidedBy: true) { $0.and() }
    }

    mutating func and() -> Bool? {
        chain("&&", decidedBy: false) { $0.comparison() }
    }

    /// Operands joined by `symbol`, three-valued: `decisive` (true for `||`, false for `&&`) if
    /// any operand is, its opposite if all are, else unknown.
    private mutating func chain(_ symbol: String, decidedBy decisive: Bool, operand: (inout ConditionParser) -> Bool?) -> Bool? {
        var value = operand(&self)
        while next == .symbol(symbol) {
            position += 1
            let right = operand(&self)
            value = value == decisive || right == decisive ? decisive : value == !decisive && right == !decisive ? !decisive : nil
        }
        return value
    }

    /// A unary term, or a comparison of two (unknown: the values compared are not tracked).
    mutating func comparison() -> Bool? {
        let value = unary()
        guard let operation = next, [.symbol("=="), .symbol("!="), .symbol("<"), .symbol(">"), .symbol("<="), .symbol(">=")].contains(operation)
        else { return value }
        position += 1
        _ = unary()
        return nil
    }

    mutating func unary() -> Bool? {
        if next == .symbol("!") {
            position += 1
            return unary().map { !$0 }
        }
        return primary()
    }

    mutating func primary() -> Bool? {
        guard let token = next else { return nil }
        position += 1
        switch token {
        case .symbol("("):
            let value = or()
            guard next == .symbol(")") else { return nil }
            position += 1
            return value
        case .number(let number):
            return swift ? nil : number != 0
        case .name("defined") where !swift:
            // `defined(X)` or `defined X`.
            let parenthesised = next == .symbol("(")
            if parenthesised { position += 1 }
            guard case .name(let name) = next else { return nil }
            position += 1
            if parenthesised {
                guard next == .symbol(")") else { return nil }
                position += 1
            }
            return conditions.macroValue(name) != nil ? true : conditions.isUndefined(name) ? false : nil
        case .name(let name):
            // Another system's `os(Linux)` is false; any other function-like test (`os(iOS)`,
            // `canImport(X)`, `__has_include(<X.h>)`) is unknown, its parentheses skipped.
            if swift, name == "os", position + 2 < tokens.count, tokens[position] == .symbol("("), case .name(let system) = tokens[position + 1],
               tokens[position + 2] == .symbol(")"), CompilationConditions.otherSystems.contains(system) {
                position += 3
                return false
            }
            // An Apple system's `os(watchOS)`: the build's platforms decide, when known.
            if swift, name == "os", position + 2 < tokens.count, tokens[position] == .symbol("("), case .name(let written) = tokens[position + 1],
               tokens[position + 2] == .symbol(")"), case let system = written == "OSX" ? "macOS" : written, CompilationConditions.applePlatforms.contains(system) {
                position += 3
                return conditions.onPlatforms([system])
            }
            if next == .symbol("(") {
                var depth = 0
                while let inner = next {
                    position += 1
                    if inner == .symbol("(") { depth += 1 }
                    if inner == .symbol(")") {
                        depth -= 1
                        if depth == 0 { break }
                    }
                }
                return nil
            }
            if swift {
                if name == "true" { return true }
                if name == "false" { return false }
                return conditions.swift.contains(name) ? true : conditions.undefined.contains(name) ? false : nil
            }
            // A macro the build defines: its value decides (`X=0` is false); an undefined one
            // may come from a header, unless the build is known not to define it (then it is 0).
            guard let value = conditions.macroValue(name) else {
                // `TARGET_OS_IOS`: `TargetConditionals.h` defines it for the build's platform.
                if let holding = CompilationConditions.platformMacros[name] { return conditions.onPlatforms(holding) }
                return conditions.isUndefined(name) || conditions.platformTestsFalse.contains(name) ? false : nil
            }
            guard let number = Int(value) else { return nil }
            return number != 0
        default:
            return nil
        }
    }
}
