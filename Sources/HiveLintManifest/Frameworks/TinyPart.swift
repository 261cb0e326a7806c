import HiveLintCore

/// TinyPart: modules by `TP_MODULE_AUTO_REGISTER` or `TPMODULE_AUTO_REGISTER(Name)` (with
/// `TP_MODULE_LEVEL`, `TP_MODULE_PRIORITY`, `TP_MODULE_ASYNC` in the class's `@implementation`)
/// or `TinyPart.plist` `ModuleClasses`; services by `TPSERVICE_AUTO_REGISTER(P)` in the
/// implementing class or `TPSERVICE_AUTO_REGISTER(P, Impl)`, or the plist's `ServicesTable`; router actions by
/// `TPROUTER_METHOD_EXPORT(action, …)` in `@implementation XRouter` (target `X`), URL routes by
/// `TPURLHostForRouter` + `TPURLPathForActionForRouter`. Consumers: `serviceWithName:`,
/// `performAction:router:params:`, `openURL:`, and `reportNotification:targetModule:`
/// (a Report, checked against module levels).
struct TinyPartRecognizer: FrameworkRecognizer {
    let name = "tinypart"
    let propertyListMarkers = ["ServicesTable", "ModuleClasses", "RouterClasses"]
    let fixture: String? = "manifest-tinypart"
    let planted = ["tinypart-level-direction": 2, "route-not-provided": 1, "duplicate-route": 1]
    let patterns: [CallPattern] = [
        CallPattern(role: .module, form: .macro, name: "TP_MODULE_AUTO_REGISTER", arguments: [.module: .enclosingType], mechanism: "tinypart.macro"),
        // Later TinyPart: `TPMODULE_AUTO_REGISTER(Name)`, a data-section entry naming the class.
        CallPattern(role: .module, form: .macro, name: "TPMODULE_AUTO_REGISTER", arguments: [.module: .wordOrEnclosingType(0)], mechanism: "tinypart.macro"),
        CallPattern(
            role: .module, form: .message, name: "registerModule:", receivers: ["TPModuleManager"], arguments: [.module: .argument(0)],
            mechanism: "tinypart.api"),
        CallPattern(
            role: .service, form: .macro, name: "TPSERVICE_AUTO_REGISTER", arguments: [.protocol: .word(0), .implementation: .wordOrEnclosingType(1)],
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
            selectors: ["reportNotification:targetModule:", "broadcastNotification:", "addObserver:selector:name:object:"],
            macros: [
                "TP_MODULE_LEVEL", "TP_MODULE_PRIORITY", "TP_MODULE_ASYNC", "TPURLHostForRouter", "TPURLPathForActionForRouter",
                "TPROUTER_AUTO_REGISTER", "name",
            ])
    }

    func normalizeTarget(_ target: String) -> String {
        target.hasSuffix("Router") && target.count > "Router".count ? String(target.dropLast("Router".count)) : target
    }

