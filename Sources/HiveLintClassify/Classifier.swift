import HiveLintConfig
import HiveLintCore
import HiveLintScan

/// Gives every module a kind and says why. In order:
/// 1. `rules.json` `kinds` (tried app, test, example, external, mediator, function, business; within
///    a kind, in the order written), each glob matched against the module's name and path;
/// 2. what the declaration implies (an application target is `app`, or `example` when its
///    name or path looks like one; a test target `test`; a pod under `Pods/` `external`; a
///    `discovery.modules` entry exactly its `kind`);
/// 3. naming conventions (`Conventions`);
/// 4. otherwise `unclassified`, with a hint: such modules are left out of the kind-based
///    rules, never guessed.
public struct Classifier: Sendable {
    private let configured: [(kind: ModuleKind, index: Int, pattern: String, glob: Glob)]
    private let conventions: [(Conventions.Convention, Glob)]
    /// The function conventions over paths (`**/common/*`, `**/shared/*`, …).
    private let functionPathConventions: [(Conventions.Convention, Glob)]

    public init(configuration: Configuration) {
        configured = configuration.kinds.flatMap { assignment in
            assignment.patterns.enumerated().map { (assignment.kind, $0.offset, $0.element, Glob($0.element)) }
        }
        conventions = Conventions.all.map { ($0, Glob($0.pattern)) }
        functionPathConventions = conventions.filter { $0.0.kind == .function && $0.0.isOverPath }
    }

    /// The classified modules plus diagnostics (a module two `kinds` lists claim).
    public func classify(_ modules: [AssignedModule]) -> (modules: [Module], diagnostics: [Diagnostic]) {
        var result: [Module] = []
        var diagnostics: [Diagnostic] = []
        for module in modules {
            let declaration = module.declaration
            let (kind, reason, source, conflicts) = kindOf(declaration)
            if !conflicts.isEmpty {
                diagnostics.append(Diagnostic(
                    severity: .warning, code: "kind-conflict",
                    message: "module \(declaration.name) matches several kinds in rules.json (\(conflicts.joined(separator: "; "))); it is \(kind.rawValue), the first in the order app, test, external, mediator, function, business"))
            }
            var counts = FileCounts()
            for file in module.files { counts.add(file.language) }
            var classified = Module(
                name: declaration.name, kind: kind, kindReason: reason, path: declaration.path,
                declaredBy: declaration.origin, importNames: declaration.importNames,
                declaredDependencies: declaration.declaredDependencies, fileCounts: counts,
                files: module.files.map(\.path))
            classified.kindSource = source
            classified.alsoDeclaredBy = module.alsoDeclaredBy
            classified.dependencyLocations = declaration.dependencyLocations
            classified.dependencyAliases = declaration.dependencyAliases
            classified.isUnexposedPackageTarget = declaration.isUnexposedPackageTarget
            classified.prefixHeaders = declaration.prefixHeaders
            classified.dependenciesIncomplete = declaration.dependenciesIncomplete
            classified.shippedFrameworks = declaration.shippedFrameworks
            classified.dependenciesOfOtherFiles = declaration.dependenciesOfOtherFiles
            result.append(classified)
        }
        return (result.sorted(), diagnostics.sorted())
    }

