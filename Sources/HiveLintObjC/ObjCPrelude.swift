import HiveLintCore

/// Text prepended (with `-include`) to every Objective-C parse so that libclang reports the
/// project's symbols as real cursors. Without the SDK and the project's headers, libclang
/// drops unknown superclasses, protocol lists, message receivers and statements with unknown
/// types (FACTS.md); with stubs for them it reports every superclass, protocol and class
/// reference, category, macro expansion and constant use.
///
/// Two parts: a fixed SDK part (root class, the common Foundation/UIKit classes, protocols,
/// scalar typedefs and the annotation macros headers use), and the project's own declarations
/// from the first pass over its headers (every class, protocol, function, constant, type,
/// enum constant, and each macro with its real definition), plus Swift classes Objective-C
/// code may use.
public struct ObjCPrelude: Sendable {
    /// The project's declarations by name, each name's in (kind, location) order, and the
    /// Swift classes (each name's first position in the list given). Stubs are made per file,
    /// for the names it mentions only: building all of them up front cost tens of milliseconds
    /// at 10k, and a run that parses five files needs a few dozen.
    private let declarationsByName: [String: [ProjectDeclaration]]
    private let swiftClassOrder: [String: Int]
    /// Every name with a stub (SDK or project), by the hash of its bytes.
    private let namesByHash: [UInt64: [String]]

    /// A project declaration, and for a macro the identifiers its definition mentions (sorted):
    /// found once here, not again for every file whose prelude chooses the macro.
    private struct ProjectDeclaration: Sendable {
        var declaration: DeclarationEvent
        var mentions: [String]
    }

    /// A stable hash of what `init(declarations:swiftClasses:)` builds a prelude from (the
    /// SDK part, every declaration with its file and macro definition, the Swift classes), for
    /// cache keys: a parse made with that prelude is reusable while this is unchanged. Computed
    /// from the inputs in the order given (the caller's order is deterministic), without
    /// building the prelude, which a run served from the cache never needs.
    ///
    /// Not the declarations' lines and columns: where a declaration is matters to a prelude's
    /// text only through the order of one file's declarations (of several of one kind and name,
    /// the first claims it), so each file's declarations are fed in the order of their places.
    /// An edit that moves declarations without reordering them (a line added above them, in a
    /// header or a Swift file) keeps every Objective-C parse made with the prelude: hashing the
    /// places made such an edit parse every Objective-C file of the tree again.
    public static func fingerprint(declarations: [DeclarationEvent], swiftClasses: [String]) -> UInt64 {
        // Fed as it goes: no string is made (this runs on every run with Objective-C, over
        // every declaration).
        var hash = FNV1a()
        hash.add(field: sdk)
        var start = declarations.startIndex
        while start < declarations.endIndex {
            let file = declarations[start].location.file
            var end = start + 1
            var inOrder = true
            while end < declarations.endIndex, declarations[end].location.file == file {
                if declarations[end].location < declarations[end - 1].location { inOrder = false }
                end += 1
            }
            hash.add(field: file)
            func add(_ declaration: DeclarationEvent) {
                hash.add(field: declaration.kind.rawValue)
                hash.add(field: declaration.name)
                hash.add(field: declaration.detail ?? "")
            }
            let group = declarations[start..<end]
            if inOrder { group.forEach(add) } else { group.sorted { $0.location < $1.location }.forEach(add) }
            start = end
        }
        hash.add(field: "swift classes")
        for name in swiftClasses { hash.add(field: name) }
        return hash.value
    }

    /// C and Objective-C keywords and built-in type names (`CLanguage`): a project macro
    /// redefining one gets no stub, or every file mentioning the word would expand it. Nor
    /// does a macro redefining a C library name (libretro's `#define FILE RFILE` is for the
    /// files including its header, not every file writing `FILE`).
    static let languageWords = CLanguage.keywords.union(CLanguage.cppKeywords).union(["id", "self", "super", "nil", "Nil", "YES", "NO", "BOOL", "SEL", "IMP", "Class", "instancetype"])

    /// Only the SDK part: for the first pass over headers.
    public static let sdkOnly = ObjCPrelude(declarations: [])

