import HiveLintConfig
import HiveLintCore
import HiveLintRules
import Testing

@Suite struct DeclaredDependencyRuleTests {
    func module(_ name: String, _ kind: ModuleKind = .function, style: DeclarationStyle = .swiftpm, declares: [String] = [], aliases: [String] = []) -> Module {
        var module = Module(
            name: name, kind: kind, kindReason: "test", path: name, declaredBy: ModuleOrigin(style: style, file: "Package.swift"),
            importNames: [name], declaredDependencies: declares, fileCounts: FileCounts(), files: [])
        module.fileCounts.swift = 1
        module.dependencyAliases = aliases
        module.dependencyLocations = Dictionary(uniqueKeysWithValues: declares.enumerated().map {
            ($0.element, SourceLocation(file: "Package.swift", line: 10 + $0.offset, column: 40))
        })
        return module
    }

    func edge(_ from: String, _ to: String, condition: String? = nil) -> Dependency {
        Dependency(from: from, to: to, kinds: [.import], evidence: [
            Evidence(kind: .import, location: SourceLocation(file: "Sources/\(from)/A.swift", line: 3, column: 1), text: "import \(to)", condition: condition),
        ])
    }

    func run(_ modules: [Module], _ edges: [Dependency], scope: ScopeSettings = ScopeSettings()) throws -> [Violation] {
        try RuleEngine(configuration: Configuration()).run(modules: modules, graph: DependencyGraph(dependencies: edges), scope: scope)
            .violations.filter { $0.rule.hasSuffix("-dependency") && $0.rule != "business-to-business" }
    }

