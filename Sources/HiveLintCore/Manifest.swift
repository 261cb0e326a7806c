/// How a route's or a lookup key's string was found.
public enum Resolution: String, Sendable, Codable, Hashable, OrderedByRawValue {
    /// Written as a literal at the call.
    case literal
    /// Read from a constant (`static NSString *const kRoute… = @"…"`, Swift `static let`,
    /// an enum raw value).
    case constant
    /// Read from a `#define`.
    case define
    /// Built with a format or interpolation from known pieces.
    case format
    /// Not known statically (a variable, a loop, a runtime value); the expression is kept.
    case dynamic
}

/// A service registration: `protocol` is provided by `implementation` in `module`.
public struct ServiceEntry: Sendable, Codable, Hashable, Comparable {
    public var `protocol`: String
    public var implementation: String?
    public var module: String?
    public var framework: String
    /// `beehive.annotation`, `bifrost.register`, `swinject`, or a custom framework's name.
    public var mechanism: String
    public var singleton: Bool?
    /// How the protocol's name was found (`literal` for `@protocol(P)`; `dynamic` when it is
    /// built at run time, with `expression`).
    public var resolution: Resolution
    /// The expression as written when the protocol is not known statically (`dynamic`: the
    /// protocol's and the implementation's), or the implementation's when only it is not (a
    /// factory closure hive-lint cannot follow; `implementation` is then `nil`).
    public var expression: String?
    public var location: SourceLocation
    /// The names written as strings or bare macro words (a plist, `@BeeHiveService(P, Impl)`,
    /// `NSClassFromString(@"X")`): the compiler does not check that they exist. Not in the
    /// report.
    public var unverifiedNames: [String] = []
    /// The `#if` condition of the registration (not in the report).
    public var condition: String?
    /// Whether a dependency-injection container made it (Swinject), where any layer
    /// registers its abstractions, often from the app's composition root. Not in the report.
    public var isInjection = false
    /// The module whose code registers it (`module` is the implementation's). Not in the report.
    public var registeredIn: String?

    public init(
        protocol: String, implementation: String?, module: String?, framework: String, mechanism: String,
        singleton: Bool? = nil, resolution: Resolution = .literal, expression: String? = nil, location: SourceLocation
    ) {
        self.protocol = `protocol`
        self.implementation = implementation
        self.module = module
        self.framework = framework
        self.mechanism = mechanism
        self.singleton = singleton
        self.resolution = resolution
        self.expression = expression
        self.location = location
    }

    public static func < (lhs: ServiceEntry, rhs: ServiceEntry) -> Bool {
        (lhs.protocol, lhs.location, lhs.mechanism) < (rhs.protocol, rhs.location, rhs.mechanism)
    }
}

/// A URL route bound, or a target-action provided (CTMediator `Target_X`/`Action_y:`,
/// TinyPart router actions), with `target`/`action` filled.
public struct RouteEntry: Sendable, Codable, Hashable, Comparable {
    /// As written: a literal, a constant's name, an expression; for target-actions, the
    /// action as written (`Action_detail:`, `detail`).
    public var pattern: String
    /// The string after following constants, or `nil` when `dynamic`.
    public var resolved: String?
    public var resolution: Resolution
    /// What handles it: `block at file:line`, a class, or `Router.action`.
    public var handler: String?
    public var target: String?
    public var action: String?
    public var module: String?
    public var framework: String
    public var mechanism: String
    public var location: SourceLocation
    /// The `#if` condition of the binding (not in the report).
    public var condition: String?

    public init(
        pattern: String, resolved: String?, resolution: Resolution, handler: String?, target: String? = nil, action: String? = nil,
        module: String?, framework: String, mechanism: String, location: SourceLocation
    ) {
        self.pattern = pattern
        self.resolved = resolved
        self.resolution = resolution
        self.handler = handler
        self.target = target
        self.action = action
        self.module = module
        self.framework = framework
        self.mechanism = mechanism
        self.location = location
    }

    /// Whether this provides a target-action (`Target_X -Action_y:`, a router's exported
    /// action) rather than a URL: target and action set, and nothing else resolved. A URL route
    /// that leads to an action (TinyPart's `TPURLPathForActionForRouter`) names its target and
    /// action too, but is matched by its URL.
    public var isTargetAction: Bool { target != nil && action != nil && resolved == action }

    /// What consumers are matched against: `target/action`, or the resolved pattern.
    public var key: String? {
        if isTargetAction, let target, let action { return "\(target)/\(action)" }
        return resolved
    }

    public static func < (lhs: RouteEntry, rhs: RouteEntry) -> Bool {
        (lhs.key ?? "", lhs.location, lhs.mechanism) < (rhs.key ?? "", rhs.location, rhs.mechanism)
    }
}

