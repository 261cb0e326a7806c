/// How an import was written. The front ends emit these; nothing downstream sees a syntax
/// node or a libclang cursor.
public enum ImportForm: String, Sendable, Codable, Hashable, Comparable {
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

    public static func < (lhs: ImportForm, rhs: ImportForm) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// One import-like statement found in a file.
public struct ImportEvent: Sendable, Codable, Hashable, Comparable {
    public var form: ImportForm
    /// What is imported: a module name (`Goods`), a header path as written (`Goods/Goods.h`,
    /// `GoodsModel.h`), or a class name for `@class`.
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
}

/// What kind of symbol a declaration introduces.
public enum DeclarationKind: String, Sendable, Codable, Hashable, Comparable {
    case objcClass = "objc-class"
    case objcProtocol = "objc-protocol"
    case objcCategory = "objc-category"

    public static func < (lhs: DeclarationKind, rhs: DeclarationKind) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A symbol declared in a file.
public struct DeclarationEvent: Sendable, Codable, Hashable, Comparable {
    public var kind: DeclarationKind
    public var name: String
    public var location: SourceLocation

    public init(kind: DeclarationKind, name: String, location: SourceLocation) {
        self.kind = kind
        self.name = name
        self.location = location
    }

    public static func < (lhs: DeclarationEvent, rhs: DeclarationEvent) -> Bool {
        (lhs.location, lhs.kind, lhs.name) < (rhs.location, rhs.kind, rhs.name)
    }
}

/// Everything a front end learned from one file.
public struct FileFacts: Sendable, Codable, Hashable {
    public var path: String
    public var language: Language
    public var imports: [ImportEvent]
    public var declarations: [DeclarationEvent]
    public var diagnostics: [Diagnostic]

    public init(
        path: String, language: Language, imports: [ImportEvent] = [],
        declarations: [DeclarationEvent] = [], diagnostics: [Diagnostic] = []
    ) {
        self.path = path
        self.language = language
        self.imports = imports
        self.declarations = declarations
        self.diagnostics = diagnostics
    }
}