    @Test func undeclaredUseIsImplicitAndUnusedDeclarationRedundant() throws {
        let violations = try run(
            [module("Search", declares: ["Core", "Analytics"]), module("Core"), module("Analytics"), module("Logging")],
            [edge("Search", "Core"), edge("Search", "Logging")])
        #expect(violations.map { "\($0.rule) \($0.from)->\($0.to) \($0.location) \($0.severity.rawValue)" } == [
            "redundant-dependency Search->Analytics Package.swift:11:40 warning",
            "implicit-dependency Search->Logging Sources/Search/A.swift:3:1 warning",
        ])
        #expect(violations.last?.message == "Search uses Logging but Package.swift does not declare it: import Logging")
        #expect(violations.first?.evidence.map(\.kind) == [.manifest])
    }

    /// A linked SDK framework (`CoreAudio.framework`) is the SDK's, though a plug-in bundle of
    /// the tree is built under that name (Cog's `CoreAudio Plugin`): never redundant. A
    /// declared module of the tree of an SDK name (a local pod `Network`) still is.
    @Test func aLinkedSDKFrameworkIsNotABundleOfItsName() throws {
        var plugin = module("CoreAudio Plugin", style: .xcode)
        plugin.importNames = ["CoreAudio"]
        let violations = try run(
            [module("CogAudio", style: .xcode, declares: ["CoreAudio", "Network"]), plugin, module("Network")], [])
        #expect(violations.map { "\($0.rule) \($0.from)->\($0.to)" } == ["redundant-dependency CogAudio->Network"])
    }

    /// The app shell links what it embeds (extensions) and the business modules that register
    /// themselves at run time; a resource bundle has no code to use.
    /// An umbrella target declaring the team's third-party packages carries them: a module
    /// importing Moya, which only `ThirdPartyLib` declares, uses it (removing it breaks the
    /// build); one importing none of them, or declaring Moya itself, does not.
    @Test func anUmbrellaOfPackagesIsUsedByTheModulesImportingThem() throws {
        var service = module("Service", declares: ["ThirdPartyLib"])
        service.externalImports = ["Moya"]
        var search = module("Search", declares: ["ThirdPartyLib"])
        search.externalImports = ["Foundation"]
        var cart = module("Cart", declares: ["ThirdPartyLib", "Moya"])
        cart.externalImports = ["Moya"]
        // Through a module of the tree that declares the umbrella in turn.
        var images = module("Images", declares: ["Media"])
        images.externalImports = ["Alamofire"]
        var media = module("Media", declares: ["ThirdPartyLib", "Kingfisher"])
        media.externalImports = ["Moya"]
        let violations = try run([service, search, cart, images, media, module("ThirdPartyLib", declares: ["Moya", "Alamofire"])], [])
        #expect(violations.map { "\($0.rule) \($0.from)->\($0.to)" }.sorted() == [
            "redundant-dependency Cart->ThirdPartyLib", "redundant-dependency Search->ThirdPartyLib",
        ])
    }

    /// An umbrella pod with no source of its own, declaring the team's pods, hands them on
    /// (transitively through umbrellas); a module with sources does not.
    @Test func anUmbrellaWithoutSourcesHandsOnWhatItDeclares() throws {
        var libs = module("XAIModulesLibs", style: .cocoapods, declares: ["XAIMediator", "XAIPackagesLibs"])
        libs.fileCounts = FileCounts()
        var packages = module("XAIPackagesLibs", style: .cocoapods, declares: ["XAICommon"])
        packages.fileCounts = FileCounts()
        let violations = try run(
            [module("Community", style: .cocoapods, declares: ["XAIModulesLibs"]), libs, packages,
             module("XAIMediator", style: .cocoapods), module("XAICommon", style: .cocoapods),
             module("DataService", style: .cocoapods, declares: ["Reflow"]), module("Reflow", style: .cocoapods),
             module("Mall", style: .cocoapods, declares: ["DataService"])],
            [edge("Community", "XAIMediator"), edge("Community", "XAICommon"), edge("Mall", "Reflow")])
        #expect(violations.filter { $0.rule == "implicit-dependency" }.map { "\($0.from)->\($0.to)" } == ["Mall->Reflow"])
    }

    @Test func anAppsLinksAndResourceBundlesAreNeverRedundant() throws {
        var bundle = module("GoodsBundle")
        bundle.fileCounts = FileCounts()
        let violations = try run(
            [module("Mall", .app, declares: ["Goods", "MallWidget"]), module("MallWidget", .app), module("Goods", .business, declares: ["GoodsBundle"]), bundle],
            [])
        #expect(violations.isEmpty)
        let library = try run([module("Goods", .business, declares: ["Core"]), module("Core")], [])
        #expect(library.map(\.rule) == ["redundant-dependency"])
        // A demo app (example), checked when examples are: its links are the app's kind.
        let demo = try run([module("GoodsDemo", .example, declares: ["Goods"]), module("Goods", .business)], [], scope: ScopeSettings(examples: true))
        #expect(demo.isEmpty)
    }

    /// An Xcode framework target with headers and no compiled source links the static library
    /// it packages (twitter-kit's `TwitterCore` and `TwitterCore-static`): not redundant. The
    /// same headers-only module declaring it in a podspec, or one with a `.m`, is checked.
    @Test func aHeadersOnlyXcodeTargetsLinkIsNeverRedundant() throws {
        func wrapper(_ manifest: String, objc: Int = 0) -> Module {
            var wrapper = module("Core", style: .xcode, declares: ["Core-static"])
            wrapper.fileCounts = FileCounts()
            wrapper.fileCounts.objcHeader = 12
            wrapper.fileCounts.objc = objc
            wrapper.dependencyLocations["Core-static"] = SourceLocation(file: manifest, line: 1375, column: 5)
            return wrapper
        }
        #expect(try run([wrapper("Core/Core.xcodeproj/project.pbxproj"), module("Core-static", style: .xcode)], []).isEmpty)
        #expect(try run([wrapper("Core/Core.podspec"), module("Core-static", style: .xcode)], []).map(\.rule) == ["redundant-dependency"])
        #expect(try run([wrapper("Core/Core.xcodeproj/project.pbxproj", objc: 1), module("Core-static", style: .xcode)], []).map(\.rule) == ["redundant-dependency"])
    }

    /// A framework embedding an XPC service and a helper tool it launches, or depending on a
    /// command-line tool its build runs, declares them; no code can use an executable.
    @Test func anExecutableAModuleEmbedsOrRunsIsNeverRedundant() throws {
        let violations = try run(
            [module("Updater", declares: ["Downloader", "StringsFixer", "Core"]), module("Downloader", .app), module("StringsFixer", .app), module("Core")], [])
        #expect(violations.map(\.message) == ["Updater declares a dependency on Core in Package.swift but its code never uses it"])
    }

    /// `Shared` re-exports its design system (`@_exported import DesignSystem`, or Swift 6's
    /// `@_exported public import DesignSystem`): a module declaring `Shared` gets it, as Swift
    /// does; one declaring neither does not.
    @Test(arguments: ["@_exported import DesignSystem", "@_exported public import DesignSystem", "@preconcurrency @_exported import DesignSystem"])
    func aModuleADeclaredDependencyReExportsIsDeclared(statement: String) throws {
        let reexport = Dependency(from: "Shared", to: "DesignSystem", kinds: [.import], evidence: [
            Evidence(kind: .import, location: SourceLocation(file: "Sources/Shared/Exports.swift", line: 1, column: 1), text: statement),
        ])
        let violations = try run(
            [module("App", .app, declares: ["Shared"]), module("Widget", .app, declares: ["Core"]), module("Shared", declares: ["DesignSystem"]),
             module("DesignSystem"), module("Core")],
            [reexport, edge("App", "Shared"), edge("App", "DesignSystem"), edge("Widget", "Core"), edge("Widget", "DesignSystem")])
        #expect(violations.map { "\($0.rule) \($0.from)->\($0.to)" } == ["implicit-dependency Widget->DesignSystem"])
    }

    /// A clang module passes on the modules its headers import (Aardvark's public headers
    /// `@import CoreAardvark;`): a Swift file importing `Aardvark` sees `ARKLogDistributor`
    /// through it, a declared dependency, as an Objective-C file does (1 false
    /// `implicit-dependency`). A quoted include of one header is no module import, and an
    /// import in an implementation file passes nothing on.
    @Test func aModuleAnObjectiveCDependencysHeadersImportIsHandedOn() async throws {
        let tree = try TemporaryTree([
            "Package.swift": """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(
                name: "Diagnostics",
                targets: [
                    .target(name: "LogCore"),
                    .target(name: "Reporting", dependencies: ["LogCore"]),
                    .target(name: "ReportingUI", dependencies: ["Reporting"]),
                    .target(name: "Mailer", dependencies: ["LogCore"]),
                    .target(name: "MailerUI", dependencies: ["Mailer"]),
                ]
            )
            """,
            "Sources/LogCore/include/DGNLogStore.h": "#import <Foundation/Foundation.h>\n@interface DGNLogStore : NSObject\n+ (instancetype)shared;\n@end\n",
            "Sources/LogCore/DGNLogStore.m": "#import \"DGNLogStore.h\"\n@implementation DGNLogStore\n+ (instancetype)shared { return [self new]; }\n@end\n",
            "Sources/Reporting/include/DGNReporter.h": "@import LogCore;\n@interface DGNReporter : NSObject\n- (instancetype)initWithStore:(DGNLogStore *)store;\n@end\n",
            "Sources/Reporting/DGNReporter.m": "#import \"DGNReporter.h\"\n@implementation DGNReporter\n- (instancetype)initWithStore:(DGNLogStore *)store { return [super init]; }\n@end\n",
            "Sources/ReportingUI/ReportButton.swift": "import Reporting\n\nfunc makeReporter() -> DGNReporter {\n    DGNReporter(store: DGNLogStore.shared())\n}\n",
            "Sources/Mailer/include/DGNMailer.h": "#import <Foundation/Foundation.h>\n@interface DGNMailer : NSObject\n@end\n",
            "Sources/Mailer/DGNMailer.m": "@import LogCore;\n#import \"DGNMailer.h\"\n@implementation DGNMailer\n- (id)store { return [DGNLogStore shared]; }\n@end\n",
            "Sources/MailerUI/MailButton.swift": "import Mailer\nimport LogCore\n\nfunc send() { _ = (DGNMailer(), DGNLogStore.shared()) }\n",
        ])
        let result = try await tree.analyze()
        #expect(result.violations.filter { $0.rule == "implicit-dependency" }.map { "\($0.from)->\($0.to)" } == ["MailerUI->LogCore"])
    }

    /// A module that adds members to another module's type (`extension DependencyValues {
    /// public var apiClient … }`) is used through them by name, which hive-lint cannot see.
    @Test func aModuleExtendingOtherTypesIsNeverRedundantForSwift() throws {
        let facts = [
            FileFacts(path: "Sources/ApiClient/Key.swift", language: .swift, references: [
                ReferenceEvent(kind: .extension, name: "DependencyValues", location: SourceLocation(file: "Sources/ApiClient/Key.swift", line: 3, column: 11)),
            ]),
        ]
        let types = TypeIndex(facts: facts, owner: { $0.hasPrefix("Sources/ApiClient/") ? "ApiClient" : nil })
        let violations = try RuleEngine(configuration: Configuration())
            .run(modules: [module("AppFeature", declares: ["ApiClient", "Core"]), module("ApiClient"), module("Core")],
                 graph: DependencyGraph(dependencies: []), scope: ScopeSettings(), manifest: Manifest(), types: types)
            .violations.filter { $0.rule == "redundant-dependency" }
        #expect(violations.map(\.to) == ["Core"])
        let reexporting = TypeIndex(facts: [
            FileFacts(path: "Sources/PromiseKitDynamic/Exports.swift", language: .swift, imports: [
                ImportEvent(form: .swiftImport, target: "PromiseKit", text: "@_exported import PromiseKit",
                            location: SourceLocation(file: "Sources/PromiseKitDynamic/Exports.swift", line: 1, column: 1)),
            ]),
        ], owner: { $0.hasPrefix("Sources/PromiseKitDynamic/") ? "PromiseKitDynamic" : nil })
        #expect(reexporting.modulesReexporting == ["PromiseKitDynamic"])
    }

    @Test func productNamesCountAsDeclaringTheirTargets() throws {
        let violations = try run([module("App", declares: ["SearchKit"]), module("Search", aliases: ["SearchKit"])], [edge("App", "Search")])
        #expect(violations.isEmpty)
    }

    /// A product of several targets is one declaration: used when the code uses any of its
    /// targets (TwidereX's `CoverFlowStackLayout` product, whose `CoverFlowStackScrollView` it
    /// imports, was a false `redundant-dependency` on `CoverFlowStackCollectionViewLayout`).
    @Test func aProductOfSeveralTargetsIsUsedThroughAnyOfThem() throws {
        let modules = [
            module("CoverFlowLayout", aliases: ["CoverFlow"]), module("CoverFlowScrollView", aliases: ["CoverFlow"]),
            module("Gallery", declares: ["CoverFlow"]), module("Unused", declares: ["CoverFlow"]),
        ]
        let found = try run(modules, [edge("Gallery", "CoverFlowScrollView")]).map { "\($0.rule) \($0.from)->\($0.to)" }
        #expect(found == ["redundant-dependency Unused->CoverFlowLayout"], "\(found)")
    }

    @Test func optionalImportsAndModulesWithoutManifestDependenciesAreLeftAlone() throws {
        let violations = try run(
            [module("Search"), module("Debug"), module("Folder", style: .config), module("Core")],
            [edge("Search", "Debug", condition: "canImport(Debug)"), edge("Folder", "Core"), edge("Search", "Core", condition: "os(iOS)")])
        #expect(violations.isEmpty)
        // `__has_include` with a space before its parenthesis (Texture's guard of PINRemoteImage).
        let spaced = try run(
            [module("Kit", style: .xcode), module("RemoteImage")],
            [edge("Kit", "RemoteImage", condition: "__has_include (<RemoteImage/RIAnimatedImage.h>)")])
        #expect(spaced.isEmpty, "\(spaced.map(\.message))")
        // `__has_include("Kit-Swift.h")` around the include of that very header (sentry's
        // guard of the Swift header only its framework build generates); another header's
        // test is no guard of it.
        let header = { (condition: String) in
            Dependency(from: "KitPrivate", to: "Kit", kinds: [.import], evidence: [
                Evidence(kind: .import, location: SourceLocation(file: "Sources/KitPrivate/include/Bridge.h", line: 5, column: 1),
                         text: "#    import \"Kit-Swift.h\"", condition: condition),
            ])
        }
        #expect(try run([module("KitPrivate"), module("Kit")], [header("__has_include(\"Kit-Swift.h\")")]).isEmpty)
        #expect(try run([module("KitPrivate"), module("Kit")], [header("__has_include(\"Other-Swift.h\")")]).map(\.rule) == ["implicit-dependency"])
        // A file a Swift package and an Xcode target both compile imports the package's C
        // target under `#if SWIFT_PACKAGE` (the Xcode build has a bridging header instead).
        let shared = try run(
            [module("Tunnel", style: .xcode, declares: ["Kit"]), module("Kit"), module("KitC")],
            [edge("Tunnel", "Kit"), edge("Tunnel", "KitC", condition: "SWIFT_PACKAGE")])
        #expect(shared.isEmpty, "\(shared.map(\.message))")
        // The `#else` of `#if canImport(StoreCore)`, in a module declaring StoreCore, is for
        // builds without it (Parse's framework build): not reported. Without the declaration it is.
        let fallback = [edge("Live", "Store", condition: "!(canImport(StoreCore))"), edge("Live", "StoreCore", condition: "canImport(StoreCore)")]
        #expect(try run([module("Live", declares: ["StoreCore"]), module("StoreCore"), module("Store")], fallback).isEmpty)
        let undeclared = try run([module("Live", declares: ["Other"]), module("Other"), module("StoreCore"), module("Store")], [fallback[0], edge("Live", "Other")])
        #expect(undeclared.map { "\($0.rule) \($0.from)->\($0.to)" } == ["implicit-dependency Live->Store"])
        // The `#else` of `#if canImport(Darwin)` is Linux's and Windows's build (a SQLite
        // shim target the package adds for those only): a platform's, not reported.
        let linux = try run([module("NoteStore", declares: ["Other"]), module("Other"), module("CNoteSQLite")],
                            [edge("NoteStore", "CNoteSQLite", condition: "!(canImport(Darwin))"), edge("NoteStore", "Other")])
        #expect(linux.isEmpty, "\(linux.map(\.message))")
    }

    /// A package's manifest cannot name a module only a podspec declares: a library built
    /// both ways whose package target includes a header only the pod's patterns list
    /// (GoogleUtilities' `Common/GULLoggerCodes.h`). A pod's own use of it still counts, and
    /// so does a package target's use of another package's.
    @Test func aPackageTargetCannotDeclareAPodOnlyModule() throws {
        let violations = try run(
            [module("Swizzler", declares: ["Other"]), module("Other"), module("Utilities", style: .cocoapods),
             module("Loader", style: .cocoapods, declares: ["Other"]), module("Core")],
            [edge("Swizzler", "Utilities"), edge("Loader", "Utilities"), edge("Swizzler", "Core"), edge("Swizzler", "Other"), edge("Loader", "Other")])
        #expect(violations.map { "\($0.rule) \($0.from)->\($0.to)" }.sorted() == ["implicit-dependency Loader->Utilities", "implicit-dependency Swizzler->Core"])
    }

    /// A package of a vendor folder (`Vendor/AMPopTip`, whose `.m` the app compiles in its own
    /// Sources phase, or `Vendor/XGPush`, a binary SDK the app links) that no manifest names:
    /// using it is never undeclared. One another manifest names (brave's `ThirdParty/Static`,
    /// a local package) can be, and so can an installed pod.
    @Test func vendorFolderPackagesCannotBeUndeclared() throws {
        func external(_ name: String, path: String) -> Module {
            var module = module(name, .external, style: .vendored)
            module.path = path
            module.declaredBy = ModuleOrigin(style: .vendored, file: path)
            return module
        }
        let violations = try run(
            [module("Coding", style: .xcode, declares: ["Masonry"]), external("AMPopTip", path: "Coding/Vendor/AMPopTip"),
             external("minizip", path: "Sources/3rdparty/minizip"), external("SDWebImage", path: "Pods/SDWebImage"), external("Masonry", path: "Pods/Masonry"),
             module("VPN", declares: ["Static"]), external("Static", path: "ThirdParty/Static")],
            [edge("Coding", "AMPopTip"), edge("Coding", "minizip"), edge("Coding", "SDWebImage"), edge("Coding", "Masonry"), edge("Coding", "Static"),
             edge("VPN", "Static")])
        #expect(violations.map { "\($0.rule) \($0.from)->\($0.to)" } == ["implicit-dependency Coding->SDWebImage", "implicit-dependency Coding->Static"])
    }

    /// A prebuilt library checked in as an install prefix (`libseal.iphoneos/{include,lib}`),
    /// like a checked-in framework, is linked through build settings: using it is never
    /// undeclared. Another external module with the same reason text elsewhere is not special.
    @Test func prebuiltLibrariesCannotBeUndeclared() throws {
        var prebuilt = module("libseal.iphoneos", .external, style: .vendored)
        prebuilt.kindReason = ModuleKind.prebuiltLibraryReason
        prebuilt.path = "Vault/libseal/libseal.iphoneos"
        let violations = try run(
            [module("Proto", style: .xcode), prebuilt, module("Kit", .external, style: .cocoapods)],
            [edge("Proto", "libseal.iphoneos"), edge("Proto", "Kit")])
        #expect(violations.map { "\($0.rule) \($0.from)->\($0.to)" } == ["implicit-dependency Proto->Kit"])
    }

    /// A Tuist template's umbrella target needs one source file to build, and gets a
    /// placeholder (`//dummy`, a lone `import Foundation`): with no code of its own it is an
    /// umbrella like one with no file at all (the resource accessor Tuist generates for it,
    /// `Derived/Sources/TuistBundle+Logging.swift`, is not its code: REWORK's stub features).
    /// What it declares is not redundant, and a module declaring it uses what it hands on; a
    /// module with code still reports what it never uses.
    @Test func anUmbrellaWhoseOnlySourceIsAPlaceholderHandsOnWhatItDeclares() async throws {
        func project(_ name: String, _ dependencies: [String] = []) -> String {
            """
            import ProjectDescription
            let project = Project(name: "\(name)", targets: [.target(name: "\(name)", destinations: .iOS, product: .framework,
              bundleId: "x.\(name)", sources: ["Sources/**"], dependencies: [\(dependencies.map { ".project(target: \"\($0)\", path: \"../\($0)\")" }.joined(separator: ", "))])])
            """
        }
        let tree = try TemporaryTree([
            "Projects/UI/Project.swift": project("UI"),
            "Projects/Networking/Project.swift": project("Networking"),
            "Projects/Logging/Project.swift": project("Logging"),
            "Projects/CoreKit/Project.swift": project("CoreKit", ["UI", "Networking"]),
            "Projects/Home/Project.swift": project("Home", ["CoreKit", "Logging", "Networking"]),
            "Projects/CoreKit/Sources/dummy.swift": "//dummy\n",
            "Projects/UI/Sources/PrimaryButton.swift": "import SwiftUI\n\npublic struct PrimaryButton: View {\n    public init() {}\n    public var body: some View { Text(\"OK\") }\n}\n",
            "Projects/Networking/Sources/APIClient.swift": "public final class APIClient {}\n",
            "Projects/Logging/Sources/Log.swift": "// Placeholder until the logger moves here.\nimport Foundation\n",
            // What Tuist generates for a target with resources is not the team's code.
            "Projects/Logging/Derived/Sources/TuistBundle+Logging.swift": """
            import Foundation

            private class BundleFinder {}

            extension Foundation.Bundle {
                static let module = Bundle(for: BundleFinder.self)
            }

            @objc
            public class LoggingResources: NSObject {
                @objc public class var bundle: Bundle { .module }
            }
            """,
            "Projects/Home/Sources/HomeView.swift": "import SwiftUI\nimport UI\n\nstruct HomeView: View { var body: some View { PrimaryButton() } }\n",
        ])
        let result = try await tree.analyze()
        let found = result.violations.filter { $0.rule.hasSuffix("-dependency") }.map { "\($0.rule) \($0.from)->\($0.to)" }
        #expect(found == ["redundant-dependency Home->Networking"], "\(found)")
        #expect(result.module("CoreKit")?.hasOwnCode == false)
        #expect(result.module("Logging")?.hasOwnCode == false)
        #expect(result.module("Home")?.hasOwnCode == true)
    }

    /// So is an Xcode static library whose only source is the empty class the library
    /// template names after the target (`@interface KitAll : NSObject @end`), which only merges
    /// the libraries it depends on (Sitecore's `SCAllMobileSDKLibs`: 18 false
    /// `redundant-dependency` and 10 `implicit-dependency` warnings). A class of that name with
    /// a method is code.
    @Test(arguments: [false, true])
    func aLibraryWhoseOnlySourceIsTheTemplateClassHandsOnWhatItDeclares(withMethod: Bool) async throws {
        let tree = try TemporaryTree([
            "Kit.xcodeproj/project.pbxproj": """
            { objects = {
                F1 = {isa = PBXFileReference; path = Networking/HTTPClient.m; sourceTree = SOURCE_ROOT; };
                F2 = {isa = PBXFileReference; path = Storage/Store.m; sourceTree = SOURCE_ROOT; };
                F3 = {isa = PBXFileReference; path = KitAll/KitAll.m; sourceTree = SOURCE_ROOT; };
                F4 = {isa = PBXFileReference; path = ShopApp/AppDelegate.m; sourceTree = SOURCE_ROOT; };
                B1 = {isa = PBXBuildFile; fileRef = F1; };
                B2 = {isa = PBXBuildFile; fileRef = F2; };
                B3 = {isa = PBXBuildFile; fileRef = F3; };
                B4 = {isa = PBXBuildFile; fileRef = F4; };
                P1 = {isa = PBXSourcesBuildPhase; files = (B1); };
                P2 = {isa = PBXSourcesBuildPhase; files = (B2); };
                P3 = {isa = PBXSourcesBuildPhase; files = (B3); };
                P4 = {isa = PBXSourcesBuildPhase; files = (B4); };
                T1 = {isa = PBXNativeTarget; name = Networking; buildPhases = (P1); productType = "com.apple.product-type.library.static"; };
                T2 = {isa = PBXNativeTarget; name = Storage; buildPhases = (P2); productType = "com.apple.product-type.library.static"; };
                T3 = {isa = PBXNativeTarget; name = KitAll; buildPhases = (P3); dependencies = (D1, D2); productType = "com.apple.product-type.library.static"; };
                T4 = {isa = PBXNativeTarget; name = ShopApp; buildPhases = (P4); dependencies = (D3); productType = "com.apple.product-type.application"; };
                D1 = {isa = PBXTargetDependency; target = T1; };
                D2 = {isa = PBXTargetDependency; target = T2; };
                D3 = {isa = PBXTargetDependency; target = T3; };
                G1 = {isa = PBXGroup; children = (F1, F2, F3, F4); sourceTree = "<group>"; };
                R1 = {isa = PBXProject; mainGroup = G1; targets = (T1, T2, T3, T4); };
              }; rootObject = R1; }
            """,
            "Networking/HTTPClient.h": "#import <Foundation/Foundation.h>\n@interface HTTPClient : NSObject\n- (void)get:(NSString *)path;\n@end\n",
            "Networking/HTTPClient.m": "#import \"HTTPClient.h\"\n@implementation HTTPClient\n- (void)get:(NSString *)path {}\n@end\n",
            "Storage/Store.h": "#import <Foundation/Foundation.h>\n@interface Store : NSObject\n- (void)save;\n@end\n",
            "Storage/Store.m": "#import \"Store.h\"\n@implementation Store\n- (void)save {}\n@end\n",
            "KitAll/KitAll.h": "#import <Foundation/Foundation.h>\n\n@interface KitAll : NSObject\n\n@end\n",
            "KitAll/KitAll.m": withMethod ? "#import \"KitAll.h\"\n\n@implementation KitAll\n- (void)setUp {}\n@end\n" : "#import \"KitAll.h\"\n\n@implementation KitAll\n\n@end\n",
            "ShopApp/AppDelegate.m": "#import \"HTTPClient.h\"\n#import \"Store.h\"\nvoid ShopStart(void) { [[HTTPClient new] get:@\"/\"]; [[Store new] save]; }\n",
        ])
        let result = try await tree.analyze()
        let found = result.violations.filter { $0.rule.hasSuffix("-dependency") }.map { "\($0.rule) \($0.from)->\($0.to)" }
        #expect(result.module("KitAll")?.hasOwnCode == withMethod)
        #expect(found.sorted() == (withMethod ? [
            "implicit-dependency ShopApp->Networking", "implicit-dependency ShopApp->Storage",
            "redundant-dependency KitAll->Networking", "redundant-dependency KitAll->Storage",
        ] : []), "\(found)")
    }

    /// So is a pod whose only file is the umbrella header of Xcode's framework template, which
    /// exports nothing but the framework's version symbols (ZMoney's scaffolded
    /// `CommonModule`: 3 false `redundant-dependency` warnings on the pods declaring it). A
    /// header declaring anything else is code.
    @Test(arguments: [false, true])
    func aPodWhoseOnlyFileIsTheFrameworkTemplatesHeaderHasNoCode(declaresMore: Bool) async throws {
        let umbrella = """
            #import <Foundation/Foundation.h>

            //! Project version number for CommonModule.
            FOUNDATION_EXPORT double CommonModuleVersionNumber;

            //! Project version string for CommonModule.
            FOUNDATION_EXPORT const unsigned char CommonModuleVersionString[];

            // In this header, you should import all the public headers of your framework using statements like #import <CommonModule/PublicHeader.h>

            """
        let tree = try TemporaryTree([
            "Modules/CommonModule/CommonModule.podspec": "Pod::Spec.new do |s|\n  s.name = 'CommonModule'\n  s.source_files = 'CommonModule/**/*.{h,m,swift}'\nend\n",
            "Modules/CommonModule/CommonModule/CommonModule.h": umbrella + (declaresMore ? "FOUNDATION_EXPORT NSString *const CommonModuleErrorDomain;\n" : ""),
            "Modules/DomainModule/DomainModule.podspec": "Pod::Spec.new do |s|\n  s.name = 'DomainModule'\n  s.source_files = 'DomainModule/**/*.{h,m,swift}'\n  s.dependency 'CommonModule'\nend\n",
            "Modules/DomainModule/DomainModule/Transaction.swift": "public struct Transaction {\n    public let amount: Int\n}\n",
        ])
        let result = try await tree.analyze()
        let found = result.violations.filter { $0.rule.hasSuffix("-dependency") }.map { "\($0.rule) \($0.from)->\($0.to)" }
        #expect(result.module("CommonModule")?.hasOwnCode == declaresMore)
        #expect(found == (declaresMore ? ["redundant-dependency DomainModule->CommonModule"] : []), "\(found)")
    }

    /// A pod with no sources of its own vendoring the built framework of a pod the tree builds
    /// from source (`DeviceLink_iOS`: `vendored_frameworks = ['bin/*.framework']`, holding
    /// `DeviceLink.framework`) declares that module for what imports it (AgoraIot's example
    /// app: a false `implicit-dependency`). A glob matching no framework of that name does not.
    @Test(arguments: [true, false])
    func aBinaryPodShippingASourcePodsFrameworkDeclaresIt(ships: Bool) async throws {
        let tree = try TemporaryTree([
            "DeviceLink.podspec": "Pod::Spec.new do |s|\n  s.name = 'DeviceLink'\n  s.source_files = 'DeviceLink/Source/**/*.swift'\nend\n",
            "DeviceLink_iOS.podspec": "Pod::Spec.new do |s|\n  s.name = 'DeviceLink_iOS'\n  s.vendored_frameworks = ['bin/*.\(ships ? "framework" : "xcframework")']\nend\n",
            "bin/DeviceLink.framework/Headers/DeviceLink.h": "",
            "DeviceLink/Source/Connection.swift": "public final class Connection {\n    public init() {}\n    public func open() {}\n}\n",
            "Hub/Hub.podspec": "Pod::Spec.new do |s|\n  s.name = 'Hub'\n  s.source_files = 'Sources/**/*.swift'\n  s.dependency 'DeviceLink_iOS'\nend\n",
            "Hub/Sources/DeviceBridge.swift": "import DeviceLink\n\nfinal class DeviceBridge {\n    let connection = Connection()\n}\n",
        ])
        let result = try await tree.analyze()
        let found = result.violations.filter { $0.rule == "implicit-dependency" }.map { "\($0.from)->\($0.to)" }
        #expect(found == (ships ? [] : ["Hub->DeviceLink"]), "\(found)")
    }

    /// One SDK built three ways over the same sources: a package target `Foo_SDK` (which owns
    /// the files), a podspec and an Xcode framework `Foo-SDK` whose module is `Foo_SDK`. A
    /// second Xcode framework declaring `Foo-SDK` and using the SDK's class declares it,
    /// whichever twin owns the header (Blueshift's `BlueShiftFontAwesomeHelper`: a false
    /// `implicit-dependency`).
    @Test func aDeclaredTwinAnsweringToTheSameModuleNameIsDeclared() async throws {
        let tree = try TemporaryTree([
            "Package.swift": """
            // swift-tools-version:5.5
            import PackageDescription
            let package = Package(name: "Foo-SDK", products: [.library(name: "Foo_SDK", targets: ["Foo_SDK"])], targets: [
                .target(name: "Foo_SDK", path: "Foo-SDK", exclude: ["UI"], publicHeadersPath: "include"),
                .target(name: "Foo_SDK_UI", dependencies: ["Foo_SDK"], path: "Foo-SDK/UI"),
            ])
            """,
            "Foo-SDK.podspec": "Pod::Spec.new do |s|\n  s.name = 'Foo-SDK'\n  s.subspec 'Core' do |core|\n    core.source_files = 'Foo-SDK/**/*.{h,m}'\n    core.exclude_files = 'Foo-SDK/UI/**/*'\n  end\n  s.subspec 'UI' do |ui|\n    ui.dependency 'Foo-SDK/Core'\n    ui.source_files = 'Foo-SDK/UI/**/*.swift'\n  end\nend\n",
            "Foo-SDK.xcodeproj/project.pbxproj": """
            { objects = {
                F1 = {isa = PBXFileReference; path = Foo-SDK/Helpers/FooFontHelper.h; sourceTree = "<group>"; };
                F2 = {isa = PBXFileReference; path = Foo-SDK/FooTracker.m; sourceTree = "<group>"; };
                F3 = {isa = PBXFileReference; path = Foo-SDK/Helpers/FooFontHelper.m; sourceTree = "<group>"; };
                F4 = {isa = PBXFileReference; path = Foo-SDK/UI/FooBannerView.swift; sourceTree = "<group>"; };
                B2 = {isa = PBXBuildFile; fileRef = F2; };
                B3 = {isa = PBXBuildFile; fileRef = F3; };
                B4 = {isa = PBXBuildFile; fileRef = F4; };
                P1 = {isa = PBXSourcesBuildPhase; files = (B2, B3); };
                P2 = {isa = PBXSourcesBuildPhase; files = (B4); };
                C1 = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_MODULE_NAME = Foo_SDK; PRODUCT_NAME = Foo_SDK; }; name = Release; };
                L1 = {isa = XCConfigurationList; buildConfigurations = (C1); };
                T1 = {isa = PBXNativeTarget; name = Foo-SDK; buildConfigurationList = L1; buildPhases = (P1); productType = "com.apple.product-type.framework"; };
                T2 = {isa = PBXNativeTarget; name = Foo-SDK-UI; buildPhases = (P2); dependencies = (D1); productType = "com.apple.product-type.framework"; };
                D1 = {isa = PBXTargetDependency; target = T1; };
                G1 = {isa = PBXGroup; children = (F1, F2, F3, F4); sourceTree = "<group>"; };
                R1 = {isa = PBXProject; mainGroup = G1; targets = (T1, T2); };
              }; rootObject = R1; }
            """,
            "Foo-SDK/include/FooTracker.h": "#import <Foundation/Foundation.h>\n@interface FooTracker : NSObject\n+ (void)track:(NSString *)event;\n@end\n",
            "Foo-SDK/FooTracker.m": "#import \"FooTracker.h\"\n@implementation FooTracker\n+ (void)track:(NSString *)event {}\n@end\n",
            "Foo-SDK/Helpers/FooFontHelper.h": "#import <Foundation/Foundation.h>\n@interface FooFontHelper : NSObject\n+ (void)downloadFontWithCompletion:(void (^)(void))completion;\n@end\n",
            "Foo-SDK/Helpers/FooFontHelper.m": "#import \"FooFontHelper.h\"\n@implementation FooFontHelper\n+ (void)downloadFontWithCompletion:(void (^)(void))completion { completion(); }\n@end\n",
            "Foo-SDK/UI/FooBannerView.swift": "import SwiftUI\n#if canImport(Foo_SDK)\nimport Foo_SDK\n#endif\n\npublic struct FooBannerView: View {\n    public init() {}\n    public var body: some View {\n        Text(\"Hello\").onAppear { FooFontHelper.downloadFont { FooTracker.track(\"banner\") } }\n    }\n}\n",
        ])
        let result = try await tree.analyze()
        let found = result.violations.filter { $0.rule == "implicit-dependency" }.map { "\($0.from)->\($0.to)" }
        #expect(found == [], "\(result.violations.map(\.message))")
    }

    /// A SwiftPM target naming its declared dependency's types without importing it (ruuvi's
    /// packages, which XcodeGen builds as one framework) does use it: no `redundant-dependency`
    /// (19 false warnings). A declared dependency whose names the code never writes still is.
    @Test func aDependencyWhoseTypesTheCodeNamesUnimportedIsUsed() async throws {
        let tree = try TemporaryTree([
            "Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "Core", targets: [
                    .target(name: "Core"),
                    .target(name: "Logging"),
                    .target(name: "CoreImage", dependencies: ["Core", "Logging"]),
                ])
                """,
            "Sources/Core/ImageCropping.swift": "public protocol ImageCropping { func crop() -> Int }\n",
            "Sources/Logging/Log.swift": "public struct Log { public init() {} }\n",
            "Sources/CoreImage/ImageCroppingImpl.swift": "import Foundation\n\npublic final class ImageCroppingImpl: ImageCropping {\n    public init() {}\n    public func crop() -> Int { 0 }\n}\n",
        ])
        let result = try await tree.analyze()
        let found = result.violations.filter { $0.rule.hasSuffix("-dependency") }.map { "\($0.rule) \($0.from)->\($0.to)" }
        #expect(found == ["redundant-dependency CoreImage->Logging"], "\(found)")
        #expect(result.graph.dependency(from: "CoreImage", to: "Core") == nil, "no import, no edge")
    }

    /// `@class X;` names a class without its header and `NSClassFromString(@"X")` finds it at
    /// run time: neither needs the module to build, so neither is an undeclared dependency. An
    /// unused `@class` couples nothing at all, while a class looked up by name is a business
    /// dependency hidden from the compiler, and a forward-declared class the header then uses
    /// (`SearchBar *`) is a use like any other.
    @Test func forwardDeclarationsAndStringLookupsNeedNoDeclaredDependency() async throws {
        func podspec(_ name: String, _ dependencies: [String] = []) -> String {
            "Pod::Spec.new do |s|\n  s.name = '\(name)'\n  s.version = '1.0'\n  s.source_files = 'Classes/**/*.{h,m}'\n"
                + dependencies.map { "  s.dependency '\($0)'\n" }.joined() + "end\n"
        }
        let tree = try TemporaryTree([
            "rules.json": #"{ "version": 1, "kinds": { "business": ["Chat", "Search", "Contact", "Cart"] } }"#,
            "Chat/Chat.podspec": podspec("Chat", ["Masonry"]),
            "Search/Search.podspec": podspec("Search"),
            "Contact/Contact.podspec": podspec("Contact"),
            "Cart/Cart.podspec": podspec("Cart"),
            "Search/Classes/SearchBar.h": "#import <UIKit/UIKit.h>\n\n@interface SearchBar : UIView\n@end\n",
            "Contact/Classes/GroupCreateController.h": "#import <UIKit/UIKit.h>\n\n@interface GroupCreateController : UIViewController\n@end\n",
            "Chat/Classes/ChatController.h": "#import <UIKit/UIKit.h>\n\n@class SearchBar;\n\n@interface ChatController : UIViewController\n@end\n",
            "Chat/Classes/ChatController.m": """
                #import "ChatController.h"

                @implementation ChatController
                - (BOOL)isCreatingGroup {
                    for (UIViewController *vc in self.navigationController.viewControllers) {
                        if ([vc isKindOfClass:NSClassFromString(@"GroupCreateController")]) return YES;
                    }
                    return NO;
                }
                @end

                """,
            "Cart/Classes/CartHeader.h": "#import <UIKit/UIKit.h>\n\n@class SearchBar;\n\n@interface CartHeader : UIView\n@property (nonatomic, strong) SearchBar *searchBar;\n@end\n",
        ])
        let result = try await tree.analyze()
        let found = result.violations.map { "\($0.rule) \($0.from)->\($0.to)" }.sorted()
        #expect(found == [
            "business-to-business Cart->Search", "business-to-business Chat->Contact", "implicit-dependency Cart->Search",
        ], "\(found)")
        // The unused `@class` is still evidence `why` shows.
        #expect(result.graph.dependency(from: "Chat", to: "Search")?.kinds == [.forwardDeclaration])
    }

    /// Two packages each declaring a target `Schedule` (an iOS app's and its Android port's):
    /// the second is renamed `Mobile/Schedule`, and `"Schedule"` in its own manifest is it, so
    /// the dependency the code uses is not redundant; the renamed module is still named like
    /// a feature (its last part), so the edge is a business one.
    @Test func aDeclaredNameIsTheModuleOfTheSameManifestFirst() async throws {
        let tree = try TemporaryTree([
            "Mobile/Package.swift": """
                // swift-tools-version: 5.9
                import PackageDescription
                let package = Package(name: "Mobile", targets: [
                    .target(name: "HomeFeature", dependencies: ["ScheduleFeature"]),
                    .target(name: "ScheduleFeature"),
                ])
                """,
            "Mobile/Sources/HomeFeature/HomeView.swift": "import ScheduleFeature\n\npublic struct HomeView { let schedule = ScheduleView() }\n",
            "Mobile/Sources/ScheduleFeature/ScheduleView.swift": "public struct ScheduleView { public init() {} }\n",
            "Android/Package.swift": """
                // swift-tools-version: 5.9
                import PackageDescription
                let package = Package(name: "Android", targets: [.target(name: "ScheduleFeature")])
                """,
            "Android/Sources/ScheduleFeature/ScheduleScreen.swift": "public struct ScheduleScreen { public init() {} }\n",
        ])
        let result = try await tree.analyze()
        let found = result.violations.map { "\($0.rule) \($0.from)->\($0.to)" }
        let renamed = try #require(result.modules.first { $0.name.hasSuffix("/ScheduleFeature") })
        #expect(found == ["business-to-business HomeFeature->\(renamed.name)"], "\(found)")
        #expect(renamed.kind == .business)
    }

    /// A file that imports a debug module only under `#if canImport(…)` uses it under the
    /// same condition: its symbol uses are optional too. A file importing it plainly is not.
    @Test func usesInAFileImportingOnlyUnderCanImportAreOptional() throws {
        func symbolUse(_ file: String) -> Evidence {
            Evidence(kind: .type, location: SourceLocation(file: file, line: 8, column: 16), text: "type PulseInterceptor", symbol: "PulseInterceptor")
        }
        var guarded = edge("Search", "Debug", condition: "canImport(Debug)")
        guarded.evidence.append(symbolUse("Sources/Search/A.swift"))
        #expect(try run([module("Search"), module("Debug")], [guarded]).isEmpty)
        // Used in another file that imports it without the guard: reported there.
        guarded.evidence += [
            Evidence(kind: .import, location: SourceLocation(file: "Sources/Search/B.swift", line: 1, column: 1), text: "import Debug"),
            symbolUse("Sources/Search/B.swift"),
        ]
        let violations = try run([module("Search"), module("Debug")], [guarded])
        #expect(violations.map { "\($0.rule) \($0.location.file):\($0.location.line)" } == ["implicit-dependency Sources/Search/B.swift:1"])
        #expect(violations.first?.evidence.map(\.location.file) == ["Sources/Search/B.swift", "Sources/Search/B.swift"])
    }

    /// A folder rules.json carves out of an app target is compiled by that target: no
    /// manifest can name it, so using it is not implicit. A folder that is also a manifest's
    /// module still is.
    @Test func modulesOnlyRulesJsonDeclaresCannotBeUndeclared() throws {
        var merged = module("Goods", style: .config)
        merged.alsoDeclaredBy = [ModuleOrigin(style: .cocoapods, file: "Goods.podspec")]
        let violations = try run(
            [module("Mall", style: .xcode), module("ModuleA", style: .config), merged],
            [edge("Mall", "ModuleA"), edge("Mall", "Goods")])
        #expect(violations.map { "\($0.rule) \($0.from)->\($0.to)" } == ["implicit-dependency Mall->Goods"])
    }

    /// A module whose manifest lists a dependency hive-lint could not read may declare
    /// what it uses: nothing is called implicit.
    @Test func anIncompleteDependencyListReportsNothingImplicit() throws {
        var home = module("Home", style: .tuist, declares: ["Core"])
        home.dependenciesIncomplete = true
        let violations = try run([home, module("Core"), module("Kit")], [edge("Home", "Core"), edge("Home", "Kit")])
        #expect(violations.isEmpty)
    }

    @Test func testModulesAreCheckedOnlyWhenTheScopeSaysSo() throws {
        let modules = [module("SearchTests", .test, declares: []), module("Search")]
        #expect(try run(modules, [edge("SearchTests", "Search")]).isEmpty)
        #expect(try run(modules, [edge("SearchTests", "Search")], scope: ScopeSettings(tests: true)).map(\.rule) == ["implicit-dependency"])
    }
}

extension DeclaredDependencyRuleTests {
    /// One library declared by a podspec and by a package whose target (`UploaderSDK`, product
    /// `Uploader`) lists only its source folders: the pod keeps the umbrella header the package
    /// leaves out, and that header's includes are the library's own, not an undeclared use of
    /// the package target (qiniu's `Qiniu` and `QiniuSDK`). Another pod using it still must
    /// declare it, and so must a target of the package that a product of its name groups with
    /// the one it uses (mastodon's `MastodonSDK` product).
    @Test func aPodUsingThePackageTargetOfItsOwnLibraryIsNotImplicit() async throws {
        let tree = try TemporaryTree([
            "Package.swift": """
            // swift-tools-version:5.5
            import PackageDescription
            let package = Package(name: "Uploader", products: [
                .library(name: "Uploader", targets: ["UploaderSDK"]),
                .library(name: "UploaderKit", targets: ["UploaderKit", "UploaderSDK"]),
            ], targets: [
                .target(name: "UploaderSDK", path: "Uploader", sources: ["Core"]),
                .target(name: "UploaderKit", path: "Kit"),
            ])
            """,
            "Uploader.podspec": "Pod::Spec.new do |s|\n  s.name = 'Uploader'\n  s.source_files = 'Uploader/Uploader.h', 'Uploader/Core/**/*.{h,m}'\nend\n",
            "Uploader/Uploader.h": "#import \"UPUploadManager.h\"\n",
            "Uploader/Core/UPUploadManager.h": "@interface UPUploadManager : NSObject\n@end\n",
            "Uploader/Core/UPUploadManager.m": "#import \"UPUploadManager.h\"\n@implementation UPUploadManager\n@end\n",
            "Kit/UPKQueue.swift": "import UploaderSDK\n\nfinal class UPKQueue { let manager = UPUploadManager() }\n",
            "Gallery/Gallery.podspec": "Pod::Spec.new do |s|\n  s.name = 'Gallery'\n  s.source_files = 'Classes/**/*.{h,m}'\nend\n",
            "Gallery/Classes/GLYPicker.m": "#import <Uploader/UPUploadManager.h>\n@implementation GLYPicker\n- (void)send { [UPUploadManager new]; }\n@end\n",
        ])
        let result = try await tree.analyze()
        let implicit = result.violations.filter { $0.rule == "implicit-dependency" }.map { "\($0.from)->\($0.to)" }
        #expect(implicit == ["Gallery->Uploader", "Gallery->UploaderSDK", "UploaderKit->UploaderSDK"], "\(result.violations.map(\.message))")
    }

    /// A library with a podspec and a `Package.swift`: the pod (one module of all its
    /// subspecs) shares its name with the package's core target, and a subspec vendoring an
    /// SDK has sources the package's `PayTwint` target owns. The SDK is that subspec's
    /// dependency, not the core's (Adyen's `TwintSDK`, braintree's `PPRiskMagnes`: false
    /// `redundant-dependency` warnings cited at `Package.swift:1`). A dependency the package
    /// declares for the core target itself is still judged.
    @Test func aSubspecsDependencyIsNotTheCoreTargetsWhenThePackageOwnsItsFiles() async throws {
        let tree = try TemporaryTree([
            "Package.swift": """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Pay", products: [
                .library(name: "Pay", targets: ["Pay"]),
                .library(name: "PayTwint", targets: ["PayTwint"]),
            ], targets: [
                .target(name: "Pay", dependencies: ["PayLogging"], path: "Pay"),
                .target(name: "PayLogging", path: "Logging"),
                .target(name: "PayTwint", dependencies: ["Pay", "TwintKit"], path: "PayTwint"),
                .binaryTarget(name: "TwintKit", path: "Vendor/TwintKit.xcframework"),
            ])
            """,
            "Pay.podspec": """
            Pod::Spec.new do |s|
              s.name = 'Pay'
              s.version = '1.0.0'
              s.default_subspecs = 'Core'
              s.subspec 'Core' do |core|
                core.source_files = 'Pay/**/*.swift'
              end
              s.subspec 'Twint' do |twint|
                twint.source_files = 'PayTwint/**/*.swift'
                twint.dependency 'Pay/Core'
                twint.vendored_frameworks = 'Vendor/TwintKit.xcframework'
              end
            end
            """,
            "Pay/Payment.swift": "public struct Payment {\n    public let amount: Int\n}\n",
            "Logging/PayLog.swift": "public enum PayLog {\n    public static func write(_ line: String) {}\n}\n",
            "PayTwint/TwintPayer.swift": "import Pay\nimport TwintKit\n\npublic final class TwintPayer {\n    public func pay(_ payment: Payment) -> Bool { TwintApp.isInstalled }\n}\n",
            "Vendor/TwintKit.xcframework/ios-arm64/TwintKit.framework/Headers/TwintKit.h": "@interface TwintApp : NSObject\n+ (BOOL)isInstalled;\n@end\n",
        ])
        let result = try await tree.analyze()
        let redundant = result.violations.filter { $0.rule == "redundant-dependency" }.map { "\($0.from)->\($0.to)" }
        #expect(redundant == ["Pay->PayLogging"], "\(result.violations.map(\.message))")
    }

    /// A plugin described by a podspec subspec and by a package target over one folder: the
    /// subspec lists the plugin's header and its CocoaPods-only `.m`, the package target the
    /// header and its SwiftPM `.m`. The package wins the header, and the pod's own `.m`
    /// including it compiles it too: no undeclared use of the package target (adjust's
    /// plugins: false `implicit-dependency` warnings).
    @Test func aPodKeepsTheHeadersAPackageTargetWonFromIt() async throws {
        let tree = try TemporaryTree([
            "Package.swift": """
            // swift-tools-version:5.5
            import PackageDescription
            let package = Package(name: "Metrics", products: [
                .library(name: "Metrics", targets: ["Metrics"]),
                .library(name: "MetricsCrash", targets: ["MetricsCrash"]),
            ], targets: [
                .target(name: "Metrics", path: "Core"),
                .target(name: "MetricsCrash", path: "plugins/crash", sources: ["include", "spm"], publicHeadersPath: "include"),
            ])
            """,
            "Metrics.podspec": """
            Pod::Spec.new do |s|
              s.name = 'MetricsPod'
              s.module_name = 'Metrics'
              s.subspec 'Core' do |core|
                core.source_files = 'Core/**/*.{h,m}'
              end
              s.subspec 'Crash' do |crash|
                crash.source_files = 'plugins/crash/include/*.h', 'plugins/crash/pods/*.m'
                crash.dependency 'MetricsPod/Core'
              end
            end
            """,
            "Core/MTRRecorder.h": "@interface MTRRecorder : NSObject\n+ (void)record:(NSString *)name;\n@end\n",
            "Core/MTRRecorder.m": "#import \"MTRRecorder.h\"\n@implementation MTRRecorder\n+ (void)record:(NSString *)name {}\n@end\n",
            "plugins/crash/include/MTRCrashPlugin.h": "@interface MTRCrashPlugin : NSObject\n+ (NSString *)source;\n@end\n",
            "plugins/crash/spm/MTRCrashPlugin.m": "#import \"MTRCrashPlugin.h\"\n@implementation MTRCrashPlugin\n+ (NSString *)source { return @\"spm\"; }\n@end\n",
            "plugins/crash/pods/MTRCrashPlugin.m": "#import \"MTRCrashPlugin.h\"\n@implementation MTRCrashPlugin\n+ (NSString *)source { return @\"pods\"; }\n@end\n",
        ])
        let result = try await tree.analyze()
        #expect(result.module("MetricsPod")?.files == ["plugins/crash/pods/MTRCrashPlugin.m"])
        #expect(result.module("MetricsCrash")?.files.contains("plugins/crash/include/MTRCrashPlugin.h") == true)
        #expect(result.dependency("MetricsPod", "MetricsCrash") == nil)
        #expect(result.violations.filter { $0.rule == "implicit-dependency" }.isEmpty, "\(result.violations.map(\.message))")
    }

    /// The same library as one pod compiling the conversation sources itself and as package
    /// targets, `Chat` depending on `ChatConversation`, which owns them: the package build uses
    /// the target, so `Chat`'s includes of its headers are that dependency, and it is not
    /// redundant (swrve's `SwrveSDK`: a false `redundant-dependency` on `SwrveConversationSDK`).
    @Test func aModuleDeclaredInTheWinningStyleTooDoesNotCompileTheHeadersItLost() async throws {
        let tree = try TemporaryTree([
            "Package.swift": """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Chat", products: [.library(name: "Chat", targets: ["Chat"])], targets: [
                .target(name: "ChatConversation", path: "ChatConversation"),
                .target(name: "Chat", dependencies: ["ChatConversation"], path: "Chat"),
            ])
            """,
            "Chat.podspec": "Pod::Spec.new do |s|\n  s.name = 'Chat'\n  s.source_files = 'ChatConversation/**/*.{h,m}', 'Chat/**/*.{h,m}'\nend\n",
            "ChatConversation/CHTConversation.h": "#define CHT_CONVERSATION_VERSION 4\n@interface CHTConversation : NSObject\n@end\n",
            "ChatConversation/CHTConversation.m": "#import \"CHTConversation.h\"\n@implementation CHTConversation\n@end\n",
            "Chat/CHTController.m": "#import \"CHTConversation.h\"\n@implementation CHTController\n- (int)version { return CHT_CONVERSATION_VERSION; }\n@end\n",
        ])
        let result = try await tree.analyze()
        #expect(result.dependency("Chat", "ChatConversation") != nil)
        #expect(result.violations.filter { $0.rule == "redundant-dependency" }.isEmpty, "\(result.violations.map(\.message))")
    }

    /// A test app whose project compiles a library's `.m` itself and references the library's
    /// headers beside it in its groups, while the library's project lists them in its Headers
    /// phase: the library owns the headers, and the app compiles them as its own (adjust's
    /// test apps building the test library's sources: false `implicit-dependency` warnings).
    @Test func anAppCompilingALibrarysSourcesCompilesTheHeadersItsProjectNames() async throws {
        let tree = try TemporaryTree([
            "Courier/Courier.xcodeproj/project.pbxproj": """
            { objects = {
                B1 = {isa = PBXBuildFile; fileRef = F1; };
                B2 = {isa = PBXBuildFile; fileRef = F2; };
                F1 = {isa = PBXFileReference; path = AppDelegate.m; sourceTree = "<group>"; };
                F2 = {isa = PBXFileReference; path = ../../Wire/Wire/WRClient.m; sourceTree = "<group>"; };
                F3 = {isa = PBXFileReference; path = ../../Wire/Wire/WRClient.h; sourceTree = "<group>"; };
                F4 = {isa = PBXFileReference; path = ../../Wire/Wire/WRConstants.h; sourceTree = "<group>"; };
                G1 = {isa = PBXGroup; children = (F1, F2, F3, F4); path = Courier; sourceTree = "<group>"; };
                G0 = {isa = PBXGroup; children = (G1); sourceTree = "<group>"; };
                P1 = {isa = PBXSourcesBuildPhase; files = (B1, B2); };
                T1 = {isa = PBXNativeTarget; name = Courier; buildPhases = (P1); productType = "com.apple.product-type.application"; };
                R1 = {isa = PBXProject; mainGroup = G0; targets = (T1); };
              }; rootObject = R1; }
            """,
            "Courier/Courier/AppDelegate.m": "#import \"WRClient.h\"\n@implementation AppDelegate\n- (void)start { [WRClient new]; }\n@end\n",
            "Wire/Wire.xcodeproj/project.pbxproj": """
            { objects = {
                B1 = {isa = PBXBuildFile; fileRef = F1; };
                B2 = {isa = PBXBuildFile; fileRef = F2; };
                B3 = {isa = PBXBuildFile; fileRef = F3; };
                F1 = {isa = PBXFileReference; path = WRClient.m; sourceTree = "<group>"; };
                F2 = {isa = PBXFileReference; path = WRClient.h; sourceTree = "<group>"; };
                F3 = {isa = PBXFileReference; path = WRConstants.h; sourceTree = "<group>"; };
                G1 = {isa = PBXGroup; children = (F1, F2, F3); path = Wire; sourceTree = "<group>"; };
                G0 = {isa = PBXGroup; children = (G1); sourceTree = "<group>"; };
                P1 = {isa = PBXSourcesBuildPhase; files = (B1); };
                P2 = {isa = PBXHeadersBuildPhase; files = (B2, B3); };
                T1 = {isa = PBXNativeTarget; name = Wire; buildPhases = (P2, P1); productType = "com.apple.product-type.library.static"; };
                R1 = {isa = PBXProject; mainGroup = G0; targets = (T1); };
              }; rootObject = R1; }
            """,
            "Wire/Wire/WRClient.h": "@interface WRClient : NSObject\n@end\n",
            "Wire/Wire/WRConstants.h": "#define WR_TIMEOUT 30\n",
            "Wire/Wire/WRClient.m": "#import \"WRClient.h\"\n#import \"WRConstants.h\"\n@implementation WRClient\n- (int)timeout { return WR_TIMEOUT; }\n@end\n",
        ])
        let result = try await tree.analyze()
        #expect(result.module("Wire")?.files.contains("Wire/Wire/WRConstants.h") == true)
        #expect(result.dependency("Courier", "Wire") == nil, "\(result.graph.dependencies.map { "\($0.from)->\($0.to)" })")
        #expect(result.violations.isEmpty, "\(result.violations.map(\.message))")
    }

    /// Static xcframeworks checked into the tree and listed by a Tuist target: the code imports
    /// `FirebaseCore`, whose object code needs `nanopb`'s symbols, so the target links both and
    /// names one (Chatty's vendored Firebase: 6 false `redundant-dependency` warnings). A module
    /// of sources declared and never used is still reported.
    @Test func aCheckedInBinaryIsNeverRedundant() async throws {
        let tree = try TemporaryTree([
            "Projects/Analytics/Project.swift": """
            import ProjectDescription
            let project = Project(name: "Analytics", targets: [
                .target(name: "Analytics", destinations: .iOS, product: .staticFramework, bundleId: "app.analytics", sources: ["Sources/**"],
                        dependencies: [
                            .xcframework(path: .relativeToRoot("Frameworks/Firebase/FirebaseCore.xcframework")),
                            .xcframework(path: .relativeToRoot("Frameworks/Firebase/nanopb.xcframework")),
                            .project(target: "Logging", path: .relativeToRoot("Projects/Logging")),
                        ]),
            ])
            """,
            "Projects/Analytics/Sources/AnalyticsBootstrap.swift": "import FirebaseCore\n\npublic enum AnalyticsBootstrap {\n    public static func start() { FIRApp.configure() }\n}\n",
            "Projects/Logging/Project.swift": """
            import ProjectDescription
            let project = Project(name: "Logging", targets: [
                .target(name: "Logging", destinations: .iOS, product: .staticFramework, bundleId: "app.logging", sources: ["Sources/**"]),
            ])
            """,
            "Projects/Logging/Sources/Log.swift": "public enum Log {\n    public static func write(_ line: String) {}\n}\n",
            "Frameworks/Firebase/FirebaseCore.xcframework/ios-arm64/FirebaseCore.framework/Headers/FirebaseCore.h": "@interface FIRApp : NSObject\n+ (void)configure;\n@end\n",
            "Frameworks/Firebase/nanopb.xcframework/ios-arm64/nanopb.framework/Headers/pb.h": "typedef unsigned int pb_size_t;\n",
        ])
        let result = try await tree.analyze()
        let redundant = result.violations.filter { $0.rule == "redundant-dependency" }.map { "\($0.from)->\($0.to)" }
        #expect(redundant == ["Analytics->Logging"], "\(result.violations.map(\.message))")
    }

    /// A helper tool compiling its framework's `UPConstants.m` itself (both targets list it)
    /// and including `UPErrors.h`, which that file includes beside it and the framework lists in
    /// its Headers phase: an error enum and the domain constant `UPConstants.m` defines. The
    /// framework embeds the helper, which links nothing of it (Sparkle's helper tools: 6 false
    /// `implicit-dependency` warnings). A header declaring a class stays the framework's.
    @Test func aToolCompilingAFrameworksSourceCompilesTheConstantsHeaderItIncludes() async throws {
        let tree = try TemporaryTree([
            "Updater.xcodeproj/project.pbxproj": """
            { objects = {
                F1 = {isa = PBXFileReference; path = Helper/main.m; sourceTree = SOURCE_ROOT; };
                F2 = {isa = PBXFileReference; path = Updater/UPConstants.m; sourceTree = SOURCE_ROOT; };
                F3 = {isa = PBXFileReference; path = Updater/UPUpdater.m; sourceTree = SOURCE_ROOT; };
                F4 = {isa = PBXFileReference; path = Updater/UPErrors.h; sourceTree = SOURCE_ROOT; };
                F5 = {isa = PBXFileReference; path = Updater/UPConstants.h; sourceTree = SOURCE_ROOT; };
                F6 = {isa = PBXFileReference; path = Updater/UPUpdater.h; sourceTree = SOURCE_ROOT; };
                B1 = {isa = PBXBuildFile; fileRef = F1; };
                B2 = {isa = PBXBuildFile; fileRef = F2; };
                B3 = {isa = PBXBuildFile; fileRef = F2; };
                B4 = {isa = PBXBuildFile; fileRef = F3; };
                B5 = {isa = PBXBuildFile; fileRef = F4; };
                B6 = {isa = PBXBuildFile; fileRef = F5; };
                B7 = {isa = PBXBuildFile; fileRef = F6; };
                P1 = {isa = PBXSourcesBuildPhase; files = (B1, B2); };
                P2 = {isa = PBXSourcesBuildPhase; files = (B3, B4); };
                P3 = {isa = PBXHeadersBuildPhase; files = (B5, B6, B7); };
                T1 = {isa = PBXNativeTarget; name = Helper; buildPhases = (P1); productType = "com.apple.product-type.tool"; };
                T2 = {isa = PBXNativeTarget; name = Updater; buildPhases = (P2, P3); dependencies = (D1); productType = "com.apple.product-type.framework"; };
                D1 = {isa = PBXTargetDependency; target = T1; };
                G1 = {isa = PBXGroup; children = (F1, F2, F3, F4, F5, F6); sourceTree = "<group>"; };
                R1 = {isa = PBXProject; mainGroup = G1; targets = (T1, T2); };
              }; rootObject = R1; }
            """,
            "Helper/main.m": "#import \"UPErrors.h\"\n#import \"UPUpdater.h\"\nint main(void) {\n    NSLog(@\"%@ %ld\", UPErrorDomain, (long)UPInstallationError);\n    [UPUpdater new];\n    return 0;\n}\n",
            "Updater/UPErrors.h": "extern NSString *const UPErrorDomain;\ntypedef NS_ENUM(NSInteger, UPError) {\n    UPInstallationError = 1,\n};\n",
            "Updater/UPConstants.h": "extern NSString *const UPBundleIdentifier;\n",
            "Updater/UPConstants.m": "#import \"UPConstants.h\"\n#import \"UPErrors.h\"\nNSString *const UPErrorDomain = @\"UPErrorDomain\";\nNSString *const UPBundleIdentifier = @\"org.example.Updater\";\n",
            "Updater/UPUpdater.h": "@interface UPUpdater : NSObject\n- (void)checkForUpdates;\n@end\n",
            "Updater/UPUpdater.m": "#import \"UPUpdater.h\"\n#import \"UPConstants.h\"\n@implementation UPUpdater\n- (void)checkForUpdates { NSLog(@\"%@\", UPBundleIdentifier); }\n@end\n",
        ])
        let result = try await tree.analyze()
        let evidence = result.dependency("Helper", "Updater")?.evidence.map { "\($0.location.file):\($0.location.line)" } ?? []
        #expect(evidence == ["Helper/main.m:2", "Helper/main.m:5"], "\(evidence)")
    }

    /// The same for a header-only header a shared source includes by name from another folder
    /// (a host app compiling the framework's `.m` files, which include the logging macros of
    /// its `Vendor/TLog.h` through the header search paths: Typhoon's host apps and
    /// `OCLogTemplate.h`). Only a header one of the source's compilers owns, and not when a
    /// header of that name lies beside the source.
    @Test func aHostAppCompilingAFrameworksSourcesCompilesTheMacroHeaderItIncludesByName() async throws {
        let tree = try TemporaryTree([
            "Kit.xcodeproj/project.pbxproj": """
            { objects = {
                F1 = {isa = PBXFileReference; path = Source/TFactory.m; sourceTree = SOURCE_ROOT; };
                F2 = {isa = PBXFileReference; path = Source/TFactory.h; sourceTree = SOURCE_ROOT; };
                F3 = {isa = PBXFileReference; path = Source/Vendor/TLog.h; sourceTree = SOURCE_ROOT; };
                F4 = {isa = PBXFileReference; path = HostApp/AppDelegate.m; sourceTree = SOURCE_ROOT; };
                B1 = {isa = PBXBuildFile; fileRef = F1; };
                B2 = {isa = PBXBuildFile; fileRef = F1; };
                B3 = {isa = PBXBuildFile; fileRef = F2; };
                B4 = {isa = PBXBuildFile; fileRef = F3; };
                B5 = {isa = PBXBuildFile; fileRef = F4; };
                P1 = {isa = PBXSourcesBuildPhase; files = (B1); };
                H1 = {isa = PBXHeadersBuildPhase; files = (B3, B4); };
                P2 = {isa = PBXSourcesBuildPhase; files = (B2, B5); };
                T1 = {isa = PBXNativeTarget; name = Kit; buildPhases = (H1, P1); productType = "com.apple.product-type.framework"; };
                T2 = {isa = PBXNativeTarget; name = KitHost; buildPhases = (P2); productType = "com.apple.product-type.application"; };
                G1 = {isa = PBXGroup; children = (F1, F2, F3, F4); sourceTree = "<group>"; };
                R1 = {isa = PBXProject; mainGroup = G1; targets = (T1, T2); };
              }; rootObject = R1; }
            """,
            "Source/Vendor/TLog.h": "#define TLogDebug(fmt, ...) NSLog(fmt, ##__VA_ARGS__)\n",
            "Source/TFactory.h": "@interface TFactory : NSObject\n- (id)build;\n@end\n",
            "Source/TFactory.m": "#import \"TFactory.h\"\n#import \"TLog.h\"\n@implementation TFactory\n- (id)build { TLogDebug(@\"build\"); return nil; }\n@end\n",
            "HostApp/AppDelegate.m": "#import \"TLog.h\"\n#import \"TFactory.h\"\nvoid AppStart(void) { TLogDebug(@\"start %@\", [TFactory new]); }\n",
        ])
        let result = try await tree.analyze()
        #expect(result.dependency("KitHost", "Kit") == nil, "\(result.graph.dependencies)")
    }

    /// An XcodeGen target whose `sources: Sources` the package beside it splits into `Notes`
    /// and `NotesImpl`: it is one module with the package's `Notes`, whose files are the
    /// package's. What only the XcodeGen target declares (`Store`, which `NotesImpl` uses) may
    /// be the other files' dependency, so it is not judged (ruuvi's `target.yml` modules: 8
    /// false `redundant-dependency` warnings). What the package declares for `Notes` is.
    @Test func anXcodeGenTargetsDependencyIsNotJudgedWhenThePackageSplitsItsSources() async throws {
        let tree = try TemporaryTree([
            "project.yml": "name: Demo\ninclude:\n  - Packages/Notes/target.yml\n  - Packages/Store/target.yml\ntargets:\n  Demo:\n    type: application\n    platform: iOS\n    sources: [App]\n    dependencies:\n      - target: Notes\n",
            "Packages/Notes/target.yml": "targets:\n  Notes:\n    type: framework\n    platform: iOS\n    sources:\n      - path: Sources\n    dependencies:\n      - target: Store\n",
            "Packages/Notes/Package.swift": """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Notes", products: [.library(name: "Notes", targets: ["Notes"]), .library(name: "NotesImpl", targets: ["NotesImpl"])],
                dependencies: [.package(path: "../Store"), .package(path: "../Logging")],
                targets: [
                    .target(name: "Notes", dependencies: [.product(name: "Logging", package: "Logging")]),
                    .target(name: "NotesImpl", dependencies: ["Notes", .product(name: "Store", package: "Store")]),
                ])
            """,
            "Packages/Notes/Sources/Notes/NotesService.swift": "public protocol NotesService {\n    func titles() -> [String]\n}\n",
            "Packages/Notes/Sources/NotesImpl/NotesServiceImpl.swift": "import Notes\nimport Store\n\npublic final class NotesServiceImpl: NotesService {\n    let store = NoteStore()\n    public func titles() -> [String] { store.load() }\n}\n",
            "Packages/Store/target.yml": "targets:\n  Store:\n    type: framework\n    platform: iOS\n    sources:\n      - path: Sources\n",
            "Packages/Store/Package.swift": "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Store\", products: [.library(name: \"Store\", targets: [\"Store\"])], targets: [.target(name: \"Store\")])\n",
            "Packages/Store/Sources/Store/NoteStore.swift": "public final class NoteStore {\n    public init() {}\n    public func load() -> [String] { [] }\n}\n",
            "Packages/Logging/Package.swift": "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Logging\", products: [.library(name: \"Logging\", targets: [\"Logging\"])], targets: [.target(name: \"Logging\")])\n",
            "Packages/Logging/Sources/Logging/Log.swift": "public enum Log {\n    public static func write(_ line: String) {}\n}\n",
            "App/AppDelegate.swift": "import Notes\n\nfinal class AppDelegate {\n    var service: NotesService?\n}\n",
        ])
        let result = try await tree.analyze()
        let redundant = result.violations.filter { $0.rule == "redundant-dependency" }.map { "\($0.from)->\($0.to)" }
        #expect(redundant == ["Notes->Logging"], "\(result.violations.map(\.message))")
    }

    /// Two app targets of one project sharing `Sources/`: a file both compile includes the
    /// tvOS app's `TVSearchController.h` (its `.m` only the tvOS app compiles) and uses it only
    /// under `#if TARGET_OS_TV`, which the iOS build (`SDKROOT = iphoneos`) never compiles. The
    /// iOS app needs nothing of the tvOS app (vlc-ios: `depends-on-app` errors and a cycle). A
    /// shared file using the class in both builds still makes the dependency.
    @Test func anIncludeInASharedFileOfTheOtherAppsHeaderUsedOnlyInItsBuildIsNoDependency() async throws {
        func project(sharedFiles: String) -> String {
            """
            { objects = {
                F1 = {isa = PBXFileReference; path = Sources/Playback/SubtitlesViewController.m; sourceTree = SOURCE_ROOT; };
                F2 = {isa = PBXFileReference; path = Sources/TV/TVSearchController.m; sourceTree = SOURCE_ROOT; };
                F3 = {isa = PBXFileReference; path = Sources/TV/TVSearchController.h; sourceTree = SOURCE_ROOT; };
                F4 = {isa = PBXFileReference; path = Sources/Playback/SubtitlesViewController.h; sourceTree = SOURCE_ROOT; };
                F5 = {isa = PBXFileReference; path = Sources/Playback/AudioViewController.m; sourceTree = SOURCE_ROOT; };
                B1 = {isa = PBXBuildFile; fileRef = F1; };
                B2 = {isa = PBXBuildFile; fileRef = F1; };
                B3 = {isa = PBXBuildFile; fileRef = F2; };
                B4 = {isa = PBXBuildFile; fileRef = F5; };
                B5 = {isa = PBXBuildFile; fileRef = F5; };
                P1 = {isa = PBXSourcesBuildPhase; files = (\(sharedFiles == "both" ? "B1, B4" : "B1")); };
                P2 = {isa = PBXSourcesBuildPhase; files = (\(sharedFiles == "both" ? "B2, B3, B5" : "B2, B3")); };
                C1 = {isa = XCBuildConfiguration; buildSettings = { SDKROOT = iphoneos; }; name = Release; };
                C2 = {isa = XCBuildConfiguration; buildSettings = { SDKROOT = appletvos; }; name = Release; };
                L1 = {isa = XCConfigurationList; buildConfigurations = (C1); };
                L2 = {isa = XCConfigurationList; buildConfigurations = (C2); };
                T1 = {isa = PBXNativeTarget; name = "Player-iOS"; buildPhases = (P1); buildConfigurationList = L1; productType = "com.apple.product-type.application"; };
                T2 = {isa = PBXNativeTarget; name = "Player-tvOS"; buildPhases = (P2); buildConfigurationList = L2; productType = "com.apple.product-type.application"; };
                G1 = {isa = PBXGroup; children = (F1, F2, F3, F4, F5); sourceTree = "<group>"; };
                R1 = {isa = PBXProject; mainGroup = G1; targets = (T1, T2); };
              }; rootObject = R1; }
            """
        }
        var files = [
            "Player.xcodeproj/project.pbxproj": project(sharedFiles: "one"),
            "Sources/TV/TVSearchController.h": "@interface TVSearchController : NSObject\n@end\n",
            "Sources/TV/TVSearchController.m": "#import \"TVSearchController.h\"\n@implementation TVSearchController\n@end\n",
            "Sources/Playback/SubtitlesViewController.h": "@interface SubtitlesViewController : NSObject\n@end\n",
            "Sources/Playback/SubtitlesViewController.m": """
            #import "SubtitlesViewController.h"
            #import "TVSearchController.h"

            @implementation SubtitlesViewController
            - (void)show {
            #if TARGET_OS_TV
                [[TVSearchController alloc] init];
            #endif
            }
            @end

            """,
        ]
        let separate = try await TemporaryTree(files).analyze()
        #expect(separate.dependency("Player-iOS", "Player-tvOS") == nil, "\(separate.violations.map(\.message))")
        #expect(separate.violations.isEmpty, "\(separate.violations.map(\.message))")

        files["Player.xcodeproj/project.pbxproj"] = project(sharedFiles: "both")
        files["Sources/Playback/AudioViewController.m"] = "#import \"TVSearchController.h\"\n@implementation AudioViewController\n- (void)search { [[TVSearchController alloc] init]; }\n@end\n"
        let using = try await TemporaryTree(files).analyze()
        #expect(using.dependency("Player-iOS", "Player-tvOS")?.evidence.map { "\($0.location.file):\($0.location.line)" } == [
            "Sources/Playback/AudioViewController.m:1", "Sources/Playback/AudioViewController.m:3",
        ])
    }

    /// A Swift file an app and its framework both compile, importing the framework and using
    /// nothing of it that hive-lint sees: the app's build needs the module all the same, so the
    /// import stays a dependency (home-assistant's settings rows' `import Shared`).
    @Test func aSwiftImportInASharedSourceStaysADependency() async throws {
        let tree = try TemporaryTree([
            "Home.xcodeproj/project.pbxproj": """
            { objects = {
                F1 = {isa = PBXFileReference; path = App/SettingsRow.swift; sourceTree = SOURCE_ROOT; };
                F2 = {isa = PBXFileReference; path = Shared/Theme.swift; sourceTree = SOURCE_ROOT; };
                B1 = {isa = PBXBuildFile; fileRef = F1; };
                B2 = {isa = PBXBuildFile; fileRef = F1; };
                B3 = {isa = PBXBuildFile; fileRef = F2; };
                P1 = {isa = PBXSourcesBuildPhase; files = (B1); };
                P2 = {isa = PBXSourcesBuildPhase; files = (B2, B3); };
                R2 = {isa = PBXFileReference; path = Shared.framework; sourceTree = BUILT_PRODUCTS_DIR; };
                T1 = {isa = PBXNativeTarget; name = App; buildPhases = (P1); productType = "com.apple.product-type.application"; };
                T2 = {isa = PBXNativeTarget; name = Shared; buildPhases = (P2); productReference = R2; productType = "com.apple.product-type.framework"; };
                G1 = {isa = PBXGroup; children = (F1, F2); sourceTree = "<group>"; };
                R1 = {isa = PBXProject; mainGroup = G1; targets = (T1, T2); };
              }; rootObject = R1; }
            """,
            "App/SettingsRow.swift": "import Shared\n\nstruct SettingsRow {\n    let title: String\n}\n",
            "Shared/Theme.swift": "public enum Theme {\n    public static let tint = 1\n}\n",
        ])
        let result = try await tree.analyze()
        #expect(result.dependency("App", "Shared")?.evidence.map(\.text) == ["import Shared"], "\(result.graph.dependencies)")
    }

    /// A unit test target including its host app's `"StubFetcher.h"` (its project's app lists
    /// the header) while an old copy of that name lies in a folder no target compiles: the
    /// test compiles against its app's headers, so the include is the app's (AppNexus: 7 false
    /// `ambiguous-include`). Another app of the project including the name stays ambiguous.
    @Test func aTestTargetsIncludeOfItsAppsHeaderIsNoAmbiguityWithACopyInNoModule() async throws {
        let tree = try TemporaryTree([
            "project.yml": """
            name: HostApp
            targets:
              HostApp:
                type: application
                platform: iOS
                sources: [HostApp]
              Widget:
                type: app-extension
                platform: iOS
                sources: [Widget]
              HostAppTests:
                type: bundle.unit-test
                platform: iOS
                sources: [HostAppTests]
                dependencies:
                  - target: HostApp
            """,
            "HostApp/Mocks/StubFetcher.h": "@interface StubFetcher : NSObject\n- (void)fetch;\n@end\n",
            "HostApp/Mocks/StubFetcher.m": "#import \"StubFetcher.h\"\n@implementation StubFetcher\n- (void)fetch {}\n@end\n",
            "HostApp/AppDelegate.m": "#import \"StubFetcher.h\"\n@implementation AppDelegate\n@end\n",
            "Widget/WidgetController.m": "#import \"StubFetcher.h\"\n@implementation WidgetController\n@end\n",
            "HostAppTests/FetchTests.m": "#import \"StubFetcher.h\"\n@implementation FetchTests\n- (void)testFetch { [[StubFetcher new] fetch]; }\n@end\n",
            "Legacy/OldTests/cat/StubFetcher.h": "@interface StubFetcher : NSObject\n@end\n",
        ])
        let result = try await tree.analyze()
        #expect(result.dependency("HostAppTests", "HostApp")?.evidence.first?.location.file == "HostAppTests/FetchTests.m")
        #expect(result.diagnostics.filter { $0.code == "ambiguous-include" }.map { $0.location?.file ?? "" } == ["Widget/WidgetController.m"])
    }

    /// A shared header defines the platform test the shared sources branch on
    /// (`#define AD_MACOS_SDK (!(TARGET_OS_IOS || TARGET_OS_TV))`); the iOS framework's build
    /// never compiles `#if AD_MACOS_SDK` nor the `#else` of `#if !AD_MACOS_SDK`, so the
    /// macOS framework's header included there is no dependency of it (AppNexus: 2 false
    /// `implicit-dependency`). The macOS framework compiles that branch; a test that is true
    /// for the build (`AD_IOS_SDK`) decides nothing, as a file not including its header sees
    /// the name undefined.
    @Test func aHeadersPlatformTestDecidesTheBranchesOfABuildOfKnownPlatform() async throws {
        let tree = try TemporaryTree([
            "project.yml": """
            name: AdSDK
            targets:
              AdKit:
                type: framework
                platform: iOS
                sources: [Sources/AdKit]
              AdKitMac:
                type: framework
                platform: macOS
                sources: [Sources/AdKitMac]
              AdKitTV:
                type: framework
                platform: tvOS
                sources: [Sources/AdKitTV]
            """,
            "Sources/AdKit/AdConstants.h": """
            #import <TargetConditionals.h>
            // Set when the shared sources are compiled by the macOS framework.
            #define AD_MACOS_SDK (!(TARGET_OS_IOS || TARGET_OS_TV)) // not on the phone
            #define AD_IOS_SDK \\
                TARGET_OS_IOS
            #define AD_LOG(message) NSLog(message)
            """,
            "Sources/AdKit/AdResponse.h": "#import \"AdConstants.h\"\n@interface AdResponse : NSObject\n@end\n",
            "Sources/AdKit/AdResponse.m": """
            #import "AdResponse.h"
            #if !AD_MACOS_SDK
            #import <UIKit/UIKit.h>
            #else
            #import "MacAdView.h"
            #endif
            #if !AD_IOS_SDK
            #import "TVAdView.h"
            #endif
            @implementation AdResponse
            @end
            """,
            "Sources/AdKitMac/MacAdView.h": "#import \"AdResponse.h\"\n@interface MacAdView : NSObject\n@end\n",
            "Sources/AdKitMac/MacAdView.m": "#import \"MacAdView.h\"\n@implementation MacAdView\n@end\n",
            "Sources/AdKitTV/TVAdView.h": "@interface TVAdView : NSObject\n@end\n",
            "Sources/AdKitTV/TVAdView.m": "#import \"TVAdView.h\"\n@implementation TVAdView\n@end\n",
        ])
        let result = try await tree.analyze()
        #expect(result.dependency("AdKit", "AdKitMac") == nil, "\(result.graph.dependencies)")
        #expect(result.dependency("AdKit", "AdKitTV")?.evidence.map(\.text) == ["#import \"TVAdView.h\""])
        #expect(result.dependency("AdKitMac", "AdKit") != nil)
    }

    /// A package declaring C shims for other systems' builds, imported only under `#if
    /// os(Linux)` and `#elseif os(Windows)` (swift-nio's `NIOCore` → `CNIOLinux`,
    /// `CNIOWindows`: 6 false `redundant-dependency` warnings): the imports are no edge of the
    /// Apple builds hive-lint reads, but they use the dependencies. A shim imported only under
    /// `#if !SWIFT_PACKAGE`, another build system's branch, is still redundant in the package.
    @Test func aDependencyImportedOnlyForOtherPlatformsIsUsed() async throws {
        let tree = try TemporaryTree([
            "Package.swift": """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "Sockets", targets: [
                .target(name: "CShimLinux"), .target(name: "CShimWindows"), .target(name: "CShimLegacy"),
                .target(name: "Sockets", dependencies: ["CShimLinux", "CShimWindows", "CShimLegacy"]),
            ])
            """,
            "Sources/CShimLinux/shim.c": "int shim_linux_backlog(void) { return 128; }\n",
            "Sources/CShimLinux/include/CShimLinux.h": "int shim_linux_backlog(void);\n",
            "Sources/CShimWindows/shim.c": "int shim_windows_backlog(void) { return 64; }\n",
            "Sources/CShimWindows/include/CShimWindows.h": "int shim_windows_backlog(void);\n",
            "Sources/CShimLegacy/shim.c": "int shim_legacy_backlog(void) { return 16; }\n",
            "Sources/CShimLegacy/include/CShimLegacy.h": "int shim_legacy_backlog(void);\n",
            "Sources/Sockets/Backlog.swift": """
            #if os(Linux) || os(Android)
            import CShimLinux
            #elseif os(Windows)
            import CShimWindows
            #else
            import Darwin
            #endif
            #if !SWIFT_PACKAGE
            import CShimLegacy
            #endif

            public enum Backlog {
                public static var size: Int {
                    #if os(Linux) || os(Android)
                    return Int(shim_linux_backlog())
                    #elseif os(Windows)
                    return Int(shim_windows_backlog())
                    #else
                    return 256
                    #endif
                }
            }
            """,
        ])
        let result = try await tree.analyze()
        #expect(result.dependency("Sockets", "CShimLinux") == nil)
        let redundant = result.violations.filter { $0.rule == "redundant-dependency" }.map(\.to)
        #expect(redundant == ["CShimLegacy"], "\(result.violations.map(\.message))")
    }
}
