/// Every class and protocol of the tree with what it inherits and adopts (from all its
/// declarations, categories, class extensions and Swift extensions), for checks such as "the
/// implementation does not conform to its protocol".
public struct TypeIndex: Sendable {
    private var types: [String: [TypeEvent]] = [:]
    private var modules: [String: Declarers] = [:]
    /// Names declared where hive-lint does not parse (third-party code), found by text.
    private var elsewhere: Set<String> = []
    /// Names parsed code inherits or adopts (`@interface X () <P>`, `class X: Base, P`).
    private var inherited: Set<String> = []
    /// Modules with a Swift extension of a type they do not declare themselves (the SDK's,
    /// another module's): the members it adds are used by name on that type
    /// (`@Dependency(\.apiClient)`), which no reference of hive-lint's names.
    public private(set) var modulesExtendingOtherTypes: Set<String> = []
    /// Modules that re-export another module (`@_exported import PromiseKit`): their users may
    /// import and name only what they re-export.
    public private(set) var modulesReexporting: Set<String> = []
    /// What each module declares, by shape (for classification by evidence: a module that is
    /// mostly protocols is a contract).
    public private(set) var shapes: [String: Shape] = [:]

    /// The names a module declares: protocols, types (classes, Swift structs, enums and
    /// actors) and the classes its Objective-C categories extend.
    public struct Shape: Sendable, Hashable {
        public var protocols: Set<String> = []
        public var types: Set<String> = []
        public var categoryClasses: Set<String> = []
    }

    public init(facts: [FileFacts], owner: (String) -> String?) {
        var swiftExtensions: [(module: String, type: String)] = []
        // Sized once: grown by doubling, the tables were copied and their pages faulted in
        // again several times.
        let typeCount = facts.reduce(0) { $0 + $1.types.count }
        types.reserveCapacity(typeCount)
        modules.reserveCapacity(typeCount)
        for file in facts {
            let module = owner(file.path)
            for type in file.types {
                types[type.name, default: []].append(type)
                inherited.formUnion(type.protocols)
                if let superclass = type.superclass { inherited.insert(superclass) }
                if !type.isExtension, let module { modules[type.name, default: .one(module)].insert(module) }
            }
            if file.language == .swift, let module {
                for type in file.extendedTypeNames { swiftExtensions.append((module, type)) }
                if file.imports.contains(where: { ImportEvent.reexports($0.text) }) { modulesReexporting.insert(module) }
            }
            guard let module, !file.declarations.isEmpty else { continue }
            // The module's shape taken out once per file, not looked up per declaration.
            let had = shapes.removeValue(forKey: module)
            var shape = had ?? Shape()
            var shaped = had != nil
            for declaration in file.declarations {
                switch declaration.kind {
                case .objcProtocol, .swiftProtocol:
                    shape.protocols.insert(declaration.name)
                case .objcClass, .swiftType:
                    shape.types.insert(declaration.name)
                case .objcCategory:
                    if let extended = declaration.detail {
                        shape.categoryClasses.insert(extended)
                        shaped = true
                    }
                    continue
                default:
                    continue
                }
                shaped = true
                modules[declaration.name, default: .one(module)].insert(module)
            }
            if shaped { shapes[module] = shape }
        }
        for (module, type) in swiftExtensions where modules[type]?.contains(module) != true { modulesExtendingOtherTypes.insert(module) }
    }

    /// Adds names declared where hive-lint does not parse (found by text).
    public mutating func declareElsewhere(_ names: Set<String>) {
        elsewhere.formUnion(names)
    }

    /// Names written in code hive-lint does not parse (third-party files, files in no module):
    /// a service looked up by such a name may be registered there.
    public private(set) var writtenInUnparsedCode: Set<String> = []

    /// Adds names found written in unparsed code.
    public mutating func noteWrittenInUnparsedCode(_ names: Set<String>) {
        writtenInUnparsedCode.formUnion(names)
    }

    /// Whether a class or protocol by this name is declared anywhere in the tree.
    public func exists(_ name: String) -> Bool {
        isDeclaredInParsedCode(name) || elsewhere.contains(name)
    }

    /// Whether parsed code inherits or adopts `name`: the compiler checks that such a name
    /// exists, wherever it is declared (a pod that is not in the tree).
    public func isInherited(_ name: String) -> Bool {
        inherited.contains(name)
    }

    /// Whether `name` is declared in the code hive-lint parsed (first-party code), not only
    /// found in third-party text.
    public func isDeclaredInParsedCode(_ name: String) -> Bool {
        types[name]?.contains { !$0.isExtension } == true || modules[name] != nil
    }

    /// Whether `name` is declared as a protocol (Objective-C or Swift) in the parsed code.
    public func isProtocol(_ name: String) -> Bool {
        types[name]?.contains { !$0.isExtension && ($0.kind == .objcProtocol || $0.kind == .swiftProtocol) } == true
    }

    /// The declarations and extensions that adopt any of `protocols` directly
    /// (`struct FirebaseAnalyticsClient: AnalyticsClient`), in no particular order: one pass
    /// over the tree's types.
    public func adopters(ofAny protocols: Set<String>) -> [TypeEvent] {
        types.values.flatMap { $0.filter { $0.protocols.contains(where: protocols.contains) } }
    }

    /// The modules that declare `name` (not extensions), sorted.
    public func modules(declaring name: String) -> [String] { modules[name]?.sorted ?? [] }

    /// The modules declaring a name: nearly always one (a set per declared name, tens of
    /// thousands on a 10k-file tree, was allocated and hashed on every run).
    private enum Declarers: Sendable {
        case one(String)
        case several(Set<String>)

        mutating func insert(_ module: String) {
            switch self {
            case .one(let first):
                if first != module { self = .several([first, module]) }
            case .several(var modules):
                // Let go of the case's set first, so that the insert does not copy it.
                self = .one(module)
                modules.insert(module)
                self = .several(modules)
            }
        }

        func contains(_ module: String) -> Bool {
            switch self {
            case .one(let first): first == module
            case .several(let modules): modules.contains(module)
            }
        }

        var sorted: [String] {
            switch self {
            case .one(let first): [first]
            case .several(let modules): modules.sorted()
            }
        }
    }

    /// Where `name` is declared (its first non-extension declaration).
    public func declaration(of name: String) -> TypeEvent? {
        types[name]?.filter { !$0.isExtension }.min()
    }

    /// Whether `type` conforms to `proto`: directly, through a superclass, a category, a class
    /// extension, a Swift extension, or a protocol that inherits `proto`. `nil` when the type
    /// was not read. Supertypes declared outside what was read (the SDK, third-party code)
    /// cannot adopt the project's protocols, so they add nothing.
    public func conforms(_ type: String, to proto: String) -> Bool? {
        guard types[type] != nil else { return nil }
        var seen: Set<String> = []
        var queue = [type]
        while let name = queue.popLast() {
            guard seen.insert(name).inserted else { continue }
            if name == proto { return true }
            for event in types[name] ?? [] {
                queue += event.protocols
                if let superclass = event.superclass { queue.append(superclass) }
            }
        }
        return false
    }
}
