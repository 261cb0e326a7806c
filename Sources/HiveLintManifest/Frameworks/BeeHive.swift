import HiveLintCore

/// BeeHive (alibaba): services by `@BeeHiveService(P, Impl)`, `registerService:service:` and
/// `BHService.plist`; modules by `@BeeHiveMod(Name)`, `BH_EXPORT_MODULE(async)`,
/// `BeeHive.plist` `moduleClasses` and `registerDynamicModule:`; lookups by `createService:`.
/// A module's level comes from `basicModuleLevel` (BeeHive reads nothing else; or the plist's `moduleLevel`), its priority
/// from `modulePriority`; a service is a singleton when its class's `+singleton` says so.
struct BeeHiveRecognizer: FrameworkRecognizer {
    let name = "beehive"
    let propertyListMarkers = ["impl", "moduleClasses", "moduleClass"]
    let fixture: String? = "manifest-beehive"
    let planted = ["duplicate-service": 1, "unknown-registration-target": 1, "service-not-conforming": 1, "service-not-provided": 1]
    let patterns: [CallPattern] = [
        CallPattern(role: .service, form: .macro, name: "BeeHiveService", arguments: [.protocol: .word(0), .implementation: .word(1)], mechanism: "beehive.annotation"),
        CallPattern(
            role: .service, form: .message, name: "registerService:service:", receivers: ["BeeHive", "BHServiceManager"],
            arguments: [.protocol: .argument(0), .implementation: .argument(1)], mechanism: "beehive.api"),
        CallPattern(role: .module, form: .macro, name: "BeeHiveMod", arguments: [.module: .word(0)], mechanism: "beehive.annotation"),
        CallPattern(role: .module, form: .macro, name: "BH_EXPORT_MODULE", arguments: [.module: .enclosingType, .async: .argument(0)], mechanism: "beehive.export"),
        CallPattern(
            role: .module, form: .message, name: "registerDynamicModule:", receivers: ["BeeHive", "BHModuleManager"],
            arguments: [.module: .argument(0)], mechanism: "beehive.api"),
        CallPattern(
            role: .serviceConsumer, form: .message, name: "createService:", receivers: ["BeeHive", "BHServiceManager"],
            arguments: [.protocol: .argument(0)], mechanism: "beehive.create"),
        // From Swift: `BeeHive.shareInstance().registerDynamicModule(M.self)`,
        // `BHServiceManager.sharedManager().register(P.self, implClass: C.self)`, `createService(P.self)`.
        CallPattern(
            role: .module, form: .swift, name: "registerDynamicModule", receivers: ["BeeHive*", "BHModuleManager*"], arguments: [.module: .argument(0)],
            mechanism: "beehive.api"),
        CallPattern(
            role: .service, form: .swift, name: "register", receivers: ["BeeHive*", "BHServiceManager*"], labels: ["implClass"],
            arguments: [.protocol: .argument(0), .implementation: .argument(1)], mechanism: "beehive.api"),
        CallPattern(
            role: .serviceConsumer, form: .swift, name: "createService", receivers: ["BeeHive*", "BHServiceManager*"],
            arguments: [.protocol: .argument(0)], mechanism: "beehive.create"),
    ]

    func finish(_ entries: RecognizedEntries, input: RecognizerInput) -> RecognizedEntries {
        var entries = entries
        // `BHService.plist` (or whatever `serviceConfigName` names): an array of {service, impl}.
        for plist in input.sortedPropertyLists {
            for item in plist.root.array ?? [] {
                guard let service = item["service"]?.string, let implementation = item["impl"]?.string else { continue }
                var entry = ServiceEntry(
                    protocol: service, implementation: implementation, module: input.module(of: plist.path), framework: name,
                    mechanism: "beehive.plist", location: plist.location(of: service))
                entry.unverifiedNames = [service, implementation]
                entries.services.append(entry)
            }
        }
        // `BeeHive.plist` (or `moduleConfigName`): `moduleClasses`, an array of {moduleClass, …}.
        for plist in input.sortedPropertyLists {
            for item in plist.root["moduleClasses"]?.array ?? [] {
                guard let moduleClass = item["moduleClass"]?.string else { continue }
                let level = item["moduleLevel"]?.integer.map { $0 == 0 ? "basic" : $0 == 1 ? "normal" : String($0) }
                var entry = ModuleEntry(
                    name: moduleClass, module: input.module(of: plist.path), framework: name, mechanism: "beehive.plist", level: level,
                    priority: item["modulePriority"]?.integer, location: plist.location(of: moduleClass))
                entry.unverifiedNames = [moduleClass]
                entries.moduleEntries.append(entry)
            }
        }
        let methods = input.methodsByType
        entries.readSingletons(from: methods)
        entries.moduleEntries = entries.moduleEntries.map { entry in
            var entry = entry
            let own = methods[entry.name] ?? []
            if entry.level == nil, own.contains(where: { $0.selector == "basicModuleLevel" }) { entry.level = "basic" }
            if entry.priority == nil, case .number(let value)? = own.first(where: { $0.selector == "modulePriority" })?.returns {
                entry.priority = Int(value)
            }
            return entry
        }
        return entries
    }
}