    /// Classification that needs the code graph. A module that only a weak naming convention
    /// makes `function` (`*core`, `*kit`, … see `Conventions.weakFunctionPatterns`) but whose
    /// code depends on business modules has conflicting signals: it is `unclassified`, with
    /// both reasons, never a guess (`GameCore` composing the game's feature screens is part
    /// of a feature, not a reusable capability).
    /// A path convention (`**/core/*`) is a strong signal: such a module stays `function`.
    /// And the interface of a function module (`NetworkInterface` beside `Network` or
    /// `NetworkKit`, µFeatures' interface/implementation split) is a function module too, not a
    /// mediator: the `*interface` naming convention means a mediator for a feature's interface
    /// only (nor is `UserInterface`, with no module `User`, an interface: it is a UI kit).
    ///
    /// A module only the `app` naming convention makes an app, whose code another app or
    /// library uses, is a library (nothing but tests uses an app: a folder `App` holding the
    /// composition root the real app target calls): `unclassified`, with both reasons. (Not
    /// so for test conventions: production code's own mocks use test-support modules.)
    public func reconcile(_ modules: [Module], graph: DependencyGraph) -> [Module] {
        let users = Set(modules.filter { $0.kind != .test && $0.kind != .example }.map(\.name))
        let modules = modules.map { module in
            // An executable that imports SwiftCompilerPlugin is a macro's compiler plugin
            // (TheRouter's `TheRouterMacroMacros`, which a podspec's script phase builds for
            // `-load-plugin-executable`): the compiler runs it, no app.
            guard module.kind == .app, module.kindSource == .declaration, module.externalImports.contains("SwiftCompilerPlugin") else { return module }
            var module = module
            module.kindSource = .none
            module.kindReason = "\(module.kindReason), but it imports SwiftCompilerPlugin: a macro's compiler plugin, not an app; set its kind in rules.json"
            module.kind = .unclassified
            return module
        }.map { module in
            guard module.kind == .app, module.kindSource == .convention,
                  let user = graph.dependencies.first(where: { $0.to == module.name && $0.from != module.name && users.contains($0.from) })?.from
            else { return module }
            var module = module
            module.kindSource = .none
            module.kindReason = "\(module.kindReason) (app), but module \(user) uses its code, as nothing but tests uses an app; set its kind in rules.json"
            module.kind = .unclassified
            return module
        }
        let business = Set(modules.filter { $0.kind == .business }.map(\.name))
        let demoted = modules.map { module in
            guard module.kind == .function else { return module }
            // A name that said more than a features folder (`Projects/Feature/Core`, the tab
            // container composing the features) whose code depends on features: the folder and
            // the code agree against the name.
            let overFeatureFolder = Conventions.nameSaysMoreThanFolder(givingReason: module.kindReason)
            let weak = Conventions.nameConvention(givingReason: module.kindReason).flatMap { Conventions.weakFunctionPatterns.contains($0) ? $0 : nil }
            guard weak != nil || overFeatureFolder else { return module }
            let subject = Subject(name: module.name, path: module.path, origin: module.declaredBy)
            if weak != nil, functionPathConventions.contains(where: { match($0, subject) != nil }) { return module }
            let used = graph.successors(of: module.name).filter(business.contains).sorted()
            guard !used.isEmpty else { return module }
            var module = module
            module.kind = .unclassified
            let said = weak.map { "name matches convention \($0)" } ?? module.kindReason
            module.kindReason = "\(said) (function), but its code depends on business module\(used.count == 1 ? "" : "s") \(used.joined(separator: ", ")); set its kind in rules.json"
            return module
        }
        // A feature's interface named as the feature itself, its implementation with an
        // implementation suffix (RIBs and Needle apps: `Login` holding the builder protocols,
        // `LoginImpl` building the screens): a mediator, as `LoginInterface` would be. Both
        // are business by their features folder, and every implementation imports its own
        // interface.
        let businessByName = Dictionary(demoted.filter { $0.kind == .business }.map { ($0.name.lowercased(), $0.name) }, uniquingKeysWith: min)
        let split = demoted.map { module -> Module in
            guard module.kind == .business, [.convention, .folderConvention].contains(module.kindSource),
                  let implementation = ["impl", "implementation"].lazy.compactMap({ businessByName[module.name.lowercased() + $0] }).first,
                  graph.successors(of: implementation).contains(module.name)
            else { return module }
            var module = module
            module.kind = .mediator
            module.kindReason = "the interface of feature \(implementation), named after it and imported by it (\(module.kindReason) alone would make it business)"
            return module
        }
        // Interfaces after that: the function modules as they now are.
        let functionModules = Dictionary(split.filter { $0.kind == .function }.map { ($0.name.lowercased(), $0.name) }, uniquingKeysWith: min)
        let unclassifiedModules = Dictionary(split.filter { $0.kind == .unclassified }.map { ($0.name.lowercased(), $0.name) }, uniquingKeysWith: min)
        let allNames = Set(split.map { $0.name.lowercased() })
        let interfaces = split.map { module in
            // The convention alone, or with the code's agreeing evidence after it.
            guard module.kind == .mediator, let suffix = Self.interfaceSuffixes.first(where: { suffix in
                let convention = "name matches convention *\(suffix)"
                return module.kindReason == convention || module.kindReason.hasPrefix(convention + ";")
            }) else {
                return module
            }
            let base = String(module.name.dropLast(suffix.count))
            // `UserInterface` (`SharedUserInterface`) with no module `User` is a UI kit: the
            // user interface, not the interface of a module (unless it has an implementation of
            // its own: `HomeUserInterfaceImpl`).
            if suffix == "interface", base.lowercased().hasSuffix("user"),
               !Self.implementationSuffixes.contains(where: { allNames.contains(base.lowercased() + $0) }),
               !Self.implementationSuffixes.dropFirst().contains(where: { allNames.contains(module.name.lowercased() + $0) }) {
                var module = module
                module.kind = .function
                module.kindReason = "\(module.name) names a user interface (no module \(base) has it as its interface), though its name matches convention *interface"
                return module
            }
            // An interface no function module implements, which a domain layer's package or
            // project declares (`Domain/Package.swift` with `Entity`, `Interfaces`, `UseCase`:
            // the repository and use-case protocols the data layer implements): that layer's,
            // below the features, as the interface of `StockDomain` is.
            func ofDomainLayer() -> Module? {
                guard Conventions.interfacePatterns.contains("*" + suffix), let folder = Self.manifestFolder(of: module.declaredBy),
                      Conventions.namesDomainLayer(RelativePath.lastComponent(of: folder)) else { return nil }
                var module = module
                module.kind = .function
                module.kindReason = "declared in the domain layer's folder \(folder): the contracts its data layer implements, below the features (its name matches convention *\(suffix), which makes a feature's interface a mediator)"
                return module
            }
            // The implementation is named as the base, or with an implementation suffix
            // (`NetworkKit`, `NetworkImpl` beside `NetworkInterface`).
            guard !base.isEmpty else { return ofDomainLayer() ?? module }
            if let implementation = Self.implementationSuffixes.lazy.compactMap({ functionModules[base.lowercased() + $0] }).first {
                var module = module
                module.kind = .function
                module.kindReason = "the interface of function module \(implementation) (its name matches convention *\(suffix), which makes a feature's interface a mediator)"
                return module
            }
            if let domain = ofDomainLayer() { return domain }
            // An implementation nothing classifies, the interface in a libraries folder
            // (protoncore's `libraries/CryptoGoInterface` beside `CryptoGoImplementation`): a
            // capability's interface, as its folder says, not a feature's.
            let subject = Subject(name: module.name, path: module.path, origin: module.declaredBy)
            guard let implementation = Self.implementationSuffixes.dropFirst().lazy.compactMap({ unclassifiedModules[base.lowercased() + $0] }).first,
                  let folder = functionPathConventions.lazy.compactMap({ self.match($0, subject) }).first
            else { return module }
            var module = module
            module.kind = .function
            module.kindReason = "the interface of module \(implementation), and \(folder) matches a function convention (its name matches convention *\(suffix), which makes a feature's interface a mediator)"
            return module
        }
        return Self.variantsFollowTheirBase(interfaces)
    }

