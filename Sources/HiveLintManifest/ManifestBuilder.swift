import Foundation
import HiveLintCore

/// The built-in recognizers, in the order their entries are gathered.
public enum Frameworks {
    public static let builtIn: [any FrameworkRecognizer] = [
        BeeHiveRecognizer(), BifrostRecognizer(), TinyPartRecognizer(), MGJRouterRecognizer(), CTMediatorRecognizer(),
        SwinjectRecognizer(), URLNavigatorRecognizer(), ProtocolClassRecognizer(),
    ]

    /// The built-ins plus the frameworks `rules.json` declares.
    public static func all(declared: [FrameworkDeclaration]) -> [any FrameworkRecognizer] {
        builtIn + declared.map(DeclaredFrameworkRecognizer.init)
    }

    /// The calls the front ends must emit for these recognizers.
    public static func vocabulary(_ recognizers: [any FrameworkRecognizer]) -> CallVocabulary {
        var vocabulary = CallVocabulary()
        for recognizer in recognizers {
            vocabulary.formUnion(CallVocabulary(patterns: recognizer.patterns))
            vocabulary.formUnion(recognizer.extraVocabulary)
        }
        return vocabulary
    }

    /// Keys that make a property list a framework registry, whatever its name (BeeHive and
    /// TinyPart let an app rename them): only lists containing one of these are parsed.
    public static let propertyListMarkers: [String] = {
        var seen: Set<String> = []
        return builtIn.flatMap(\.propertyListMarkers).filter { seen.insert($0).inserted }
    }()
}

/// Builds the service and route manifest: runs every recognizer over the parsed facts, then
/// links each consumer to the module providing what it asks for, and derives the
/// business-dependency graph (module A consumes what module B provides).
public struct ManifestBuilder: Sendable {
    let recognizers: [any FrameworkRecognizer]
    /// Keep what the recognizers read (`RecognizerInput`: every call, method and constant of
    /// the tree, indexed) until the process exits: freeing it took 9 ms of a run after an edit.
    let keepsInputUntilExit: Bool

    public init(recognizers: [any FrameworkRecognizer], keepsInputUntilExit: Bool = false) {
        self.recognizers = recognizers
        self.keepsInputUntilExit = keepsInputUntilExit
    }

    public func build(
        facts: [FileFacts], propertyLists: [String: PropertyListFile], owner: @escaping @Sendable (String) -> String?,
        compiles: @Sendable (String, String) -> Bool = { _, _ in false }
    ) -> Manifest {
        let (constants, declaring) = Concurrently.both(
            { ConstantResolver(facts: facts, owner: owner) }, { Self.declaringModules(facts, owner: owner) })
        let input = RecognizerInput(facts: facts, propertyLists: propertyLists, constants: constants, owner: owner)
        // Each recognizer reads the input on its own: they run at once, their entries gathered
        // in the recognizers' order.
        let recognizers = self.recognizers
        var all = RecognizedEntries()
        let parts = Chunks.map(count: recognizers.count, maximum: recognizers.count, minimumSize: 1) { range in
            range.map { Self.entries(of: recognizers[$0], input: input) }
        }
        for entries in parts.joined() { all.append(entries) }
        if keepsInputUntilExit { KeptUntilExit.keep(input) }
        // A service belongs to the module declaring its implementation, a module entry to the
        // module declaring its class, wherever they are registered (an app's plist, say).
        all.services = all.services.map { service in
            var service = service
            if let implementation = service.implementation, let module = declaring[implementation] { service.module = module }
            return service
        }
        all.moduleEntries = all.moduleEntries.map { entry in
            var entry = entry
            if let module = declaring[entry.name] { entry.module = module }
            return entry
        }
        let prefixFrameworks = Set(recognizers.filter(\.routesMatchPrefixes).map(\.name))
        let linked = Self.link(all, prefixFrameworks: prefixFrameworks, compiles: compiles)
        return Manifest(
            services: all.services, routes: all.routes, moduleEntries: all.moduleEntries, consumers: linked,
            businessDependencies: Self.businessDependencies(linked))
    }

