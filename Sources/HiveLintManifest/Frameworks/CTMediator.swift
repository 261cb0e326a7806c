import HiveLintCore

/// CTMediator: a class `Target_X` provides target X; each instance method `Action_y:` it
/// implements (in its `.m`, declared in a header or not; in Swift, an `@objc` method of
/// `class Target_X`) provides action y. CTMediator always
/// calls `Action_<name>:` with a colon, so `Action_y` without one provides nothing.
/// `performTarget:action:params:…` calls (in `CTMediator` categories or on the shared
/// instance) are the consumers.
struct CTMediatorRecognizer: FrameworkRecognizer {
    let name = "ctmediator"
    let fixture: String? = "manifest-ctmediator"
    let planted = ["route-not-provided": 2, "duplicate-route": 1]
    let patterns: [CallPattern] = ["performTarget:action:params:shouldCacheTarget:", "performTarget:action:params:"].flatMap { selector in
        var onSelf = CallPattern(
            role: .targetActionConsumer, form: .message, name: selector, receivers: ["self"],
            arguments: [.target: .argument(0), .action: .argument(1)], mechanism: "ctmediator.perform")
        onSelf.enclosingTypes = ["CTMediator"]
        var onClass = onSelf
        onClass.receivers = ["CTMediator"]
        onClass.enclosingTypes = []
        return [onClass, onSelf]
    } + [
        // From Swift: `CTMediator.sharedInstance().performTarget("A", action: "b", params: p, shouldCacheTarget: false)`,
        // or `performTarget(…)` / `self.performTarget(…)` in an `extension CTMediator`.
        CallPattern(
            role: .targetActionConsumer, form: .swift, name: "performTarget", receivers: ["CTMediator*"], labels: ["action"],
            arguments: [.target: .argument(0), .action: .argument(1)], mechanism: "ctmediator.perform"),
        {
            var pattern = CallPattern(
                role: .targetActionConsumer, form: .swift, name: "performTarget", receivers: ["self", ""], labels: ["action"],
                arguments: [.target: .argument(0), .action: .argument(1)], mechanism: "ctmediator.perform")
            pattern.enclosingTypes = ["CTMediator"]
            return pattern
        }(),
    ]

    func finish(_ entries: RecognizedEntries, input: RecognizerInput) -> RecognizedEntries {
        var entries = entries
        for file in input.facts {
            for method in file.methods where method.typeName.hasPrefix("Target_") && !method.isClassMethod {
                guard method.selector.hasPrefix("Action_"), method.selector.hasSuffix(":"),
                      method.selector.filter({ $0 == ":" }).count == 1 else { continue }
                let target = String(method.typeName.dropFirst("Target_".count))
                let action = String(method.selector.dropFirst("Action_".count).dropLast())
                entries.routes.append(RouteEntry(
                    pattern: method.selector, resolved: action, resolution: .literal, handler: "\(method.typeName) -\(method.selector)",
                    target: target, action: action, module: input.module(of: file.path), framework: name,
                    mechanism: "ctmediator.target-action", location: method.location))
            }
        }
        return entries
    }
}
