import Foundation
import HiveLintConfig
import HiveLintCore
import Testing

/// The headline rule out of the box: modules from the folder layout, kinds from evidence,
/// `hive-lint init`, `kinds` adding to the conventions, and no silent green run.
@Suite struct ZeroConfigTests {
    /// A podspec of a pod whose sources are `<name>/**/*.{h,m}`.
    func podspec(_ name: String, dependencies: [String] = []) -> String {
        "Pod::Spec.new do |s|\n  s.name = '\(name)'\n  s.version = '1.0.0'\n  s.source_files = '\(name)/**/*.{h,m}'\n"
            + dependencies.map { "  s.dependency '\($0)'\n" }.joined() + "end\n"
    }

    /// A fixture's source tree in a temporary folder, without its `rules.json` and golden
    /// files, plus `extra` files.
    static func copy(_ fixture: String, adding extra: [String: String] = [:]) throws -> TemporaryTree {
        let root = PackagePaths.fixtures + "/" + fixture
        var files: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let relative = enumerator?.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if ["rules.json", "ABOUT.md"].contains(name) || relative.hasPrefix("expected/") { continue }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root + "/" + relative, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            files[relative] = try String(contentsOfFile: root + "/" + relative, encoding: .utf8)
        }
        return try TemporaryTree(files.merging(extra) { $1 })
    }

    static func json(_ output: ProcessOutput) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
    }

    static func kinds(_ report: [String: Any]) -> [String: String] {
        var kinds: [String: String] = [:]
        for module in report["modules"] as? [[String: Any]] ?? [] { kinds[module["name"] as! String] = module["kind"] as? String }
        return kinds
    }

    static func violations(_ report: [String: Any]) -> [String] {
        (report["violations"] as? [[String: Any]] ?? []).map { "\($0["rule"]!) \($0["from"]!) → \($0["to"]!) \($0["fingerprint"]!)" }.sorted()
    }

    /// A framework target named like an app (`ownCloudApp.framework`, which the app and its
    /// extensions import) is no app: the `*app` naming convention does not apply to a target
    /// whose product type is a framework or library.
    @Test func aFrameworkNamedLikeAnAppIsNoApp() async throws {
        let tree = try TemporaryTree([
            "Cloud.xcodeproj/project.pbxproj": """
            // !$*UTF8*$!
            {
                archiveVersion = 1;
                objectVersion = 56;
                objects = {
                    A1 = {isa = PBXBuildFile; fileRef = F1; };
                    A2 = {isa = PBXBuildFile; fileRef = F2; };
                    A3 = {isa = PBXBuildFile; fileRef = F3; };
                    F1 = {isa = PBXFileReference; path = Cloud/AppDelegate.swift; sourceTree = "<group>"; };
                    F2 = {isa = PBXFileReference; path = CloudAppFramework/SyncEngine.swift; sourceTree = "<group>"; };
                    F3 = {isa = PBXFileReference; path = ShareExtension/ShareViewController.swift; sourceTree = "<group>"; };
                    G0 = {isa = PBXGroup; children = (F1, F2, F3); sourceTree = "<group>"; };
                    P1 = {isa = PBXSourcesBuildPhase; files = (A1); };
                    P2 = {isa = PBXSourcesBuildPhase; files = (A2); };
                    P3 = {isa = PBXSourcesBuildPhase; files = (A3); };
                    T1 = {isa = PBXNativeTarget; name = Cloud; buildPhases = (P1); dependencies = (D1); productType = "com.apple.product-type.application"; };
                    T2 = {isa = PBXNativeTarget; name = CloudApp; buildPhases = (P2); productType = "com.apple.product-type.framework"; };
                    T3 = {isa = PBXNativeTarget; name = "Share Extension"; buildPhases = (P3); dependencies = (D2); productType = "com.apple.product-type.app-extension"; };
                    D1 = {isa = PBXTargetDependency; target = T2; };
                    D2 = {isa = PBXTargetDependency; target = T2; };
                    R1 = {isa = PBXProject; mainGroup = G0; targets = (T1, T2, T3); };
                };
                rootObject = R1;
            }
            """,
            "Cloud/AppDelegate.swift": "import UIKit\nimport CloudApp\n\n@main\nfinal class AppDelegate: UIResponder, UIApplicationDelegate {\n    let engine = SyncEngine()\n}\n",
            "CloudAppFramework/SyncEngine.swift": "import Foundation\n\npublic final class SyncEngine {\n    public init() {}\n}\n",
            "ShareExtension/ShareViewController.swift": "import UIKit\nimport CloudApp\n\nfinal class ShareViewController: UIViewController {\n    let engine = SyncEngine()\n}\n",
        ])
        let result = try await tree.analyze()
        let kinds = Dictionary(uniqueKeysWithValues: result.modules.map { ($0.name, $0.kind) })
        #expect(kinds["Cloud"] == .app)
        #expect(kinds["Share Extension"] == .app)
        #expect(kinds["CloudApp"] != .app)
        #expect(result.dependency("Cloud", "CloudApp") != nil)
        #expect(!result.violations.contains { $0.rule == "depends-on-app" })
    }

    /// A Swinject container filled by the app (its composition root) with a data layer's
    /// data sources says nothing of the data layer's kind; a feature registering its own
    /// service is evidence of a feature.
    @Test func dependencyInjectionByTheAppIsNoEvidenceOfAFeature() async throws {
        let tree = try TemporaryTree([
            "rules.json": #"{"version": 1, "discovery": {"folders": ["Modules/*"]}, "kinds": {"app": ["App"], "mediator": ["Interfaces"]}}"#,
            "Modules/App/AppDelegate+DI.swift": """
            import Swinject
            import Data
            import Profile

            enum Composition {
                static func assemble(_ container: Container) {
                    container.register(KeychainProtocol.self) { _ in Keychain() }
                    container.register(UserDataSourceProtocol.self) { _ in UserDataSource() }
                }
            }
            """,
            "Modules/Data/Keychain.swift": "public protocol KeychainProtocol {}\npublic final class Keychain: KeychainProtocol {\n    public init() {}\n}\n",
            "Modules/Data/UserDataSource.swift": "public protocol UserDataSourceProtocol {}\npublic final class UserDataSource: UserDataSourceProtocol {\n    public init() {}\n}\n",
            "Modules/Interfaces/ProfileService.swift": "public protocol ProfileService {}\n",
            "Modules/Profile/ProfileAssembly.swift": """
            import Swinject
            import Interfaces

            final class ProfileServiceImpl: ProfileService {}

            public enum ProfileAssembly {
                public static func assemble(_ container: Container) {
                    container.register(ProfileService.self) { _ in ProfileServiceImpl() }
                }
            }
            """,
        ])
        let result = try await tree.analyze()
        let kinds = Dictionary(uniqueKeysWithValues: result.modules.map { ($0.name, $0.kind) })
        #expect(kinds["Data"] != .business)
        #expect(kinds["Profile"] == .business)
        #expect(!result.violations.contains { $0.rule == "service-protocol-in-business" })
    }

    /// A data layer registering its implementation of the domain's repository protocol in its
    /// own Swinject assembly, which the app's coordinators use, is not a feature; nor is a
    /// coordinators module because its assembly registers concrete coordinator classes. So
    /// the coordinators importing the data layer and a feature are no business-to-business
    /// errors (alexdainiak/coins).
    @Test func containerRegistrationsOfLayersAndClassesAreNoFeatureEvidence() async throws {
        let tree = try TemporaryTree([
            "rules.json": #"{"version": 1, "discovery": {"folders": ["Modules/*", "Modules/Features/*"]}}"#,
            "Modules/Domain/HistoryRepository.swift": "public protocol HistoryRepository { func history() -> [Int] }\n",
            "Modules/Data/HistoryDataAssembly.swift": """
            import Domain
            import Swinject

            final class HistoryRepositoryImpl: HistoryRepository { func history() -> [Int] { [] } }

            public final class HistoryDataAssembly: Assembly {
                public init() {}
                public func assemble(container: Container) {
                    container.register(HistoryRepository.self) { _ in HistoryRepositoryImpl() }
                }
            }
            """,
            "Modules/Features/Dashboard/DashboardView.swift": "import Domain\n\npublic final class DashboardView { public init(repository: HistoryRepository) {} }\n",
            "Modules/Coordinators/AppCoordinator.swift": """
            import Dashboard
            import Data
            import Domain
            import Swinject

            public final class AppCoordinator {
                public init() {}
                func start(_ container: Container) {
                    container.register(AppCoordinator.self) { _ in AppCoordinator() }
                    _ = HistoryDataAssembly()
                    _ = DashboardView(repository: container.resolve(HistoryRepository.self)!)
                }
            }
            """,
        ])
        let result = try await tree.analyze()
        #expect(result.module("Dashboard")?.kind == .business)
        #expect(result.module("Data")?.kind != .business, "\(result.module("Data")?.kindReason ?? "")")
        #expect(result.module("Coordinators")?.kind != .business, "\(result.module("Coordinators")?.kindReason ?? "")")
        #expect(!result.violations.contains { $0.rule == "business-to-business" }, "\(result.violations.map(\.message))")
    }

    @Test func aFolderLayoutAppIsClassifiedFromItsCode() async throws {
        let tree = try Self.copy("objc-bifrost")
        let result = try await tree.analyze()
        let kinds = Dictionary(uniqueKeysWithValues: result.modules.map { ($0.name, $0.kind) })
        #expect(kinds == [
            "AFNetworking": .external, "Bifrost": .external, "MallApp": .app, "Goods": .business, "Shop": .business, "Sale": .business,
            "Mediator": .mediator, "Common": .function, "Networking": .function,
        ])
        #expect(result.module("Goods")?.declaredBy == ModuleOrigin(style: .folder, file: "Modules"))
        #expect(result.module("Goods")?.kindReason.hasPrefix("provides 2 routes, 1 service and 1 module entry through bifrost (first at Modules/Goods/") == true)
        #expect(result.module("MallApp")?.kindReason == "folder MallApp holds the app's entry point (main or AppDelegate)")
        #expect(result.module("Mediator")?.kindReason.contains("declares service protocols GoodsModuleService, SaleModuleService, ShopModuleService") == true)
        #expect(result.unownedFiles.isEmpty)
        #expect(result.violations.isEmpty)
    }

    /// An example app the layout finds inside a feature's folder (`Home/Example`, beside the
    /// Tuist project's `Implementation` target and a stray `UI` folder) is a module of its own:
    /// its imports are the example's, not the feature's (Moiver: 2 false business-to-business
    /// errors). The project's folder is no folder module (the stray `UI` files are in no
    /// module), as no manifest's folder is.
    @Test func anExampleFolderInsideAFolderModuleIsNotThatModulesCode() async throws {
        let tree = try TemporaryTree([
            "Projects/Features/Home/Project.swift": """
                import ProjectDescription
                let project = Project(name: "Home", targets: [.target(name: "HomeImplementation", destinations: .iOS,
                  product: .framework, bundleId: "x.HomeImplementation", sources: ["Implementation/Sources/**"])])
                """,
            "Projects/Features/Home/Implementation/Sources/Home.swift": "public struct Home { public init() {} }\n",
            "Projects/Features/Home/UI/Sources/HomeUI.swift": "public struct HomeUI {}\n",
            "Projects/Features/Home/Example/Sources/AppDelegate.swift": "import HomeImplementation\nimport UIKit\n\n@main\nclass AppDelegate: UIResponder, UIApplicationDelegate { let home = Home() }\n",
        ])
        let result = try await tree.analyze()
        #expect(result.module("Example")?.kind == .example, "\(result.modules.map { "\($0.name) \($0.kind)" })")
        #expect(result.module("Home") == nil)
        #expect(result.unownedFiles == ["Projects/Features/Home/UI/Sources/HomeUI.swift"])
        #expect(result.graph.dependencies.map { "\($0.from)->\($0.to)" } == ["Example->HomeImplementation"])
        #expect(result.violations.isEmpty, "\(result.violations.map(\.message))")
    }

    /// The folder layout does not split the folder of a manifest it could not read: the
    /// `Components/` of a TuistUI-style `Project.swift` (withDay's design system) are that
    /// project's files, left in no module, not one module per component.
    @Test func theFolderOfAnUnreadableManifestIsNotSplitIntoModules() async throws {
        let tree = try TemporaryTree([
            "Projects/Shared/Designsystem/Project.swift": """
                import ProjectDescription
                import TuistUI

                let project = Designsystem().module()

                struct Designsystem: Module {
                    var body: some Module { ProjectContainer(name: typeName, target: .Shared) { Sources(name: typeName, product: .framework) } }
                }
                """,
            "Projects/Shared/Designsystem/Sources/Components/Button/PrimaryButton.swift": "public struct PrimaryButton { public init() {} }\n",
            "Projects/Shared/Designsystem/Sources/Components/Card/Card.swift": "public struct Card { public init() {} }\n",
            "Projects/Shared/Designsystem/Sources/Tokens/Tokens.swift": "public enum Tokens { public static let spacing = 8 }\n",
        ])
        let result = try await tree.analyze()
        #expect(result.modules.isEmpty, "\(result.modules.map(\.name))")
        #expect(result.unownedFiles.count == 3)
    }

    /// A folder named like a layer (`Core`) but laid out as one module (`Core/Sources`,
    /// `Core/Tests`) is that module, not a layer whose `Sources` and `Tests` are modules
    /// (Challenge: modules named `Sources` and `Tests`, and `Character` "using" `Sources`). A
    /// real layer (`Core/Networking`, `Core/Storage`) still groups modules.
    @Test func aLayerNamedFolderLaidOutAsOneModuleIsThatModule() async throws {
        let tree = try TemporaryTree([
            "Libraries/Core/Sources/Log.swift": "public struct Logger { public init() {} }\n",
            "Libraries/Core/Tests/LogTests.swift": "import XCTest\n",
            "Libraries/Networking/Sources/Client.swift": "public struct HTTPClient { let logger = Logger() }\n",
            "Modules/Core/Storage/Store.swift": "public struct Store {}\n",
            "Modules/Core/Analytics/Tracker.swift": "public struct Tracker {}\n",
        ])
        let result = try await tree.analyze()
        #expect(result.modules.map(\.name).sorted() == ["Analytics", "Core", "CoreTests", "Networking", "Storage"], "\(result.modules.map(\.name))")
        #expect(result.module("CoreTests")?.kind == .test)
    }

    /// A folder module's tests (`components/Badge/tests`, a component library laid out for a
    /// build system hive-lint does not read) are a test module of their own: a snapshot test
    /// putting a badge on a tile does not make `Badge` depend on `Tile`, which depends on
    /// `Badge` (material-components-ios: a false cycle through 13 components). A folder
    /// named like a feature, `Contests`, is no test folder.
    @Test func aFolderModulesTestsAreATestModule() async throws {
        let tree = try TemporaryTree([
            "components/Badge/src/BadgeView.swift": "import UIKit\n\npublic final class BadgeView: UIView {}\n",
            "components/Badge/tests/snapshot/BadgeOnTileTests.swift": """
                import XCTest
                import Badge
                import Tile

                final class BadgeOnTileTests: XCTestCase {
                    func testBadgeOnTile() { TileView().addSubview(BadgeView()) }
                }
                """,
            "components/Tile/src/TileView.swift": "import Badge\nimport UIKit\n\npublic final class TileView: UIView { let badge = BadgeView() }\n",
            "components/Tile/TileTests/TileTests.swift": "import XCTest\nimport Tile\n\nfinal class TileTests: XCTestCase { func testTile() { _ = TileView() } }\n",
            "components/Tile/Contests/Contest.swift": "public struct Contest {}\n",
        ])
        let result = try await tree.analyze()
        #expect(result.modules.map(\.name).sorted() == ["Badge", "BadgeTests", "Tile", "TileTests"], "\(result.modules.map(\.name))")
        #expect(result.module("BadgeTests")?.kind == .test)
        #expect(result.module("TileTests")?.kind == .test)
        #expect(result.graph.dependency(from: "Badge", to: "Tile") == nil, "\(result.graph.dependencies.map { "\($0.from)->\($0.to)" })")
        #expect(result.violations.isEmpty, "\(result.violations.map(\.message))")
    }

    /// An app the layout finds anywhere below an examples folder
    /// (`examples/macos/PingApp/Sources`) is an example, however it is named: the naming
    /// conventions' `**/examples/*` see only an examples folder's direct children.
    @Test func anAppDeepInAnExamplesFolderIsAnExample() async throws {
        let tree = try TemporaryTree([
            "examples/macos/PingApp/Sources/AppDelegate.swift": "import Cocoa\n\n@main\nclass AppDelegate: NSObject, NSApplicationDelegate { let helper = PingHelper() }\n",
            "examples/macos/PingHelper/main.swift": "import Foundation\n\npublic final class PingHelper { public init() {} }\nRunLoop.main.run()\n",
            "Shell/AppDelegate.swift": "import UIKit\n\n@main\nclass AppDelegate: UIResponder, UIApplicationDelegate {}\n",
        ])
        let result = try await tree.analyze()
        #expect(result.module("PingApp")?.kind == .example, "\(result.modules.map { "\($0.name) \($0.kind) \($0.kindReason)" })")
        #expect(result.module("PingHelper")?.kind == .example)
        #expect(result.module("Shell")?.kind == .app)
        #expect(result.violations.isEmpty, "\(result.violations.map(\.message))")
    }

    /// A test kept beside the sources it tests in a folder module (santa's Bazel tree:
    /// `Source/santactl/Commands/SNTCommandMetricsTest.m`, an `XCTestCase` including another
    /// daemon's test helper): what a file importing a test framework uses is the tests', not
    /// the app's (2 false `depends-on-app` errors). The same include from the app's own code is
    /// still its dependency.
    @Test(arguments: [false, true])
    func aTestBesideTheSourcesOfAFolderModuleIsNotTheModules(fromProductionCode: Bool) async throws {
        let tree = try TemporaryTree([
            "Source/santactl/main.m": "#import <Foundation/Foundation.h>\nint main(int argc, char *argv[]) { return 0; }\n",
            "Source/santactl/Commands/SNTCommandMetrics.m": fromProductionCode
                ? "#import \"Source/metricsd/Formats/SNTMetricFormat.h\"\n@implementation SNTCommandMetrics\n- (id)format { return [SNTMetricFormat new]; }\n@end\n"
                : "#import <Foundation/Foundation.h>\n@implementation SNTCommandMetrics\n@end\n",
            "Source/santactl/Commands/SNTCommandMetricsTest.m": """
            #import <XCTest/XCTest.h>
            #import "Source/metricsd/Formats/SNTMetricFormatTestHelper.h"
            @interface SNTCommandMetricsTest : XCTestCase
            @end
            @implementation SNTCommandMetricsTest
            - (void)testExport { XCTAssertNotNil([SNTMetricFormatTestHelper new]); }
            @end
            """,
            "Source/metricsd/main.m": "#import <Foundation/Foundation.h>\nint main(int argc, char *argv[]) { return 0; }\n",
            "Source/metricsd/Formats/SNTMetricFormat.h": "#import <Foundation/Foundation.h>\n@interface SNTMetricFormat : NSObject\n@end\n",
            "Source/metricsd/Formats/SNTMetricFormatTestHelper.h": "#import <Foundation/Foundation.h>\n@interface SNTMetricFormatTestHelper : NSObject\n@end\n",
        ])
        let result = try await tree.analyze()
        #expect(result.module("santactl")?.kind == .app, "\(result.modules.map { "\($0.name) \($0.kind) \($0.path)" })")
        let edge = result.graph.dependency(from: "santactl", to: "metricsd")
        if fromProductionCode {
            #expect(edge?.evidence.map(\.location.file) == ["Source/santactl/Commands/SNTCommandMetrics.m", "Source/santactl/Commands/SNTCommandMetrics.m"])
            #expect(result.violations.map(\.rule) == ["depends-on-app"])
        } else {
            #expect(edge == nil, "\(edge.map { $0.evidence.map(\.summary) } ?? [])")
            #expect(result.violations.isEmpty, "\(result.violations.map(\.message))")
        }
    }

    /// The folders whose apps are examples: `Examples`, `Demo`, `Samples` and the like, and
    /// folders of demo or sample apps however spelt (goolbitg's `DemoApps`, ProtonVPN's
    /// `sampleapps`, `sample-apps`); not a word that merely starts so.
    @Test(arguments: [
        ("Projects/Modules/DemoApps/BasketApp", "Projects/Modules/DemoApps"), ("sampleapps/SearchSampleApp/SearchSampleApp", "sampleapps"),
        ("sample-apps/Search", "sample-apps"), ("Example_Apps/Kit", "Example_Apps"), ("Examples/Demo/App", "Examples"), ("Demo", "Demo"),
        ("App/Sources", nil), ("Features/Demographics/Sources", nil), ("Samplers/Audio", nil),
    ] as [(String, String?)])
    func examplesFolders(path: String, folder: String?) {
        #expect(ModuleKind.examplesFolder(in: path) == folder)
    }

    /// Folder names are guesses: a folder of the app's own views named `UIKit` does not answer
    /// the SDK's `import UIKit`; a folder named `App` holding the composition root the real
    /// app calls is no app. (A test-support module production mocks use stays a test.)
    @Test func folderModulesNamedLikeTheSDKOrAnAppAreNotTakenAtTheirWord() async throws {
        let tree = try TemporaryTree([
            "Sources/Reader/main.swift": "import ReaderApp\n\nrunApp()\n",
            "Sources/Modules/App/AppRunner.swift": "import Foundation\nimport UIKit\n\npublic func runApp() { _ = CardLayoutSpec(); _ = Alert() }\n",
            "Sources/Modules/UIKit/RoundButton.swift": "import UIKit\n\npublic final class RoundButton: UIButton { let title = Strings.ok }\n",
            "Sources/Modules/Core/Alert.swift": "import Foundation\nimport UIKit\n\npublic struct Alert { public init() {} }\n",
            "Sources/Modules/Core/Strings.swift": "import Foundation\n\npublic enum Strings { public static let ok = \"OK\" }\n",
            "Sources/Modules/LayoutSpecs/CardLayoutSpec.swift": "import UIKit\n\npublic final class CardLayoutSpec { public init() {} }\n",
            "Sources/Modules/AppMocks/MockAlert.swift": "public struct MockAlert { public init() {} }\n",
            "Sources/Modules/Core/Mocks.swift": "#if DEBUG\nlet previewAlert = MockAlert()\n#endif\n",
        ])
        let result = try await tree.analyze()
        let core = try #require(result.module("Core"))
        #expect(!result.graph.successors(of: core.name).contains("UIKit"), "import UIKit is the SDK's")
        #expect(!result.violations.contains { $0.rule == "module-cycle" || $0.rule == "depends-on-app" }, "\(result.violations.map(\.message))")
        let app = try #require(result.module("App"))
        #expect(app.kind == .unclassified)
        #expect(app.kindReason == "name matches convention app (app), but module Reader uses its code, as nothing but tests uses an app; set its kind in rules.json")
        #expect(result.module("Reader")?.kind == .app)
        #expect(result.module("AppMocks")?.kind == .test)
    }

    @Test func aPlantedBusinessEdgeIsReportedWithNoRulesJSON() async throws {
        let tree = try Self.copy("objc-bifrost", adding: [
            "Modules/Sale/SALBundleOffer.m": """
                #import "SALBundleOffer.h"
                #import "SHPCartStore.h"

                @implementation SALBundleOffer
                - (void)addToCart {
                    [[SHPCartStore sharedStore] removeAll];
                }
                @end
                """,
            "Modules/Sale/SALBundleOffer.h": "#import <Foundation/Foundation.h>\n@interface SALBundleOffer : NSObject\n- (void)addToCart;\n@end\n",
        ])
        let result = try await tree.analyze()
        let found = result.violations.map { "\($0.rule) \($0.from) → \($0.to) \($0.location.file):\($0.location.line)" }
        #expect(found == ["business-to-business Sale → Shop Modules/Sale/SALBundleOffer.m:2"], "\(found)")
    }

    @Test func conflictingSignalsGiveUnclassifiedWithBothReasons() async throws {
        let tree = try TemporaryTree([
            "Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(
                    name: "Shop",
                    dependencies: [.package(url: "https://github.com/Swinject/Swinject", from: "2.8.0")],
                    targets: [
                        .target(name: "ShopContracts"),
                        .target(name: "CheckoutKit", dependencies: ["ShopContracts", "Swinject"]),
                        .target(name: "Orders", dependencies: ["ShopContracts", "Swinject"]),
                    ]
                )
                """,
            "Sources/ShopContracts/CartService.swift": "public protocol CartService { func total() -> Int }\npublic protocol OrderService { func place() }\n",
            "Sources/CheckoutKit/CheckoutAssembly.swift": """
                import ShopContracts
                import Swinject

                final class CheckoutCart: CartService { func total() -> Int { 0 } }

                public enum CheckoutAssembly {
                    public static func register(in container: Container) {
                        container.register(CartService.self) { _ in CheckoutCart() }
                    }
                }
                """,
            "Sources/Orders/OrdersAssembly.swift": """
                import ShopContracts
                import Swinject

                final class Orders: OrderService { func place() {} }

                public enum OrdersAssembly {
                    public static func register(in container: Container) {
                        container.register(OrderService.self) { _ in Orders() }
                        _ = container.resolve(CartService.self)
                    }
                }
                """,
        ])
        let result = try await tree.analyze()
        let checkout = try #require(result.module("CheckoutKit"))
        #expect(checkout.kind == .unclassified)
        #expect(checkout.kindReason.hasPrefix("name matches convention *kit (function), but provides 1 service through swinject (first at Sources/CheckoutKit/CheckoutAssembly.swift:8)"), "\(checkout.kindReason)")
        #expect(checkout.kindReason.hasSuffix("(business); set its kind in rules.json"), "\(checkout.kindReason)")
        #expect(result.module("Orders")?.kind == .business)
        #expect(result.module("ShopContracts")?.kind == .mediator)
    }

    /// A capability split into interface and implementation (µFeatures), whose implementation
    /// registers itself in a container: nothing depends on the implementation, everything on
    /// its interface, so its registration is no feature evidence; it stays a function module
    /// by its folder, its interface is a function module with it, and a function module using
    /// that interface is no upward dependency (Dotori-iOS's `JwtStore`).
    @Test func aCapabilityUsedThroughItsInterfaceIsNoFeature() async throws {
        let tree = try TemporaryTree([
            "Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(
                    name: "Campus",
                    dependencies: [.package(url: "https://github.com/Swinject/Swinject", from: "2.8.0")],
                    targets: [
                        .target(name: "TokenStoreInterface", path: "Projects/Core/TokenStore/Interface"),
                        .target(name: "TokenStore", dependencies: ["TokenStoreInterface", "Swinject"], path: "Projects/Core/TokenStore/Sources"),
                        .target(name: "Networking", dependencies: ["TokenStoreInterface"], path: "Projects/Core/Networking/Sources"),
                        .target(name: "ProfileFeature", dependencies: ["Networking", "TokenStoreInterface"], path: "Projects/Feature/ProfileFeature/Sources"),
                    ]
                )
                """,
            "Projects/Core/TokenStore/Interface/TokenStore.swift": "public protocol TokenStore { func token() -> String? }\n",
            "Projects/Core/TokenStore/Sources/TokenStoreAssembly.swift": """
                import Swinject
                import TokenStoreInterface

                final class KeychainTokenStore: TokenStore { func token() -> String? { nil } }

                public final class TokenStoreAssembly: Assembly {
                    public init() {}
                    public func assemble(container: Container) {
                        container.register(TokenStore.self) { _ in KeychainTokenStore() }
                    }
                }
                """,
            "Projects/Core/Networking/Sources/Client.swift": "import TokenStoreInterface\n\npublic final class Client { public init(store: TokenStore) {} }\n",
            "Projects/Feature/ProfileFeature/Sources/ProfileView.swift": """
                import Networking
                import TokenStoreInterface

                public final class ProfileView { public init(client: Client, store: TokenStore) {} }
                """,
        ])
        let result = try await tree.analyze()
        #expect(result.module("TokenStore")?.kind == .function, "\(result.module("TokenStore")?.kindReason ?? "")")
        #expect(result.module("TokenStoreInterface")?.kind == .function, "\(result.module("TokenStoreInterface")?.kindReason ?? "")")
        #expect(result.module("TokenStoreInterface")?.kindReason.hasPrefix("the interface of function module TokenStore") == true)
        #expect(result.module("ProfileFeature")?.kind == .business)
        #expect(result.violations.isEmpty, "\(result.violations.map(\.message))")
    }

    /// CTMediator's layout: each feature pod has a companion pod holding only its category on
    /// `CTMediator` (from a pod the tree does not hold), which the other features call; the
    /// companion is the mediator, so a feature using it is no violation (PartitionDemo).
    @Test func aPodOfCTMediatorCategoriesIsTheMediator() async throws {
        let tree = try TemporaryTree([
            "Podfile": "target 'Trip' do\n  pod 'Hotel', :path => 'Modules/Hotel'\n  pod 'Hotel_Category', :path => 'Modules/Hotel_Category'\n  pod 'Flight', :path => 'Modules/Flight'\n  pod 'CTMediator'\nend\n",
            "Modules/Hotel/Hotel.podspec": podspec("Hotel"),
            "Modules/Hotel/Hotel/Target_Hotel.h": "#import <UIKit/UIKit.h>\n\n@interface Target_Hotel : NSObject\n- (UIViewController *)Action_booking:(NSDictionary *)params;\n@end\n",
            "Modules/Hotel/Hotel/Target_Hotel.m": "#import \"Target_Hotel.h\"\n\n@implementation Target_Hotel\n- (UIViewController *)Action_booking:(NSDictionary *)params { return [UIViewController new]; }\n@end\n",
            "Modules/Hotel_Category/Hotel_Category.podspec": podspec("Hotel_Category", dependencies: ["CTMediator"]),
            "Modules/Hotel_Category/Hotel_Category/CTMediator+Hotel.h": "#import <CTMediator/CTMediator.h>\n\n@interface CTMediator (Hotel)\n- (UIViewController *)Hotel_bookingViewController;\n@end\n",
            "Modules/Hotel_Category/Hotel_Category/CTMediator+Hotel.m": """
                #import "CTMediator+Hotel.h"

                @implementation CTMediator (Hotel)
                - (UIViewController *)Hotel_bookingViewController {
                    return [self performTarget:@"Hotel" action:@"booking" params:@{} shouldCacheTarget:NO];
                }
                @end
                """,
            "Modules/Flight/Flight.podspec": podspec("Flight", dependencies: ["Hotel_Category"]),
            "Modules/Flight/Flight/Target_Flight.h": "#import <UIKit/UIKit.h>\n\n@interface Target_Flight : NSObject\n- (UIViewController *)Action_search:(NSDictionary *)params;\n@end\n",
            "Modules/Flight/Flight/Target_Flight.m": """
                #import "Target_Flight.h"
                #import <Hotel_Category/CTMediator+Hotel.h>

                @implementation Target_Flight
                - (UIViewController *)Action_search:(NSDictionary *)params {
                    return [[CTMediator sharedInstance] Hotel_bookingViewController];
                }
                @end
                """,
        ])
        let result = try await tree.analyze()
        #expect(result.module("Hotel_Category")?.kind == .mediator, "\(result.module("Hotel_Category")?.kindReason ?? "")")
        #expect(result.module("Hotel_Category")?.kindReason.hasPrefix("holds target-action categories on CTMediator") == true)
        #expect(result.module("Hotel")?.kind == .business)
        #expect(result.module("Flight")?.kind == .business)
        #expect(result.graph.dependencies.contains { $0.from == "Flight" && $0.to == "Hotel_Category" })
        #expect(result.violations.isEmpty, "\(result.violations.map(\.message))")
    }

    /// A module no convention names that registers services in a container, that no library
    /// uses, and that imports the features is the app's composition root, not a feature: no
    /// business-to-business errors for gathering them (Cllog's `CllogService`). A feature
    /// registering its own service stays one.
    @Test func aContainerModuleGatheringTheFeaturesIsNoFeature() async throws {
        let features = ["Home", "Cart", "Profile"]
        var files: [String: String] = [
            "Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(
                    name: "Shop",
                    dependencies: [.package(url: "https://github.com/Swinject/Swinject", from: "2.8.0")],
                    targets: [
                        .target(name: "ShopContracts"),
                        .target(name: "HomeFeature", dependencies: ["ShopContracts", "Swinject"]),
                        .target(name: "CartFeature", dependencies: ["ShopContracts"]),
                        .target(name: "ProfileFeature", dependencies: ["ShopContracts"]),
                        .target(name: "MainContainer", dependencies: ["HomeFeature", "CartFeature", "ProfileFeature", "ShopContracts", "Swinject"]),
                    ]
                )
                """,
            "Sources/ShopContracts/Services.swift": "public protocol CartService { func count() -> Int }\npublic protocol Tracker { func track(_ event: String) }\n",
            "Sources/MainContainer/MainAssembly.swift": """
                import CartFeature
                import HomeFeature
                import ProfileFeature
                import ShopContracts
                import Swinject

                final class ConsoleTracker: Tracker { func track(_ event: String) {} }

                public final class MainAssembly: Assembly {
                    public init() {}
                    public func assemble(container: Container) {
                        container.register(Tracker.self) { _ in ConsoleTracker() }
                        container.register(CartService.self) { _ in CartStore() }
                        _ = HomeScreen()
                        _ = ProfileScreen()
                    }
                }
                """,
        ]
        for feature in features where feature != "Cart" {
            files["Sources/\(feature)Feature/\(feature)Screen.swift"] = "import ShopContracts\n\npublic final class \(feature)Screen { public init() {} }\n"
        }
        files["Sources/CartFeature/CartStore.swift"] = "import ShopContracts\n\npublic final class CartStore: CartService { public init() {}; public func count() -> Int { 0 } }\n"
        let tree = try TemporaryTree(files)
        let result = try await tree.analyze()
        let container = try #require(result.module("MainContainer"))
        #expect(container.kind == .unclassified, "\(container.kindReason)")
        #expect(container.kindReason.contains("depends on 3 feature modules (CartFeature, HomeFeature, ProfileFeature) as the app's composition root does"))
        #expect(!result.violations.contains { $0.rule == "business-to-business" }, "\(result.violations.map(\.message))")
    }

    /// A target per build configuration (`Root-QA` beside `Root`, over the same sources) is a
    /// variant of its base and of its kind: the QA variant of the composition root is no
    /// feature either, so it gathering the features is no business-to-business error, while
    /// the QA variant of a feature stays one (DrumBeatMaster).
    @Test func aBuildVariantTargetHasItsBasesKind() async throws {
        func project(_ name: String, dependencies: String) -> String {
            """
            import ProjectDescription

            let project = Project(name: "\(name)", targets: ["\(name)", "\(name)-QA"].map { target in
                .target(name: target, destinations: .iOS, product: .staticFramework, bundleId: "io.beat.\\(target)",
                        sources: ["Sources/**"], dependencies: [\(dependencies)])
            })
            """
        }
        let tree = try TemporaryTree([
            "Projects/Feature/Root/Project.swift": project("Root", dependencies: #".project(target: "Auth", path: "../Auth")"#),
            "Projects/Feature/Root/Sources/RootView.swift": "import Auth\n\npublic struct RootView { let login = LoginView() }\n",
            "Projects/Feature/Auth/Project.swift": project("Auth", dependencies: #".project(target: "Profile", path: "../Profile")"#),
            "Projects/Feature/Auth/Sources/LoginView.swift": "import Profile\n\npublic struct LoginView { public init() {}; let next = ProfileView() }\n",
            "Projects/Feature/Profile/Project.swift": project("Profile", dependencies: #".project(target: "DesignSystem", path: "../../Shared/DesignSystem")"#),
            "Projects/Feature/Profile/Sources/ProfileView.swift": "import DesignSystem\n\npublic struct ProfileView { public init() {}; let title = TitleLabel() }\n",
            "Projects/Shared/DesignSystem/Project.swift": project("DesignSystem", dependencies: ""),
            "Projects/Shared/DesignSystem/Sources/TitleLabel.swift": "public struct TitleLabel { public init() {} }\n",
        ])
        let result = try await tree.analyze()
        #expect(result.module("Root-QA")?.kind == .unclassified)
        #expect(result.module("Root-QA")?.kindReason.hasPrefix("a variant of Root, compiling the same files; Root: ") == true)
        #expect(result.module("Auth-QA")?.kind == .business)
        let errors = result.violations.filter { $0.severity == .error }.map { "\($0.rule) \($0.from) → \($0.to)" }
        #expect(errors == ["business-to-business Auth → Profile", "business-to-business Auth-QA → Profile"], "\(errors)")
    }

    /// A `Features/` folder holding the features and what they share (a Tuist app whose every
    /// module sits under `Features/`): a module named like a capability (`Common`, `NetworkKit`)
    /// is a function module whatever its folder; one only the folder makes business that two
    /// features depend on and that uses no first-party module (a vendored image library) is
    /// unclassified; a feature two others use stays business when it uses the shared modules
    /// (`Search`) or is named as a feature (`ProfileFeature`), and so do their edges. A child
    /// of the features folder named as a service layer (`Features/Service`, whose target
    /// `PokemonService` two features share) is a function module too.
    @Test func aFeaturesFolderAlsoHoldsWhatTheFeaturesShare() async throws {
        let tree = try TemporaryTree([
            "Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(
                    name: "Pokedex",
                    targets: [
                        .target(name: "Home", dependencies: ["Common", "Kingfish", "NetworkKit", "ProfileFeature", "Search", "PokemonService"], path: "Features/Home/Sources"),
                        .target(name: "Catch", dependencies: ["Common", "Kingfish", "NetworkKit", "ProfileFeature", "Search", "PokemonService"], path: "Features/Catch/Sources"),
                        .target(name: "PokemonService", dependencies: ["NetworkKit"], path: "Features/Service/Sources"),
                        .target(name: "Search", dependencies: ["Common"], path: "Features/Search/Sources"),
                        .target(name: "Backpack", dependencies: ["Common", "Catch"], path: "Features/Backpack/Sources"),
                        .target(name: "ProfileFeature", path: "Features/Profile/Sources"),
                        .target(name: "Common", path: "Features/Common/Sources"),
                        .target(name: "NetworkKit", path: "Features/Network/Sources"),
                        .target(name: "Kingfish", path: "Features/Kingfish/Sources"),
                    ]
                )
                """,
            "Features/Home/Sources/HomeView.swift": "import Common\nimport Kingfish\nimport NetworkKit\nimport PokemonService\nimport ProfileFeature\nimport Search\n\nstruct HomeView { let cache = ImageCache(); let client = APIClient(); let avatar = ProfileBadge(); let bar = SearchBar(); let pokemon: PokemonFetching = PokemonService() }\n",
            "Features/Catch/Sources/CatchView.swift": "import Common\nimport Kingfish\nimport NetworkKit\nimport PokemonService\nimport ProfileFeature\nimport Search\n\npublic struct CatchView { let cache = ImageCache(); let client = APIClient(); let avatar = ProfileBadge(); let bar = SearchBar(); let pokemon: PokemonFetching = PokemonService() }\n",
            "Features/Service/Sources/PokemonService.swift": "import NetworkKit\n\npublic protocol PokemonFetching { func fetch(id: Int) async throws -> String }\n\npublic struct PokemonService: PokemonFetching {\n    let client = APIClient()\n    public init() {}\n    public func fetch(id: Int) async throws -> String { \"pokemon/\\(id)\" }\n}\n",
            "Features/Backpack/Sources/BackpackView.swift": "import Common\nimport Catch\n\nstruct BackpackView { let detail = CatchView(); let format = Formatter.shared }\n",
            "Features/Profile/Sources/ProfileBadge.swift": "public struct ProfileBadge { public init() {} }\n",
            "Features/Search/Sources/SearchBar.swift": "import Common\n\npublic struct SearchBar { public init() {}; let format = Formatter.shared }\n",
            "Features/Common/Sources/Formatter.swift": "public final class Formatter { public static let shared = Formatter() }\n",
            "Features/Network/Sources/APIClient.swift": "public struct APIClient { public init() {} }\n",
            "Features/Kingfish/Sources/ImageCache.swift": "public final class ImageCache { public init() {} }\n",
        ])
        let result = try await tree.analyze()
        #expect(result.module("Common")?.kind == .function)
        #expect(result.module("Common")?.kindReason == "name matches convention common, which says more than its package folder Features/Common matches convention **/features/*")
        #expect(result.module("NetworkKit")?.kind == .function)
        #expect(result.module("PokemonService")?.kind == .function)
        #expect(result.module("PokemonService")?.kindReason.hasSuffix("but its folder Features/Service is named as a service layer (what several features share), not a feature") == true,
                "\(result.module("PokemonService")?.kindReason ?? "")")
        let kingfish = try #require(result.module("Kingfish"))
        #expect(kingfish.kind == .unclassified)
        #expect(kingfish.kindReason.hasPrefix("package folder Features/Kingfish matches convention **/features/* (business), but 2 library modules depend on it (Catch, Home)"), "\(kingfish.kindReason)")
        #expect(result.module("ProfileFeature")?.kind == .business)
        #expect(result.module("Catch")?.kind == .business)
        let found = Set(result.violations.filter { $0.rule == "business-to-business" }.map { "\($0.from) → \($0.to)" })
        #expect(result.module("Search")?.kind == .business)
        #expect(found == ["Backpack → Catch", "Catch → ProfileFeature", "Catch → Search", "Home → ProfileFeature", "Home → Search"], "\(found)")
    }

    /// A target named `Feature` gathering the features (µFeatures templates: the app depends on
    /// it, it composes them all) is that layer, not a feature depending on the others.
    @Test func theFeatureLayerIsNoFeature() async throws {
        let tree = try TemporaryTree([
            "Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(
                    name: "Rick",
                    targets: [
                        .target(name: "Feature", dependencies: ["CharacterFeature", "EpisodeFeature"], path: "Projects/Features/Sources"),
                        .target(name: "CharacterFeature", path: "Projects/Features/Character/Sources"),
                        .target(name: "EpisodeFeature", path: "Projects/Features/Episode/Sources"),
                    ]
                )
                """,
            "Projects/Features/Sources/MainBuilder.swift": "import CharacterFeature\nimport EpisodeFeature\n\nstruct MainBuilder { let tabs = [CharacterList(), EpisodeList()] as [Any] }\n",
            "Projects/Features/Character/Sources/CharacterList.swift": "public struct CharacterList { public init() {} }\n",
            "Projects/Features/Episode/Sources/EpisodeList.swift": "public struct EpisodeList { public init() {} }\n",
        ])
        let result = try await tree.analyze()
        #expect(result.module("Feature")?.kind != .business, "\(result.module("Feature")?.kindReason ?? "")")
        #expect(result.module("CharacterFeature")?.kind == .business)
        #expect(!result.violations.contains { $0.rule == "business-to-business" }, "\(result.violations.map(\.message))")
    }

    /// A TCA app's root (`AppFeature`, or `Root` in a features folder) composes the features
    /// the way the app shell does; the app target only starts it. It is not one feature
    /// depending on the others, while a feature importing another still is reported.
    @Test func theCompositionRootIsNoFeature() async throws {
        let tree = try TemporaryTree([
            "Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(
                    name: "Modules",
                    products: [.library(name: "AppFeature", targets: ["AppFeature"])],
                    targets: [
                        .target(name: "AppFeature", dependencies: ["HomeFeature", "SettingsFeature"]),
                        .target(name: "Root", dependencies: ["HomeFeature", "SettingsFeature"], path: "Sources/Features/Root"),
                        .target(name: "HomeFeature", dependencies: ["SettingsFeature"]),
                        .target(name: "SettingsFeature"),
                    ]
                )
                """,
            "Sources/AppFeature/AppView.swift": "import HomeFeature\nimport SettingsFeature\nimport SwiftUI\n\npublic struct AppView: View {\n    public init() {}\n    public var body: some View { TabView { HomeView(); SettingsView() } }\n}\n",
            "Sources/Features/Root/RootView.swift": "import HomeFeature\nimport SettingsFeature\n\nstruct RootView { let tabs: [Any] = [HomeView(), SettingsView()] }\n",
            "Sources/HomeFeature/HomeView.swift": "import SettingsFeature\nimport SwiftUI\n\npublic struct HomeView: View {\n    public init() {}\n    public var body: some View { SettingsView() }\n}\n",
            "Sources/SettingsFeature/SettingsView.swift": "import SwiftUI\n\npublic struct SettingsView: View {\n    public init() {}\n    public var body: some View { Text(\"Settings\") }\n}\n",
        ])
        let result = try await tree.analyze()
        let root = try #require(result.module("AppFeature"))
        #expect(root.kind == .unclassified)
        #expect(root.kindReason == "name matches convention *feature (business), but AppFeature is named as the app's composition root, which gathers the features as the app does, not one feature; set its kind in rules.json (app, if only apps use it)")
        #expect(result.module("Root")?.kind == .unclassified, "\(result.module("Root")?.kindReason ?? "")")
        #expect(result.module("HomeFeature")?.kind == .business)
        let found = Set(result.violations.filter { $0.rule == "business-to-business" }.map { "\($0.from) → \($0.to)" })
        #expect(found == ["HomeFeature → SettingsFeature"], "\(found)")
    }

    /// `BaseFeature`, `CommonFeatures`: the features' shared base classes, a function module,
    /// whatever business suffix the name carries, and so is the base of a family of features
    /// (SMS-iOS's `InputInformationBaseFeature`) and `CoreFeature` (Dashlane's feature flags,
    /// which every feature reads); `BaseTabFeature` (the tab bar), `DatabaseFeature` and
    /// `ScoreFeature` are features.
    @Test func theFeaturesSharedBaseIsAFunctionModule() async throws {
        let tree = try TemporaryTree([
            "Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(
                    name: "Modules",
                    targets: [
                        .target(name: "BaseFeature"),
                        .target(name: "CommonFeatures"),
                        .target(name: "MainFeature", dependencies: ["BaseFeature", "CommonFeatures"]),
                        .target(name: "BaseTabFeature", dependencies: ["MainFeature"]),
                        .target(name: "InputInformationBaseFeature"),
                        .target(name: "InputWorkInfoFeature", dependencies: ["InputInformationBaseFeature"]),
                        .target(name: "DatabaseFeature"),
                        .target(name: "CoreFeature"),
                        .target(name: "ScoreFeature", dependencies: ["CoreFeature"]),
                    ]
                )
                """,
            "Sources/BaseFeature/BaseViewController.swift": "import UIKit\n\nopen class BaseViewModel { public init() {} }\nopen class BaseViewController<VM: BaseViewModel>: UIViewController {}\n",
            "Sources/CommonFeatures/Toast.swift": "public struct Toast { public init(_ text: String) {} }\n",
            "Sources/InputInformationBaseFeature/PageTitleView.swift": "import SwiftUI\n\npublic struct PageTitleView: View {\n    public init() {}\n    public var body: some View { Text(\"Title\") }\n}\n",
            "Sources/InputWorkInfoFeature/InputWorkInfoView.swift": "import InputInformationBaseFeature\nimport SwiftUI\n\nstruct InputWorkInfoView: View { var body: some View { PageTitleView() } }\n",
            "Sources/DatabaseFeature/DatabaseSettingsView.swift": "public struct DatabaseSettingsView { public init() {} }\n",
            "Sources/CoreFeature/FeatureFlags.swift": "public enum FeatureFlag: String { case newVault, killSwitch }\n",
            "Sources/ScoreFeature/ScoreView.swift": "import CoreFeature\n\nstruct ScoreView { let flag = FeatureFlag.newVault }\n",
            "Sources/BaseTabFeature/TabBarController.swift": "import MainFeature\nimport UIKit\n\nfinal class TabBarController: UITabBarController { let main = MainViewController() }\n",
            "Sources/MainFeature/MainViewController.swift": "import BaseFeature\nimport CommonFeatures\n\nfinal class MainViewModel: BaseViewModel {}\nfinal class MainViewController: BaseViewController<MainViewModel> { let toast = Toast(\"hi\") }\n",
        ])
        let result = try await tree.analyze()
        #expect(result.module("BaseFeature")?.kind == .function)
        #expect(result.module("BaseFeature")?.kindReason == "name matches convention *feature, but BaseFeature is named as the features' shared base (what every feature builds on), not a feature")
        #expect(result.module("CommonFeatures")?.kind == .function)
        #expect(result.module("MainFeature")?.kind == .business)
        #expect(result.module("BaseTabFeature")?.kind == .business)
        #expect(result.module("InputInformationBaseFeature")?.kind == .function)
        #expect(result.module("DatabaseFeature")?.kind == .business)
        #expect(result.module("CoreFeature")?.kind == .function)
        #expect(result.module("ScoreFeature")?.kind == .business)
        let found = result.violations.filter { $0.severity == .error }.map { "\($0.rule) \($0.from)->\($0.to)" }
        #expect(found == ["business-to-business BaseTabFeature->MainFeature"], "\(found)")
    }

    /// offonoff's `Features/FeatureDependency` (base view controllers, the `Coordinator`
    /// protocol) lies among the features, but every feature and every feature's interface
    /// builds on it: not a feature (`unclassified`, with both reasons). DayBlock's
    /// `Feature/Editor`, which three features embed and no interface uses, stays a feature.
    @Test func theFeaturesSharedBaseInTheirFolderIsNoFeature() async throws {
        var files: [String: String] = [
            "Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(
                    name: "App",
                    targets: [
                        .target(name: "Core", path: "Core"),
                        .target(name: "FeatureDependency", dependencies: ["Core"], path: "Features/FeatureDependency"),
                        .target(name: "Editor", dependencies: ["FeatureDependency"], path: "Features/Editor"),
                        .target(name: "HomeInterface", dependencies: ["FeatureDependency"], path: "Interfaces/HomeInterface"),
                        .target(name: "SearchInterface", dependencies: ["FeatureDependency"], path: "Interfaces/SearchInterface"),
                        .target(name: "ProfileInterface", dependencies: ["FeatureDependency"], path: "Interfaces/ProfileInterface"),
                        .target(name: "Home", dependencies: ["HomeInterface", "FeatureDependency", "Editor"], path: "Features/Home"),
                        .target(name: "Search", dependencies: ["SearchInterface", "FeatureDependency", "Editor"], path: "Features/Search"),
                        .target(name: "Profile", dependencies: ["ProfileInterface", "FeatureDependency", "Editor"], path: "Features/Profile"),
                    ]
                )
                """,
            "Core/Logger.swift": "public enum Logger { public static func log(_ text: String) { print(text) } }\n",
            "Features/FeatureDependency/BaseViewController.swift": """
                import Core
                import UIKit

                open class BaseViewController: UIViewController {
                    open override func viewDidLoad() { super.viewDidLoad(); Logger.log("load") }
                }

                public protocol Coordinator: AnyObject { func start() }
                """,
            "Features/Editor/EditorViewController.swift": "import FeatureDependency\n\npublic final class EditorViewController: BaseViewController {}\n",
        ]
        for feature in ["Home", "Search", "Profile"] {
            files["Interfaces/\(feature)Interface/\(feature)Coordinator.swift"] = "import FeatureDependency\n\npublic protocol \(feature)Coordinator: Coordinator {}\n"
            files["Features/\(feature)/\(feature)ViewController.swift"] = """
                import Editor
                import FeatureDependency
                import \(feature)Interface

                final class \(feature)ViewController: BaseViewController { let editor = EditorViewController() }
                """
        }
        let tree = try TemporaryTree(files)
        let result = try await tree.analyze()
        #expect(result.module("FeatureDependency")?.kind == .unclassified)
        #expect(result.module("FeatureDependency")?.kindReason.contains("(business), but 7 library modules depend on it") == true,
                "\(result.module("FeatureDependency")?.kindReason ?? "")")
        #expect(result.module("Editor")?.kind == .business)
        let found = result.violations.filter { $0.severity == .error }.map { "\($0.rule) \($0.from)->\($0.to)" }.sorted()
        #expect(found == ["business-to-business Home->Editor", "business-to-business Profile->Editor", "business-to-business Search->Editor"], "\(found)")
    }

    /// An app keeping every module under `Projects/Feature/<Name>`, named `Feature<Name>`,
    /// shared ones too (YAPP's Orbit: 29 false `business-to-business` and
    /// `function-to-upper-layer` errors). The name after the layer's word says what a module is
    /// (`FeatureCommonEntity`: common code); an umbrella that only re-exports shared modules is
    /// shared, even when one of them (`FeatureResources`) is found shared only by the same
    /// evidence, later in name order. A feature embedding another keeps its error.
    @Test func sharedModulesNamedAndKeptAsFeaturesAreNoFeatures() async throws {
        func target(_ name: String, _ dependencies: [String]) -> String {
            ".target(name: \"Feature\(name)\", dependencies: [\(dependencies.map { "\"Feature\($0)\"" }.joined(separator: ", "))], path: \"Projects/Feature/\(name)/Sources\"),"
        }
        var files: [String: String] = [
            "Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(
                    name: "Wakeup",
                    targets: [
                        \(target("Resources", []))
                        \(target("CommonEntity", ["Resources"]))
                        \(target("DesignSystem", ["Resources"]))
                        \(target("Dependencies", ["DesignSystem", "Resources"]))
                        \(target("Timer", ["CommonEntity", "Dependencies"]))
                        \(target("Alarm", ["CommonEntity", "Dependencies", "Timer"]))
                        \(target("Settings", ["CommonEntity", "Dependencies"]))
                    ]
                )
                """,
            "Projects/Feature/Resources/Sources/Strings.swift": "public enum Strings { public static let snooze = \"Snooze\" }\n",
            "Projects/Feature/CommonEntity/Sources/Alarm.swift": """
                import FeatureResources

                public struct AlarmEntity { public var hour: Int; public init(hour: Int) { self.hour = hour }; public var label: String { Strings.snooze } }
                """,
            "Projects/Feature/DesignSystem/Sources/Palette.swift": "import UIKit\nimport FeatureResources\n\npublic enum Palette { public static let accent = UIColor.orange }\n",
            "Projects/Feature/Dependencies/Sources/Exports.swift": "@_exported import FeatureDesignSystem\n@_exported import FeatureResources\n",
            "Projects/Feature/Timer/Sources/TimerView.swift": """
                import FeatureCommonEntity
                import FeatureDependencies

                public final class TimerView { public init(alarm: AlarmEntity) {}; var tint: Any { Palette.accent } }
                """,
        ]
        for feature in ["Alarm", "Settings"] {
            files["Projects/Feature/\(feature)/Sources/\(feature)Screen.swift"] = """
                import FeatureCommonEntity
                import FeatureDependencies
                \(feature == "Alarm" ? "import FeatureTimer\n" : "")
                final class \(feature)Screen {
                    let alarm = AlarmEntity(hour: 7)
                    var tint: Any { Palette.accent }
                    var title: String { Strings.snooze }
                \(feature == "Alarm" ? "    lazy var timer = TimerView(alarm: alarm)\n" : "")}
                """
        }
        let tree = try TemporaryTree(files)
        let result = try await tree.analyze()
        #expect(result.module("FeatureCommonEntity")?.kind == .function)
        #expect(result.module("FeatureCommonEntity")?.kindReason.hasPrefix("name FeatureCommonEntity without its layer prefix (CommonEntity) matches convention common*") == true,
                "\(result.module("FeatureCommonEntity")?.kindReason ?? "")")
        #expect(result.module("FeatureResources")?.kind == .unclassified)
        #expect(result.module("FeatureDependencies")?.kind == .unclassified)
        #expect(result.module("FeatureDependencies")?.kindReason.contains("it declares nothing and re-exports FeatureDesignSystem, FeatureResources, no upper layer") == true,
                "\(result.module("FeatureDependencies")?.kindReason ?? "")")
        #expect(result.module("FeatureTimer")?.kind == .business)
        let found = result.violations.filter { $0.severity == .error }.map { "\($0.rule) \($0.from)->\($0.to)" }.sorted()
        #expect(found == ["business-to-business FeatureAlarm->FeatureTimer"], "\(found)")
    }

    /// A module named as interfaces whose protocols only the app implements (beside its own
    /// placeholder), used by function modules, holds the interfaces of capabilities the app
    /// fills in (Carve's `Supports/ClientInterfaces`: analytics and ad clients; 2 false
    /// `function-to-upper-layer` errors): `unclassified`, with both reasons. Interfaces a
    /// feature implements stay a mediator, and a function module using them is reported.
    @Test func interfacesOnlyTheAppImplementsAreNoMediator() async throws {
        let tree = try TemporaryTree([
            "Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(
                    name: "Wallet",
                    targets: [
                        .target(name: "ClientInterfaces", path: "Supports/ClientInterfaces"),
                        .target(name: "OrderInterfaces", path: "Interfaces/OrderInterfaces"),
                        .target(name: "Domain", dependencies: ["ClientInterfaces", "OrderInterfaces"], path: "Domain"),
                        .target(name: "UIComponents", dependencies: ["ClientInterfaces"], path: "Supports/UIComponents"),
                        .target(name: "OrderFeature", dependencies: ["OrderInterfaces", "Domain"], path: "Features/OrderFeature"),
                        .executableTarget(name: "WalletApp", dependencies: ["ClientInterfaces", "Domain", "UIComponents", "OrderFeature"], path: "App"),
                    ]
                )
                """,
            "Supports/ClientInterfaces/AnalyticsClient.swift": """
                public protocol AnalyticsClient: Sendable { func log(_ event: String) }

                struct UnimplementedAnalyticsClient: AnalyticsClient { func log(_ event: String) {} }
                """,
            "Interfaces/OrderInterfaces/OrderService.swift": "public protocol OrderService { func place(_ id: String) }\n",
            "Domain/Checkout.swift": """
                import ClientInterfaces
                import OrderInterfaces

                public struct Checkout {
                    let analytics: any AnalyticsClient
                    let orders: any OrderService
                    public func pay() { analytics.log("pay"); orders.place("1") }
                }
                """,
            "Supports/UIComponents/TrackedButton.swift": "import ClientInterfaces\n\npublic struct TrackedButton { let analytics: any AnalyticsClient }\n",
            "Features/OrderFeature/Orders.swift": "import OrderInterfaces\n\npublic final class Orders: OrderService { public init() {}; public func place(_ id: String) {} }\n",
            "App/FirebaseAnalytics.swift": """
                import ClientInterfaces

                struct FirebaseAnalytics: AnalyticsClient { func log(_ event: String) {} }
                """,
        ])
        let result = try await tree.analyze()
        #expect(result.module("ClientInterfaces")?.kind == .unclassified)
        #expect(result.module("ClientInterfaces")?.kindReason.contains("only app WalletApp implements its protocols") == true,
                "\(result.module("ClientInterfaces")?.kindReason ?? "")")
        #expect(result.module("OrderInterfaces")?.kind == .mediator)
        let found = result.violations.filter { $0.severity == .error }.map { "\($0.rule) \($0.from)->\($0.to)" }.sorted()
        #expect(found == ["function-to-upper-layer Domain->OrderInterfaces"], "\(found)")
    }

    /// A module whose name said more than the features folder it lies in (`Feature/Core`, a
    /// `core` name) but whose code composes features (PINGPONG's tab container importing Home
    /// and Search: 8 false `function-to-upper-layer` errors) has the folder and the code against
    /// its name: `unclassified`. A `Service` module under a `Core/` folder (the app's Moya API
    /// layer, `Projects/Core/Domain/Service`) is a function module: the folder says more than a
    /// service-layer name (4 false errors).
    @Test func namesAgainstTheirFolderAndCodeGiveWay() async throws {
        func project(_ name: String, _ dependencies: [String] = []) -> String {
            "import ProjectDescription\n\nlet project = Project(name: \"\(name)\", targets: [.target(name: \"\(name)\", destinations: .iOS, product: .framework, bundleId: \"pp.\(name)\", sources: [\"Sources/**\"], dependencies: [\(dependencies.map { ".project(target: \"\($0)\", path: \"../\($0)\")" }.joined(separator: ", "))])])\n"
        }
        let tree = try TemporaryTree([
            "Projects/Feature/Home/Project.swift": project("Home"),
            "Projects/Feature/Home/Sources/HomeView.swift": "public struct HomeView { public init() {} }\n",
            "Projects/Feature/Search/Project.swift": project("Search"),
            "Projects/Feature/Search/Sources/SearchView.swift": "public struct SearchView { public init() {} }\n",
            "Projects/Feature/Core/Project.swift": project("Core", ["Home", "Search"]),
            "Projects/Feature/Core/Sources/MainTabView.swift": "import Home\nimport Search\n\npublic struct MainTabView { let home = HomeView(); let search = SearchView() }\n",
            "Projects/Core/Domain/Service/Project.swift": project("Service"),
            "Projects/Core/Domain/Service/Sources/QuoteAPI.swift": "public enum QuoteAPI { case today; public var path: String { \"/quotes\" } }\n",
            "Projects/Core/Common/Project.swift": project("Common", ["Service"]),
            "Projects/Core/Common/Sources/QuoteViewModel.swift": "import Service\n\npublic final class QuoteViewModel { let api = QuoteAPI.today }\n",
        ])
        let result = try await tree.analyze()
        #expect(result.module("Core")?.kind == .unclassified)
        #expect(result.module("Core")?.kindReason.contains("but its code depends on business modules Home, Search") == true, "\(result.module("Core")?.kindReason ?? "")")
        #expect(result.module("Service")?.kind == .function)
        #expect(result.module("Service")?.kindReason == "folder Projects/Core/Domain matches convention **/core/*, which says more than its name matches convention service")
        #expect(result.violations.filter { $0.severity == .error }.isEmpty, "\(result.violations.map(\.message))")
    }

    /// Julook's `MainCoordinator` in `Features/Coordinator/`: only its folder makes it a
    /// feature; named as a coordinator, used by no library module and gathering the features,
    /// it is the app's navigation root (`unclassified`; 3 false `business-to-business` errors).
    /// `Tabs` in the same folder, which the coordinator uses and which imports two features
    /// itself, stays a feature with its errors.
    @Test func aCoordinatorGatheringTheFeaturesInTheirFolderIsNoFeature() async throws {
        var files: [String: String] = [
            "Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(
                    name: "Drinks",
                    targets: [
                        .target(name: "Core", path: "Core"),
                        .target(name: "Home", dependencies: ["Core"], path: "Features/Home"),
                        .target(name: "Search", dependencies: ["Core"], path: "Features/Search"),
                        .target(name: "Tabs", dependencies: ["Home", "Search"], path: "Features/Tabs"),
                        .target(name: "MainCoordinator", dependencies: ["Home", "Search", "Tabs"], path: "Features/Coordinator"),
                        .executableTarget(name: "DrinksApp", dependencies: ["MainCoordinator"], path: "App"),
                    ]
                )
                """,
            "Features/Tabs/TabsView.swift": "import Home\nimport Search\n\npublic struct TabsView { let home = HomeView(); let search = SearchView() }\n",
            "Features/Coordinator/MainCoordinator.swift": "import Home\nimport Search\nimport Tabs\n\npublic final class MainCoordinator { let tabs = TabsView(); let home = HomeView(); let search = SearchView() }\n",
            "App/main.swift": "import MainCoordinator\n\nlet coordinator = MainCoordinator()\n",
            "Core/Theme.swift": "public enum Theme { public static let spacing = 8 }\n",
        ]
        for feature in ["Home", "Search"] {
            files["Features/\(feature)/\(feature)View.swift"] = "import Core\n\npublic struct \(feature)View { public init() {}; let gap = Theme.spacing }\n"
        }
        let result = try await TemporaryTree(files).analyze()
        #expect(result.module("MainCoordinator")?.kind == .unclassified, "\(result.module("MainCoordinator")?.kindReason ?? "")")
        #expect(result.module("Tabs")?.kind == .business)
        let found = result.violations.filter { $0.severity == .error }.map { "\($0.rule) \($0.from)->\($0.to)" }.sorted()
        #expect(found == ["business-to-business Tabs->Home", "business-to-business Tabs->Search"], "\(found)")
    }

    /// GoForAWalk's `Projects/Shared/DependencyInjection`: only its folder (`**/shared/*`) makes
    /// it a function module, but no library module depends on it and it wires every feature's
    /// live implementation for the app: the app's composition root (`unclassified`; a false
    /// `function-to-upper-layer` error per feature). `Shared/DesignSystem`, which the features
    /// use, stays a function module.
    @Test func aSharedFolderModuleWiringTheFeaturesIsTheCompositionRoot() async throws {
        var files: [String: String] = [
            "Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(
                    name: "Walk",
                    targets: [
                        .target(name: "DesignSystem", path: "Projects/Shared/DesignSystem"),
                        .target(name: "FeedFeature", dependencies: ["DesignSystem"], path: "Projects/Feature/Feed"),
                        .target(name: "ProfileFeature", dependencies: ["DesignSystem"], path: "Projects/Feature/Profile"),
                        .target(name: "HistoryFeature", dependencies: ["DesignSystem"], path: "Projects/Feature/History"),
                        .target(name: "DependencyInjection", dependencies: ["FeedFeature", "ProfileFeature", "HistoryFeature"],
                                path: "Projects/Shared/DependencyInjection"),
                        .executableTarget(name: "WalkApp", dependencies: ["DependencyInjection"], path: "Projects/App"),
                    ]
                )
                """,
            "Projects/Shared/DesignSystem/Palette.swift": "public enum Palette { public static let accent = 0x2F80ED }\n",
            "Projects/Shared/DependencyInjection/LiveFeatures.swift": """
                import FeedFeature
                import HistoryFeature
                import ProfileFeature

                public enum LiveFeatures {
                    public static let feed = FeedFeature.live()
                    public static let profile = ProfileFeature.live()
                    public static let history = HistoryFeature.live()
                }
                """,
            "Projects/App/main.swift": "import DependencyInjection\n\nlet feed = LiveFeatures.feed\n",
        ]
        for feature in ["Feed", "Profile", "History"] {
            files["Projects/Feature/\(feature)/\(feature)Feature.swift"] =
                "import DesignSystem\n\npublic struct \(feature)Feature {\n    public static func live() -> \(feature)Feature { \(feature)Feature() }\n    let tint = Palette.accent\n}\n"
        }
        let result = try await TemporaryTree(files).analyze()
        let wiring = result.module("DependencyInjection")
        #expect(wiring?.kind == .unclassified, "\(wiring?.kindReason ?? "")")
        #expect(wiring?.kindReason.contains("as the app's composition root does") == true, "\(wiring?.kindReason ?? "")")
        #expect(result.module("DesignSystem")?.kind == .function)
        #expect(!result.violations.contains { $0.severity == .error }, "\(result.violations.map(\.message))")
    }

    /// IncubationCenter's `Service`: only the `service` naming convention makes it a mediator,
    /// but it declares no protocol and holds no category (an umbrella re-exporting the
    /// infrastructure packages), and the library modules built on it make it a function
    /// module: `unclassified` with both reasons (a false `function-to-upper-layer` error). A
    /// `Services` module declaring the protocols its users look up stays the mediator.
    @Test func aModuleNamedAsAServiceLayerThatDeclaresNoContractIsNoMediator() async throws {
        let tree = try TemporaryTree([
            "Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(
                    name: "Infra",
                    targets: [
                        .target(name: "Logging"),
                        .target(name: "Networking", dependencies: ["Logging"]),
                        .target(name: "Service", dependencies: ["Logging", "Networking"]),
                        .target(name: "UICore", dependencies: ["Service"]),
                        .target(name: "MediaKit", dependencies: ["Service"]),
                        .target(name: "Services"),
                        .target(name: "PlayerCore", dependencies: ["Services"]),
                        .target(name: "StoreKitHelpers", dependencies: ["Services"]),
                    ]
                )
                """,
            "Sources/Logging/Log.swift": "public enum Log { public static func info(_ text: String) {} }\n",
            "Sources/Networking/HTTPClient.swift": "import Logging\n\npublic final class HTTPClient { public init() { Log.info(\"up\") } }\n",
            "Sources/Service/Exported.swift": "@_exported import Logging\n@_exported import Networking\n",
            "Sources/Service/ServiceModule.swift": "public enum ServiceModule {}\n",
            "Sources/UICore/Banner.swift": "import Service\n\npublic struct Banner { public init() { Log.info(\"banner\") } }\n",
            "Sources/MediaKit/Loader.swift": "import Service\n\npublic struct Loader { let client = HTTPClient() }\n",
            "Sources/Services/Playback.swift": "public protocol PlaybackService { func play() }\n",
            "Sources/PlayerCore/Player.swift": "import Services\n\npublic struct Player { public let service: PlaybackService }\n",
            "Sources/StoreKitHelpers/Receipt.swift": "import Services\n\npublic struct Receipt { public let playback: PlaybackService? }\n",
        ])
        let result = try await tree.analyze()
        let service = try #require(result.module("Service"))
        #expect(service.kind == .unclassified, "\(service.kindReason)")
        #expect(service.kindReason == "name matches convention service (mediator), but 2 library modules depend on it (MediaKit, UICore) and it provides no route or service, and it declares no protocol or category (function); set its kind in rules.json")
        #expect(result.module("Services")?.kind == .mediator)
        let found = result.violations.filter { $0.severity == .error }.map { "\($0.rule) \($0.from)->\($0.to)" }.sorted()
        #expect(found == ["function-to-upper-layer PlayerCore->Services", "function-to-upper-layer StoreKitHelpers->Services"], "\(found)")
    }

    /// Quicksilver's `QuickStep Interface`: only the `*interface` naming convention makes it a
    /// mediator, but it is Objective-C declaring window and view classes and no protocol or
    /// category, a UI kit: `unclassified` with both reasons (a false `function-to-upper-layer`
    /// error from the core module using its views). `CartInterface`, declaring the protocol a
    /// feature provides, stays the mediator.
    @Test func anObjectiveCModuleNamedAsAnInterfaceThatDeclaresOnlyClassesIsNoMediator() async throws {
        let tree = try TemporaryTree([
            "ReaderInterface.podspec": podspec("ReaderInterface"),
            "ReaderInterface/RDResultsWindow.h": "#import <AppKit/AppKit.h>\n@interface RDResultsWindow : NSWindowController\n- (void)showResults;\n@end\n",
            "ReaderInterface/RDResultsWindow.m": "#import \"RDResultsWindow.h\"\n@implementation RDResultsWindow\n- (void)showResults {}\n@end\n",
            "ReaderInterface/RDBezelView.h": "#import <AppKit/AppKit.h>\n@interface RDBezelView : NSView\n@end\n",
            "ReaderInterface/RDBezelView.m": "#import \"RDBezelView.h\"\n@implementation RDBezelView\n@end\n",
            "ReaderCore.podspec": podspec("ReaderCore", dependencies: ["ReaderInterface"]),
            "ReaderCore/RDCommand.h": "#import <Foundation/Foundation.h>\n@interface RDCommand : NSObject\n- (void)run;\n@end\n",
            "ReaderCore/RDCommand.m": "#import \"RDCommand.h\"\n#import \"RDResultsWindow.h\"\n@implementation RDCommand\n- (void)run { [[RDResultsWindow new] showResults]; }\n@end\n",
            "CartInterface.podspec": podspec("CartInterface"),
            "CartInterface/CTCartService.h": "#import <Foundation/Foundation.h>\n@protocol CTCartService <NSObject>\n- (NSInteger)itemCount;\n@end\n",
            "CartInterface/CTCartService.m": "#import \"CTCartService.h\"\n",
            "PricingCore.podspec": podspec("PricingCore", dependencies: ["CartInterface"]),
            "PricingCore/PRTotal.m": "#import <Foundation/Foundation.h>\n#import \"CTCartService.h\"\n@interface PRTotal : NSObject\n@end\n@implementation PRTotal\n- (NSInteger)total:(id<CTCartService>)cart { return [cart itemCount]; }\n@end\n",
        ])
        let result = try await tree.analyze()
        let kit = try #require(result.module("ReaderInterface"))
        #expect(kit.kind == .unclassified, "\(kit.kindReason)")
        #expect(kit.kindReason == "name matches convention *interface (mediator), but it declares 2 classes and no protocol or category of another class, as a kit of classes does (function); set its kind in rules.json")
        #expect(result.module("CartInterface")?.kind == .mediator)
        let found = result.violations.filter { $0.severity == .error }.map { "\($0.rule) \($0.from)->\($0.to)" }.sorted()
        #expect(found == ["function-to-upper-layer PricingCore->CartInterface"], "\(found)")
    }

    /// Component architectures put their pods in layer folders: `BusinessModules/`,
    /// `BasicModules/`, `BaseComponents/`. A basic pod registering a debug route is no feature
    /// (ProjectModularDemo: a false `business-to-business` error between two basic SDK pods);
    /// a pod in `BusinessModules/` is one.
    @Test func componentLayerFoldersNameTheKinds() async throws {
        func podspec(_ name: String, _ dependencies: [String] = []) -> String {
            "Pod::Spec.new do |s|\n  s.name = '\(name)'\n  s.version = '1.0'\n  s.source_files = 'Source/**/*.{h,m}'\n"
                + dependencies.map { "  s.dependency '\($0)'\n" }.joined() + "  s.dependency 'MGJRouter'\nend\n"
        }
        func routes(_ name: String, _ url: String, imports: String = "") -> String {
            "#import <MGJRouter/MGJRouter.h>\n\(imports)\n@implementation \(name)\n+ (void)load {\n    [MGJRouter registerURLPattern:@\"\(url)\" toHandler:^(NSDictionary *info) {}];\n}\n@end\n"
        }
        let tree = try TemporaryTree([
            "BasicModules/Toolbox/Toolbox.podspec": podspec("Toolbox"),
            "BasicModules/Toolbox/Source/TBXStrings.h": "#import <Foundation/Foundation.h>\n\n@interface TBXStrings : NSObject\n@end\n",
            "BasicModules/Toolbox/Source/TBXStrings.m": routes("TBXStrings", "debug://toolbox", imports: "#import \"TBXStrings.h\""),
            "BasicModules/Imaging/Imaging.podspec": podspec("Imaging", ["Toolbox"]),
            "BasicModules/Imaging/Source/IMGCache.h": "#import <Toolbox/TBXStrings.h>\n\n@interface IMGCache : TBXStrings\n@end\n",
            "BasicModules/Imaging/Source/IMGCache.m": routes("IMGCache", "debug://imaging", imports: "#import \"IMGCache.h\""),
            "BusinessModules/Feed/Feed.podspec": podspec("Feed", ["Imaging"]),
            "BusinessModules/Feed/Source/FeedRoutes.m": routes("FeedRoutes", "app://feed", imports: "#import <Imaging/IMGCache.h>\n#import <Profile/PRFRoutes.h>")
                + "@implementation FeedRoutes (Avatar)\n- (IMGCache *)cache { return [PRFRoutes new] ? nil : nil; }\n@end\n",
            "BusinessModules/Profile/Profile.podspec": podspec("Profile"),
            "BusinessModules/Profile/Source/PRFRoutes.h": "#import <Foundation/Foundation.h>\n\n@interface PRFRoutes : NSObject\n@end\n",
            "BusinessModules/Profile/Source/PRFRoutes.m": routes("PRFRoutes", "app://profile", imports: "#import \"PRFRoutes.h\""),
        ])
        let result = try await tree.analyze()
        #expect(result.module("Toolbox")?.kind == .unclassified, "\(result.module("Toolbox")?.kindReason ?? "")")
        #expect(result.module("Imaging")?.kind == .unclassified)
        #expect(result.module("Feed")?.kind == .business)
        #expect(result.module("Feed")?.kindReason.hasPrefix("path BusinessModules/Feed matches convention **/businessmodule*/*") == true,
                "\(result.module("Feed")?.kindReason ?? "")")
        let found = result.violations.filter { $0.severity == .error }.map { "\($0.rule) \($0.from)->\($0.to)" }.sorted()
        #expect(found == ["business-to-business Feed->Profile"], "\(found)")
    }

    @Test func initWritesARulesFileThatGivesTheSameKindsAndViolations() throws {
        for fixture in ["objc-bifrost", "code-coupling", "swiftpm-shop", "bifrost-pods", "tuist-features"] {
            let tree = try Self.copy(fixture)
            let written = tree.root + "/rules.json"
            let zero = try Self.json(runHiveLint([tree.root, "--format", "json"]))
            let made = try runHiveLint(["init", tree.root])
            #expect(made.status == 0, "\(fixture): \(made.stderr)")
            #expect(made.stdout.hasPrefix("hive-lint: wrote \(written): "), "\(made.stdout)")
            let text = try String(contentsOfFile: written, encoding: .utf8)
            #expect(text.hasPrefix("// rules.json for hive-lint, written by `hive-lint init`"))
            let configured = try Self.json(runHiveLint([tree.root, "--format", "json"]))
            #expect(Self.kinds(configured) == Self.kinds(zero), "\(fixture)")
            #expect(Self.violations(configured) == Self.violations(zero), "\(fixture)")
            // Every business, mediator and function module is listed; the rest are not.
            let configuration = try ConfigurationDecoder.decode(Data(text.utf8), source: "rules.json")
            let listed = Set(configuration.kinds.flatMap(\.patterns))
            let expected = Set(Self.kinds(zero).filter { ["business", "mediator", "function"].contains($0.value) }.keys)
            #expect(listed == expected, "\(fixture)")
        }
    }

    @Test func initKeepsAnExistingFileUnlessForced() throws {
        let tree = try Self.copy("objc-bifrost", adding: ["rules.json": "{\"version\": 1}\n"])
        let refused = try runHiveLint(["init", tree.root])
        #expect(refused.status == 2)
        #expect(refused.stderr == "hive-lint: error: \(tree.root)/rules.json already exists; hive-lint init --force overwrites it\n")
        #expect(try String(contentsOfFile: tree.root + "/rules.json", encoding: .utf8) == "{\"version\": 1}\n")
        let forced = try runHiveLint(["init", tree.root, "--force"])
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(try String(contentsOfFile: tree.root + "/rules.json", encoding: .utf8).contains("\"Goods\""))
        let elsewhere = NSTemporaryDirectory() + "hive-lint-init-" + UUID().uuidString + ".json"
        defer { try? FileManager.default.removeItem(atPath: elsewhere) }
        #expect(try runHiveLint(["init", tree.root, "--output", elsewhere]).status == 0)
        #expect(FileManager.default.fileExists(atPath: elsewhere))
        #expect(try runHiveLint(["init", tree.root, "--rules", elsewhere]).status == 64)
    }

    @Test func kindsAddToTheConventions() throws {
        let tree = try Self.copy("tuist-features", adding: [
            "rules.json": #"{"version": 1, "kinds": {"function": ["Orders"]}}"#,
        ])
        let report = try Self.json(runHiveLint(["modules", tree.root, "--format", "json"]))
        let kinds = Self.kinds(report)
        #expect(kinds["Orders"] == "function")
        #expect(kinds["CartInterface"] == "mediator")
        #expect(kinds["Home"] == "business")
        #expect(kinds.filter { $0.key.hasSuffix("Demo") }.allSatisfy { $0.value == "example" })
        #expect(kinds.filter { $0.key.hasSuffix("Demo") }.count >= 1)
    }

    @Test func sourcesInNoModuleExitTwoAndAnEmptyTreeWarns() throws {
        let loose = try TemporaryTree(["Sources/Cart/Cart.swift": "struct Cart {}\n", "Sources/Cart/CartView.swift": "struct CartView {}\n"])
        let run = try runHiveLint([loose.root])
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("hive-lint: error: no module found in \(loose.root): 2 source files but no manifest or module folder declares a module; "))
        #expect(run.stderr.split(separator: "\n").count == 1)

        // A Tuist manifest whose every target is skipped says why, on the one line.
        let unread = try TemporaryTree([
            "Projects/Home/Project.swift": """
                import ProjectDescription
                let project = Project(name: "Home", targets: [.target(name: Paths.home.targetName(), destinations: .iOS,
                    product: .framework, bundleId: "x.home", sources: ["Sources/**"])])
                """,
            "Projects/Home/Sources/Home.swift": "public struct Home {}\n",
        ])
        let skipped = try runHiveLint([unread.root])
        #expect(skipped.status == 2)
        #expect(skipped.stderr.hasPrefix("hive-lint: error: no module found in \(unread.root): 1 source file, and 1 manifest problem kept hive-lint from reading the modules (first: Projects/Home/Project.swift:2:"), "\(skipped.stderr)")
        #expect(skipped.stderr.split(separator: "\n").count == 1)

        let empty = try TemporaryTree(["README.md": "# nothing here\n"])
        let quiet = try runHiveLint([empty.root])
        #expect(quiet.status == 0)
        #expect(quiet.stdout.contains("warning: [no-modules] no module found: no Swift or Objective-C source file under the root"))

        // A binary pod's frameworks are modules, third-party ones: the warning does not say none.
        let binary = try TemporaryTree([
            "Beacon/BeaconSDK.podspec": "Pod::Spec.new do |s|\n  s.name = 'BeaconSDK'\n  s.vendored_frameworks = 'BeaconSDK.framework'\nend\n",
            "Beacon/BeaconSDK.framework/Headers/BeaconSDK.h": "@interface BCNWidget\n@end\n",
        ])
        let shipped = try runHiveLint([binary.root])
        #expect(shipped.stdout.contains("warning: [no-modules] no first-party module found (1 third-party module): no Swift or Objective-C source file under the root"), "\(shipped.stdout)")
    }

    @Test func mostFilesInNoModuleIsAWarning() throws {
        var files = [
            "Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "Kit", targets: [.target(name: "Formatting", path: "Kit/Formatting")])
                """,
            "Kit/Formatting/Price.swift": "public struct Price {}\n",
        ]
        for name in ["Cart", "Checkout", "Orders"] { files["Screens/\(name)ViewController.swift"] = "final class \(name)ViewController {}\n" }
        let tree = try TemporaryTree(files)
        let run = try runHiveLint([tree.root])
        #expect(run.status == 0)
        #expect(run.stdout.contains("hive-lint: warning: [files-in-no-module] 3 of the 4 source files are in no module (first: Screens/CartViewController.swift), so no rule sees them"), "\(run.stdout)")
        #expect(run.stdout.hasSuffix("3 files in no module\n"))
    }

    @Test func theTextOutputShowsOneLinePerDiagnosticCode() throws {
        let tree = try TemporaryTree([
            "rules.json": #"{"version": 1, "discovery": {"modules": [{"name": "A", "path": "A"}, {"name": "B", "path": "B"}, {"name": "C", "path": "C"}, {"name": "Home", "path": "Home"}]}}"#,
            "Home/Home.swift": "struct Home {}\n",
        ])
        let quiet = try runHiveLint([tree.root])
        let lines = quiet.stdout.split(separator: "\n").filter { $0.contains("[missing-module-folder]") }
        #expect(lines == ["hive-lint: warning: [missing-module-folder] rules.json discovery.modules[0] names folder A, which does not exist (and 2 more [missing-module-folder] warnings; --verbose lists them)"])
        let verbose = try runHiveLint([tree.root, "-v"])
        #expect(verbose.stdout.split(separator: "\n").filter { $0.contains("[missing-module-folder]") }.count == 3)
        #expect(quiet.stdout.hasSuffix("hive-lint: 1 module (1 unclassified); 1 source file; 0 dependencies; no violations\n"), "\(quiet.stdout)")
    }
}
