import HiveLintCore

/// TinyPart: modules by `TP_MODULE_AUTO_REGISTER` (with `TP_MODULE_LEVEL`, `TP_MODULE_PRIORITY`,
/// `TP_MODULE_ASYNC` in the same `@implementation`) or `TinyPart.plist` `ModuleClasses`;
/// services by `TPSERVICE_AUTO_REGISTER(P)` or the plist's `ServicesTable`; router actions by
/// `TPROUTER_METHOD_EXPORT(action, …)` in `@implementation XRouter` (target `X`), URL routes by
/// `TPURLHostForRouter` + `TPURLPathForActionForRouter`. Consumers: `serviceWithName:`,
/// `performAction:router:params:`, `openURL:`, and `reportNotification:targetModule:`
/// (a Report, checked against module levels).
struct TinyPartRecognizer: FrameworkRecognizer {
    let name = "tinypart"
    let patterns: [CallPattern] = [
        CallPattern(role: .module, form: .macro, name: "TP_MODULE_AUTO_REGISTER", arguments: [.module: .enclosingType], mechanism: "tinypart.macro"),
        CallPattern(
            role: .module, form: .message, name: "registerModule:", receivers: ["TPModuleManager"], arguments: [.module: .argument(0)],
            mechanism: "tinypart.api"),
        CallPattern(
            role: .service, form: .macro, name: "TPSERVICE_AUTO_REGISTER", arguments: [.protocol: .word(0), .implementation: .enclosingType],
            mechanism: "tinypart.macro"),
        CallPattern(
            role: .service, form: .message, name: "registerService:impClass:", receivers: ["TPServiceManager"],
            arguments: [.protocol: .argument(0), .implementation: .argument(1)], mechanism: "tinypart.api"),
        CallPattern(
            role: .route, form: .macro, name: "TPROUTER_METHOD_EXPORT", arguments: [.action: .word(0), .target: .enclosingType, .handler: .enclosingType],
            mechanism: "tinypart.macro"),
        CallPattern(
            role: .targetActionConsumer, form: .message, name: "performAction:router:params:", receivers: ["TPMediator"],
            arguments: [.action: .argument(0), .target: .argument(1)], mechanism: "tinypart.perform"),
        CallPattern(role: .routeConsumer, form: .message, name: "openURL:", receivers: ["TPMediator"], arguments: [.pattern: .argument(0)], mechanism: "tinypart.open"),
    ] + ["serviceWithName:", "serviceWithProtocolName:"].map {
        CallPattern(role: .serviceConsumer, form: .message, name: $0, receivers: ["TPServiceManager"], arguments: [.protocol: .argument(0)], mechanism: "tinypart.lookup")
    }

    var extraVocabulary: CallVocabulary {
        CallVocabulary(
            selectors: ["reportNotification:targetModule:"],
            macros: ["TP_MODULE_LEVEL", "TP_MODULE_PRIORITY", "TP_MODULE_ASYNC", "TPURLHostForRouter", "TPURLPathForActionForRouter"])
    }

    func normalizeTarget(_ target: String) -> String {
        target.hasSuffix("Router") && target.count > "Router".count ? String(target.dropLast("Router".count)) : target
    }

    func finish(_ entries: RecognizedEntries, input: RecognizerInput) -> RecognizedEntries {
        var entries = entries
        let macros = input.calls(named: ["TP_MODULE_LEVEL", "TP_MODULE_PRIORITY", "TP_MODULE_ASYNC"], form: .macro)
        let byType = Dictionary(grouping: macros.filter { $0.enclosingType != nil }, by: { $0.enclosingType ?? "" })
        entries.moduleEntries = entries.moduleEntries.map { entry in
            var entry = entry
            for call in byType[entry.name] ?? [] {
                switch call.name {
                case "TP_MODULE_LEVEL": entry.level = call.arguments.first.map { Self.level($0.text) }
                case "TP_MODULE_PRIORITY": if case .number(let value)? = call.arguments.first { entry.priority = Int(value) }
                default: entry.async = true
                }
            }
            return entry
        }
        for plist in input.propertyLists(named: "TinyPart.plist") {
            let module = input.module(of: plist.path)
            for item in plist.root["ModuleClasses"]?.array ?? [] {
                guard let moduleClass = item.string else { continue }
                entries.moduleEntries.append(ModuleEntry(
                    name: moduleClass, module: module, framework: name, mechanism: "tinypart.plist", location: plist.location(of: moduleClass)))
            }
            for (service, implementation) in (plist.root["ServicesTable"]?.dictionary ?? [:]).sorted(by: { $0.key < $1.key }) {
                entries.services.append(ServiceEntry(
                    protocol: service, implementation: implementation.string, module: module, framework: name, mechanism: "tinypart.plist",
                    location: plist.location(of: service)))
            }
        }
        // URL routes: a host per router, a path per action.
        var hosts: [String: String] = [:]
        for call in input.calls(named: ["TPURLHostForRouter"], form: .macro) where call.arguments.count == 2 {
            let module = input.module(of: call.location.file)
            if let host = input.constants.resolve(call.arguments[0], in: module).value { hosts[call.arguments[1].text] = host }
        }
        for call in input.calls(named: ["TPURLPathForActionForRouter"], form: .macro) where call.arguments.count == 3 {
            let module = input.module(of: call.location.file)
            let path = input.constants.resolve(call.arguments[0], in: module)
            let router = call.arguments[2].text
            let resolved = path.value.map { value in hosts[router].map { $0 + (value.hasPrefix("/") ? "" : "/") + value } ?? value }
            entries.routes.append(RouteEntry(
                pattern: path.written, resolved: resolved, resolution: path.resolution, handler: "\(router).\(call.arguments[1].text)",
                module: module, framework: name, mechanism: "tinypart.url",
                location: call.location))
        }
        for call in input.calls(named: ["reportNotification:targetModule:"], form: .message) where call.arguments.count == 2 {
            let module = input.module(of: call.location.file)
            let target = input.constants.resolve(call.arguments[1], in: module)
            entries.consumers.append(ConsumerEntry(
                kind: .report, key: target.value ?? target.written, resolution: target.resolution, module: module, framework: name,
                mechanism: "tinypart.report", location: call.location))
        }
        return entries
    }

    /// `TPModuleLevelBasic` → `basic`.
    static func level(_ text: String) -> String {
        text.hasPrefix("TPModuleLevel") ? String(text.dropFirst("TPModuleLevel".count)).lowercased() : text
    }

    /// Levels in order, lowest first.
    static let levels = ["basic", "middle", "topout"]
}
