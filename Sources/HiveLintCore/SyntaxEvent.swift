import Foundation

/// How an import was written. The front ends emit these; nothing downstream sees a syntax
/// node or a libclang cursor.
public enum ImportForm: String, Sendable, Codable, Hashable, OrderedByRawValue {
    /// Swift `import X` (with any attributes or kind: `import struct X.Y`).
    case swiftImport = "swift-import"
    /// Objective-C `#import <X/Y.h>` or `#include <X/Y.h>`.
    case angledInclude = "angled-include"
    /// Objective-C `#import "Y.h"` or `#include "Y.h"`.
    case quotedInclude = "quoted-include"
    /// Objective-C `@import X;` / `@import X.Sub;`.
    case moduleImport = "module-import"
    /// Objective-C `@class X;` (a forward declaration of another module's class).
    case forwardClass = "forward-class"
    /// Objective-C `@protocol P;` (a forward declaration of another module's protocol).
    case forwardProtocol = "forward-protocol"
}

extension ImportForm {
    /// Whether an include line as written is `#import <…>` (angled) rather than `#import "…"`.
    public static func isAngled(_ line: String) -> Bool {
        guard let angle = line.firstIndex(of: "<") else { return false }
        guard let quote = line.firstIndex(of: "\"") else { return true }
        return angle < quote
    }
}

/// One import-like statement found in a file.
public struct ImportEvent: Sendable, Codable, Hashable, Comparable {
    public var form: ImportForm
    /// What is imported: a module name (`Goods`), a header path as written (`Goods/Goods.h`,
    /// `GoodsModel.h`), or a class or protocol name for `@class` and `@protocol P;`.
    public var target: String
    /// The statement as written in the source, on one line (`@testable import Goods`).
    public var text: String
    public var location: SourceLocation
    /// The `#if` condition the import sits under, e.g. `canImport(Goods)` or `!(DEBUG)`;
    /// `nil` when unconditional.
    public var condition: String?

    public init(form: ImportForm, target: String, text: String, location: SourceLocation, condition: String? = nil) {
        self.form = form
        self.target = target
        self.text = text
        self.location = location
        self.condition = condition
    }

    public static func < (lhs: ImportEvent, rhs: ImportEvent) -> Bool {
        (lhs.location, lhs.form, lhs.target) < (rhs.location, rhs.form, rhs.target)
    }

    /// Whether an import statement, by its text, re-exports its module to the importer's own
    /// users: `@_exported import X`, also with an access level or another attribute beside it
    /// (`@_exported public import X`, Swift 6's form; `@preconcurrency @_exported import X`).
    public static func reexports(_ text: String) -> Bool {
        guard text.utf8.first == UInt8(ascii: "@") else { return false }
        for word in text.split(separator: " ") {
            if word == "import" { return false }
            if word == "@_exported" { return true }
        }
        return false
    }
}

/// What kind of symbol a declaration introduces.
public enum DeclarationKind: String, Sendable, Codable, Hashable, OrderedByRawValue {
    case objcClass = "objc-class"
    case objcProtocol = "objc-protocol"
    case objcCategory = "objc-category"
    /// A C function declared in a header.
    case function
    /// A global constant or variable (`extern NSString *const kX;`, `static const`, Swift `let`).
    case constant
    /// A `#define` in a header.
    case macro
    /// An enum, struct, typedef or Swift typealias.
    case type
    /// An enum's constant (`GDSSortOrderPrice`).
    case enumConstant = "enum-constant"
    /// A Swift class, struct, enum or actor.
    case swiftType = "swift-type"
    case swiftProtocol = "swift-protocol"

    /// The word used for it in messages (`class`, `protocol`, `function`, …).
    public var noun: String {
        switch self {
        case .objcClass: "class"
        case .objcProtocol, .swiftProtocol: "protocol"
        case .objcCategory: "category"
        case .function: "function"
        case .constant: "constant"
        case .macro: "macro"
        case .type, .swiftType: "type"
        case .enumConstant: "enum constant"
        }
    }
}

