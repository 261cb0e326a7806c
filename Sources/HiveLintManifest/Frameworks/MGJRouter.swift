import HiveLintCore

/// MGJRouter: `registerURLPattern:toHandler:` / `toObjectHandler:` bind routes (`:id`
/// placeholders match one segment); `openURL:…` and `objectForURL:…` open them.
struct MGJRouterRecognizer: FrameworkRecognizer {
    let name = "mgjrouter"
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
}
