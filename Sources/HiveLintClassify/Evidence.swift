import HiveLintCore

/// Classification from what the code does, after the graph and the manifest are built
/// (DESIGN: "kinds come from evidence first and names second"):
///
/// - **business**: a module that binds routes, is a target-action target, or provides a
///   service whose protocol another module declares (the mediator's), through a recognised
///   framework (BeeHive, Bifrost, TinyPart, MGJRouter, CTMediator, Swift routers), and that
///   no more than half of the other library modules depend on. A module whose only
///   registrations are module entries, services of its own protocols (a lifecycle hook, a
///   capability registering itself) or registrations in a dependency-injection container
///   (Swinject: a data layer registers its implementations of the domain's repository
///   protocols as a feature does its service) counts only when no library module depends on
///   it, nor on its interface (`JwtStoreInterface` for `JwtStore`, an interface/implementation
///   split): shared capabilities and layers register too. A container's registration counts
///   only when the module's own code makes it (not the app's composition root), and only
///   for a protocol (containers build concrete classes too: coordinators, view models).
/// - **mediator**: a module that registers nothing, declares a service protocol another
///   module provides or consumes (or holds categories on a target-action mediator class it
///   uses), and whose declared types are at least half contracts (protocols, such
///   categories).
/// - **function**: a module that registers no route or service of another module's
///   protocol, that at least two library modules depend on, and whose code uses no business,
///   mediator or app module (by any source), so that the kind never makes a violation. The weakest signal: it applies only where no convention
///   names the module, or where only the folder the module lies in makes it business and
///   the module uses no first-party module (a library the features share, vendored in
///   `Features/Haneke`, is then `unclassified`; a feature uses the app's shared modules).
///   A coordinator only its folder makes business, used by no library module and depending
///   on two features or more, is the app's navigation root: `unclassified`; so is a module
///   only its folder makes function (`Shared/DependencyInjection`), used by no library module
///   and depending on three features or more, a third of them (the app's composition root).
///
/// How evidence meets the kind classification gave: a `rules.json` entry or a kind the
/// declaration implies is kept; test and example conventions are kept; otherwise evidence
/// that agrees with a convention is added to the reason, evidence that disagrees makes the
/// module `unclassified` with both reasons (never a guess), and evidence alone classifies a
/// module no convention names.
public struct Evidence: Sendable {
    public init() {}

    /// Library modules: the first-party modules the architecture rules are about.
    private static let outside: Set<ModuleKind> = [.app, .test, .example, .external]

