import HiveLintCore

/// Turns calls matching a framework's `CallPattern`s into manifest entries: the same code for
/// built-in recognizers and for frameworks declared in `rules.json`.
struct PatternMatcher {
    let framework: String
    let patterns: [CallPattern]
    let input: RecognizerInput

    func entries() -> RecognizedEntries {
        var entries = RecognizedEntries()
        let byName = Dictionary(grouping: patterns, by: \.name)
        let extending = patterns.filter(\.matchesExtendedNames)
        // The calls a pattern may match (its name, or one extending an extending pattern's),
        // found by name, then read in path and call order.
        var candidates: [Int] = []
        for (name, calls) in input.callsByName where byName[name] != nil || extending.contains(where: { CallPattern.extends(name, prefix: $0.name) }) {
            candidates += calls
        }
        // Looked up once per file a call of it matches: most files have none for a framework.
        var module: (file: Int, owner: String?)?
        for index in candidates.sorted() {
            let call = input.allCalls[index], file = input.fileOfCall[index]
            for pattern in byName[call.name] ?? extending where pattern.matches(call) {
                if module?.file != file { module = (file, input.module(of: input.facts[file].path)) }
                add(call, pattern, module: module?.owner, file: file, to: &entries)
            }
        }
        return entries
    }

    /// The argument a source points at; `self` (`[self class]`, `self.class`) is the
    /// enclosing class when the call has one.
    private func argument(_ source: ArgumentSource?, of call: CallEvent) -> ValueExpression? {
        let value: ValueExpression?
        switch source {
        case .argument(let index)?, .word(let index)?:
            value = argument(at: index, of: call)
        case .enclosingType?:
            value = call.enclosingType.map { .type($0) }
        case .wordOrEnclosingType(let index)?:
            value = argument(at: index, of: call) ?? call.enclosingType.map { .type($0) }
        case .fixed(let text)?:
            value = .number(text)
        case nil:
            value = nil
        }
        if case .type("self")? = value, let enclosing = call.enclosingType { return .type(enclosing) }
        return value
    }

    /// The call's argument at `index`, a negative index counting from the end (`-1` is the
    /// last); `nil` when the call has no argument there.
    private func argument(at index: Int, of call: CallEvent) -> ValueExpression? {
        let resolved = index < 0 ? call.arguments.count + index : index
        return call.arguments.indices.contains(resolved) ? call.arguments[resolved] : nil
    }

    /// Whether a source takes its argument as a bare word (a name as written, not a value).
    private func isWord(_ source: ArgumentSource, of call: CallEvent) -> Bool {
        switch source {
        case .word: true
        case .wordOrEnclosingType(let index): argument(at: index, of: call) != nil
        default: false
        }
    }

    /// A class or protocol named by an argument: `@protocol(P)`, `[X class]`, `X.self`, a bare
    /// word in a macro, a string, or a string constant. `nil` name when not known statically.
    private func typeName(_ role: ArgumentRole, of call: CallEvent, pattern: CallPattern, module: String?) -> (name: String?, written: String)? {
        guard let value = argument(pattern.arguments[role], of: call) else { return nil }
        switch value {
        case .protocolRef(let name): return (name, name)
        case .type(let name):
            // `self` outside any class names nothing known.
            return (name == "self" ? nil : name, name)
        // `{ Impl() as P }` provides P (Resolver), and builds Impl.
        case .block(let constructs, let castTo): return (role == .protocol ? castTo ?? constructs : constructs, value.text)
        // A bare word names a class or protocol in a macro (`BFRegister(P)`); in a message or a
        // Swift call it is a variable (`[self registerDynamicModule:cls]`): not known statically.
        case .name(let name) where !input.constants.isConstant(name):
            return call.form == .macro ? (name, name) : (nil, name)
        default:
            let resolved = input.constants.resolve(value, in: module)
            return (resolved.resolution == .dynamic ? nil : resolved.value, resolved.written)
        }
    }

    /// Whether the compiler checks the name an argument gives (`@protocol(P)`, `[X class]`,
    /// `X.self`, the enclosing class), rather than taking it as text.
    private func isCompilerChecked(_ role: ArgumentRole, of call: CallEvent, pattern: CallPattern) -> Bool {
        guard let source = pattern.arguments[role] else { return true }
        if isWord(source, of: call) { return false }
        switch argument(source, of: call) {
        case .protocolRef?, .type?, .block?: return true
        default: return false
        }
    }

    private func flag(_ role: ArgumentRole, of call: CallEvent, pattern: CallPattern) -> Bool? {
        guard let value = argument(pattern.arguments[role], of: call) else { return nil }
        switch value {
        case .number(let text): return ["YES", "true", "1"].contains(text) ? true : ["NO", "false", "0"].contains(text) ? false : nil
        default: return nil
        }
    }

