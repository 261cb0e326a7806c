import HiveLintConfig
import HiveLintCore
import HiveLintDiscovery
import HiveLintScan
import Testing

@Suite struct TuistDiscovererTests {
    func module(_ result: ModuleDiscovery.Result, _ name: String) throws -> ModuleDeclaration {
        try #require(result.modules.first { $0.name == name }).declaration
    }

    func diagnostics(_ result: ModuleDiscovery.Result, _ code: String) -> [String] {
        result.diagnostics.filter { $0.code == code }.map { diagnostic in
            (diagnostic.location.map { "\($0): " } ?? "") + diagnostic.message
        }
    }

    /// Helpers in the style of real Tuist monorepos: a `makeModule` template with default
    /// arguments, enums with explicit and implied raw values, a computed property with a
    /// `switch`, static constants and `TargetDependency` factories.
    static let helpers: [String: String] = [
        "Tuist/ProjectDescriptionHelpers/Project+Templates.swift": """
        import ProjectDescription

        public enum Constants {
            public static let organization = "com.example"
        }

        extension Project {
            public static func makeModule(
                name: String,
                product: Product = .staticFramework,
                dependencies: [TargetDependency] = [],
                hasTests: Bool = true
            ) -> Project {
                var targets: [Target] = [
                    .target(
                        name: name,
                        destinations: .iOS,
                        product: product,
                        bundleId: "\\(Constants.organization).\\(name.lowercased())",
                        sources: ["Sources/**"],
                        dependencies: dependencies
                    ),
                ]
                if hasTests {
                    targets.append(.target(
                        name: "\\(name)Tests",
                        destinations: .iOS,
                        product: .unitTests,
                        bundleId: "\\(Constants.organization).\\(name)Tests",
                        sources: ["Tests/**"],
                        dependencies: [.target(name: name)]
                    ))
                }
                return Project(name: name, organizationName: Constants.organization, targets: targets)
            }
        }
        """,
        "Tuist/ProjectDescriptionHelpers/Modules.swift": """
        import ProjectDescription

        public enum Feature: String, CaseIterable {
            case home
            case feed = "FeedFeature"
            case profile = "Profile"

            public var targetName: String {
                switch self {
                case .home, .profile: return "\\(rawValue.capitalized)Feature"
                default: return rawValue
                }
            }
        }

        public enum Core: String {
            case networking = "Networking"
            case ui = "DesignKit"
        }

        extension TargetDependency {
            public static func feature(_ feature: Feature) -> TargetDependency {
                .project(target: feature.targetName, path: .relativeToRoot("Projects/Features/\\(feature.rawValue)"))
            }

            public static func core(_ module: Core) -> TargetDependency {
                .project(target: module.rawValue, path: .relativeToRoot("Projects/Core/\\(module.rawValue)"))
            }

            public static let analytics: TargetDependency = .external(name: "FirebaseAnalytics")
        }
        """,
    ]

    /// A target's platforms, which decide `os(…)` and `TARGET_OS_*`: Tuist 4's `destinations:`
    /// (a set such as `.watchOS`, or devices: an iPad app on a Mac builds `os(iOS)`), Tuist 3's
    /// `platform:`; unknown for anything else.
    @Test func platformsComeFromDestinationsOrPlatform() throws {
        let result = try discover([
            "Project.swift": """
            import ProjectDescription

            let project = Project(
                name: "Ledger",
                targets: [
                    .target(name: "LedgerWatch", destinations: .watchOS, product: .app, bundleId: "io.ledger.watch", sources: ["Watch/**"]),
                    .target(name: "LedgerKit", destinations: [.iPhone, .iPad, .macWithiPadDesign, .mac], product: .framework,
                            bundleId: "io.ledger.kit", sources: ["Kit/**"]),
                    Target(name: "LedgerTV", platform: .tvOS, product: .app, bundleId: "io.ledger.tv", sources: ["TV/**"]),
                    .target(name: "LedgerTool", destinations: Environment.destinations, product: .commandLineTool, bundleId: "io.ledger.tool",
                            sources: ["Tool/**"]),
                ]
            )
            """,
            "Watch/Face.swift": "", "Kit/Ledger.swift": "", "TV/Shelf.swift": "", "Tool/main.swift": "",
        ])
        #expect(try module(result, "LedgerWatch").conditions.platforms == ["watchOS"])
        #expect(try module(result, "LedgerKit").conditions.platforms == ["iOS", "macOS"])
        #expect(try module(result, "LedgerTV").conditions.platforms == ["tvOS"])
        #expect(try module(result, "LedgerTool").conditions.platforms.isEmpty)
    }

    /// A file a phone app and its watch app both compile imports the phone's framework under
    /// `#if os(iOS)`: the watch app's build never compiles that branch, so it depends on
    /// nothing there (nor lacks a declared dependency).
    /// A demo app whose manifest compiles a feature's sources from the feature's folder
    /// (goolbitg's `DemoApps/BuyOrNotApp` with `sources: .relativeToRoot("…/Features/BuyOrNot/
    /// Sources/**")`) compiles them too; the feature whose `Project.swift` sits above them owns
    /// them, whichever name sorts first: an app owning them left the feature empty, an
    /// umbrella whose declared dependencies hid its dependents' undeclared uses.
    @Test func theFeatureBesideItsSourcesOwnsThemNotADemoAppCompilingThem() async throws {
        let demo = { (name: String) in
            """
            import ProjectDescription

            let project = Project(
                name: "\(name)App",
                targets: [
                    .target(name: "\(name)App", destinations: .iOS, product: .app, bundleId: "io.shop.demo.\(name)",
                            sources: .paths([.relativeToRoot("Features/\(name)/Sources/**")]),
                            dependencies: [.project(target: "Feature\(name)", path: .relativeToRoot("Features/\(name)"))]),
                ]
            )
            """
        }
        let feature = { (name: String) in
            """
            import ProjectDescription

            let project = Project(
                name: "Feature\(name)",
                targets: [
                    .target(name: "Feature\(name)", destinations: .iOS, product: .framework, bundleId: "io.shop.\(name)", sources: ["Sources/**"],
                            dependencies: [.project(target: "Networking", path: .relativeToRoot("Core/Networking"))]),
                ]
            )
            """
        }
        let tree = try TemporaryTree([
            // `BasketApp` sorts before `FeatureBasket`, `FeatureWallet` before `WalletApp`.
            "DemoApps/BasketApp/Project.swift": demo("Basket"), "Features/Basket/Project.swift": feature("Basket"),
            "DemoApps/WalletApp/Project.swift": demo("Wallet"), "Features/Wallet/Project.swift": feature("Wallet"),
            "Features/Basket/Sources/BasketView.swift": "import Networking\nstruct BasketView { let client: APIClient }\n",
            "Features/Wallet/Sources/WalletView.swift": "import Networking\nstruct WalletView { let client: APIClient }\n",
            "Core/Networking/Project.swift": """
            import ProjectDescription

            let project = Project(name: "Networking", targets: [
                .target(name: "Networking", destinations: .iOS, product: .framework, bundleId: "io.shop.net", sources: ["Sources/**"]),
            ])
            """,
            "Core/Networking/Sources/APIClient.swift": "public struct APIClient {}\n",
        ])
        let discovered = try discover(tree)
        let files = { (name: String) in discovered.modules.first { $0.name == name }?.files.map(\.path) }
        #expect(files("FeatureBasket") == ["Features/Basket/Sources/BasketView.swift"])
        #expect(files("FeatureWallet") == ["Features/Wallet/Sources/WalletView.swift"])
        #expect(files("BasketApp") == [])
        #expect(files("WalletApp") == [])
        let result = try await tree.analyze()
        // The demo apps compile the features' sources: they use what their features' code
        // uses. Apps below a `DemoApps` folder are examples, which the rules leave out.
        #expect(result.dependency("BasketApp", "Networking") != nil)
        #expect(result.dependency("WalletApp", "Networking") != nil)
        #expect(result.module("BasketApp")?.kind == .example)
        #expect(result.violations.isEmpty, "\(result.violations.map(\.message))")
    }

    @Test func aWatchTargetsCopyOfASharedFileSkipsItsPhoneBranch() async throws {
        let tree = try TemporaryTree([
            "Project.swift": """
            import ProjectDescription

            let project = Project(
                name: "Ledger",
                targets: [
                    .target(name: "Ledger", destinations: .iOS, product: .app, bundleId: "io.ledger", sources: ["App/**", "Shared/**"],
                            dependencies: [.target(name: "PhoneSync")]),
                    .target(name: "LedgerWatch", destinations: [.appleWatch], product: .app, bundleId: "io.ledger.watch",
                            sources: ["Watch/**", "Shared/**"]),
                    .target(name: "PhoneSync", destinations: .iOS, product: .framework, bundleId: "io.ledger.sync", sources: ["PhoneSync/**"]),
                ]
            )
            """,
            "App/LedgerApp.swift": "import SwiftUI\n\nstruct LedgerApp {}\n",
            "Watch/LedgerWatchApp.swift": "import SwiftUI\n\nstruct LedgerWatchApp {}\n",
            "Shared/Balance.swift": """
            import Foundation
            #if os(iOS)
            import PhoneSync
            #endif

            struct Balance {
                #if os(iOS)
                let session = SyncSession()
                #endif
            }
            """,
            "PhoneSync/SyncSession.swift": "public final class SyncSession {\n    public init() {}\n}\n",
        ])
        let result = try await tree.analyze()
        #expect(result.graph.dependency(from: "Ledger", to: "PhoneSync") != nil)
        #expect(result.graph.dependency(from: "LedgerWatch", to: "PhoneSync") == nil)
        #expect(!result.violations.contains { $0.message.contains("LedgerWatch") }, "\(result.violations.map(\.message))")
    }