    func finish(_ entries: RecognizedEntries, input: RecognizerInput) -> RecognizedEntries {
        var entries = entries
        var routerClasses: Set<String> = []
        // `TinyPart.plist` (or `configPlistFileName`): ModuleClasses, ServicesTable, RouterClasses.
        for plist in input.sortedPropertyLists where plist.root["ModuleClasses"] != nil || plist.root["ServicesTable"] != nil
            || plist.root["RouterClasses"] != nil {
            let module = input.module(of: plist.path)
            for item in plist.root["ModuleClasses"]?.array ?? [] {
                guard let moduleClass = item.string else { continue }
                var entry = ModuleEntry(name: moduleClass, module: module, framework: name, mechanism: "tinypart.plist", location: plist.location(of: moduleClass))
                entry.unverifiedNames = [moduleClass]
                entries.moduleEntries.append(entry)
            }
            for (service, implementation) in (plist.root["ServicesTable"]?.dictionary ?? [:]).sorted(by: { $0.key < $1.key }) {
                var entry = ServiceEntry(
                    protocol: service, implementation: implementation.string, module: module, framework: name, mechanism: "tinypart.plist",
                    location: plist.location(of: service))
                entry.unverifiedNames = [service] + (implementation.string.map { [$0] } ?? [])
                entries.services.append(entry)
            }
            routerClasses.formUnion((plist.root["RouterClasses"]?.array ?? []).compactMap(\.string))
        }
        // Routers a plist registers (not `TPROUTER_AUTO_REGISTER`): their actions are provided
        // through the plist.
        if !routerClasses.isEmpty {
            let autoRegistered = Set(input.calls(named: ["TPROUTER_AUTO_REGISTER"], form: .macro).compactMap { call in
                call.arguments.first.map(\.text) ?? call.enclosingType
            })
            let listed = routerClasses.subtracting(autoRegistered)
            entries.routes = entries.routes.map { route in
                var route = route
                if route.mechanism == "tinypart.macro", let handler = route.handler, listed.contains(handler) { route.mechanism = "tinypart.plist" }
                return route
            }
        }
        // Level, priority and async come from the class's macros, whichever way it is registered.
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
                target: normalizeTarget(router), action: call.arguments[1].text, module: module, framework: name, mechanism: "tinypart.url",
                location: call.location))
        }
        for call in input.calls(named: ["reportNotification:targetModule:"], form: .message) where call.arguments.count == 2 {
            let module = input.module(of: call.location.file)
            let target = input.constants.resolve(call.arguments[1], in: module)
            entries.consumers.append(ConsumerEntry(
                kind: .report, key: target.value ?? target.written, resolution: target.resolution, module: module, framework: name,
                mechanism: "tinypart.report", location: call.location))
        }
        entries.consumers += notifications(input)
        entries.readSingletons(from: input.methodsByType)
        return entries
    }

    /// Broadcasts (named by the `make.name(@"…")` in their block), and the observers of the
    /// names broadcast.
    private func notifications(_ input: RecognizerInput) -> [ConsumerEntry] {
        var consumers: [ConsumerEntry] = []
        for file in input.facts {
            let module = input.module(of: file.path)
            let names = file.calls.filter { $0.form == .macro && $0.name == "name" && $0.receiver != nil && $0.arguments.count == 1 }
            let sends = file.calls.filter { $0.form == .message && ($0.name == "broadcastNotification:" || $0.name == "reportNotification:targetModule:") }
            for (index, send) in sends.enumerated() where send.name == "broadcastNotification:" {
                let next = index + 1 < sends.count ? sends[index + 1].location : nil
                guard let naming = names.first(where: { naming in naming.location > send.location && (next.map { naming.location < $0 } ?? true) }) else { continue }
                let resolved = input.constants.resolve(naming.arguments[0], in: module)
                consumers.append(ConsumerEntry(
                    kind: .broadcast, key: resolved.value ?? resolved.written, resolution: resolved.resolution, module: module, framework: name,
                    mechanism: "tinypart.broadcast", location: send.location))
            }
        }
        let broadcast = Set(consumers.filter { $0.resolution != .dynamic }.map(\.key))
        for call in input.calls(named: ["addObserver:selector:name:object:"], form: .message) where call.arguments.count == 4 {
            let module = input.module(of: call.location.file)
            let resolved = input.constants.resolve(call.arguments[2], in: module)
            guard let value = resolved.value, broadcast.contains(value) else { continue }
            consumers.append(ConsumerEntry(
                kind: .observe, key: value, resolution: resolved.resolution, module: module, framework: name, mechanism: "tinypart.observe",
                location: call.location))
        }
        return consumers
    }

    /// `TPModuleLevelBasic` → `basic`.
    static func level(_ text: String) -> String {
        text.hasPrefix("TPModuleLevel") ? String(text.dropFirst("TPModuleLevel".count)).lowercased() : text
    }

    /// Levels in order, lowest first.
    static let levels = ["basic", "middle", "topout"]
}