    /// A module declared over the same folder as another whose name it extends after a
    /// separator, compiling the same files (`Root-QA`, `Auth_Dev` beside `Root`, `Auth`: a target
    /// per build configuration; the files shared by both are owned by one of them) is a variant
    /// of it and of its kind, unless `rules.json` or its declaration gives it one of its own.
    /// (Its name alone would miss what makes the base what it is: `Root-QA` is no composition
    /// root by name.)
    static func variantsFollowTheirBase(_ modules: [Module]) -> [Module] {
        let byName = Dictionary(modules.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        return modules.map { module in
            guard module.kindSource != .configured, module.kindSource != .declaration, !module.path.isEmpty else { return module }
            let separators = module.name.indices.filter { "-_. ".contains(module.name[$0]) }
            // The longest base first (`App-Dev-QA` is `App-Dev`'s variant if that is a module).
            for separator in separators.reversed() {
                guard let base = byName[String(module.name[..<separator])], base.path == module.path,
                      base.files == module.files || base.files.isEmpty || module.files.isEmpty else { continue }
                guard base.kind != module.kind || base.kindReason != module.kindReason else { return module }
                var module = module
                module.kind = base.kind
                module.kindSource = base.kindSource
                module.kindReason = "a variant of \(base.name), compiling the same files; \(base.name): \(base.kindReason)"
                return module
            }
            return module
        }
    }

    /// Whether a module name (as written) is one of `words` before a business suffix, or ends
    /// in one as a word of its own (`BaseFeature`, `InputInformationBaseFeature`; not
    /// `BaseTabFeature`, nor `DatabaseFeature`).
    static func names(_ name: String, endingIn words: Set<String>) -> Bool {
        Conventions.businessSuffixes.contains { suffix in
            guard name.lowercased().hasSuffix(suffix) else { return false }
            let rest = String(name.dropLast(suffix.count))
            return words.contains { word in
                rest.lowercased() == word || rest.hasSuffix(word.prefix(1).uppercased() + word.dropFirst())
            }
        }
    }

    /// The rest of a module name written with a business layer's word before it, as a word
    /// of its own (`CommonEntity` for `FeatureCommonEntity`, `Home` for `FeaturesHome`); `nil`
    /// for other names (`Featured`, `FeatureX` alone).
    static func nameAfterLayerPrefix(_ name: String) -> String? {
        for prefix in ["Features", "Feature", "Business"] where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            guard let first = rest.first, first.isUppercase, rest.count >= 2 else { continue }
            return String(rest)
        }
        return nil
    }

