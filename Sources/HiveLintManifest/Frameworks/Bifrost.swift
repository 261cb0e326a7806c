import HiveLintCore

/// Bifrost: `BFRegister(P)` in a module class (which implements P), `BFModule(P)` lookups,
/// `bindURL:toHandler:` routes and `handleURL:…` opens. Module classes are the classes adopting
/// `BifrostModuleProtocol`; a service is a singleton when its class has `+sharedInstance`.
struct BifrostRecognizer: FrameworkRecognizer {
    let name = "bifrost"
    let fixture: String? = "manifest-bifrost"
    let planted = ["service-not-provided": 1, "service-protocol-in-business": 1, "route-not-provided": 1]
    let patterns: [CallPattern] = [
        CallPattern(role: .service, form: .macro, name: "BFRegister", arguments: [.protocol: .word(0), .implementation: .enclosingType], mechanism: "bifrost.register"),
        CallPattern(
            role: .service, form: .message, name: "registerService:withModule:", receivers: ["Bifrost"],
            arguments: [.protocol: .argument(0), .implementation: .argument(1)], mechanism: "bifrost.register"),
        CallPattern(role: .serviceConsumer, form: .macro, name: "BFModule", arguments: [.protocol: .word(0)], mechanism: "bifrost.module-lookup"),
        CallPattern(
            role: .serviceConsumer, form: .message, name: "moduleByService:", receivers: ["Bifrost"], arguments: [.protocol: .argument(0)],
            mechanism: "bifrost.module-lookup"),
        CallPattern(
            role: .route, form: .message, name: "bindURL:toHandler:", receivers: ["Bifrost"], arguments: [.pattern: .argument(0), .handler: .argument(1)],
            mechanism: "bifrost.bind"),
        // From Swift: `Bifrost.bindURL(route) { … }`, `Bifrost.registerService(P.self, withModule: M.self)`.
        CallPattern(
            role: .route, form: .swift, name: "bindURL", receivers: ["Bifrost"], arguments: [.pattern: .argument(0), .handler: .argument(-1)],
            mechanism: "bifrost.bind"),
        CallPattern(
            role: .service, form: .swift, name: "registerService", receivers: ["Bifrost"],
            arguments: [.protocol: .argument(0), .implementation: .argument(1)], mechanism: "bifrost.register"),
        CallPattern(role: .routeConsumer, form: .swift, name: "handleURL", receivers: ["Bifrost"], arguments: [.pattern: .argument(0)], mechanism: "bifrost.handle"),
    ] + ["handleURL:", "handleURL:completion:", "handleURL:complexParams:completion:"].map {
        CallPattern(role: .routeConsumer, form: .message, name: $0, receivers: ["Bifrost"], arguments: [.pattern: .argument(0)], mechanism: "bifrost.handle")
    }

    /// `BFStr(fmt, …)` is Bifrost's `stringWithFormat:`.
    var extraVocabulary: CallVocabulary { CallVocabulary(formatFunctions: ["BFStr"]) }

    func finish(_ entries: RecognizedEntries, input: RecognizerInput) -> RecognizedEntries {
        var entries = entries
        let methods = input.methodsByType
        for file in input.facts {
            for type in file.types where type.kind == .objcClass && type.protocols.contains("BifrostModuleProtocol") {
                var priority: Int?
                if case .number(let value)? = methods[type.name]?.first(where: { $0.selector == "priority" })?.returns { priority = Int(value) }
                entries.moduleEntries.append(ModuleEntry(
                    name: type.name, module: input.module(of: file.path), framework: name, mechanism: "bifrost.module", priority: priority,
                    location: type.location))
            }
        }
        entries.services = entries.services.map { service in
            var service = service
            if let implementation = service.implementation,
               methods[implementation]?.contains(where: { $0.selector == "sharedInstance" && $0.isClassMethod }) == true {
                service.singleton = true
            }
            return service
        }
        return entries
    }
}