    public func apply(to modules: [Module], graph: DependencyGraph, manifest: Manifest, types: TypeIndex) -> [Module] {
        let libraries = Set(modules.filter { !Self.outside.contains($0.kind) }.map(\.name))
        var dependents: [String: Set<String>] = [:]
        for edge in graph.dependencies where edge.from != edge.to && libraries.contains(edge.from) {
            dependents[edge.to, default: []].insert(edge.from)
        }
        let registrations = Registrations(manifest: manifest, types: types)
        var found: [String: (kind: ModuleKind?, reason: String)] = [:]
        // An implementation split from its interface (`JwtStore` beside `JwtStoreInterface`,
        // `NetworkKit` beside `NetworkInterface`, µFeatures) is used through the interface: what
        // depends on that depends on it.
        let byLowercasedName = Dictionary(libraries.map { ($0.lowercased(), $0) }, uniquingKeysWith: min)
        func usersThroughInterfaces(_ name: String) -> Set<String> {
            let interfaces = Classifier.interfaces(of: name, among: byLowercasedName)
            return Set(interfaces.flatMap { dependents[$0] ?? [] }).subtracting([name])
        }

        // Modules a convention makes business, and modules nothing names.
        let conventionBusiness = Set(modules.filter { $0.kind == .business && [.convention, .folderConvention].contains($0.kindSource) }.map(\.name))
        let conventionMediators = Set(modules.filter { $0.kind == .mediator && $0.kindSource == .convention }.map(\.name))
        let unnamed = Set(modules.filter { $0.kindSource == .none }.map(\.name))
        /// The features (modules a convention makes business) a module depends on, sorted.
        func featuresGathered(by name: String) -> [String] {
            graph.successors(of: name).filter { $0 != name && conventionBusiness.contains($0) }.sorted()
        }
        /// Whether they are as many as the app's composition root gathers: three or more, a third
        /// of the features.
        func gathersTheFeatures(_ features: [String]) -> Bool { features.count >= 3 && features.count * 3 >= conventionBusiness.count }
        /// `4 feature modules (Cart, Home, Search, …)`.
        func featuresPhrase(_ features: [String]) -> String {
            "\(features.count) feature modules (" + features.prefix(3).joined(separator: ", ") + (features.count > 3 ? ", …" : "") + ")"
        }

        // Business first: the function and mediator evidence needs to know it.
        for name in libraries.sorted() {
            let signals = registrations.of(name)
            guard !signals.isEmpty else { continue }
            let users = (dependents[name] ?? []).sorted()
            let others = libraries.count - 1
            if !signals.strong.isEmpty {
                if users.count >= 2, users.count * 2 > others {
                    found[name] = (nil, "\(signals.summary), but \(users.count) of the \(others) other library modules depend on it, as on a shared capability")
                } else {
                    found[name] = (.business, "\(signals.summary); \(Self.dependentsPhrase(users, others: others))")
                }
            } else if users.isEmpty, usersThroughInterfaces(name).isEmpty {
                // A module no convention names that gathers the features (imports a third of
                // them, at least three) is the app's composition root, registering what they
                // need: no feature (Cllog's `CllogService` holding the root view and the
                // container assembly).
                let features = featuresGathered(by: name)
                if unnamed.contains(name), gathersTheFeatures(features) {
                    found[name] = (nil, "\(signals.summary) and no library module depends on it, but it depends on \(featuresPhrase(features)) as the app's composition root does")
                } else {
                    found[name] = (.business, "\(signals.summary); no library module depends on it")
                }
            }
        }
        // Upper layers, by any source: a function module may use none of them.
        var upper = Set(modules.filter { [.business, .mediator, .app].contains($0.kind) }.map(\.name))
        upper.formUnion(found.filter { $0.value.kind == .business }.map(\.key))

        for name in libraries.sorted() where found[name] == nil {
            let signals = registrations.of(name)
            guard signals.strong.isEmpty else { continue }
            if let contract = registrations.contract(of: name, types: types) {
                found[name] = (.mediator, contract)
                upper.insert(name)
            }
        }
        // Modules only the folder they lie in makes business: function evidence disagrees
        // with that only for a self-contained library (one using no first-party module, as a
        // vendored image cache), or for the features' shared base: at least three, and at
        // least half, of the other modules a convention makes business depend on it, and so do
        // at least two interfaces (modules a convention makes mediators), which sit below the
        // features (offonoff's `Features/FeatureDependency` of base view controllers and the
        // `Coordinator` protocol). A feature uses the app's shared modules, and a feature other
        // features embed (DayBlock's `Feature/Editor`, which no interface uses) stays one.
        //
        // A re-export umbrella (a module declaring nothing, only `@_exported import`s) is what
        // it re-exports: one re-exporting no upper layer is shared too, though it uses
        // first-party modules. The pass repeats until nothing changes: a module only its folder
        // made business that the evidence makes unclassified is no upper layer any more, so
        // what depends on it alone may be shared too (a shared model over shared resources).
        let byFolder = Set(modules.filter { $0.kindSource == .folderConvention }.map(\.name))
        let firstParty = Set(modules.filter { $0.kind != .external }.map(\.name))
        let yieldsToFunctionEvidence = Set(modules.filter { [.folderConvention, .none].contains($0.kindSource) }.map(\.name))
        var changed = true
        while changed {
            changed = false
            for name in libraries.sorted() where found[name] == nil && registrations.of(name).strong.isEmpty {
                let users = (dependents[name] ?? []).sorted()
                let all = graph.successors(of: name)
                guard users.count >= 2, all.allSatisfy({ !upper.contains($0) }) else { continue }
                let successors = all.filter { $0 != name }
                let features = users.filter(conventionBusiness.contains).count
                let interfaceUsers = users.filter(conventionMediators.contains).count
                let sharedBase = features >= 3 && features * 2 >= conventionBusiness.subtracting([name]).count && interfaceUsers >= 2
                let reexported = isUmbrella(name, types: types) ? successors.filter(firstParty.contains).sorted() : []
                if byFolder.contains(name), !sharedBase, reexported.isEmpty, successors.contains(where: firstParty.contains) { continue }
                let listed = users.count <= 4 ? " (\(users.joined(separator: ", ")))" : ""
                let umbrella = reexported.isEmpty ? "" : ", and it declares nothing and re-exports \(reexported.joined(separator: ", ")), no upper layer"
                found[name] = (.function, "\(users.count) library modules depend on it\(listed) and it provides no route or service" + umbrella)
                if yieldsToFunctionEvidence.contains(name), upper.remove(name) != nil { changed = true }
            }
        }

        // A navigation root only its folder makes business (Julook's `MainCoordinator` in
        // `Projects/Feature/Coordinator/`): named as a coordinator, used by no library module,
        // and depending on two features or more, it gathers them as the app does.
        for name in libraries.sorted() where found[name] == nil && byFolder.contains(name) && Self.isCoordinatorName(name) {
            guard (dependents[name] ?? []).isEmpty, usersThroughInterfaces(name).isEmpty else { continue }
            let features = featuresGathered(by: name)
            guard features.count >= 2 else { continue }
            found[name] = (nil, "no library module depends on it, and it is named as a coordinator and depends on \(featuresPhrase(features)), as the app's composition root does")
        }

        // A module only the folder it lies in makes a function module (`Projects/Shared/
        // DependencyInjection`) that no library module depends on and that depends on at least
        // three features, a third of them, is the app's composition root (GoForAWalk's
        // dependency keys wiring every feature's live implementation), not a shared capability.
        let functionByFolder = Set(modules.filter { module in
            module.kind == .function && module.kindSource == .convention && Conventions.pathConvention(givingReason: module.kindReason) != nil
        }.map(\.name))
        for name in libraries.sorted() where found[name] == nil && functionByFolder.contains(name) {
            guard (dependents[name] ?? []).isEmpty, usersThroughInterfaces(name).isEmpty else { continue }
            let features = featuresGathered(by: name)
            guard gathersTheFeatures(features) else { continue }
            found[name] = (nil, "no library module depends on it, but it depends on \(featuresPhrase(features)) as the app's composition root does")
        }

        // A module only a service-layer name makes a mediator (`Service`) that declares no
        // protocol and holds no category has nothing of a contract: function evidence
        // disagrees with its name (IncubationCenter's `Service`, an umbrella re-exporting
        // infrastructure packages).
        let contractless = Set(modules.filter { module in
            module.kind == .mediator && module.kindSource == .convention
                && Conventions.nameConvention(givingReason: module.kindReason).map(Conventions.serviceLayerPatterns.contains) == true
                && types.shapes[module.name].map { $0.protocols.isEmpty && $0.categoryClasses.isEmpty } ?? true
        }.map(\.name))
        // An Objective-C module only an interface name makes a mediator (Quicksilver's
        // `QuickStep Interface`: 42 window and view classes, 5 protocols and categories) whose
        // contracts (protocols, categories on classes it does not declare) are fewer than a
        // fifth of its classes is a kit of classes: its name and its code disagree.
        func contracts(_ shape: TypeIndex.Shape) -> Int { shape.protocols.count + shape.categoryClasses.subtracting(shape.types).count }
        let classKits = Set(modules.filter { module in
            module.kind == .mediator && module.kindSource == .convention && module.fileCounts.swift == 0
                && Conventions.nameConvention(givingReason: module.kindReason).map(Conventions.interfacePatterns.contains) == true
                && types.shapes[module.name].map { contracts($0) * 5 < $0.types.count } == true
        }.map(\.name))
        // A module only an interface name makes a mediator, whose protocols only apps
        // implement (beside its own placeholders) and that function modules use, is the
        // interface of capabilities the app fills in (Carve's `Supports/ClientInterfaces`:
        // analytics and ad clients the domain and the UI kit call), not the contracts between
        // features: its name and its code disagree.
        let filledByApps = appFilledInterfaces(modules, dependents: dependents, types: types)
        var namesOverridden: Set<String> = []
        for (name, reason) in filledByApps where found[name] == nil || found[name]?.kind == .function {
            found[name] = (.function, found[name].map { "\($0.reason); \(reason)" } ?? reason)
            namesOverridden.insert(name)
        }
        return modules.map { module in
            if classKits.contains(module.name), found[module.name] == nil || found[module.name]?.kind == .function, let shape = types.shapes[module.name] {
                let classes = "\(shape.types.count) class\(shape.types.count == 1 ? "" : "es")"
                let count = contracts(shape)
                let few = count == 0 ? "no protocol or category of another class" : "only \(count) protocol\(count == 1 ? "" : "s") or categories of other classes"
                let kit = "it declares \(classes) and \(few), as a kit of classes does"
                return combine(module, kind: .function, evidence: found[module.name].map { "\($0.reason), and \(kit)" } ?? kit, overridesName: true)
            }
            guard let (kind, reason) = found[module.name] else { return module }
            let contractlessMediator = kind == .function && contractless.contains(module.name)
            return combine(module, kind: kind, evidence: contractlessMediator ? reason + ", and it declares no protocol or category" : reason,
                overridesName: contractlessMediator || namesOverridden.contains(module.name))
        }
    }