/// A symbol declared in a file.
public struct DeclarationEvent: Sendable, Codable, Hashable, Comparable {
    public var kind: DeclarationKind
    public var name: String
    public var location: SourceLocation
    /// Whether other compiled modules can see it: Swift `public`/`open`/`package`, and every
    /// Objective-C/C declaration in a header. Internal Swift declarations are visible only
    /// inside their own compilation unit (which a folder module may share with others).
    public var isPublic: Bool
    /// For macros: the `#define` as written (lines joined), so other files' parses can expand
    /// it; for categories: the class they extend; for a C function or variable the header
    /// defines itself (an inline function's body, a `static` constant's value): `definedHere`.
    public var detail: String?

    /// The `detail` of a function or variable a header defines: a file including the header has
    /// it without any other file implementing it.
    public static let definedHere = "defined here"

    public init(kind: DeclarationKind, name: String, location: SourceLocation, isPublic: Bool = true, detail: String? = nil) {
        self.kind = kind
        self.name = name
        self.location = location
        self.isPublic = isPublic
        self.detail = detail
    }

    public static func < (lhs: DeclarationEvent, rhs: DeclarationEvent) -> Bool {
        (lhs.location, lhs.kind, lhs.name) < (rhs.location, rhs.kind, rhs.name)
    }
}

/// How a file uses a name (the front end's view; the resolver refines it with what the name
/// turns out to be).
public enum ReferenceKind: String, Sendable, Codable, Hashable, OrderedByRawValue {
    /// A type in a declaration, a cast, a generic argument, `Foo *`, `id<P>`, `[Foo msg]`.
    case type
    /// In a superclass or conformance list (`: Base`, `<P>`).
    case inherit
    /// `extension Foo` (Swift).
    case `extension`
    /// `@interface Foo (Cat)` (Objective-C).
    case category
    /// A value name: a function called, a constant or enum constant read.
    case value
    /// A macro expanded.
    case macro
    /// A class or protocol named in a string (`NSClassFromString(@"Foo")`).
    case string
    /// `@protocol(P)`.
    case protocolExpression = "protocol-expression"
}

/// A use of a name that may be declared in another module.
public struct ReferenceEvent: Sendable, Codable, Hashable, Comparable {
    public var kind: ReferenceKind
    public var name: String
    public var location: SourceLocation
    /// The `#if` condition the use sits under, written as an import's (`ImportEvent.condition`);
    /// `nil` when unconditional. A file several targets compile uses a name only in the
    /// builds that compile its branch.
    public var condition: String?

    public init(kind: ReferenceKind, name: String, location: SourceLocation, condition: String? = nil) {
        self.kind = kind
        self.name = name
        self.location = location
        self.condition = condition
    }

    public static func < (lhs: ReferenceEvent, rhs: ReferenceEvent) -> Bool {
        if (lhs.location, lhs.kind, lhs.name) != (rhs.location, rhs.kind, rhs.name) {
            return (lhs.location, lhs.kind, lhs.name) < (rhs.location, rhs.kind, rhs.name)
        }
        return (lhs.condition ?? "") < (rhs.condition ?? "")
    }
}

/// A file's references in their stored form, read when first asked for, once (under a lock:
/// any thread may ask). Facts loaded from the parse cache keep them so: a run after an edit
/// resolves again only the uses of the files that changed (the link memo has the rest), and
/// reading every file's uses was most of the cache's decode and of its memory. What every
/// run reads of them, their count and the types extended, is kept beside them.
public final class DeferredReferences: @unchecked Sendable {
    public let count: Int
    public let extendedTypeNames: [String]
    private let read: @Sendable () -> [ReferenceEvent]
    private let lock = NSLock()
    private var value: [ReferenceEvent]?

    /// `read` returns the references (called at most once).
    public init(count: Int, extendedTypeNames: [String], read: @escaping @Sendable () -> [ReferenceEvent]) {
        self.count = count
        self.extendedTypeNames = extendedTypeNames
        self.read = read
    }