    /// Stubs for the SDK part and for every declaration given. For each name, one stub per
    /// claim: a class, Swift type, function, constant, type or enum constant claims the name
    /// itself, a protocol `@protocol name`, a macro `#define name`; the first declaration in
    /// (kind, location) order wins, and names the SDK part declares are taken already. A Swift
    /// class gets an Objective-C class stub when nothing else claimed its name.
    public init(declarations: [DeclarationEvent], swiftClasses: [String] = []) {
        var byName: [String: [DeclarationEvent]] = [:]
        for declaration in declarations where declaration.kind != .objcCategory && !Self.languageWords.contains(declaration.name)
            && !(declaration.kind == .macro && CLanguage.libraryNames.contains(declaration.name)) {
            byName[declaration.name, default: []].append(declaration)
        }
        declarationsByName = byName.mapValues { group in
            group.sorted { ($0.kind, $0.location) < ($1.kind, $1.location) }.map { declaration in
                let definition = declaration.kind == .macro ? declaration.detail : nil
                return ProjectDeclaration(declaration: declaration, mentions: definition.map { Self.identifiers(in: Array($0.utf8)).sorted() } ?? [])
            }
        }
        var order: [String: Int] = [:]
        for (index, name) in swiftClasses.enumerated() where order[name] == nil { order[name] = index }
        swiftClassOrder = order
        var byHash: [UInt64: [String]] = [:]
        for name in Set(Self.sdkEntries.map(\.name)).union(byName.keys).union(order.keys) {
            var hash = FNV1a()
            hash.add(name)
            byHash[hash.value, default: []].append(name)
        }
        namesByHash = byHash
    }

    /// The prelude for files with these contents alone: made from the declarations of the
    /// names they mention and, to a fixed point, of the names the definitions of those names'
    /// macros (and the SDK's stubs of them) mention. `text(for:excluding:)` gives each of
    /// these files the text the prelude of every declaration would: it chooses only stubs of
    /// names in that closure, and each such name keeps all its declarations (names are
    /// matched by their hash, so a collision only keeps more). For a run that parses a few
    /// files after an edit: indexing every declaration of a 10k-file tree by name costs tens
    /// of milliseconds, finding these a few.
    public init(declarations: [DeclarationEvent], swiftClasses: [String] = [], onlyFor contents: [[UInt8]]) {
        func hash(_ name: String) -> UInt64 {
            var hash = FNV1a()
            hash.add(name)
            return hash.value
        }
        var wanted: Set<UInt64> = []
        for bytes in contents { Self.forEachIdentifier(in: bytes) { _, _, hash in wanted.insert(hash) } }
        let hashes = declarations.map { hash($0.name) }
        let macros = declarations.indices.filter { declarations[$0].kind == .macro && declarations[$0].detail != nil }
        var pending = wanted
        while !pending.isEmpty {
            var mentioned: [String] = []
            for index in macros where pending.contains(hashes[index]) {
                mentioned += Self.identifiers(in: Array(declarations[index].detail!.utf8))
            }
            for (index, entry) in Self.sdkEntries.enumerated() where pending.contains(Self.sdkNameHashes[index]) { mentioned += entry.mentions }
            pending = []
            for name in mentioned {
                let named = hash(name)
                if wanted.insert(named).inserted { pending.insert(named) }
            }
        }
        self.init(declarations: declarations.indices.filter { wanted.contains(hashes[$0]) }.map { declarations[$0] }, swiftClasses: swiftClasses)
    }

    /// A chosen stub and where it goes in the text: the SDK's in their order (each after what
    /// it uses), then the project's by (kind, name, location), then Swift classes.
    private struct Stub: Comparable {
        enum Place: Comparable {
            case sdk(Int)
            case sdkOpaqueType(String)
            case project(DeclarationKind, String, SourceLocation)
            case swiftClass(Int)
        }
        var place: Place
        var text: String

        static func < (lhs: Stub, rhs: Stub) -> Bool { lhs.place < rhs.place }
    }