    /// Modules only an interface name convention makes mediators (`*interfaces`,
    /// `*protocols`, …) that declare protocols, whose adopters outside the module all lie in
    /// app modules (at least one), and that at least one function module uses (`dependents`:
    /// the library modules depending on each module): by name, with the reason.
    private func appFilledInterfaces(_ modules: [Module], dependents: [String: Set<String>], types: TypeIndex) -> [String: String] {
        let interfaceNames = Set(Classifier.interfaceSuffixes.map { "*" + $0 })
        let candidates = modules.filter { module in
            module.kind == .mediator && module.kindSource == .convention
                && Conventions.nameConvention(givingReason: module.kindReason).map(interfaceNames.contains) == true
                && types.shapes[module.name].map { !$0.protocols.isEmpty } == true
        }
        guard !candidates.isEmpty else { return [:] }
        let byName = Dictionary(modules.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var ownerOfFile: [String: String] = [:]
        for module in modules { for file in module.files { ownerOfFile[file] = module.name } }
        var result: [String: String] = [:]
        for module in candidates {
            let functionUsers = (dependents[module.name] ?? []).filter { byName[$0]?.kind == .function }.sorted()
            guard !functionUsers.isEmpty, let protocols = types.shapes[module.name]?.protocols else { continue }
            let adopters = Set(types.adopters(ofAny: protocols).compactMap { ownerOfFile[$0.location.file] }).subtracting([module.name])
            guard !adopters.isEmpty, adopters.allSatisfy({ byName[$0]?.kind == .app }) else { continue }
            let apps = adopters.sorted()
            result[module.name] = "only app\(apps.count == 1 ? "" : "s") \(apps.joined(separator: ", ")) implement\(apps.count == 1 ? "s" : "") its protocols, as the interface of capabilities the app fills in, and function module\(functionUsers.count == 1 ? "" : "s") \(functionUsers.joined(separator: ", ")) use\(functionUsers.count == 1 ? "s" : "") it"
        }
        return result
    }

    /// Whether a module is a re-export umbrella: it re-exports modules (`@_exported import
    /// FeatureDesignSystem`) and declares no type, protocol or category of its own.
    private func isUmbrella(_ name: String, types: TypeIndex) -> Bool {
        guard types.modulesReexporting.contains(name) else { return false }
        guard let shape = types.shapes[name] else { return true }
        return shape.types.isEmpty && shape.protocols.isEmpty && shape.categoryClasses.isEmpty
    }

    /// `MainCoordinator`, `AppCoordinators`: a navigation layer's name.
    static func isCoordinatorName(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return lowered.hasSuffix("coordinator") || lowered.hasSuffix("coordinators")
    }

    /// The module with the evidence applied to the kind classification gave it. Function
    /// evidence yields to a name unless `overridesName`.
    private func combine(_ module: Module, kind evidenceKind: ModuleKind?, evidence: String, overridesName: Bool = false) -> Module {
        var module = module
        switch module.kindSource {
        case .configured, .declaration, .evidence:
            return module
        case .none:
            guard let evidenceKind else {
                module.kindReason = "\(evidence); set its kind in rules.json"
                return module
            }
            module.kind = evidenceKind
            module.kindReason = evidence
            module.kindSource = .evidence
        case .convention, .folderConvention:
            if module.kind == .test || module.kind == .example { return module }
            // Function evidence is the weakest: a convention wins over it, except the folder a
            // module lies in (a library in `Features/` the features share).
            if evidenceKind == .function, module.kindSource != .folderConvention, !overridesName { return module }
            if evidenceKind == module.kind {
                module.kindReason += "; \(evidence)"
            } else {
                let said = evidenceKind.map { " (\($0.rawValue))" } ?? ""
                module.kindReason = "\(module.kindReason) (\(module.kind.rawValue)), but \(evidence)\(said); set its kind in rules.json"
                module.kind = .unclassified
                module.kindSource = .none
            }
        }
        return module
    }

    /// "only the app depends on it", "1 of the 6 other library modules depends on it (Shop)".
    private static func dependentsPhrase(_ users: [String], others: Int) -> String {
        if users.isEmpty { return "no library module depends on it" }
        let verb = users.count == 1 ? "depends" : "depend"
        return "\(users.count) of the \(others) other library modules \(verb) on it (\(users.joined(separator: ", ")))"
    }
}

/// What each module registers through a recognised framework, from the manifest.
struct Registrations {
    struct Signals {
        /// Routes bound, target-action targets, services of another module's protocol.
        var strong: [(what: String, framework: String, location: SourceLocation)] = []
        /// Module entries, services of its own protocols.
        var weak: [(what: String, framework: String, location: SourceLocation)] = []