    /// Whether a lowercased module name is one of `words`, alone or before a business suffix
    /// (`root`, `appfeature`).
    static func names(_ name: String, oneOf words: Set<String>) -> Bool {
        ([""] + Conventions.businessSuffixes).contains { suffix in
            name.hasSuffix(suffix) && words.contains(String(name.dropLast(suffix.count)))
        }
    }

    /// What an interface's implementation adds to their common name (`Network` or `NetworkKit`
    /// for `NetworkInterface`), the plain name first.
    static let implementationSuffixes = ["", "kit", "impl", "implementation", "live"]

    /// Mediator name conventions that make a module the interface of the module its name
    /// starts with.
    static let interfaceSuffixes = ["interface", "interfaces", "protocol", "protocols", "contract", "contracts"]

    /// The interfaces of `implementation` among modules by lowercased name: their common name
    /// with an interface suffix, the implementation's being it with an implementation suffix
    /// (`NetworkInterface` for `Network` and for `NetworkKit`). The one relation the classifier
    /// and the evidence both read.
    static func interfaces(of implementation: String, among byLowercasedName: [String: String]) -> [String] {
        let name = implementation.lowercased()
        let bases = implementationSuffixes.compactMap { suffix in
            name.hasSuffix(suffix) && name.count > suffix.count ? String(name.dropLast(suffix.count)) : nil
        }
        var found: [String] = []
        for base in bases {
            for suffix in interfaceSuffixes {
                if let interface = byLowercasedName[base + suffix], interface != implementation, !found.contains(interface) { found.append(interface) }
            }
        }
        return found
    }

    /// What of the module a convention matches, as the reason says it (`name`, `path X`,
    /// `package folder Y`); `nil` when it does not match. Path conventions (with `/`) match
    /// the lowercased path, or for a target in a package's `Sources/<Target>` (or `Sources`)
    /// folder the package's folder, which is where the module sits in the tree
    /// (`Features/Login/Sources/Login` is under `Features/`); others the lowercased name.
    private func match(_ convention: (Conventions.Convention, Glob), _ subject: Subject) -> String? {
        matchedFolder(convention, subject).map { "\($0.what) \($0.folder)" } ?? (!convention.0.isOverPath && convention.1.matches(subject.namePath) ? "name" : nil)
    }

    /// The path, package folder or manifest folder of the module a path convention matches.
    private func matchedFolder(_ convention: (Conventions.Convention, Glob), _ subject: Subject) -> (what: String, folder: String)? {
        let glob = convention.1
        guard convention.0.isOverPath, let path = subject.path else { return nil }
        if glob.matches(path.lowercased) { return ("path", path.written) }
        if let folder = subject.packageFolder, glob.matches(folder.lowercased) { return ("package folder", folder.written) }
        if let folder = subject.manifestFolder, glob.matches(folder.lowercased) { return ("manifest folder", folder.written) }
        return nil
    }