    /// The stubs for one name (at most one per claim), and the names their text mentions.
    private func stubs(named name: String) -> [(stub: Stub, mentions: [String])] {
        var result: [(stub: Stub, mentions: [String])] = []
        for index in Self.sdkIndices[name] ?? [] {
            let entry = Self.sdkEntries[index]
            result.append((Stub(place: .sdk(index), text: entry.text), entry.mentions))
        }
        var claimed: Set<String> = []
        func claim(_ key: String) -> Bool { !Self.sdkNames.contains(key) && claimed.insert(key).inserted }
        for entry in declarationsByName[name] ?? [] {
            let declaration = entry.declaration
            let place = Stub.Place.project(declaration.kind, name, declaration.location)
            switch declaration.kind {
            case .objcClass, .swiftType:
                if claim(name) { result.append((Stub(place: place, text: "@interface \(name) : NSObject\n@end"), [])) }
            case .objcProtocol, .swiftProtocol:
                if claim("@protocol " + name) { result.append((Stub(place: place, text: "@protocol \(name) <NSObject>\n@end"), [])) }
            case .function:
                if claim(name) { result.append((Stub(place: place, text: "extern int \(name)();"), [])) }
            case .constant:
                if claim(name) { result.append((Stub(place: place, text: "extern id \(name);"), [])) }
            case .type:
                if claim(name) { result.append((Stub(place: place, text: "typedef long \(name);"), [])) }
            case .enumConstant:
                if claim(name) { result.append((Stub(place: place, text: "extern const long \(name);"), [])) }
            case .macro:
                if let definition = declaration.detail, claim("#define " + name) {
                    result.append((Stub(place: place, text: definition), entry.mentions))
                }
            case .objcCategory:
                continue
            }
        }
        if let index = swiftClassOrder[name], claim(name) {
            result.append((Stub(place: .swiftClass(index), text: "@interface \(name) : NSObject\n@end"), []))
        }
        return result
    }

    /// The prelude for a file with these bytes: the SDK part, and the stubs of the project
    /// names the file mentions (its identifiers), plus what the chosen macro definitions
    /// mention in turn. A file needs no stub for a name it never writes, and parsing thousands
    /// of stubs per file would dominate the run. Names the file itself declares (`declared`)
    /// get no stub: it would make the real declaration a redefinition, which libclang drops
    /// whole. The file's identifiers are looked up by a hash of their bytes, without making a
    /// string of each.
    public func text(for contents: [UInt8], excluding declared: Set<String>) -> String {
        var chosen: [Stub] = []
        var taken: Set<String> = []
        var frontier: Set<String> = []
        func choose(_ name: String) {
            guard !declared.contains(name), taken.insert(name).inserted else { return }
            for (stub, mentions) in stubs(named: name) {
                chosen.append(stub)
                for word in mentions where !taken.contains(word) { frontier.insert(word) }
            }
        }
        var opaque: Set<String> = []
        Self.forEachIdentifier(in: contents) { start, end, hash in
            var known = false
            for name in namesByHash[hash] ?? [] where name.utf8.elementsEqual(contents[start..<end]) {
                known = true
                choose(name)
            }
            if !known, Self.isSDKOpaqueType(contents[start..<end]) { opaque.insert(String(decoding: contents[start..<end], as: UTF8.self)) }
        }
        for name in opaque where !declared.contains(name) {
            chosen.append(Stub(place: .sdkOpaqueType(name), text: "typedef void *\(name);"))
        }
        // Then what the chosen macros mention, three levels deep.
        for _ in 0..<3 where !frontier.isEmpty {
            let names = frontier
            frontier = []
            for name in names.sorted() { choose(name) }
        }
        return ([Self.root] + chosen.sorted().map(\.text)).joined(separator: "\n") + "\n"
    }

    /// Prefixes of the SDK's opaque `…Ref` types (`CFErrorRef`, `SecTrustRef`, `CGImageRef`)
    /// and its `…_t` object types (`dispatch_queue_t`, `xpc_object_t`).
    static let opaqueTypePrefixes: [[UInt8]] = ["CF", "CG", "CT", "CV", "CM", "Sec", "SC", "AX", "AU", "Audio", "MIDI", "IO", "AB", "JS", "VT", "MT"].map { Array($0.utf8) }
    static let objectTypePrefixes: [[UInt8]] = ["dispatch_", "xpc_", "os_", "mach_", "pthread_"].map { Array($0.utf8) }

