import HiveLintCore

/// Swift URL routers in the URLNavigator style: `navigator.register("app://user/<int:id>") { … }`
/// and `navigator.handle(…)` bind routes; `push`, `present` and `open` open them. The receiver
/// must be a navigator or router (`navigator`, `self.router`, `appNavigator`), so
/// `stack.push(item)` is not a route, and the URL its first argument, unlabeled, so an app's
/// own `router.present(for: .upgradeFlow)` is not one either.
struct URLNavigatorRecognizer: FrameworkRecognizer {
    static let receivers = ["navigator", "*.navigator", "*Navigator", "router", "*.router", "*Router"]
    let name = "urlnavigator"
    /// Shares its fixture with Swinject (a Swift app using both).
    let fixture: String? = "manifest-swift"
    let planted = ["route-not-provided": 1]
    let patterns: [CallPattern] =
        [
            CallPattern(
                role: .route, form: .swift, name: "register", receivers: receivers, labels: ["_"], arguments: [.pattern: .argument(0), .handler: .argument(-1)],
                mechanism: "urlnavigator.register"),
            CallPattern(
                role: .route, form: .swift, name: "handle", receivers: receivers, labels: ["_"], arguments: [.pattern: .argument(0), .handler: .argument(-1)],
                mechanism: "urlnavigator.handle"),
        ] + ["push", "present", "open"].map {
            CallPattern(role: .routeConsumer, form: .swift, name: $0, receivers: receivers, labels: ["_"], arguments: [.pattern: .argument(0)], mechanism: "urlnavigator.open")
        }
}