    /// A target whose name evaluates to an empty string (a template's `env.name` left blank)
    /// is skipped with a warning saying so, not that `""` cannot be evaluated.
    @Test func aTargetNamedByAnEmptyStringIsSkippedSayingSo() throws {
        let result = try discover([
            "Tuist/ProjectDescriptionHelpers/Environment.swift": """
            import ProjectDescription

            public struct ProjectEnvironment {
                public let name: String
                public let organizationName: String
            }

            public let env = ProjectEnvironment(name: "", organizationName: "")
            """,
            "Projects/App/Project.swift": """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let project = Project(
                name: "App",
                targets: [
                    .target(name: env.name, destinations: .iOS, product: .app, bundleId: "io.hi", sources: ["Sources/**"]),
                    .target(name: "\\(env.name)Widget", destinations: .iOS, product: .appExtension, bundleId: "io.hi.widget", sources: ["Widget/**"]),
                ]
            )
            """,
            "Projects/App/Sources/HiApp.swift": "", "Projects/App/Widget/HiWidget.swift": "",
        ])
        #expect(result.modules.map(\.name) == ["Widget"])
        #expect(diagnostics(result, "unresolved-manifest-value") == [
            "Projects/App/Project.swift:7:9: the target's name evaluates to an empty string; the target is skipped",
        ])
    }

    /// A target whose `sources:` is an expression hive-lint cannot evaluate claims no file; the
    /// folder of the layout named like it (`Sources/Driver`, holding files no target claimed)
    /// is that target's folder, one module, not a `duplicate-module-name` of two (WordChecker,
    /// before its helper's expression was understood: 6 warnings calling one module two "in
    /// unrelated folders").
    @Test func aLayoutFolderJoinsTheTargetOfItsNameThatClaimsNothing() throws {
        let result = try discover([
            "Tuist/ProjectDescriptionHelpers/Target+Module.swift": """
            import ProjectDescription

            extension Target {
                public static func module(name: String, dependencies: [TargetDependency] = []) -> Target {
                    // `folderName` is declared by a plugin that is not in the tree.
                    let sources: SourceFilesList = "Sources/\\(name.folderName)/**"
                    return .target(name: name, destinations: .iOS, product: .framework, bundleId: "com.example.\\(name)", sources: sources, dependencies: dependencies)
                }
            }
            """,
            "Project.swift": """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let project = Project(
                name: "Vocab",
                targets: [
                    .module(name: "Driver"),
                    .target(name: "Vocab", destinations: .iOS, product: .app, bundleId: "com.example.Vocab", sources: ["Sources/Vocab/**"], dependencies: [.target(name: "Driver")]),
                ]
            )
            """,
            "Sources/Vocab/AppDelegate.swift": "", "Sources/Driver/Application/SceneDelegate.swift": "", "Sources/Driver/Application/Coordinator.swift": "",
        ])
        #expect(diagnostics(result, "duplicate-module-name").isEmpty, "\(diagnostics(result, "duplicate-module-name"))")
        #expect(owners(result)["Sources/Driver/Application/SceneDelegate.swift"] == "Driver")
        #expect(result.modules.map(\.name).sorted() == ["Driver", "Vocab"])
    }

    /// WordChecker's helper: a target `Domain_Core` lives in `Sources/Domain/Core`, found by
    /// `name.components(separatedBy: "_")`, the pieces' `count`, subscripts, optionals bound in
    /// an `if` expression; `split(separator:)` and `first`/`last` too. Before, every such
    /// target's sources were skipped (216 of 271 files in no module).
    @Test func namesSplitIntoFoldersByComponentsAndSplit() throws {
        let result = try discover([
            "Tuist/ProjectDescriptionHelpers/Target+Module.swift": """
            import ProjectDescription

            extension Target {
                public static func module(name: String, dependencies: [TargetDependency] = []) -> Target {
                    var namePrefix: String?
                    var nameSuffix: String?
                    let parts = name.components(separatedBy: "_")
                    if parts.count == 2 {
                        namePrefix = parts[0]
                        nameSuffix = parts[1]
                    }
                    let sources: SourceFilesList = if let namePrefix = namePrefix, let nameSuffix = nameSuffix {
                        "Sources/\\(namePrefix)/\\(nameSuffix)/**"
                    } else {
                        "Sources/\\(name)/**"
                    }
                    return .target(name: name, destinations: .iOS, product: .framework, bundleId: "com.example.\\(name)", sources: sources, dependencies: dependencies)
                }

                public static func testing(of name: String) -> Target {
                    let words = name.split(separator: "_")
                    return .target(name: "\\(name)Testing", destinations: .iOS, product: .framework, bundleId: "com.example.testing",
                                   sources: ["Sources/\\(words.first!)/\\(words.last!)Testing/**"], dependencies: [.target(name: name)])
                }
            }
            """,
            "Project.swift": """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let project = Project(
                name: "Vocab",
                targets: [
                    .module(name: "Domain_Core"),
                    .testing(of: "Domain_Core"),
                    .module(name: "Driver", dependencies: [.target(name: "Domain_Core")]),
                ]
            )
            """,
            "Sources/Domain/Core/Word.swift": "", "Sources/Domain/CoreTesting/WordStub.swift": "", "Sources/Driver/Coordinator.swift": "",
        ])
        #expect(diagnostics(result, "unresolved-manifest-value").isEmpty, "\(diagnostics(result, "unresolved-manifest-value"))")
        #expect(owners(result) == [
            "Sources/Domain/Core/Word.swift": "Domain_Core", "Sources/Domain/CoreTesting/WordStub.swift": "Domain_CoreTesting",
            "Sources/Driver/Coordinator.swift": "Driver",
        ])
    }

    /// A `while` loop hive-lint cannot follow that may return (Challenge's `hasUnitTests`,
    /// walking the module's folder with `FileManager`) makes the function's value unknown: the
    /// `if` on it is reported, not taken as false in silence (its test targets were dropped
    /// with no word).
    @Test func aLoopThatMayReturnMakesTheValueUnknown() throws {
        let result = try discover([
            "Tuist/ProjectDescriptionHelpers/Module.swift": """
            import Foundation
            import ProjectDescription

            public func moduleTargets(_ name: String) -> [Target] {
                var targets: [Target] = [.target(name: name, destinations: .iOS, product: .framework, bundleId: "io.app.\\(name)", sources: ["\\(name)/Sources/**"])]
                if hasTests(name) {
                    targets.append(.target(name: "\\(name)Tests", destinations: .iOS, product: .unitTests, bundleId: "io.app.tests", sources: ["\\(name)/Tests/**"]))
                }
                return targets
            }

            func hasTests(_ name: String) -> Bool {
                let enumerator = FileManager.default.enumerator(atPath: "\\(name)/Tests")
                while let file = enumerator?.nextObject() as? String {
                    if file.hasSuffix(".swift") { return true }
                }
                return false
            }
            """,
            "Project.swift": """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let project = Project(name: "App", targets: moduleTargets("Home"))
            """,
            "Home/Sources/HomeView.swift": "", "Home/Tests/HomeViewTests.swift": "",
        ])
        #expect(result.modules.map(\.name) == ["Home"])
        #expect(diagnostics(result, "unresolved-manifest-value").count == 1)
        #expect(diagnostics(result, "unresolved-manifest-value").first?.contains("if hasTests(name)") == true, "\(diagnostics(result, "unresolved-manifest-value"))")
    }

    /// `BuildableFolder(stringLiteral: …)` (and `.init(stringLiteral:)`) is the literal it is
    /// written as (JFIOSApp: 6 targets' sources skipped, 111 of 120 files in no module).
    @Test func aTypeWrittenByItsStringLiteralIsThatString() throws {
        let result = try discover([
            "Tuist/ProjectDescriptionHelpers/Constants.swift": """
            public enum Constants {
                public static let appName = "Demo"
                public static let modulesFolder = "\\(appName)Modules"
            }
            """,
            "Project.swift": """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let project = Project(
                name: "Demo",
                targets: [
                    .target(name: "Demo", destinations: .iOS, product: .app, bundleId: "dev.demo",
                            buildableFolders: [BuildableFolder(stringLiteral: "App/Sources")], dependencies: [.target(name: "Profile")]),
                    .target(name: "Profile", destinations: .iOS, product: .framework, bundleId: "dev.demo.profile",
                            buildableFolders: [.init(stringLiteral: "\\(Constants.modulesFolder)/Profile/Sources")]),
                ]
            )
            """,
            "App/Sources/DemoApp.swift": "", "DemoModules/Profile/Sources/ProfileView.swift": "",
        ])
        #expect(diagnostics(result, "unresolved-manifest-value").isEmpty, "\(diagnostics(result, "unresolved-manifest-value"))")
        #expect(owners(result) == ["App/Sources/DemoApp.swift": "Demo", "DemoModules/Profile/Sources/ProfileView.swift": "Profile"])
    }

    @Test func plainProjectWithTargetInitializers() throws {
        let result = try discover([
            "Project.swift": """
            import ProjectDescription

            let project = Project(
                name: "Travel",
                targets: [
                    Target(
                        name: "Travel",
                        platform: .iOS,
                        product: .app,
                        bundleId: "com.example.travel",
                        sources: "App/Sources/**",
                        dependencies: [.target(name: "Booking")]
                    ),
                    Target(
                        name: "Booking",
                        platform: .iOS,
                        product: .framework,
                        productName: "BookingKit",
                        bundleId: "com.example.booking",
                        sources: SourceFilesList(globs: ["Booking/Sources/**/*.swift"])
                    ),
                ]
            )
            """,
            "App/Sources/AppDelegate.swift": "import BookingKit",
            "Booking/Sources/Search/BookingSearch.swift": "",
            "Booking/Sources/README.md": "",
            "Scripts/release.swift": "",
        ])
        #expect(result.modules.map(\.name) == ["Booking", "Travel"])
        let travel = try module(result, "Travel")
        #expect(travel.origin == ModuleOrigin(style: .tuist, file: "Project.swift"))
        #expect(travel.impliedKind == .app)
        #expect(travel.impliedKindReason == "Tuist app target in Project.swift")
        #expect(travel.declaredDependencies == ["Booking"])
        #expect(travel.path == "App/Sources")
        let booking = try module(result, "Booking")
        #expect(booking.importNames == ["Booking", "BookingKit"])
        #expect(booking.impliedKind == nil)
        #expect(booking.path == "Booking/Sources")
        #expect(booking.claims == [.glob("Booking/Sources/**/*.swift")])
        let owner = owners(result)
        #expect(owner["App/Sources/AppDelegate.swift"] == "Travel")
        #expect(owner["Booking/Sources/Search/BookingSearch.swift"] == "Booking")
        #expect(result.unownedFiles.map(\.path) == ["Scripts/release.swift"])
        #expect(diagnostics(result, "unresolved-manifest-value").isEmpty)
    }

    /// `.init(…)` where a `Target` is expected, `.init(…)` returned as `Self` from an
    /// `extension Project` helper, and `String(describing: X.self)` names; a dependency the
    /// evaluator cannot read marks the target's list incomplete.
    @Test func implicitInitializersTypeNamesAndIncompleteDependencies() throws {
        let result = try discover([
            "Tuist/ProjectDescriptionHelpers/Project+Templates.swift": """
            import ProjectDescription

            extension Project {
                public static func module(name: String, targets: [Target]) -> Self {
                    return .init(name: name, targets: targets)
                }
            }
            """,
            "Project.swift": """
            import ProjectDescription

            private final class HomeModule {}

            let project = Project.module(
                name: "Travel",
                targets: [
                    .init(
                        name: String(describing: HomeModule.self),
                        platform: .iOS,
                        product: .framework,
                        bundleId: "com.example.home",
                        sources: ["Home/Sources/**"],
                        dependencies: [.target(name: Unknown.shared.name)]
                    ),
                    .init(name: "Travel", platform: .iOS, product: .app, bundleId: "com.example.travel", sources: ["App/**"]),
                ]
            )
            """,
            "Home/Sources/Home.swift": "",
            "App/AppDelegate.swift": "",
        ])
        #expect(result.modules.map(\.name) == ["HomeModule", "Travel"])
        #expect(try module(result, "HomeModule").dependenciesIncomplete)
        #expect(try !module(result, "Travel").dependenciesIncomplete)
        #expect(try module(result, "Travel").impliedKind == .app)
        #expect(owners(result)["Home/Sources/Home.swift"] == "HomeModule")
    }

    /// `String(describing:)` of a generic helper's type parameter (`T.self`, bound by
    /// `rootModule: Domain.self`) and of an enum case (`module: .HomeFeature`) names the
    /// type and the case, as Swift does (found on Mohanyang, whose every project was skipped).
    @Test func stringDescribingAGenericTypeOrAnEnumCase() throws {
        let result = try discover([
            "Tuist/ProjectDescriptionHelpers/Project+Templates.swift": """
            import ProjectDescription

            public protocol Modulable: CaseIterable {}
            public enum Domain: String, Modulable { case UserService }
            public enum Feature: String, CaseIterable { case HomeFeature, CartFeature }

            extension Project {
                public static func makeRootProject<T: Modulable>(rootModule: T.Type) -> Project {
                    let targetName = String(describing: T.self)
                    return Project(name: targetName, targets: [.target(name: targetName, destinations: .iOS,
                        product: .staticLibrary, bundleId: "x.\\(targetName)", sources: ["Sources/**/*.swift"])])
                }

                public static func makeModule(module: Feature) -> Project {
                    let name = String(describing: module)
                    return Project(name: name, targets: [.target(name: name, destinations: .iOS, product: .staticLibrary,
                        bundleId: "x.\\(name)", sources: ["Sources/**/*.swift"])])
                }
            }
            """,
            "Projects/Domain/Project.swift": "import ProjectDescription\nimport ProjectDescriptionHelpers\nlet project: Project = .makeRootProject(rootModule: Domain.self)\n",
            "Projects/Domain/Sources/Domain.swift": "",
            "Projects/Feature/HomeFeature/Project.swift": "import ProjectDescription\nimport ProjectDescriptionHelpers\nlet project: Project = .makeModule(module: .HomeFeature)\n",
            "Projects/Feature/HomeFeature/Sources/Home.swift": "",
        ])
        #expect(result.modules.map(\.name) == ["Domain", "HomeFeature"])
        #expect(diagnostics(result, "unresolved-manifest-value").isEmpty, "\(diagnostics(result, "unresolved-manifest-value"))")
    }

    /// A helper enum whose cases carry the module (`case feature(Feature)`, µFeature
    /// templates' module paths), read through `switch self` with `case let .x(m as any P)`,
    /// `case .x(let m)` and a nested payload pattern, built as `.feature(.Home)` where the enum
    /// is expected and as `Module.core(.Network)`, a value left out taking its default
    /// (`.shared(name: "Util")`; found on Dotori-iOS, whose 525 files were in no module, and on
    /// Cllog-iOS).
    @Test func enumCasesWithAssociatedValues() throws {
        let result = try discover([
            "Tuist/ProjectDescriptionHelpers/Module.swift": """
            import ProjectDescription

            public protocol TargetNaming { func targetName(_ part: Part) -> String }
            public extension TargetNaming where Self: RawRepresentable, RawValue == String {
                func targetName(_ part: Part) -> String { "\\(rawValue)\\(part.rawValue)" }
            }
            public enum Part: String { case sources = "", interface = "Interface" }

            public enum Module {
                case feature(Feature)
                case core(Core)
                case shared(name: String, withDemo: Bool = false)
            }

            public extension Module {
                enum Feature: String, TargetNaming { case Home, Cart }
                enum Core: String, TargetNaming { case Network }

                func targetName(_ part: Part) -> String {
                    switch self {
                    case let .feature(module as any TargetNaming):
                        return module.targetName(part)
                    case .core(let module):
                        return module.targetName(part)
                    case .shared(name: let name, withDemo: false):
                        return name
                    case .shared(let name, _):
                        return name + "Demo"
                    }
                }

                var folder: String {
                    switch self {
                    case .feature(.Home): "Features/Home"
                    case .feature: "Features/Other"
                    case .core, .shared: "Core"
                    }
                }
            }

            public extension Target {
                static func make(_ module: Module, _ part: Part = .sources, dependencies: [TargetDependency] = []) -> Target {
                    .target(name: module.targetName(part), destinations: .iOS, product: .framework,
                            bundleId: "com.example.\\(module.targetName(part))", sources: ["\\(part == .interface ? "Interface" : "Sources")/**"],
                            dependencies: dependencies)
                }
            }
            """,
            "Features/Home/Project.swift": """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let project = Project(name: Module.feature(.Home).folder, targets: [
                .make(.feature(.Home), .interface),
                .make(.feature(.Home), dependencies: [
                    .target(name: Module.feature(.Home).targetName(.interface)),
                    .project(target: Module.core(.Network).targetName(.interface), path: "../../Core"),
                ]),
            ])
            """,
            "Features/Home/Interface/HomeInterface.swift": "",
            "Features/Home/Sources/Home.swift": "",
            "Core/Project.swift": """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let project = Project(name: "Core", targets: [.make(.core(.Network), .interface), .make(.core(.Network))])
            """,
            "Core/Interface/NetworkInterface.swift": "",
            "Core/Sources/Network.swift": "",
            "Shared/Project.swift": "import ProjectDescription\nimport ProjectDescriptionHelpers\nlet project = Project(name: \"Shared\", targets: [.make(.shared(name: \"Util\"))])\n",
            "Shared/Sources/Util.swift": "",
        ])
        #expect(diagnostics(result, "unresolved-manifest-value").isEmpty, "\(diagnostics(result, "unresolved-manifest-value"))")
        #expect(result.modules.map(\.name) == ["Home", "HomeInterface", "Network", "NetworkInterface", "Util"])
        #expect(try module(result, "Home").declaredDependencies == ["HomeInterface", "NetworkInterface"])
        #expect(owners(result)["Features/Home/Sources/Home.swift"] == "Home")
        #expect(owners(result)["Core/Interface/NetworkInterface.swift"] == "NetworkInterface")
    }

    /// A type nested in a helper type sees its outer types' static members unqualified, as in
    /// Swift: `domainDependency(target:)`, given to `TargetDependency.Domain` by a protocol
    /// extension, called from `struct Payment` nested in it (Tuist_Template's dependency
    /// groups, whose every list was skipped).
    @Test func nestedTypesSeeTheirOuterTypesStaticMembers() throws {
        let result = try discover([
            "Tuist/ProjectDescriptionHelpers/Dependencies.swift": """
            import ProjectDescription

            public protocol DependencyGroup {
                static func domainDependency(target: String) -> TargetDependency
            }

            public extension DependencyGroup {
                static func domainDependency(target: String) -> TargetDependency {
                    .project(target: target, path: .relativeToRoot("Projects/Domains/\\(target)"))
                }
            }

            public extension TargetDependency {
                struct Domain: DependencyGroup {
                    static let folder = "Domains"
                }
            }

            public extension TargetDependency.Domain {
                struct Payment {
                    private static let name = "PaymentDomain"
                    public static let implementation = domainDependency(target: name)
                }
            }
            """,
            "Projects/Domains/PaymentDomain/Project.swift": """
            import ProjectDescription

            let project = Project(name: "PaymentDomain", targets: [
                .target(name: "PaymentDomain", destinations: .iOS, product: .staticFramework, bundleId: "io.shop.payment", sources: ["Sources/**"]),
            ])
            """,
            "Projects/Domains/PaymentDomain/Sources/Payment.swift": "",
            "Projects/Features/Checkout/Project.swift": """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let project = Project(name: "Checkout", targets: [
                .target(name: "Checkout", destinations: .iOS, product: .staticFramework, bundleId: "io.shop.checkout", sources: ["Sources/**"],
                        dependencies: [.Domain.Payment.implementation]),
            ])
            """,
            "Projects/Features/Checkout/Sources/Checkout.swift": "",
        ])
        #expect(diagnostics(result, "unresolved-manifest-value").isEmpty, "\(diagnostics(result, "unresolved-manifest-value"))")
        #expect(try module(result, "Checkout").declaredDependencies == ["PaymentDomain"])
        #expect(try !module(result, "Checkout").dependenciesIncomplete)
    }

    /// A helper's static member calling ProjectDescription's factory without `.` or the type
    /// (keyme's `extension TargetDependency { static let Network = project(target: "Network",
    /// path: .network) }`): the type's own `project(target:path:)`. Before, every project
    /// dependency of the app was lost with an `unresolved-manifest-value` warning.
    @Test func anImplicitSelfCallOfAProjectDescriptionFactoryIsThatFactory() throws {
        let result = try discover([
            "Tuist/ProjectDescriptionHelpers/Dependencies.swift": """
            import ProjectDescription

            public extension TargetDependency {
                static let Network = project(target: "Network", path: .network)
                static var Storage: TargetDependency { project(target: "Storage", path: .relativeToRoot("Projects/Storage")) }
            }

            public extension ProjectDescription.Path {
                static var network: Self { .relativeToRoot("Projects/Network") }
            }
            """,
            "Projects/App/Project.swift": """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let project = Project(name: "App", targets: [
                .target(name: "App", destinations: .iOS, product: .app, bundleId: "io.keys.app", sources: ["Sources/**"],
                        dependencies: [.Network, TargetDependency.Storage]),
            ])
            """,
            "Projects/App/Sources/AppDelegate.swift": "",
        ])
        #expect(diagnostics(result, "unresolved-manifest-value").isEmpty, "\(diagnostics(result, "unresolved-manifest-value"))")
        #expect(try module(result, "App").declaredDependencies == ["Network", "Storage"])
    }

    /// An Xcode project beside a `Project.swift` is Tuist's output: a stale one committed
    /// before the app was renamed (GrowTimer's `WorkCheckListManagement.xcodeproj` beside
    /// target `App`) is no second app compiling the same files (2 false `implicit-dependency`
    /// warnings). A project in another folder stays.
    @Test func anXcodeProjectBesideProjectSwiftIsTuistsOutput() throws {
        func pbxproj(_ target: String, _ file: String) -> String {
            """
            { objects = {
                B1 = {isa = PBXBuildFile; fileRef = F1; };
                F1 = {isa = PBXFileReference; path = \(file); sourceTree = SOURCE_ROOT; };
                P1 = {isa = PBXSourcesBuildPhase; files = (B1); };
                T1 = {isa = PBXNativeTarget; name = \(target); buildPhases = (P1); productType = "com.apple.product-type.application"; };
              }; }
            """
        }
        let result = try discover([
            "Projects/App/Project.swift": """
            import ProjectDescription

            let project = Project(name: "App", targets: [
                .target(name: "App", destinations: .iOS, product: .app, bundleId: "io.timer.app", sources: ["Sources/**"]),
            ])
            """,
            "Projects/App/Sources/AppDelegate.swift": "",
            "Projects/App/OldName.xcodeproj/project.pbxproj": pbxproj("OldName", "Sources/AppDelegate.swift"),
            "Tools/Tools.xcodeproj/project.pbxproj": pbxproj("Linter", "main.swift"),
            "Tools/main.swift": "",
        ])
        #expect(result.modules.map(\.name) == ["App", "Linter"])
    }

    /// A helper's own `extension String` method (`rawValue.capitalizedFirst()`, whose body is
    /// `prefix(1).uppercased() + dropFirst()`) and String's `prefix`/`dropFirst` are evaluated:
    /// NOFFICE's targets were all skipped (388 of 446 files in no module).
    @Test func helperStringExtensionsAndSubstrings() throws {
        let result = try discover([
            "Tuist/ProjectDescriptionHelpers/Module.swift": """
            import ProjectDescription

            public enum Feature: String {
                case profile
                public var name: String { rawValue.capitalizedFirst() }
                public var short: String { String(rawValue.prefix(3)).uppercased() + rawValue.dropFirst(5) + rawValue.suffix(1) + rawValue.dropLast(6) }
            }

            extension String {
                func capitalizedFirst() -> String {
                    prefix(1).uppercased() + dropFirst()
                }
            }
            """,
            "Projects/Profile/Project.swift": """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let project = Project(name: Feature.profile.name, targets: [
                .target(name: Feature.profile.name, destinations: .iOS, product: .staticFramework, bundleId: "io.books.profile", sources: ["Sources/**"]),
                .target(name: Feature.profile.short, destinations: .iOS, product: .staticFramework, bundleId: "io.books.short", sources: ["Short/**"]),
            ])
            """,
            "Projects/Profile/Sources/Profile.swift": "",
            "Projects/Profile/Short/Short.swift": "",
        ])
        #expect(diagnostics(result, "unresolved-manifest-value").isEmpty, "\(diagnostics(result, "unresolved-manifest-value"))")
        #expect(result.modules.map(\.name) == ["PROleep", "Profile"])
    }

    /// A helper's `extension String` computed property (`rawValue.firstUpper`, pokedex-draft's
    /// `capitalizeFirstLetter`) is evaluated as its method form is: 113 of 115 files had been in
    /// no module.
    @Test func helperStringExtensionProperties() throws {
        let result = try discover([
            "Tuist/ProjectDescriptionHelpers/Module.swift": """
            import ProjectDescription

            extension String {
                public var firstUpper: String { prefix(1).capitalized + dropFirst() }
            }

            public enum Feature: String {
                case checkout
                public var name: String { rawValue.firstUpper }
            }
            """,
            "Features/Checkout/Project.swift": """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let project = Project(name: Feature.checkout.name, targets: [
                .target(name: Feature.checkout.name, destinations: .iOS, product: .framework, bundleId: "io.shop.checkout", sources: ["Sources/**"]),
            ])
            """,
            "Features/Checkout/Sources/CheckoutView.swift": "",
        ])
        #expect(diagnostics(result, "unresolved-manifest-value").isEmpty, "\(diagnostics(result, "unresolved-manifest-value"))")
        #expect(result.modules.map(\.name) == ["Checkout"])
    }

    /// A dependency a helper picks by `switch` over a mode read from Tuist's environment
    /// (RevenueCat's `.revenueCat`: the project, or the binary when `TUIST_…` asks for it) is
    /// the default's, as nobody sets the variable for a lint: it had silently vanished (the
    /// mode's `if` on the unknown variable fell through to no value, which no case matched).
    /// So is an unset variable matched by `if case let .string(value) = Environment.x` (no
    /// value, no match). A mode hive-lint cannot read (`ProcessInfo`) makes what the helper
    /// returns unknown, said and skipped, not silently nothing.
    @Test func helperDependenciesChosenByTheEnvironmentsDefault() throws {
        func tree(_ mode: String) -> [String: String] {
            let body = mode.hasPrefix("if case") ? "\(mode) { return value == \"binary\" ? .binary : .source }\n        return .source" : """
                let binaries = \(mode)
                        if binaries {
                            return .binary
                        } else {
                            return .source
                        }
                """
            return [
                "Tuist/ProjectDescriptionHelpers/Dependencies.swift": """
                import ProjectDescription

                public enum LinkMode { case source, binary }

                // Constants called `Environment` inside `Project` only.
                extension Project {
                    enum Environment { static let appName = "Wallet" }
                }

                extension Environment {
                    public static var linkMode: LinkMode {
                        \(body)
                    }
                }

                extension TargetDependency {
                    public static var ledger: TargetDependency {
                        switch Environment.linkMode {
                        case .source: return .project(target: "Ledger", path: .relativeToRoot("Projects/Ledger"))
                        case .binary: return .xcframework(path: .relativeToRoot("Binaries/Ledger.xcframework"))
                        }
                    }
                }
                """,
                "Projects/Wallet/Project.swift": """
                import ProjectDescription
                import ProjectDescriptionHelpers

                let project = Project(name: "Wallet", targets: [
                    .target(name: "Wallet", destinations: .iOS, product: .app, bundleId: "io.wallet", sources: ["Sources/**"], dependencies: [.ledger]),
                ])
                """,
                "Projects/Wallet/Sources/WalletApp.swift": "",
            ]
        }
        for mode in ["Environment.useBinaries.getBoolean(default: false)", "if case let .string(value) = ProjectDescription.Environment.linkBinaries"] {
            let result = try discover(tree(mode))
            #expect(try module(result, "Wallet").declaredDependencies == ["Ledger"], "\(mode)")
            #expect(diagnostics(result, "unresolved-manifest-value").isEmpty, "\(mode): \(diagnostics(result, "unresolved-manifest-value"))")
        }
        let unknown = try discover(tree("ProcessInfo.processInfo.environment[\"LINK_BINARIES\"] != nil"))
        #expect(try module(unknown, "Wallet").declaredDependencies.isEmpty)
        #expect(try module(unknown, "Wallet").dependenciesIncomplete)
        #expect(diagnostics(unknown, "unresolved-manifest-value").count == 1, "\(diagnostics(unknown, "unresolved-manifest-value"))")
    }

    /// Two helper structs of one name nested in different types (`Payment` in
    /// `extension TargetDependency.Domain` and in `extension TargetDependency.Feature`) each see
    /// their own `static let name`: `.Domain.Payment.interface` was `PaymentFeatureInterface`.
    @Test func sameNamedNestedTypesSeeTheirOwnMembers() throws {
        let result = try discover([
            "Tuist/ProjectDescriptionHelpers/Layers.swift": """
            import ProjectDescription

            public extension TargetDependency {
                struct Domain {}
                struct Feature {}
            }

            public extension TargetDependency.Domain {
                struct Payment {
                    private static let name = "PaymentDomain"
                    public static let interface = TargetDependency.project(target: "\\(name)Interface", path: .relativeToRoot("Projects/\\(name)"))
                }
            }

            public extension TargetDependency.Feature {
                struct Payment {
                    private static let name = "PaymentFeature"
                    public static let interface = TargetDependency.project(target: "\\(name)Interface", path: .relativeToRoot("Projects/\\(name)"))
                }
            }
            """,
            "Projects/PaymentDomain/Project.swift": """
            import ProjectDescription

            let project = Project(name: "PaymentDomain", targets: [
                .target(name: "PaymentDomainInterface", destinations: .iOS, product: .framework, bundleId: "io.shop.pd", sources: ["Interface/**"]),
            ])
            """,
            "Projects/PaymentDomain/Interface/Card.swift": "",
            "Projects/PaymentFeature/Project.swift": """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let project = Project(name: "PaymentFeature", targets: [
                .target(name: "PaymentFeatureInterface", destinations: .iOS, product: .framework, bundleId: "io.shop.pf", sources: ["Interface/**"],
                        dependencies: [.Domain.Payment.interface]),
                .target(name: "PaymentFeature", destinations: .iOS, product: .framework, bundleId: "io.shop.pfi", sources: ["Sources/**"],
                        dependencies: [.Feature.Payment.interface, .Domain.Payment.interface]),
            ])
            """,
            "Projects/PaymentFeature/Interface/PaymentFactory.swift": "",
            "Projects/PaymentFeature/Sources/PaymentFactoryImpl.swift": "",
        ])
        #expect(diagnostics(result, "unresolved-manifest-value").isEmpty, "\(diagnostics(result, "unresolved-manifest-value"))")
        #expect(try module(result, "PaymentFeatureInterface").declaredDependencies == ["PaymentDomainInterface"])
        #expect(try module(result, "PaymentFeature").declaredDependencies == ["PaymentDomainInterface", "PaymentFeatureInterface"])
    }

    /// A helper overload of a ProjectDescription function (`project(target:path: ProjectPath)`)
    /// whose body calls `.project(target:path:)` with a `Path` means Tuist's, not itself
    /// (NoWeekend-iOS: every dependency list was skipped after 48 nested calls).
    @Test func aHelperOverloadCallingTuistsOwnFunction() throws {
        let result = try discover([
            "Tuist/ProjectDescriptionHelpers/Dependencies.swift": """
            import ProjectDescription

            public enum ProjectPath: String {
                case shared = "Projects/Shared"
                public var relativePath: Path { .relativeToRoot(rawValue) }
            }

            extension TargetDependency {
                public static func project(target: String, path: ProjectPath) -> TargetDependency {
                    .project(target: target, path: path.relativePath)
                }
                public static func shared(_ name: String) -> TargetDependency { .project(target: name, path: .shared) }
            }
            """,
            "Projects/Shared/Project.swift": """
            import ProjectDescription

            let project = Project(name: "Shared", targets: [
                .target(name: "DesignSystem", destinations: .iOS, product: .framework, bundleId: "io.week.ds", sources: ["DesignSystem/Sources/**"]),
            ])
            """,
            "Projects/Shared/DesignSystem/Sources/Palette.swift": "",
            "Projects/Feature/Project.swift": """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let project = Project(name: "Feature", targets: [
                .target(name: "Home", destinations: .iOS, product: .framework, bundleId: "io.week.home", sources: ["Home/Sources/**"],
                        dependencies: [.shared("DesignSystem")]),
            ])
            """,
            "Projects/Feature/Home/Sources/HomeView.swift": "",
        ])
        #expect(diagnostics(result, "unresolved-manifest-value").isEmpty, "\(diagnostics(result, "unresolved-manifest-value"))")
        #expect(try module(result, "Home").declaredDependencies == ["DesignSystem"])
    }

    /// A helper `Target.target(…)` with ProjectDescription's labels (optional, defaulted)
    /// whose body fills in defaults and calls `Target.target(…)` means Tuist's, not itself
    /// (taptap-ios: every target was skipped after 48 nested calls, and the run found no module).
    @Test func aHelperNamedLikeTuistsTargetFactoryCallingIt() throws {
        let result = try discover([
            "Tuist/ProjectDescriptionHelpers/Target+Templates.swift": """
            import ProjectDescription

            extension Target {
                public static func target(
                    name: String,
                    destinations: Destinations? = nil,
                    product: Product,
                    bundleId: String? = nil,
                    sources: SourceFilesList? = ["Sources/**"],
                    dependencies: [TargetDependency] = [],
                    xcconfig: Path? = nil
                ) -> Target {
                    return Target.target(
                        name: name,
                        destinations: destinations ?? .iOS,
                        product: product,
                        bundleId: bundleId ?? "io.tap." + name,
                        sources: sources,
                        dependencies: dependencies
                    )
                }
            }
            """,
            "Projects/Home/Project.swift": """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let project = Project(name: "Home", targets: [
                .target(name: "Home", product: .staticFramework, dependencies: [.project(target: "Network", path: "../Network")]),
            ])
            """,
            "Projects/Home/Sources/HomeView.swift": "",
            "Projects/Network/Project.swift": """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let project = Project(name: "Network", targets: [.target(name: "Network", product: .framework)])
            """,
            "Projects/Network/Sources/Client.swift": "",
        ])
        #expect(diagnostics(result, "unresolved-manifest-value").isEmpty, "\(diagnostics(result, "unresolved-manifest-value"))")
        #expect(try module(result, "Home").declaredDependencies == ["Network"])
        #expect(result.modules.first { $0.name == "Network" }?.files.map(\.path) == ["Projects/Network/Sources/Client.swift"])
    }

    /// A helper constant named with a keyword in backticks (`` static let `default` ``) is
    /// `.default` where it is used (14th-team5-iOS: every target's sources were unread).
    @Test func backtickedHelperNames() throws {
        let result = try discover([
            "Tuist/ProjectDescriptionHelpers/Module.swift": """
            import ProjectDescription

            extension SourceFilesList { public static let `default`: SourceFilesList = "Sources/**" }

            public struct ModuleOptions {
                var sources: SourceFilesList?
                public init(sources: SourceFilesList? = .default) { self.sources = sources }
            }

            extension Target {
                public static func `module`(_ name: String, options: ModuleOptions = .init()) -> Target {
                    .target(name: name, destinations: .iOS, product: .staticFramework, bundleId: "io.photo.\\(name)", sources: options.sources)
                }
            }
            """,
            "Core/Project.swift": "import ProjectDescription\nimport ProjectDescriptionHelpers\n\nlet project = Project(name: \"Core\", targets: [.module(\"Core\")])\n",
            "Core/Sources/Clock.swift": "",
        ])
        #expect(diagnostics(result, "unresolved-manifest-value").isEmpty, "\(diagnostics(result, "unresolved-manifest-value"))")
        #expect(owners(result)["Core/Sources/Clock.swift"] == "Core")
    }

    /// `.globs` of a `SourceFilesList` written as a string or an array literal: a demo app
    /// compiling the framework's sources and its own (TuistRxTemplate's
    /// `SourceFilesList(globs: sources.globs + demoSource.globs)`).
    @Test func globsOfSourceFilesListLiterals() throws {
        let result = try discover([
            "Tuist/ProjectDescriptionHelpers/Project+Framework.swift": """
            import ProjectDescription

            public extension SourceFilesList {
                static let sources: SourceFilesList = "Sources/**"
            }

            public extension Project {
                static func framework(name: String, sources: SourceFilesList = .sources) -> Project {
                    let demoSource: SourceFilesList = ["Demo/Sources/**"]
                    let demoSources = SourceFilesList(globs: sources.globs + demoSource.globs)
                    return Project(name: name, targets: [
                        Target(name: name, platform: .iOS, product: .framework, bundleId: "io.kit.\\(name)", sources: sources),
                        Target(name: "\\(name)Showcase", platform: .iOS, product: .app, bundleId: "io.kit.\\(name)Showcase", sources: demoSources,
                               dependencies: [.target(name: name)]),
                    ])
                }
            }
            """,
            "CoreKit/Project.swift": "import ProjectDescription\nimport ProjectDescriptionHelpers\n\nlet project = Project.framework(name: \"CoreKit\")\n",
            "CoreKit/Sources/Clock.swift": "",
            "CoreKit/Demo/Sources/AppDelegate.swift": "",
        ])
        #expect(diagnostics(result, "unresolved-manifest-value").isEmpty, "\(diagnostics(result, "unresolved-manifest-value"))")
        #expect(result.modules.map(\.name) == ["CoreKit", "CoreKitShowcase"])
        #expect(owners(result)["CoreKit/Sources/Clock.swift"] == "CoreKit")
        #expect(owners(result)["CoreKit/Demo/Sources/AppDelegate.swift"] == "CoreKitShowcase")
    }

    /// Dependencies grouped as static constants of classes nested in an extension of
    /// `TargetDependency`, written `.Feature.home` (with and without an expected type), also
    /// when the constant is named like its type (`.ThirdPartyLib.ThirdPartyLib`, MemorySeal),
    /// and beside another helper type of the same short name (`ModulePaths.Feature`: the one
    /// nested in a ProjectDescription type is meant).
    @Test func staticConstantsOfNestedHelperTypes() throws {
        let result = try discover([
            "Tuist/ProjectDescriptionHelpers/TargetDependency+.swift": """
            import ProjectDescription

            public extension TargetDependency {
                class Core {
                    public static let networking = TargetDependency.project(target: "Networking", path: .relativeToRoot("Modules/Core/Networking"))
                }

                class Feature {
                    public static let home = TargetDependency.project(target: "Home", path: .relativeToRoot("Modules/Feature/Home"))
                }

                enum ThirdPartyLib {}
            }

            // Another helper type named `Feature` (SMS-iOS's module paths).
            public enum ModulePaths { public enum Feature: String { case home } }

            public extension TargetDependency.ThirdPartyLib {
                static let ThirdPartyLib = TargetDependency.project(target: "ThirdPartyLib", path: .relativeToRoot("Modules/ThirdPartyLib"))
            }
            """,
            "App/Project.swift": """
            import ProjectDescription

            let shared: [TargetDependency] = [.Core.networking]

            let project = Project(
                name: "App",
                targets: [
                    .target(name: "App", destinations: .iOS, product: .app, bundleId: "com.example.app", sources: ["Sources/**"],
                            dependencies: shared + [.Feature.home, .ThirdPartyLib.ThirdPartyLib]),
                ]
            )
            """,
            "App/Sources/AppDelegate.swift": "",
        ])
        #expect(diagnostics(result, "unresolved-manifest-value").isEmpty)
        #expect(try module(result, "App").declaredDependencies == ["Home", "Networking", "ThirdPartyLib"])
    }

    /// A module-paths enum whose name comes from its protocol's extension (`extension
    /// ModulePathProtocol { var name: String { rawValue } }`) and a method a protocol it
    /// inherits gives (`func bundleID(…)`), as a Tuist app's `ModulePaths` helpers have it; a
    /// property the enum declares itself still wins.
    @Test func membersAProtocolExtensionGivesTheHelperEnums() throws {
        let result = try discover([
            "Tuist/ProjectDescriptionHelpers/ModulePaths.swift": """
            import ProjectDescription

            public protocol Identified {}
            public extension Identified where Self: RawRepresentable, Self.RawValue == String {
                func bundleID(_ suffix: String) -> String { "com.example.\\(rawValue.lowercased())\\(suffix)" }
            }

            public protocol ModulePathProtocol: RawRepresentable<String>, Identified {
                var name: String { get }
            }
            public extension ModulePathProtocol {
                var name: String { "\\(self.rawValue)" }
                var appName: String { "ShopApp" }
            }

            public enum Feature: String, ModulePathProtocol {
                case Login = "LoginFeature"
                case Vote = "VoteFeature"
            }
            public enum Core: String {
                case network
            }
            extension Core: ModulePathProtocol {
                public var name: String { "CoreNetwork" }
            }

            extension Target {
                public static func feature(_ module: Feature, dependencies: [TargetDependency] = []) -> Target {
                    .target(name: module.name, destinations: .iOS, product: .framework, bundleId: module.bundleID(""), sources: ["Sources/**"], dependencies: dependencies)
                }
                public static func core(_ module: Core) -> Target {
                    .target(name: module.name, destinations: .iOS, product: .framework, bundleId: module.bundleID(".core"), sources: ["Sources/**"])
                }
            }
            """,
            "Feature/Login/Project.swift": """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let project = Project(name: "Login", targets: [.feature(.Login, dependencies: [.project(target: "VoteFeature", path: "../Vote")])])
            """,
            "Feature/Login/Sources/LoginView.swift": "",
            "Feature/Vote/Project.swift": """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let project = Project(name: Feature.Vote.appName, targets: [.feature(.Vote)])
            """,
            "Feature/Vote/Sources/VoteView.swift": "",
            "Core/Network/Project.swift": "import ProjectDescription\nimport ProjectDescriptionHelpers\n\nlet project = Project(name: \"Core\", targets: [.core(.network)])\n",
            "Core/Network/Sources/Client.swift": "",
        ])
        #expect(diagnostics(result, "unresolved-manifest-value").isEmpty, "\(diagnostics(result, "unresolved-manifest-value"))")
        #expect(result.modules.map(\.name).sorted() == ["CoreNetwork", "LoginFeature", "VoteFeature"])
        #expect(try module(result, "LoginFeature").declaredDependencies == ["VoteFeature"])
    }

    /// `Self` in a protocol extension is the conforming type a member is called on
    /// (AnimatedDrawings' `NetworkStorage.makeProject(…)` for `struct NetworkStorage:
    /// uFeatureModule`): each project is named after its struct, through a static property the
    /// extension gives (read bare and as `Self.moduleName`), a protocol inheriting the one
    /// extended, and a conforming struct declaring its own name, which wins.
    @Test func selfInAProtocolExtensionIsTheConformingType() throws {
        let result = try discover([
            "Tuist/ProjectDescriptionHelpers/FeatureModule.swift": """
            import ProjectDescription

            public protocol FeatureModule {
                static var moduleName: String { get }
            }
            public protocol uFeatureModule: FeatureModule {}

            public extension FeatureModule {
                static var moduleName: String { String(describing: Self.self) }
                static var interface: TargetDependency {
                    .project(target: "\\(Self.moduleName)Interface", path: .relativeToRoot("Features/\\(moduleName)"))
                }

                static func makeProject(dependencies: [TargetDependency] = []) -> Project {
                    Project(name: moduleName, targets: [
                        .target(name: "\\(moduleName)Interface", destinations: .iOS, product: .framework,
                                bundleId: "com.shop.\\(moduleName).interface", sources: ["Interface/**"]),
                        .target(name: Self.moduleName, destinations: .iOS, product: .staticFramework, bundleId: "com.shop.\\(moduleName)",
                                sources: ["Sources/**"], dependencies: [.target(name: "\\(moduleName)Interface")] + dependencies),
                    ])
                }
            }

            public struct Catalog: uFeatureModule {}
            public struct Basket: FeatureModule {
                public static let moduleName = "Cart"
            }
            """,
            "Features/Catalog/Project.swift": """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let project = Catalog.makeProject(dependencies: [Basket.interface])
            """,
            "Features/Catalog/Sources/CatalogScreen.swift": "",
            "Features/Catalog/Interface/CatalogRouting.swift": "",
            "Features/Cart/Project.swift": """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let project = Basket.makeProject()
            """,
            "Features/Cart/Sources/CartStore.swift": "",
            "Features/Cart/Interface/CartService.swift": "",
        ])
        #expect(diagnostics(result, "unresolved-manifest-value").isEmpty, "\(diagnostics(result, "unresolved-manifest-value"))")
        #expect(result.modules.map(\.name).sorted() == ["Cart", "CartInterface", "Catalog", "CatalogInterface"])
        #expect(try module(result, "Catalog").declaredDependencies == ["CartInterface", "CatalogInterface"])
        #expect(try module(result, "Cart").declaredDependencies == ["CartInterface"])
        #expect(result.unownedFiles.isEmpty)
    }

    /// One helper file per target, each with its own `private let targetName`; a dependency
    /// written `ProjectDescriptionHelpers.core`; Tuist 3's `.carthage("X")`; and a helper
    /// hive-lint cannot evaluate, used by two targets, reported once.
    @Test func fileScopedHelperConstantsAndOneReportPerExpression() throws {
        let result = try discover([
            "Tuist/ProjectDescriptionHelpers/Targets/Login.swift": """
            import ProjectDescription

            private let targetName = "Login"

            public let login = Target(name: targetName, platform: .iOS, product: .staticFramework, bundleId: "com.example.login",
                                      sources: "Modules/\\(targetName)/Sources/**", dependencies: [ProjectDescriptionHelpers.core, .carthage("Lottie"), .plugin])
            """,
            "Tuist/ProjectDescriptionHelpers/Targets/Core.swift": """
            import ProjectDescription

            private let targetName = "Core"

            public let core = TargetDependency.target(name: targetName)
            public let coreTarget = Target(name: targetName, platform: .iOS, product: .staticFramework, bundleId: "com.example.core",
                                           sources: "Modules/\\(targetName)/Sources/**", dependencies: [.plugin])
            """,
            "Project.swift": """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let project = Project(name: "App", targets: [login, coreTarget])
            """,
            "Modules/Login/Sources/Login.swift": "",
            "Modules/Core/Sources/Core.swift": "",
        ])
        #expect(owners(result) == ["Modules/Login/Sources/Login.swift": "Login", "Modules/Core/Sources/Core.swift": "Core"])
        #expect(try module(result, "Login").declaredDependencies == ["Core", "Lottie"])
        #expect(diagnostics(result, "unresolved-manifest-value").count == 2)
    }

    @Test func tuist4TargetsWithEveryDependencyForm() throws {
        let result = try discover([
            "Projects/App/Project.swift": """
            import ProjectDescription

            let project = Project(
                name: "Shop",
                targets: [
                    .target(
                        name: "Shop-App",
                        destinations: .iOS,
                        product: .app,
                        bundleId: "com.example.shop",
                        sources: ["Sources/**", "Shared/*.swift"],
                        dependencies: [
                            .target(name: "Widgets"),
                            .project(target: "Checkout", path: "../Checkout"),
                            .project(target: "Search", path: .relativeToRoot("Projects/Search")),
                            .external(name: "Alamofire"),
                            .package(product: "Lottie"),
                            .sdk(name: "StoreKit", type: .framework),
                            .xcframework(path: "../../Vendor/Braintree.xcframework"),
                            .framework(path: .relativeToRoot("Frameworks/Analytics.framework")),
                            .library(path: "Libraries/libCrypto.a", publicHeaders: "Libraries/include", swiftModuleMap: nil),
                            .xctest,
                        ]
                    ),
                    .target(name: "Widgets", destinations: .iOS, product: .appExtension, bundleId: "com.example.shop.widgets", sources: "Widgets/**"),
                    .target(
                        name: "LegacyKit",
                        destinations: .iOS,
                        product: .staticFramework,
                        bundleId: "com.example.shop.legacy",
                        sources: ["Legacy/Classes/**/*.m"],
                        headers: .headers(public: "Legacy/Public/**", project: .list([.glob("Legacy/Classes/**/*.h")]))
                    ),
                ]
            )
            """,
            "Projects/App/Sources/ShopApp.swift": "",
            "Projects/App/Shared/Formatting.swift": "",
            "Projects/App/Shared/Deep/NotMatched.swift": "",
            "Projects/App/Widgets/Widget.swift": "",
            "Projects/App/Legacy/Public/LGCKit.h": "",
            "Projects/App/Legacy/Classes/LGCCache.h": "",
            "Projects/App/Legacy/Classes/LGCCache.m": "",
        ])
        let app = try module(result, "Shop-App")
        #expect(app.declaredDependencies == ["Alamofire", "Analytics", "Braintree", "Checkout", "Crypto", "Lottie", "Search", "Widgets"])
        #expect(app.importNames == ["Shop-App", "Shop_App"])
        // Two source folders: the module's path is the project's folder.
        #expect(app.path == "Projects/App")
        #expect(try module(result, "Widgets").impliedKind == .app)
        let owner = owners(result)
        #expect(owner["Projects/App/Shared/Formatting.swift"] == "Shop-App")
        #expect(owner["Projects/App/Shared/Deep/NotMatched.swift"] == nil)
        #expect(owner["Projects/App/Widgets/Widget.swift"] == "Widgets")
        #expect(owner["Projects/App/Legacy/Public/LGCKit.h"] == "LegacyKit")
        #expect(owner["Projects/App/Legacy/Classes/LGCCache.h"] == "LegacyKit")
        #expect(try module(result, "LegacyKit").claims == [
            .glob("Projects/App/Legacy/Classes/**/*.m"), .glob("Projects/App/Legacy/Public/**"), .glob("Projects/App/Legacy/Classes/**/*.h"),
        ])
        #expect(diagnostics(result, "unresolved-manifest-value").isEmpty)
    }

    @Test func productsImplyKinds() throws {
        let products: [(String, ModuleKind?)] = [
            ("app", .app), ("appExtension", .app), ("appClip", .app), ("watch2App", .app), ("watch2Extension", .app),
            ("messagesExtension", .app), ("unitTests", .test), ("uiTests", .test), ("framework", nil),
            ("staticFramework", nil), ("staticLibrary", nil), ("dynamicLibrary", nil), ("bundle", nil), ("macro", nil),
        ]
        let targets = products.map { product, _ in
            ".target(name: \"T_\(product)\", destinations: .iOS, product: .\(product), bundleId: \"b\", sources: [\"\(product)/**\"])"
        }
        let result = try discover([
            "Project.swift": "import ProjectDescription\nlet project = Project(name: \"P\", targets: [\n\(targets.joined(separator: ",\n"))\n])\n",
        ])
        for (product, kind) in products {
            let declaration = try module(result, "T_\(product)")
            #expect(declaration.impliedKind == kind, "\(product)")
            #expect(declaration.impliedKindReason == kind.map { _ in "Tuist \(product) target in Project.swift" }, "\(product)")
        }
    }

    /// Tuist's folder written `tuist/` holds the helpers all the same (the Mac's file system
    /// ignores case; olvid: 47 projects skipped, 1,365 of 2,044 files in no module).
    @Test func aLowercaseTuistFolderHoldsTheHelpers() throws {
        var files = Dictionary(uniqueKeysWithValues: Self.helpers.map { ("tuist/" + $0.key.dropFirst("Tuist/".count), $0.value) })
        files["tuist/Config.swift"] = "import ProjectDescription\n\nlet config = Config()\n"
        files["Projects/Core/Networking/Project.swift"] = """
        import ProjectDescription
        import ProjectDescriptionHelpers

        let project = Project.makeModule(name: Core.networking.rawValue, hasTests: false)
        """
        files["Projects/Core/Networking/Sources/Client.swift"] = ""
        let result = try discover(files)
        #expect(result.modules.map(\.name) == ["Networking"])
        #expect(diagnostics(result, "unresolved-manifest-value").isEmpty)
    }

    @Test func helpersWithDefaultArgumentsInterpolationAndEnumRawValues() throws {
        var files = Self.helpers
        files["Projects/Features/Feed/Project.swift"] = """
        import ProjectDescription
        import ProjectDescriptionHelpers

        let project = Project.makeModule(
            name: Feature.feed.targetName,
            product: .framework,
            dependencies: [.feature(.home), .feature(.profile), .core(.networking), .core(.ui), .analytics]
        )
        """
        files["Projects/Core/Networking/Project.swift"] = """
        import ProjectDescription
        import ProjectDescriptionHelpers

        let project = Project.makeModule(name: Core.networking.rawValue, hasTests: false)
        """
        files["Projects/Features/Feed/Sources/FeedView.swift"] = ""
        files["Projects/Features/Feed/Tests/FeedTests.swift"] = ""
        files["Projects/Core/Networking/Sources/Client.swift"] = ""
        files["Projects/Core/Networking/Tests/ClientTests.swift"] = ""
        let result = try discover(files)
        #expect(result.modules.map(\.name) == ["FeedFeature", "FeedFeatureTests", "Networking"])
        let feed = try module(result, "FeedFeature")
        #expect(feed.declaredDependencies == ["DesignKit", "FirebaseAnalytics", "HomeFeature", "Networking", "ProfileFeature"])
        #expect(feed.impliedKind == nil)
        #expect(feed.path == "Projects/Features/Feed/Sources")
        #expect(feed.origin.file == "Projects/Features/Feed/Project.swift")
        let tests = try module(result, "FeedFeatureTests")
        #expect(tests.impliedKind == .test)
        #expect(tests.declaredDependencies == ["FeedFeature"])
        let owner = owners(result)
        #expect(owner["Projects/Features/Feed/Sources/FeedView.swift"] == "FeedFeature")
        #expect(owner["Projects/Features/Feed/Tests/FeedTests.swift"] == "FeedFeatureTests")
        #expect(owner["Projects/Core/Networking/Sources/Client.swift"] == "Networking")
        // `hasTests: false`: no NetworkingTests target, its folder is nobody's.
        #expect(result.unownedFiles.map(\.path) == ["Projects/Core/Networking/Tests/ClientTests.swift"])
        #expect(diagnostics(result, "unresolved-manifest-value").isEmpty)
    }

    @Test func freeFunctionsLocalFunctionsAndConditions() throws {
        let result = try discover([
            "Tuist/ProjectDescriptionHelpers/Targets.swift": """
            import ProjectDescription

            public let prefix = "com.example"

            public func framework(_ name: String, path folder: String? = nil, demo: Bool = false) -> [Target] {
                var root = name
                if let folder { root = folder }
                var targets = [Target.target(name: name, destinations: .iOS, product: .framework, bundleId: "\\(prefix).\\(name)", sources: ["\\(root)/Sources/**"])]
                guard !demo else {
                    return targets + [.target(name: name + "Demo", destinations: .iOS, product: .app, bundleId: "d", sources: ["\\(root)/Demo/**"])]
                }
                targets += []
                return targets
            }
            """,
            "Project.swift": """
            import ProjectDescription
            import ProjectDescriptionHelpers

            func kit(_ name: String) -> Target {
                .target(name: "\\(name)Kit", destinations: .iOS, product: .staticLibrary, bundleId: "\\(prefix).kit", sources: "Kits/\\(name)/**")
            }

            let useLegacy = false
            let project = Project(
                name: "Modules",
                targets: framework("Payments", path: "Modules/Payments", demo: true)
                    + framework("Orders")
                    + [kit("Theme"), useLegacy ? kit("Legacy") : kit("Modern")]
            )
            """,
            "Modules/Payments/Sources/Pay.swift": "",
            "Modules/Payments/Demo/DemoApp.swift": "",
            "Orders/Sources/Order.swift": "",
            "Kits/Theme/Colors.swift": "",
            "Kits/Modern/Layout.swift": "",
        ])
        #expect(result.modules.map(\.name) == ["ModernKit", "Orders", "Payments", "PaymentsDemo", "ThemeKit"])
        #expect(try module(result, "PaymentsDemo").impliedKind == .app)
        #expect(result.unownedFiles.isEmpty)
        #expect(diagnostics(result, "unresolved-manifest-value").isEmpty)
    }

    @Test func theExpectedTypeChoosesBetweenHelpersOfTheSameName() throws {
        let result = try discover([
            "Tuist/ProjectDescriptionHelpers/Features.swift": """
            import ProjectDescription

            public enum Feature: String {
                case orders, payments
            }

            extension Target {
                public static func feature(_ feature: Feature, dependencies: [TargetDependency] = []) -> Target {
                    .target(
                        name: feature.rawValue.capitalized,
                        destinations: .iOS,
                        product: .staticFramework,
                        bundleId: "com.example.\\(feature)",
                        sources: ["Features/\\(feature.rawValue.capitalized)/**"],
                        dependencies: dependencies
                    )
                }

                public static let analytics: Target = .target(name: "AnalyticsKit", destinations: .iOS, product: .framework, bundleId: "a", sources: "Analytics/**")
            }

            extension TargetDependency {
                /// Features depend on each other's interfaces only.
                public static func feature(_ feature: Feature) -> TargetDependency {
                    .target(name: "\\(feature.rawValue.capitalized)Interface")
                }

                public static let analytics: TargetDependency = .target(name: "AnalyticsKit")
            }
            """,
            "Project.swift": """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let project = Project(name: "Shop", targets: [
                .feature(.orders, dependencies: [.feature(.payments), .analytics]),
                .feature(.payments),
                .analytics,
            ])
            """,
        ])
        #expect(result.modules.map(\.name) == ["AnalyticsKit", "Orders", "Payments"])
        #expect(try module(result, "Orders").declaredDependencies == ["AnalyticsKit", "PaymentsInterface"])
        #expect(try module(result, "Orders").claims == [.glob("Features/Orders/**")])
        #expect(diagnostics(result, "unresolved-manifest-value").isEmpty)
    }

    @Test func helperStructsWithComputedPropertiesAndMethods() throws {
        let result = try discover([
            "Tuist/ProjectDescriptionHelpers/Module.swift": """
            import ProjectDescription

            public struct Module {
                public let name: String
                public var layer = "Features"

                public var path: String { "Modules/\\(layer)/\\(name)" }

                public func target(dependencies: [TargetDependency] = []) -> Target {
                    .target(name: name, destinations: .iOS, product: .staticFramework, bundleId: "com.example.\\(name.lowercased())",
                            sources: ["\\(path)/Sources/**"], dependencies: dependencies)
                }
            }
            """,
            "Project.swift": """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let orders = Module(name: "Orders")
            let logging = Module(name: "Logging", layer: "Core")
            let project = Project(name: "Shop", targets: [
                orders.target(dependencies: [.target(name: logging.name)]),
                logging.target(),
            ])
            """,
            "Modules/Features/Orders/Sources/Orders.swift": "",
            "Modules/Core/Logging/Sources/Log.swift": "",
        ])
        #expect(result.modules.map(\.name) == ["Logging", "Orders"])
        #expect(try module(result, "Orders").declaredDependencies == ["Logging"])
        #expect(try module(result, "Logging").path == "Modules/Core/Logging/Sources")
        #expect(result.unownedFiles.isEmpty)
        #expect(diagnostics(result, "unresolved-manifest-value").isEmpty)
    }

    @Test func globExcludingPathsAndLiteralFolders() throws {
        let result = try discover([
            "Modules/Profile/Project.swift": """
            import ProjectDescription

            let project = Project(
                name: "Profile",
                targets: [
                    .target(
                        name: "ProfileFeature",
                        destinations: .iOS,
                        product: .staticFramework,
                        bundleId: "com.example.profile",
                        sources: [
                            .glob("Sources/**", excluding: ["Sources/Legacy/**", "Sources/Debug"]),
                            .glob(.relativeToManifest("Generated/*.swift")),
                        ]
                    ),
                    .target(
                        name: "ProfileFeatureTests",
                        destinations: .iOS,
                        product: .unitTests,
                        bundleId: "com.example.profile.tests",
                        sources: .paths(["Tests", "Fixtures/Stub.swift"])
                    ),
                ]
            )
            """,
            "Modules/Profile/Sources/ProfileView.swift": "",
            "Modules/Profile/Sources/Legacy/OldProfile.swift": "",
            "Modules/Profile/Sources/Debug/DebugMenu.swift": "",
            "Modules/Profile/Generated/Strings.swift": "",
            "Modules/Profile/Tests/Deep/ProfileTests.swift": "",
            "Modules/Profile/Fixtures/Stub.swift": "",
            "Modules/Profile/Fixtures/Other.swift": "",
        ])
        let feature = try module(result, "ProfileFeature")
        #expect(feature.claims == [
            .glob("Modules/Profile/Sources/**", excluding: ["Modules/Profile/Sources/Legacy/**", "Modules/Profile/Sources/Debug", "Modules/Profile/Sources/Debug/**"]),
            .glob("Modules/Profile/Generated/*.swift"),
        ])
        #expect(feature.path == "Modules/Profile")
        let tests = try module(result, "ProfileFeatureTests")
        #expect(tests.claims == [.directory("Modules/Profile/Tests"), .file("Modules/Profile/Fixtures/Stub.swift")])
        let owner = owners(result)
        #expect(owner["Modules/Profile/Sources/ProfileView.swift"] == "ProfileFeature")
        #expect(owner["Modules/Profile/Generated/Strings.swift"] == "ProfileFeature")
        #expect(owner["Modules/Profile/Tests/Deep/ProfileTests.swift"] == "ProfileFeatureTests")
        #expect(owner["Modules/Profile/Fixtures/Stub.swift"] == "ProfileFeatureTests")
        #expect(result.unownedFiles.map(\.path) == [
            "Modules/Profile/Fixtures/Other.swift", "Modules/Profile/Sources/Debug/DebugMenu.swift",
            "Modules/Profile/Sources/Legacy/OldProfile.swift",
        ])
    }

    @Test func derivedSourcesBelongToTheTargetAfterThePlus() throws {
        let result = try discover([
            "Feed/Project.swift": """
            import ProjectDescription

            let project = Project(name: "Feed", targets: [
                .target(name: "Feed", destinations: .iOS, product: .staticFramework, bundleId: "f", sources: ["Sources/**"], resources: ["Resources/**"]),
                .target(name: "feed-widgets", destinations: .iOS, product: .appExtension, bundleId: "w", sources: ["Widgets/**"]),
            ])
            """,
            "Feed/Sources/FeedView.swift": "",
            "Feed/Widgets/Widget.swift": "",
            "Feed/Derived/Sources/TuistBundle+Feed.swift": "",
            "Feed/Derived/Sources/TuistAssets+Feed.swift": "",
            "Feed/Derived/Sources/TuistStrings+Feed.swift": "",
            "Feed/Derived/Sources/TuistBundle+FeedWidgets.swift": "",
            "Feed/Derived/Sources/TuistBundle+Gone.swift": "",
            "Feed/Derived/Sources/Helpers.swift": "",
        ])
        let owner = owners(result)
        #expect(owner["Feed/Derived/Sources/TuistBundle+Feed.swift"] == "Feed")
        #expect(owner["Feed/Derived/Sources/TuistAssets+Feed.swift"] == "Feed")
        #expect(owner["Feed/Derived/Sources/TuistStrings+Feed.swift"] == "Feed")
        #expect(owner["Feed/Derived/Sources/TuistBundle+FeedWidgets.swift"] == "feed-widgets")
        #expect(result.unownedFiles.map(\.path) == ["Feed/Derived/Sources/Helpers.swift", "Feed/Derived/Sources/TuistBundle+Gone.swift"])
        // The module's folder comes from its sources, not from Derived/.
        #expect(try module(result, "Feed").path == "Feed/Sources")
    }

    @Test func unresolvableExpressionsAreReportedAndTheRestIsDeclared() throws {
        var files = Self.helpers
        files["Projects/Features/Search/Project.swift"] = """
        import ProjectDescription
        import ProjectDescriptionHelpers

        let project = Project(name: "Search", targets: [
            .target(name: "SearchFeature", destinations: .iOS, product: .staticFramework, bundleId: "s", sources: ["Sources/**"],
                    dependencies: [.core(.networking)] + externalDependencies(for: "Search")),
        ] + Environment.searchTargets)
        """
        files["Projects/Features/Legacy/Project.swift"] = """
        import ProjectDescription
        import ProjectDescriptionHelpers

        let project = Project.legacyModule(name: "Legacy")
        """
        files["Projects/Features/Mixed/Project.swift"] = """
        import ProjectDescription

        let name = ProcessInfo.processInfo.environment["MIXED_NAME"] ?? "Mixed"
        let project = Project(name: "Mixed", targets: [
            .target(name: name, destinations: .iOS, product: .framework, bundleId: "m", sources: ["Sources/**"]),
            .target(name: "MixedKit", destinations: .iOS, product: .framework, bundleId: "m", sources: makeSources()),
        ])
        """
        files["Projects/Features/Search/Sources/SearchView.swift"] = ""
        let result = try discover(files)
        #expect(result.modules.map(\.name) == ["MixedKit", "SearchFeature"])
        #expect(try module(result, "SearchFeature").declaredDependencies == ["Networking"])
        #expect(try module(result, "MixedKit").claims.isEmpty)
        #expect(diagnostics(result, "unresolved-manifest-value") == [
            "Projects/Features/Legacy/Project.swift:4:15: cannot evaluate Project.legacyModule(name: \"Legacy\") statically; the project is skipped",
            "Projects/Features/Mixed/Project.swift:3:12: cannot evaluate ProcessInfo.processInfo.environment[\"MIXED_NAME\"] statically; the target is skipped",
            "Projects/Features/Mixed/Project.swift:6:96: cannot evaluate makeSources() statically; sources of MixedKit from it are skipped",
            "Projects/Features/Search/Project.swift:6:50: cannot evaluate externalDependencies(for: \"Search\") statically; dependencies of SearchFeature from it are skipped",
            "Projects/Features/Search/Project.swift:7:5: cannot evaluate Environment.searchTargets statically; targets from it are skipped",
        ])
    }

    @Test func loopsOverKnownArraysRunAndOthersSpoilWhatTheyChange() throws {
        let result = try discover([
            "Project.swift": """
            import ProjectDescription

            let names = ["Orders", "Payments"]
            var targets: [Target] = [
                .target(name: "Core", destinations: .iOS, product: .framework, bundleId: "c", sources: ["Core/**"]),
            ]
            for name in names {
                targets.append(.target(name: name, destinations: .iOS, product: .framework, bundleId: "x", sources: ["\\(name)/**"]))
            }
            var index = 0
            while index < 2 {
                targets.append(.target(name: "Generated\\(index)", destinations: .iOS, product: .framework, bundleId: "g", sources: ["G/**"]))
                index += 1
            }
            let project = Project(name: "Loop", targets: targets)
            """,
            "Core/Core.swift": "",
            "Orders/Order.swift": "",
            "Payments/Pay.swift": "",
        ])
        #expect(result.modules.map(\.name) == ["Core", "Orders", "Payments"])
        #expect(diagnostics(result, "unresolved-manifest-value") == [
            "Project.swift:11:1: cannot evaluate while index < 2 { … } statically; targets from it are skipped",
        ])
    }

    /// The shape of the `tuist init` template: targets built by private static helpers,
    /// dependency lists made with `map` and `flatMap`.
    @Test func mapAndFlatMapWithClosures() throws {
        let result = try discover([
            "Tuist/ProjectDescriptionHelpers/Project+Templates.swift": """
            import ProjectDescription

            extension Project {
                public static func app(name: String, destinations: Destinations, additionalTargets: [String]) -> Project {
                    var targets = makeAppTargets(name: name, destinations: destinations, dependencies: additionalTargets.map { TargetDependency.target(name: $0) })
                    targets += additionalTargets.flatMap({ makeFrameworkTargets(name: $0, destinations: destinations) })
                    return Project(name: name, organizationName: "example.com", targets: targets)
                }

                private static func makeFrameworkTargets(name: String, destinations: Destinations) -> [Target] {
                    let sources: Target = .target(name: name, destinations: destinations, product: .framework, bundleId: "com.example.\\(name)",
                                                  sources: ["Targets/\\(name)/Sources/**"])
                    let tests: Target = .target(name: "\\(name)Tests", destinations: destinations, product: .unitTests, bundleId: "com.example.\\(name)Tests",
                                                sources: ["Targets/\\(name)/Tests/**"], dependencies: [.target(name: name)])
                    return [sources, tests]
                }

                private static func makeAppTargets(name: String, destinations: Destinations, dependencies: [TargetDependency]) -> [Target] {
                    let main: Target = .target(name: name, destinations: destinations, product: .app, bundleId: "com.example.\\(name)",
                                               sources: ["Targets/\\(name)/Sources/**"], dependencies: dependencies)
                    return [main]
                }
            }

            public enum Layer: String, CaseIterable {
                case core = "Core", ui = "UI", legacy = "Legacy"
            }
            """,
            "Project.swift": """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let kits = Layer.allCases.filter { $0 != .legacy }.map { layer in "Notes\\(layer.rawValue)Kit" }
            let project = Project.app(name: "Notes", destinations: .iOS, additionalTargets: kits)
            """,
            "Targets/Notes/Sources/NotesApp.swift": "",
            "Targets/NotesCoreKit/Sources/Store.swift": "",
            "Targets/NotesUIKit/Tests/ViewTests.swift": "",
        ])
        #expect(result.modules.map(\.name) == ["Notes", "NotesCoreKit", "NotesCoreKitTests", "NotesUIKit", "NotesUIKitTests"])
        #expect(try module(result, "Notes").declaredDependencies == ["NotesCoreKit", "NotesUIKit"])
        #expect(result.unownedFiles.isEmpty)
        #expect(diagnostics(result, "unresolved-manifest-value").isEmpty)
    }

    /// Optional targets a template makes under `if` (`var tests: Target?`, set when the module
    /// has tests), gathered with `compactMap { $0 }`: a `var` of an optional type declared
    /// without a value is `nil` (Why-Not-SwiftUI: 6 of 8 modules were skipped).
    @Test func optionalVariablesDeclaredWithoutAValueAreNil() throws {
        let result = try discover([
            "Tuist/ProjectDescriptionHelpers/Project+Templates.swift": """
            import ProjectDescription

            extension Project {
                public static func app(name: String, features: [(String, Bool)]) -> Project {
                    let app: Target = .target(name: name, destinations: .iOS, product: .app, bundleId: "com.example.\\(name)",
                                              sources: ["Targets/\\(name)/Sources/**"], dependencies: features.map { .target(name: $0.0) })
                    return Project(name: name, targets: [app] + features.flatMap { makeTargets(name: $0.0, tested: $0.1) })
                }

                private static func makeTargets(name: String, tested: Bool) -> [Target] {
                    let sources: Target = .target(name: name, destinations: .iOS, product: .framework, bundleId: "com.example.\\(name)",
                                                  sources: ["Targets/\\(name)/Sources/**"])
                    var tests: Target?
                    if tested {
                        tests = .target(name: "\\(name)Tests", destinations: .iOS, product: .unitTests, bundleId: "com.example.\\(name)Tests",
                                        sources: ["Targets/\\(name)/Tests/**"], dependencies: [.target(name: name)])
                    }
                    return [sources, tests].compactMap { $0 }
                }
            }
            """,
            "Project.swift": """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let project = Project.app(name: "Journal", features: [("Feed", true), ("Profile", false)])
            """,
            "Targets/Journal/Sources/JournalApp.swift": "",
            "Targets/Feed/Sources/FeedView.swift": "",
            "Targets/Feed/Tests/FeedTests.swift": "",
            "Targets/Profile/Sources/ProfileView.swift": "",
        ])
        #expect(result.modules.map(\.name) == ["Feed", "FeedTests", "Journal", "Profile"])
        #expect(result.unownedFiles.isEmpty)
        #expect(diagnostics(result, "unresolved-manifest-value").isEmpty)
    }

    /// The microfeatures template: which targets a feature gets is a `Set` of a helper enum's
    /// cases, tested with `contains` (the default, or `Set([...])` at the call).
    @Test func targetSetsTestedWithContains() throws {
        let result = try discover([
            "Tuist/ProjectDescriptionHelpers/Project+Templates.swift": """
            import ProjectDescription

            public enum FeatureTarget {
                case framework, tests, examples
            }

            extension Target {
                public static func makeFrameworkTargets(name: String, dependencies: [String] = [],
                                                        targets: Set<FeatureTarget> = Set([.framework, .tests, .examples])) -> [Target] {
                    var projectTargets: [Target] = []
                    if targets.contains(.framework) {
                        projectTargets.append(Target(name: name, platform: .iOS, product: .framework, bundleId: "io.example.\\(name)",
                                                     sources: ["Projects/\\(name)/Sources/**/*.swift"],
                                                     dependencies: dependencies.map { .target(name: $0) }))
                    }
                    if targets.contains(.tests) {
                        projectTargets.append(Target(name: "\\(name)Tests", platform: .iOS, product: .unitTests, bundleId: "io.example.\\(name)Tests",
                                                     sources: ["Projects/\\(name)/Tests/**/*.swift"], dependencies: [.target(name: name)]))
                    }
                    if !targets.contains(FeatureTarget.examples) { return projectTargets }
                    projectTargets.append(Target(name: "\\(name)Example", platform: .iOS, product: .app, bundleId: "io.example.\\(name)Example",
                                                 sources: ["Projects/\\(name)/Examples/**/*.swift"], dependencies: [.target(name: name)]))
                    return projectTargets
                }
            }
            """,
            "Project.swift": """
            import ProjectDescription
            import ProjectDescriptionHelpers

            func targets() -> [Target] {
                var targets: [Target] = []
                targets += Target.makeFrameworkTargets(name: "Testing", targets: Set([.framework]))
                targets += Target.makeFrameworkTargets(name: "Core", targets: [.framework, .tests, .framework])
                targets += Target.makeFrameworkTargets(name: "Home", dependencies: ["Core"])
                return targets
            }

            let project = Project(name: "Features", targets: targets())
            """,
            "Setup.swift": """
            import ProjectDescription

            let setup = Setup([.homebrew(packages: ["swiftlint"])])
            """,
            "Projects/Testing/Sources/Stubs.swift": "",
            "Projects/Testing/Tests/StubsTests.swift": "",
            "Projects/Core/Sources/Core.swift": "",
            "Projects/Core/Tests/CoreTests.swift": "",
            "Projects/Core/Examples/AppDelegate.swift": "",
            "Projects/Home/Sources/Home.swift": "",
            "Projects/Home/Examples/AppDelegate.swift": "",
        ])
        #expect(result.modules.map(\.name) == ["Core", "CoreTests", "Home", "HomeExample", "HomeTests", "Testing"])
        #expect(try module(result, "Home").declaredDependencies == ["Core"])
        // Targets the sets leave out own nothing; Tuist's `Setup.swift` is a manifest, not code.
        #expect(result.unownedFiles.map(\.path) == ["Projects/Core/Examples/AppDelegate.swift", "Projects/Testing/Tests/StubsTests.swift"])
        #expect(diagnostics(result, "unresolved-manifest-value").isEmpty)
    }

    /// One enum case per module, its target a computed property, the project's targets
    /// `allCases.map(\.target)` (the key path, with or without its root type).
    @Test func moduleEnumsMappedByKeyPath() throws {
        let result = try discover([
            "Tuist/ProjectDescriptionHelpers/CoreModule.swift": """
            import ProjectDescription

            enum CoreModule: String, CaseIterable {
                case FileCache
                case HTTPClient
            }

            extension CoreModule {
                var target: Target {
                    switch self {
                    case .FileCache:
                        .target(name: rawValue, destinations: .iOS, product: .framework, bundleId: "com.example.\\(rawValue)", sources: "\\(rawValue)/**")
                    case .HTTPClient:
                        .target(name: rawValue, destinations: .iOS, product: .framework, bundleId: "com.example.\\(rawValue)", sources: "\\(rawValue)/**",
                                dependencies: [.target(name: CoreModule.FileCache.rawValue)])
                    }
                }
            }

            enum FeatureModule: String, CaseIterable {
                case Movies, Watchlist

                var target: Target {
                    .target(name: rawValue, destinations: .iOS, product: .framework, bundleId: "com.example.\\(rawValue)", sources: "\\(rawValue)/**")
                }
            }

            public enum ProjectName: String, CaseIterable {
                case Core, Features

                public var project: Project {
                    switch self {
                    case .Core: Project(name: rawValue, targets: CoreModule.allCases.map(\\.target))
                    case .Features: Project(name: rawValue, targets: FeatureModule.allCases.map(\\FeatureModule.target))
                    }
                }
            }
            """,
            "Projects/Core/Project.swift": """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let project = ProjectName.Core.project
            """,
            "Projects/Features/Project.swift": """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let project = ProjectName.Features.project
            """,
            "Projects/Core/FileCache/Cache.swift": "",
            "Projects/Core/HTTPClient/Client.swift": "",
            "Projects/Features/Movies/MoviesView.swift": "",
            "Projects/Features/Watchlist/WatchlistView.swift": "",
        ])
        #expect(result.modules.map(\.name) == ["FileCache", "HTTPClient", "Movies", "Watchlist"])
        #expect(try module(result, "HTTPClient").declaredDependencies == ["FileCache"])
        #expect(result.unownedFiles.isEmpty)
        #expect(diagnostics(result, "unresolved-manifest-value").isEmpty)
    }

    /// Target names passed as a labeled tuple, a list built by a closure called in place, and
    /// helpers that live in a local plugin (`Plugins/<Name>/ProjectDescriptionHelpers`), which
    /// manifests import by the plugin's name.
    @Test func tuplesClosuresCalledInPlaceAndLocalPluginHelpers() throws {
        let result = try discover([
            "Tuist/ProjectDescriptionHelpers/Project+Templates.swift": """
            import ProjectDescription
            import UtilityPlugin

            extension Project {
                public static func app(name: String, modules: (UI: String, Network: String)) -> Project {
                    let base: [TargetDependency] = [.target(name: modules.UI), .target(name: modules.1)]
                    let appDependencies: [TargetDependency] = {
                        var dependencies = base
                        dependencies.append(.Shared.logging)
                        return dependencies
                    }()
                    return Project(name: name, targets: [
                        .target(name: name, destinations: .iOS, product: .app, bundleId: "com.example.app", sources: ["Targets/\\(name)/**"],
                                dependencies: appDependencies),
                        .target(name: modules.UI, destinations: .iOS, product: .framework, bundleId: "com.example.ui", sources: ["Targets/\\(modules.UI)/**"]),
                        .target(name: modules.Network, destinations: .iOS, product: .framework, bundleId: "com.example.net",
                                sources: ["Targets/\\(modules.Network)/**"]),
                    ])
                }
            }
            """,
            "Plugins/UtilityPlugin/Plugin.swift": """
            import ProjectDescription

            let plugin = Plugin(name: "UtilityPlugin")
            """,
            "Plugins/UtilityPlugin/ProjectDescriptionHelpers/Dependency+Shared.swift": """
            import ProjectDescription

            extension TargetDependency {
                public struct Shared {}
            }

            public extension TargetDependency.Shared {
                static let logging = TargetDependency.project(target: "Logging", path: .relativeToRoot("Shared/Logging"))
            }
            """,
            "Project.swift": """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let project = Project.app(name: "Bear", modules: (UI: "BearUI", Network: "BearNetwork"))
            """,
            "Shared/Logging/Project.swift": """
            import ProjectDescription
            import UtilityPlugin

            let project = Project(name: "Logging", targets: [
                .target(name: "Logging", destinations: .iOS, product: .framework, bundleId: "com.example.log", sources: ["Sources/**"]),
            ])
            """,
            "Targets/Bear/App.swift": "",
            "Targets/BearUI/Button.swift": "",
            "Targets/BearNetwork/Client.swift": "",
            "Shared/Logging/Sources/Log.swift": "",
        ])
        #expect(result.modules.map(\.name) == ["Bear", "BearNetwork", "BearUI", "Logging"])
        #expect(try module(result, "Bear").declaredDependencies == ["BearNetwork", "BearUI", "Logging"])
        #expect(result.unownedFiles.isEmpty)
        #expect(diagnostics(result, "unresolved-manifest-value").isEmpty)
    }

    /// `typealias Dep = TargetDependency` in a plugin: members of `extension Dep` and of a type
    /// nested in it are `TargetDependency`'s, and `Dep.project(…)` is ProjectDescription's;
    /// `targets.contains(where:)` over a helper enum's cases.
    @Test func typeAliasesOfProjectDescriptionTypesAndContainsWhere() throws {
        let result = try discover([
            "Tuist/Plugins/DependencyPlugin/Plugin.swift": """
            import ProjectDescription

            let dependencyPlugin = Plugin(name: "DependencyPlugin")
            """,
            "Tuist/Plugins/DependencyPlugin/ProjectDescriptionHelpers/Dependency+Project.swift": """
            import ProjectDescription

            public typealias Dep = TargetDependency

            public extension Dep {
                struct Modules {}
                static let core = Dep.project(target: "Core", path: .relativeToRoot("Projects/Core"))
            }

            public extension Dep.Modules {
                static let designKit = Dep.project(target: "DesignKit", path: .relativeToRoot("Projects/Modules/DesignKit"))
            }
            """,
            "Tuist/ProjectDescriptionHelpers/Project+Templates.swift": """
            import ProjectDescription

            public enum FeatureTarget {
                case app, staticFramework, unitTest

                public var hasFramework: Bool {
                    switch self {
                    case .staticFramework: return true
                    default: return false
                    }
                }
            }

            public extension Project {
                static func makeModule(name: String, targets: Set<FeatureTarget> = Set([.staticFramework]),
                                       internalDependencies: [TargetDependency] = []) -> Project {
                    var projectTargets: [Target] = []
                    if targets.contains(where: { $0.hasFramework }) {
                        projectTargets.append(.target(name: name, destinations: .iOS, product: .staticFramework, bundleId: "com.example.\\(name)",
                                                      sources: ["Sources/**"], dependencies: internalDependencies))
                    }
                    if targets.contains(.app) {
                        projectTargets.append(.target(name: name, destinations: .iOS, product: .app, bundleId: "com.example.\\(name)",
                                                      sources: ["Sources/**"], dependencies: [internalDependencies].flatMap { $0 }))
                    }
                    return Project(name: name, targets: projectTargets)
                }
            }
            """,
            "Projects/App/Project.swift": """
            import ProjectDescription
            import ProjectDescriptionHelpers
            import DependencyPlugin

            let project = Project.makeModule(name: "App", targets: [.app], internalDependencies: [.core, .Modules.designKit])
            """,
            "Projects/Core/Project.swift": """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let project = Project.makeModule(name: "Core")
            """,
            "Projects/Modules/DesignKit/Project.swift": """
            import ProjectDescription
            import ProjectDescriptionHelpers
            import DependencyPlugin

            let project = Project.makeModule(name: "DesignKit", internalDependencies: [Dep.core])
            """,
            "Projects/App/Sources/AppDelegate.swift": "",
            "Projects/Core/Sources/Store.swift": "",
            "Projects/Modules/DesignKit/Sources/Colors.swift": "",
        ])
        #expect(result.modules.map(\.name) == ["App", "Core", "DesignKit"])
        #expect(try module(result, "App").declaredDependencies == ["Core", "DesignKit"])
        #expect(try module(result, "DesignKit").declaredDependencies == ["Core"])
        #expect(result.unownedFiles.isEmpty)
        #expect(diagnostics(result, "unresolved-manifest-value").isEmpty)
    }

    /// The `TargetFactory` template: a helper struct with an explicit initializer whose
    /// parameters have defaults, copied into a `var` whose members are then set
    /// (`newFactory.name = ModulePath.Core.name + module.rawValue`), and turned into a target.
    @Test func helperStructsWithInitializerDefaultsAndMemberAssignments() throws {
        let result = try discover([
            "Tuist/ProjectDescriptionHelpers/Target+Templates.swift": """
            import ProjectDescription

            public enum ModulePath {
                public enum Core: String, CaseIterable {
                    case Keychain, Network
                    public static let name: String = "Core"
                }
            }

            public struct TargetFactory {
                var name: String
                var product: Product
                var sources: SourceFilesList?
                var dependencies: [TargetDependency]

                public init(name: String = "", product: Product = .staticLibrary, sources: SourceFilesList? = "Sources/**",
                            dependencies: [TargetDependency] = []) {
                    self.name = name
                    self.product = product
                    self.sources = sources
                    self.dependencies = dependencies
                }
            }

            public extension Target {
                private static func make(factory: TargetFactory) -> Self {
                    return .target(name: factory.name, destinations: .iOS, product: factory.product, bundleId: "com.example.\\(factory.name)",
                                   sources: factory.sources, dependencies: factory.dependencies)
                }

                static func core(implements module: ModulePath.Core, factory: TargetFactory) -> Self {
                    var newFactory = factory
                    newFactory.name = ModulePath.Core.name + module.rawValue
                    return make(factory: newFactory)
                }

                static func core(interface module: ModulePath.Core, factory: TargetFactory) -> Self {
                    var newFactory = factory
                    newFactory.name = ModulePath.Core.name + module.rawValue + "Interface"
                    newFactory.sources = "Interface/Sources/**"
                    return make(factory: newFactory)
                }
            }
            """,
            "Projects/Core/Keychain/Project.swift": """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let project = Project(name: "CoreKeychain", targets: [
                .core(interface: .Keychain, factory: .init()),
                .core(implements: .Keychain, factory: .init(dependencies: [.target(name: "CoreKeychainInterface")])),
            ])
            """,
            "Projects/Core/Keychain/Sources/Keychain.swift": "",
            "Projects/Core/Keychain/Interface/Sources/KeychainProviding.swift": "",
        ])
        #expect(result.modules.map(\.name) == ["CoreKeychain", "CoreKeychainInterface"])
        #expect(try module(result, "CoreKeychain").declaredDependencies == ["CoreKeychainInterface"])
        #expect(result.unownedFiles.isEmpty)
        #expect(diagnostics(result, "unresolved-manifest-value").isEmpty)
    }

    /// A builder class whose initializer takes a closure configuring it (SwiftUp's
    /// `FrameworkBuilder { $0.featureDependencies = [.dashboard] }.build(name: …)`, for `init(with
    /// configure: (inout FrameworkBuilder) -> Void)`): the closure is run on what the
    /// initializer makes, so the target's dependencies are what it sets (21 false
    /// `implicit-dependency` warnings, every target "declaring nothing"). A closure written
    /// with a named parameter reads the same.
    @Test func aBuildersConfiguringClosureIsRun() throws {
        let result = try discover([
            "Tuist/ProjectDescriptionHelpers/FrameworkBuilder.swift": """
            import ProjectDescription

            public final class FrameworkBuilder {
                public var coreDependencies: [String] = []
                public var featureDependencies: [String] = []

                public init(with configure: ((inout FrameworkBuilder) -> Void)) {
                    var this = self
                    configure(&this)
                }

                public func build(name: String) -> Target {
                    .target(
                        name: name,
                        destinations: .iOS,
                        product: .framework,
                        bundleId: "com.example.\\(name)",
                        sources: ["Targets/\\(name)/Sources/**"],
                        dependencies: (coreDependencies + featureDependencies).map { .target(name: $0) }
                    )
                }
            }
            """,
            "Project.swift": """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let core = FrameworkBuilder { _ in }.build(name: "Core")
            let profile = FrameworkBuilder { builder in
                builder.coreDependencies = ["Core"]
            }.build(name: "Profile")
            let home = FrameworkBuilder {
                $0.coreDependencies = ["Core"]
                $0.featureDependencies.append("Profile")
            }
            .build(name: "Home")

            let project = Project(name: "Shop", targets: [core, profile, home])
            """,
            "Targets/Core/Sources/Money.swift": "public struct Money {}",
            "Targets/Profile/Sources/ProfileView.swift": "import Core",
            "Targets/Home/Sources/HomeView.swift": "import Core\nimport Profile",
        ])
        #expect(try module(result, "Core").declaredDependencies.isEmpty)
        #expect(try module(result, "Profile").declaredDependencies == ["Core"])
        #expect(try module(result, "Home").declaredDependencies == ["Core", "Profile"])
        #expect(try !module(result, "Home").dependenciesIncomplete)
        #expect(result.diagnostics.filter { $0.severity != .info }.isEmpty)
    }

    /// Initializers the helpers declare are run (Chouten's `External`, goolbitg's module
    /// configurations, Darayo's `extension Project { init(module:) }`): an unlabelled
    /// parameter stored as `self.target = target`, a constant product set in the body (bare or
    /// through `self.`, in an `if`, `+=` on a member), a stored property's initial value the
    /// body leaves alone, `Self(…)` and `.init(…)`, and an extension of `Project` assigning
    /// `self`. A branch on what hive-lint cannot know leaves the member it sets unknown.
    @Test func initializersTheHelpersDeclareAreRun() throws {
        let result = try discover([
            "Tuist/ProjectDescriptionHelpers/External.swift": """
            import ProjectDescription

            public struct External {
                init(_ target: TargetDependency) {
                    self.target = target
                }

                public let target: TargetDependency
            }

            public extension External {
                static let snapKit = Self(.external(name: "SnapKit"))
                static let kingfisher: External = .init(.external(name: "Kingfisher"))
            }
            """,
            "Tuist/ProjectDescriptionHelpers/ModuleConfig.swift": """
            import ProjectDescription

            public protocol ModuleConfigProtocol {
                var name: String { get }
                var product: Product { get }
                var dependencies: [TargetDependency] { get }
            }

            public struct FrameworkConfig: ModuleConfigProtocol {
                public var name: String
                public var product: Product
                public var dependencies: [TargetDependency]
                public var sources: SourceFilesList = ["Sources/**"]

                public init(name: String, isStatic: Bool = false, dependencies: [TargetDependency] = []) {
                    self.name = name
                    if isStatic {
                        product = .staticFramework
                    } else {
                        self.product = .framework
                    }
                    self.dependencies = [External.snapKit.target]
                    self.dependencies += dependencies
                }
            }

            public extension Project {
                static func create(config: ModuleConfigProtocol) -> Project {
                    switch config.product {
                    case .framework, .staticFramework:
                        return Project(name: config.name, targets: [
                            .target(name: config.name, destinations: .iOS, product: config.product, bundleId: "com.shop.\\(config.name)",
                                    sources: ["Sources/**"], dependencies: config.dependencies),
                        ])
                    default:
                        fatalError("unsupported product")
                    }
                }

                init(module name: String, product: Product = .staticFramework, dependencies: [TargetDependency] = []) {
                    self = Project(name: name, targets: [
                        .target(name: name, destinations: .iOS, product: product, bundleId: "com.shop.\\(name)",
                                sources: ["Sources/**"], dependencies: dependencies),
                    ])
                }
            }
            """,
            "Projects/Profile/Project.swift": """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let project = Project(name: "Profile", targets: [
                .target(name: "Profile", destinations: .iOS, product: .framework, bundleId: "com.shop.Profile", sources: ["Sources/**"],
                        dependencies: [External.kingfisher.target, External.snapKit.target]),
            ])
            """,
            "Projects/Profile/Sources/ProfileView.swift": "",
            "Projects/Search/Project.swift": """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let project = Project.create(config: FrameworkConfig(name: "Search", dependencies: [.project(target: "Profile", path: "../Profile")]))
            """,
            "Projects/Search/Sources/SearchView.swift": "",
            "Projects/Cache/Project.swift": """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let project = Project.create(config: FrameworkConfig(name: "Cache", isStatic: true))
            """,
            "Projects/Cache/Sources/Cache.swift": "",
            "Projects/Legacy/Project.swift": """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let project = Project.create(config: FrameworkConfig(name: "Legacy", isStatic: ProcessInfo.processInfo.environment["STATIC"] != nil))
            """,
            "Projects/Legacy/Sources/Legacy.swift": "",
            "Projects/App/Project.swift": """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let project = Project(module: "ShopApp", product: .app, dependencies: [.project(target: "Search", path: .relativeToRoot("Projects/Search"))])
            """,
            "Projects/App/Sources/ShopApp.swift": "",
        ])
        #expect(result.modules.map(\.name).sorted() == ["Cache", "Profile", "Search", "ShopApp"])
        #expect(try module(result, "Profile").declaredDependencies == ["Kingfisher", "SnapKit"])
        #expect(try module(result, "Search").declaredDependencies == ["Profile", "SnapKit"])
        #expect(try module(result, "Cache").declaredDependencies == ["SnapKit"])
        #expect(try module(result, "ShopApp").declaredDependencies == ["Search"])
        #expect(try module(result, "ShopApp").impliedKind == .app)
        #expect(diagnostics(result, "unresolved-manifest-value") == [
            "Tuist/ProjectDescriptionHelpers/ModuleConfig.swift:17:9: cannot evaluate if isStatic { … } statically; the project is skipped (reading Projects/Legacy/Project.swift)",
        ])
        #expect(result.unownedFiles.map(\.path) == ["Projects/Legacy/Sources/Legacy.swift"])
    }

    /// An initializer delegating with `self.init(…)`: in an extension of `Project` to
    /// ProjectDescription's, in a helper struct to its other initializer. A `Project(…)` with
    /// no `name:` is an initializer hive-lint does not know (one from a plugin the tree does
    /// not hold): said, not dropped silently.
    @Test func initializersDelegatingWithSelfInit() throws {
        let result = try discover([
            "Tuist/ProjectDescriptionHelpers/Project+Module.swift": """
            import ProjectDescription

            public struct ModuleSpec {
                let name: String
                let product: Product
                let dependencies: [TargetDependency]

                init(name: String, product: Product, dependencies: [TargetDependency]) {
                    self.name = name
                    self.product = product
                    self.dependencies = dependencies
                }

                public init(feature name: String, dependencies: [TargetDependency] = []) {
                    self.init(name: "\\(name)Feature", product: .staticFramework, dependencies: dependencies)
                }
            }

            public extension Project {
                init(module: ModuleSpec) {
                    self.init(
                        name: module.name,
                        targets: [
                            .target(name: module.name, destinations: .iOS, product: module.product, bundleId: "com.shop.\\(module.name)",
                                    sources: ["Sources/**"], dependencies: module.dependencies),
                        ]
                    )
                }
            }
            """,
            "Features/Home/Project.swift": """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let project = Project(module: ModuleSpec(feature: "Home", dependencies: [.project(target: "CartFeature", path: "../Cart")]))
            """,
            "Features/Home/Sources/HomeView.swift": "",
            "Features/Cart/Project.swift": """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let project = Project(module: .init(feature: "Cart"))
            """,
            "Features/Cart/Sources/CartView.swift": "",
            "Features/Legacy/Project.swift": """
            import ProjectDescription
            import ShopPlugin

            let project = Project(service: "Legacy")
            """,
            "Features/Legacy/Sources/LegacyView.swift": "",
        ])
        #expect(result.modules.map(\.name).sorted() == ["CartFeature", "HomeFeature"])
        #expect(try module(result, "HomeFeature").declaredDependencies == ["CartFeature"])
        #expect(diagnostics(result, "unresolved-manifest-value") == [
            "Features/Legacy/Project.swift:4:15: cannot evaluate Project(service: \"Legacy\") statically; the project is skipped",
        ])
    }

    /// Tuist takes the project from whichever top-level constant holds it (goolbitg's `let
    /// homeFremeWork = Project.create(…)`): one hive-lint could not evaluate is reported where
    /// it is, not as a manifest declaring no project, and so is a workspace's.
    @Test func theProjectIsWhicheverTopLevelConstantHoldsIt() throws {
        let result = try discover([
            "Tuist/ProjectDescriptionHelpers/Project+Create.swift": """
            import ProjectDescription

            public extension Project {
                static func create(name: String) -> Project {
                    Project(name: name, targets: [
                        .target(name: name, destinations: .iOS, product: .framework, bundleId: "com.shop.\\(name)", sources: ["Sources/**"]),
                    ])
                }
            }
            """,
            "Workspace.swift": """
            import ProjectDescription
            import WorkspacePlugin

            let shopWorkspace = Workspace.shop(projects: ["Projects/**"])
            """,
            "Projects/Home/Project.swift": """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let moduleName = "Home"
            let homeFramework = Project.create(name: moduleName)
            """,
            "Projects/Home/Sources/HomeView.swift": "",
            "Projects/Cart/Project.swift": """
            import ProjectDescription
            import ProjectDescriptionHelpers
            import ModulePlugin

            let cartFramework = Project.feature(name: "Cart")
            """,
            "Projects/Cart/Sources/CartView.swift": "",
            "Projects/Empty/Project.swift": """
            import ProjectDescription

            let moduleName = "Empty"
            """,
        ])
        #expect(result.modules.map(\.name) == ["Home"])
        #expect(diagnostics(result, "unresolved-manifest-value") == [
            "Projects/Empty/Project.swift holds no `Project(…)` in a top-level constant; no targets read from it",
            "Projects/Cart/Project.swift:5:21: cannot evaluate Project.feature(name: \"Cart\") statically; the project is skipped",
            "Workspace.swift:4:21: cannot evaluate Workspace.shop(projects: [\"Projects/**\"]) statically; projects are not checked against Workspace.swift",
        ])
    }

    /// A dependency is located where the manifest writes it, also when a helper builds its
    /// name (`.Features.cart` for `.project(target: "CartFeature", …)`, which no line of the
    /// manifest names), and one a helper adds by itself where the manifest calls that helper.
    @Test func dependenciesAreLocatedWhereTheManifestWritesThem() throws {
        let result = try discover([
            "Tuist/ProjectDescriptionHelpers/Dependencies.swift": """
            import ProjectDescription

            public extension TargetDependency {
                enum Features {
                    static func feature(_ name: String) -> TargetDependency {
                        .project(target: "\\(name)Feature", path: .relativeToRoot("Features/\\(name)"))
                    }

                    public static let cart = feature("Cart")
                    public static let all: [TargetDependency] = [feature("Search")]
                }
            }

            public extension Project {
                static func module(name: String, dependencies: [TargetDependency] = []) -> Project {
                    Project(name: name, targets: [
                        .target(name: name, destinations: .iOS, product: .staticFramework, bundleId: "com.shop.\\(name)",
                                sources: ["Sources/**"], dependencies: dependencies + [.target(name: "\\(name)Interface")]),
                    ])
                }
            }
            """,
            "Features/Home/Project.swift": """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let project = Project.module(
                name: "HomeFeature",
                dependencies: [
                    .external(name: "Kingfisher"),
                    .Features.cart,
                ] + TargetDependency.Features.all
            )
            """,
            "Features/Home/Sources/HomeView.swift": "",
        ])
        let home = try module(result, "HomeFeature")
        #expect(home.declaredDependencies == ["CartFeature", "HomeFeatureInterface", "Kingfisher", "SearchFeature"])
        let lines = home.dependencyLocations.mapValues { "\($0.file):\($0.line):\($0.column)" }
        #expect(lines == [
            "Kingfisher": "Features/Home/Project.swift:7:9",
            "CartFeature": "Features/Home/Project.swift:8:9",
            "SearchFeature": "Features/Home/Project.swift:9:9",
            "HomeFeatureInterface": "Features/Home/Project.swift:4:15",
        ])
    }

    /// An enum declaring its own `allCases` is listed by it, not by its cases (tuist-akme's
    /// generated layers: an empty layer keeps a placeholder `case __none` and declares
    /// `static var allCases: [CoreLayer] { [] }`).
    @Test func anEnumsOwnAllCasesWins() throws {
        let result = try discover([
            "Tuist/ProjectDescriptionHelpers/Modules.swift": """
            import ProjectDescription

            public enum FeatureLayer: String, CaseIterable {
                case auth = "Auth"
            }

            public enum CoreLayer: String, CaseIterable {
                @available(*, unavailable, message: "No modules found in this layer.")
                case __none = "__none"

                public static var allCases: [CoreLayer] { [] }
            }
            """,
            "Project.swift": """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let project = Project(name: "Root", targets: [
                .target(name: "AppCompositionRoot", destinations: .iOS, product: .framework, bundleId: "com.acme.root", sources: ["Sources/**"],
                        dependencies: CoreLayer.allCases.map { .project(target: $0.rawValue, path: "Modules/Core/\\($0.rawValue)") }
                            + FeatureLayer.allCases.map { .project(target: $0.rawValue, path: "Modules/Features/\\($0.rawValue)") }),
            ])
            """,
            "Sources/AppCompositionRoot.swift": "",
        ])
        #expect(try module(result, "AppCompositionRoot").declaredDependencies == ["Auth"])
        #expect(diagnostics(result, "unresolved-manifest-value").isEmpty)
    }

    /// A string's `first` and `last` (Darayo's `extension String { var capitalized: String {
    /// guard let first else { return self }; return String(first).uppercased() + dropFirst() }
    /// }`), and a name bound by `guard let first` shorthand as the body sees it.
    @Test func stringsFirstAndShorthandOptionalBindings() throws {
        let result = try discover([
            "Tuist/ProjectDescriptionHelpers/Module.swift": """
            import ProjectDescription

            public enum Module {
                case data
                case designSystem

                public var name: String { "\\(self)".capitalized }
                public var productName: String {
                    if let last = name.last { return "\\(name)\\(last)" }
                    return name
                }
            }

            private extension String {
                var capitalized: String {
                    guard let first else { return self }
                    return String(first).uppercased() + dropFirst()
                }
            }

            public extension Project {
                init(module: Module) {
                    self.init(name: module.name, targets: [
                        .target(name: module.name, destinations: .iOS, product: .framework, productName: module.productName,
                                bundleId: "com.app.\\(module.name)", sources: ["Sources/**"]),
                    ])
                }
            }
            """,
            "Projects/Data/Project.swift": """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let project = Project(module: .data)
            """,
            "Projects/Data/Sources/Repository.swift": "",
            "Projects/DesignSystem/Project.swift": """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let project = Project(module: .designSystem)
            """,
            "Projects/DesignSystem/Sources/Colors.swift": "",
        ])
        #expect(diagnostics(result, "unresolved-manifest-value").isEmpty, "\(diagnostics(result, "unresolved-manifest-value"))")
        #expect(result.modules.map(\.name).sorted() == ["Data", "DesignSystem"])
        let data = try module(result, "Data")
        #expect(data.importNames == ["Data", "Dataa"])
    }

    /// Dependency tables kept in dictionaries (Darayo's `static let dependencyInfo: [Module:
    /// [Module]]`), keyed by enum cases with and without associated values or by strings, read
    /// with `[key]` under `if let` and with `[key, default: …]`.
    @Test func dictionariesReadByKey() throws {
        let result = try discover([
            "Tuist/ProjectDescriptionHelpers/Module.swift": """
            import ProjectDescription

            public enum Feature: String { case home, search }

            public enum Module: Hashable {
                case app
                case feature(Feature)
                case domain
                case util

                public var name: String {
                    switch self {
                    case .app: "Shop"
                    case .feature(let feature): feature.rawValue.capitalized
                    default: "\\(self)".capitalized
                    }
                }
            }

            extension Module {
                private static let dependencyInfo: [Module: [Module]] = [
                    .app: [.feature(.home), .feature(.search)],
                    .feature(.home): [.domain],
                    .feature(.search): [.domain],
                    .domain: [.util],
                ]
                private static let externals: [String: [String]] = ["Domain": ["Alamofire"], "Util": []]

                var dependencies: [TargetDependency] {
                    var all: [TargetDependency] = []
                    if let modules = Module.dependencyInfo[self] {
                        all += modules.map { .project(target: $0.name, path: .relativeToRoot("Projects/\\($0.name)")) }
                    }
                    all += Module.externals[name, default: []].map { .external(name: $0) }
                    return all
                }
            }

            public extension Project {
                init(module: Module) {
                    self.init(name: module.name, targets: [
                        .target(name: module.name, destinations: .iOS, product: module == .app ? .app : .framework,
                                bundleId: "com.shop.\\(module.name)", sources: ["Sources/**"], dependencies: module.dependencies),
                    ])
                }
            }
            """,
            "Projects/Shop/Project.swift": "import ProjectDescription\nimport ProjectDescriptionHelpers\n\nlet project = Project(module: .app)\n",
            "Projects/Shop/Sources/ShopApp.swift": "",
            "Projects/Home/Project.swift": "import ProjectDescription\nimport ProjectDescriptionHelpers\n\nlet project = Project(module: .feature(.home))\n",
            "Projects/Home/Sources/HomeView.swift": "",
            "Projects/Domain/Project.swift": "import ProjectDescription\nimport ProjectDescriptionHelpers\n\nlet project = Project(module: .domain)\n",
            "Projects/Domain/Sources/Repository.swift": "",
            "Projects/Util/Project.swift": "import ProjectDescription\nimport ProjectDescriptionHelpers\n\nlet project = Project(module: .util)\n",
            "Projects/Util/Sources/Formatter.swift": "",
        ])
        #expect(diagnostics(result, "unresolved-manifest-value").isEmpty, "\(diagnostics(result, "unresolved-manifest-value"))")
        #expect(try module(result, "Shop").declaredDependencies == ["Home", "Search"])
        #expect(try module(result, "Home").declaredDependencies == ["Domain"])
        #expect(try module(result, "Domain").declaredDependencies == ["Alamofire", "Util"])
        #expect(try module(result, "Util").declaredDependencies.isEmpty)
    }

    /// Overloads with the same labels, told apart by the argument's type (µFeatures templates:
    /// `feature(implementation: String)` and `feature(implementation: Feature)`, the second
    /// calling the first with `rawValue`), and parameter types qualified with
    /// `ProjectDescription.` inside brackets.
    @Test func overloadsWithTheSameLabelsAreChosenByTheArgumentsType() throws {
        let result = try discover([
            "Tuist/ProjectDescriptionHelpers/Target+Templates.swift": """
            import ProjectDescription

            public enum Feature: String {
                case Character, Episode
            }

            extension Target {
                private static func feature(implementation featureName: String, dependencies: [ProjectDescription.TargetDependency] = []) -> Target {
                    .target(name: featureName, destinations: .iOS, product: .staticFramework, bundleId: "io.example.\\(featureName)",
                            sources: ["Features/\\(featureName)/Sources/**"], dependencies: dependencies)
                }

                private static func feature(interface featureName: String, dependencies: [ProjectDescription.TargetDependency] = []) -> Target {
                    .target(name: featureName + "Interface", destinations: .iOS, product: .staticFramework, bundleId: "io.example.\\(featureName)Interface",
                            sources: ["Features/\\(featureName)/Interface/**"], dependencies: dependencies)
                }

                static func feature(implementation featureName: Feature, dependencies: [ProjectDescription.TargetDependency] = []) -> Target {
                    .feature(implementation: featureName.rawValue, dependencies: dependencies)
                }

                static func feature(interface featureName: Feature, dependencies: [ProjectDescription.TargetDependency] = []) -> Target {
                    .feature(interface: featureName.rawValue, dependencies: dependencies)
                }
            }

            extension TargetDependency {
                static func feature(interface featureName: Feature) -> TargetDependency {
                    .target(name: featureName.rawValue + "Interface")
                }
            }
            """,
            "Project.swift": """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let project = Project(name: "Rick", targets: [
                .feature(interface: .Character),
                .feature(implementation: .Character, dependencies: [.feature(interface: .Character)]),
                .feature(implementation: "Episode"),
            ])
            """,
            "Features/Character/Sources/CharacterList.swift": "",
            "Features/Character/Interface/CharacterRouting.swift": "",
            "Features/Episode/Sources/EpisodeList.swift": "",
        ])
        #expect(result.modules.map(\.name) == ["Character", "CharacterInterface", "Episode"])
        #expect(try module(result, "Character").declaredDependencies == ["CharacterInterface"])
        #expect(result.unownedFiles.isEmpty)
        #expect(diagnostics(result, "unresolved-manifest-value").isEmpty)
    }

    /// An overload taking the helper's enum that forwards, unqualified, to the one taking a
    /// `String` (`feature(name: name.rawValue)`), declared first: the call goes to the `String`
    /// overload, not back to itself until the depth limit (SseuDam's 13 feature projects).
    @Test func anOverloadForwardingToAnotherIsNotTakenForRecursion() throws {
        let result = try discover([
            "Tuist/ProjectDescriptionHelpers/Project+Feature.swift": """
            import ProjectDescription

            public enum FeatureName: String {
                case Profile, Wallet
            }

            public extension Project {
                static func feature(name: FeatureName, dependencies: [TargetDependency] = []) -> Project {
                    return feature(name: name.rawValue, dependencies: dependencies)
                }

                static func feature(name: String, dependencies: [TargetDependency] = []) -> Project {
                    Project(name: "\\(name)Feature", targets: [
                        .target(name: "\\(name)Feature", destinations: .iOS, product: .staticFramework, bundleId: "io.example.\\(name)",
                                sources: ["Sources/**"], dependencies: dependencies),
                    ])
                }

                static func screen(_ name: FeatureName) -> Project {
                    screen("\\(name.rawValue)Screen")
                }

                static func screen(_ name: String) -> Project {
                    Project(name: name, targets: [
                        .target(name: name, destinations: .iOS, product: .staticFramework, bundleId: "io.example.\\(name)", sources: ["Sources/**"]),
                    ])
                }
            }
            """,
            "Features/Profile/Project.swift": """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let project = Project.feature(name: .Profile, dependencies: [.project(target: "WalletScreen", path: "../Wallet")])
            """,
            "Features/Profile/Sources/ProfileView.swift": "",
            "Features/Wallet/Project.swift": """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let project = Project.screen(.Wallet)
            """,
            "Features/Wallet/Sources/WalletView.swift": "",
        ])
        #expect(result.modules.map(\.name) == ["ProfileFeature", "WalletScreen"])
        #expect(try module(result, "ProfileFeature").declaredDependencies == ["WalletScreen"])
        #expect(result.unownedFiles.isEmpty)
        #expect(diagnostics(result, "unresolved-manifest-value").isEmpty)
    }

    @Test func recursionIsBounded() throws {
        let result = try discover([
            "Tuist/ProjectDescriptionHelpers/Loop.swift": """
            import ProjectDescription

            public func moduleName(_ name: String) -> String { moduleName(name + "x") }
            public func doubled(_ name: String) -> String { doubled(name) + doubled(name) }
            """,
            "Project.swift": """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let project = Project(name: "R", targets: [
                .target(name: moduleName("A"), destinations: .iOS, product: .framework, bundleId: "r", sources: ["A/**"]),
                .target(name: "B", destinations: .iOS, product: .framework, bundleId: "r", sources: ["B/**"]),
                .target(name: doubled("C"), destinations: .iOS, product: .framework, bundleId: "r", sources: ["C/**"]),
            ])
            """,
        ])
        #expect(result.modules.map(\.name) == ["B"])
        #expect(diagnostics(result, "unresolved-manifest-value") == [
            "Tuist/ProjectDescriptionHelpers/Loop.swift:3:13: cannot evaluate moduleName(…) (calls nested deeper than 48) statically; the target is skipped (reading Project.swift)",
            "Tuist/ProjectDescriptionHelpers/Loop.swift:4:13: cannot evaluate doubled(…) (calls nested deeper than 48) statically; the target is skipped (reading Project.swift)",
        ])
    }

    @Test func targetWithoutSourcesOwnsNothing() throws {
        let result = try discover([
            "App/Project.swift": """
            import ProjectDescription

            let project = Project(name: "App", targets: [
                .target(name: "Resources", destinations: .iOS, product: .bundle, bundleId: "r"),
            ])
            """,
            "App/Sources/Main.swift": "",
        ])
        let resources = try module(result, "Resources")
        #expect(resources.claims.isEmpty)
        #expect(resources.path == "App")
        #expect(result.unownedFiles.map(\.path) == ["App/Sources/Main.swift"])
        #expect(diagnostics(result, "empty-module") == [
            "App/Project.swift:4:5: Tuist target Resources in App/Project.swift has no sources: (Tuist has no default sources); it owns no files",
        ])
    }

    @Test func tuistPackageSwiftAndHelpersAreNotModules() throws {
        let result = try discover([
            "Tuist/Package.swift": """
            // swift-tools-version: 5.9
            import PackageDescription

            let package = Package(
                name: "Dependencies",
                dependencies: [.package(url: "https://github.com/Alamofire/Alamofire", from: "5.9.0")],
                targets: [.target(name: "Bogus")]
            )
            """,
            "Tuist/ProjectDescriptionHelpers/Project.swift": """
            import ProjectDescription

            extension Project {
                public static func app(name: String) -> Project {
                    Project(name: name, targets: [.target(name: name, destinations: .iOS, product: .app, bundleId: "a", sources: ["Sources/**"])])
                }
            }
            """,
            "Project.swift": """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let project = Project.app(name: "Notes")
            """,
            "Sources/NotesApp.swift": "",
            "Sources/Bogus/Bogus.swift": "",
            // An app's own model named like a manifest.
            "Sources/Models/Project.swift": "struct Project {\n    let name: String\n}\n",
        ])
        #expect(result.modules.map(\.name) == ["Notes"])
        // The walker keeps a `Project.swift` that does not import ProjectDescription as source.
        #expect(diagnostics(result, "not-a-tuist-manifest").isEmpty)
        #expect(owners(result)["Sources/Models/Project.swift"] == "Notes")
        #expect(try module(result, "Notes").origin == ModuleOrigin(style: .tuist, file: "Project.swift"))
        #expect(owners(result)["Sources/Bogus/Bogus.swift"] == "Notes")
    }

    @Test func projectsOutsideTheWorkspaceAreSaid() throws {
        let result = try discover([
            "Workspace.swift": """
            import ProjectDescription

            let workspace = Workspace(name: "Shop", projects: ["Projects/**", "Tools/Lint"])
            """,
            "Projects/App/Project.swift": """
            import ProjectDescription
            let project = Project(name: "App", targets: [.target(name: "App", destinations: .iOS, product: .app, bundleId: "a", sources: "Sources/**")])
            """,
            "Tools/Lint/Project.swift": """
            import ProjectDescription
            let project = Project(name: "Lint", targets: [.target(name: "LintKit", destinations: .macOS, product: .staticLibrary, bundleId: "l", sources: "Sources/**", dependencies: [.project(target: "LintRules", path: "Rules")])])
            """,
            "Templates/Feature/Project.swift": """
            import ProjectDescription
            let project = Project(name: "Template", targets: [.target(name: "TemplateFeature", destinations: .iOS, product: .framework, bundleId: "t", sources: "Sources/**")])
            """,
            // Outside the workspace's globs, but a dependency of its targets (transitively):
            // Tuist brings such projects in.
            "Tools/Lint/Rules/Project.swift": """
            import ProjectDescription
            let project = Project(name: "Rules", targets: [.target(name: "LintRules", destinations: .macOS, product: .staticLibrary, bundleId: "r", sources: "Sources/**", dependencies: [.project(target: "LintCore", path: "../../../Shared/LintCore")])])
            """,
            "Shared/LintCore/Project.swift": """
            import ProjectDescription
            let project = Project(name: "LintCore", targets: [.target(name: "LintCore", destinations: .macOS, product: .staticLibrary, bundleId: "c", sources: "Sources/**")])
            """,
        ])
        #expect(result.modules.map(\.name) == ["App", "LintCore", "LintKit", "LintRules", "TemplateFeature"])
        #expect(diagnostics(result, "project-outside-workspace") == [
            "Templates/Feature/Project.swift is in no projects: of Workspace.swift nor a dependency of their targets (a template or an example?); its targets are still declared",
        ])
    }

    /// When a dependency of the workspace's targets cannot be evaluated, a project outside its
    /// globs may be one of them: nothing is said (hogumachu/TimeTracker).
    @Test func projectsOutsideTheWorkspaceAreNotSaidWhenDependenciesAreUnknown() throws {
        let result = try discover([
            "Workspace.swift": "import ProjectDescription\n\nlet workspace = Workspace(name: \"Shop\", projects: [\"Projects/App\"])\n",
            "Projects/App/Project.swift": """
            import ProjectDescription
            let project = Project(name: "App", targets: [.target(name: "App", destinations: .iOS, product: .app, bundleId: "a", sources: "Sources/**", dependencies: [.project(target: ProcessInfo.processInfo.environment["FEATURE"]!, path: "../../Features/Home")])])
            """,
            "Features/Home/Project.swift": """
            import ProjectDescription
            let project = Project(name: "Home", targets: [.target(name: "Home", destinations: .iOS, product: .framework, bundleId: "h", sources: "Sources/**")])
            """,
        ])
        #expect(!diagnostics(result, "unresolved-manifest-value").isEmpty)
        #expect(diagnostics(result, "project-outside-workspace").isEmpty)
    }
}