    /// One recognizer's entries: its patterns' matches, finished, with what the recognizer
    /// says of them (injection, targets' normal form).
    static func entries(of recognizer: any FrameworkRecognizer, input: RecognizerInput) -> RecognizedEntries {
        var entries = PatternMatcher(framework: recognizer.name, patterns: recognizer.patterns, input: input).entries()
        entries = recognizer.finish(entries, input: input)
        entries.services = entries.services.map { service in
            var service = service
            service.isInjection = recognizer.isDependencyInjection
            service.registeredIn = service.module
            return service
        }
        entries.routes = entries.routes.map { route in
            var route = route
            route.target = route.target.map(recognizer.normalizeTarget)
            return route
        }
        entries.consumers = entries.consumers.map { consumer in
            guard consumer.kind == .targetAction, consumer.resolution != .dynamic, let slash = consumer.key.firstIndex(of: "/") else { return consumer }
            var consumer = consumer
            consumer.key = recognizer.normalizeTarget(String(consumer.key[..<slash])) + consumer.key[slash...]
            return consumer
        }
        return entries
    }

    /// Each consumer with what provides it: `isProvided` when anything does, `provider` its
    /// own module when that is one of the providers of a service (through the consumer's
    /// framework), target-action or exact route, else the module of the first provider in
    /// sorted order that has one (a duplicate is a check's business).
    /// `compiles(module, file)`: whether a module compiles a file it does not own (a file in
    /// several targets' Sources phases). A consumer whose module compiles a provider's file is
    /// provided by itself: that registration is its own code too.
    static func link(
        _ entries: RecognizedEntries, prefixFrameworks: Set<String> = [], compiles: @Sendable (String, String) -> Bool = { _, _ in false }
    ) -> [ConsumerEntry] {
        let services = Dictionary(grouping: entries.services.filter { $0.resolution != .dynamic }.sorted(), by: \.protocol)
        let targetActions = Dictionary(grouping: entries.routes.filter(\.isTargetAction).sorted(), by: { "\($0.framework) \($0.key ?? "")" })
        // URL routes by framework and segment count, each parsed once.
        var urlRoutes: [String: [Int: RouteBucket]] = [:]
        for route in entries.routes.sorted() where !route.isTargetAction {
            guard let resolved = route.resolved else { continue }
            let pattern = RoutePattern(resolved)
            urlRoutes[route.framework, default: [:]][pattern.segments.count, default: RouteBucket()].add(pattern, route)
        }
        let modules = Dictionary(grouping: entries.moduleEntries.sorted(), by: \.name)
        let broadcasts = Dictionary(grouping: entries.consumers.filter { $0.kind == .broadcast }.sorted(), by: \.key)
        return entries.consumers.map { consumer in
            var consumer = consumer
            guard consumer.resolution != .dynamic else { return consumer }
            let providers: [(module: String?, file: String)]
            switch consumer.kind {
            case .service:
                providers = (services[consumer.key] ?? []).map { ($0.module, $0.location.file) }
            case .targetAction:
                providers = (targetActions["\(consumer.framework) \(consumer.key)"] ?? []).map { ($0.module, $0.location.file) }
            case .route:
                let url = RoutePattern(consumer.key)
                let byLength = urlRoutes[consumer.framework] ?? [:]
                if prefixFrameworks.contains(consumer.framework) {
                    // Longest pattern first: the deepest handler on the path takes the URL.
                    providers = byLength.filter { $0.key <= url.segments.count }.sorted { $0.key > $1.key }
                        .flatMap { $0.value.modules(matching: url, prefix: true) }
                } else {
                    providers = byLength[url.segments.count]?.modules(matching: url, prefix: false) ?? []
                }
            case .report:
                providers = (modules[consumer.key] ?? []).map { ($0.module, $0.location.file) }
            case .broadcast:
                providers = []
            case .observe:
                providers = (broadcasts[consumer.key] ?? []).map { ($0.module, $0.location.file) }
            }
            consumer.isProvided = !providers.isEmpty
            // Its own module among the providers, through the consumer's framework, provides it
            // (two demo apps each with its `Target_Next`: neither uses the other's; a BeeHive
            // registration does not answer a Swinject lookup). Not where the order of the
            // providers decides (a prefix router: the deepest pattern takes the URL).
            let ownProvides = consumer.module.map { own in
                switch consumer.kind {
                case .service: (services[consumer.key] ?? []).contains { $0.module == own && $0.framework == consumer.framework }
                case .targetAction: providers.contains { $0.module == own }
                case .route: !prefixFrameworks.contains(consumer.framework) && providers.contains { $0.module == own }
                case .report, .broadcast, .observe: false
                }
            } ?? false
            if let own = consumer.module, ownProvides || providers.contains(where: { $0.module != own && compiles(own, $0.file) }) {
                consumer.provider = own
            } else {
                consumer.provider = providers.lazy.compactMap(\.module).first
            }
            return consumer
        }
    }