        var isEmpty: Bool { strong.isEmpty && weak.isEmpty }

        /// "provides 2 routes and 1 service through bifrost (first at Modules/Goods/GoodsModule.m:12)".
        var summary: String {
            let all = strong + weak
            var counts: [String: Int] = [:]
            for item in all { counts[item.what, default: 0] += 1 }
            let order = ["route", "target-action target", "service", "service of its own protocol", "module entry"]
            let parts = order.compactMap { what -> String? in
                guard let count = counts[what] else { return nil }
                let plural = what == "module entry" ? "module entries" : what == "service of its own protocol" ? "services of its own protocols" : what + "s"
                return "\(count) \(count == 1 ? what : plural)"
            }
            let frameworks = Set(all.map(\.framework)).sorted().joined(separator: ", ")
            let first = all.map(\.location).min().map { " (first at \($0.file):\($0.line))" } ?? ""
            return "provides \(Self.list(parts)) through \(frameworks)\(first)"
        }

        static func list(_ parts: [String]) -> String {
            parts.count <= 1 ? parts.joined() : parts.dropLast().joined(separator: ", ") + " and " + parts.last!
        }
    }

    private var byModule: [String: Signals] = [:]
    /// Service protocols and who provides or consumes each.
    private var serviceUsers: [String: Set<String>] = [:]
    /// Modules that consume target-actions (CTMediator categories do).
    private var targetActionConsumers: Set<String> = []