    /// The nearest folder enclosing a module's path (or its manifest's folder) that a function
    /// path convention matches (`Projects/Core/Domain` for `Projects/Core/Domain/Service`),
    /// with the convention.
    private func functionFolder(enclosing declaration: ModuleDeclaration) -> (folder: String, pattern: String)? {
        for start in [Self.manifestFolder(of: declaration.origin), declaration.path].compactMap({ $0 }) where !start.isEmpty {
            var folder = start
            while !folder.isEmpty {
                let lowered = Glob.Path(folder.lowercased())
                if let found = functionPathConventions.first(where: { $0.1.matches(lowered) }) { return (folder, found.0.pattern) }
                folder = RelativePath.directory(of: folder)
            }
        }
        return nil
    }

    /// What conventions are matched against, lowercased and split into path components once
    /// per module (not once per convention).
    private struct Subject {
        var name: String
        var namePath: Glob.Path
        var path: (written: String, lowercased: Glob.Path)?
        var packageFolder: (written: String, lowercased: Glob.Path)?
        /// The folder of the manifest that declares the module (a Tuist `Project.swift`, a
        /// podspec, a `Package.swift`, the folder holding an `.xcodeproj`): the module's
        /// place in the tree when its sources sit deeper
        /// (`Modules/Feature/Home/Targets/Home/Sources` is declared in `Modules/Feature/Home`).
        var manifestFolder: (written: String, lowercased: Glob.Path)?

        init(_ declaration: ModuleDeclaration) {
            self.init(name: declaration.name, path: declaration.path, origin: declaration.origin)
        }

        init(name: String, path: String, origin: ModuleOrigin? = nil) {
            // A module renamed for a duplicate name (`Conference/ScheduleFeature`) is named by
            // its own last part; a target named for a variant in parentheses (Firebase's
            // `ABTestingExample (tvOS)`), by what precedes them.
            var lowered = RelativePath.lastComponent(of: name).lowercased()
            if lowered.hasSuffix(")"), let open = lowered.lastIndex(of: "(") {
                let base = lowered[..<open].reversed().drop { $0 == " " }.reversed()
                if !base.isEmpty { lowered = String(base) }
            }
            self.name = lowered
            namePath = Glob.Path(self.name)
            self.path = path.isEmpty ? nil : (path, Glob.Path(path.lowercased()))
            packageFolder = Classifier.packageFolder(of: path).map { ($0, Glob.Path($0.lowercased())) }
            if let origin, let folder = Classifier.manifestFolder(of: origin), !folder.isEmpty, folder != path {
                manifestFolder = (folder, Glob.Path(folder.lowercased()))
            }
        }
    }

    /// The folder a module's manifest describes; `nil` for `rules.json` and vendored code.
    static func manifestFolder(of origin: ModuleOrigin) -> String? {
        guard origin.style.declaresDependencies else { return nil }
        return RelativePath.manifestFolder(of: origin.file)
    }

    /// `A/B` for `A/B/Sources/C` or `A/B/Sources` (any case); `nil` for other paths.
    static func packageFolder(of path: String) -> String? {
        let components = path.split(separator: "/")
        guard let index = components.lastIndex(where: { $0.lowercased() == "sources" }), index > 0, index >= components.count - 2 else {
            return nil
        }
        return components[..<index].joined(separator: "/")
    }