    /// URL routes of one framework and length, found by their first segment.
    struct RouteBucket {
        private var routes: [(pattern: RoutePattern, route: RouteEntry)] = []
        /// Indices of routes by literal first segment; the rest may match any first segment.
        private var byHead: [String: [Int]] = [:]
        private var anyHead: [Int] = []

        mutating func add(_ pattern: RoutePattern, _ route: RouteEntry) {
            if let head = pattern.literalHead { byHead[head, default: []].append(routes.count) } else { anyHead.append(routes.count) }
            routes.append((pattern, route))
        }

        /// The modules of the routes handling `url`, in the order routes were added.
        func modules(matching url: RoutePattern, prefix: Bool) -> [(module: String?, file: String)] {
            let candidates = url.literalHead.map { ((byHead[$0] ?? []) + anyHead).sorted() } ?? Array(routes.indices)
            return candidates.filter { routes[$0].pattern.matches(url, prefix: prefix) }.map { (routes[$0].route.module, routes[$0].route.location.file) }
        }
    }

    /// The module declaring each class (its `@interface` or Swift type), when only one does.
    static func declaringModules(_ facts: [FileFacts], owner: (String) -> String?) -> [String: String] {
        // The first module found, and the names a second one declares too (a set of modules
        // per name was a set allocated per class of the tree).
        var modules: [String: String] = [:]
        var several: Set<String> = []
        // Sized once (grown by doubling, the table was rehashed several times).
        modules.reserveCapacity(facts.reduce(0) { $0 + $1.types.count })
        func isClass(_ type: TypeEvent) -> Bool { !type.isExtension && (type.kind == .objcClass || type.kind == .swiftType) }
        for file in facts {
            let types = file.types
            guard types.contains(where: isClass), let module = owner(file.path) else { continue }
            for type in types where isClass(type) {
                if let first = modules[type.name] {
                    if first != module { several.insert(type.name) }
                } else {
                    modules[type.name] = module
                }
            }
        }
        // Removed in place, not by copying the whole table through a filter.
        for name in several { modules.removeValue(forKey: name) }
        return modules
    }

    static func businessDependencies(_ consumers: [ConsumerEntry]) -> [BusinessDependency] {
        struct Edge: Hashable { var from, to: String }
        var edges: [Edge: [ConsumerEntry]] = [:]
        for consumer in consumers {
            guard let from = consumer.module, let to = consumer.provider, from != to else { continue }
            edges[Edge(from: from, to: to), default: []].append(consumer)
        }
        return edges.map { BusinessDependency(from: $0.key.from, to: $0.key.to, via: $0.value) }.sorted()
    }

    /// Reads the property lists that may be framework registries (XML lists with one of the
    /// registry keys); a registry that cannot be parsed becomes a diagnostic, and so does a list
    /// over `budget.maxManifestSize`, which is not read.
    public static func readPropertyLists(
        _ paths: [String], absoluteRoot: String, budget: ParseBudget = ParseBudget()
    ) -> ([String: PropertyListFile], [Diagnostic]) {
        var files: [String: PropertyListFile] = [:]
        var diagnostics: [Diagnostic] = []
        let markers = Frameworks.propertyListMarkers.map { Array("<key>\($0)</key>".utf8) }
        for path in paths {
            if let size = FileBytes.size(absoluteRoot + "/" + path), let tooLarge = budget.manifestTooLarge(path, size: size, severity: .info) {
                diagnostics.append(tooLarge)
                continue
            }
            // Most lists are not registries: only those with a marker are copied into a `Data`.
            guard let bytes = FileBytes.read(absoluteRoot + "/" + path),
                  markers.contains(where: { bytes.contains(subsequence: $0) }) else { continue }
            guard let file = PropertyListFile(path: path, data: Data(bytes)) else {
                diagnostics.append(Diagnostic(
                    severity: .warning, code: "unreadable-property-list", message: "cannot read \(path) as a property list; its registrations are not counted",
                    location: SourceLocation(file: path, line: 1, column: 1)))
                continue
            }
            files[path] = file
        }
        return (files, diagnostics)
    }
}
