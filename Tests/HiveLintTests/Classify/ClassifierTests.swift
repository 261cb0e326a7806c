import HiveLintClassify
import HiveLintConfig
import HiveLintCore
import Testing

@Suite struct ClassifierTests {
    /// An import edge `from → to`.
    func edge(_ from: String, _ to: String) -> Dependency {
        Dependency(from: from, to: to, kinds: [.import], evidence: [
            Evidence(kind: .import, location: SourceLocation(file: "\(from).swift", line: 1, column: 1), text: "import \(to)"),
        ])
    }

    func declared(_ name: String, path: String = "", implied: ModuleKind? = nil) -> AssignedModule {
        AssignedModule(
            declaration: ModuleDeclaration(
                name: name, importNames: [name], path: path, origin: ModuleOrigin(style: .swiftpm, file: "Package.swift"),
                impliedKind: implied, impliedKindReason: implied.map { "declared \($0.rawValue)" }, claims: []),
            files: [])
    }

    /// RIBs and Needle apps name a feature's interface as the feature and its implementation
    /// with `Impl` (MOIT's `MOITWeb` holding the builder protocols, `MOITWebImpl` the screens),
    /// both in the features folder: the interface is a mediator, so the implementation's import
    /// of its own interface is no business-to-business dependency. Not without the import, nor
    /// for a function module's `Impl`.
    @Test func aFeatureInterfaceNamedAsTheFeatureBesideItsImplIsAMediator() {
        let classifier = Classifier(configuration: Configuration())
        let (modules, _) = classifier.classify([
            declared("Login", path: "Features/Login"), declared("LoginImpl", path: "Features/LoginImpl"),
            declared("Profile", path: "Features/Profile"), declared("ProfileImpl", path: "Features/ProfileImpl"),
            declared("NetworkImpl", path: "Core/NetworkImpl"), declared("Network", path: "Core/Network"),
        ])
        let graph = DependencyGraph(dependencies: [edge("LoginImpl", "Login"), edge("NetworkImpl", "Network")])
        let reconciled = Dictionary(uniqueKeysWithValues: classifier.reconcile(modules, graph: graph).map { ($0.name, $0) })
        #expect(reconciled["Login"]?.kind == .mediator)
        #expect(reconciled["Login"]?.kindReason == "the interface of feature LoginImpl, named after it and imported by it (path Features/Login matches convention **/features/* alone would make it business)")
        #expect(reconciled["LoginImpl"]?.kind == .business)
        #expect(reconciled["Profile"]?.kind == .business)
        #expect(reconciled["Network"]?.kind == .function)
    }

    /// An interface whose implementation nothing classifies is a capability's when its folder
    /// says so (protoncore's `libraries/CryptoGoInterface` beside `CryptoGoImplementation`,
    /// imported by seven function modules: seven false `function-to-upper-layer` errors); in
    /// no such folder it stays a mediator by its name.
    @Test func anInterfaceInALibrariesFolderBesideAnUnclassifiedImplementationIsAFunctionModule() {
        let classifier = Classifier(configuration: Configuration())
        let (modules, _) = classifier.classify([
            declared("CryptoGoInterface", path: "libraries/CryptoGoInterface"), declared("CryptoGoImplementation", path: "vendor/gopenpgp"),
            declared("CheckoutInterface", path: "Sources/CheckoutInterface"), declared("CheckoutImplementation", path: "Sources/Checkout"),
        ])
        let reconciled = Dictionary(uniqueKeysWithValues: classifier.reconcile(modules, graph: DependencyGraph(dependencies: [])).map { ($0.name, $0) })
        #expect(reconciled["CryptoGoImplementation"]?.kind == .unclassified)
        #expect(reconciled["CryptoGoInterface"]?.kind == .function)
        #expect(reconciled["CryptoGoInterface"]?.kindReason == "the interface of module CryptoGoImplementation, and path libraries/CryptoGoInterface matches a function convention (its name matches convention *interface, which makes a feature's interface a mediator)")
        #expect(reconciled["CheckoutInterface"]?.kind == .mediator)
    }