extension TuistDiscovererTests {
    /// A helper method on the project's targets that adjusts their settings, in a body
    /// hive-lint does not follow (`extension Array where Element == Target`, applied to the
    /// array literal): the targets are those it is given, not skipped with the project.
    @Test func aTargetsMethodReturningTargetsKeepsThem() throws {
        let result = try discover([
            "Tuist/ProjectDescriptionHelpers/Target+Overrides.swift": """
            import ProjectDescription

            extension Target {
                public func addingOverrides() -> Target {
                    guard let deploymentTargets else { return self }
                    var overrides: SettingsDictionary = [:]
                    if let iOS = deploymentTargets.iOS, iOS.compare("15.0", options: .numeric) == .orderedAscending {
                        overrides["IPHONEOS_DEPLOYMENT_TARGET[sdk=iphoneos27*]"] = "15.0"
                    }
                    var copy = self
                    copy.settings = .settings(base: overrides)
                    return copy
                }
            }

            extension Array where Element == Target {
                public func addingOverrides() -> [Target] {
                    map { $0.addingOverrides() }
                }

                public func named(_ prefix: String) -> [String] {
                    map { prefix + $0.name }
                }
            }
            """,
            "Projects/Kit/Project.swift": """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let project = Project(
                name: "Kit",
                targets: [
                    .target(name: "Kit", destinations: .iOS, product: .framework, bundleId: "com.example.kit", sources: ["Sources/**"],
                            dependencies: [.project(target: "Core", path: "../Core")]),
                    .target(name: "KitTests", destinations: .iOS, product: .unitTests, bundleId: "com.example.kit.tests", sources: ["Tests/**"],
                            dependencies: [.target(name: "Kit")]),
                ].addingOverrides()
            )
            """,
            "Projects/Kit/Sources/Kit.swift": "",
            "Projects/Kit/Tests/KitTests.swift": "",
            "Projects/Core/Project.swift": """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let project = Project(name: "Core", targets: [
                Target.target(name: "Core", destinations: .iOS, product: .framework, bundleId: "c", sources: ["Sources/**"]).addingOverrides(),
            ])
            """,
            "Projects/Core/Sources/Core.swift": "",
        ])
        #expect(try module(result, "Kit").claims == [.glob("Projects/Kit/Sources/**")])
        #expect(try module(result, "KitTests").claims == [.glob("Projects/Kit/Tests/**")])
        #expect(try module(result, "Kit").declaredDependencies == ["Core"])
        #expect(try module(result, "KitTests").declaredDependencies == ["Kit"])
        #expect(try module(result, "Core").claims == [.glob("Projects/Core/Sources/**")])
        #expect(result.unownedFiles.isEmpty)
        #expect(diagnostics(result, "unresolved-manifest-value").isEmpty)
    }
}

