import HiveLintCore

/// MGJRouter: `registerURLPattern:toHandler:` / `toObjectHandler:` bind routes (`:id` and `~`
/// match one segment, and a pattern also takes longer URLs below it, as MGJRouter falls back to
/// the deepest handler on the path); `openURL:…` and `objectForURL:…` open them. From Swift
/// too: `MGJRouter.registerURLPattern("…") { … }`, `MGJRouter.openURL("…")`.
struct MGJRouterRecognizer: FrameworkRecognizer {
    let name = "mgjrouter"
    let fixture: String? = "manifest-mgjrouter"
    let planted = ["duplicate-route": 2, "route-not-provided": 1]
    let routesMatchPrefixes = true
    /// `[MGJRouter generateURLWithPattern:p parameters:…]` opens pattern p, filled in.
    var extraVocabulary: CallVocabulary { CallVocabulary(passThroughSelectors: ["generateURLWithPattern:parameters:"]) }
    let patterns: [CallPattern] =
        [
            CallPattern(
                role: .route, form: .message, name: "registerURLPattern:toHandler:", receivers: ["MGJRouter"],
                arguments: [.pattern: .argument(0), .handler: .argument(1)], mechanism: "mgjrouter.register"),
            CallPattern(
                role: .route, form: .message, name: "registerURLPattern:toObjectHandler:", receivers: ["MGJRouter"],
                arguments: [.pattern: .argument(0), .handler: .argument(1)], mechanism: "mgjrouter.register-object"),
        ]
        + ["openURL:", "openURL:completion:", "openURL:withUserInfo:completion:"].map {
            CallPattern(role: .routeConsumer, form: .message, name: $0, receivers: ["MGJRouter"], arguments: [.pattern: .argument(0)], mechanism: "mgjrouter.open")
        }
        + ["objectForURL:", "objectForURL:withUserInfo:"].map {
            CallPattern(role: .routeConsumer, form: .message, name: $0, receivers: ["MGJRouter"], arguments: [.pattern: .argument(0)], mechanism: "mgjrouter.object")
        }
        + [
            // With a trailing closure, `toHandler:` and `toObjectHandler:` read the same.
            CallPattern(
                role: .route, form: .swift, name: "registerURLPattern", receivers: ["MGJRouter"],
                arguments: [.pattern: .argument(0), .handler: .argument(-1)], mechanism: "mgjrouter.register"),
            CallPattern(role: .routeConsumer, form: .swift, name: "openURL", receivers: ["MGJRouter"], arguments: [.pattern: .argument(0)], mechanism: "mgjrouter.open"),
            CallPattern(role: .routeConsumer, form: .swift, name: "object", receivers: ["MGJRouter"], labels: ["forURL"], arguments: [.pattern: .argument(0)], mechanism: "mgjrouter.object"),
        ]
}
