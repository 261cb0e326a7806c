import HiveLintCore

/// A framework's registrations and lookups. Most of it is data: `patterns` say which call
/// provides or consumes what and which argument holds it, exactly as a `rules.json` framework
/// does. `finish` adds what calls alone do not say (property lists, naming conventions,
/// attributes written as methods). To add a framework, add one file in `Frameworks/` with a
/// conforming type, list it in `Frameworks.builtIn` (the only registration), and add its
/// fixture: the file names the fixture and the manifest checks planted in it, and a test
/// runs every built-in's fixture.
public protocol FrameworkRecognizer: Sendable {
    /// The `framework` value of its entries (`beehive`).
    var name: String { get }
    var patterns: [CallPattern] { get }
    /// Keys that make a property list one of its registries, whatever the file is called
    /// (`ServicesTable`): only lists holding a marker of some recognizer are parsed.
    var propertyListMarkers: [String] { get }
    /// The folder under `Fixtures/` that shows it (`manifest-beehive`), or `nil`.
    var fixture: String? { get }
    /// The manifest checks its fixture plants, by rule (`["duplicate-service": 1]`); every
    /// other manifest check must stay silent there.
    var planted: [String: Int] { get }
    /// Macros and selectors `finish` reads besides the patterns' (`TP_MODULE_LEVEL`).
    var extraVocabulary: CallVocabulary { get }
    /// The entries from the patterns, completed: property-list entries added, attributes
    /// filled in. The default returns them as they are.
    func finish(_ entries: RecognizedEntries, input: RecognizerInput) -> RecognizedEntries
    /// The form targets are compared in (TinyPart's `GoodsRouter` and `Goods` are one target).
    func normalizeTarget(_ target: String) -> String
    /// Whether a route also takes URLs longer than its pattern (MGJRouter).
    var routesMatchPrefixes: Bool { get }
    /// Whether its registrations are dependency injection (a Swinject container, where any
    /// layer registers its own abstractions), not a module exposing itself to others (a
    /// mediator's registry): a module registering its own protocols there is no evidence of
    /// a feature.
    var isDependencyInjection: Bool { get }
}

extension FrameworkRecognizer {
    public var propertyListMarkers: [String] { [] }
    public var fixture: String? { nil }
    public var planted: [String: Int] { [:] }
    public var extraVocabulary: CallVocabulary { CallVocabulary() }
    public func finish(_ entries: RecognizedEntries, input: RecognizerInput) -> RecognizedEntries { entries }
    public func normalizeTarget(_ target: String) -> String { target }
    public var routesMatchPrefixes: Bool { false }
    public var isDependencyInjection: Bool { false }
}

/// The manifest entries one framework recognized, before consumers are linked to providers.
public struct RecognizedEntries: Sendable {
    public var services: [ServiceEntry] = []
    public var routes: [RouteEntry] = []
    public var moduleEntries: [ModuleEntry] = []
    public var consumers: [ConsumerEntry] = []

    public init() {}

    /// Sets `singleton` from the implementation's `+ (BOOL)singleton { return YES; }` (BeeHive
    /// and TinyPart ask the class so).
    public mutating func readSingletons(from methods: [String: [MethodEvent]]) {
        services = services.map { service in
            var service = service
            if let implementation = service.implementation,
               let singleton = methods[implementation]?.first(where: { $0.selector == "singleton" && $0.isClassMethod }),
               case .number(let value)? = singleton.returns {
                service.singleton = value == "YES" || value == "true"
            }
            return service
        }
    }

    public mutating func append(_ other: RecognizedEntries) {
        services += other.services
        routes += other.routes
        moduleEntries += other.moduleEntries
        consumers += other.consumers
    }
}

/// What recognizers read: every file's facts, the tree's property lists, which module owns a
/// path, and the constants index.
public struct RecognizerInput: Sendable {
    public let facts: [FileFacts]
    /// Parsed property lists by relative path (those with a registry key, `Frameworks.propertyListMarkers`).
    public let propertyLists: [String: PropertyListFile]
    public let constants: ConstantResolver
    /// Methods implemented, by class.
    public let methodsByType: [String: [MethodEvent]]
    /// Every file's calls, in path order (gathered once; several recognizers search them),
    /// with the index in `facts` of the file of each.
    let allCalls: [CallEvent]
    let fileOfCall: [Int]
    /// The indices in `allCalls` of the calls of each name, ascending: every recognizer looks
    /// up the names it knows instead of reading every call of the tree.
    let callsByName: [String: [Int]]
    private let ownerOf: @Sendable (String) -> String?

    public init(facts: [FileFacts], propertyLists: [String: PropertyListFile], constants: ConstantResolver, owner: @escaping @Sendable (String) -> String?) {
        self.facts = facts
        self.propertyLists = propertyLists
        self.constants = constants
        self.ownerOf = owner
        methodsByType = Dictionary(grouping: facts.flatMap(\.methods), by: \.typeName)
        var calls: [CallEvent] = [], files: [Int] = []
        var byName: [String: [Int]] = [:]
        for (index, file) in facts.enumerated() {
            for call in file.calls {
                byName[call.name, default: []].append(calls.count)
                calls.append(call)
                files.append(index)
            }
        }
        allCalls = calls
        fileOfCall = files
        callsByName = byName
    }

    /// The module a file (or a property list) belongs to.
    public func module(of path: String) -> String? { ownerOf(path) }

    /// Calls with `name` of `form`, in path order.
    public func calls(named names: Set<String>, form: CallForm) -> [CallEvent] {
        names.flatMap { callsByName[$0] ?? [] }.sorted().map { allCalls[$0] }.filter { $0.form == form }
    }

    /// The registry property lists, in path order (recognizers tell theirs by structure, not
    /// by name).
    public var sortedPropertyLists: [PropertyListFile] {
        propertyLists.keys.sorted().compactMap { propertyLists[$0] }
    }
}