    /// The references, read on the first call.
    public var events: [ReferenceEvent] {
        lock.lock()
        defer { lock.unlock() }
        if let value { return value }
        let events = read()
        value = events
        return events
    }
}

/// Everything a front end learned from one file.
///
/// A value type kept in one shared storage (copied on write, as an array is): every stage
/// passes the whole tree's facts around, filtered, sorted and joined, and a copy of eleven
/// fields was eleven reference counts (a tenth of the CPU of a run after an edit went to
/// such counts); now it is one.
public struct FileFacts: Sendable, Codable, Hashable {
    private final class Storage: @unchecked Sendable {
        var path: String
        var language: Language
        var imports: [ImportEvent]
        var declarations: [DeclarationEvent]
        var references: [ReferenceEvent]
        /// The references still in their stored form (facts from the parse cache), read on
        /// first use; `references` is empty meanwhile.
        var deferred: DeferredReferences?
        var calls: [CallEvent]
        var types: [TypeEvent]
        var methods: [MethodEvent]
        var constants: [ConstantEvent]
        var diagnostics: [Diagnostic]
        var suppressions: [SuppressionComment]

        init(
            path: String, language: Language, imports: [ImportEvent], declarations: [DeclarationEvent], references: [ReferenceEvent],
            calls: [CallEvent], types: [TypeEvent], methods: [MethodEvent], constants: [ConstantEvent], diagnostics: [Diagnostic],
            suppressions: [SuppressionComment]
        ) {
            self.path = path
            self.language = language
            self.imports = imports
            self.declarations = declarations
            self.references = references
            self.calls = calls
            self.types = types
            self.methods = methods
            self.constants = constants
            self.diagnostics = diagnostics
            self.suppressions = suppressions
        }

        func copy() -> Storage {
            let copy = Storage(
                path: path, language: language, imports: imports, declarations: declarations, references: references, calls: calls,
                types: types, methods: methods, constants: constants, diagnostics: diagnostics, suppressions: suppressions)
            copy.deferred = deferred
            return copy
        }
    }

    // Mutated only when no other value shares it (`unique`): the class is never written to
    // from two threads.
    private var storage: Storage

    private mutating func unique() -> Storage {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        return storage
    }

    public var path: String {
        get { storage.path }
        _modify { yield &unique().path }
    }
    public var language: Language {
        get { storage.language }
        _modify { yield &unique().language }
    }
    public var imports: [ImportEvent] {
        get { storage.imports }
        _modify { yield &unique().imports }
    }
    public var declarations: [DeclarationEvent] {
        get { storage.declarations }
        _modify { yield &unique().declarations }
    }
    /// Names used, the first use of each (name, kind) in the file. Facts from the parse cache
    /// read them on first use (`DeferredReferences`).
    public var references: [ReferenceEvent] {
        get { storage.deferred?.events ?? storage.references }
        _modify {
            let storage = unique()
            if let deferred = storage.deferred {
                storage.references = deferred.events
                storage.deferred = nil
            }
            yield &storage.references
        }
    }

    /// How many references there are (without reading deferred ones).
    public var referenceCount: Int { storage.deferred?.count ?? storage.references.count }

    /// The names of the types extended (`extension Foo`), in order: the `extension`
    /// references' names (without reading deferred ones).
    public var extendedTypeNames: [String] {
        storage.deferred?.extendedTypeNames ?? Self.extendedTypeNames(storage.references)
    }

    /// The names of the `extension` references among `references`, in order.
    public static func extendedTypeNames(_ references: [ReferenceEvent]) -> [String] {
        references.filter { $0.kind == .extension }.map(\.name)
    }

