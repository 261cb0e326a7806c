import Foundation

/// What a recognized call does.
public enum CallRole: String, Sendable, Codable, Hashable, CaseIterable, OrderedByRawValue {
    /// Registers a service implementation for a protocol.
    case service
    /// Looks a service up.
    case serviceConsumer = "service-consumer"
    /// Binds a URL route, or provides a target-action.
    case route
    /// Opens a route.
    case routeConsumer = "route-consumer"
    /// Performs a target-action (`target` and `action` arguments).
    case targetActionConsumer = "target-action-consumer"
    /// Registers a module class (with its level, priority, async flag).
    case module
}

/// The part an argument plays in a recognized call.
public enum ArgumentRole: String, Sendable, Codable, Hashable, CaseIterable, OrderedByRawValue {
    case `protocol`, implementation, pattern, handler, target, action, level, priority, async, singleton, module
}

/// Where a role's value comes from.
public enum ArgumentSource: Sendable, Hashable {
    /// The call's argument at this index; negative counts from the end (`-1` is the last,
    /// a Swift trailing closure).
    case argument(Int)
    /// The argument at this index as a bare word, not a constant to look up
    /// (`TPROUTER_METHOD_EXPORT(action1, …)`); negative counts from the end.
    case word(Int)
    /// The class whose `@implementation` (or Swift type) the call is written in.
    case enclosingType
    /// The argument at this index (negative counts from the end) as a bare word when the call
    /// has it, else the enclosing type (TinyPart's `TPSERVICE_AUTO_REGISTER(P, Impl)` and its
    /// older `TPSERVICE_AUTO_REGISTER(P)`).
    case wordOrEnclosingType(Int)
    /// A fixed value (`"singleton": true` in `rules.json`).
    case fixed(String)
}

/// One way a framework provides or consumes something: which call (an Objective-C selector
/// with its receiver class, a macro or C function, a Swift call) and which argument holds what.
/// Built-in recognizers and `rules.json` `frameworks` are described the same way.
public struct CallPattern: Sendable, Hashable {
    public var role: CallRole
    public var form: CallForm
    /// The selector, macro or Swift base name.
    public var name: String
    /// Receivers that match (the root class of a message, the base of a Swift call; `""` for
    /// an unqualified Swift call); empty for any.
    public var receivers: [String]
    /// Types the call must be written in (`self` is CTMediator only in its categories); empty for any.
    public var enclosingTypes: [String] = []
    /// Swift argument labels that must be present (`register(_:factory:)` → `["factory"]`);
    /// `"_"`: the first argument has no label (`push(_ url:)`, not `present(for:)`).
    public var labels: [String]
    public var arguments: [ArgumentRole: ArgumentSource]
    /// What the manifest shows as `mechanism`.
    public var mechanism: String
    /// A chained call that makes the registration a singleton (Swinject `inObjectScope(.container)`).
    public var singletonWhenChained: [String]
    /// A Swift pattern that also matches calls whose base name is `name` followed by more
    /// words (`registerSingleton(P.self) { … }`, a project's own wrapper around Swinject's
    /// `register`), with the same arguments; such a call must pass a closure last (a factory).
    public var matchesExtendedNames = false
    /// Where it was declared (`frameworks[0].recognizers[2]`), for custom patterns.
    public var declaredAt: String?
    /// Swift argument labels that must be absent (Swinject's `register(P.self, name: "inbox")`
    /// is a key of its own, which an unnamed `resolve(P.self)` never finds: not this pattern's).
    public var excludedLabels: [String] = []
    /// Whether a call passing a closure is not this pattern's: Swinject's `resolve(P.self)`
    /// takes none, and a project's resolve-or-create helper, `resolve(P.self) { Impl() }`,
    /// builds what it returns (HackerNews' `AppAssembly`): no lookup a registration must answer.
    public var excludesClosures = false