    /// Whether an identifier the project does not declare names one of the SDK's opaque
    /// pointer types: without a stub for it a local of that type (`CFErrorRef error = NULL;`)
    /// is dropped, and its uses name whatever the project calls `error` (Adium: an enum
    /// constant of a plug-in's header, and a false cycle). The stub is `typedef void *X;`.
    static func isSDKOpaqueType(_ name: ArraySlice<UInt8>) -> Bool {
        if name.count > 5, name.suffix(3).elementsEqual("Ref".utf8) {
            return opaqueTypePrefixes.contains { prefix in
                name.count > prefix.count + 3 && name.starts(with: prefix) && (65...90).contains(name[name.startIndex + prefix.count])
            }
        }
        if name.count > 4, name.suffix(2).elementsEqual("_t".utf8) {
            return objectTypePrefixes.contains { name.count > $0.count + 2 && name.starts(with: $0) }
        }
        return false
    }

    /// Calls `body` with the bounds and FNV-1a hash (`ContentHash`'s) of every identifier
    /// (`[A-Za-z_][A-Za-z0-9_]*`) in some bytes.
    static func forEachIdentifier(in bytes: [UInt8], _ body: (Int, Int, UInt64) -> Void) {
        bytes.withUnsafeBufferPointer { buffer in
            var i = 0
            let count = buffer.count
            while i < count {
                let c = buffer[i]
                guard isHead(c), i == 0 || !isTail(buffer[i - 1]) else { i += 1; continue }
                let start = i
                var hash = FNV1a()
                while i < count, isTail(buffer[i]) {
                    hash.add(buffer[i])
                    i += 1
                }
                body(start, i, hash.value)
            }
        }
    }