    private func kindOf(_ declaration: ModuleDeclaration) -> (ModuleKind, String, KindSource, [String]) {
        var matches: [(ModuleKind, String)] = []
        for entry in configured {
            if entry.glob.matches(declaration.name) {
                matches.append((entry.kind, "rules.json kinds.\(entry.kind.rawValue)[\(entry.index)] (\"\(entry.pattern)\") matches name \(declaration.name)"))
            } else if !declaration.path.isEmpty, entry.glob.matches(declaration.path) {
                matches.append((entry.kind, "rules.json kinds.\(entry.kind.rawValue)[\(entry.index)] (\"\(entry.pattern)\") matches path \(declaration.path)"))
            }
        }
        if let first = matches.first {
            let conflicts = Set(matches.map(\.0)).count > 1 ? matches.filter { $0.0 != first.0 }.map(\.1) : []
            return (first.0, first.1, .configured, conflicts)
        }
        let subject = Subject(declaration)
        if let kind = declaration.impliedKind {
            // An application target named or placed like an example (a pod's `Example/` app,
            // `ShopDemo`) is an example, not the product's app shell; a kind rules.json sets
            // explicitly is kept.
            if kind == .app, !declaration.impliedKindIsExplicit {
                let reason = declaration.impliedKindReason ?? "application target"
                if let example = conventions.first(where: { $0.0.kind == .example && match($0, subject) != nil }) {
                    return (.example, "\(reason), named like an example (\(example.0.pattern))", .declaration, [])
                }
                // Placed like one at any depth (`examples/macos/XPCServiceApp/Sources`): the
                // conventions' `**/examples/*` see only an examples folder's direct children.
                if let folder = [declaration.path, Self.manifestFolder(of: declaration.origin) ?? ""].lazy.compactMap(ModuleKind.examplesFolder(in:)).first {
                    return (.example, "\(reason), placed in the examples folder \(folder)", .declaration, [])
                }
            }
            return (kind, declaration.impliedKindReason ?? kind.rawValue, .declaration, [])
        }
        // A framework or library target is no app, whatever its name (`ownCloudApp.framework`).
        for convention in conventions where !(declaration.isLibrary && convention.0.kind == .app) {
            guard let matched = match(convention, subject) else { continue }
            // A module named `Feature` or `Features` is the layer that gathers the features (the
            // app's composition of them), not one feature, wherever it lies
            // (`Projects/Features/Sources`).
            if convention.0.kind == .business, Conventions.layerNames.contains(subject.name) { continue }
            let reason = "\(matched) matches convention \(convention.0.pattern)"
            let name = RelativePath.lastComponent(of: declaration.name)
            if convention.0.kind == .business, Self.names(subject.name, oneOf: Conventions.compositionRootNames) {
                return (.unclassified, "\(reason) (business), but \(name) is named as the app's composition root, which gathers the features as the app does, not one feature; set its kind in rules.json (app, if only apps use it)", .none, [])
            }
            // A service-layer name (`Service`) under a function folder (`Projects/Core/Domain/
            // Service`, the API layer of Moya targets): the folder says more than the name, which
            // as often names an infrastructure layer as a contract.
            if convention.0.kind == .mediator, !convention.0.isOverPath, Conventions.serviceLayerPatterns.contains(convention.0.pattern),
               let (folder, pattern) = functionFolder(enclosing: declaration) {
                return (.function, "folder \(folder) matches convention \(pattern), which says more than its name matches convention \(convention.0.pattern)", .convention, [])
            }
            if convention.0.kind == .business, Self.names(name, endingIn: Conventions.sharedBaseNames) {
                return (.function, "\(reason), but \(name) is named as the features' shared base (what every feature builds on), not a feature", .convention, [])
            }
            guard convention.0.kind == .business, convention.0.isOverPath else { return (convention.0.kind, reason, .convention, []) }
            // The module's own name says more than the folder it lies in: `Features/Common`,
            // `Features/Network` hold the features' shared code (not a name a feature's own
            // part takes: `*kit`, `*core`, … are left to the folder).
            func functionName(_ subject: Subject) -> String? {
                conventions.first { candidate in
                    candidate.0.kind == .function && !candidate.0.isOverPath
                        && !Conventions.weakFunctionPatterns.contains(candidate.0.pattern) && match(candidate, subject) != nil
                }?.0.pattern
            }
            if let pattern = functionName(subject) {
                return (.function, "name matches convention \(pattern), which says more than its \(reason)", .convention, [])
            }
            // So does the name after the layer's word written before it, when every module of
            // the app lies in the features folder named so (`FeatureCommonEntity`,
            // `FeatureNetworking` in `Projects/Feature/`): `CommonEntity` is shared code.
            if let rest = Self.nameAfterLayerPrefix(name), let pattern = functionName(Subject(name: rest, path: "")) {
                return (.function, "name \(name) without its layer prefix (\(rest)) matches convention \(pattern), which says more than its \(reason)", .convention, [])
            }
            // So does the features folder's child the module lies in when it is named as a
            // service layer (`Feature/Service`, a package of the services several features
            // share, its target `CartService`): shared code, not a feature.
            if let folder = matchedFolder(convention, subject)?.folder, Conventions.serviceLayerPatterns.contains(RelativePath.lastComponent(of: folder).lowercased()) {
                return (.function, "\(reason), but its folder \(folder) is named as a service layer (what several features share), not a feature", .convention, [])
            }
            return (.business, reason, .folderConvention, [])
        }
        return (.unclassified, "no rules.json kind, naming convention or evidence from the code says what it is; add \"\(declaration.name)\" to a kinds list in rules.json", .none, [])
    }
}