    public init(
        role: CallRole, form: CallForm, name: String, receivers: [String] = [], labels: [String] = [],
        arguments: [ArgumentRole: ArgumentSource], mechanism: String, singletonWhenChained: [String] = [], declaredAt: String? = nil
    ) {
        self.role = role
        self.form = form
        self.name = name
        self.receivers = receivers
        self.labels = labels
        self.arguments = arguments
        self.mechanism = mechanism
        self.singletonWhenChained = singletonWhenChained
        self.declaredAt = declaredAt
    }

    /// Whether `name` is `prefix` followed by an uppercase letter and more (`registerSingleton`
    /// for `register`; not `registered`).
    public static func extends(_ name: String, prefix: String) -> Bool {
        let utf8 = name.utf8
        guard utf8.count > prefix.utf8.count, name.hasPrefix(prefix) else { return false }
        let next = utf8[utf8.index(utf8.startIndex, offsetBy: prefix.utf8.count)]
        return next >= UInt8(ascii: "A") && next <= UInt8(ascii: "Z")
    }

    /// `*` stands for any run of characters (`*Navigator`, `*.router`).
    static func receiver(_ receiver: String, matches pattern: String) -> Bool {
        guard pattern.containsBytes("*") else { return receiver == pattern }
        // One star (`*Navigator`), the common pattern: asked of every call of the tree, so
        // without splitting the pattern into an array of strings each time.
        let utf8 = pattern.utf8
        if let star = utf8.firstIndex(of: UInt8(ascii: "*")), !utf8[utf8.index(after: star)...].contains(UInt8(ascii: "*")) {
            let first = String(pattern[..<star])
            let last = String(pattern[utf8.index(after: star)...])
            guard receiver.hasPrefix(first) else { return false }
            return Substring(receiver.dropFirst(first.count)).hasSuffix(last)
        }
        let parts = pattern.split(separator: "*", omittingEmptySubsequences: false).map(String.init)
        guard let first = parts.first, let last = parts.last, receiver.hasPrefix(first) else { return false }
        var rest = Substring(receiver.dropFirst(first.count))
        for middle in parts.dropFirst().dropLast() where !middle.isEmpty {
            guard let range = rest.range(of: middle) else { return false }
            rest = rest[range.upperBound...]
        }
        return parts.count == 1 || rest.hasSuffix(last)
    }

    /// Whether `call` is this pattern's call.
    public func matches(_ call: CallEvent) -> Bool {
        guard call.form == form, call.name == name || (matchesExtendedNames && Self.extends(call.name, prefix: name)) else { return false }
        if !receivers.isEmpty {
            let receiver = call.receiver ?? ""
            guard receivers.contains(where: { Self.receiver(receiver, matches: $0) }) else { return false }
        }
        if !excludedLabels.isEmpty, call.labels.contains(where: { $0.map(excludedLabels.contains) ?? false }) { return false }
        if excludesClosures, call.arguments.contains(where: { if case .block = $0 { true } else { false } }) { return false }
        for label in labels {
            if label == "_" {
                guard let first = call.labels.first, first == nil else { return false }
            } else if !call.labels.contains(label) {
                return false
            }
        }
        if !enclosingTypes.isEmpty {
            guard let enclosing = call.enclosingType, enclosingTypes.contains(enclosing) else { return false }
        }
        return true
    }
}

/// A framework declared in `rules.json`: a name and its call patterns.
public struct FrameworkDeclaration: Sendable, Hashable {
    public var name: String
    public var patterns: [CallPattern]
    public var declaredAt: String

    public init(name: String, patterns: [CallPattern], declaredAt: String) {
        self.name = name
        self.patterns = patterns
        self.declaredAt = declaredAt
    }
}

extension CallVocabulary {
    /// The names the front ends must emit calls for, so these patterns can match.
    public init(patterns: [CallPattern]) {
        self.init()
        for pattern in patterns {
            switch pattern.form {
            case .message: selectors.insert(pattern.name)
            case .macro: macros.insert(pattern.name)
            case .swift:
                swiftCalls.insert(pattern.name)
                if pattern.matchesExtendedNames { swiftCallPrefixes.insert(pattern.name) }
            }
        }
    }
}