    /// `GameCore` composing feature screens is part of a feature: a weak name convention
    /// against code that depends on business modules is a conflict, not a guess. A path
    /// convention (`Core/`) or a strong name (`Common`) keeps the kind; mock modules are test
    /// support.
    @Test func weakFunctionNamesYieldToCodeThatDependsOnFeatures() {
        let classifier = Classifier(configuration: Configuration())
        let (modules, _) = classifier.classify([
            declared("GameCore", path: "Sources/GameCore"), declared("BazaarKit", path: "Core/BazaarKit"), declared("Common"),
            declared("SearchFeature"), declared("ProfileKit"), declared("Mock"), declared("FirstPartyMocks"),
        ])
        let graph = DependencyGraph(dependencies: ["GameCore", "BazaarKit", "Common"].map { edge($0, "SearchFeature") })
        let reconciled = Dictionary(uniqueKeysWithValues: classifier.reconcile(modules, graph: graph).map { ($0.name, $0) })
        #expect(reconciled["GameCore"]?.kind == .unclassified)
        #expect(reconciled["GameCore"]?.kindReason == "name matches convention *core (function), but its code depends on business module SearchFeature; set its kind in rules.json")
        #expect(reconciled["BazaarKit"]?.kind == .function)
        #expect(reconciled["Common"]?.kind == .function)
        #expect(reconciled["ProfileKit"]?.kind == .function)
        #expect(reconciled["Mock"]?.kind == .test)
        #expect(reconciled["FirstPartyMocks"]?.kind == .test)
    }

    /// A library target named like an app (a SwiftPM `.target` `ModularRickAndMortyApp` the
    /// runner app imports) is not an app; an application target with the same name is.
    @Test func aLibraryNamedLikeAnAppIsNoApp() {
        var library = declared("ModularRickAndMortyApp")
        library.declaration.isLibrary = true
        let (modules, _) = Classifier(configuration: Configuration()).classify([library, declared("ShopApp")])
        let kinds = Dictionary(uniqueKeysWithValues: modules.map { ($0.name, $0.kind) })
        #expect(kinds["ModularRickAndMortyApp"] == .unclassified)
        #expect(kinds["ShopApp"] == .app)
    }

    /// A target named for a platform variant in parentheses (Firebase's quickstarts:
    /// `ABTestingExample (tvOS)` beside `ABTestingExample`) is named by what precedes them.
    @Test func aVariantInParenthesesIsNamedByWhatPrecedesIt() {
        let (modules, _) = Classifier(configuration: Configuration()).classify([
            declared("ABTestingExample", implied: .app), declared("ABTestingExample (tvOS)", implied: .app), declared("Shop (Staging)", implied: .app),
            declared("(Legacy)", implied: .app),
        ])
        let kinds = Dictionary(uniqueKeysWithValues: modules.map { ($0.name, $0.kind) })
        #expect(kinds == ["ABTestingExample": .example, "ABTestingExample (tvOS)": .example, "Shop (Staging)": .app, "(Legacy)": .app])
    }

    /// `*tracking` and `*analytics` name features too (DayBlock's time-tracking screens in
    /// `Feature/Tracking`): in a business folder the folder decides; elsewhere they stay
    /// function modules.
    @Test func trackingAndAnalyticsNamesYieldToABusinessFolder() {
        let (modules, _) = Classifier(configuration: Configuration()).classify([
            declared("Tracking", path: "Projects/Feature/Tracking/Sources"), declared("SalesAnalytics", path: "Features/SalesAnalytics"),
            declared("AppAnalytics", path: "Modules/AppAnalytics"), declared("Network", path: "Features/Network"),
        ])
        let kinds = Dictionary(uniqueKeysWithValues: modules.map { ($0.name, $0.kind) })
        #expect(kinds == ["Tracking": .business, "SalesAnalytics": .business, "AppAnalytics": .function, "Network": .function])
    }