extension TuistDiscovererTests {
    /// `module is Feature ? … : …` in a generic helper: the value the call bound (an enum case
    /// of a helper type) tested against that type, or a protocol it conforms to (PIDA: the
    /// sources of every target were skipped, 200 of 306 files in no module).
    @Test func aTypeTestOnAHelperValueIsEvaluated() throws {
        let result = try discover([
            "Tuist/ProjectDescriptionHelpers/Modules.swift": """
            import ProjectDescription

            public protocol ModuleRepresentable { var root: String { get } }
            extension ModuleRepresentable { public var root: String { String(describing: Self.self) } }
            public protocol Layer {}

            public enum Feature: ModuleRepresentable, Layer {
                case Map
            }

            public enum Client: ModuleRepresentable {
                case API
            }

            extension Target {
                static func module<T: ModuleRepresentable>(for module: T) -> Target {
                    let name = String(describing: module) + module.root
                    let sources = module is Feature ? "./\\(name)/Sources/**" : "./Sources/**"
                    let product: Product = module is Layer ? .staticLibrary : .framework
                    return .target(name: name, destinations: .iOS, product: product, bundleId: "com.example.\\(name)", sources: ["\\(sources)"])
                }
            }
            """,
            "Projects/Feature/Map/Project.swift": """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let project = Project(name: "Map", targets: [.module(for: Feature.Map)])
            """,
            "Projects/Feature/Map/MapFeature/Sources/MapView.swift": "",
            "Projects/Client/API/Project.swift": """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let project = Project(name: "API", targets: [.module(for: Client.API)])
            """,
            "Projects/Client/API/Sources/APIClient.swift": "",
        ])
        #expect(try module(result, "MapFeature").claims == [.glob("Projects/Feature/Map/MapFeature/Sources/**")])
        #expect(try module(result, "APIClient").claims == [.glob("Projects/Client/API/Sources/**")])
        #expect(result.unownedFiles.isEmpty)
        #expect(diagnostics(result, "unresolved-manifest-value").isEmpty)
    }
}