/// A module class registered with a framework (BeeHive, TinyPart, Bifrost).
public struct ModuleEntry: Sendable, Codable, Hashable, Comparable {
    /// The module class.
    public var name: String
    public var module: String?
    public var framework: String
    public var mechanism: String
    /// As the framework names it: BeeHive `basic`/`normal` (or the number), TinyPart
    /// `basic`/`middle`/`topout`.
    public var level: String?
    public var priority: Int?
    public var async: Bool?
    public var location: SourceLocation
    /// Whether the class is named by a string or a bare macro word (see `ServiceEntry`).
    public var unverifiedNames: [String] = []

    public init(
        name: String, module: String?, framework: String, mechanism: String, level: String? = nil, priority: Int? = nil,
        async: Bool? = nil, location: SourceLocation
    ) {
        self.name = name
        self.module = module
        self.framework = framework
        self.mechanism = mechanism
        self.level = level
        self.priority = priority
        self.async = async
        self.location = location
    }

    public static func < (lhs: ModuleEntry, rhs: ModuleEntry) -> Bool {
        (lhs.name, lhs.location, lhs.mechanism) < (rhs.name, rhs.location, rhs.mechanism)
    }
}

/// What a consumer looks up.
public enum ConsumerKind: String, Sendable, Codable, Hashable, OrderedByRawValue {
    /// A service by protocol (`createService:`, `BFModule(P)`, `resolve(P.self)`).
    case service
    /// A URL route (`openURL:`, `handleURL:`, `navigator.push`).
    case route
    /// A target-action (`performTarget:action:params:`, TinyPart `performAction:router:params:`).
    case targetAction = "target-action"
    /// A TinyPart `Report` notification sent to a module (upper to lower or same level).
    case report
    /// A TinyPart `Broadcast` notification (lower to upper levels); the key is its name.
    case broadcast
    /// An observer of a TinyPart Broadcast (`addObserver:selector:name:object:` for a name some
    /// module broadcasts); the provider is the broadcasting module.
    case observe
}

/// A lookup or open site, and the module that provides what it asks for.
public struct ConsumerEntry: Sendable, Codable, Hashable, Comparable {
    public var kind: ConsumerKind
    /// The protocol, the resolved route, `target/action`, or the report's target module; the
    /// expression as written when `dynamic`.
    public var key: String
    public var resolution: Resolution
    public var module: String?
    public var framework: String
    public var mechanism: String
    /// The module providing it, or `nil` (not provided, provided outside any module, or dynamic).
    public var provider: String?
    public var location: SourceLocation
    /// Whether something provides it, in a module or not (set when consumers are linked; not
    /// in the report).
    public var isProvided = false

    public init(
        kind: ConsumerKind, key: String, resolution: Resolution, module: String?, framework: String, mechanism: String,
        provider: String? = nil, location: SourceLocation
    ) {
        self.kind = kind
        self.key = key
        self.resolution = resolution
        self.module = module
        self.framework = framework
        self.mechanism = mechanism
        self.provider = provider
        self.location = location
    }

    public static func < (lhs: ConsumerEntry, rhs: ConsumerEntry) -> Bool {
        (lhs.location, lhs.kind, lhs.key) < (rhs.location, rhs.kind, rhs.key)
    }
}

/// Module `from` reaches module `to` at run time through services or routes `to` provides:
/// the allowed way for business modules to talk, kept apart from code dependencies.
public struct BusinessDependency: Sendable, Codable, Hashable, Comparable {
    public var from: String
    public var to: String
    /// The consumer sites, sorted.
    public var via: [ConsumerEntry]

    public init(from: String, to: String, via: [ConsumerEntry]) {
        self.from = from
        self.to = to
        self.via = via.sorted()
    }

    public static func < (lhs: BusinessDependency, rhs: BusinessDependency) -> Bool { (lhs.from, lhs.to) < (rhs.from, rhs.to) }
}

/// The service and route manifest of a whole tree. Arrays are sorted.
public struct Manifest: Sendable, Codable, Hashable {
    public var services: [ServiceEntry]
    public var routes: [RouteEntry]
    public var moduleEntries: [ModuleEntry]
    public var consumers: [ConsumerEntry]
    public var businessDependencies: [BusinessDependency]

    public init(
        services: [ServiceEntry] = [], routes: [RouteEntry] = [], moduleEntries: [ModuleEntry] = [], consumers: [ConsumerEntry] = [],
        businessDependencies: [BusinessDependency] = []
    ) {
        self.services = services.sorted()
        self.routes = routes.sorted()
        self.moduleEntries = moduleEntries.sorted()
        self.consumers = consumers.sorted()
        self.businessDependencies = businessDependencies.sorted()
    }

    public var isEmpty: Bool { services.isEmpty && routes.isEmpty && moduleEntries.isEmpty && consumers.isEmpty }
}