    /// Makes the references those `deferred` reads when first asked for.
    public mutating func deferReferences(_ deferred: DeferredReferences) {
        let storage = unique()
        storage.references = []
        storage.deferred = deferred
    }
    /// Calls named in the `CallVocabulary` the parse was given (framework registrations and
    /// lookups).
    public var calls: [CallEvent] {
        get { storage.calls }
        _modify { yield &unique().calls }
    }
    /// Classes, protocols and extensions with their supertypes.
    public var types: [TypeEvent] {
        get { storage.types }
        _modify { yield &unique().types }
    }
    /// Methods implemented (Objective-C `@implementation`s).
    public var methods: [MethodEvent] {
        get { storage.methods }
        _modify { yield &unique().methods }
    }
    /// Constants with a value that may be a string (routes, names).
    public var constants: [ConstantEvent] {
        get { storage.constants }
        _modify { yield &unique().constants }
    }
    public var diagnostics: [Diagnostic] {
        get { storage.diagnostics }
        _modify { yield &unique().diagnostics }
    }
    /// `// hive-lint:disable:next|this` comments (found in the bytes, the same way for both
    /// languages).
    public var suppressions: [SuppressionComment] {
        get { storage.suppressions }
        _modify { yield &unique().suppressions }
    }

    public init(
        path: String, language: Language, imports: [ImportEvent] = [],
        declarations: [DeclarationEvent] = [], references: [ReferenceEvent] = [], calls: [CallEvent] = [],
        types: [TypeEvent] = [], methods: [MethodEvent] = [], constants: [ConstantEvent] = [], diagnostics: [Diagnostic] = [],
        suppressions: [SuppressionComment] = []
    ) {
        storage = Storage(
            path: path, language: language, imports: imports, declarations: declarations, references: references, calls: calls, types: types,
            methods: methods, constants: constants, diagnostics: diagnostics, suppressions: suppressions)
    }

    private enum CodingKeys: String, CodingKey {
        case path, language, imports, declarations, references, calls, types, methods, constants, diagnostics, suppressions
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            path: try container.decode(String.self, forKey: .path),
            language: try container.decode(Language.self, forKey: .language),
            imports: try container.decode([ImportEvent].self, forKey: .imports),
            declarations: try container.decode([DeclarationEvent].self, forKey: .declarations),
            references: try container.decode([ReferenceEvent].self, forKey: .references),
            calls: try container.decode([CallEvent].self, forKey: .calls),
            types: try container.decode([TypeEvent].self, forKey: .types),
            methods: try container.decode([MethodEvent].self, forKey: .methods),
            constants: try container.decode([ConstantEvent].self, forKey: .constants),
            diagnostics: try container.decode([Diagnostic].self, forKey: .diagnostics),
            suppressions: try container.decode([SuppressionComment].self, forKey: .suppressions))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(path, forKey: .path)
        try container.encode(language, forKey: .language)
        try container.encode(imports, forKey: .imports)
        try container.encode(declarations, forKey: .declarations)
        try container.encode(references, forKey: .references)
        try container.encode(calls, forKey: .calls)
        try container.encode(types, forKey: .types)
        try container.encode(methods, forKey: .methods)
        try container.encode(constants, forKey: .constants)
        try container.encode(diagnostics, forKey: .diagnostics)
        try container.encode(suppressions, forKey: .suppressions)
    }

    public static func == (lhs: FileFacts, rhs: FileFacts) -> Bool {
        if lhs.storage === rhs.storage { return true }
        return lhs.path == rhs.path
            && lhs.language == rhs.language
            && lhs.imports == rhs.imports
            && lhs.declarations == rhs.declarations
            && lhs.references == rhs.references
            && lhs.calls == rhs.calls
            && lhs.types == rhs.types
            && lhs.methods == rhs.methods
            && lhs.constants == rhs.constants
            && lhs.diagnostics == rhs.diagnostics
            && lhs.suppressions == rhs.suppressions
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(language)
        hasher.combine(imports)
        hasher.combine(declarations)
        hasher.combine(references)
        hasher.combine(calls)
        hasher.combine(types)
        hasher.combine(methods)
        hasher.combine(constants)
        hasher.combine(diagnostics)
        hasher.combine(suppressions)
    }
}