extension TuistDiscovererTests {
    /// `.Auth` where a top-level `enum Client` is expected (`Folder.client(Client)`) is that
    /// enum's case, not the static property of a nested `TargetDependency.Client` of the same
    /// simple name, inside which the call is written (PIDA: every `.Client.X` dependency
    /// recursed into itself and was left unread).
    @Test func aTopLevelEnumsCaseIsNotANestedTypesPropertyOfTheSameName() throws {
        let result = try discover([
            "Tuist/ProjectDescriptionHelpers/Dependencies.swift": """
            import ProjectDescription

            public protocol ModuleRepresentable { var root: String { get } }
            extension ModuleRepresentable { public var root: String { String(describing: Self.self) } }
            public enum Client: ModuleRepresentable { case Auth, User }
            public enum Folder { case client(Client) }

            protocol TargetDependencyFactory {}
            extension TargetDependencyFactory {
                public static func project(_ folder: Folder) -> TargetDependency {
                    switch folder {
                    case let .client(client): .project(target: String(describing: client) + client.root, path: .relativeToRoot("Projects/\\(client.root)/\\(String(describing: client))"))
                    }
                }
            }

            extension TargetDependency {
                public struct Client: TargetDependencyFactory {
                    public static let Auth = Self.project(.client(.Auth))
                    public static let User = Self.project(.client(.User))
                }
            }
            """,
            "Projects/Feature/Login/Project.swift": """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let project = Project(name: "Login", targets: [
                .target(name: "LoginFeature", destinations: .iOS, product: .staticLibrary, bundleId: "l", sources: ["Sources/**"],
                        dependencies: [.Client.Auth, TargetDependency.Client.User]),
            ])
            """,
            "Projects/Feature/Login/Sources/LoginView.swift": "",
        ])
        #expect(try module(result, "LoginFeature").declaredDependencies == ["AuthClient", "UserClient"])
        #expect(try !module(result, "LoginFeature").dependenciesIncomplete)
        #expect(diagnostics(result, "unresolved-manifest-value").isEmpty)
    }