    private func word(_ role: ArgumentRole, of call: CallEvent, pattern: CallPattern, module: String?) -> ConstantResolver.Resolved? {
        guard let source = pattern.arguments[role], let value = argument(source, of: call) else { return nil }
        if isWord(source, of: call) {
            let text = value.text
            return ConstantResolver.Resolved(value: text, resolution: .literal, written: text)
        }
        switch value {
        case .type(let name):
            return ConstantResolver.Resolved(value: name, resolution: .literal, written: name)
        case .number(let text):
            return ConstantResolver.Resolved(value: text, resolution: .literal, written: text)
        case .name(let name) where role == .level && !input.constants.isConstant(name):
            // A level is an enum constant (`MLModuleLevelHigh`), named as written.
            return ConstantResolver.Resolved(value: name, resolution: .literal, written: name)
        default:
            return input.constants.resolve(value, in: module)
        }
    }

    private func add(_ call: CallEvent, _ pattern: CallPattern, module: String?, file: Int, to entries: inout RecognizedEntries) {
        let mechanism = pattern.mechanism
        switch pattern.role {
        case .service:
            // Swift registrations name the protocol as `P.self`; anything else is not one.
            guard namesSwiftType(call, pattern, file: file), let proto = typeName(.protocol, of: call, pattern: pattern, module: module) else { return }
            let implementation = typeName(.implementation, of: call, pattern: pattern, module: module)
            var singleton = flag(.singleton, of: call, pattern: pattern)
            if !pattern.singletonWhenChained.isEmpty, call.chained.contains(where: { pattern.singletonWhenChained.contains($0) }) { singleton = true }
            // Only the protocol makes a registration dynamic: one whose implementation is not
            // known statically (a factory closure that does not name the type it builds, a class
            // held in a variable) still provides its protocol. Its implementation is then `nil`,
            // with the expression kept.
            let dynamic = proto.name == nil
            let unknownImplementation = implementation.map { $0.name == nil } ?? false
            var unverified: [String] = []
            if let name = proto.name, !isCompilerChecked(.protocol, of: call, pattern: pattern) { unverified.append(name) }
            if let name = implementation?.name, !isCompilerChecked(.implementation, of: call, pattern: pattern) { unverified.append(name) }
            var service = ServiceEntry(
                protocol: proto.name ?? proto.written, implementation: dynamic ? implementation?.name ?? implementation?.written : implementation?.name,
                module: module, framework: framework, mechanism: mechanism, singleton: singleton, resolution: dynamic ? .dynamic : .literal,
                expression: dynamic ? [proto.written, implementation?.written].compactMap { $0 }.joined(separator: ", ")
                    : unknownImplementation ? implementation?.written : nil,
                location: call.location)
            service.unverifiedNames = unverified
            service.condition = call.condition
            entries.services.append(service)
        case .serviceConsumer:
            guard namesSwiftType(call, pattern, file: file), let proto = typeName(.protocol, of: call, pattern: pattern, module: module) else { return }
            entries.consumers.append(ConsumerEntry(
                kind: .service, key: proto.name ?? proto.written, resolution: proto.name == nil ? .dynamic : .literal, module: module,
                framework: framework, mechanism: mechanism, location: call.location))
        case .route:
            let target = word(.target, of: call, pattern: pattern, module: module)
            let action = word(.action, of: call, pattern: pattern, module: module)
            let routePattern = word(.pattern, of: call, pattern: pattern, module: module) ?? action
            guard let routePattern else { return }
            var route = RouteEntry(
                pattern: routePattern.written, resolved: routePattern.value, resolution: routePattern.resolution,
                handler: handler(of: call, pattern: pattern), target: target?.value, action: action?.value, module: module,
                framework: framework, mechanism: mechanism, location: call.location)
            route.condition = call.condition
            entries.routes.append(route)
        case .routeConsumer:
            guard let url = word(.pattern, of: call, pattern: pattern, module: module) else { return }
            entries.consumers.append(ConsumerEntry(
                kind: .route, key: url.value ?? url.written, resolution: url.resolution, module: module, framework: framework,
                mechanism: mechanism, location: call.location))
        case .targetActionConsumer:
            guard let target = word(.target, of: call, pattern: pattern, module: module),
                  let action = word(.action, of: call, pattern: pattern, module: module) else { return }
            let known = target.value != nil && action.value != nil
            let resolution: Resolution = !known ? .dynamic : target.resolution != .literal ? target.resolution : action.resolution
            entries.consumers.append(ConsumerEntry(
                kind: .targetAction, key: "\(target.value ?? target.written)/\(action.value ?? action.written)", resolution: resolution,
                module: module, framework: framework, mechanism: mechanism, location: call.location))
        case .module:
            guard let name = typeName(.module, of: call, pattern: pattern, module: module)?.name else { return }
            let level = word(.level, of: call, pattern: pattern, module: module)?.value
            let priority = word(.priority, of: call, pattern: pattern, module: module)?.value.flatMap { Int($0) }
            var entry = ModuleEntry(
                name: name, module: module, framework: framework, mechanism: mechanism, level: level, priority: priority,
                async: flag(.async, of: call, pattern: pattern), location: call.location)
            if !isCompilerChecked(.module, of: call, pattern: pattern) { entry.unverifiedNames = [name] }
            entries.moduleEntries.append(entry)
        }
    }