    /// A feature's test-support target (`AssetsTestKit` in `Features/Assets/TestKit`) is a test
    /// module, not a feature by its folder (gem-ios: 7 false `business-to-business` errors, each
    /// a TestKit importing its own feature), and the part features share (`CredentialShared`
    /// beside them in `Features/`, their common models) a function module (eidch: 4), unless
    /// it is the tests' (`PaymentsTestShared`).
    @Test func aFeaturesTestKitIsATestAndTheirSharedPartAFunctionModule() {
        let (modules, _) = Classifier(configuration: Configuration()).classify([
            declared("AssetsTestKit", path: "Features/Assets/TestKit"), declared("TestKit", path: "Packages/TestKit"),
            declared("CredentialShared", path: "Modules/Features/CredentialShared"), declared("Assets", path: "Features/Assets"),
            declared("PaymentsTestShared", path: "Tests/PaymentsTestShared"),
        ])
        let kinds = Dictionary(uniqueKeysWithValues: modules.map { ($0.name, $0.kind) })
        #expect(kinds == [
            "AssetsTestKit": .test, "TestKit": .test, "CredentialShared": .function, "Assets": .business, "PaymentsTestShared": .test,
        ])
    }

    /// An application target named as a module's demo, example or sample app
    /// (`CoreKitDemoApp`, a Tuist template's per-module showcase) is an example, not the
    /// product's app; `ShopApp` stays the app.
    @Test func aModulesDemoAppIsAnExample() {
        let (modules, _) = Classifier(configuration: Configuration()).classify([
            declared("CoreKitDemoApp", implied: .app), declared("PaymentsExampleApp", implied: .app), declared("ShopApp", implied: .app),
        ])
        let kinds = Dictionary(uniqueKeysWithValues: modules.map { ($0.name, $0.kind) })
        #expect(kinds == ["CoreKitDemoApp": .example, "PaymentsExampleApp": .example, "ShopApp": .app])
    }

    /// A SwiftPM executable importing SwiftCompilerPlugin is a macro's compiler plugin, no app
    /// (TheRouter's plugin, which its pod's `#externalMacro` names: a false `depends-on-app`
    /// error); another executable stays an app.
    @Test func aMacrosCompilerPluginIsNoApp() {
        let classifier = Classifier(configuration: Configuration())
        var (modules, _) = classifier.classify([declared("RouterMacros", implied: .app), declared("Tool", implied: .app)])
        for index in modules.indices { modules[index].externalImports = ["SwiftCompilerPlugin", "SwiftSyntaxMacros"] }
        modules[1].externalImports = ["ArgumentParser"]
        let reconciled = Dictionary(uniqueKeysWithValues: classifier.reconcile(modules, graph: DependencyGraph(dependencies: [])).map { ($0.name, $0) })
        #expect(reconciled["RouterMacros"]?.kind == .unclassified)
        #expect(reconciled["RouterMacros"]?.kindReason.hasSuffix("it imports SwiftCompilerPlugin: a macro's compiler plugin, not an app; set its kind in rules.json") == true)
        #expect(reconciled["Tool"]?.kind == .app)
    }

    /// A Clean Architecture domain layer (`StockDomain`, `DomainAuth`: Hedge's, Pumping's and
    /// PrintingAlley's Tuist µFeatures) sits below the features: a function module, and so its interface
    /// (`StockDomainInterface`, which the app's `Core` coordinator imported: 4 false
    /// `function-to-upper-layer` errors), and so is an interfaces target the domain layer's
    /// package declares (BeStory's `Domain` project: `Entity`, `Interfaces`, `UseCase`), not
    /// one of another package. A feature's own `HomeDomain` that depends on a feature is
    /// unclassified, as the other weak function names.
    @Test func aDomainLayerIsAFunctionModule() {
        let classifier = Classifier(configuration: Configuration())
        let (modules, _) = classifier.classify([
            declared("StockDomain"), declared("StockDomainInterface"), declared("Domain"), declared("HomeDomain"), declared("SearchFeature"),
            declared("DomainAuth"), declared("DomainAuthInterface"),
            inPackage("Interfaces", "Domain/Package.swift"), inPackage("GoodsInterfaces", "Mediator/Package.swift"),
        ])
        let composes = Dependency(from: "HomeDomain", to: "SearchFeature", kinds: [.import], evidence: [
            Evidence(kind: .import, location: SourceLocation(file: "HomeDomain.swift", line: 1, column: 1), text: "import SearchFeature"),
        ])
        let reconciled = Dictionary(uniqueKeysWithValues: classifier.reconcile(modules, graph: DependencyGraph(dependencies: [composes])).map { ($0.name, $0) })
        #expect(reconciled["StockDomain"]?.kind == .function)
        #expect(reconciled["StockDomainInterface"]?.kind == .function)
        #expect(reconciled["Domain"]?.kind == .function)
        // The template naming the layer first (`DomainAuth`, `DomainAuthInterface`; Pumping).
        #expect(reconciled["DomainAuthInterface"]?.kind == .function)
        #expect(reconciled["HomeDomain"]?.kind == .unclassified)
        #expect(reconciled["Interfaces"]?.kind == .function)
        #expect(reconciled["GoodsInterfaces"]?.kind == .mediator)
    }

    func inPackage(_ name: String, _ manifest: String) -> AssignedModule {
        AssignedModule(
            declaration: ModuleDeclaration(
                name: name, importNames: [name], path: manifest.replacingOccurrences(of: "Package.swift", with: "Sources/\(name)"),
                origin: ModuleOrigin(style: .swiftpm, file: manifest), claims: []),
            files: [])
    }

    /// µFeatures splits capabilities as well as features into an interface and an
    /// implementation: `NetworkInterface` beside function module `Network` is a function module
    /// (so `Network` importing its own interface is no upward dependency), while
    /// `HomeInterface` beside feature `HomeFeature`, or with no base module, stays a mediator.
    @Test func theInterfaceOfAFunctionModuleIsAFunctionModule() {
        let classifier = Classifier(configuration: Configuration())
        let (modules, _) = classifier.classify([
            declared("Network"), declared("NetworkInterface"), declared("LoggerProtocols"), declared("Logger"),
            declared("HomeFeature"), declared("HomeFeatureInterface"), declared("PaymentInterface"),
            declared("GameCore"), declared("GameCoreInterface"), declared("StorageKit"), declared("StorageInterface"),
            declared("UserInterface"), declared("Account"), declared("AccountUserInterface"), declared("AccountUser"),
            declared("HomeUserInterface"), declared("HomeUserInterfaceImpl"),
        ])
        // `GameCore` composes the home feature: no function module, so its interface stays a mediator.
        let composes = Dependency(from: "GameCore", to: "HomeFeature", kinds: [.import], evidence: [
            Evidence(kind: .import, location: SourceLocation(file: "GameCore.swift", line: 1, column: 1), text: "import HomeFeature"),
        ])
        let reconciled = Dictionary(uniqueKeysWithValues: classifier.reconcile(modules, graph: DependencyGraph(dependencies: [composes])).map { ($0.name, $0) })
        #expect(reconciled["GameCore"]?.kind == .unclassified)
        #expect(reconciled["GameCoreInterface"]?.kind == .mediator)
        #expect(reconciled["NetworkInterface"]?.kind == .function)
        #expect(reconciled["NetworkInterface"]?.kindReason == "the interface of function module Network (its name matches convention *interface, which makes a feature's interface a mediator)")
        #expect(reconciled["LoggerProtocols"]?.kind == .function)
        // The implementation named with a suffix (`StorageKit` for `StorageInterface`, EnvyTemplate).
        #expect(reconciled["StorageInterface"]?.kind == .function)
        #expect(reconciled["StorageInterface"]?.kindReason.hasPrefix("the interface of function module StorageKit") == true)
        // `UserInterface` with no module `User` is the shared UI kit (SHDearDiary); beside a
        // module `AccountUser` it is that module's interface.
        #expect(reconciled["UserInterface"]?.kind == .function)
        #expect(reconciled["AccountUserInterface"]?.kind == .mediator)
        // With an implementation of its own it is an interface (SuperApp's `HomeUserInterfaceImpl`).
        #expect(reconciled["HomeUserInterface"]?.kind == .mediator)
        #expect(reconciled["HomeFeatureInterface"]?.kind == .mediator)
        #expect(reconciled["PaymentInterface"]?.kind == .mediator)
    }

    @Test func configurationBeatsManifestsWhichBeatConventions() {
        var config = Configuration()
        config.kinds = [
            KindPatterns(kind: .business, patterns: ["Goods", "Modules/Business/*"]),
            KindPatterns(kind: .function, patterns: ["ShopApp"]),
        ]
        let (modules, diagnostics) = Classifier(configuration: config).classify([
            declared("Goods"),
            declared("Cart", path: "Modules/Business/Cart"),
            declared("ShopApp", implied: .app),
            declared("Tool", implied: .app),
            declared("HomeFeature"),
            declared("feature.finance"),
            declared("GoodsInterface"),
            declared("Networking"),
            declared("CommonUI"),
            declared("HomeFeatureTests"),
            declared("Payments"),
        ])
        let kinds = Dictionary(uniqueKeysWithValues: modules.map { ($0.name, $0.kind) })
        #expect(kinds == [
            "Goods": .business, "Cart": .business, "ShopApp": .function, "Tool": .app, "HomeFeature": .business,
            "feature.finance": .business, "GoodsInterface": .mediator, "Networking": .function, "CommonUI": .function,
            "HomeFeatureTests": .test, "Payments": .unclassified,
        ])
        let reasons = Dictionary(uniqueKeysWithValues: modules.map { ($0.name, $0.kindReason) })
        #expect(reasons["Goods"] == "rules.json kinds.business[0] (\"Goods\") matches name Goods")
        #expect(reasons["Cart"] == "rules.json kinds.business[1] (\"Modules/Business/*\") matches path Modules/Business/Cart")
        #expect(reasons["Tool"] == "declared app")
        #expect(reasons["HomeFeature"] == "name matches convention *feature")
        #expect(reasons["Payments"]?.contains("add \"Payments\" to a kinds list in rules.json") == true)
        #expect(diagnostics.isEmpty)
    }

    /// An application target named like an example is an example, whoever declared it first
    /// (a rules.json folder merged with a same-named Xcode app target keeps the folder's
    /// origin); only a kind the user wrote in discovery.modules is kept as it is.
    @Test func anAppNamedLikeAnExampleIsAnExampleUnlessTheUserSetItsKind() {
        func module(_ name: String, style: DeclarationStyle, explicit: Bool) -> AssignedModule {
            var declaration = ModuleDeclaration(
                name: name, importNames: [name], path: "", origin: ModuleOrigin(style: style, file: "rules.json"),
                impliedKind: .app, impliedKindReason: "application target", claims: [])
            declaration.impliedKindIsExplicit = explicit
            return AssignedModule(declaration: declaration, files: [])
        }
        let (modules, _) = Classifier(configuration: Configuration()).classify([
            module("ShopDemo", style: .xcode, explicit: false),
            module("GoodsDemo", style: .config, explicit: false),
            module("SaleDemo", style: .config, explicit: true),
        ])
        let kinds = Dictionary(uniqueKeysWithValues: modules.map { ($0.name, $0.kind) })
        #expect(kinds == ["ShopDemo": .example, "GoodsDemo": .example, "SaleDemo": .app])
    }

    /// A SwiftPM or Tuist target sits in its package's `Sources/<Target>`: path conventions
    /// see the package's folder too, so `features/LoginUI/Sources/LoginUI` is a feature
    /// (before the function convention `*ui` its name matches).
    @Test func pathConventionsSeeAPackagesFolder() {
        let (modules, _) = Classifier(configuration: Configuration()).classify([
            declared("LoginUI", path: "features/LoginUI/Sources/LoginUI"),
            declared("Cart", path: "Features/Cart/Sources"),
            declared("Theme", path: "Packages/Theme/Sources/Theme"),
            declared("Legacy", path: "Features/Sources/Legacy/Old"),
        ])
        let kinds = Dictionary(uniqueKeysWithValues: modules.map { ($0.name, $0.kind) })
        #expect(kinds == ["LoginUI": .business, "Cart": .business, "Theme": .function, "Legacy": .unclassified])
        let reasons = Dictionary(uniqueKeysWithValues: modules.map { ($0.name, $0.kindReason) })
        #expect(reasons["LoginUI"] == "package folder features/LoginUI matches convention **/features/*")
    }

    /// Names a feature could have are not taken for function modules: a business module
    /// classified as a function would be reported for depending on the mediator.
    @Test func namesAFeatureCouldHaveMatchNoFunctionConvention() {
        let names = ["Login", "Logistics", "LoginUI", "ProfileUI", "Log", "Logging", "LoggerKit", "DesignSystemUI", "UIComponents"]
        let (modules, _) = Classifier(configuration: Configuration()).classify(names.map { declared($0) })
        let kinds = Dictionary(uniqueKeysWithValues: modules.map { ($0.name, $0.kind) })
        #expect(kinds == [
            "Login": .unclassified, "Logistics": .unclassified, "LoginUI": .unclassified, "ProfileUI": .unclassified,
            "Log": .function, "Logging": .function, "LoggerKit": .function, "DesignSystemUI": .function, "UIComponents": .function,
        ])
    }

    @Test func aModuleInTwoKindListsIsReported() {
        var config = Configuration()
        config.kinds = [KindPatterns(kind: .mediator, patterns: ["Goods*"]), KindPatterns(kind: .business, patterns: ["Goods"])]
        let (modules, diagnostics) = Classifier(configuration: config).classify([declared("Goods")])
        #expect(modules.first?.kind == .mediator)
        #expect(diagnostics.map(\.code) == ["kind-conflict"])
    }
}