    /// A project generator's own sources (geko: `Sources/GekoGraph/Models/Project.swift`, a
    /// model importing the tool's own `ProjectDescription` target) are code of its package, not
    /// Tuist manifests: no `unresolved-manifest-value`, and the target keeps the files and the
    /// dependency they write. A Tuist project in a folder named `Sources` with no package
    /// around it (mobarch's `Sources/Projects/App/Project.swift`) is still one.
    @Test func aProjectSwiftInASourcesFolderIsCode() async throws {
        let tree = try TemporaryTree([
            "Package.swift": """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "generator", targets: [
                .target(name: "ProjectDescription"),
                .target(name: "Graph", dependencies: ["ProjectDescription"]),
            ])
            """,
            "Sources/ProjectDescription/Manifest.swift": "public struct Manifest { public var name: String }\n",
            "Sources/Graph/Models/Project.swift": """
            import ProjectDescription

            public struct Project { public var manifest: Manifest }
            """,
            "Sources/Graph/Models/Workspace.swift": "import ProjectDescription\n\npublic struct Workspace { public var projects: [Project] }\n",
            "Sources/Graph/Models/Target.swift": "public struct Target { public var name: String }\n",
            "Apps/Sources/Projects/Shop/Project.swift": """
            import ProjectDescription

            let project = Project(name: "Shop", targets: [
                .target(name: "Shop", destinations: .iOS, product: .app, bundleId: "shop", sources: ["Sources/**"]),
            ])
            """,
            "Apps/Sources/Projects/Shop/Sources/ShopView.swift": "struct ShopView {}\n",
        ])
        let result = try await tree.analyze()
        #expect(result.diagnostics.filter { $0.code == "unresolved-manifest-value" }.isEmpty, "\(result.diagnostics)")
        #expect(result.module("Graph")?.files == ["Sources/Graph/Models/Project.swift", "Sources/Graph/Models/Target.swift", "Sources/Graph/Models/Workspace.swift"])
        #expect(result.dependency("Graph", "ProjectDescription") != nil)
        #expect(result.module("Shop")?.files == ["Apps/Sources/Projects/Shop/Sources/ShopView.swift"])
    }
}