    /// For Swift calls: whether the protocol argument is `X.self` (`promise.resolve(value)`
    /// is not a service lookup) and the implementation, when the pattern names one, a type or
    /// a factory closure (`tableView.register(Cell.self, forCellReuseIdentifier: "id")` is not
    /// a registration). Objective-C calls always pass.
    private func namesSwiftType(_ call: CallEvent, _ pattern: CallPattern, file: Int) -> Bool {
        guard call.form == .swift else { return true }
        switch argument(pattern.arguments[.protocol], of: call) {
        case .type?: break
        // Resolver's `register { ConsoleLogger() as ErrorReporting }`: the cast names it.
        case .block(_, _?)? where pattern.role == .service: break
        // Resolver's `register { PriceFormatter(locale: l) }`, the closure its only argument, in
        // a file importing Resolver: it registers the type the closure builds (p2p-wallet: 33
        // false `service-not-provided`). Not other APIs' `register { … }` (RxCocoa's delegate
        // proxies, a decoder registry).
        case .block(_?, nil)? where pattern.role == .service && call.arguments.count == 1 && importsResolver(file): break
        default: return false
        }
        if pattern.role == .service, let source = pattern.arguments[.implementation] {
            // A wrapper's own name (`registerSingleton`): only with a factory closure last, or
            // a ready-made instance given as its second, unlabelled or instance-labelled
            // argument (a hand-written container's `registerSingleton(P.self, Impl())`).
            if call.name != pattern.name {
                switch argument(source, of: call) {
                case .block?: break
                case .other?, .name?: guard Self.registersInstance(call) else { return false }
                default: return false
                }
            }
            switch argument(source, of: call) {
            case .block?: return true
            // A factory passed last must be a closure (Swinject's `register(P.self) { … }`);
            // a type given elsewhere is an implementation class (`implClass: C.self`).
            case .type?: if case .argument(-1) = source { return false } else { return true }
            // A factory held in a variable (`register(P.self, factory: makeRouter)`): the
            // implementation is not known, the protocol is provided.
            case .name?:
                guard case .argument(let index) = source else { return false }
                let position = index < 0 ? call.labels.count + index : index
                return call.labels.indices.contains(position) && ["factory", "initializer"].contains(call.labels[position] ?? "")
                    || Self.registersInstance(call)
            // A ready-made instance (`injector.register(P.self, Impl())`): the protocol is
            // provided, the implementation is not known statically.
            case .other?: return Self.registersInstance(call)
            default: return false
            }
        }
        return true
    }

    /// Whether the file imports Resolver, whose `register { Impl() }` infers what it registers.
    private func importsResolver(_ file: Int) -> Bool {
        input.facts[file].imports.contains { $0.form == .swiftImport && $0.target == "Resolver" }
    }

    /// `register(P.self, instance)` or `register(P.self, instance: object)`: two arguments,
    /// the first unlabelled and the second unlabelled or labelled as the object registered,
    /// the way a container wrapper registers an object it was given
    /// (`tableView.register(Cell.self, forCellReuseIdentifier:)` labels its second otherwise).
    private static func registersInstance(_ call: CallEvent) -> Bool {
        call.labels.count == 2 && call.labels[0] == nil && (call.labels[1].map(instanceLabels.contains) ?? true)
    }

    /// The labels a container wrapper gives the object it registers.
    private static let instanceLabels: Set<String> = ["instance", "object", "service", "singleton", "value"]

    private func handler(of call: CallEvent, pattern: CallPattern) -> String? {
        guard let value = argument(pattern.arguments[.handler], of: call) else { return nil }
        switch value {
        case .block: return "block at \(call.location.file):\(call.location.line)"
        case .type(let name): return name == "self" ? nil : name
        default: return value.text
        }
    }
}