    private static func isHead(_ c: UInt8) -> Bool { (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c == 95 }
    private static func isTail(_ c: UInt8) -> Bool { isHead(c) || (c >= 48 && c <= 57) }

    /// Every identifier (`[A-Za-z_][A-Za-z0-9_]*`) in some bytes.
    static func identifiers(in bytes: [UInt8]) -> Set<String> {
        var words: Set<String> = []
        forEachIdentifier(in: bytes) { start, end, _ in words.insert(String(decoding: bytes[start..<end], as: UTF8.self)) }
        return words
    }

    static let sdkClasses = [
        "NSString", "NSMutableString", "NSArray", "NSMutableArray", "NSDictionary", "NSMutableDictionary", "NSSet",
        "NSMutableSet", "NSNumber", "NSData", "NSMutableData", "NSDate", "NSURL", "NSURLRequest", "NSURLSession",
        "NSError", "NSNotification", "NSNotificationCenter", "NSUserDefaults", "NSBundle", "NSTimer", "NSIndexPath",
        "NSAttributedString", "NSMutableAttributedString", "NSValue", "NSOperationQueue", "NSThread", "NSLock",
        "NSJSONSerialization", "NSFileManager", "NSProcessInfo", "NSCoder", "NSBlockOperation",
        "UIResponder", "UIView", "UIViewController", "UITableViewController", "UICollectionViewController",
        "UINavigationController", "UITabBarController", "UITableView", "UITableViewCell", "UICollectionView",
        "UICollectionViewCell", "UICollectionViewFlowLayout", "UICollectionViewLayout", "UILabel", "UIButton",
        "UIImageView", "UIImage", "UIColor", "UIFont", "UIWindow", "UIApplication", "UIScreen", "UIScrollView",
        "UITextField", "UITextView", "UISearchBar", "UIBarButtonItem", "UINavigationItem", "UIStackView",
        "UIAlertController", "UIAlertAction", "UIControl", "UISwitch", "UISegmentedControl", "UIActivityIndicatorView",
        "UIRefreshControl", "UIGestureRecognizer", "UITapGestureRecognizer", "UIStoryboard", "UINib", "UIDevice",
        "UIBezierPath", "UIPageViewController", "UITableViewHeaderFooterView", "UIEvent", "UITouch", "UIScene",
        "UIWindowScene", "CALayer", "CAShapeLayer", "CAGradientLayer", "WKWebView",
    ]
    static let sdkProtocols = [
        "NSCopying", "NSMutableCopying", "NSCoding", "NSSecureCoding", "UIApplicationDelegate", "UITableViewDataSource",
        "UITableViewDelegate", "UICollectionViewDataSource", "UICollectionViewDelegate",
        "UICollectionViewDelegateFlowLayout", "UIScrollViewDelegate", "UITextFieldDelegate", "UITextViewDelegate",
        "UISearchBarDelegate", "UIGestureRecognizerDelegate", "UINavigationControllerDelegate",
        "UITabBarControllerDelegate", "UIWindowSceneDelegate", "UISceneDelegate", "WKNavigationDelegate",
    ]
    /// The claims (see `init(declarations:swiftClasses:)`) the SDK part makes, so no project
    /// stub repeats them: the root class, and each SDK type, class and protocol
    /// (`@protocol name`). Its macros and functions claim none.
    static let sdkNames: Set<String> = Set(["NSObject"] + sdkEntries.compactMap { entry in
        if entry.text.hasPrefix("#define") || entry.text.hasPrefix("extern") { return nil }
        return entry.text.hasPrefix("@protocol") ? "@protocol " + entry.name : entry.name
    })

    /// Always in the prelude: the root protocol and class every stub names.
    static let root = """
        @protocol NSObject
        @end
        @interface NSObject <NSObject>
        + (instancetype)alloc;
        + (instancetype)new;
        - (instancetype)init;
        + (Class)class;
        @end
        """

    /// The SDK's stubs, each with the name it declares and the identifiers it mentions; in
    /// an order where each comes after what it uses (`CGRect` after `CGPoint` and `CGSize`).
    /// A file gets the ones it mentions (and what those mention): parsing all of them for
    /// every file cost about a tenth of libclang's time.
    static let sdkEntries: [(name: String, text: String, mentions: [String])] = {
        let texts = [
            "#define NS_ASSUME_NONNULL_BEGIN",
            "#define NS_ASSUME_NONNULL_END",
            "#define NS_ENUM(_type, _name) enum _name : _type _name; enum _name : _type",
            "#define NS_OPTIONS(_type, _name) enum _name : _type _name; enum _name : _type",
            "#define NS_CLOSED_ENUM(_type, _name) enum _name : _type _name; enum _name : _type",
            "#define NS_ERROR_ENUM(_domain, _name) enum _name : long _name; enum _name : long",
            "#define FOUNDATION_EXPORT extern", "#define FOUNDATION_EXTERN extern", "#define UIKIT_EXTERN extern",
            "#define NS_DESIGNATED_INITIALIZER", "#define NS_UNAVAILABLE", "#define NS_REQUIRES_SUPER",
            "#define NS_SWIFT_NAME(...)", "#define NS_SWIFT_UNAVAILABLE(...)", "#define NS_REFINED_FOR_SWIFT",
            "#define API_AVAILABLE(...)", "#define API_UNAVAILABLE(...)", "#define API_DEPRECATED(...)",
            "#define NS_AVAILABLE_IOS(...)", "#define NS_DEPRECATED_IOS(...)", "#define __deprecated_msg(...)",
            "#define IBOutlet", "#define IBOutletCollection(...)", "#define IBAction void", "#define IBInspectable",
            "#define IB_DESIGNABLE", "#define NS_INLINE static inline", "#define CG_INLINE static inline",
            // The other frameworks' linkage macros: unknown, `CG_EXTERN CGColorSpaceRef F(void);`
            // read as a declaration named `CGColorSpaceRef`.
            "#define CG_EXTERN extern", "#define CF_EXPORT extern", "#define CF_EXTERN extern", "#define CA_EXTERN extern",
            "#define OBJC_EXPORT extern", "#define OBJC_EXTERN extern", "#define CF_INLINE static inline",
            "#define UIKIT_STATIC_INLINE static inline", "#define FOUNDATION_STATIC_INLINE static inline",
            "#define CF_EXTERN_C_BEGIN", "#define CF_EXTERN_C_END",
            "#define NS_EXTENSIBLE_STRING_ENUM", "#define NS_TYPED_EXTENSIBLE_ENUM", "#define NS_STRING_ENUM",
            "typedef long NSInteger;", "typedef unsigned long NSUInteger;", "typedef double CGFloat;",
            "typedef signed char BOOL;", "typedef double NSTimeInterval;",
            // The C library's and MacTypes' scalar types: a local `SInt32 length = …;` whose
            // type libclang does not know is dropped, and `&length` then names whatever
            // project function is called `length`.
            "typedef signed char int8_t;", "typedef short int16_t;", "typedef int int32_t;", "typedef long long int64_t;",
            "typedef unsigned char uint8_t;", "typedef unsigned short uint16_t;", "typedef unsigned int uint32_t;",
            "typedef unsigned long long uint64_t;", "typedef long intptr_t;", "typedef unsigned long uintptr_t;",
            "typedef unsigned long size_t;", "typedef long ssize_t;", "typedef unsigned int uint;",
            "typedef signed char SInt8;", "typedef unsigned char UInt8;", "typedef short SInt16;", "typedef unsigned short UInt16;",
            "typedef int SInt32;", "typedef unsigned int UInt32;", "typedef long long SInt64;", "typedef unsigned long long UInt64;",
            "typedef float Float32;", "typedef double Float64;", "typedef unsigned char Boolean;", "typedef int OSStatus;",
            "typedef unsigned short UniChar;", "typedef long CFIndex;",
            "#define YES ((BOOL)1)", "#define NO ((BOOL)0)", "#define nil ((id)0)", "#define Nil ((Class)0)",
            "#define NULL ((void *)0)",
            "typedef struct CGPoint { CGFloat x; CGFloat y; } CGPoint;",
            "typedef struct CGSize { CGFloat width; CGFloat height; } CGSize;",
            "typedef struct CGRect { CGPoint origin; CGSize size; } CGRect;",
            "typedef struct NSRange { NSUInteger location; NSUInteger length; } NSRange;",
            "typedef struct UIEdgeInsets { CGFloat top, left, bottom, right; } UIEdgeInsets;",
        ]
        // Protocols and classes by the names they were made from; the rest by their text.
        var entries = texts.map { (name: declaredName($0), text: $0) }
        for name in sdkProtocols { entries.append((name, "@protocol \(name) <NSObject>\n@end")) }
        for name in sdkClasses { entries.append((name, "@interface \(name) : NSObject\n@end")) }
        for text in ["extern Class NSClassFromString(id);", "extern Protocol *NSProtocolFromString(id);"] {
            entries.append((declaredName(text), text))
        }
        return entries.map { entry in
            (entry.name, entry.text, Array(identifiers(in: Array(entry.text.utf8))).sorted())
        }
    }()

    /// SDK entry indices by the name they declare.
    /// Each SDK entry's name's FNV-1a hash, in `sdkEntries`' order.
    static let sdkNameHashes: [UInt64] = sdkEntries.map { entry in
        var hash = FNV1a()
        hash.add(entry.name)
        return hash.value
    }

    static let sdkIndices: [String: [Int]] = {
        var indices: [String: [Int]] = [:]
        for (index, entry) in sdkEntries.enumerated() { indices[entry.name, default: []].append(index) }
        return indices
    }()

    /// The name an SDK macro, typedef (its last word) or function stub declares.
    private static func declaredName(_ text: String) -> String {
        let words = text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
        switch words.first {
        case "define": return words.count > 1 ? String(words[1]) : ""
        case "typedef": return words.last.map(String.init) ?? ""
        default: return words.count > 2 ? String(words[2]) : "" // extern <type> <name>(…)
        }
    }

    /// The whole SDK part, for the fingerprint.
    static let sdk: String = ([root] + sdkEntries.map(\.text)).joined(separator: "\n")
}
