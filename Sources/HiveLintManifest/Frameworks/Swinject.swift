import HiveLintCore

/// Swinject-style containers: `container.register(P.self) { _ in Impl() }` provides P (the
/// type the factory builds is the implementation; `.inObjectScope(.container)` makes it a
/// singleton; `.implements(Q.self)` chained on it provides Q too; a project's wrapper,
/// `registerSingleton(P.self) { _ in Impl() }`, registers as well) and `resolve(P.self)` looks
/// it up. Only calls whose first argument is `X.self`
/// count, so `promise.resolve(value)` is not a lookup, nor is a `resolve(P.self) { Impl() }`
/// that builds what it returns (a project's memoizing helper); a registration may instead name its
/// protocol by casting the factory's result, as Resolver's `register { Impl() as P }` does,
/// and Resolver's `register { Impl() }` (the closure its only argument, in a file importing
/// Resolver) registers `Impl`.
/// A named registration or lookup (`register(Action.self, name: "openInbox") { … }`) is a
/// key of its own, (type, name), which this recognizer does not model: it is left out, so
/// several names registered for one type are no `duplicate-service` (and an unnamed
/// `resolve(P.self)`, which never finds a named registration, is not provided by one).
struct SwinjectRecognizer: FrameworkRecognizer {
    let name = "swinject"
    /// Shares its fixture with URLNavigator (a Swift app using both).
    let fixture: String? = "manifest-swift"
    let planted = ["service-not-conforming": 1, "service-not-provided": 1]
    let isDependencyInjection = true
    let patterns: [CallPattern] = [
        {
            // A project's wrapper (`registerSingleton(P.self) { _ in Impl() }`) registers too.
            var register = CallPattern(
                role: .service, form: .swift, name: "register", arguments: [.protocol: .argument(0), .implementation: .argument(-1)],
                mechanism: "swinject", singletonWhenChained: ["inObjectScope(.container)"])
            register.matchesExtendedNames = true
            return register
        }(),
        // SwinjectAutoregistration: `autoregister(P.self, initializer: Impl.init)`.
        CallPattern(
            role: .service, form: .swift, name: "autoregister", arguments: [.protocol: .argument(0), .implementation: .argument(-1)],
            mechanism: "swinject", singletonWhenChained: ["inObjectScope(.container)"]),
        {
            var resolve = CallPattern(role: .serviceConsumer, form: .swift, name: "resolve", arguments: [.protocol: .argument(0)], mechanism: "swinject.resolve")
            resolve.excludesClosures = true
            return resolve
        }(),
    ].map(Self.unnamed) + (0..<4).map { index in
        // `.implements(Q.self, R.self)` chained on a registration: the same entry provides Q
        // and R too (implementation unknown here).
        Self.unnamed(CallPattern(role: .service, form: .swift, name: "implements", arguments: [.protocol: .argument(index)], mechanism: "swinject"))
    }

    /// The pattern for calls without a `name:` (a named registration is a key of its own).
    private static func unnamed(_ pattern: CallPattern) -> CallPattern {
        var pattern = pattern
        pattern.excludedLabels = ["name"]
        return pattern
    }
}