    init(manifest: Manifest, types: TypeIndex) {
        for route in manifest.routes {
            guard let module = route.module else { continue }
            byModule[module, default: Signals()].strong.append((route.isTargetAction ? "target-action target" : "route", route.framework, route.location))
        }
        for service in manifest.services {
            guard let module = service.module else { continue }
            serviceUsers[service.protocol, default: []].insert(module)
            let declaring = types.modules(declaring: service.protocol)
            if declaring.isEmpty { continue }
            // A dependency-injection container's registration (Swinject) is evidence only when
            // the module registers itself: any layer's abstractions are registered there, often
            // by the app's composition root (a data layer's data sources, say). Then only a
            // protocol is a service (a container also builds concrete classes: coordinators,
            // view models), and only weak evidence: a data layer registers its implementations
            // of the domain's repository protocols as a feature does its service.
            if service.isInjection, service.registeredIn != module || !types.isProtocol(service.protocol) { continue }
            let signal = (declaring.contains(module) ? "service of its own protocol" : "service", service.framework, service.location)
            if declaring.contains(module) || service.isInjection {
                byModule[module, default: Signals()].weak.append(signal)
            } else {
                byModule[module, default: Signals()].strong.append(signal)
            }
        }
        for entry in manifest.moduleEntries {
            guard let module = entry.module else { continue }
            byModule[module, default: Signals()].weak.append(("module entry", entry.framework, entry.location))
        }
        for consumer in manifest.consumers {
            guard let module = consumer.module else { continue }
            switch consumer.kind {
            case .service: serviceUsers[consumer.key, default: []].insert(module)
            case .targetAction: targetActionConsumers.insert(module)
            default: break
            }
        }
    }

    func of(_ module: String) -> Signals { byModule[module] ?? Signals() }

    /// Why `module` is a contract (the mediator), or `nil`: it declares a service protocol
    /// another module provides or consumes, or holds categories on a class it does not
    /// declare while consuming target-actions (CTMediator's categories), and at least half
    /// of the types it declares are such contracts.
    func contract(of module: String, types: TypeIndex) -> String? {
        guard let shape = types.shapes[module] else { return nil }
        let services = shape.protocols.filter { !(serviceUsers[$0] ?? []).subtracting([module]).isEmpty }.sorted()
        let categories = targetActionConsumers.contains(module) ? shape.categoryClasses.filter { !shape.types.contains($0) }.sorted() : []
        guard !services.isEmpty || !categories.isEmpty else { return nil }
        let contracts = shape.protocols.count + categories.count
        guard contracts * 2 >= contracts + shape.types.count else { return nil }
        var parts: [String] = []
        if !services.isEmpty {
            let shown = services.prefix(3).joined(separator: ", ") + (services.count > 3 ? ", …" : "")
            parts.append("declares service protocol\(services.count == 1 ? "" : "s") \(shown) that other modules provide or consume")
        }
        if !categories.isEmpty {
            parts.append("holds target-action categories on \(categories.joined(separator: ", "))")
        }
        return Signals.list(parts) + ", and \(contracts) of its \(contracts + shape.types.count) declared types are contracts"
    }
}
