import HiveLintClassify
import HiveLintConfig
import HiveLintCore
import HiveLintDiscovery
import HiveLintScan
import Testing

@Suite struct DiscoveryTests {
    @Test func swiftPMTargetsWithDefaultAndCustomPaths() throws {
        let tree = try TemporaryTree([
            "Package.swift": """
            // swift-tools-version:5.9
            import PackageDescription
            let shared: Target.Dependency = .target(name: "CoreKit")
            let package = Package(
                name: "Shop",
                dependencies: [.package(url: "https://example.com/Swinject.git", from: "2.8.0")],
                targets: [
                    .executableTarget(name: "ShopApp", dependencies: ["HomeFeature", .product(name: "Swinject", package: "Swinject")]),
                    .target(name: "HomeFeature", dependencies: [shared, .target(name: "GoodsInterface")], path: "Features/Home"),
                    .target(name: "GoodsInterface", dependencies: ["CoreKit"]),
                    .target(name: "CoreKit", path: "Libraries/CoreKit/Sources"),
                    .testTarget(name: "HomeFeatureTests", dependencies: ["HomeFeature"]),
                ]
            )
            """,
            "Sources/ShopApp/main.swift": "import HomeFeature",
            "Features/Home/HomeView.swift": "import GoodsInterface",
            "Sources/GoodsInterface/GoodsServicing.swift": "",
            "Libraries/CoreKit/Sources/Log.swift": "",
            "Tests/HomeFeatureTests/HomeTests.swift": "@testable import HomeFeature",
            "Scripts/tool.swift": "",
        ])
        let result = try discover(tree)
        #expect(result.modules.map(\.name) == ["CoreKit", "GoodsInterface", "HomeFeature", "HomeFeatureTests", "ShopApp"])
        let owner = owners(result)
        #expect(owner["Features/Home/HomeView.swift"] == "HomeFeature")
        #expect(owner["Libraries/CoreKit/Sources/Log.swift"] == "CoreKit")
        #expect(owner["Tests/HomeFeatureTests/HomeTests.swift"] == "HomeFeatureTests")
        #expect(result.unownedFiles.map(\.path) == ["Scripts/tool.swift"])
        let app = try #require(result.modules.first { $0.name == "ShopApp" })
        #expect(app.declaration.impliedKind == .app)
        #expect(app.declaration.declaredDependencies == ["HomeFeature", "Swinject"])
        #expect(result.modules.first { $0.name == "HomeFeature" }?.declaration.declaredDependencies == ["CoreKit", "GoodsInterface"])
        #expect(result.modules.first { $0.name == "HomeFeatureTests" }?.declaration.impliedKind == .test)
        #expect(app.declaration.origin == ModuleOrigin(style: .swiftpm, file: "Package.swift"))
    }

    /// Targets a helper of the manifest makes (`.projectTarget(name:dependencies:)` whose body
    /// is `.target(name: name, …)`, a `feature(_:)` returning a target and its tests), with the
    /// helper's parameters bound to the call's arguments and defaults, also where a string
    /// interpolates them (`path: "Sources/\(name)"`, `"\(name)Tests"`: primer-sdk-ios's
    /// test targets were skipped and their files in no module).
    @Test func swiftPMTargetsMadeByHelpersOfTheManifest() throws {
        let result = try discover([
            "Features/Package.swift": """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "Features",
                targets: [
                    .projectTarget(name: "Bookmark", dependencies: ["UserDetail"]),
                    .projectTarget(name: "UserDetail"),
                ] + Target.feature("Search") + [Target.tests(of: "Bookmark")]
            )

            extension Target {
                static func projectTarget(name: String, dependencies: [Dependency] = []) -> Target {
                    .target(name: name, dependencies: dependencies, swiftSettings: [.enableUpcomingFeature("ExistentialAny")])
                }

                static func feature(_ name: String) -> [Target] {
                    [
                        .target(name: name, dependencies: ["UserDetail"], path: "Sources/\\(name)"),
                        .testTarget(name: name + "Tests", dependencies: [.target(name: name)], path: "Tests/\\(name)Tests"),
                    ]
                }

                static func tests(of name: String) -> Target {
                    .testTarget(name: "\\(name)Tests", dependencies: [.target(name: name)], path: "Modules/\\(name)/Tests")
                }
            }
            """,
            "Features/Sources/Bookmark/Bookmark.swift": "import UserDetail",
            "Features/Sources/UserDetail/Detail.swift": "",
            "Features/Sources/Search/Search.swift": "",
            "Features/Modules/Bookmark/Tests/BookmarkTests.swift": "",
            "Features/Tests/SearchTests/SearchTests.swift": "",
        ])
        #expect(result.modules.map(\.name) == ["Bookmark", "BookmarkTests", "Search", "SearchTests", "UserDetail"])
        #expect(result.modules.first { $0.name == "Bookmark" }?.declaration.declaredDependencies == ["UserDetail"])
        #expect(owners(result)["Features/Modules/Bookmark/Tests/BookmarkTests.swift"] == "BookmarkTests")
        #expect(owners(result)["Features/Tests/SearchTests/SearchTests.swift"] == "SearchTests")
        #expect(result.diagnostics.filter { $0.code == "unresolved-manifest-value" }.isEmpty)
    }

    /// From tools version 5.9 SwiftPM lets the only target of its kind keep its sources
    /// directly in `Sources/` (or `Tests/`); before it, or beside a second target, the folder
    /// must be named after the target.
    @Test func swiftPMsOnlyTargetMayHaveTheWholeSourcesFolder() throws {
        let manifest = { (version: String, extra: String) in
            """
            // swift-tools-version: \(version)
            import PackageDescription
            let package = Package(
                name: "Logger",
                products: [.library(name: "Logger", targets: ["Logger"])],
                targets: [
                    .target(name: "Logger"),
                    .testTarget(name: "LoggerTests", dependencies: ["Logger"]),\(extra)
                ]
            )
            """
        }
        let files = [
            "LocalModules/Logger/Sources/Logger.swift": "public enum Log {}",
            "LocalModules/Logger/Tests/LoggerTests.swift": "@testable import Logger",
        ]
        let modern = try discover(files.merging(["LocalModules/Logger/Package.swift": manifest("6.1", "")]) { $1 })
        #expect(owners(modern) == [
            "LocalModules/Logger/Sources/Logger.swift": "Logger", "LocalModules/Logger/Tests/LoggerTests.swift": "LoggerTests",
        ])
        // A second regular target: `Logger` needs `Sources/Logger/`; the tests keep `Tests/`.
        let two = try discover(files.merging([
            "LocalModules/Logger/Package.swift": manifest("6.1", "\n            .target(name: \"LogFormat\"),"),
            "LocalModules/Logger/Sources/LogFormat/Format.swift": "",
        ]) { $1 })
        #expect(two.unownedFiles.map(\.path) == ["LocalModules/Logger/Sources/Logger.swift"])
        #expect(owners(two)["LocalModules/Logger/Tests/LoggerTests.swift"] == "LoggerTests")
        let old = try discover(files.merging(["LocalModules/Logger/Package.swift": manifest("5.8", "")]) { $1 })
        #expect(old.unownedFiles.count == 2)
        // A sole test target with no `Tests/` folder takes nothing: tests never default to `Sources/`.
        let noTests = try discover([
            "LocalModules/Logger/Package.swift": manifest("6.1", ""), "LocalModules/Logger/Sources/Logger.swift": "public enum Log {}",
        ])
        #expect(owners(noTests) == ["LocalModules/Logger/Sources/Logger.swift": "Logger"])
        // From SwiftPM 6 the tools version may follow comments (a REUSE license header).
        let licensed = try discover(files.merging([
            "LocalModules/Logger/Package.swift": "// SPDX-FileCopyrightText: 2025 Example\n//\n// SPDX-License-Identifier: MIT\n\n" + manifest("6.0", ""),
        ]) { $1 })
        #expect(owners(licensed) == owners(modern))
        // Not after code: SwiftPM reads no tools version there.
        let late = try discover(files.merging([
            "LocalModules/Logger/Package.swift": "import Foundation\n" + manifest("6.0", ""),
        ]) { $1 })
        #expect(late.unownedFiles.count == 2)
    }

    /// Lists written once above `Package(…)`: a product whose `targets:` is a named array
    /// declares each of them; a target's dependencies may be a `+` of named arrays. A list
    /// with a part hive-lint cannot read is incomplete, not empty.
    /// A dependency the manifest names through its own `extension Target.Dependency`
    /// (`static let tca: Self = .product(…)`, or a computed `static var`): BsuirScheduleApp's
    /// lists are complete, so `implicit-dependency` still checks them.
    @Test func swiftPMDependenciesNamedByAnExtensionsStaticMembers() throws {
        let tree = try TemporaryTree([
            "Package.swift": """
            // swift-tools-version:5.7
            import PackageDescription
            let package = Package(
                name: "Modules",
                targets: [
                    .target(name: "Api"),
                    .target(name: "Loadable", dependencies: ["Api", .tca, .dependencies]),
                ]
            )
            private extension Target.Dependency {
                static let tca: Self = .product(name: "ComposableArchitecture", package: "swift-composable-architecture")
                static var dependencies: Target.Dependency { .product(name: "Dependencies", package: "swift-dependencies") }
            }
            """,
            "Sources/Api/Api.swift": "",
            "Sources/Loadable/Loadable.swift": "",
        ])
        let loadable = try #require(try discover(tree).modules.first { $0.name == "Loadable" }).declaration
        #expect(loadable.declaredDependencies == ["Api", "ComposableArchitecture", "Dependencies"])
        #expect(!loadable.dependenciesIncomplete)
    }

    /// Target and product names written as the manifest's string constants (an SDK monorepo's
    /// `extension String { static let services = "AcmeServices" }`, `.target(name: .services)`;
    /// a namespace's `Names.signIn`; grpc-swift's top-level `let grpcTargetName =
    /// grpcProductName`; a course's `"\(name)\(testsSuffix)"`; protoncore's `.services +
    /// "Tests"`, 57 test targets skipped): before, every target was skipped and the folders
    /// became modules named `Services`, `SignIn` (or their files were in no module).
    @Test func swiftPMNamesWrittenAsStringConstants() throws {
        let tree = try TemporaryTree([
            "Package.swift": """
            // swift-tools-version:5.9
            import PackageDescription
            extension String {
                static let transport: String = "AcmeTransport"
                static let services = "AcmeServices"
                static var servicesKit: String { "AcmeServicesKit" }
            }
            enum Names {
                static let signIn = "AcmeSignIn"
            }
            let zlibName = "AcmeZlib"
            let compressionName = zlibName
            let testsSuffix = "Tests"
            let package = Package(
                name: "AcmeCore",
                products: [.library(name: .servicesKit, targets: [.services])],
                targets: [
                    .target(name: .transport, dependencies: [.target(name: compressionName)], path: "libraries/Transport/Sources"),
                    .target(name: .services, dependencies: [.target(name: String.transport)], path: "libraries/Services/Sources"),
                    .target(name: Names.signIn, dependencies: [.target(name: .services)], path: "libraries/SignIn/Sources"),
                    .target(name: compressionName, path: "libraries/Zlib/Sources"),
                    .testTarget(name: "\\(compressionName)\\(testsSuffix)", dependencies: [.target(name: zlibName)], path: "libraries/Zlib/\\(testsSuffix)"),
                    .testTarget(name: .services + "Tests", dependencies: [.target(name: .services)], path: "libraries/Services/Tests"),
                ]
            )
            """,
            "libraries/Zlib/Tests/InflateTests.swift": "import AcmeZlib",
            "libraries/Zlib/Sources/Inflate.swift": "public enum Inflate {}",
            "libraries/Transport/Sources/Client.swift": "public final class Client {}",
            "libraries/Services/Sources/APIService.swift": "import AcmeTransport\npublic protocol APIService {}",
            "libraries/SignIn/Sources/SignInFlow.swift": "import AcmeServices\nstruct SignInFlow { let api: APIService }",
            "libraries/Services/Tests/APIServiceTests.swift": "import AcmeServices",
        ])
        let result = try discover(tree)
        #expect(result.diagnostics.filter { $0.code == "unresolved-manifest-value" }.isEmpty)
        let modules = Dictionary(uniqueKeysWithValues: result.modules.map { ($0.name, $0.declaration) })
        #expect(modules.keys.sorted() == ["AcmeServices", "AcmeServicesTests", "AcmeSignIn", "AcmeTransport", "AcmeZlib", "AcmeZlibTests"])
        #expect(modules["AcmeZlibTests"]?.path == "libraries/Zlib/Tests")
        #expect(modules["AcmeTransport"]?.declaredDependencies == ["AcmeZlib"])
        #expect(modules["AcmeServices"]?.declaredDependencies == ["AcmeTransport"])
        #expect(modules["AcmeSignIn"]?.declaredDependencies == ["AcmeServices"])
        #expect(modules["AcmeServices"]?.dependencyAliases == ["AcmeServicesKit"])
    }

    /// A target's `path:` given as a top-level constant that is `nil` (`let mapsPath: String? =
    /// nil`, which CI sets to another folder; mapbox-maps-ios), or as `nil` itself, or read from
    /// an environment variable (unset for a lint), is SwiftPM's default, with nothing to warn
    /// about. A path it cannot read still warns.
    @Test func aNilPathIsSwiftPMsDefault() throws {
        let tree = try TemporaryTree([
            "Package.swift": """
            // swift-tools-version:5.9
            import PackageDescription
            let mapsPath: String? = nil
            let package = Package(
                name: "Maps",
                targets: [
                    .target(name: "MapKitLite", path: mapsPath),
                    .target(name: "MapStyles", path: nil),
                    .target(name: "MapTiles", path: ProcessInfo.processInfo.environment["TILES_PATH"]),
                    .target(name: "MapLabels", path: FileManager.default.currentDirectoryPath + "/Labels"),
                ]
            )
            """,
            "Sources/MapKitLite/MapView.swift": "public final class MapView {}",
            "Sources/MapStyles/Style.swift": "public struct Style {}",
            "Sources/MapTiles/Tile.swift": "public struct Tile {}",
            "Sources/MapLabels/Label.swift": "public struct Label {}",
        ])
        let result = try discover(tree)
        #expect(owners(result)["Sources/MapKitLite/MapView.swift"] == "MapKitLite")
        #expect(owners(result)["Sources/MapStyles/Style.swift"] == "MapStyles")
        #expect(owners(result)["Sources/MapTiles/Tile.swift"] == "MapTiles")
        #expect(owners(result)["Sources/MapLabels/Label.swift"] == "MapLabels")
        #expect(result.diagnostics.filter { $0.code == "unresolved-manifest-value" }.map(\.message) == [
            "path of target MapLabels is not a string literal; using SwiftPM's default",
        ])
    }

    /// A package's product whose target depends on a target no product names, which another
    /// package's code imports: the product is how it gets that module, so it is used, and the
    /// import is the `implicit-dependency` (sentry's integrations, each declaring `SentrySPM`
    /// to import `SentrySwift`: 4 false `redundant-dependency` warnings). A declared module
    /// that brings only what the code also declares itself, or what it could declare (a
    /// target of its own package), is still redundant.
    @Test func aDependencyBringingAModuleTheCodeUsesIsNotRedundant() async throws {
        let tree = try TemporaryTree([
            "Package.swift": """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(
                name: "RelayKit",
                products: [
                    .library(name: "RelaySPM", targets: ["RelayObjC"]),
                    .library(name: "RelayCore", targets: ["RelayCore"]),
                ],
                targets: [
                    .target(name: "RelayCore"),
                    .target(name: "RelaySwift", dependencies: ["RelayCore"]),
                    .target(name: "RelayObjC", dependencies: ["RelaySwift"]),
                    .target(name: "RelayDebug", dependencies: ["RelayObjC"]),
                ]
            )
            """,
            "Sources/RelayDebug/Console.swift": "import RelaySwift\n\nenum Console {\n    static func show() { Relay.capture(\"debug\") }\n}",
            "Sources/RelayCore/Clock.swift": "public enum RelayClock { public static func now() -> Double { 0 } }",
            "Sources/RelaySwift/Relay.swift": "import Foundation\nimport RelayCore\n@objc public final class Relay: NSObject {\n    @objc public static func capture(_ message: String) { _ = RelayClock.now() }\n}",
            "Sources/RelayObjC/include/RLStart.h": "#import <Foundation/Foundation.h>\nvoid RLStart(void);",
            "Sources/RelayObjC/RLStart.m": "#import \"RLStart.h\"\n@import RelaySwift;\nvoid RLStart(void) { [Relay capture:@\"start\"]; }",
            "Integrations/RelayLogging/Package.swift": """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(
                name: "RelayLogging",
                dependencies: [.package(url: "https://example.com/relay-kit", from: "1.0.0")],
                targets: [
                    .target(name: "RelayLogging", dependencies: [.product(name: "RelaySPM", package: "relay-kit")], path: "Sources"),
                    .target(name: "RelayTiming", dependencies: [.product(name: "RelaySPM", package: "relay-kit"), .product(name: "RelayCore", package: "relay-kit")], path: "Timing"),
                ]
            )
            """,
            "Integrations/RelayLogging/Sources/RelayLogHandler.swift": "import RelaySwift\n\npublic struct RelayLogHandler {\n    public func log(_ message: String) { Relay.capture(message) }\n}",
            "Integrations/RelayLogging/Timing/RelayTimer.swift": "import RelayCore\n\npublic struct RelayTimer {\n    public func start() -> Double { RelayClock.now() }\n}",
        ])
        let modules = Dictionary(uniqueKeysWithValues: try discover(tree).modules.map { ($0.name, $0.declaration) })
        #expect(modules.filter { $0.value.isUnexposedPackageTarget }.keys.sorted() == ["RelayDebug", "RelayLogging", "RelaySwift", "RelayTiming"])
        let result = try await tree.analyze()
        let declared = result.violations.filter { ["implicit-dependency", "redundant-dependency"].contains($0.rule) }.map { "\($0.rule) \($0.from)->\($0.to)" }.sorted()
        #expect(declared == [
            "implicit-dependency RelayDebug->RelaySwift", "implicit-dependency RelayLogging->RelaySwift",
            "redundant-dependency RelayDebug->RelayObjC", "redundant-dependency RelayTiming->RelayObjC",
        ], "\(declared)")
    }

    /// A podspec at the root claiming no file of its own (an umbrella of dependency-only
    /// subspecs) and the same-named framework target a project in a subfolder builds are one
    /// module, with no `duplicate-module-name` warning saying one of them was renamed (Stitch's
    /// and Apigee's SDKs: it was not).
    @Test func aRootPodspecWithoutFilesAndTheProjectsTargetOfItsNameAreOneModule() throws {
        let tree = try TemporaryTree([
            "StitchKit.podspec": "Pod::Spec.new do |s|\n  s.name = 'StitchKit'\n  s.default_subspec = 'Core'\n  s.subspec 'Core' do |core|\n    core.dependency 'StitchCore'\n  end\nend\n",
            "Darwin/StitchKit/StitchKit.xcodeproj/project.pbxproj": """
            { objects = {
                F1 = {isa = PBXFileReference; path = StitchKit/Stitch.swift; sourceTree = "<group>"; };
                B1 = {isa = PBXBuildFile; fileRef = F1; };
                P1 = {isa = PBXSourcesBuildPhase; files = (B1); };
                T1 = {isa = PBXNativeTarget; name = StitchKit; buildPhases = (P1); productType = "com.apple.product-type.framework"; };
                G1 = {isa = PBXGroup; children = (F1); sourceTree = "<group>"; };
                R1 = {isa = PBXProject; mainGroup = G1; targets = (T1); };
              }; rootObject = R1; }
            """,
            "Darwin/StitchKit/StitchKit/Stitch.swift": "public enum Stitch {}\n",
        ])
        let result = try discover(tree)
        #expect(result.diagnostics.filter { $0.code == "duplicate-module-name" }.isEmpty, "\(result.diagnostics.map(\.message))")
        #expect(result.modules.map(\.name) == ["StitchKit"])
    }

    /// A package's binary target (the release, fetched by URL) and the target of a project in
    /// another folder building it from the tree's sources (Batch's `Sources/Batch.xcodeproj`):
    /// one module, with no `duplicate-module-name` warning about unrelated folders.
    @Test func aBinaryTargetAndTheProjectBuildingItElsewhereAreOneModule() throws {
        let tree = try TemporaryTree([
            "Package.swift": """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "PushSDK", products: [.library(name: "PushSDK", targets: ["PushSDK"])], targets: [
                .binaryTarget(name: "PushSDK", url: "https://example.com/PushSDK.xcframework.zip", checksum: "00"),
            ])
            """,
            "Sources/project.yml": "name: PushSDK\ntargets:\n  PushSDK:\n    type: framework\n    platform: iOS\n    sources: [PushSDK]\n",
            "Sources/PushSDK/PSKPush.h": "@interface PSKPush : NSObject\n@end\n",
            "Sources/PushSDK/PSKPush.m": "#import \"PSKPush.h\"\n@implementation PSKPush\n@end\n",
        ])
        let result = try discover(tree)
        #expect(result.diagnostics.filter { $0.code == "duplicate-module-name" }.isEmpty, "\(result.diagnostics.map(\.message))")
        #expect(result.modules.map(\.name) == ["PushSDK"])
        #expect(result.modules.first?.files.count == 2)
    }

    /// A package's binary target and an Xcode framework target of its name that compiles the
    /// tree's sources: the release consumers get, and what it is built from (sentry's
    /// `Sentry`, whose 1,000 files went unparsed as a third-party binary). The module is the
    /// project's, parsed; a binary target alone stays `external`.
    @Test func aBinaryTargetBuiltByAProjectTargetOfItsNameIsTheTreesCode() async throws {
        let pbxproj = """
            { objects = {
                B1 = {isa = PBXBuildFile; fileRef = F1; };
                B2 = {isa = PBXBuildFile; fileRef = F2; };
                F1 = {isa = PBXFileReference; path = Sources/BCNClient.m; sourceTree = SOURCE_ROOT; };
                F2 = {isa = PBXFileReference; path = Sources/BCNClock.swift; sourceTree = SOURCE_ROOT; };
                P1 = {isa = PBXSourcesBuildPhase; files = (B1, B2); };
                T1 = {isa = PBXNativeTarget; name = Beacon; buildPhases = (P1); productType = "com.apple.product-type.framework"; };
              }; }
            """
        let package = """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(
                name: "Beacon",
                products: [.library(name: "Beacon", targets: ["Beacon", "BeaconMetrics"])],
                targets: [
                    .binaryTarget(name: "Beacon", url: "https://example.com/Beacon.xcframework.zip", checksum: "00"),
                    .binaryTarget(name: "BeaconMetrics", url: "https://example.com/BeaconMetrics.xcframework.zip", checksum: "00"),
                ]
            )
            """
        let tree = try TemporaryTree([
            "Package.swift": package,
            "Beacon.xcodeproj/project.pbxproj": pbxproj,
            "Sources/BCNClient.m": "#import <Foundation/Foundation.h>\n@interface BCNClient : NSObject\n@end\n@implementation BCNClient\n@end",
            "Sources/BCNClock.swift": "public enum BCNClock { public static func now() -> Double { 0 } }",
        ])
        let modules = Dictionary(uniqueKeysWithValues: try discover(tree).modules.map { ($0.name, $0) })
        #expect(modules["Beacon"]?.declaration.impliedKind == nil)
        #expect(modules["Beacon"]?.files.count == 2)
        #expect(modules["BeaconMetrics"]?.declaration.impliedKind == .external)
        let result = try await tree.analyze()
        #expect(result.modules.first { $0.name == "Beacon" }?.kind != .external)
        #expect(result.fileCounts.total == 2)
    }

    @Test func swiftPMListsDeclaredAboveThePackage() throws {
        let tree = try TemporaryTree([
            "SDK/Package.swift": """
            import PackageDescription
            let publicTargets = ["CoreKit", "UIKitExtras"]
            let common = ["CoreKit"]
            let package = Package(
                name: "SDK",
                products: [.library(name: "SDKDynamic", type: .dynamic, targets: publicTargets)],
                targets: [
                    .target(name: "CoreKit"),
                    .target(name: "UIKitExtras", dependencies: common + ["Logging"]),
                    .target(name: "Logging", dependencies: helperDependencies()),
                ]
            )
            """,
            "SDK/Sources/CoreKit/Core.swift": "",
            "SDK/Sources/UIKitExtras/Extras.swift": "",
            "SDK/Sources/Logging/Log.swift": "",
        ])
        let result = try discover(tree)
        let extras = try #require(result.modules.first { $0.name == "UIKitExtras" }).declaration
        #expect(extras.declaredDependencies == ["CoreKit", "Logging"])
        #expect(!extras.dependenciesIncomplete)
        #expect(extras.dependencyAliases == ["SDKDynamic"])
        #expect(try #require(result.modules.first { $0.name == "CoreKit" }).declaration.dependencyAliases == ["SDKDynamic"])
        #expect(try #require(result.modules.first { $0.name == "Logging" }).declaration.dependenciesIncomplete)
    }

    /// `exclude:` and `sources:` given as an array variable of the manifest: a target over the
    /// whole `Sources/` leaves out the folders of the others (sentry-cocoa's
    /// `exclude: sentryObjCInternalExcludes`).
    @Test func swiftPMPathListsInVariables() throws {
        let tree = try TemporaryTree([
            "Package.swift": """
            // swift-tools-version: 5.9
            import PackageDescription
            var coreExcludes = ["Updater", "UpdaterTests"]
            let updaterSources = ["Updater.swift"]
            let package = Package(name: "SDK", targets: [
                .target(name: "Updater", path: "Sources/Updater", sources: updaterSources),
                .testTarget(name: "UpdaterTests", dependencies: ["Updater"], path: "Sources/UpdaterTests"),
                .target(name: "Core", path: "Sources", exclude: coreExcludes + ["Scripts"]),
            ])
            """,
            "Sources/Updater/Updater.swift": "",
            "Sources/Updater/Legacy.swift": "",
            "Sources/UpdaterTests/UpdaterTests.swift": "",
            "Sources/Core/Client.swift": "",
            "Sources/Scripts/release.swift": "",
        ])
        let result = try discover(tree)
        let owners = Dictionary(uniqueKeysWithValues: result.modules.flatMap { module in module.files.map { ($0.path, module.name) } })
        #expect(owners == [
            "Sources/Updater/Updater.swift": "Updater", "Sources/UpdaterTests/UpdaterTests.swift": "UpdaterTests", "Sources/Core/Client.swift": "Core",
        ])
    }

    /// A target's public headers (`publicHeadersPath`, `include` by default) are its own also
    /// when `sources:` lists only some files (sentry-cocoa's `_SentryPrivate`: one `.m`, 154
    /// headers, which were in no module).
    @Test func swiftPMPublicHeadersBesideAListOfSources() throws {
        let tree = try TemporaryTree([
            "Package.swift": """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "Crash", targets: [
                .target(name: "CrashHeaders", path: "Sources/Crash", sources: ["HeadersDummy.m"], publicHeadersPath: "Public"),
                .target(name: "CrashPrivate", dependencies: ["CrashHeaders"], path: "Sources/Crash", sources: ["PrivateDummy.m"]),
            ])
            """,
            "Sources/Crash/HeadersDummy.m": "",
            "Sources/Crash/PrivateDummy.m": "",
            "Sources/Crash/Public/CrashDefines.h": "",
            "Sources/Crash/include/CrashInternal.h": "",
        ])
        let result = try discover(tree)
        let owners = Dictionary(uniqueKeysWithValues: result.modules.flatMap { module in module.files.map { ($0.path, module.name) } })
        #expect(owners["Sources/Crash/Public/CrashDefines.h"] == "CrashHeaders")
        #expect(owners["Sources/Crash/include/CrashInternal.h"] == "CrashPrivate")
        #expect(result.unownedFiles.isEmpty)
    }

    /// A package whose targets no static reading can know (one target per folder the
    /// manifest lists when it runs) has SwiftPM's default layout: each folder of `Sources/` and
    /// `Tests/` is a target, with unknown dependencies, and a folder inside one
    /// (`Features/Utils`) is no module of its own.
    @Test func swiftPMDefaultLayoutWhenNoTargetCanBeRead() throws {
        let tree = try TemporaryTree([
            "Package.swift": """
            // swift-tools-version: 5.9
            import Foundation
            import PackageDescription
            let modules = try! FileManager.default.contentsOfDirectory(atPath: "Sources")
            let package = Package(name: "Explore", products: [.library(name: "Features", targets: ["Features"])],
                targets: modules.map { .target(name: $0) } + modules.map { .testTarget(name: $0 + "Tests", dependencies: [.byName(name: $0)]) })
            """,
            "Sources/Models/Session.swift": "",
            "Sources/Features/TodayFeature.swift": "",
            "Sources/Features/Utils/Shared.swift": "",
            "Tests/FeaturesTests/TodayTests.swift": "",
        ])
        let result = try discover(tree)
        #expect(result.modules.map(\.name) == ["Features", "FeaturesTests", "Models"])
        #expect(result.modules.allSatisfy { $0.declaration.dependenciesIncomplete })
        #expect(result.modules.first { $0.name == "FeaturesTests" }?.declaration.impliedKind == .test)
        #expect(result.unownedFiles.isEmpty)
        #expect(result.modules.first { $0.name == "Features" }?.files.map(\.path) == ["Sources/Features/TodayFeature.swift", "Sources/Features/Utils/Shared.swift"])
        // The layout used, and each target skipped (its folder may not be the default one).
        #expect(result.diagnostics.map(\.code) == ["default-package-layout", "unresolved-manifest-value", "unresolved-manifest-value"])
    }

    /// A package whose targets its own code computes is evaluated, as a Tuist manifest is:
    /// an enum's cases folded with `reduce(into:)` (links), a helper taking the enum
    /// (AppMetrica's `static func target(target: AppMetricaTarget, …)`), here with a default
    /// read from an environment variable (unset for a lint). Each target is declared with its
    /// dependencies, each placed where the manifest writes it, and no warning is left.
    @Test func computedPackageTargetsAreEvaluated() throws {
        let tree = try TemporaryTree([
            "Package.swift": #"""
            // swift-tools-version:5.9
            import PackageDescription

            enum Module: String, CaseIterable {
                case Core
                case Networking
                case CartFeature

                var dependencies: [Module] {
                    switch self {
                    case .Core: return []
                    case .Networking: return [.Core]
                    case .CartFeature: return [.Core, .Networking]
                    }
                }
            }

            let targets: [Target] = Module.allCases.reduce(into: []) { result, module in
                let name = module.rawValue
                let isFeature = name.hasSuffix("Feature")
                result.append(.target(
                    name: name,
                    dependencies: module.dependencies.map { Target.Dependency(stringLiteral: $0.rawValue) },
                    path: "Modules\(isFeature ? "/Features" : "")/\(name)/Sources"))
            }

            extension Target {
                static func tests(for module: Module, useLocalFixtures: Bool = getenv("LOCAL_FIXTURES") != nil) -> Target {
                    .testTarget(
                        name: module.rawValue + "Tests",
                        dependencies: [.byName(name: module.rawValue)],
                        path: useLocalFixtures ? "LocalTests/\(module.rawValue)" : "Modules/\(module.rawValue)/Tests")
                }
            }

            let package = Package(
                name: "Shop",
                products: Module.allCases.map { .library(name: $0.rawValue, targets: [$0.rawValue]) },
                targets: targets + [
                    .tests(for: .Networking),
                ]
            )
            """#,
            "Modules/Core/Sources/Log.swift": "public enum Log {}",
            "Modules/Networking/Sources/Client.swift": "import Core",
            "Modules/Networking/Tests/ClientTests.swift": "@testable import Networking",
            "Modules/Features/CartFeature/Sources/CartView.swift": "import Networking",
        ])
        let result = try discover(tree)
        #expect(result.modules.map(\.name) == ["CartFeature", "Core", "Networking", "NetworkingTests"])
        #expect(result.unownedFiles.isEmpty)
        #expect(result.diagnostics.filter { $0.severity != .info }.isEmpty)
        let cart = try #require(result.modules.first { $0.name == "CartFeature" }?.declaration)
        #expect(cart.path == "Modules/Features/CartFeature/Sources")
        #expect(cart.declaredDependencies == ["Core", "Networking"])
        #expect(!cart.dependenciesIncomplete)
        #expect(!cart.isUnexposedPackageTarget)
        // The `.target(` in the closure that made it.
        #expect(cart.dependencyLocations["Networking"]?.line == 21)
        let tests = try #require(result.modules.first { $0.name == "NetworkingTests" }?.declaration)
        #expect(tests.impliedKind == .test)
        #expect(tests.path == "Modules/Networking/Tests")
        // The helper's `.byName(` naming it.
        #expect(tests.dependencyLocations["Networking"]?.line == 31)
    }

    /// The Facebook SDK's manifest shape: targets as static constants of `extension Target`
    /// named by `String` constants (`.Prefixed.basics`, a nested enum of `extension String`,
    /// beside `Target.Prefixed` of the same simple name), binary targets by a helper switching
    /// on a source an unset environment variable chooses, dependencies by `byName` constants of
    /// `extension Target.Dependency`.
    @Test func packageTargetsAsStaticConstantsAreEvaluated() throws {
        let tree = try TemporaryTree([
            "Package.swift": #"""
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "Acme",
                products: [.basics, .core],
                targets: [.basics, .Prefixed.basics, .core]
            )

            extension Product {
                static let basics = library(name: .basics, targets: [.basics, .Prefixed.basics])
                static let core = library(name: .core, targets: [.core])
            }

            extension Target {
                static let binarySource = BinarySource()

                static func binaryTarget(name: String, remoteChecksum: String) -> Target {
                    switch binarySource {
                    case .local: return .binaryTarget(name: name, path: "build/\(name).xcframework")
                    case .remote: return .binaryTarget(name: name, url: "https://example.com/\(name).zip", checksum: remoteChecksum)
                    }
                }

                static let basics = target(name: .basics, dependencies: [.Prefixed.basics])
                static let core = target(name: .core, dependencies: [.basics])

                enum Prefixed {
                    static let basics = binaryTarget(name: .Prefixed.basics, remoteChecksum: "0a1b")
                }
            }

            extension Target.Dependency {
                static let basics = byName(name: .basics)
                enum Prefixed {
                    static let basics = byName(name: .Prefixed.basics)
                }
            }

            enum BinarySource {
                case local, remote
                init() {
                    if getenv("USE_LOCAL_BINARIES") != nil {
                        self = .local
                    } else {
                        self = .remote
                    }
                }
            }

            extension String {
                static let basics = "AcmeBasics"
                static let core = "AcmeCore"
                enum Prefixed {
                    static let basics = "ACMBasicsKit"
                }
            }
            """#,
            "Sources/AcmeBasics/Settings.swift": "import ACMBasicsKit",
            "Sources/AcmeCore/Session.swift": "import AcmeBasics",
        ])
        let result = try discover(tree)
        #expect(result.modules.map(\.name) == ["ACMBasicsKit", "AcmeBasics", "AcmeCore"])
        #expect(result.diagnostics.filter { $0.severity != .info }.isEmpty)
        let modules = Dictionary(uniqueKeysWithValues: result.modules.map { ($0.name, $0.declaration) })
        #expect(modules["ACMBasicsKit"]?.impliedKind == .external)
        #expect(modules["AcmeBasics"]?.declaredDependencies == ["ACMBasicsKit"])
        #expect(modules["AcmeCore"]?.declaredDependencies == ["AcmeBasics"])
    }

    /// Targets a struct of the manifest describes, its nested `Kind` choosing the folder in
    /// an extension naming it qualified (swift-collections' `CustomTarget.toTarget()`), a
    /// table of tuples given as a labelled tuple type (teamyg's modules table), and a result
    /// builder's computed property declared below `Package(…)` (SnapDay's `@TargetsBuilder`).
    @Test func packageTargetsFromStructsAndTuplesAreEvaluated() throws {
        let tree = try TemporaryTree([
            "Package.swift": #"""
            // swift-tools-version:5.9
            import PackageDescription

            struct CustomTarget {
                enum Kind { case exported, test }
                var kind: Kind
                var name: String
                var dependencies: [Target.Dependency]
                var directory: String

                static func target(kind: Kind, name: String, dependencies: [Target.Dependency] = [], directory: String? = nil) -> CustomTarget {
                    CustomTarget(kind: kind, name: name, dependencies: dependencies, directory: directory ?? name)
                }

                func toTarget() -> Target {
                    switch kind {
                    case .exported: return Target.target(name: name, dependencies: dependencies, path: kind.path(for: directory))
                    case .test: return Target.testTarget(name: name, dependencies: dependencies, path: kind.path(for: directory))
                    }
                }
            }

            extension CustomTarget.Kind {
                func path(for directory: String) -> String {
                    switch self {
                    case .exported: return "Sources/\(directory)"
                    case .test: return "Tests/\(directory)"
                    }
                }
            }

            let modules: [(name: String, dependencies: [String])] = [
                ("Ledger", []),
                ("Wallet", ["Ledger"]),
            ]

            let custom: [CustomTarget] = [
                .target(kind: .test, name: "WalletTests", dependencies: ["Wallet"]),
            ]

            let package = Package(
                name: "Money",
                targets: modules.map { module in
                    .target(name: module.name, dependencies: module.dependencies.map { .target(name: $0) })
                } + custom.map { $0.toTarget() } + builtTargets
            )

            struct Parameters {
                let name: String
                var dependencies: [String] = []
            }

            @resultBuilder
            struct TargetsBuilder {
                static func buildBlock(_ components: Parameters...) -> [Target] {
                    components.reduce(into: [Target]()) { result, parameters in
                        result.append(.target(name: parameters.name, dependencies: parameters.dependencies.map { .byName(name: $0) }))
                    }
                }
            }

            @TargetsBuilder
            var builtTargets: [Target] {
                Parameters(name: "Payments", dependencies: ["Wallet"])
                Parameters(name: "Receipts")
            }
            """#,
            "Sources/Ledger/Entry.swift": "public struct Entry {}",
            "Sources/Wallet/Wallet.swift": "import Ledger",
            "Tests/WalletTests/WalletTests.swift": "@testable import Wallet",
            "Sources/Payments/Checkout.swift": "import Wallet",
            "Sources/Receipts/Receipt.swift": "public struct Receipt {}",
        ])
        let result = try discover(tree)
        #expect(result.modules.map(\.name) == ["Ledger", "Payments", "Receipts", "Wallet", "WalletTests"])
        #expect(result.modules.first { $0.name == "Payments" }?.declaration.declaredDependencies == ["Wallet"])
        #expect(result.unownedFiles.isEmpty)
        #expect(result.diagnostics.filter { $0.severity != .info }.isEmpty)
        let modules = Dictionary(uniqueKeysWithValues: result.modules.map { ($0.name, $0.declaration) })
        #expect(modules["Wallet"]?.declaredDependencies == ["Ledger"])
        #expect(modules["WalletTests"]?.declaredDependencies == ["Wallet"])
        #expect(modules["WalletTests"]?.impliedKind == .test)
    }

    /// A helper of the manifest overloading PackageDescription's factory name with a label
    /// of its own (apple-documentation's `extension Target { static func target(feature:
    /// Feature, name: String, …) }`, the path the feature's folder) is the helper, not
    /// `.target(name:)` with SwiftPM's default folder (29 files had been in no module).
    @Test func aHelperOverloadingTheTargetFactoryIsTheHelper() throws {
        let tree = try TemporaryTree([
            "Package.swift": #"""
            // swift-tools-version: 5.9
            import PackageDescription

            enum Layer {
                case pages, clients
                var path: String {
                    switch self {
                    case .pages: "Sources/App/Pages"
                    case .clients: "Sources/App/Clients"
                    }
                }
            }

            extension Target {
                static func target(layer: Layer, name: String, dependencies: [Dependency] = []) -> Target {
                    .target(name: name, dependencies: dependencies, path: layer.path + "/" + name)
                }
            }

            let package = Package(
                name: "Docs",
                targets: [
                    .target(name: "Core"),
                    .target(layer: .clients, name: "DocClient", dependencies: ["Core"]),
                    .target(layer: .pages, name: "RootPage", dependencies: ["DocClient"]),
                ]
            )
            """#,
            "Sources/Core/Log.swift": "public enum Log {}",
            "Sources/App/Clients/DocClient/DocClient.swift": "import Core",
            "Sources/App/Pages/RootPage/RootPage.swift": "import DocClient",
        ])
        let result = try discover(tree)
        #expect(result.unownedFiles.isEmpty)
        let modules = Dictionary(uniqueKeysWithValues: result.modules.map { ($0.name, $0.declaration) })
        #expect(modules["RootPage"]?.path == "Sources/App/Pages/RootPage")
        #expect(modules["RootPage"]?.declaredDependencies == ["DocClient"])
        #expect(modules["DocClient"]?.path == "Sources/App/Clients/DocClient")
        #expect(result.diagnostics.filter { $0.severity != .info }.isEmpty)
    }

    /// A manifest naming no targets at all (`Package(name: "Grid")`, LayoutKit's, beside the
    /// podspec that builds the sources) declares none: SwiftPM 4 and later have no layout
    /// without them. Its `Sources/` is the pod's, not split into a module per folder (a false
    /// cycle between two halves of one pod).
    @Test func aPackageNamingNoTargetsDeclaresNone() throws {
        let tree = try TemporaryTree([
            "Package.swift": """
            // swift-tools-version:5.5
            import PackageDescription
            let package = Package(
                name: "Grid"
            )
            """,
            "GridObjC.podspec": """
            Pod::Spec.new do |s|
              s.name = 'GridObjC'
              s.version = '1.0'
              s.source_files = 'Sources/**/*.{h,m,swift}'
            end
            """,
            "Sources/Layout.swift": "",
            "Sources/ObjCBridge/GRDBoxBuilder.h": "",
            "Sources/Layouts/BoxLayout.swift": "",
        ])
        let result = try discover(tree)
        #expect(result.modules.map(\.name) == ["GridObjC"])
        #expect(result.modules.first?.files.count == 3)
        #expect(result.diagnostics.map(\.code).isEmpty)
    }

    /// A target kept in a variable whose dependencies are appended before it joins the package
    /// (brave-ios: `braveTarget.dependencies.append("BraveTalk")`).
    @Test func swiftPMDependenciesAppendedToATargetVariable() throws {
        let tree = try TemporaryTree([
            "Package.swift": """
            // swift-tools-version: 5.9
            import PackageDescription
            var package = Package(name: "Browser", targets: [.target(name: "Talk"), .target(name: "Wallet"), .target(name: "Shared")])
            var browser: PackageDescription.Target = .target(name: "Browser", dependencies: ["Shared"])
            if ProcessInfo.processInfo.environment["TALK"] != nil {
                browser.dependencies.append("Talk")
            }
            browser.dependencies.append(contentsOf: [.target(name: "Wallet")])
            package.targets.append(browser)
            """,
            "Sources/Browser/Tab.swift": "",
            "Sources/Talk/Call.swift": "",
            "Sources/Wallet/Wallet.swift": "",
            "Sources/Shared/Log.swift": "",
        ])
        let browser = try #require(try discover(tree).modules.first { $0.name == "Browser" }).declaration
        #expect(browser.declaredDependencies == ["Shared", "Talk", "Wallet"])
        #expect(browser.dependencyLocations["Talk"]?.line == 6)
    }

    /// A dependency list kept in a top-level array that the manifest appends to, under a build
    /// condition or not (Sourcery: `sourceryLibDependencies.append("TryCatch")` under `#if
    /// canImport(ObjectiveC)`; one false `implicit-dependency`).
    @Test func swiftPMDependenciesAppendedToATopLevelArray() throws {
        let tree = try TemporaryTree([
            "Package.swift": """
            // swift-tools-version: 5.8
            import PackageDescription
            var engineDependencies: [Target.Dependency] = ["Parser"]
            #if canImport(ObjectiveC)
            engineDependencies.append("ObjCBridge")
            #else
            engineDependencies.append(.product(name: "Crypto", package: "swift-crypto"))
            #endif
            engineDependencies.append(contentsOf: ["Render"])
            let package = Package(name: "Engine", targets: [
                .target(name: "Engine", dependencies: engineDependencies),
                .target(name: "Parser"), .target(name: "ObjCBridge"), .target(name: "Render"),
            ])
            """,
            "Sources/Engine/Engine.swift": "",
            "Sources/Parser/Parser.swift": "",
            "Sources/ObjCBridge/Bridge.swift": "",
            "Sources/Render/Render.swift": "",
        ])
        let engine = try #require(try discover(tree).modules.first { $0.name == "Engine" }).declaration
        #expect(engine.declaredDependencies == ["Crypto", "ObjCBridge", "Parser", "Render"])
        #expect(engine.dependencyLocations["ObjCBridge"]?.line == 5)
        #expect(engine.dependencyLocations["Render"]?.line == 9)
    }

    /// A target built with `-module-alias A=B` in its unsafe flags imports module B as `A`
    /// (sourcekit-lsp builds its plugins against `SwiftExtensionsForPlugin`, a second build of
    /// `SwiftExtensions`' folder; 8 false `implicit-dependency` warnings).
    @Test func swiftPMModuleAliasFlagsMapATargetsImports() async throws {
        let tree = try TemporaryTree([
            "Package.swift": """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "Editor", targets: [
                .target(name: "TextKit"),
                .target(name: "TextKitForPlugin", path: "Sources/TextKitCopy"),
                .target(
                    name: "CompletionPlugin",
                    dependencies: ["TextKitForPlugin"],
                    swiftSettings: [.unsafeFlags(["-module-alias", "TextKit=TextKitForPlugin", "-module-alias=Logs=LogsForPlugin"])]
                ),
            ])
            """,
            "Sources/TextKit/Rope.swift": "public struct Rope { public init() {} }\n",
            "Sources/TextKitCopy/Rope.swift": "public struct Rope { public init() {} }\n",
            "Sources/CompletionPlugin/Complete.swift": "import TextKit\n\npublic func complete() -> Any { Rope() }\n",
        ])
        let plugin = try #require(try discover(tree).modules.first { $0.name == "CompletionPlugin" }).declaration
        #expect(plugin.importAliases == ["TextKit": "TextKitForPlugin", "Logs": "LogsForPlugin"])
        let result = try await tree.analyze()
        #expect(result.graph.dependencies.filter { $0.from == "CompletionPlugin" }.map(\.to) == ["TextKitForPlugin"])
        #expect(result.violations.isEmpty, "\(result.violations.map(\.message))")
    }

    /// A subspec block naming its subspec (`k.name = 'Kit'`, as MLN's podspecs do for each)
    /// leaves the pod its own name: MLN was module `Kit` (and `function` by `*kit`), its dev
    /// tool `HotReload`, so the tool's `dependency 'MLN'` named nothing.
    @Test func aSubspecsOwnNameIsNotThePods() throws {
        let result = try discover(TemporaryTree([
            "Engine.podspec": """
            Pod::Spec.new do |s|
              s.name = 'Engine'
              s.subspec 'Core' do |c|
                c.name = 'Core'
                c.source_files = 'Engine/Core/**/*.{h,m}'
              end
              s.subspec 'Kit' do |k|
                k.name = 'Kit'
                k.source_files = 'Engine/Kit/**/*.{h,m}'
              end
            end
            """,
            "Engine/Core/ENGCore.m": "",
            "Engine/Kit/ENGLabel.m": "",
        ]))
        #expect(result.modules.map(\.name) == ["Engine"])
        #expect(result.modules.first?.files.count == 2)
    }

    /// A private spec repository committed beside the pods (`Specs/<Pod>/<version>/<Pod>.podspec`)
    /// describes releases, not modules: no module, no duplicate-name warning.
    @Test func aCommittedSpecRepositoryIsNoModules() throws {
        let spec = "Pod::Spec.new do |s|\n  s.name = 'Goods'\n  s.source_files = 'Goods/Classes/**/*'\nend\n"
        let result = try discover(TemporaryTree([
            "Modules/Goods/Goods.podspec": spec,
            "Modules/Goods/Goods/Classes/GDSItem.swift": "",
            "Specs/Goods/0.1.0/Goods.podspec": spec,
            "Specs/Goods/0.2.0-beta/Goods.podspec.json": #"{"name": "Goods", "source_files": "Goods/Classes/**/*"}"#,
        ]))
        #expect(result.modules.map(\.name) == ["Goods"])
        #expect(try #require(result.modules.first).declaration.origin.file == "Modules/Goods/Goods.podspec")
        #expect(!result.diagnostics.contains { $0.code == "duplicate-module-name" })
    }

    /// `s.dependency LottieKit.name`, a constant of a shared Ruby file the podspec requires
    /// (NetEase's kits: `module LottieKit … "LottieKit"`), declares the pod of that module's
    /// name (25 false `implicit-dependency` warnings on NEChatroom, NELiveKit, NEKaraoke).
    @Test func aPodspecDependencyGivenAsAConstantsName() throws {
        let result = try discover(TemporaryTree([
            "PodConfigs/config_third.rb": "module LottieKit\n  def self.name\n    \"LottieKit\"\n  end\nend\n",
            "Kits/SocialUIKit/SocialUIKit.podspec": """
            require_relative "../../PodConfigs/config_third.rb"
            Pod::Spec.new do |s|
              s.name         = 'SocialUIKit'
              s.source_files = 'Classes/**/*'
              s.dependency LottieKit.name
              s.dependency 'SnapKit', '~> 5.0'
            end
            """,
            "Kits/SocialUIKit/Classes/GiftView.swift": "",
        ]))
        let social = try #require(result.modules.first { $0.name == "SocialUIKit" })
        #expect(social.declaration.declaredDependencies == ["LottieKit", "SnapKit"])
        #expect(social.declaration.dependencyLocations["LottieKit"]?.line == 5)
    }

    /// `{Core,UI}` over folders in a podspec glob (ShareKit's `Classes/ShareKit/{Configuration,
    /// Core,UI}/**/*.{h,m,c}`): the pod's files. They were found under a folder named
    /// `{Core,UI}` and left to an Xcode target, which gave a false cycle and 36 warnings.
    /// A Flutter plugin's podspec reads its name from the plugin's pubspec (`s.name =
    /// pubspec['name']`): the pod is named after its file, as CocoaPods requires, not `name`
    /// (flutterfire: every plugin was a module `name`, 29 `duplicate-module-name` warnings).
    @Test func aPodNameReadFromAnExpressionIsTheFilesName() throws {
        let result = try discover(try TemporaryTree([
            "packages/tide_gauge/ios/tide_gauge.podspec": """
            require 'yaml'
            pubspec = YAML.load_file(File.join('..', 'pubspec.yaml'))
            Pod::Spec.new do |s|
              s.name             = pubspec['name']
              s.module_name      = config['module']
              s.version          = pubspec['version']
              s.source_files     = 'Classes/**/*'
            end
            """,
            "packages/tide_gauge/ios/Classes/TideGaugePlugin.swift": "public class TideGaugePlugin {}\n",
        ]))
        let pod = try #require(result.modules.first)
        #expect(result.modules.map(\.name) == ["tide_gauge"])
        #expect(pod.declaration.importNames == ["tide_gauge"])
    }

    @Test func aPodspecGlobWithAlternativeFolders() throws {
        let tree = try TemporaryTree([
            "Sharely.podspec": """
            Pod::Spec.new do |s|
              s.name = 'Sharely'
              s.subspec 'Core' do |core|
                core.source_files = 'Classes/{Core,UI}/**/*.{h,m}'
              end
            end
            """,
            "Classes/Core/SHRItem.h": "",
            "Classes/UI/Views/SHRButton.m": "",
            "Classes/Other/SHROther.m": "",
        ])
        let result = try discover(tree)
        #expect(owners(result) == ["Classes/Core/SHRItem.h": "Sharely", "Classes/UI/Views/SHRButton.m": "Sharely"])
    }

    /// A podspec kept in a subfolder for publishing (readium's `Support/CocoaPods/`): its
    /// patterns are the repository root's, as CocoaPods reads them from a fetched tag, when
    /// nothing matches them from its own folder (8 empty phantom pods and false
    /// `duplicate-module-name` warnings). A pod whose patterns match from its folder keeps them.
    @Test func aPublishedPodspecInASubfolderGlobsFromTheRoot() throws {
        let tree = try TemporaryTree([
            "Support/CocoaPods/PageKit.podspec": "Pod::Spec.new do |s|\n  s.name = 'PageKit'\n  s.source_files = 'Sources/PageKit/**/*.swift'\nend\n",
            "Sources/PageKit/Page.swift": "",
            "Modules/Local/Local.podspec": "Pod::Spec.new do |s|\n  s.name = 'Local'\n  s.source_files = 'Classes/**/*.swift'\nend\n",
            "Modules/Local/Classes/Local.swift": "",
            "Classes/App.swift": "",
        ])
        let result = try discover(tree)
        #expect(owners(result) == ["Sources/PageKit/Page.swift": "PageKit", "Modules/Local/Classes/Local.swift": "Local"])
    }

    @Test func podspecsInRubyAndJSON() throws {
        let tree = try TemporaryTree([
            "Modules/Goods/Goods.podspec": """
            Pod::Spec.new do |s|
              s.name         = 'Goods'
              s.version      = '1.2.0'
              s.summary      = 'Goods browsing' # the catalogue
              s.source_files = 'Goods/Classes/**/*.{h,m}'
              s.dependency 'Mediator'
              s.dependency 'AFNetworking', '~> 4.0'
              s.subspec 'Detail' do |ss|
                ss.ios.source_files = %w[Goods/Detail/*.{h,m} Goods/Detail/Cells]
                ss.dependency 'Goods/Core'
              end
              # s.source_files = 'Everything/**/*'
            end
            """,
            "Modules/Goods/Goods/Classes/GDSModel.h": "",
            "Modules/Goods/Goods/Classes/Sub/GDSModel.m": "",
            "Modules/Goods/Goods/Detail/GDSDetail.m": "",
            "Modules/Goods/Goods/Detail/Cells/GDSCell.m": "",
            "Modules/Goods/Example/AppDelegate.m": "",
            "Modules/Shop/Shop.podspec.json": """
            {"name": "Shop", "module_name": "ShopKit", "source_files": "Shop/**/*.{h,m,swift}",
             "dependencies": {"Mediator": []},
             "subspecs": [{"name": "UI", "source_files": ["ShopUI/*.swift"], "dependencies": {"DesignSystem": []}}]}
            """,
            "Modules/Shop/Shop/SHPCart.swift": "",
            "Modules/Shop/ShopUI/SHPCartView.swift": "",
            "Modules/Interp/Interp.podspec": """
            Pod::Spec.new do |spec|
              spec.name = "Interp"
              spec.source_files = "#{spec.name}/**/*.swift", "#{ENV['X']}/*.m"
            end
            """,
            "Modules/Interp/Interp/A.swift": "",
        ])
        let result = try discover(tree)
        let owner = owners(result)
        #expect(owner["Modules/Goods/Goods/Classes/GDSModel.h"] == "Goods")
        #expect(owner["Modules/Goods/Goods/Classes/Sub/GDSModel.m"] == "Goods")
        #expect(owner["Modules/Goods/Goods/Detail/GDSDetail.m"] == "Goods")
        #expect(owner["Modules/Goods/Goods/Detail/Cells/GDSCell.m"] == "Goods")
        #expect(owner["Modules/Goods/Example/AppDelegate.m"] == nil)
        #expect(owner["Modules/Shop/ShopUI/SHPCartView.swift"] == "Shop")
        #expect(owner["Modules/Interp/Interp/A.swift"] == "Interp")
        let goods = try #require(result.modules.first { $0.name == "Goods" })
        #expect(goods.declaration.declaredDependencies == ["AFNetworking", "Mediator"])
        let shop = try #require(result.modules.first { $0.name == "Shop" })
        #expect(shop.declaration.importNames.contains("ShopKit"))
        #expect(shop.declaration.declaredDependencies == ["DesignSystem", "Mediator"])
        #expect(result.diagnostics.contains { $0.code == "unresolved-manifest-value" && $0.message.contains("ENV") })
    }

    /// A `Package.swift` kept beside an app's project for editor tooling, whose library target
    /// has the app's name and sources (nos: `let packageName = "Nos"`, `.target(name:
    /// packageName, path: packageName)`), leaves the app an app.
    @Test func aPackageLibraryBesideTheSameNamedAppLeavesItAnApp() throws {
        let result = try discover([
            "Package.swift": """
            // swift-tools-version:5.2
            import PackageDescription
            let packageName = "Chirp"
            let package = Package(name: "", products: [.library(name: packageName, targets: [packageName])],
                                  targets: [.target(name: packageName, path: packageName)])
            """,
            "Chirp/ChirpApp.swift": "",
            "Chirp.xcodeproj/project.pbxproj": """
            { objects = {
                B1 = {isa = PBXBuildFile; fileRef = F1; };
                F1 = {isa = PBXFileReference; path = Chirp/ChirpApp.swift; sourceTree = SOURCE_ROOT; };
                P1 = {isa = PBXSourcesBuildPhase; files = (B1); };
                T1 = {isa = PBXNativeTarget; name = Chirp; buildPhases = (P1); productType = "com.apple.product-type.application"; };
              }; }
            """,
        ])
        let chirp = try #require(result.modules.first { $0.name == "Chirp" })
        #expect(chirp.declaration.impliedKind == .app)
        #expect(chirp.alsoDeclaredBy.map(\.style) == [.xcode])
    }

    /// The same beside a development pod of that name (a Podfile installs it by path: an
    /// example app uses the library) is a library: CYLTabBarController's pod, package and root
    /// demo app target share the library's name, and the example apps' imports of it were
    /// false `depends-on-app` errors.
    @Test func aDevelopmentPodBesideTheSameNamedAppAndPackageIsALibrary() throws {
        let result = try discover([
            "Package.swift": """
            // swift-tools-version:5.3
            import PackageDescription
            let package = Package(name: "Tabs", products: [.library(name: "Tabs", targets: ["Tabs"])],
                                  targets: [.target(name: "Tabs", path: "Tabs")])
            """,
            "Tabs.podspec": """
            Pod::Spec.new do |s|
              s.name = 'Tabs'
              s.version = '1.0'
              s.source_files = 'Tabs/**/*.{h,m}'
            end
            """,
            "Tabs/TBTabBarController.h": "",
            "Tabs/TBTabBarController.m": "",
            "Example/AppDelegate.m": "",
            "Tabs.xcodeproj/project.pbxproj": """
            { objects = {
                B1 = {isa = PBXBuildFile; fileRef = F1; };
                F1 = {isa = PBXFileReference; path = Example/AppDelegate.m; sourceTree = SOURCE_ROOT; };
                P1 = {isa = PBXSourcesBuildPhase; files = (B1); };
                T1 = {isa = PBXNativeTarget; name = Tabs; buildPhases = (P1); productType = "com.apple.product-type.application"; };
              }; }
            """,
            "Example-Swift/Podfile": """
            target 'TabsSwift' do
              pod 'Tabs/Core', :path => '../'
            end
            """,
        ])
        let tabs = try #require(result.modules.first { $0.name == "Tabs" })
        #expect(tabs.declaration.impliedKind == nil)
        #expect(tabs.declaration.isLibrary)
    }

    /// A prebuilt library checked in as an install prefix inside a first-party folder
    /// (MOPP's `libdigidocpp.iphoneos/`: `include/` with the OpenSSL headers it was built with,
    /// `lib/` with the built library) is third-party, whatever its name: another project's
    /// `<crypto/cipher.h>` is not a use of the module holding the folder. A folder with
    /// `include/` and `lib/` holding sources stays first-party.
    @Test func aPrebuiltLibrarysInstallPrefixIsThirdParty() throws {
        let result = try discover([
            "Modules/Vault/Signer.m": "",
            "Modules/Vault/libseal/libseal.iphoneos/include/crypto/cipher.h": "",
            "Modules/Vault/libseal/libseal.iphoneos/lib/libseal.a": "",
            "Modules/Player/Signer.m": "",
            "Modules/Player/FFmpeg/include/libavformat/avformat.h": "",
            "Modules/Player/FFmpeg/lib/tvOS-Sim/libavformat.a": "",
            // A prefix shared with the Android and Windows builds of a common C++ core.
            "Core/opensource/include/ortp/rtp.h": "",
            "Core/opensource/lib/iOS/libortp.a": "",
            "Core/opensource/lib/Android/libortp.so": "",
            "Core/opensource/lib/Win32/release/ortp.lib": "",
            "Core/opensource/dll/Win32/ortp.dll": "",
            "Core/Phone.m": "",
            "Modules/Engine/include/engine.h": "",
            "Modules/Engine/lib/Engine.m": "",
            // A package's C target: headers, and C sources (which hive-lint does not read) in
            // folders of `lib/` and beside it.
            "Modules/Synth/include/synth.h": "",
            "Modules/Synth/lib/fft/fft.c": "",
            "Modules/Synth/modules/osc.c": "",
        ])
        let owner = owners(result)
        let prebuilt = try #require(result.modules.first { $0.name == "libseal.iphoneos" })
        #expect(prebuilt.isExternal)
        #expect(owner["Modules/Vault/libseal/libseal.iphoneos/include/crypto/cipher.h"] == "libseal.iphoneos")
        #expect(owner["Modules/Vault/Signer.m"] == "Vault")
        #expect(owner["Modules/Engine/include/engine.h"] == "Engine")
        #expect(owner["Modules/Synth/include/synth.h"] == "Synth")
        #expect(owner["Modules/Player/FFmpeg/include/libavformat/avformat.h"] == "FFmpeg")
        #expect(try #require(result.modules.first { $0.name == "opensource" }).isExternal)
        #expect(owner["Core/opensource/include/ortp/rtp.h"] == "opensource")
    }

    /// A heredoc is one string whatever quotes its lines hold: the apostrophe of "It's meant"
    /// in `s.description = <<-DESC` began a string that swallowed the rest of MTHawkeye's
    /// podspec (346 of 457 files in no module). The reading goes on after the terminator,
    /// with lines counted (the dependency's line), and `list << item` is no heredoc.
    @Test func aPodspecHeredocIsOneString() throws {
        let tree = try TemporaryTree([
            "Tracer.podspec": """
            Pod::Spec.new do |s|
              s.name         = "Tracer"
              s.description  = <<-DESC
                Tracer collects timing data. It's meant for debug builds only.
                               DESC
              s.summary = <<~"TEXT".strip
                Timing data for debug builds.
              TEXT
              s.subspec 'Core' do |sp|
                sp.source_files = 'Tracer/Core/**/*.{h,m}'
              end
              s.subspec 'Network' do |sp|
                files = ['Tracer/Network/**/*.{h,m}']
                files << 'Tracer/Shared/*.h'
                sp.source_files = files
                sp.dependency 'Clock'
              end
            end
            """,
            "Tracer/Core/TRCore.m": "",
            "Tracer/Network/TRNetwork.m": "",
        ])
        let result = try discover(tree)
        let owner = owners(result)
        #expect(owner["Tracer/Core/TRCore.m"] == "Tracer")
        #expect(owner["Tracer/Network/TRNetwork.m"] == "Tracer")
        let tracer = try #require(result.modules.first { $0.name == "Tracer" }).declaration
        #expect(tracer.dependencyLocations["Clock"]?.line == 16)
    }

    /// `source_files` built from a local variable (beagle-ios: `path_source = 'Sources/…'`, then
    /// `[path_source + '/**/*.swift']`): the variable's string joined, also interpolated and
    /// alone. A join hive-lint cannot evaluate is reported and skipped, never read as its
    /// literal half (`'/**/*.swift'` claimed the whole repository, example apps included).
    @Test func podspecSourceFilesJoinedFromLocalVariables() throws {
        let tree = try TemporaryTree([
            "Courier.podspec": """
            Pod::Spec.new do |s|
              s.name = 'Courier'
              core_path = 'Sources/Courier'
              s.source_files = [core_path + '/**/*.swift', "#{core_path}/**/*.h"]
              s.subspec 'Kit' do |kit|
                kit_files = 'Sources/Kit/*.m'
                kit.source_files = kit_files
              end
              docs = File.join('Docs', 'Guides')
              s.subspec 'Docs' do |d|
                d.source_files = docs
              end
            end
            """,
            "Sources/Courier/Loader.swift": "",
            "Sources/Courier/Loader.h": "",
            "Sources/Kit/Kit.m": "",
            "Apps/Showroom/Root.swift": "",
            "Docs/Guide.swift": "",
            "Pager/Pager.podspec": """
            Pod::Spec.new do |s|
              s.name = 'Pager'
              s.source_files = [Dir.pwd + '/**/*.swift', 'Pager/**/*.m']
            end
            """,
            "Pager/Pager/Page.m": "",
            "Pager/Other/Page.swift": "",
            // Arrays put together with `+` (GoogleDataTransport's test specs: 58 files in no module).
            "Transport/Transport.podspec": """
            Pod::Spec.new do |s|
              s.name = 'Transport'
              s.source_files = 'Library/**/*.m'
              common_test_sources = ['Tests/Common/**/*.m']
              more_sources = [
                'Tests/Fakes/*.m',
              ]
              s.test_spec 'Unit' do |t|
                t.source_files = ['Tests/Unit/**/*.m'] + common_test_sources + more_sources
              end
            end
            """,
            "Transport/Library/Upload.m": "",
            "Transport/Tests/Unit/UploadTests.m": "",
            "Transport/Tests/Common/FakeClock.m": "",
            "Transport/Tests/Fakes/FakeStore.m": "",
        ])
        let result = try discover(tree)
        let owner = owners(result)
        #expect(owner["Sources/Courier/Loader.swift"] == "Courier")
        #expect(owner["Sources/Courier/Loader.h"] == "Courier")
        #expect(owner["Sources/Kit/Kit.m"] == "Courier")
        #expect(owner["Apps/Showroom/Root.swift"] == nil)
        #expect(owner["Docs/Guide.swift"] == nil, "a call's arguments are not the variable's value")
        #expect(owner["Pager/Pager/Page.m"] == "Pager")
        for test in ["Transport/Tests/Unit/UploadTests.m", "Transport/Tests/Common/FakeClock.m", "Transport/Tests/Fakes/FakeStore.m"] {
            #expect(owner[test] == "Transport-Unit-Unit", "\(test)")
        }
        #expect(owner["Pager/Other/Page.swift"] == nil)
        #expect(result.diagnostics.contains { $0.code == "unresolved-manifest-value" && $0.message.contains("Pager.podspec") && $0.message.contains("joins") })
        // The one value of Courier's it cannot evaluate, said (the joins it evaluated are not).
        #expect(result.diagnostics.filter { $0.message.contains("Courier.podspec") }.map(\.message) == [
            "Courier.podspec: source_files is a value hive-lint cannot evaluate (a call, or a variable set to one); skipped",
        ])
    }

    /// `*modules.map { |m| "Modules/#{m}/**/*.swift" }` over a `%w[…]` list (TUIKit's
    /// `AppAssembly`: its whole assembly layer was in no module) is the string once per
    /// element; a `%w[…]` list is an array `+` adds to.
    @Test func podspecListsMappedToGlobs() throws {
        let tree = try TemporaryTree([
            "AppAssembly.podspec": """
            Pod::Spec.new do |spec|
              spec.name = 'AppAssembly'
              spec.subspec 'OpenSource' do |ss|
                modules = %w[Call Live]
                shared = %w[Extension/**/*.swift]
                ss.source_files = [
                  '*.swift',
                  *modules.map { |m| "Modules/#{m}/**/*.{swift,h,m}" },
                ] + shared
              end
            end
            """,
            "AppAssembly.swift": "", "Modules/Call/CallEntry.swift": "", "Modules/Live/LiveEntry.swift": "",
            "Modules/Room/RoomEntry.swift": "", "Extension/UIColor+Theme.swift": "",
        ])
        let result = try discover(tree)
        #expect(owners(result) == [
            "AppAssembly.swift": "AppAssembly", "Modules/Call/CallEntry.swift": "AppAssembly", "Modules/Live/LiveEntry.swift": "AppAssembly",
            "Extension/UIColor+Theme.swift": "AppAssembly",
        ])
        #expect(result.diagnostics.filter { $0.code == "unresolved-manifest-value" }.isEmpty, "\(result.diagnostics.map(\.message))")
    }

    /// `Array['a', 'b']` is an array literal (Hippy's `dom_source_files = Array[…]`, read as
    /// nothing: its headers went to an Xcode project listing them, a false cycle), and a list
    /// of patterns goes on over lines ending in a comma (ReactiveObjC's `extobjc/`, else owned
    /// by its Xcode target: a false `implicit-dependency`), as does a value begun on the line
    /// after its `=`.
    @Test func podspecArrayLiteralsAndListsOverLines() throws {
        let tree = try TemporaryTree([
            "Kite.podspec": """
            Pod::Spec.new do |s|
              s.name = 'Kite'
              s.subspec 'Engine' do |engine|
                engine_files = Array['Engine/include/**/*.h', 'Engine/src/**/*.mm']
                engine.source_files = engine_files + ['Engine/platform/*.mm']
              end
              s.subspec 'Bridge' do |bridge|
                bridge.source_files = Array['Bridge/**/*.{h,mm}']
              end
            end
            """,
            "Engine/include/engine/node.h": "",
            "Engine/src/node.mm": "",
            "Engine/platform/ios.mm": "",
            "Bridge/KTBridge.mm": "",
            "Streams/Streams.podspec": """
            Pod::Spec.new do |s|
              s.name          = "Streams"
              s.source_files  = "Streams/*.{h,m}", # the core
            
                                "Streams/runtime/*.{h,m}"
              s.dependency 'Clock',
                           '~> 1.0'
              s.private_header_files = "**/*Private.h"
            end
            """,
            "Streams/Streams/STStream.m": "",
            "Streams/Streams/runtime/STRuntime.m": "",
            "Streams/Streams/runtime/STRuntimePrivate.h": "",
            // The value on the lines after the `=` (LeanCloud's podspec: its files went to no
            // module, and its Xcode target of the same name was a false duplicate).
            "Cloud/Cloud.podspec": """
            Pod::Spec.new do |s|
              s.name = 'Cloud'
              s.source_files =
                'Cloud/Cloud.h',
                'Cloud/Sources/**/*.{h,m}'
              s.public_header_files =
                'Cloud/Cloud.h'
            end
            """,
            "Cloud/Cloud/Cloud.h": "",
            "Cloud/Cloud/Sources/Utils/CLSwizzle.m": "",
        ])
        let result = try discover(tree)
        let owner = owners(result)
        for path in ["Engine/include/engine/node.h", "Engine/src/node.mm", "Engine/platform/ios.mm", "Bridge/KTBridge.mm"] {
            #expect(owner[path] == "Kite", "\(path)")
        }
        for path in ["Streams/Streams/STStream.m", "Streams/Streams/runtime/STRuntime.m"] {
            #expect(owner[path] == "Streams", "\(path)")
        }
        for path in ["Cloud/Cloud/Cloud.h", "Cloud/Cloud/Sources/Utils/CLSwizzle.m"] {
            #expect(owner[path] == "Cloud", "\(path)")
        }
        #expect(!result.diagnostics.contains { $0.code == "empty-module" })
        let streams = try #require(result.modules.first { $0.name == "Streams" }).declaration
        #expect(streams.declaredDependencies == ["Clock"])
        #expect(!result.diagnostics.contains { $0.code == "unresolved-manifest-value" })
    }

    /// Xcode builds on a case-insensitive file system: a group's `path = Resource;` holds the
    /// folder `resource/` (TUIRoomKit), and a synchronized group `AppTests` takes in a sibling
    /// `AppTESTS/` too (anytype). A system extension, an XPC service and a command-line tool
    /// are executables nothing links, as an app is (firezone's macOS network extension).
    @Test func xcodePathsMatchWhateverTheirCaseAndExecutablesAreApps() throws {
        let tree = try TemporaryTree([
            "App.xcodeproj/project.pbxproj": """
            // !$*UTF8*$!
            {
                archiveVersion = 1;
                objectVersion = 77;
                objects = {
                    B1 = {isa = PBXBuildFile; fileRef = F1; };
                    B2 = {isa = PBXBuildFile; fileRef = F2; };
                    B3 = {isa = PBXBuildFile; fileRef = F3; };
                    B4 = {isa = PBXBuildFile; fileRef = F4; };
                    F1 = {isa = PBXFileReference; path = AppDelegate.swift; sourceTree = "<group>"; };
                    F2 = {isa = PBXFileReference; path = DemoLocalized.swift; sourceTree = "<group>"; };
                    F3 = {isa = PBXFileReference; path = Provider.swift; sourceTree = "<group>"; };
                    F4 = {isa = PBXFileReference; path = main.swift; sourceTree = "<group>"; };
                    G0 = {isa = PBXGroup; children = (G1, R2, G4, G5); sourceTree = "<group>"; };
                    G1 = {isa = PBXGroup; children = (F1, G2); path = App; sourceTree = "<group>"; };
                    G2 = {isa = PBXGroup; children = (G3); path = Resource; sourceTree = "<group>"; };
                    G3 = {isa = PBXGroup; children = (F2); path = Localized; sourceTree = "<group>"; };
                    G4 = {isa = PBXGroup; children = (F3); path = Tunnel; sourceTree = "<group>"; };
                    G5 = {isa = PBXGroup; children = (F4); path = Tool; sourceTree = "<group>"; };
                    R2 = {isa = PBXFileSystemSynchronizedRootGroup; explicitFileTypes = {}; explicitFolders = (); path = AppTests; sourceTree = "<group>"; };
                    S1 = {isa = PBXSourcesBuildPhase; files = (B1, B2); };
                    S2 = {isa = PBXSourcesBuildPhase; files = (); };
                    S3 = {isa = PBXSourcesBuildPhase; files = (B3); };
                    S4 = {isa = PBXSourcesBuildPhase; files = (B4); };
                    T1 = {isa = PBXNativeTarget; buildPhases = (S1); dependencies = (); name = MyApp; productType = "com.apple.product-type.application"; };
                    T2 = {isa = PBXNativeTarget; buildPhases = (S2); dependencies = (); fileSystemSynchronizedGroups = (R2); name = MyAppTests; productType = "com.apple.product-type.bundle.unit-test"; };
                    T3 = {isa = PBXNativeTarget; buildPhases = (S3); dependencies = (); name = NetworkExtensionMac; productType = "com.apple.product-type.system-extension"; };
                    T4 = {isa = PBXNativeTarget; buildPhases = (S4); dependencies = (); name = LocalizeTool; productType = "com.apple.product-type.tool"; };
                    P1 = {isa = PBXProject; mainGroup = G0; targets = (T1, T2, T3, T4); };
                };
                rootObject = P1;
            }
            """,
            "App/AppDelegate.swift": "",
            "App/resource/localized/DemoLocalized.swift": "",
            "AppTests/ATests.swift": "",
            "AppTESTS/BTests.swift": "",
            "Tunnel/Provider.swift": "",
            "Tool/main.swift": "",
        ])
        let result = try discover(tree)
        let owner = owners(result)
        #expect(owner["App/resource/localized/DemoLocalized.swift"] == "MyApp")
        #expect(owner["AppTests/ATests.swift"] == "MyAppTests")
        #expect(owner["AppTESTS/BTests.swift"] == "MyAppTests")
        #expect(result.unownedFiles.isEmpty, "\(result.unownedFiles.map(\.path))")
        for name in ["NetworkExtensionMac", "LocalizeTool"] {
            #expect(result.modules.first { $0.name == name }?.declaration.impliedKind == .app, "\(name)")
        }
    }

    @Test func xcodeTargetsThroughGroupsAndBuildPhases() throws {
        let tree = try TemporaryTree([
            "Mall.xcodeproj/project.pbxproj": """
            // !$*UTF8*$!
            {
                archiveVersion = 1;
                objectVersion = 56;
                objects = {
                    A1 /* AppDelegate.m in Sources */ = {isa = PBXBuildFile; fileRef = F1 /* AppDelegate.m */; };
                    A2 /* GDSList.swift in Sources */ = {isa = PBXBuildFile; fileRef = F2; };
                    A3 /* GDSCell.h in Headers */ = {isa = PBXBuildFile; fileRef = F3; };
                    F1 = {isa = PBXFileReference; path = AppDelegate.m; sourceTree = "<group>"; };
                    F2 = {isa = PBXFileReference; path = GDSList.swift; sourceTree = "<group>"; };
                    F3 = {isa = PBXFileReference; path = Views/GDSCell.h; sourceTree = "<group>"; };
                    F4 = {isa = PBXFileReference; path = Shared.m; sourceTree = SOURCE_ROOT; };
                    G0 = {isa = PBXGroup; children = (G1, G2); sourceTree = "<group>"; };
                    G1 = {isa = PBXGroup; children = (F1); path = MallApp; sourceTree = "<group>"; };
                    G2 = {isa = PBXGroup; children = (G3); path = Features; sourceTree = "<group>"; };
                    G3 = {isa = PBXGroup; children = (F2, F3); path = GoodsList; sourceTree = "<group>"; };
                    P1 = {isa = PBXSourcesBuildPhase; files = (A1); };
                    P2 = {isa = PBXSourcesBuildPhase; files = (A2); };
                    P3 = {isa = PBXHeadersBuildPhase; files = (A3); };
                    T1 = {isa = PBXNativeTarget; name = Mall; buildPhases = (P1); dependencies = (D1); productType = "com.apple.product-type.application"; };
                    T2 = {isa = PBXNativeTarget; name = GoodsFeature; buildPhases = (P2, P3); buildConfigurationList = L2; productType = "com.apple.product-type.framework"; };
                    D1 = {isa = PBXTargetDependency; target = T2; };
                    L2 = {isa = XCConfigurationList; buildConfigurations = (C2); };
                    C2 = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_MODULE_NAME = GoodsKit; PRODUCT_NAME = "$(TARGET_NAME)"; }; name = Debug; };
                    R1 = {isa = PBXProject; mainGroup = G0; targets = (T1, T2); };
                };
                rootObject = R1;
            }
            """,
            "MallApp/AppDelegate.m": "",
            "MallApp/AppDelegate.h": "",
            "Features/GoodsList/GDSList.swift": "",
            "Features/GoodsList/Views/GDSCell.h": "",
            "Features/GoodsList/Views/GDSCell.m": "",
        ])
        let result = try discover(tree)
        let owner = owners(result)
        #expect(owner["MallApp/AppDelegate.m"] == "Mall")
        #expect(owner["MallApp/AppDelegate.h"] == "Mall", "headers go with their .m")
        #expect(owner["Features/GoodsList/GDSList.swift"] == "GoodsFeature")
        #expect(owner["Features/GoodsList/Views/GDSCell.h"] == "GoodsFeature")
        #expect(result.unownedFiles.map(\.path) == ["Features/GoodsList/Views/GDSCell.m"])
        let mall = try #require(result.modules.first { $0.name == "Mall" })
        #expect(mall.declaration.impliedKind == .app)
        #expect(mall.declaration.declaredDependencies == ["GoodsFeature"])
        let goods = try #require(result.modules.first { $0.name == "GoodsFeature" })
        #expect(goods.declaration.importNames.contains("GoodsKit"))
        #expect(goods.declaration.path == "Features/GoodsList")
    }

    /// A vendor-named folder with a module manifest of its own is the team's project: Tuist's
    /// `Shared/ThirdParty/Project.swift` declaring the target that wraps the app's packages
    /// (Dopaminz: its `Sources` was an external module, `import ThirdParty` went nowhere). A
    /// package folder inside a vendor folder stays third-party.
    @Test func aVendorNamedFolderWithItsOwnManifestIsTheTeams() throws {
        let tree = try TemporaryTree([
            "Shared/ThirdParty/Project.swift": """
                import ProjectDescription
                let project = Project(name: "ThirdParty", targets: [
                    .target(name: "ThirdParty", destinations: .iOS, product: .staticFramework, bundleId: "x.tp", sources: ["Sources/**"]),
                ])
                """,
            "Shared/ThirdParty/Sources/Exports.swift": "@_exported import Kingfisher\n",
            "Shared/ThirdParty/Sources/Info.swift": "public enum ThirdPartyInfo {}\n",
            "Vendor/Charts/Package.swift": "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Charts\", targets: [.target(name: \"Charts\")])\n",
            "Vendor/Charts/Sources/Charts/Chart.swift": "public struct Chart {}\n",
        ])
        let result = try discover(tree)
        let owner = owners(result)
        #expect(owner["Shared/ThirdParty/Sources/Info.swift"] == "ThirdParty")
        #expect(result.modules.first { $0.name == "ThirdParty" }?.declaration.impliedKind != .external)
        #expect(owner["Vendor/Charts/Sources/Charts/Chart.swift"] == "Charts")
        #expect(result.modules.first { $0.name == "Charts" }?.declaration.impliedKind == .external)
        #expect(!result.modules.contains { $0.name == "Sources" })
    }

    /// A Tuist project in a package folder of a vendor-named folder, built with the tree's own
    /// helpers (`import ProjectDescriptionHelpers`, no `Tuist/` folder of its own), is the
    /// team's target bundling its external packages (Flower's
    /// `ThirdParty/ThirdPartyKit/Project.swift`: third-party code with no declared
    /// dependencies, and 3 false `redundant-dependency` on it). A library's copy with its own
    /// Tuist set-up stays third-party.
    @Test func aTuistProjectOfTheTreesHelpersInAVendorFolderIsTheTeams() throws {
        let tree = try TemporaryTree([
            "Tuist/ProjectDescriptionHelpers/Project+Framework.swift": """
                import ProjectDescription
                extension Project {
                    public static func framework(name: String, dependencies: [TargetDependency]) -> Project {
                        Project(name: name, targets: [
                            .target(name: name, destinations: .iOS, product: .framework, bundleId: "app.\\(name)", sources: ["Sources/**"], dependencies: dependencies),
                        ])
                    }
                }
                """,
            "ThirdParty/VendorKit/Project.swift": """
                import ProjectDescription
                import ProjectDescriptionHelpers
                let project = Project.framework(name: "VendorKit", dependencies: [.external(name: "SnapKit")])
                """,
            "ThirdParty/VendorKit/Sources/VendorKit.swift": "import Foundation\n",
            "ThirdParty/Lottie/Project.swift": """
                import ProjectDescription
                import ProjectDescriptionHelpers
                let project = Project.framework(name: "Lottie", dependencies: [])
                """,
            "ThirdParty/Lottie/Tuist/ProjectDescriptionHelpers/Project+Framework.swift": "import ProjectDescription\n",
            "ThirdParty/Lottie/Sources/Animation.swift": "public struct Animation {}\n",
        ])
        let result = try discover(tree)
        let owner = owners(result)
        #expect(owner["ThirdParty/VendorKit/Sources/VendorKit.swift"] == "VendorKit")
        let kit = try #require(result.modules.first { $0.name == "VendorKit" })
        #expect(kit.declaration.impliedKind != .external)
        #expect(kit.declaration.origin.style == .tuist)
        #expect(result.modules.first { $0.name == "Lottie" }?.declaration.impliedKind == .external)
    }

    @Test func configuredFoldersBeatManifestsAndVendoredCodeIsExternal() throws {
        var config = Configuration()
        config.discovery.folders = ["Modules/*"]
        config.discovery.modules = [ExplicitModule(name: "MallApp", path: "App", kind: .app)]
        let tree = try TemporaryTree([
            "Modules/Goods/GDSModel.m": "",
            "Modules/Goods/Goods.podspec": "Pod::Spec.new do |s|\n s.name = 'GoodsPod'\n s.source_files = '**/*.m'\nend\n",
            "Modules/Shop/SHPCart.m": "",
            "App/main.m": "",
            "Pods/AFNetworking/AFNetworking/AFHTTPSessionManager.h": "",
            "Pods/Headers/Public/AFNetworking/README": "",
            "Pods/Local Podspecs/Goods.podspec.json": "{\"name\": \"Goods\", \"source_files\": \"*\"}",
            "Vendor/WeChatSDK/WXApi.h": "",
            "Carthage/Checkouts/Alamofire/Source/Session.swift": "",
            "Carthage/Checkouts/Alamofire/Package.swift": ".target(name: \"Alamofire\")",
        ])
        let result = try discover(tree, config: config)
        let owner = owners(result)
        #expect(owner["Modules/Goods/GDSModel.m"] == "Goods", "rules.json folders win over a podspec claiming the same files")
        #expect(owner["App/main.m"] == "MallApp")
        #expect(owner["Pods/AFNetworking/AFNetworking/AFHTTPSessionManager.h"] == "AFNetworking")
        #expect(owner["Vendor/WeChatSDK/WXApi.h"] == "WeChatSDK")
        #expect(owner["Carthage/Checkouts/Alamofire/Source/Session.swift"] == "Alamofire")
        let external = result.modules.filter { $0.declaration.impliedKind == .external }.map(\.name)
        #expect(external == ["AFNetworking", "Alamofire", "WeChatSDK"])
        #expect(!result.modules.contains { $0.name == "Headers" || $0.name == "Local Podspecs" })
    }

    /// A Carthage checkout that carries its own checkouts (PINCache's `Carthage/Checkouts/
    /// PINOperation`) holds a copy of another library, not part of itself: an include of that
    /// library's header is the library's (PINRemoteImage: 4 false `ambiguous-include`
    /// warnings, and its declared dependency read as unused).
    @Test func aCheckoutsOwnCheckoutIsACopyOfThatLibrary() async throws {
        let tree = try TemporaryTree([
            "ImageLoader.podspec": "Pod::Spec.new do |s|\n  s.name = 'ImageLoader'\n  s.source_files = 'Source/*.{h,m}'\n  s.dependency 'Queue'\n  s.dependency 'Store'\nend\n",
            "Cartfile": "github \"example/Queue\"\ngithub \"example/Store\"\n",
            "Source/ILManager.m": "#import \"QOperationQueue.h\"\n#import \"SCache.h\"\n@implementation ILManager\n- (void)load { [[QOperationQueue new] start]; [SCache shared]; }\n@end\n",
            "Carthage/Checkouts/Queue/Source/QOperationQueue.h": "@interface QOperationQueue : NSObject\n- (void)start;\n@end\n",
            "Carthage/Checkouts/Store/Source/SCache.h": "#import \"QOperationQueue.h\"\n@interface SCache : NSObject\n+ (instancetype)shared;\n@end\n",
            "Carthage/Checkouts/Store/Carthage/Checkouts/Queue/Source/QOperationQueue.h": "@interface QOperationQueue : NSObject\n- (void)start;\n@end\n",
        ])
        let result = try await tree.analyze()
        #expect(!result.diagnostics.contains { $0.code == "ambiguous-include" }, "\(result.diagnostics.map(\.message))")
        #expect(result.violations.isEmpty, "\(result.violations.map(\.message))")
        #expect(result.graph.dependency(from: "ImageLoader", to: "Queue") != nil)
        #expect(result.graph.dependency(from: "ImageLoader", to: "Store") != nil)
    }

    /// A rules.json folder merged with a same-named application target keeps the target's
    /// kind as a manifest's word, not the user's: classification still sees the example in
    /// it. A kind written in discovery.modules is the user's.
    @Test func aFolderMergedWithAnAppTargetTakesItsKindAsImpliedNotExplicit() throws {
        var config = Configuration()
        config.discovery.folders = ["Examples/*"]
        config.discovery.modules = [ExplicitModule(name: "Mall", path: "App", kind: .app)]
        let tree = try TemporaryTree([
            "Examples/ShopDemo/main.swift": "print(1)",
            "App/main.swift": "print(2)",
            "Package.swift": """
            let package = Package(name: "P", targets: [
                .executableTarget(name: "ShopDemo", path: "Examples/ShopDemo"),
            ])
            """,
        ])
        let result = try discover(tree, config: config)
        let demo = try #require(result.modules.first { $0.name == "ShopDemo" }).declaration
        #expect(demo.origin.style == .config)
        #expect(demo.impliedKind == .app)
        #expect(!demo.impliedKindIsExplicit)
        let mall = try #require(result.modules.first { $0.name == "Mall" }).declaration
        #expect(mall.impliedKindIsExplicit)
        let kinds = Dictionary(uniqueKeysWithValues: Classifier(configuration: config).classify(result.modules).modules.map { ($0.name, $0.kind) })
        #expect(kinds["ShopDemo"] == .example)
        #expect(kinds["Mall"] == .app)
    }

    @Test func equallySpecificClaimsAreReportedNotSilentlyResolved() throws {
        let tree = try TemporaryTree([
            "Shared/A.swift": "",
            "Package.swift": """
            let package = Package(name: "P", targets: [
                .target(name: "One", path: "Shared"),
                .target(name: "Two", path: "Shared"),
            ])
            """,
        ])
        let result = try discover(tree)
        #expect(owners(result)["Shared/A.swift"] == "One")
        let overlap = try #require(result.diagnostics.first { $0.code == "overlapping-modules" })
        #expect(overlap.message.contains("One (Package.swift) and Two (Package.swift)"))
    }

    @Test func manifestsThatDisagreeAreReported() throws {
        let tree = try TemporaryTree([
            "Package.swift": #"let package = Package(name: "Search", targets: [.target(name: "Search"), .target(name: "SearchCore")])"#,
            "Search.podspec": "Pod::Spec.new do |s|\n  s.name = 'Search'\n  s.source_files = 'Sources/**/*.swift'\nend\n",
            "Sources/Search/SearchView.swift": "",
            "Sources/SearchCore/Engine.swift": "",
            "Sources/SearchCore/Ranking.swift": "",
        ])
        let result = try discover(tree)
        #expect(owners(result)["Sources/SearchCore/Engine.swift"] == "SearchCore")
        let conflict = try #require(result.diagnostics.first { $0.code == "conflicting-declarations" })
        #expect(conflict.message == "2 files claimed by Search (Package.swift) belong to SearchCore (Package.swift): swiftpm declarations take precedence over cocoapods ones")
    }

    /// A project a tool generates from a manifest the tree holds is not missing: `pod install`
    /// writes `Pods/Pods.xcodeproj` (most teams ignore `Pods/`), XcodeGen `Modules.xcodeproj`
    /// from `Modules.yml`, Tuist from `Project.swift`, and the projects of the packages Tuist's
    /// `Package.swift` depends on under `Tuist/.build/tuist-derived/` (Music-Player: 14 false
    /// warnings). Nor is a project the tree holds in another case (`runtime/` for `Runtime/`:
    /// the Mac opens it), or in a hidden folder the walk skips (SwiftCurrent's linter project
    /// under `.github/`); nor a project Carthage checks out or a git submodule holds
    /// (ReactiveObjC's `Carthage/Checkouts/Quick`: 2 false warnings); nor `Pods/` beside a
    /// Podfile template (`Podfile.src`).
    @Test func workspaceReferencesToGeneratedProjectsAreNotMissing() throws {
        func reference(_ path: String) -> String { "   <FileRef\n      location = \"group:\(path)\">\n   </FileRef>\n" }
        let tree = try TemporaryTree([
            "Mall.xcworkspace/contents.xcworkspacedata": "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<Workspace\n   version = \"1.0\">\n"
                + ["Mall.xcodeproj", "Pods/Pods.xcodeproj", "Modules.xcodeproj", "Features/Home/Home.xcodeproj", "Shop/Shop.xcodeproj", "Sale/Pods/Pods.xcodeproj",
                   "Tuist/.build/tuist-derived/Kingfisher/Kingfisher.xcodeproj", "Runtime/Runtime.xcodeproj", "Render/Render.xcodeproj",
                   ".github/Lint/Lint.xcodeproj", "Carthage/Checkouts/Nimble/Nimble.xcodeproj", "Vendor/Carthage/Checkouts/Quick/Quick.xcodeproj",
                   "External/Charts/Charts.xcodeproj", "SmokeTests/Pods/Pods.xcodeproj"].map(reference).joined()
                + "</Workspace>\n",
            "Mall.xcodeproj/project.pbxproj": "{ objects = {}; }",
            "runtime/Runtime.xcodeproj/project.pbxproj": "{ objects = {}; }",
            ".github/Lint/Lint.xcodeproj/project.pbxproj": "{ objects = {}; }",
            "Podfile": "platform :ios, '15.0'\ntarget 'Mall' do\n  pod 'Masonry'\nend\n",
            "Modules.yml": "name: Modules\ntargets:\n  Goods:\n    type: framework\n    platform: iOS\n    sources: [Goods]\n",
            "Goods/GDSItem.m": "@implementation GDSItem\n@end\n",
            "Features/Home/Project.swift": "import ProjectDescription\n\nlet project = Project(name: \"Home\", targets: [])\n",
            "Shop/SHPCart.m": "@implementation SHPCart\n@end\n",
            // Carthage's checkouts and git submodules are fetched (`Vendor/` has no Cartfile).
            "Cartfile.private": "github \"Quick/Nimble\" ~> 13.0\n",
            ".gitmodules": "[submodule \"External/Charts\"]\n\tpath = External/Charts\n\turl = https://example.com/charts.git\n",
            // A Podfile template a script turns into the Podfile (dd-sdk-ios' smoke tests).
            "SmokeTests/Podfile.src": "target 'Smoke' do\n  pod 'Kit', :path => 'GIT_REMOTE'\nend\n",
        ])
        let result = try discover(tree)
        let found = result.diagnostics.filter { $0.code == "missing-workspace-project" }.map(\.message)
        #expect(found == [
            "the workspace names Shop/Shop.xcodeproj, which is not in the tree",
            "the workspace names Sale/Pods/Pods.xcodeproj, which is not in the tree",
            "the workspace names Render/Render.xcodeproj, which is not in the tree",
            "the workspace names Vendor/Carthage/Checkouts/Quick/Quick.xcodeproj, which is not in the tree",
        ], "\(found)")
    }

    /// Xcode writes non-ASCII folder names as XML character references, and a `group:` location
    /// may be an absolute path (outside the tree, not missing from it).
    @Test func workspaceLocationsAreDecodedAndAbsoluteGroupsAreOutside() throws {
        let tree = try TemporaryTree([
            "Demo.xcworkspace/contents.xcworkspacedata": """
            <?xml version="1.0" encoding="UTF-8"?>
            <Workspace
               version = "1.0">
               <FileRef
                  location = "group:&#x7ec4;&#x4ef6;/App.xcodeproj">
               </FileRef>
               <FileRef
                  location = "group:R&amp;D/Lab.xcodeproj">
               </FileRef>
               <FileRef
                  location = "group:/Users/eleven/WORK/Demo/Demo_Module.xcodeproj">
               </FileRef>
            </Workspace>
            """,
            "组件/App.xcodeproj/project.pbxproj": "{ objects = {}; }",
            "R&D/Lab.xcodeproj/project.pbxproj": "{ objects = {}; }",
        ])
        let result = try discover(tree)
        let found = result.diagnostics.filter { $0.code.contains("workspace") }.map { "\($0.code) \($0.location?.line ?? 0)" }
        #expect(found == ["workspace-project-outside-root 10"], "\(found)")
    }

    @Test func workspaceReferencesThatCannotBeFollowedAreReported() throws {
        let tree = try TemporaryTree([
            "Mall.xcworkspace/contents.xcworkspacedata": """
            <?xml version="1.0" encoding="UTF-8"?>
            <Workspace
               version = "1.0">
               <FileRef
                  location = "group:Mall.xcodeproj">
               </FileRef>
               <Group
                  location = "container:Modules"
                  name = "Modules">
                  <FileRef
                     location = "group:Goods/Goods.xcodeproj">
                  </FileRef>
                  <FileRef
                     location = "group:Shop/Shop.xcodeproj">
                  </FileRef>
               </Group>
               <FileRef
                  location = "absolute:/Users/dev/Shared/Shared.xcodeproj">
               </FileRef>
               <FileRef
                  location = "group:Pods/Pods.xcodeproj">
               </FileRef>
            </Workspace>
            """,
            "Mall.xcodeproj/project.pbxproj": "{ objects = {}; }",
            "Modules/Goods/Goods.xcodeproj/project.pbxproj": "{ objects = {}; }",
            "Pods/Pods.xcodeproj/project.pbxproj": "{ objects = {}; }",
        ])
        let result = try discover(tree)
        let found = result.diagnostics.filter { $0.code.contains("workspace") }.map { "\($0.code) \($0.location?.line ?? 0): \($0.message)" }
        #expect(found == [
            "missing-workspace-project 13: the workspace names Modules/Shop/Shop.xcodeproj, which is not in the tree",
            "workspace-project-outside-root 17: the workspace names a project outside the scanned root; its targets are not analysed",
        ])
    }

    @Test func packageStructureBeatsAnXcodeProjectsFileList() throws {
        // A library's Xcode project bundles the package's C target into one framework target.
        let tree = try TemporaryTree([
            "Package.swift": #"let package = Package(name: "Yaml", targets: [.target(name: "CYaml"), .target(name: "Yaml", dependencies: ["CYaml"])])"#,
            "Sources/CYaml/include/yaml.h": "",
            "Sources/CYaml/parser.c": "",
            "Sources/Yaml/Parser.swift": "",
            "Yaml.xcodeproj/project.pbxproj": """
            { objects = {
                B1 = {isa = PBXBuildFile; fileRef = F1; };
                B2 = {isa = PBXBuildFile; fileRef = F2; };
                F1 = {isa = PBXFileReference; path = Sources/CYaml/include/yaml.h; sourceTree = SOURCE_ROOT; };
                F2 = {isa = PBXFileReference; path = Sources/Yaml/Parser.swift; sourceTree = SOURCE_ROOT; };
                P1 = {isa = PBXHeadersBuildPhase; files = (B1); };
                P2 = {isa = PBXSourcesBuildPhase; files = (B2); };
                T1 = {isa = PBXNativeTarget; name = Yaml; buildPhases = (P1, P2); productType = "com.apple.product-type.framework"; };
              }; }
            """,
        ])
        let result = try discover(tree)
        #expect(owners(result)["Sources/CYaml/include/yaml.h"] == "CYaml")
        let conflict = try #require(result.diagnostics.first { $0.code == "conflicting-declarations" })
        #expect(conflict.message == "1 file claimed by Yaml (Package.swift) belongs to CYaml (Package.swift): swiftpm declarations take precedence over xcode ones")
    }

    /// Linking a sibling target's framework (or another framework) in the Frameworks phase
    /// declares the dependency, as Xcode's target dependencies do; the SDK's frameworks name
    /// nothing.
    @Test func xcodeFrameworksPhaseLinksDeclareDependencies() throws {
        let tree = try TemporaryTree([
            "AModule/AServer.m": "#import <PublicModule/PublicModule.h>\n",
            "PublicModule/PublicModule.h": "",
            "Demo.xcodeproj/project.pbxproj": """
            { objects = {
                B1 = {isa = PBXBuildFile; fileRef = F1; };
                B2 = {isa = PBXBuildFile; fileRef = F2; };
                B3 = {isa = PBXBuildFile; fileRef = R2; };
                B4 = {isa = PBXBuildFile; fileRef = F3; };
                B5 = {isa = PBXBuildFile; fileRef = F4; };
                F1 = {isa = PBXFileReference; path = AModule/AServer.m; sourceTree = SOURCE_ROOT; };
                F2 = {isa = PBXFileReference; path = PublicModule/PublicModule.h; sourceTree = SOURCE_ROOT; };
                F3 = {isa = PBXFileReference; path = Vendor.framework; sourceTree = BUILT_PRODUCTS_DIR; };
                F4 = {isa = PBXFileReference; path = System/Library/Frameworks/UIKit.framework; sourceTree = SDKROOT; };
                R1 = {isa = PBXFileReference; path = AModule.framework; sourceTree = BUILT_PRODUCTS_DIR; };
                R2 = {isa = PBXFileReference; path = PublicModule.framework; sourceTree = BUILT_PRODUCTS_DIR; };
                P1 = {isa = PBXSourcesBuildPhase; files = (B1); };
                P2 = {isa = PBXHeadersBuildPhase; files = (B2); };
                P3 = {isa = PBXFrameworksBuildPhase; files = (B3, B4, B5); };
                T1 = {isa = PBXNativeTarget; name = AModule; buildPhases = (P1, P3); productReference = R1; productType = "com.apple.product-type.framework"; };
                T2 = {isa = PBXNativeTarget; name = PublicLib; buildPhases = (P2); productReference = R2; productType = "com.apple.product-type.framework"; };
              }; }
            """,
        ])
        let result = try discover(tree)
        let module = try #require(result.modules.first { $0.name == "AModule" })
        #expect(module.declaration.declaredDependencies == ["PublicLib", "Vendor"])
    }

    /// A target linking CocoaPods' aggregate (`Pods_SmokeApp.framework`) takes its pods from a
    /// Podfile: with no Podfile of the tree naming it (Datadog's smoke tests write theirs from
    /// a `Podfile.src`), its list is incomplete (32 false `implicit-dependency` warnings). One
    /// a Podfile names, or one linking no aggregate, keeps a complete list.
    @Test func aTargetLinkingThePodsAggregateWithoutAPodfileHasAnIncompleteList() throws {
        func project(_ aggregate: String) -> String {
            """
            { objects = {
                B1 = {isa = PBXBuildFile; fileRef = F1; };
                B2 = {isa = PBXBuildFile; fileRef = F2; };
                F1 = {isa = PBXFileReference; path = App/AppDelegate.swift; sourceTree = SOURCE_ROOT; };
                F2 = {isa = PBXFileReference; path = \(aggregate); sourceTree = BUILT_PRODUCTS_DIR; };
                P1 = {isa = PBXSourcesBuildPhase; files = (B1); };
                P2 = {isa = PBXFrameworksBuildPhase; files = (B2); };
                T1 = {isa = PBXNativeTarget; name = SmokeApp; buildPhases = (P1, P2); productType = "com.apple.product-type.application"; };
              }; }
            """
        }
        for (aggregate, podfile, incomplete) in [
            ("Pods_SmokeApp.framework", nil, true), ("libPods-SmokeApp.a", nil, true),
            ("Pods_SmokeApp.framework", "target 'SmokeApp' do\n  pod 'Tracker'\nend\n", false), ("Tracker.framework", nil, false),
        ] as [(String, String?, Bool)] {
            var files = ["Smoke.xcodeproj/project.pbxproj": project(aggregate), "App/AppDelegate.swift": ""]
            if let podfile { files["Podfile"] = podfile }
            let result = try discover(try TemporaryTree(files))
            let module = try #require(result.modules.first { $0.name == "SmokeApp" })
            #expect(module.declaration.dependenciesIncomplete == incomplete, "\(aggregate) \(podfile ?? "no Podfile")")
        }
    }

    @Test func synchronizedFolderGroupsWithMembershipExceptions() throws {
        let tree = try TemporaryTree([
            "Notes.xcodeproj/project.pbxproj": """
            { objects = {
                G0 = {isa = PBXGroup; children = (S1); sourceTree = "<group>"; };
                S1 = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E1); path = Notes; sourceTree = "<group>"; };
                E1 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Preview/Samples.swift, Legacy); target = T1; };
                T1 = {isa = PBXNativeTarget; name = Notes; buildPhases = (); fileSystemSynchronizedGroups = (S1); productType = "com.apple.product-type.application"; };
                R1 = {isa = PBXProject; mainGroup = G0; targets = (T1); };
              }; rootObject = R1; }
            """,
            "Notes/NotesApp.swift": "",
            "Notes/Preview/Samples.swift": "",
            "Notes/Legacy/Old.swift": "",
        ])
        let result = try discover(tree)
        #expect(owners(result) == ["Notes/NotesApp.swift": "Notes"])
        #expect(result.unownedFiles.map(\.path) == ["Notes/Legacy/Old.swift", "Notes/Preview/Samples.swift"])
    }

    /// A library whose Xcode project builds the package targets' folders as one framework,
    /// through synchronized groups (swift-collections: `Xcode/Collections.xcodeproj` over
    /// `Sources/ContainersPreview`, with an exception for its `.docc`): the framework compiles
    /// those files too, so its use of a type another of them declares is its own, no
    /// `implicit-dependency` on the package target that owns the file.
    @Test func anXcodeFrameworkCompilesThePackageFoldersItsSynchronizedGroupsHold() async throws {
        let tree = try TemporaryTree([
            "Package.swift": """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Shelf", targets: [
                .target(name: "ShelfCore"),
                .target(name: "Shelves", dependencies: ["ShelfCore"]),
            ])
            """,
            "Sources/ShelfCore/Slot.swift": "public struct Slot { public init() {} }\n",
            "Sources/ShelfCore/ShelfCore.docc/Overview.md": "# ShelfCore\n",
            "Sources/Shelves/Shelf.swift": "#if !SHELF_SINGLE_MODULE\nimport ShelfCore\n#endif\n\npublic struct Shelf { public var slots: [Slot] = [] }\n",
            "Xcode/Shelf.xcodeproj/project.pbxproj": """
            { objects = {
                G0 = {isa = PBXGroup; children = (G1); sourceTree = "<group>"; };
                G1 = {isa = PBXGroup; children = (S1, S2); path = ../Sources; sourceTree = "<group>"; };
                S1 = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E1); path = ShelfCore; sourceTree = "<group>"; };
                E1 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (ShelfCore.docc); target = T1; };
                S2 = {isa = PBXFileSystemSynchronizedRootGroup; path = Shelves; sourceTree = "<group>"; };
                T1 = {isa = PBXNativeTarget; name = Shelf; buildConfigurationList = L1; buildPhases = (); fileSystemSynchronizedGroups = (S1, S2); productType = "com.apple.product-type.framework"; };
                L1 = {isa = XCConfigurationList; buildConfigurations = (C1, C2); };
                C1 = {isa = XCBuildConfiguration; buildSettings = {SWIFT_ACTIVE_COMPILATION_CONDITIONS = "$(inherited) SHELF_SINGLE_MODULE"; }; name = Debug; };
                C2 = {isa = XCBuildConfiguration; buildSettings = {SWIFT_ACTIVE_COMPILATION_CONDITIONS = SHELF_SINGLE_MODULE; }; name = Release; };
                R1 = {isa = PBXProject; mainGroup = G0; targets = (T1); };
              }; rootObject = R1; }
            """,
        ])
        let result = try await tree.analyze()
        #expect(result.dependency("Shelf", "ShelfCore") == nil, "\(result.graph.dependencies)")
        #expect(result.dependency("Shelves", "ShelfCore") != nil)
        #expect(!result.violations.contains { $0.rule == "implicit-dependency" }, "\(result.violations.map(\.message))")
    }

    /// An app's synchronized folder holding local packages (Mlem's `Mlem/Packages/<Name>`):
    /// Xcode takes a folder with a `Package.swift` as a package reference, not as sources, so
    /// the app compiles none of the packages' files and their imports are not its own.
    @Test func anAppsSynchronizedFolderDoesNotCompileThePackagesInIt() async throws {
        func package(_ name: String, _ dependencies: String = "") -> String {
            "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"\(name)\", targets: [.target(name: \"\(name)\"\(dependencies))])\n"
        }
        let tree = try TemporaryTree([
            "Reader/Packages/Logs/Package.swift": package("Logs"),
            "Reader/Packages/Logs/Sources/Logs/Log.swift": "public enum Log { public static func info(_ text: String) {} }\n",
            "Reader/Packages/Haptics/Package.swift": package("Haptics", ", dependencies: [\"Logs\"]"),
            "Reader/Packages/Haptics/Sources/Haptics/Haptic.swift": "import Logs\n\npublic enum Haptic { public static func tap() { Log.info(\"tap\") } }\n",
            "Reader/ReaderApp.swift": "import Haptics\n\nstruct ReaderApp { func open() { Haptic.tap() } }\n",
            "Reader.xcodeproj/project.pbxproj": """
            { objects = {
                G0 = {isa = PBXGroup; children = (S1); sourceTree = "<group>"; };
                S1 = {isa = PBXFileSystemSynchronizedRootGroup; path = Reader; sourceTree = "<group>"; };
                T1 = {isa = PBXNativeTarget; name = Reader; buildPhases = (); fileSystemSynchronizedGroups = (S1); productType = "com.apple.product-type.application"; };
                R1 = {isa = PBXProject; mainGroup = G0; targets = (T1); };
              }; rootObject = R1; }
            """,
        ])
        let result = try await tree.analyze()
        #expect(result.dependency("Reader", "Logs") == nil, "\(result.graph.dependencies)")
        #expect(result.dependency("Haptics", "Logs") != nil)
    }

    /// Two projects listing one file by name: the project whose folder holds the file owns it
    /// (the framework's `Kit/Kit.xcodeproj` for `Kit/Sources/Cart.swift`), and the app's
    /// project, which compiles it too, does not, though `AppShell` sorts before `Kit`.
    @Test func aFileTwoProjectsListIsOwnedByTheProjectBesideIt() throws {
        let target = { (name: String, path: String, type: String) in
            """
            { objects = {
                F1 = {isa = PBXFileReference; path = \(path); sourceTree = SOURCE_ROOT; };
                B1 = {isa = PBXBuildFile; fileRef = F1; };
                P1 = {isa = PBXSourcesBuildPhase; files = (B1); };
                T1 = {isa = PBXNativeTarget; name = \(name); buildPhases = (P1); productType = "com.apple.product-type.\(type)"; };
              }; }
            """
        }
        let tree = try TemporaryTree([
            "AppShell/AppShell.xcodeproj/project.pbxproj": target("AppShell", "../Kit/Sources/Cart.swift", "application"),
            "Kit/Kit.xcodeproj/project.pbxproj": target("Kit", "Sources/Cart.swift", "framework"),
            "Kit/Sources/Cart.swift": "public struct Cart {}\n",
        ])
        let modules = try discover(tree).modules
        #expect(modules.first { $0.name == "Kit" }?.files.map(\.path) == ["Kit/Sources/Cart.swift"])
        #expect(modules.first { $0.name == "AppShell" }?.sharedFiles == ["Kit/Sources/Cart.swift"])
    }

    /// A legacy OCUnit bundle (`com.apple.product-type.bundle.ocunit-test`, before XCTest)
    /// is a test target (xctool's test data: 1 false `redundant-dependency`).
    @Test func anOCUnitBundleIsATestTarget() throws {
        let tree = try TemporaryTree([
            "Legacy.xcodeproj/project.pbxproj": """
            { objects = {
                G0 = {isa = PBXGroup; children = (F1); path = LegacyTests; sourceTree = "<group>"; };
                F1 = {isa = PBXFileReference; path = LegacyTests.m; sourceTree = "<group>"; };
                B1 = {isa = PBXBuildFile; fileRef = F1; };
                P1 = {isa = PBXSourcesBuildPhase; files = (B1); };
                T1 = {isa = PBXNativeTarget; name = LegacyTests; buildPhases = (P1); productType = "com.apple.product-type.bundle.ocunit-test"; };
                R1 = {isa = PBXProject; mainGroup = G0; targets = (T1); };
              }; rootObject = R1; }
            """,
            "LegacyTests/LegacyTests.m": "",
        ])
        #expect(try discover(tree).modules.first { $0.name == "LegacyTests" }?.declaration.impliedKind == .test)
    }

    /// So is an Xcode 3 project's plain bundle whose product is an `.octest` (three20's
    /// `extThree20JSONUnitTests+SBJSON`, a name no test convention matches: it was judged
    /// as a library, 1 false `redundant-dependency`); a plain bundle of resources is not.
    @Test func aPlainBundleMakingAnOctestIsATestTarget() throws {
        let tree = try TemporaryTree([
            "Parser.xcodeproj/project.pbxproj": """
            { objects = {
                G0 = {isa = PBXGroup; children = (F1, F2); sourceTree = "<group>"; };
                F1 = {isa = PBXFileReference; path = UnitTests/ParserTests.m; sourceTree = SOURCE_ROOT; };
                F2 = {isa = PBXFileReference; path = Plugin/Plugin.m; sourceTree = SOURCE_ROOT; };
                O1 = {isa = PBXFileReference; explicitFileType = wrapper.cfbundle; includeInIndex = 0; path = "ParserUnitTests+JSON.octest"; sourceTree = BUILT_PRODUCTS_DIR; };
                O2 = {isa = PBXFileReference; explicitFileType = wrapper.cfbundle; includeInIndex = 0; path = ParserPlugin.bundle; sourceTree = BUILT_PRODUCTS_DIR; };
                B1 = {isa = PBXBuildFile; fileRef = F1; };
                B2 = {isa = PBXBuildFile; fileRef = F2; };
                P1 = {isa = PBXSourcesBuildPhase; files = (B1); };
                P2 = {isa = PBXSourcesBuildPhase; files = (B2); };
                T1 = {isa = PBXNativeTarget; name = "ParserUnitTests+JSON"; buildPhases = (P1); productReference = O1; productType = "com.apple.product-type.bundle"; };
                T2 = {isa = PBXNativeTarget; name = ParserPlugin; buildPhases = (P2); productReference = O2; productType = "com.apple.product-type.bundle"; };
                R1 = {isa = PBXProject; mainGroup = G0; targets = (T1, T2); };
              }; rootObject = R1; }
            """,
            "UnitTests/ParserTests.m": "", "Plugin/Plugin.m": "",
        ])
        let modules = try discover(tree).modules
        #expect(modules.first { $0.name == "ParserUnitTests+JSON" }?.declaration.impliedKind == .test)
        #expect(modules.first { $0.name == "ParserPlugin" }?.declaration.impliedKind == nil)
    }

    /// A target path or a file reference written in another case than the tree's (yubikit's
    /// `Yubikit/YubiKitTests` for `YubiKit/YubiKitTests`, a file renamed in case only, a
    /// podspec's pattern under another spelling of its folder) names that folder or file, as
    /// on macOS; a path two files match but for case names neither.
    @Test func claimsIgnoreCaseWhenNothingHasTheirExactPath() throws {
        let tree = try TemporaryTree([
            "Package.swift": """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Kit", targets: [
                .target(name: "YubiKit", path: "YubiKit/Sources"),
                .testTarget(name: "YubiKitTests", dependencies: ["YubiKit"], path: "Yubikit/YubiKitTests"),
                .target(name: "Legacy", path: "legacy"),
            ])
            """,
            "YubiKit/Sources/Key.swift": "",
            "YubiKit/YubiKitTests/KeyTests.swift": "",
            "Legacy/Old.swift": "",
            "LEGACY/Older.swift": "",
            "Notes.xcodeproj/project.pbxproj": """
            { objects = {
                G0 = {isa = PBXGroup; children = (F1); path = Notes; sourceTree = "<group>"; };
                F1 = {isa = PBXFileReference; path = noteview.m; sourceTree = "<group>"; };
                B1 = {isa = PBXBuildFile; fileRef = F1; };
                P1 = {isa = PBXSourcesBuildPhase; files = (B1); };
                T1 = {isa = PBXNativeTarget; name = Notes; buildPhases = (P1); productType = "com.apple.product-type.application"; };
                R1 = {isa = PBXProject; mainGroup = G0; targets = (T1); };
              }; rootObject = R1; }
            """,
            "Notes/NoteView.m": "",
            // A podspec's pattern (rongcloud's `locationkit/**/*` for `LocationKit/`).
            "Kits/Location.podspec": "Pod::Spec.new do |s|\n  s.name = 'Location'\n  s.source_files = 'locationkit/**/*.{h,m}'\nend\n",
            "Kits/LocationKit/RCLocation.m": "",
        ])
        let result = try discover(tree)
        #expect(owners(result) == [
            "YubiKit/Sources/Key.swift": "YubiKit", "YubiKit/YubiKitTests/KeyTests.swift": "YubiKitTests", "Notes/NoteView.m": "Notes",
            "Kits/LocationKit/RCLocation.m": "Location",
        ])
        #expect(result.unownedFiles.map(\.path) == ["LEGACY/Older.swift", "Legacy/Old.swift"])
    }

    /// Xcode 16 records "also a member of" as an exception set of another target's
    /// synchronized group (also for a loadable bundle with no sources of its own, KeePassium's
    /// `MacUtils`); a localized resource in a Sources phase names no folder; a Swift package
    /// product linked in the Frameworks phase is a declared dependency, and so is one made a
    /// target dependency (`productRef`, with no Frameworks entry: fluentui's demo screens).
    @Test func xcodeMembershipAddedByExceptionsVariantGroupsAndLinkedPackageProducts() throws {
        let tree = try TemporaryTree([
            "Notes.xcodeproj/project.pbxproj": """
            { objects = {
                G0 = {isa = PBXGroup; children = (S1, G1); sourceTree = "<group>"; };
                G1 = {isa = PBXGroup; children = (V1, F1); path = Intents; sourceTree = "<group>"; };
                S1 = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E1, E2, E3); path = Notes; sourceTree = "<group>"; };
                E1 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Model/Note.swift); target = T2; };
                E2 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (macos/MacUtilsImpl.swift); target = T1; };
                E3 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (macos/MacUtilsImpl.swift); target = T3; };
                V1 = {isa = PBXVariantGroup; children = (L1); name = Intents.intentdefinition; sourceTree = "<group>"; };
                L1 = {isa = PBXFileReference; path = Base.lproj/Intents.intentdefinition; sourceTree = "<group>"; };
                F1 = {isa = PBXFileReference; path = IntentHandler.swift; sourceTree = "<group>"; };
                B1 = {isa = PBXBuildFile; fileRef = V1; };
                B2 = {isa = PBXBuildFile; fileRef = F1; };
                B3 = {isa = PBXBuildFile; productRef = K1; };
                K1 = {isa = XCSwiftPackageProductDependency; productName = NotesKit; };
                P1 = {isa = PBXSourcesBuildPhase; files = (B1, B2); };
                P2 = {isa = PBXFrameworksBuildPhase; files = (B3); };
                T1 = {isa = PBXNativeTarget; name = Notes; buildPhases = (); fileSystemSynchronizedGroups = (S1); productType = "com.apple.product-type.application"; };
                T2 = {isa = PBXNativeTarget; name = NotesIntents; buildPhases = (P1, P2); productType = "com.apple.product-type.app-extension"; };
                T3 = {isa = PBXNativeTarget; name = MacUtils; buildPhases = (); dependencies = (D1); productType = "com.apple.product-type.bundle"; };
                D1 = {isa = PBXTargetDependency; productRef = K2; };
                K2 = {isa = XCSwiftPackageProductDependency; productName = MacKit; };
                R1 = {isa = PBXProject; mainGroup = G0; targets = (T1, T2, T3); };
              }; rootObject = R1; }
            """,
            "Notes/NotesApp.swift": "",
            "Notes/Model/Note.swift": "",
            "Notes/macos/MacUtilsImpl.swift": "",
            "Intents/IntentHandler.swift": "",
            "Intents/Other.swift": "",
        ])
        let result = try discover(tree)
        #expect(owners(result) == [
            "Notes/NotesApp.swift": "Notes", "Notes/Model/Note.swift": "NotesIntents", "Intents/IntentHandler.swift": "NotesIntents",
            "Notes/macos/MacUtilsImpl.swift": "MacUtils",
        ])
        #expect(try #require(result.modules.first { $0.name == "Notes" }).sharedFiles == ["Notes/Model/Note.swift"])
        let intents = try #require(result.modules.first { $0.name == "NotesIntents" })
        #expect(intents.declaration.declaredDependencies == ["NotesKit"])
        #expect(try #require(result.modules.first { $0.name == "MacUtils" }).declaration.declaredDependencies == ["MacKit"])
        #expect(result.unownedFiles.map(\.path) == ["Intents/Other.swift"])
        #expect(result.diagnostics.isEmpty)
    }

    /// A framework and a static library built from one set of sources: the framework's
    /// public header goes with its `.m`, which both compile, and so do its private headers
    /// (`A+Private.h`, `A-Internal.h`: OmniGroup's; no companion of their own).
    @Test func aHeaderIsSharedWithTheTargetsCompilingItsCompanion() throws {
        let tree = try TemporaryTree([
            "Lib/A.m": "#import \"A.h\"\n#import \"A+Private.h\"\n#import \"A-Internal.h\"\n",
            "Lib/A.h": "",
            "Lib/A+Private.h": "",
            "Lib/A-Internal.h": "",
            "X.xcodeproj/project.pbxproj": """
            { objects = {
                B1 = {isa = PBXBuildFile; fileRef = F1; };
                B2 = {isa = PBXBuildFile; fileRef = F2; };
                B3 = {isa = PBXBuildFile; fileRef = F1; };
                B4 = {isa = PBXBuildFile; fileRef = F3; };
                F1 = {isa = PBXFileReference; path = Lib/A.m; sourceTree = SOURCE_ROOT; };
                F2 = {isa = PBXFileReference; path = Lib/A.h; sourceTree = SOURCE_ROOT; };
                B5 = {isa = PBXBuildFile; fileRef = F4; };
                F3 = {isa = PBXFileReference; path = "Lib/A+Private.h"; sourceTree = SOURCE_ROOT; };
                F4 = {isa = PBXFileReference; path = "Lib/A-Internal.h"; sourceTree = SOURCE_ROOT; };
                P1 = {isa = PBXSourcesBuildPhase; files = (B1); };
                P2 = {isa = PBXHeadersBuildPhase; files = (B2, B4, B5); };
                P3 = {isa = PBXSourcesBuildPhase; files = (B3); };
                T1 = {isa = PBXNativeTarget; name = Kit; buildPhases = (P1, P2); productType = "com.apple.product-type.framework"; };
                T2 = {isa = PBXNativeTarget; name = libKit; buildPhases = (P3); productType = "com.apple.product-type.library.static"; };
              }; }
            """,
        ])
        let result = try discover(tree)
        #expect(try #require(result.modules.first { $0.name == "libKit" }).sharedFiles == ["Lib/A+Private.h", "Lib/A-Internal.h", "Lib/A.h", "Lib/A.m"])
    }

    /// A header no build phase names, in a group both an app and its extension compile (the
    /// WireGuard `ringlogger.c`/`.h` pair both compile; constants both use): shared by the
    /// targets compiling its C companion, else by every target tied for most of its group,
    /// never given to one by name, so the extension's bridging header including it is no
    /// dependency on the app.
    /// So is the header when the app's build phase alone lists it (WireGuard's macOS app lists
    /// `ringlogger.h` in its Sources phase): the targets compiling `ringlogger.c` share it.
    @Test(arguments: [false, true]) func aHeaderOfAGroupTwoTargetsCompileEquallyIsShared(listedByTheApp: Bool) async throws {
        let tree = try TemporaryTree([
            "Shared/Logging/ringlogger.c": "",
            "Shared/Logging/ringlogger.h": "void write_msg_to_log(const char *tag, const char *msg);\n",
            "Shared/Logging/Logger.swift": "final class Logger { func log() { write_msg_to_log(\"app\", \"hello\") } }\n",
            "Shared/TopShelf/Constants.h": "#import <Foundation/Foundation.h>\nextern NSString *const kTopShelfItemsKey;\n",
            "Shared/TopShelf/ContentProvider.m": "#import \"Constants.h\"\n@implementation ContentProvider\n@end\n",
            "Shared/TopShelf/ShelfManager.m": "#import \"Constants.h\"\n@implementation ShelfManager\n@end\n",
            "Tunnel/Tunnel-Bridging-Header.h": "#include \"ringlogger.h\"\n",
            "Tunnel/PacketTunnelProvider.swift": "final class PacketTunnelProvider { let logger = Logger() }\n",
            "App/AppDelegate.swift": "final class AppDelegate { let logger = Logger() }\n",
            "Mall.xcodeproj/project.pbxproj": """
            { objects = {
                A1 = {isa = PBXBuildFile; fileRef = F1; };
                A2 = {isa = PBXBuildFile; fileRef = F2; };
                A3 = {isa = PBXBuildFile; fileRef = F5; };
                A4 = {isa = PBXBuildFile; fileRef = F7; };
                A5 = {isa = PBXBuildFile; fileRef = F3; };
                B1 = {isa = PBXBuildFile; fileRef = F1; };
                B2 = {isa = PBXBuildFile; fileRef = F2; };
                B3 = {isa = PBXBuildFile; fileRef = F6; };
                B4 = {isa = PBXBuildFile; fileRef = F8; };
                F1 = {isa = PBXFileReference; path = ringlogger.c; sourceTree = "<group>"; };
                F2 = {isa = PBXFileReference; path = Logger.swift; sourceTree = "<group>"; };
                F3 = {isa = PBXFileReference; path = ringlogger.h; sourceTree = "<group>"; };
                F4 = {isa = PBXFileReference; path = Constants.h; sourceTree = "<group>"; };
                F5 = {isa = PBXFileReference; path = ContentProvider.m; sourceTree = "<group>"; };
                F6 = {isa = PBXFileReference; path = ShelfManager.m; sourceTree = "<group>"; };
                F7 = {isa = PBXFileReference; path = App/AppDelegate.swift; sourceTree = SOURCE_ROOT; };
                F8 = {isa = PBXFileReference; path = Tunnel/PacketTunnelProvider.swift; sourceTree = SOURCE_ROOT; };
                F9 = {isa = PBXFileReference; path = Tunnel/Tunnel-Bridging-Header.h; sourceTree = SOURCE_ROOT; };
                G1 = {isa = PBXGroup; children = (F1, F2, F3); path = Shared/Logging; sourceTree = SOURCE_ROOT; };
                G2 = {isa = PBXGroup; children = (F4, F5, F6); path = Shared/TopShelf; sourceTree = SOURCE_ROOT; };
                G0 = {isa = PBXGroup; children = (G1, G2, F7, F8, F9); sourceTree = "<group>"; };
                P1 = {isa = PBXSourcesBuildPhase; files = (A1, A2, A3, A4\(listedByTheApp ? ", A5" : "")); };
                P2 = {isa = PBXSourcesBuildPhase; files = (B1, B2, B3, B4); };
                C2 = {isa = XCBuildConfiguration; buildSettings = {SWIFT_OBJC_BRIDGING_HEADER = "Tunnel/Tunnel-Bridging-Header.h"; }; name = Debug; };
                L2 = {isa = XCConfigurationList; buildConfigurations = (C2); };
                T1 = {isa = PBXNativeTarget; name = Mall; buildPhases = (P1); productType = "com.apple.product-type.application"; };
                T2 = {isa = PBXNativeTarget; name = Tunnel; buildPhases = (P2); buildConfigurationList = L2; productType = "com.apple.product-type.app-extension"; };
                R1 = {isa = PBXProject; mainGroup = G0; targets = (T1, T2); };
              }; rootObject = R1; }
            """,
        ])
        let result = try await tree.analyze()
        #expect(!result.violations.contains { $0.rule == "depends-on-app" || $0.rule == "implicit-dependency" }, "\(result.violations.map(\.message))")
        #expect(result.graph.dependencies.isEmpty, "\(result.graph.dependencies.map { "\($0.from)->\($0.to)" })")
        let discovered = try discover(tree)
        let tunnel = try #require(discovered.modules.first { $0.name == "Tunnel" })
        let mall = try #require(discovered.modules.first { $0.name == "Mall" })
        #expect((tunnel.files.map(\.path) + tunnel.sharedFiles).contains("Shared/Logging/ringlogger.h"))
        #expect((mall.files.map(\.path) + mall.sharedFiles).contains("Shared/Logging/ringlogger.h"))
        #expect((tunnel.files.map(\.path) + tunnel.sharedFiles).contains("Shared/TopShelf/Constants.h"))
    }

    /// A bridging header named through `$(TARGET_NAME)` (vlckit's test targets:
    /// `Tests/$(TARGET_NAME)/$(TARGET_NAME)-Bridging-Header.h`) is the target's own, not the
    /// framework's whose group holds it (a false `implicit-dependency` of the framework on the
    /// module the test's header imports).
    @Test func aBridgingHeaderNamedThroughTheTargetsNameIsItsOwn() throws {
        let result = try discover([
            "Player.xcodeproj/project.pbxproj": """
            { objects = {
                A1 = {isa = PBXBuildFile; fileRef = F1; };
                A2 = {isa = PBXBuildFile; fileRef = F2; };
                B1 = {isa = PBXBuildFile; fileRef = F3; };
                F1 = {isa = PBXFileReference; path = PKPlayer.h; sourceTree = "<group>"; };
                F2 = {isa = PBXFileReference; path = PKPlayer.m; sourceTree = "<group>"; };
                F3 = {isa = PBXFileReference; path = Tests/PlayerTests/PlayerTests.swift; sourceTree = SOURCE_ROOT; };
                F4 = {isa = PBXFileReference; path = Tests/PlayerTests/PlayerTests-Bridging-Header.h; sourceTree = SOURCE_ROOT; };
                G1 = {isa = PBXGroup; children = (F1, F2, F4); path = Sources; sourceTree = SOURCE_ROOT; };
                G0 = {isa = PBXGroup; children = (G1, F3); sourceTree = "<group>"; };
                P1 = {isa = PBXHeadersBuildPhase; files = (A1); };
                P2 = {isa = PBXSourcesBuildPhase; files = (A2); };
                P3 = {isa = PBXSourcesBuildPhase; files = (B1); };
                C1 = {isa = XCBuildConfiguration; buildSettings = {SWIFT_OBJC_BRIDGING_HEADER = "$(SRCROOT)/Tests/$(TARGET_NAME)/${TARGET_NAME}-Bridging-Header.h"; }; name = Debug; };
                L1 = {isa = XCConfigurationList; buildConfigurations = (C1); };
                T1 = {isa = PBXNativeTarget; name = PlayerKit; buildPhases = (P1, P2); productType = "com.apple.product-type.framework"; };
                T2 = {isa = PBXNativeTarget; name = PlayerTests; buildPhases = (P3); buildConfigurationList = L1; productType = "com.apple.product-type.bundle.unit-test"; };
                R1 = {isa = PBXProject; mainGroup = G0; targets = (T1, T2); };
              }; rootObject = R1; }
            """,
            "Sources/PKPlayer.h": "",
            "Sources/PKPlayer.m": "",
            "Tests/PlayerTests/PlayerTests.swift": "",
            "Tests/PlayerTests/PlayerTests-Bridging-Header.h": "",
        ])
        #expect(owners(result)["Tests/PlayerTests/PlayerTests-Bridging-Header.h"] == "PlayerTests")
    }

    /// A macro only another project's target sets (`-DSENTINEL_BUILD` in the daemon's own
    /// project) is undefined for an app of another project of the tree compiling the same
    /// shared code, as for a target of the same project: the shared header's
    /// `#ifdef SENTINEL_BUILD #import "Watcher.h"` is the daemon's (BlockBlock: a false
    /// `depends-on-app` error). A target whose settings are not all known keeps the branch.
    @Test func aMacroOnlyAnotherProjectsTargetSetsIsUndefined() async throws {
        func project(_ target: String, _ productType: String, files: [String], settings: String) -> String {
            let references = files.enumerated().map { "F\($0.offset) = {isa = PBXFileReference; path = \($0.element); sourceTree = SOURCE_ROOT; };" }
            let builds = files.indices.map { "B\($0) = {isa = PBXBuildFile; fileRef = F\($0); };" }
            return """
                { objects = {
                    \((references + builds).joined(separator: "\n        "))
                    P1 = {isa = PBXSourcesBuildPhase; files = (\(files.indices.map { "B\($0)" }.joined(separator: ", "))); };
                    C1 = {isa = XCBuildConfiguration; buildSettings = {\(settings)}; name = Debug; };
                    L1 = {isa = XCConfigurationList; buildConfigurations = (C1); };
                    T1 = {isa = PBXNativeTarget; name = \(target); buildPhases = (P1); buildConfigurationList = L1; productType = "\(productType)"; };
                  }; }
                """
        }
        let tree = try TemporaryTree([
            "Sentinel/Sentinel.xcodeproj/project.pbxproj": project(
                "Sentinel", "com.apple.product-type.tool", files: ["main.m", "Watcher.m", "../Shared/Policy.m"],
                settings: "GCC_PREPROCESSOR_DEFINITIONS = \"SENTINEL_BUILD=1\";"),
            "Sentinel/main.m": "#import \"Watcher.h\"\nint main(void) { return 0; }\n",
            "Sentinel/Watcher.h": "#import <Foundation/Foundation.h>\n@interface Watcher : NSObject\n@property (nonatomic, copy) NSString *path;\n@end\n",
            "Sentinel/Watcher.m": "#import \"Watcher.h\"\n@implementation Watcher\n@end\n",
            "Dashboard/Dashboard.xcodeproj/project.pbxproj": project(
                "Dashboard", "com.apple.product-type.application", files: ["main.m", "../Shared/Policy.m"], settings: "SDKROOT = macosx;"),
            "Dashboard/main.m": "#import \"../Shared/Policy.h\"\nint main(void) { return [Policy new] != nil; }\n",
            "Shared/Policy.h": "#ifdef SENTINEL_BUILD\n#import \"Watcher.h\"\n#endif\n#import <Foundation/Foundation.h>\n@interface Policy : NSObject\n#ifdef SENTINEL_BUILD\n- (instancetype)initWithWatcher:(Watcher *)watcher;\n#endif\n@end\n",
            "Shared/Policy.m": "#import \"Policy.h\"\n@implementation Policy\n@end\n",
        ])
        let discovered = try discover(tree)
        #expect(discovered.modules.first { $0.name == "Dashboard" }?.declaration.conditions.undefined == ["SENTINEL_BUILD"])
        #expect(discovered.modules.first { $0.name == "Sentinel" }?.declaration.conditions.undefined == [])
        let result = try await tree.analyze()
        #expect(!result.violations.contains { $0.rule == "depends-on-app" }, "\(result.violations.map(\.message))")
        #expect(result.graph.dependency(from: "Dashboard", to: "Sentinel") == nil)
    }

    /// A macro only a package defines for its target's build (ably-cocoa's `cSettings:
    /// [.define("ABLY_SUPPORTS_PLUGINS")]`) is undefined for a project's framework target
    /// whose settings are all known and never set it, though both compile the same sources:
    /// the `#if defined(…)` import of the plugin module is the package build's (3 false
    /// `implicit-dependency` warnings on the Xcode targets).
    @Test func aMacroOnlyAPackageDefinesIsUndefinedForAProjectsTarget() async throws {
        let tree = try Self.courier(settings: """
                    .target(name: "Courier", dependencies: ["CourierPlugins"], path: "Source", publicHeadersPath: "include",
                            cSettings: [.define("COURIER_SUPPORTS_PLUGINS")]),
            """)
        let discovered = try discover(tree)
        #expect(discovered.modules.first { $0.name == "Courier-iOS" }?.declaration.conditions.undefined == ["COURIER_SUPPORTS_PLUGINS"])
        let result = try await tree.analyze()
        #expect(!result.violations.contains { $0.rule == "implicit-dependency" }, "\(result.violations.map(\.message))")
    }

    /// A library both a package and an Xcode framework target build from `Source/`, whose
    /// client imports the plugin module under `#if defined(COURIER_SUPPORTS_PLUGINS)`; the
    /// package's `Courier` target is `courierTarget` (written in `targets: [ … ]`).
    static func courier(settings courierTarget: String) throws -> TemporaryTree {
        try TemporaryTree([
            "Package.swift": """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(
                name: "Courier",
                targets: [
                    .target(name: "CourierPlugins", path: "Plugins", publicHeadersPath: "include"),
            \(courierTarget)
                ]
            )
            """,
            "Courier.xcodeproj/project.pbxproj": """
            { objects = {
                F1 = {isa = PBXFileReference; path = Source/CRRClient.m; sourceTree = SOURCE_ROOT; };
                B1 = {isa = PBXBuildFile; fileRef = F1; };
                P1 = {isa = PBXSourcesBuildPhase; files = (B1); };
                C1 = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = Courier; SDKROOT = iphoneos;}; name = Release; };
                L1 = {isa = XCConfigurationList; buildConfigurations = (C1); };
                T1 = {isa = PBXNativeTarget; name = "Courier-iOS"; buildPhases = (P1); buildConfigurationList = L1; productType = "com.apple.product-type.framework"; };
              }; }
            """,
            "Source/include/CRRClient.h": "#import <Foundation/Foundation.h>\n@interface CRRClient : NSObject\n@end\n",
            "Source/CRRClient.m": "#import \"CRRClient.h\"\n#if defined(COURIER_SUPPORTS_PLUGINS)\n@import CourierPlugins;\n#endif\n@implementation CRRClient\n@end\n",
            "Plugins/include/CRRPluginAPI.h": "#import <Foundation/Foundation.h>\n@protocol CRRPluginAPI <NSObject>\n@end\n",
            "Plugins/CRRPluginAPI.m": "#import \"CRRPluginAPI.h\"\n",
        ])
    }

    /// A module a package and a podspec both declare, whose podspec has a subspec of files
    /// outside the package target (Verge's `Classic` subspec): only the pod's build compiles
    /// them, so their `#if !COCOAPODS` imports (of the package's other targets, which the pod
    /// holds as subspecs) are never compiled (a false `module-cycle` error and
    /// `implicit-dependency` warning). The files both builds compile keep both builds' view.
    @Test func aFileOnlyThePodOfAPackageTargetCompilesIsReadAsThePodsBuild() async throws {
        let tree = try TemporaryTree([
            "Package.swift": """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(
                name: "Ledger",
                products: [.library(name: "Ledger", targets: ["Ledger"]), .library(name: "LedgerSync", targets: ["LedgerSync"])],
                targets: [
                    .target(name: "Ledger"),
                    .target(name: "LedgerSync", dependencies: ["Ledger"]),
                ]
            )
            """,
            "Ledger.podspec": """
            Pod::Spec.new do |s|
              s.name = "Ledger"
              s.version = "2.0.0"
              s.default_subspec = "Core"
              s.subspec "Core" do |ss|
                ss.source_files = "Sources/Ledger/**/*.swift"
              end
              s.subspec "Sync" do |ss|
                ss.dependency "Ledger/Core"
                ss.source_files = "Sources/LedgerSync/**/*.swift"
              end
              s.subspec "Legacy" do |ss|
                ss.dependency "Ledger/Sync"
                ss.source_files = "Sources/LedgerLegacy/**/*.swift"
              end
            end
            """,
            "Sources/Ledger/Book.swift": "public final class Book { public init() {} }\n",
            "Sources/LedgerSync/BookSync.swift": "import Ledger\n\npublic struct BookSync { public init(book: Book) {} }\n",
            "Sources/LedgerLegacy/LegacyBook.swift": """
            #if !COCOAPODS
            import Ledger
            import LedgerSync
            #endif

            public final class LegacyBook {
                let sync = BookSync(book: Book())
            }
            """,
        ])
        let ledger = try #require(try discover(tree).modules.first { $0.name == "Ledger" })
        #expect(ledger.fileConditions.keys.sorted() == ["Sources/LedgerLegacy/LegacyBook.swift"])
        #expect(ledger.fileConditions["Sources/LedgerLegacy/LegacyBook.swift"]?.evaluate("!COCOAPODS", swift: true) == false)
        #expect(ledger.declaration.conditions.evaluate("!COCOAPODS", swift: true) == nil)
        let result = try await tree.analyze()
        #expect(result.violations.isEmpty, "\(result.violations.map(\.message))")
        #expect(result.dependency("Ledger", "LedgerSync") == nil)
        #expect(result.dependency("LedgerSync", "Ledger") != nil)
    }

    /// Only a `.define(…)` the manifest's code makes defines a flag: one commented out (a
    /// package that dropped its plugin build) or written in a string leaves the name unknown,
    /// so the project target's `#if defined(…)` import is kept as it would be without a package.
    @Test func aDefineCommentedOutOfAPackageDefinesNothing() async throws {
        #expect(SwiftPMDiscoverer.defines(inManifest: """
            let package = Package(name: "Courier", targets: [
                // .target(name: "Courier", cSettings: [.define("COURIER_LEGACY")]),
                /* swiftSettings: [.define("COURIER_OLD")] */
                .target(name: "Courier", cSettings: [.define("COURIER_SUPPORTS_PLUGINS"), .define("LEVEL", to: "2"), .define("2FAST")],
                        swiftSettings: [.define("COURIER_SWIFT", .when(platforms: [.iOS]))]),
                .target(name: "Notes", exclude: [".define(\"IN_A_STRING\")"]),
            ])
            """) == ["COURIER_SUPPORTS_PLUGINS", "COURIER_SWIFT", "LEVEL"])
        let tree = try Self.courier(settings: """
                    // The plugin build is off for now:
                    // cSettings: [.define("COURIER_SUPPORTS_PLUGINS")]
                    .target(name: "Courier", dependencies: ["CourierPlugins"], path: "Source", publicHeadersPath: "include"),
            """)
        let discovered = try discover(tree)
        #expect(discovered.modules.first { $0.name == "Courier-iOS" }?.declaration.conditions.undefined == [])
    }

    /// A group of header-only contracts (dashwallet's `Advanced Security/Protocol`) is every
    /// target's to include, and its owner, whose uses the header's are, is the target
    /// compiling most of the nearest group above: the wallet app, not its Today extension,
    /// which comes first by name (a false `depends-on-app` error: the extension "using" the
    /// app's `WLTSecurityLevel`). With no compiled file above either, the first by name owns it.
    @Test func aHeaderOnlyGroupIsOwnedByTheTargetCompilingTheGroupAbove() async throws {
        let tree = try TemporaryTree([
            "Wallet/Security/WLTSecurityLevel.h": "typedef NS_ENUM(NSInteger, WLTSecurityLevel) { WLTSecurityLevelLow, WLTSecurityLevelHigh };\n",
            "Wallet/Security/WLTSecurityController.m": "#import \"WLTSecurityLevel.h\"\n@implementation WLTSecurityController\n@end\n",
            "Wallet/Security/Protocol/WLTSecurityModel.h": "#import \"WLTSecurityLevel.h\"\n@protocol WLTSecurityModel <NSObject>\n@property (nonatomic) WLTSecurityLevel level;\n@end\n",
            "Contracts/WLTRoutes.h": "#define WLT_ROUTE_HOME @\"wallet://home\"\n",
            "Today/TodayViewController.m": "@implementation TodayViewController\n@end\n",
            "Wallet.xcodeproj/project.pbxproj": """
            { objects = {
                A1 = {isa = PBXBuildFile; fileRef = F2; };
                B1 = {isa = PBXBuildFile; fileRef = F4; };
                F1 = {isa = PBXFileReference; path = WLTSecurityLevel.h; sourceTree = "<group>"; };
                F2 = {isa = PBXFileReference; path = WLTSecurityController.m; sourceTree = "<group>"; };
                F3 = {isa = PBXFileReference; path = WLTSecurityModel.h; sourceTree = "<group>"; };
                F4 = {isa = PBXFileReference; path = Today/TodayViewController.m; sourceTree = SOURCE_ROOT; };
                F5 = {isa = PBXFileReference; path = WLTRoutes.h; sourceTree = "<group>"; };
                G3 = {isa = PBXGroup; children = (F3); path = Protocol; sourceTree = "<group>"; };
                G2 = {isa = PBXGroup; children = (F1, F2, G3); path = Security; sourceTree = "<group>"; };
                G1 = {isa = PBXGroup; children = (G2); path = Wallet; sourceTree = "<group>"; };
                G4 = {isa = PBXGroup; children = (F5); path = Contracts; sourceTree = "<group>"; };
                G0 = {isa = PBXGroup; children = (G1, G4, F4); sourceTree = "<group>"; };
                P1 = {isa = PBXSourcesBuildPhase; files = (A1); };
                P2 = {isa = PBXSourcesBuildPhase; files = (B1); };
                T1 = {isa = PBXNativeTarget; name = wallet; buildPhases = (P1); productType = "com.apple.product-type.application"; };
                T2 = {isa = PBXNativeTarget; name = TodayExtension; buildPhases = (P2); productType = "com.apple.product-type.app-extension"; };
                R1 = {isa = PBXProject; mainGroup = G0; targets = (T1, T2); };
              }; rootObject = R1; }
            """,
        ])
        let discovered = try discover(tree)
        #expect(owners(discovered)["Wallet/Security/Protocol/WLTSecurityModel.h"] == "wallet")
        #expect(owners(discovered)["Contracts/WLTRoutes.h"] == "TodayExtension", "the group above compiles nothing: first by name")
        let today = try #require(discovered.modules.first { $0.name == "TodayExtension" })
        #expect(today.sharedFiles.contains("Wallet/Security/Protocol/WLTSecurityModel.h"))
        let result = try await tree.analyze()
        #expect(result.violations.isEmpty, "\(result.violations.map(\.message))")
    }

    /// A stray header no group lists, in a folder where the project compiles files (Telegram's
    /// watch extension folder), goes to every target, owned by the one owning most files of
    /// the nearest folder above it where any owns one (the watch extension), not by the first
    /// by name (a framework that never includes it: a false `depends-on-app` error).
    @Test func aStrayHeaderIsOwnedByTheTargetOwningMostOfItsFolder() async throws {
        let tree = try TemporaryTree([
            "ArchiveKit/AKStore.h": "#import <Foundation/Foundation.h>\n@interface AKStore : NSObject\n@end\n",
            "ArchiveKit/AKStore.m": "#import \"AKStore.h\"\n@implementation AKStore\n@end\n",
            "Phone/PHAppDelegate.m": "#import \"WXTimestamp.h\"\n@implementation PHAppDelegate\n@end\n",
            "Watch/WXTimestamp.h": "#import <Foundation/Foundation.h>\n@interface WXTimestamp : NSObject\n@end\n",
            "Watch/WXTimestamp.m": "#import \"WXTimestamp.h\"\n@implementation WXTimestamp\n@end\n",
            "Watch/WXInterface.h": "#import <Foundation/Foundation.h>\n@interface WXInterface : NSObject\n@end\n",
            "Watch/WXInterface.m": "#import \"WXInterface.h\"\n@implementation WXInterface\n@end\n",
            "Watch/WXStaleListController.h": "#import \"WXInterface.h\"\n@interface WXStaleListController : WXInterface\n@end\n",
            "Phone.xcodeproj/project.pbxproj": """
            { objects = {
                F1 = {isa = PBXFileReference; path = ArchiveKit/AKStore.m; sourceTree = SOURCE_ROOT; };
                F2 = {isa = PBXFileReference; path = ArchiveKit/AKStore.h; sourceTree = SOURCE_ROOT; };
                F3 = {isa = PBXFileReference; path = Phone/PHAppDelegate.m; sourceTree = SOURCE_ROOT; };
                F4 = {isa = PBXFileReference; path = Watch/WXTimestamp.h; sourceTree = SOURCE_ROOT; };
                F5 = {isa = PBXFileReference; path = Watch/WXTimestamp.m; sourceTree = SOURCE_ROOT; };
                F6 = {isa = PBXFileReference; path = Watch/WXInterface.m; sourceTree = SOURCE_ROOT; };
                F7 = {isa = PBXFileReference; path = Watch/WXInterface.h; sourceTree = SOURCE_ROOT; };
                A1 = {isa = PBXBuildFile; fileRef = F1; };
                A2 = {isa = PBXBuildFile; fileRef = F2; };
                B1 = {isa = PBXBuildFile; fileRef = F3; };
                B2 = {isa = PBXBuildFile; fileRef = F4; };
                C1 = {isa = PBXBuildFile; fileRef = F5; };
                C2 = {isa = PBXBuildFile; fileRef = F6; };
                C3 = {isa = PBXBuildFile; fileRef = F7; };
                P1 = {isa = PBXSourcesBuildPhase; files = (A1); };
                P2 = {isa = PBXHeadersBuildPhase; files = (A2); };
                P3 = {isa = PBXSourcesBuildPhase; files = (B1); };
                P4 = {isa = PBXHeadersBuildPhase; files = (B2); };
                P5 = {isa = PBXSourcesBuildPhase; files = (C1, C2); };
                P6 = {isa = PBXHeadersBuildPhase; files = (C3); };
                G0 = {isa = PBXGroup; children = (F1, F2, F3, F4, F5, F6, F7); sourceTree = "<group>"; };
                T1 = {isa = PBXNativeTarget; name = ArchiveKit; buildPhases = (P1, P2); productType = "com.apple.product-type.framework"; };
                T2 = {isa = PBXNativeTarget; name = Phone; buildPhases = (P3, P4); productType = "com.apple.product-type.application"; };
                T3 = {isa = PBXNativeTarget; name = WatchExtension; buildPhases = (P5, P6); productType = "com.apple.product-type.watchkit2-extension"; };
                R1 = {isa = PBXProject; mainGroup = G0; targets = (T1, T2, T3); };
              }; rootObject = R1; }
            """,
        ])
        #expect(owners(try discover(tree))["Watch/WXStaleListController.h"] == "WatchExtension")
        let result = try await tree.analyze()
        #expect(!result.violations.contains { $0.rule == "depends-on-app" }, "\(result.violations.map(\.message))")
    }

    /// The folder layout never makes a module of a folder whose manifest declared one: a
    /// React Native Nitro pod's podspec adds its generated files with a build-time helper
    /// (`add_nitrogen_files(s)`), which hive-lint cannot follow; those stay in no module, not
    /// in a second module of the pod's folder that formed a cycle with the pod
    /// (react-native-vision-camera: 5 false `module-cycle` errors).
    @Test func theFolderLayoutMakesNoModuleOfAManifestsOwnFolder() throws {
        let result = try discover(try TemporaryTree([
            "packages/react-native-chime/Chime.podspec": """
            Pod::Spec.new do |s|
              s.name         = "Chime"
              s.version      = "1.0.0"
              s.source_files = [ "ios/**/*.{swift}" ]
              load 'nitrogen/generated/ios/Chime+autolinking.rb'
              add_nitrogen_files(s)
            end
            """,
            "packages/react-native-chime/ios/HybridChime.swift": "final class HybridChime: HybridChimeSpec { func ring(_ tone: ChimeTone) {} }\n",
            "packages/react-native-chime/nitrogen/generated/ios/swift/HybridChimeSpec.swift": "import VisionChime\npublic protocol HybridChimeSpec {}\n",
            "packages/react-native-chime/nitrogen/generated/ios/swift/ChimeTone.swift": "public enum ChimeTone { case soft, loud }\n",
            "packages/react-native-chime/nitrogen/generated/ios/ChimeAutolinking.swift": "public enum ChimeAutolinking {}\n",
            "packages/react-native-clock/Sources/Clock.swift": "public struct Clock {}\n",
        ]))
        let owned = owners(result)
        #expect(owned["packages/react-native-chime/ios/HybridChime.swift"] == "Chime")
        #expect(owned["packages/react-native-chime/nitrogen/generated/ios/swift/ChimeTone.swift"] == nil)
        #expect(owned["packages/react-native-clock/Sources/Clock.swift"] == "react-native-clock")
    }

    /// An Xcode target's declared dependencies point at the lines that declare them: its
    /// target dependency, else its Frameworks phase's entry, as Xcode writes the project
    /// (a `redundant-dependency` was reported at `project.pbxproj:1:1`).
    @Test func xcodeDependenciesAreLocatedAtTheirEntries() throws {
        let pbxproj = """
        // !$*UTF8*$!
        {
        	objects = {
        		B1 /* Shared.framework in Frameworks */ = {isa = PBXBuildFile; fileRef = R1 /* Shared.framework */; };
        		B2 /* Storage.framework in Frameworks */ = {isa = PBXBuildFile; fileRef = R2 /* Storage.framework */; };
        		B3 /* List.swift in Sources */ = {isa = PBXBuildFile; fileRef = F1 /* List.swift */; };
        		R1 /* Shared.framework */ = {isa = PBXFileReference; path = Shared.framework; sourceTree = BUILT_PRODUCTS_DIR; };
        		R2 /* Storage.framework */ = {isa = PBXFileReference; path = Storage.framework; sourceTree = BUILT_PRODUCTS_DIR; };
        		F1 /* List.swift */ = {isa = PBXFileReference; path = ReadingList/List.swift; sourceTree = SOURCE_ROOT; };
        		D1 /* PBXTargetDependency */ = {isa = PBXTargetDependency; name = Storage; };
        		P1 /* Frameworks */ = {
        			isa = PBXFrameworksBuildPhase;
        			files = (
        				B1 /* Shared.framework in Frameworks */,
        				B2 /* Storage.framework in Frameworks */,
        			);
        		};
        		P2 /* Sources */ = {isa = PBXSourcesBuildPhase; files = (B3); };
        		T1 /* ReadingList */ = {
        			isa = PBXNativeTarget;
        			buildPhases = (
        				P2 /* Sources */,
        				P1 /* Frameworks */,
        			);
        			dependencies = (
        				D1 /* PBXTargetDependency */,
        			);
        			name = ReadingList;
        			productType = "com.apple.product-type.framework";
        		};
        		G0 = {isa = PBXGroup; children = (F1); sourceTree = "<group>"; };
        		X1 = {isa = PBXProject; mainGroup = G0; targets = (T1); };
        	};
        	rootObject = X1;
        }
        """
        let result = try discover(try TemporaryTree(["Client.xcodeproj/project.pbxproj": pbxproj, "ReadingList/List.swift": ""]))
        let list = try #require(result.modules.first { $0.name == "ReadingList" }).declaration
        #expect(list.declaredDependencies == ["Shared", "Storage"])
        #expect(list.dependencyLocations["Storage"]?.description == "Client.xcodeproj/project.pbxproj:26:5")
        #expect(list.dependencyLocations["Shared"]?.description == "Client.xcodeproj/project.pbxproj:14:5")
    }

    /// A stray header whose own `.m` no target compiles (a class the project dropped from its
    /// build phases, both files left in the folder) is dead code: no module of its folder
    /// adopts it. AdGuard's share extension was said to depend on the app through such a
    /// header's `#import` of an app header.
    @Test func aStrayHeaderWhoseCompanionNoTargetCompilesStaysInNoModule() async throws {
        let tree = try TemporaryTree([
            "App/NTStore.h": "#import <Foundation/Foundation.h>\n@interface NTStore : NSObject\n@end\n",
            "App/NTStore.m": "#import \"NTStore.h\"\n@implementation NTStore\n@end\n",
            "Shared/NTLog.h": "#import <Foundation/Foundation.h>\n@interface NTLog : NSObject\n@end\n",
            "Shared/NTLog.m": "#import \"NTLog.h\"\n@implementation NTLog\n@end\n",
            "Shared/NTExporter.h": "#import \"NTStore.h\"\n@interface NTExporter : NSObject\n@property NTStore *store;\n@end\n",
            "Shared/NTExporter.m": "#import \"NTExporter.h\"\n@implementation NTExporter\n@end\n",
            "Notes.xcodeproj/project.pbxproj": """
            { objects = {
                F1 = {isa = PBXFileReference; path = App/NTStore.m; sourceTree = SOURCE_ROOT; };
                F2 = {isa = PBXFileReference; path = App/NTStore.h; sourceTree = SOURCE_ROOT; };
                F3 = {isa = PBXFileReference; path = Shared/NTLog.m; sourceTree = SOURCE_ROOT; };
                F4 = {isa = PBXFileReference; path = Shared/NTLog.h; sourceTree = SOURCE_ROOT; };
                A1 = {isa = PBXBuildFile; fileRef = F1; };
                B1 = {isa = PBXBuildFile; fileRef = F3; };
                P1 = {isa = PBXSourcesBuildPhase; files = (A1); };
                P2 = {isa = PBXSourcesBuildPhase; files = (B1); };
                G0 = {isa = PBXGroup; children = (F1, F2, F3, F4); sourceTree = "<group>"; };
                T1 = {isa = PBXNativeTarget; name = Notes; buildPhases = (P1); productType = "com.apple.product-type.application"; };
                T2 = {isa = PBXNativeTarget; name = NotesShare; buildPhases = (P2); productType = "com.apple.product-type.app-extension"; };
                R1 = {isa = PBXProject; mainGroup = G0; targets = (T1, T2); };
              }; rootObject = R1; }
            """,
        ])
        let owned = owners(try discover(tree))
        #expect(owned["Shared/NTExporter.h"] == nil)
        #expect(owned["Shared/NTExporter.m"] == nil)
        #expect(owned["Shared/NTLog.h"] == "NotesShare")
        let result = try await tree.analyze()
        #expect(!result.violations.contains { $0.rule == "depends-on-app" }, "\(result.violations.map(\.message))")
    }

    /// A header no build phase names and with no companion (an enum header, nextcloud's
    /// `NCTypes.h`), in a group an app compiles most of and its extensions compile a file of:
    /// the app owns it, the extensions compile it too, so the shared `.m` including it is no
    /// dependency of an extension on the app. A header with a companion only the app compiles
    /// stays the app's: the extension including it depends on the app.
    @Test func aCompanionlessHeaderIsSharedByEveryTargetCompilingItsGroup() async throws {
        let tree = try TemporaryTree([
            "Talk/Types.h": "typedef NS_ENUM(NSInteger, TLKPushType) { TLKPushTypeUnknown, TLKPushTypeCall };\n",
            "Talk/Push.h": "#import <Foundation/Foundation.h>\n#import \"Types.h\"\n@interface TLKPush : NSObject\n@property (nonatomic) TLKPushType type;\n@end\n",
            "Talk/Push.m": "#import \"Push.h\"\n@implementation TLKPush\n- (instancetype)init { self = [super init]; _type = TLKPushTypeUnknown; return self; }\n@end\n",
            "Talk/Settings.h": "#import <Foundation/Foundation.h>\n@interface TLKSettings : NSObject\n@end\n",
            "Talk/Settings.m": "#import \"Settings.h\"\n@implementation TLKSettings\n@end\n",
            "Talk/AppDelegate.m": "#import \"Settings.h\"\n@implementation TLKAppDelegate\n- (void)go { [TLKSettings new]; }\n@end\n",
            "Broadcast/SampleHandler.m": "#import \"Push.h\"\n@implementation SampleHandler\n- (void)go { TLKPush *push = [TLKPush new]; (void)push; }\n@end\n",
            "Widget/WidgetProvider.m": "#import \"Settings.h\"\n@implementation WidgetProvider\n- (void)go { [TLKSettings new]; }\n@end\n",
            "Talk.xcodeproj/project.pbxproj": """
            { objects = {
                A1 = {isa = PBXBuildFile; fileRef = F3; };
                A2 = {isa = PBXBuildFile; fileRef = F5; };
                A3 = {isa = PBXBuildFile; fileRef = F6; };
                B1 = {isa = PBXBuildFile; fileRef = F3; };
                B2 = {isa = PBXBuildFile; fileRef = F7; };
                C1 = {isa = PBXBuildFile; fileRef = F8; };
                F1 = {isa = PBXFileReference; path = Types.h; sourceTree = "<group>"; };
                F2 = {isa = PBXFileReference; path = Push.h; sourceTree = "<group>"; };
                F3 = {isa = PBXFileReference; path = Push.m; sourceTree = "<group>"; };
                F4 = {isa = PBXFileReference; path = Settings.h; sourceTree = "<group>"; };
                F5 = {isa = PBXFileReference; path = Settings.m; sourceTree = "<group>"; };
                F6 = {isa = PBXFileReference; path = AppDelegate.m; sourceTree = "<group>"; };
                F7 = {isa = PBXFileReference; path = Broadcast/SampleHandler.m; sourceTree = SOURCE_ROOT; };
                F8 = {isa = PBXFileReference; path = Widget/WidgetProvider.m; sourceTree = SOURCE_ROOT; };
                G1 = {isa = PBXGroup; children = (F1, F2, F3, F4, F5, F6); path = Talk; sourceTree = SOURCE_ROOT; };
                G0 = {isa = PBXGroup; children = (G1, F7, F8); sourceTree = "<group>"; };
                P1 = {isa = PBXSourcesBuildPhase; files = (A1, A2, A3); };
                P2 = {isa = PBXSourcesBuildPhase; files = (B1, B2); };
                P3 = {isa = PBXSourcesBuildPhase; files = (C1); };
                T1 = {isa = PBXNativeTarget; name = Talk; buildPhases = (P1); productType = "com.apple.product-type.application"; };
                T2 = {isa = PBXNativeTarget; name = BroadcastExt; buildPhases = (P2); productType = "com.apple.product-type.app-extension"; };
                T3 = {isa = PBXNativeTarget; name = Widget; buildPhases = (P3); productType = "com.apple.product-type.app-extension"; };
                R1 = {isa = PBXProject; mainGroup = G0; targets = (T1, T2, T3); };
              }; rootObject = R1; }
            """,
        ])
        let result = try await tree.analyze()
        let errors = result.violations.filter { $0.rule == "depends-on-app" }.map { "\($0.from)->\($0.to)" }
        #expect(errors == ["Widget->Talk"], "\(result.violations.map(\.message))")
        let discovered = try discover(tree)
        let talk = try #require(discovered.modules.first { $0.name == "Talk" })
        let broadcast = try #require(discovered.modules.first { $0.name == "BroadcastExt" })
        #expect(talk.files.map(\.path).contains("Talk/Types.h"), "the target compiling most of the group owns it")
        #expect(broadcast.sharedFiles.contains("Talk/Types.h"))
        #expect(!broadcast.sharedFiles.contains("Talk/Settings.h"), "a header whose companion only the app compiles stays the app's")
    }

    /// A podspec owning the sources that its iOS and macOS framework targets compile, and a
    /// test file both test targets compile, each depending on one framework: a use in the test
    /// is of the framework its target depends on, not ambiguous (matrix-ios-sdk: 35
    /// `ambiguous-symbol` warnings). So is a name the shared file declares once per `#if`
    /// branch (Nio's `UXColor`: `NSColor` on macOS, `UIColor` on iOS), and the Swift class
    /// as an Objective-C test file both test targets compile uses it (MSAL, LayoutKit: no header
    /// reaches a Swift declaration).
    @Test func aSharedDeclarationResolvesToTheFrameworkTheTargetDependsOn() async throws {
        let tree = try TemporaryTree([
            "Kit.podspec": "Pod::Spec.new do |s|\n  s.name = 'Kit'\n  s.version = '1.0'\n  s.source_files = 'Kit/**/*.swift'\nend\n",
            "Kit/TaskQueue.swift": "import Foundation\n@objc public final class TaskQueue: NSObject { public override init() {} }\n#if os(macOS)\nimport AppKit\npublic typealias UXColor = NSColor\n#else\nimport UIKit\npublic typealias UXColor = UIColor\n#endif\n",
            "KitTests/TaskQueueTests.swift": "import XCTest\n@testable import Kit\n\nfinal class TaskQueueTests: XCTestCase {\n    func testQueue() { _ = TaskQueue() }\n    let tint: UXColor? = nil\n}\n",
            "KitTests/TaskQueueObjCTests.m": "@import XCTest;\n@import Kit;\n\n@interface TaskQueueObjCTests : XCTestCase\n@end\n\n@implementation TaskQueueObjCTests\n- (void)testQueue {\n    TaskQueue *queue = [TaskQueue new];\n    XCTAssertNotNil(queue);\n}\n@end\n",
            "Kit.xcodeproj/project.pbxproj": """
            // !$*UTF8*$!
            { archiveVersion = 1; objectVersion = 56; objects = {
                A1 = {isa = PBXBuildFile; fileRef = F1; };
                A2 = {isa = PBXBuildFile; fileRef = F1; };
                B1 = {isa = PBXBuildFile; fileRef = F2; };
                B2 = {isa = PBXBuildFile; fileRef = F2; };
                B3 = {isa = PBXBuildFile; fileRef = F3; };
                B4 = {isa = PBXBuildFile; fileRef = F3; };
                F1 = {isa = PBXFileReference; path = Kit/TaskQueue.swift; sourceTree = SOURCE_ROOT; };
                F2 = {isa = PBXFileReference; path = KitTests/TaskQueueTests.swift; sourceTree = SOURCE_ROOT; };
                F3 = {isa = PBXFileReference; path = KitTests/TaskQueueObjCTests.m; sourceTree = SOURCE_ROOT; };
                G0 = {isa = PBXGroup; children = (F1, F2, F3); sourceTree = "<group>"; };
                P1 = {isa = PBXSourcesBuildPhase; files = (A1); };
                P2 = {isa = PBXSourcesBuildPhase; files = (A2); };
                P3 = {isa = PBXSourcesBuildPhase; files = (B1, B3); };
                P4 = {isa = PBXSourcesBuildPhase; files = (B2, B4); };
                D1 = {isa = PBXTargetDependency; target = T1; };
                D2 = {isa = PBXTargetDependency; target = T2; };
                C1 = {isa = XCBuildConfiguration; name = Debug; buildSettings = {PRODUCT_NAME = Kit; }; };
                C2 = {isa = XCBuildConfiguration; name = Debug; buildSettings = {PRODUCT_NAME = Kit; }; };
                L1 = {isa = XCConfigurationList; buildConfigurations = (C1); };
                L2 = {isa = XCConfigurationList; buildConfigurations = (C2); };
                T1 = {isa = PBXNativeTarget; name = "Kit-iOS"; buildConfigurationList = L1; buildPhases = (P1); productType = "com.apple.product-type.framework"; };
                T2 = {isa = PBXNativeTarget; name = "Kit-macOS"; buildConfigurationList = L2; buildPhases = (P2); productType = "com.apple.product-type.framework"; };
                T3 = {isa = PBXNativeTarget; name = "KitTests-iOS"; buildPhases = (P3); dependencies = (D1); productType = "com.apple.product-type.bundle.unit-test"; };
                T4 = {isa = PBXNativeTarget; name = "KitTests-macOS"; buildPhases = (P4); dependencies = (D2); productType = "com.apple.product-type.bundle.unit-test"; };
                R1 = {isa = PBXProject; mainGroup = G0; targets = (T1, T2, T3, T4); };
              }; rootObject = R1; }
            """,
        ])
        let result = try await tree.analyze()
        #expect(!result.diagnostics.contains { $0.code == "ambiguous-symbol" }, "\(result.diagnostics.filter { $0.code == "ambiguous-symbol" }.map(\.message))")
        let uses = result.graph.dependencies.filter { $0.evidence.contains { $0.symbol == "TaskQueue" } }.map { "\($0.from)->\($0.to)" }
        #expect(uses == ["KitTests-iOS->Kit-iOS", "KitTests-macOS->Kit-macOS"], "\(uses)")
        let objcUses = result.graph.dependencies.flatMap { dependency in
            dependency.evidence.filter { $0.symbol == "TaskQueue" && $0.location.file.hasSuffix(".m") }.map { _ in "\(dependency.from)->\(dependency.to)" }
        }
        #expect(objcUses == ["KitTests-iOS->Kit-iOS", "KitTests-macOS->Kit-macOS"], "\(objcUses)")
    }

    /// Two app flavours compile a shared file; each sets its own flag. An include under the
    /// other flavour's flag is no dependency of a flavour that sets it nowhere (NYPL's
    /// `#ifdef SIMPLYE`, mac-mouse-fix's `#if IS_MAIN_APP`: false `depends-on-app` errors); a
    /// flag a header of the tree `#define`s may be defined for it, and an include and a use
    /// under it count.
    @Test func anIncludeUnderAnotherTargetsFlagIsNoDependency() async throws {
        func tree(flagHeader: Bool) throws -> TemporaryTree {
            try TemporaryTree([
                "Shared/LibraryMenu.m": "#import \"LibraryMenu.h\"\n#ifdef FULL_EDITION\n#import \"ShelfView.h\"\n#endif\n#if IS_LITE\n#import \"LiteBanner.h\"\n#endif\n@implementation LibraryMenu\n- (void)open {\n#ifdef FULL_EDITION\n    [ShelfView new];\n#endif\n}\n@end\n",
                "Shared/LibraryMenu.h": "#import <Foundation/Foundation.h>\n#import \"Editions.h\"\n@interface LibraryMenu : NSObject\n@end\n",
                "Full/ShelfView.h": "#import <Foundation/Foundation.h>\n@interface ShelfView : NSObject\n@end\n",
                "Full/ShelfView.m": "#import \"ShelfView.h\"\n@implementation ShelfView\n@end\n",
                "Lite/LiteBanner.h": "#import <Foundation/Foundation.h>\n@interface LiteBanner : NSObject\n@end\n",
                "Lite/LiteBanner.m": "#import \"LiteBanner.h\"\n@implementation LiteBanner\n@end\n",
                "Shared/Editions.h": flagHeader ? "#define FULL_EDITION 1\n" : "#define EDITION_COUNT 2\n",
                "Reader.xcodeproj/project.pbxproj": """
            // !$*UTF8*$!
            { archiveVersion = 1; objectVersion = 56; objects = {
                A1 = {isa = PBXBuildFile; fileRef = F1; };
                A2 = {isa = PBXBuildFile; fileRef = F1; };
                A3 = {isa = PBXBuildFile; fileRef = F3; };
                A4 = {isa = PBXBuildFile; fileRef = F5; };
                F1 = {isa = PBXFileReference; path = Shared/LibraryMenu.m; sourceTree = SOURCE_ROOT; };
                F2 = {isa = PBXFileReference; path = Shared/LibraryMenu.h; sourceTree = SOURCE_ROOT; };
                F3 = {isa = PBXFileReference; path = Full/ShelfView.m; sourceTree = SOURCE_ROOT; };
                F4 = {isa = PBXFileReference; path = Full/ShelfView.h; sourceTree = SOURCE_ROOT; };
                F5 = {isa = PBXFileReference; path = Lite/LiteBanner.m; sourceTree = SOURCE_ROOT; };
                F6 = {isa = PBXFileReference; path = Lite/LiteBanner.h; sourceTree = SOURCE_ROOT; };
                F7 = {isa = PBXFileReference; path = Shared/Editions.h; sourceTree = SOURCE_ROOT; };
                G0 = {isa = PBXGroup; children = (F1, F2, F3, F4, F5, F6, F7); sourceTree = "<group>"; };
                P1 = {isa = PBXSourcesBuildPhase; files = (A1, A4); };
                P2 = {isa = PBXSourcesBuildPhase; files = (A2, A3); };
                C1 = {isa = XCBuildConfiguration; name = Debug; buildSettings = {GCC_PREPROCESSOR_DEFINITIONS = ("IS_LITE=1", "$(inherited)"); }; };
                C2 = {isa = XCBuildConfiguration; name = Release; buildSettings = {GCC_PREPROCESSOR_DEFINITIONS = "IS_LITE=1"; }; };
                C3 = {isa = XCBuildConfiguration; name = Debug; buildSettings = {GCC_PREPROCESSOR_DEFINITIONS = "DEBUG=1 FULL_EDITION=1"; }; };
                C4 = {isa = XCBuildConfiguration; name = Release; buildSettings = {GCC_PREPROCESSOR_DEFINITIONS = "FULL_EDITION=1"; }; };
                L1 = {isa = XCConfigurationList; buildConfigurations = (C1, C2); };
                L2 = {isa = XCConfigurationList; buildConfigurations = (C3, C4); };
                T1 = {isa = PBXNativeTarget; name = "Atlas"; buildConfigurationList = L1; buildPhases = (P1); productType = "com.apple.product-type.application"; };
                T2 = {isa = PBXNativeTarget; name = "Atlas Pro"; buildConfigurationList = L2; buildPhases = (P2); productType = "com.apple.product-type.application"; };
                R1 = {isa = PBXProject; mainGroup = G0; targets = (T1, T2); };
              }; rootObject = R1; }
            """,
            ])
        }
        let separate = try await tree(flagHeader: false).analyze()
        #expect(separate.graph.dependencies.map { "\($0.from)->\($0.to)" } == [], "\(separate.graph.dependencies)")
        #expect(separate.violations.isEmpty, "\(separate.violations.map(\.message))")
        let defined = try await tree(flagHeader: true).analyze()
        #expect(defined.graph.dependencies.map { "\($0.from)->\($0.to)" } == ["Atlas->Atlas Pro"], "\(defined.graph.dependencies)")
    }

    /// A header no build phase lists and no file implements (macros, a protocol), which the
    /// app gets by its group, is shared source for the project's other executables: a daemon
    /// including it depends on the app no more than the app on it (Tunnelblick's `defines.h`,
    /// SelfControl's daemon protocol: false `depends-on-app` errors). A framework including it
    /// is coupled to the app; a header declaring a class is the app's.
    @Test func aHeaderOnlyHeaderIsSharedWithTheProjectsExecutables() async throws {
        let tree = try TemporaryTree([
            "Courier/Common/defines.h": "#import <Foundation/Foundation.h>\n#define COURIER_SOCKET \"/var/run/courier\"\nstatic NSString *const CourierName = @\"Courier\";\nNS_INLINE BOOL CourierIsDebug(void) { return NO; }\n@protocol CourierDaemon\n- (void)ping;\n@end\n",
            "Courier/Common/Routines.h": "#import <Foundation/Foundation.h>\n@interface Routines : NSObject\n+ (void)log;\n@end\n",
            "Courier/Common/sharedRoutines.m": "#import \"defines.h\"\n#import \"Routines.h\"\n@implementation Routines\n+ (void)log {}\n@end\n",
            "Courier/App/AppController.m": "#import \"defines.h\"\n@interface AppController : NSObject <CourierDaemon>\n@end\n@implementation AppController\n- (void)ping {}\n@end\n",
            "Courier/Daemon/courierd.m": "#import <Foundation/Foundation.h>\n#import \"defines.h\"\n#import \"Routines.h\"\nint main(void) { NSLog(@\"%s %@ %d\", COURIER_SOCKET, CourierName, CourierIsDebug()); return 0; }\n",
            "Courier/Kit/CourierKit.m": "#import \"defines.h\"\nstatic const char *path = COURIER_SOCKET;\n",
            "Courier.xcodeproj/project.pbxproj": """
            // !$*UTF8*$!
            { archiveVersion = 1; objectVersion = 56; objects = {
                A1 = {isa = PBXBuildFile; fileRef = F3; };
                A2 = {isa = PBXBuildFile; fileRef = F4; };
                A3 = {isa = PBXBuildFile; fileRef = F5; };
                A4 = {isa = PBXBuildFile; fileRef = F6; };
                F1 = {isa = PBXFileReference; path = defines.h; sourceTree = "<group>"; };
                F2 = {isa = PBXFileReference; path = Routines.h; sourceTree = "<group>"; };
                F3 = {isa = PBXFileReference; path = sharedRoutines.m; sourceTree = "<group>"; };
                F4 = {isa = PBXFileReference; path = App/AppController.m; sourceTree = "<group>"; };
                F5 = {isa = PBXFileReference; path = Daemon/courierd.m; sourceTree = "<group>"; };
                F6 = {isa = PBXFileReference; path = Kit/CourierKit.m; sourceTree = "<group>"; };
                G1 = {isa = PBXGroup; children = (F1, F2, F3); path = Common; sourceTree = "<group>"; };
                G0 = {isa = PBXGroup; children = (G1, F4, F5, F6); path = Courier; sourceTree = "<group>"; };
                P1 = {isa = PBXSourcesBuildPhase; files = (A1, A2); };
                P2 = {isa = PBXSourcesBuildPhase; files = (A3); };
                P3 = {isa = PBXSourcesBuildPhase; files = (A4); };
                T1 = {isa = PBXNativeTarget; name = Courier; buildPhases = (P1); productType = "com.apple.product-type.application"; };
                T2 = {isa = PBXNativeTarget; name = courierd; buildPhases = (P2); productType = "com.apple.product-type.tool"; };
                T3 = {isa = PBXNativeTarget; name = CourierKit; buildPhases = (P3); productType = "com.apple.product-type.framework"; };
                R1 = {isa = PBXProject; mainGroup = G0; targets = (T1, T2, T3); };
              }; rootObject = R1; }
            """,
        ])
        let result = try await tree.analyze()
        let edges = result.graph.dependencies.map { "\($0.from)->\($0.to) \($0.evidence.map { "\($0.location.file):\($0.location.line)" })" }
        #expect(edges == [
            "CourierKit->Courier [\"Courier/Kit/CourierKit.m:1\", \"Courier/Kit/CourierKit.m:2\"]",
            "courierd->Courier [\"Courier/Daemon/courierd.m:3\"]",
        ], "\(edges)")
    }

    /// The header of a source several executables of a project compile each for themselves
    /// (a category in `Common/`, built into two report tools) is the project's shared source:
    /// a third tool including it depends on neither (xctool's reporters: false
    /// `depends-on-app` errors on whichever tool came first by name), whether the project's
    /// groups list the header or not. A framework of the project including it still depends
    /// on the tool owning it.
    @Test(arguments: [true, false])
    func theHeaderOfASourceSeveralExecutablesCompileIsTheirs(listed: Bool) async throws {
        let header = listed ? "F9 = {isa = PBXFileReference; path = \"Common/NSFileHandle+Lines.h\"; sourceTree = \"<group>\"; };" : ""
        let tree = try TemporaryTree([
            "Common/NSFileHandle+Lines.h": "#import <Foundation/Foundation.h>\n@interface NSFileHandle (Lines)\n- (void)writeLine:(NSString *)line;\n@end\n",
            "Common/NSFileHandle+Lines.m": "#import \"NSFileHandle+Lines.h\"\n@implementation NSFileHandle (Lines)\n- (void)writeLine:(NSString *)line {}\n@end\n",
            "json/main.m": "#import \"NSFileHandle+Lines.h\"\nint main(void) { [[NSFileHandle fileHandleWithStandardOutput] writeLine:@\"{}\"]; return 0; }\n",
            "junit/main.m": "#import \"NSFileHandle+Lines.h\"\nint main(void) { [[NSFileHandle fileHandleWithStandardOutput] writeLine:@\"<testsuites/>\"]; return 0; }\n",
            "text/TextReport.m": "#import \"NSFileHandle+Lines.h\"\nvoid TextReportPrint(void) { [[NSFileHandle fileHandleWithStandardOutput] writeLine:@\"ok\"]; }\n",
            "kit/ReportKit.m": "#import \"NSFileHandle+Lines.h\"\nvoid ReportKitFlush(void) { [[NSFileHandle fileHandleWithStandardError] writeLine:@\"\"]; }\n",
            "Reporters.xcodeproj/project.pbxproj": """
            // !$*UTF8*$!
            { archiveVersion = 1; objectVersion = 56; objects = {
                A1 = {isa = PBXBuildFile; fileRef = F1; };
                A2 = {isa = PBXBuildFile; fileRef = F1; };
                A3 = {isa = PBXBuildFile; fileRef = F2; };
                A4 = {isa = PBXBuildFile; fileRef = F3; };
                A5 = {isa = PBXBuildFile; fileRef = F4; };
                A6 = {isa = PBXBuildFile; fileRef = F5; };
                F1 = {isa = PBXFileReference; path = "Common/NSFileHandle+Lines.m"; sourceTree = "<group>"; };
                F2 = {isa = PBXFileReference; path = json/main.m; sourceTree = "<group>"; };
                F3 = {isa = PBXFileReference; path = junit/main.m; sourceTree = "<group>"; };
                F4 = {isa = PBXFileReference; path = text/TextReport.m; sourceTree = "<group>"; };
                F5 = {isa = PBXFileReference; path = kit/ReportKit.m; sourceTree = "<group>"; };
                \(header)
                G0 = {isa = PBXGroup; children = (F1, \(listed ? "F9, " : "")F2, F3, F4, F5); sourceTree = "<group>"; };
                P1 = {isa = PBXSourcesBuildPhase; files = (A1, A3); };
                P2 = {isa = PBXSourcesBuildPhase; files = (A2, A4); };
                P3 = {isa = PBXSourcesBuildPhase; files = (A5); };
                P4 = {isa = PBXSourcesBuildPhase; files = (A6); };
                T1 = {isa = PBXNativeTarget; name = json; buildPhases = (P1); productType = "com.apple.product-type.tool"; };
                T2 = {isa = PBXNativeTarget; name = junit; buildPhases = (P2); productType = "com.apple.product-type.tool"; };
                T3 = {isa = PBXNativeTarget; name = text; buildPhases = (P3); productType = "com.apple.product-type.tool"; };
                T4 = {isa = PBXNativeTarget; name = ReportKit; buildPhases = (P4); productType = "com.apple.product-type.framework"; };
                R1 = {isa = PBXProject; mainGroup = G0; targets = (T1, T2, T3, T4); };
              }; rootObject = R1; }
            """,
        ])
        let result = try await tree.analyze()
        #expect(result.graph.dependencies.map { "\($0.from)->\($0.to)" } == ["ReportKit->json"], "\(result.graph.dependencies)")
        #expect(result.violations.filter { $0.rule == "depends-on-app" }.map(\.message).count == 1)
    }

    /// A header in no project beside implementation files no target compiles either (an
    /// optional physics extension left out of every project) is dead code with them: it is
    /// not given to the test app compiling the other folders of its parent, so the library
    /// including it under its feature flag does not depend on that app (cocos2d's
    /// `cocos2d-ext/CCChipmunkPhysics`: false `depends-on-app` errors and a cycle).
    @Test func aStrayHeaderBesideSourcesNoTargetCompilesIsInNoModule() async throws {
        let tree = try TemporaryTree([
            "engine/ENode.h": "#import <Foundation/Foundation.h>\n@interface ENode : NSObject\n- (void)visit;\n@end\n",
            "engine/ENode.m": "#import \"ENode.h\"\n#if E_PHYSICS\n#import \"EPhysics+Internal.h\"\n#endif\n@implementation ENode\n- (void)visit {}\n@end\n",
            "engine-ext/Physics/EPhysics+Internal.h": "#import \"ENode.h\"\n@interface ENode (Physics)\n- (void)step:(double)dt;\n@end\n",
            "engine-ext/Physics/EPhysicsBody.m": "#import \"EPhysics+Internal.h\"\n@implementation ENode (Physics)\n- (void)step:(double)dt {}\n@end\n",
            "engine-ext/Particles/EParticles.h": "#import \"ENode.h\"\n@interface EParticles : ENode\n@end\n",
            "engine-ext/Particles/EParticles.m": "#import \"EParticles.h\"\n@implementation EParticles\n@end\n",
            "tests-app/main.m": "#import \"EParticles.h\"\nint main(void) { [[EParticles new] visit]; return 0; }\n",
            "engine.xcodeproj/project.pbxproj": """
            // !$*UTF8*$!
            { archiveVersion = 1; objectVersion = 56; objects = {
                A1 = {isa = PBXBuildFile; fileRef = F1; };
                B1 = {isa = PBXBuildFile; fileRef = F2; };
                F1 = {isa = PBXFileReference; path = engine/ENode.m; sourceTree = "<group>"; };
                F2 = {isa = PBXFileReference; path = engine/ENode.h; sourceTree = "<group>"; };
                G0 = {isa = PBXGroup; children = (F1, F2); sourceTree = "<group>"; };
                P1 = {isa = PBXSourcesBuildPhase; files = (A1); };
                H1 = {isa = PBXHeadersBuildPhase; files = (B1); };
                T1 = {isa = PBXNativeTarget; name = engine; buildPhases = (H1, P1); productType = "com.apple.product-type.library.static"; };
                R1 = {isa = PBXProject; mainGroup = G0; targets = (T1); };
              }; rootObject = R1; }
            """,
            "engine-tests.xcodeproj/project.pbxproj": """
            // !$*UTF8*$!
            { archiveVersion = 1; objectVersion = 56; objects = {
                A1 = {isa = PBXBuildFile; fileRef = F1; };
                A2 = {isa = PBXBuildFile; fileRef = F2; };
                F1 = {isa = PBXFileReference; path = engine-ext/Particles/EParticles.m; sourceTree = "<group>"; };
                F2 = {isa = PBXFileReference; path = tests-app/main.m; sourceTree = "<group>"; };
                G0 = {isa = PBXGroup; children = (F1, F2); sourceTree = "<group>"; };
                P1 = {isa = PBXSourcesBuildPhase; files = (A1, A2); };
                T1 = {isa = PBXNativeTarget; name = EngineTests; buildPhases = (P1); productType = "com.apple.product-type.application"; };
                R1 = {isa = PBXProject; mainGroup = G0; targets = (T1); };
              }; rootObject = R1; }
            """,
        ])
        let result = try await tree.analyze()
        #expect(result.unownedFiles.contains("engine-ext/Physics/EPhysics+Internal.h"), "\(result.unownedFiles)")
        #expect(result.module("EngineTests")?.files.contains("engine-ext/Particles/EParticles.h") == true)
        #expect(result.graph.dependencies.map { "\($0.from)->\($0.to)" } == ["EngineTests->engine"], "\(result.graph.dependencies)")
    }

    /// Platform variants of one library compile the same sources; an umbrella header listed
    /// in one variant's Headers phase alone re-exports what all of them compile, so an app
    /// linking another variant uses that one through it, not the variant listing it
    /// (cocos2d's `cocos2d-ui.h`, in `cocos2d-mac`'s phase: false `implicit-dependency`
    /// warnings for the iOS and tvOS test apps). A header declaring a class of its own is not
    /// an umbrella; nor is one including a header only one variant compiles.
    @Test func anUmbrellaOfHeadersPlatformVariantsShareIsTheirsToo() async throws {
        let tree = try TemporaryTree([
            "engine-ui/EButton.h": "#import <Foundation/Foundation.h>\n@interface EButton : NSObject\n- (void)press;\n@end\n",
            "engine-ui/EButton.m": "#import \"EButton.h\"\n@implementation EButton\n- (void)press {}\n@end\n",
            "engine-ui/engine-ui.h": "#import <Foundation/Foundation.h>\n#import \"EButton.h\"\n#if E_READER\n#import \"EReader.h\"\n#endif\n",
            "demo/main.m": "#import \"engine-ui.h\"\nint main(void) { [[EButton new] press]; return 0; }\n",
            "engine.xcodeproj/project.pbxproj": """
            // !$*UTF8*$!
            { archiveVersion = 1; objectVersion = 56; objects = {
                A1 = {isa = PBXBuildFile; fileRef = F1; };
                A2 = {isa = PBXBuildFile; fileRef = F1; };
                A3 = {isa = PBXBuildFile; fileRef = F4; };
                B1 = {isa = PBXBuildFile; fileRef = F2; };
                B2 = {isa = PBXBuildFile; fileRef = F2; };
                B3 = {isa = PBXBuildFile; fileRef = F3; };
                F1 = {isa = PBXFileReference; path = engine-ui/EButton.m; sourceTree = "<group>"; };
                F2 = {isa = PBXFileReference; path = engine-ui/EButton.h; sourceTree = "<group>"; };
                F3 = {isa = PBXFileReference; path = engine-ui/engine-ui.h; sourceTree = "<group>"; };
                F4 = {isa = PBXFileReference; path = demo/main.m; sourceTree = "<group>"; };
                G0 = {isa = PBXGroup; children = (F1, F2, F3, F4); sourceTree = "<group>"; };
                P1 = {isa = PBXSourcesBuildPhase; files = (A1); };
                P2 = {isa = PBXSourcesBuildPhase; files = (A2); };
                P3 = {isa = PBXSourcesBuildPhase; files = (A3); };
                H1 = {isa = PBXHeadersBuildPhase; files = (B1); };
                H2 = {isa = PBXHeadersBuildPhase; files = (B2, B3); };
                T1 = {isa = PBXNativeTarget; name = engine-ios; buildPhases = (H1, P1); productType = "com.apple.product-type.library.static"; };
                T2 = {isa = PBXNativeTarget; name = engine-mac; buildPhases = (H2, P2); productType = "com.apple.product-type.library.static"; };
                T3 = {isa = PBXNativeTarget; name = demo-ios; buildPhases = (P3); dependencies = (D1); productType = "com.apple.product-type.application"; };
                D1 = {isa = PBXTargetDependency; target = T1; };
                R1 = {isa = PBXProject; mainGroup = G0; targets = (T1, T2, T3); };
              }; rootObject = R1; }
            """,
        ])
        let result = try await tree.analyze()
        #expect(result.module("engine-mac")?.files.contains("engine-ui/engine-ui.h") == true)
        #expect(result.graph.dependencies.map { "\($0.from)->\($0.to)" } == ["demo-ios->engine-ios"], "\(result.graph.dependencies)")
        #expect(result.violations.isEmpty, "\(result.violations.map(\.message))")
    }

    /// Xcode ignores an app's Headers build phase: the library headers iTerm2's app target lists
    /// there are the libraries' (to those compiling their `.m`), not the app's (false
    /// `depends-on-app` errors from the libraries including them), and so is a header of theirs
    /// with no `.m` (a protocol, by its group). (A header there whose `.m` another executable
    /// compiles stays the app's: `aStrayHeaderIsOwnedByTheTargetOwningMostOfItsFolder`.)
    @Test func anExecutablesHeadersPhaseDoesNotTakeALibrarysHeaders() async throws {
        let tree = try TemporaryTree([
            "sources/NSColor+Term.h": "#import <AppKit/AppKit.h>\n#import \"TermStyle.h\"\nNSColor *TermColor(int index);\n",
            "sources/TermStyle.h": "@protocol TermStyle\n- (void)apply;\n@end\n",
            "sources/NSColor+Term.m": "#import \"NSColor+Term.h\"\nNSColor *TermColor(int index) { return nil; }\n",
            "sources/TermDrawing.m": "#import \"NSColor+Term.h\"\nvoid TermDraw(void) { (void)TermColor(1); }\n",
            "sources/AppDelegate.m": "#import <AppKit/AppKit.h>\n@interface AppDelegate : NSObject\n@end\n@implementation AppDelegate\n@end\n",
            "Terminal.xcodeproj/project.pbxproj": """
            // !$*UTF8*$!
            { archiveVersion = 1; objectVersion = 56; objects = {
                A1 = {isa = PBXBuildFile; fileRef = F1; };
                A2 = {isa = PBXBuildFile; fileRef = F2; };
                A3 = {isa = PBXBuildFile; fileRef = F3; };
                A4 = {isa = PBXBuildFile; fileRef = F4; };
                F1 = {isa = PBXFileReference; path = "NSColor+Term.h"; sourceTree = "<group>"; };
                F2 = {isa = PBXFileReference; path = "NSColor+Term.m"; sourceTree = "<group>"; };
                F3 = {isa = PBXFileReference; path = TermDrawing.m; sourceTree = "<group>"; };
                F4 = {isa = PBXFileReference; path = AppDelegate.m; sourceTree = "<group>"; };
                F5 = {isa = PBXFileReference; path = TermStyle.h; sourceTree = "<group>"; };
                A5 = {isa = PBXBuildFile; fileRef = F5; };
                G1 = {isa = PBXGroup; children = (F1, F2, F3, F4, F5); path = sources; sourceTree = "<group>"; };
                G0 = {isa = PBXGroup; children = (G1); sourceTree = "<group>"; };
                P1 = {isa = PBXSourcesBuildPhase; files = (A4); };
                H1 = {isa = PBXHeadersBuildPhase; files = (A1, A5); };
                P2 = {isa = PBXSourcesBuildPhase; files = (A2); };
                P3 = {isa = PBXSourcesBuildPhase; files = (A3); };
                T1 = {isa = PBXNativeTarget; name = Terminal; buildPhases = (H1, P1); productType = "com.apple.product-type.application"; };
                T2 = {isa = PBXNativeTarget; name = TermShared; buildPhases = (P2); productType = "com.apple.product-type.library.static"; };
                T3 = {isa = PBXNativeTarget; name = TermDraw; buildPhases = (P3); productType = "com.apple.product-type.library.static"; };
                R1 = {isa = PBXProject; mainGroup = G0; targets = (T1, T2, T3); };
              }; rootObject = R1; }
            """,
        ])
        let result = try await tree.analyze()
        #expect(result.module("TermShared")?.files.contains("sources/NSColor+Term.h") == true)
        #expect(result.module("Terminal")?.files.contains("sources/TermStyle.h") == false)
        #expect(result.graph.dependencies.map { "\($0.from)->\($0.to)" } == ["TermDraw->TermShared"], "\(result.graph.dependencies)")
        #expect(!result.violations.contains { $0.rule == "depends-on-app" })
    }

    /// A packaging framework of another project (an empty `.m` and a Headers phase re-listing a
    /// static library's public headers) does not take those headers from the library, whose
    /// own project names them in its groups and compiles their classes elsewhere
    /// (`Public/Thing.h`, `Sources/Thing.m`): the library compiles them too, and its own
    /// includes of them depend on nothing (the pattern of Sitecore's SDKs; gtm-session-fetcher's
    /// test app, compiling the package's `.m` files: a false `implicit-dependency`).
    @Test func aPackagingFrameworkDoesNotTakeTheHeadersOfTheLibraryImplementingThem() async throws {
        let tree = try TemporaryTree([
            "Core/Core.xcodeproj/project.pbxproj": """
            { objects = {
                F1 = {isa = PBXFileReference; path = Public/Thing.h; sourceTree = "<group>"; };
                F2 = {isa = PBXFileReference; path = Sources/Thing.m; sourceTree = "<group>"; };
                F3 = {isa = PBXFileReference; path = "Sources/Thing+Parsing.m"; sourceTree = "<group>"; };
                B2 = {isa = PBXBuildFile; fileRef = F2; };
                B3 = {isa = PBXBuildFile; fileRef = F3; };
                P1 = {isa = PBXSourcesBuildPhase; files = (B2, B3); };
                T1 = {isa = PBXNativeTarget; name = CoreLib; buildPhases = (P1); productType = "com.apple.product-type.library.static"; };
                G1 = {isa = PBXGroup; children = (F1, F2, F3); sourceTree = "<group>"; };
                R1 = {isa = PBXProject; mainGroup = G1; targets = (T1); };
              }; rootObject = R1; }
            """,
            "SDK/SDK.xcodeproj/project.pbxproj": """
            { objects = {
                F1 = {isa = PBXFileReference; path = ../Core/Public/Thing.h; sourceTree = "<group>"; };
                F2 = {isa = PBXFileReference; path = SDK/EmptyFile.m; sourceTree = "<group>"; };
                B1 = {isa = PBXBuildFile; fileRef = F1; settings = {ATTRIBUTES = (Public, ); }; };
                B2 = {isa = PBXBuildFile; fileRef = F2; };
                H1 = {isa = PBXHeadersBuildPhase; files = (B1); };
                P1 = {isa = PBXSourcesBuildPhase; files = (B2); };
                T1 = {isa = PBXNativeTarget; name = ThingSDK; buildPhases = (H1, P1); productType = "com.apple.product-type.framework"; };
                G1 = {isa = PBXGroup; children = (F1, F2); sourceTree = "<group>"; };
                R1 = {isa = PBXProject; mainGroup = G1; targets = (T1); };
              }; rootObject = R1; }
            """,
            "Core/Public/Thing.h": "#import <Foundation/Foundation.h>\n@interface Thing : NSObject\n@property (nonatomic, copy) NSString *name;\n@end\n",
            "Core/Sources/Thing.m": "#import \"Thing.h\"\n@implementation Thing\n@end\n",
            "Core/Sources/Thing+Parsing.m": "#import \"Thing.h\"\n@implementation Thing (Parsing)\n+ (instancetype)thingFromJSON:(NSDictionary *)json { Thing *thing = [Thing new]; thing.name = json[@\"name\"]; return thing; }\n@end\n",
            "SDK/SDK/EmptyFile.m": "// Keeps the linker happy.\n",
        ])
        let result = try await tree.analyze()
        #expect(result.module("ThingSDK")?.files.contains("Core/Public/Thing.h") == true)
        #expect(result.dependency("CoreLib", "ThingSDK") == nil, "\(result.graph.dependencies)")
    }

    /// A dependency on another project's target is the target its ID names there: its `name`
    /// and `remoteInfo` may be stale (Texture's `AsyncDisplayKit-iOS`, since renamed).
    @Test func aCrossProjectDependencyIsTheTargetItsIDNames() throws {
        let tree = try TemporaryTree([
            "Lib/Sources/Node.m": "",
            "App/Sources/ViewController.m": "",
            "Lib/Lib.xcodeproj/project.pbxproj": """
            // !$*UTF8*$!
            { archiveVersion = 1; objectVersion = 56; objects = {
                A1 = {isa = PBXBuildFile; fileRef = F1; };
                F1 = {isa = PBXFileReference; path = Sources/Node.m; sourceTree = "<group>"; };
                G0 = {isa = PBXGroup; children = (F1); sourceTree = "<group>"; };
                P1 = {isa = PBXSourcesBuildPhase; files = (A1); };
                B35061D91B010EDF0018CF92 = {isa = PBXNativeTarget; name = Lib; buildPhases = (P1); productType = "com.apple.product-type.framework"; };
                R1 = {isa = PBXProject; mainGroup = G0; targets = (B35061D91B010EDF0018CF92); };
              }; rootObject = R1; }
            """,
            "App/App.xcodeproj/project.pbxproj": """
            // !$*UTF8*$!
            { archiveVersion = 1; objectVersion = 56; objects = {
                A1 = {isa = PBXBuildFile; fileRef = F1; };
                F1 = {isa = PBXFileReference; path = Sources/ViewController.m; sourceTree = "<group>"; };
                FP = {isa = PBXFileReference; path = ../Lib/Lib.xcodeproj; sourceTree = "<group>"; };
                G0 = {isa = PBXGroup; children = (F1, FP); sourceTree = "<group>"; };
                P1 = {isa = PBXSourcesBuildPhase; files = (A1); };
                X1 = {isa = PBXContainerItemProxy; containerPortal = FP; proxyType = 1; remoteGlobalIDString = B35061D91B010EDF0018CF92; remoteInfo = "Lib-iOS"; };
                D1 = {isa = PBXTargetDependency; name = "Lib-iOS"; targetProxy = X1; };
                T1 = {isa = PBXNativeTarget; name = App; buildPhases = (P1); dependencies = (D1); productType = "com.apple.product-type.application"; };
                R1 = {isa = PBXProject; mainGroup = G0; targets = (T1); };
              }; rootObject = R1; }
            """,
        ])
        let discovered = try discover(tree)
        #expect(discovered.modules.first { $0.name == "App" }?.declaration.declaredDependencies == ["Lib"])
    }

    /// A pod a Podfile gives an XcodeGen (or Xcode) target is declared where the Podfile
    /// writes it, not at the spec's first line (immuni's `redundant-dependency` warnings cited
    /// `project.yml:1`).
    @Test func aPodfilesPodIsDeclaredWhereThePodfileWritesIt() throws {
        let tree = try TemporaryTree([
            "project.yml": "name: Vault\ntargets:\n  Vault:\n    type: application\n    platform: iOS\n    sources: [App]\n  Extensions:\n    type: framework\n    platform: iOS\n    sources: [Modules/Extensions]\n",
            "Podfile": "platform :ios, '15.0'\n\ndef shared_pods\n  pod 'Katana', '~> 6.0'\nend\n\ntarget 'Extensions' do\n  shared_pods\nend\n",
            "App/AppDelegate.swift": "",
            "Modules/Extensions/String+Trim.swift": "",
        ])
        let discovered = try discover(tree)
        let extensions = try #require(discovered.modules.first { $0.name == "Extensions" }).declaration
        #expect(extensions.declaredDependencies == ["Katana"])
        #expect(extensions.dependencyLocations["Katana"] == SourceLocation(file: "Podfile", line: 4, column: 1))
    }

    /// A framework the app only embeds (an Embed Frameworks copy phase, no Frameworks phase
    /// entry) is a declared dependency of it (deltachat's `DcCore`).
    @Test func anEmbeddedFrameworkIsADeclaredDependency() throws {
        let tree = try TemporaryTree([
            "Chat/AppDelegate.swift": "",
            "Core/Account.swift": "",
            "Chat.xcodeproj/project.pbxproj": """
            // !$*UTF8*$!
            { archiveVersion = 1; objectVersion = 56; objects = {
                A1 = {isa = PBXBuildFile; fileRef = F1; };
                B1 = {isa = PBXBuildFile; fileRef = F2; };
                E1 = {isa = PBXBuildFile; fileRef = FP; settings = {ATTRIBUTES = (CodeSignOnCopy, RemoveHeadersOnCopy, ); }; };
                F1 = {isa = PBXFileReference; path = Chat/AppDelegate.swift; sourceTree = SOURCE_ROOT; };
                F2 = {isa = PBXFileReference; path = Core/Account.swift; sourceTree = SOURCE_ROOT; };
                FP = {isa = PBXFileReference; explicitFileType = wrapper.framework; path = ChatCore.framework; sourceTree = BUILT_PRODUCTS_DIR; };
                G0 = {isa = PBXGroup; children = (F1, F2); sourceTree = "<group>"; };
                P1 = {isa = PBXSourcesBuildPhase; files = (A1); };
                P2 = {isa = PBXSourcesBuildPhase; files = (B1); };
                P3 = {isa = PBXCopyFilesBuildPhase; dstPath = ""; dstSubfolderSpec = 10; files = (E1); name = "Embed Frameworks"; };
                T1 = {isa = PBXNativeTarget; name = Chat; buildPhases = (P1, P3); productType = "com.apple.product-type.application"; };
                T2 = {isa = PBXNativeTarget; name = ChatCore; buildPhases = (P2); productReference = FP; productType = "com.apple.product-type.framework"; };
                R1 = {isa = PBXProject; mainGroup = G0; targets = (T1, T2); };
              }; rootObject = R1; }
            """,
        ])
        let discovered = try discover(tree)
        #expect(discovered.modules.first { $0.name == "Chat" }?.declaration.declaredDependencies == ["ChatCore"])
    }

    /// A target's module name set by every configuration (`PRODUCT_NAME = CV` for target
    /// `CV-SwiftUI`) is the only name it is imported by: the app's `import CV_SwiftUI` names the
    /// package product, not the app (gwikiera/CV). Names that differ by configuration keep the
    /// target's name too.
    @Test func anXcodeTargetIsImportedByItsModuleName() throws {
        let tree = try TemporaryTree([
            "CV/CVApp.swift": "",
            "Widget/Widget.swift": "",
            "CV.xcodeproj/project.pbxproj": """
            // !$*UTF8*$!
            { archiveVersion = 1; objectVersion = 56; objects = {
                A1 = {isa = PBXBuildFile; fileRef = F1; };
                B1 = {isa = PBXBuildFile; fileRef = F2; };
                F1 = {isa = PBXFileReference; path = CV/CVApp.swift; sourceTree = SOURCE_ROOT; };
                F2 = {isa = PBXFileReference; path = Widget/Widget.swift; sourceTree = SOURCE_ROOT; };
                G0 = {isa = PBXGroup; children = (F1, F2); sourceTree = "<group>"; };
                P1 = {isa = PBXSourcesBuildPhase; files = (A1); };
                P2 = {isa = PBXSourcesBuildPhase; files = (B1); };
                C1 = {isa = XCBuildConfiguration; name = Debug; buildSettings = {PRODUCT_NAME = CV; }; };
                C2 = {isa = XCBuildConfiguration; name = Release; buildSettings = {PRODUCT_NAME = CV; }; };
                C3 = {isa = XCBuildConfiguration; name = Debug; buildSettings = {PRODUCT_NAME = WidgetDev; }; };
                C4 = {isa = XCBuildConfiguration; name = Release; buildSettings = {PRODUCT_NAME = Widget; }; };
                L1 = {isa = XCConfigurationList; buildConfigurations = (C1, C2); };
                L2 = {isa = XCConfigurationList; buildConfigurations = (C3, C4); };
                T1 = {isa = PBXNativeTarget; name = "CV-SwiftUI"; buildConfigurationList = L1; buildPhases = (P1); productType = "com.apple.product-type.application"; };
                T2 = {isa = PBXNativeTarget; name = "CV-Widget"; buildConfigurationList = L2; buildPhases = (P2); productType = "com.apple.product-type.framework"; };
                R1 = {isa = PBXProject; mainGroup = G0; targets = (T1, T2); };
              }; rootObject = R1; }
            """,
        ])
        let discovered = try discover(tree)
        #expect(discovered.modules.first { $0.name == "CV-SwiftUI" }?.declaration.importNames == ["CV"])
        #expect(discovered.modules.first { $0.name == "CV-Widget" }?.declaration.importNames == ["CV-Widget", "CV_Widget", "Widget"])
    }

    /// A module name set in the `.xcconfig` a configuration is based on, through an
    /// `#include` and references evaluated per configuration
    /// (`PRODUCT_MODULE_NAME = $(PRODUCT_MODULE_NAME_$(CONFIGURATION))`), names the module:
    /// a variant target `PaymentsV2` that builds `Payments.framework` is imported as
    /// `Payments` (sentry-cocoa's `SentryV10`: `import Sentry` in the apps that take it was read
    /// as an undeclared use of the other target). A missing `.xcconfig` (CocoaPods' before
    /// `pod install`) has no settings and is no error. `$(PROJECT_NAME)` is the project's name
    /// (ReactiveCocoa's per-platform targets build `ReactiveCocoa`).
    @Test func anXcodeModuleNameComesFromItsXcconfig() throws {
        let tree = try TemporaryTree([
            "Payments/Payments.swift": "",
            "App/AppDelegate.swift": "",
            "Config/Shared.xcconfig": """
            // Names shared by the variants.
            PAYMENTS_MODULE_NAME = Payments
            PRODUCT_MODULE_NAME_Debug = $(PAYMENTS_MODULE_NAME)
            PRODUCT_MODULE_NAME_Release = $(PAYMENTS_MODULE_NAME);
            """,
            "Config/PaymentsV2.xcconfig": """
            #include "Shared.xcconfig"
            PRODUCT_MODULE_NAME = $(PRODUCT_MODULE_NAME_$(CONFIGURATION))
            PRODUCT_NAME = $(PRODUCT_MODULE_NAME) // the framework keeps its name
            """,
            "Shop.xcodeproj/project.pbxproj": """
            // !$*UTF8*$!
            { archiveVersion = 1; objectVersion = 56; objects = {
                A1 = {isa = PBXBuildFile; fileRef = F1; };
                B1 = {isa = PBXBuildFile; fileRef = F2; };
                F1 = {isa = PBXFileReference; path = Payments/Payments.swift; sourceTree = SOURCE_ROOT; };
                F2 = {isa = PBXFileReference; path = App/AppDelegate.swift; sourceTree = SOURCE_ROOT; };
                X1 = {isa = PBXFileReference; path = Config/PaymentsV2.xcconfig; sourceTree = SOURCE_ROOT; };
                X2 = {isa = PBXFileReference; path = "Pods/Target Support Files/Pods-App/Pods-App.debug.xcconfig"; sourceTree = SOURCE_ROOT; };
                G0 = {isa = PBXGroup; children = (F1, F2, X1, X2); sourceTree = "<group>"; };
                P1 = {isa = PBXSourcesBuildPhase; files = (A1); };
                P2 = {isa = PBXSourcesBuildPhase; files = (B1); };
                C1 = {isa = XCBuildConfiguration; name = Debug; baseConfigurationReference = X1; buildSettings = {}; };
                C2 = {isa = XCBuildConfiguration; name = Release; baseConfigurationReference = X1; buildSettings = {}; };
                C3 = {isa = XCBuildConfiguration; name = Debug; baseConfigurationReference = X2; buildSettings = {PRODUCT_NAME = "$(PROJECT_NAME)"; }; };
                C4 = {isa = XCBuildConfiguration; name = Release; buildSettings = {PRODUCT_NAME = "$(PROJECT_NAME)"; }; };
                L1 = {isa = XCConfigurationList; buildConfigurations = (C1, C2); };
                L2 = {isa = XCConfigurationList; buildConfigurations = (C3, C4); };
                T1 = {isa = PBXNativeTarget; name = PaymentsV2; buildConfigurationList = L1; buildPhases = (P1); productType = "com.apple.product-type.framework"; };
                T2 = {isa = PBXNativeTarget; name = ShopApp; buildConfigurationList = L2; buildPhases = (P2); productType = "com.apple.product-type.application"; };
                R1 = {isa = PBXProject; mainGroup = G0; targets = (T1, T2); };
              }; rootObject = R1; }
            """,
        ])
        let discovered = try discover(tree)
        #expect(discovered.modules.first { $0.name == "PaymentsV2" }?.declaration.importNames == ["Payments"])
        #expect(discovered.modules.first { $0.name == "ShopApp" }?.declaration.importNames == ["Shop"])
        #expect(!discovered.diagnostics.contains { $0.code == "unreadable-manifest" })
    }

    /// An App Clip (`application.on-demand-install-capable`) is an app like the app it
    /// ships with (deltachat's `DcAppClip` was unclassified).
    /// A static library another project builds, linked by its file (`libChatKit.a` in the
    /// Frameworks phase), declares that project's target (NIM_iOS_Demo: a false
    /// `implicit-dependency` on `NIMKit`).
    @Test func aLinkedStaticLibraryDeclaresItsTarget() throws {
        let tree = try TemporaryTree([
            "Kit/Classes/ChatKit.m": "",
            "App/AppDelegate.m": "",
            "Kit/Kit.xcodeproj/project.pbxproj": """
            // !$*UTF8*$!
            { archiveVersion = 1; objectVersion = 50; objects = {
                B1 = {isa = PBXBuildFile; fileRef = B2; };
                B2 = {isa = PBXFileReference; path = Classes/ChatKit.m; sourceTree = "<group>"; };
                B4 = {isa = PBXFileReference; explicitFileType = archive.ar; path = libChatKit.a; sourceTree = BUILT_PRODUCTS_DIR; };
                B10 = {isa = PBXGroup; children = (B2, B4); sourceTree = "<group>"; };
                B20 = {isa = PBXSourcesBuildPhase; files = (B1); };
                B30 = {isa = PBXNativeTarget; buildPhases = (B20); name = ChatKit; productReference = B4; productType = "com.apple.product-type.library.static"; };
                B40 = {isa = PBXProject; mainGroup = B10; targets = (B30); };
              }; rootObject = B40; }
            """,
            "App/App.xcodeproj/project.pbxproj": """
            // !$*UTF8*$!
            { archiveVersion = 1; objectVersion = 50; objects = {
                A1 = {isa = PBXBuildFile; fileRef = A2; };
                A2 = {isa = PBXFileReference; path = AppDelegate.m; sourceTree = "<group>"; };
                A5 = {isa = PBXBuildFile; fileRef = A6; };
                A6 = {isa = PBXFileReference; explicitFileType = archive.ar; path = libChatKit.a; sourceTree = BUILT_PRODUCTS_DIR; };
                A7 = {isa = PBXBuildFile; fileRef = A8; };
                A8 = {isa = PBXFileReference; lastKnownFileType = "sourcecode.text-based-dylib-definition"; name = libz.tbd; path = usr/lib/libz.tbd; sourceTree = SDKROOT; };
                A10 = {isa = PBXGroup; children = (A2, A6, A8); sourceTree = "<group>"; };
                A20 = {isa = PBXSourcesBuildPhase; files = (A1); };
                A21 = {isa = PBXFrameworksBuildPhase; files = (A5, A7); };
                A30 = {isa = PBXNativeTarget; buildPhases = (A20, A21); name = App; productType = "com.apple.product-type.application"; };
                A40 = {isa = PBXProject; mainGroup = A10; targets = (A30); };
              }; rootObject = A40; }
            """,
        ])
        let discovered = try discover(tree)
        #expect(discovered.modules.first { $0.name == "App" }?.declaration.declaredDependencies == ["ChatKit"])
    }

    @Test func anAppClipIsAnApp() throws {
        let tree = try TemporaryTree([
            "Chat/AppDelegate.swift": "",
            "Clip/ClipApp.swift": "",
            "Chat.xcodeproj/project.pbxproj": """
            // !$*UTF8*$!
            { archiveVersion = 1; objectVersion = 56; objects = {
                A1 = {isa = PBXBuildFile; fileRef = F1; };
                B1 = {isa = PBXBuildFile; fileRef = F2; };
                F1 = {isa = PBXFileReference; path = Chat/AppDelegate.swift; sourceTree = SOURCE_ROOT; };
                F2 = {isa = PBXFileReference; path = Clip/ClipApp.swift; sourceTree = SOURCE_ROOT; };
                G0 = {isa = PBXGroup; children = (F1, F2); sourceTree = "<group>"; };
                P1 = {isa = PBXSourcesBuildPhase; files = (A1); };
                P2 = {isa = PBXSourcesBuildPhase; files = (B1); };
                T1 = {isa = PBXNativeTarget; name = Chat; buildPhases = (P1); productType = "com.apple.product-type.application"; };
                T2 = {isa = PBXNativeTarget; name = ChatClip; buildPhases = (P2); productType = "com.apple.product-type.application.on-demand-install-capable"; };
                R1 = {isa = PBXProject; mainGroup = G0; targets = (T1, T2); };
              }; rootObject = R1; }
            """,
        ])
        let discovered = try discover(tree)
        #expect(discovered.modules.first { $0.name == "ChatClip" }?.declaration.impliedKind == .app)
        #expect(discovered.modules.first { $0.name == "Chat" }?.declaration.impliedKind == .app)
    }

    /// A watchOS app implementing a shared header's interface in its own file elsewhere
    /// (`watchOS/VLCAppCoordinator.m` for `VLCAppCoordinator.h`, whose companion the iOS app
    /// compiles) compiles the header as its own: importing it is no dependency on the iOS app.
    @Test func aTargetImplementingASharedHeaderElsewhereSharesIt() async throws {
        let tree = try TemporaryTree([
            "Sources/App/VLCAppCoordinator.h": "#import <Foundation/Foundation.h>\n@interface VLCAppCoordinator : NSObject\n+ (instancetype)sharedInstance;\n@end\n",
            "Sources/App/VLCAppCoordinator.m": "#import \"VLCAppCoordinator.h\"\n@implementation VLCAppCoordinator\n+ (instancetype)sharedInstance { return nil; }\n@end\n",
            "Sources/App/watchOS/VLCAppCoordinator.m": "#import \"VLCAppCoordinator.h\"\n@implementation VLCAppCoordinator\n+ (instancetype)sharedInstance { return nil; }\n@end\n",
            "VLC.xcodeproj/project.pbxproj": """
            { objects = {
                A1 = {isa = PBXBuildFile; fileRef = F1; };
                A2 = {isa = PBXBuildFile; fileRef = F2; };
                B1 = {isa = PBXBuildFile; fileRef = F3; };
                F1 = {isa = PBXFileReference; path = Sources/App/VLCAppCoordinator.m; sourceTree = SOURCE_ROOT; };
                F2 = {isa = PBXFileReference; path = Sources/App/VLCAppCoordinator.h; sourceTree = SOURCE_ROOT; };
                F3 = {isa = PBXFileReference; path = Sources/App/watchOS/VLCAppCoordinator.m; sourceTree = SOURCE_ROOT; };
                P1 = {isa = PBXSourcesBuildPhase; files = (A1); };
                P2 = {isa = PBXHeadersBuildPhase; files = (A2); };
                P3 = {isa = PBXSourcesBuildPhase; files = (B1); };
                T1 = {isa = PBXNativeTarget; name = "VLC-iOS"; buildPhases = (P1, P2); productType = "com.apple.product-type.application"; };
                T2 = {isa = PBXNativeTarget; name = "VLC-watchOS"; buildPhases = (P3); productType = "com.apple.product-type.application.watchapp2"; };
              }; }
            """,
        ])
        let result = try await tree.analyze()
        #expect(!result.violations.contains { $0.rule == "depends-on-app" || $0.rule == "implicit-dependency" }, "\(result.violations.map(\.message))")
        #expect(result.graph.dependency(from: "VLC-watchOS", to: "VLC-iOS") == nil)
        let watch = try #require(try discover(tree).modules.first { $0.name == "VLC-watchOS" })
        #expect(watch.sharedFiles == ["Sources/App/VLCAppCoordinator.h"])
    }

    /// A registry every target compiles (`Dependencies/CoreModule.swift` in the app's and the
    /// widget's Sources phases) is each target's own code: the widget resolving a service it
    /// registers is no business dependency on the app.
    @Test func aRegistrySeveralTargetsCompileProvidesEachOfThem() async throws {
        let tree = try TemporaryTree([
            "Shared/CoreModule.swift": "import Swinject\n\nprotocol FileLogging {}\nfinal class FileLogger: FileLogging {}\n\nenum CoreModule {\n    static func register(_ container: Container) {\n        container.register(FileLogging.self) { _ in FileLogger() }\n    }\n}\n",
            "App/AppDelegate.swift": "import Swinject\n\nfinal class AppDelegate {\n    let container = Container()\n    func start() { CoreModule.register(container); _ = container.resolve(FileLogging.self) }\n}\n",
            "Widget/WidgetProvider.swift": "import Swinject\n\nfinal class WidgetProvider {\n    let container = Container()\n    func start() { CoreModule.register(container); _ = container.resolve(FileLogging.self) }\n}\n",
            "Mall.xcodeproj/project.pbxproj": """
            { objects = {
                A1 = {isa = PBXBuildFile; fileRef = F1; };
                A2 = {isa = PBXBuildFile; fileRef = F2; };
                B1 = {isa = PBXBuildFile; fileRef = F1; };
                B2 = {isa = PBXBuildFile; fileRef = F3; };
                F1 = {isa = PBXFileReference; path = Shared/CoreModule.swift; sourceTree = SOURCE_ROOT; };
                F2 = {isa = PBXFileReference; path = App/AppDelegate.swift; sourceTree = SOURCE_ROOT; };
                F3 = {isa = PBXFileReference; path = Widget/WidgetProvider.swift; sourceTree = SOURCE_ROOT; };
                P1 = {isa = PBXSourcesBuildPhase; files = (A1, A2); };
                P2 = {isa = PBXSourcesBuildPhase; files = (B1, B2); };
                T1 = {isa = PBXNativeTarget; name = Mall; buildPhases = (P1); productType = "com.apple.product-type.application"; };
                T2 = {isa = PBXNativeTarget; name = MallWidget; buildPhases = (P2); productType = "com.apple.product-type.app-extension"; };
              }; }
            """,
        ])
        let result = try await tree.analyze()
        #expect(result.manifest.consumers.count == 2, "\(result.manifest.consumers)")
        #expect(result.manifest.consumers.allSatisfy { $0.isProvided })
        #expect(result.manifest.businessDependencies.isEmpty, "\(result.manifest.businessDependencies.map { "\($0.from)->\($0.to)" })")
    }

    /// A server package inside an app's repository declares a target `App` as the app's
    /// project does: two modules, the deeper one named after its manifest's folder. A library's
    /// podspec and Package.swift of one name in one folder stay one module. A checked-in build
    /// of a framework a project of the tree builds is renamed without a warning.
    @Test func sameNamedTargetsOfUnrelatedManifestsAreSeparateModules() async throws {
        let tree = try TemporaryTree([
            "App.xcodeproj/project.pbxproj": """
            { objects = {
                B1 = {isa = PBXBuildFile; fileRef = F1; };
                F1 = {isa = PBXFileReference; path = App/AppDelegate.swift; sourceTree = SOURCE_ROOT; };
                P1 = {isa = PBXSourcesBuildPhase; files = (B1); };
                T1 = {isa = PBXNativeTarget; name = App; buildPhases = (P1); productType = "com.apple.product-type.application"; };
              }; }
            """,
            "App/AppDelegate.swift": "",
            "Server/Package.swift": #"let package = Package(name: "Server", targets: [.target(name: "App"), .executableTarget(name: "Run", dependencies: ["App"])])"#,
            "Server/Sources/App/configure.swift": "",
            "Server/Sources/Run/main.swift": "import App\ntry configure()\n",
            "Kit/Package.swift": #"let package = Package(name: "Kit", targets: [.target(name: "Kit", path: "Sources")])"#,
            "Kit/Kit.podspec": "Pod::Spec.new do |s|\n  s.name = 'Kit'\n  s.source_files = 'Sources/**/*.swift'\nend\n",
            "Kit/Sources/Kit.swift": "",
            // A checked-in build of a framework the tree builds is no duplicate to fix
            // (DoraemonKit's `DoraemonLoadAnalyze.framework` beside its project).
            "Probe/Probe.xcodeproj/project.pbxproj": """
            { objects = {
                B1 = {isa = PBXBuildFile; fileRef = F1; };
                F1 = {isa = PBXFileReference; path = Sources/PRBLoad.m; sourceTree = SOURCE_ROOT; };
                P1 = {isa = PBXSourcesBuildPhase; files = (B1); };
                T1 = {isa = PBXNativeTarget; name = Probe; buildPhases = (P1); productType = "com.apple.product-type.framework"; };
              }; }
            """,
            "Probe/Sources/PRBLoad.m": "",
            "Vendor/Probe.framework/Headers/PRBLoad.h": "",
        ])
        let result = try discover(tree)
        #expect(owners(result) == [
            "App/AppDelegate.swift": "App", "Server/Sources/App/configure.swift": "Server/App", "Server/Sources/Run/main.swift": "Run",
            "Kit/Sources/Kit.swift": "Kit", "Probe/Sources/PRBLoad.m": "Probe", "Vendor/Probe.framework/Headers/PRBLoad.h": "Vendor/Probe",
        ])
        #expect(result.diagnostics.filter { $0.code == "duplicate-module-name" }.map(\.message) == [
            "Server/Package.swift and App.xcodeproj/project.pbxproj both declare a module App in unrelated folders; the one of Server/Package.swift is called Server/App",
        ])
        let analysis = try await tree.analyze()
        #expect(analysis.graph.dependencies.map { "\($0.from)->\($0.to)" } == ["Run->Server/App"])
    }

    /// A header no target compiles, under the app project's folder but inside another pod's
    /// folder and outside its `source_files` (OCSwiftComponentDemo's stray copy of a service
    /// protocol header), is in no module: given to the app, it made the pod's own include of
    /// that header ambiguous and its real dependency vanish.
    @Test func aStrayHeaderInsideAPodsFolderIsNotTheProjects() async throws {
        let tree = try TemporaryTree([
            "App.xcodeproj/project.pbxproj": """
            { objects = {
                B1 = {isa = PBXBuildFile; fileRef = F1; };
                F1 = {isa = PBXFileReference; path = AppDelegate.m; sourceTree = "<group>"; };
                G0 = {isa = PBXGroup; children = (G1); sourceTree = "<group>"; };
                G1 = {isa = PBXGroup; children = (F1); path = App; sourceTree = "<group>"; };
                S1 = {isa = PBXSourcesBuildPhase; files = (B1); };
                T1 = {isa = PBXNativeTarget; name = App; buildPhases = (S1); productType = "com.apple.product-type.application"; };
                R1 = {isa = PBXProject; mainGroup = G0; targets = (T1); };
              }; rootObject = R1; }
            """,
            "App/AppDelegate.m": "@interface AppDelegate @end\n@implementation AppDelegate @end\n",
            "lib/Services/Services.podspec": "Pod::Spec.new do |s|\n  s.name = 'Services'\n  s.source_files = 'Services/Classes/**/*.{h,m}'\nend\n",
            "lib/Services/Services/Classes/FooService.h": "#import <Foundation/Foundation.h>\n@protocol FooService <NSObject>\n- (void)foo;\n@end\n",
            "lib/Services/Stray/FooService.h": "#import <Foundation/Foundation.h>\n@protocol FooService <NSObject>\n- (void)foo;\n@end\n",
            "lib/FeatureA/FeatureA.podspec": "Pod::Spec.new do |s|\n  s.name = 'FeatureA'\n  s.source_files = 'Classes/**/*'\n  s.dependency 'Services'\nend\n",
            "lib/FeatureA/Classes/FeatureA.m": "#import <Foundation/Foundation.h>\n#import \"FooService.h\"\n@interface FeatureA : NSObject <FooService>\n@end\n@implementation FeatureA\n- (void)foo {}\n@end\n",
        ])
        let result = try discover(tree)
        #expect(owners(result)["lib/Services/Stray/FooService.h"] == nil)
        let analysis = try await tree.analyze()
        #expect(analysis.graph.dependencies.map { "\($0.from)->\($0.to)" } == ["FeatureA->Services"])
        #expect(analysis.violations.isEmpty && !analysis.diagnostics.contains { $0.code.hasPrefix("ambiguous") }, "\(analysis.violations.map(\.message)) \(analysis.diagnostics.map(\.message))")
    }

    /// A header no group lists, in a folder where the project compiles nothing (braintree's
    /// `Docs/Braintree-Umbrella-Header.h`, ShareKit's `Documentation/` templates), is in no
    /// module: given to the first target, its imports were 5 false `implicit-dependency`
    /// warnings. One beside compiled sources (a header search path's `Sources/Card/include`)
    /// is still every target's.
    @Test func aStrayHeaderOutsideTheCompiledFoldersIsNotTheProjects() async throws {
        let tree = try TemporaryTree([
            "Pay.xcodeproj/project.pbxproj": """
            { objects = {
                B1 = {isa = PBXBuildFile; fileRef = F1; };
                B2 = {isa = PBXBuildFile; fileRef = F2; };
                F1 = {isa = PBXFileReference; path = Sources/Card/PYCard.m; sourceTree = SOURCE_ROOT; };
                F2 = {isa = PBXFileReference; path = Sources/Wallet/PYWallet.m; sourceTree = SOURCE_ROOT; };
                S1 = {isa = PBXSourcesBuildPhase; files = (B1); };
                S2 = {isa = PBXSourcesBuildPhase; files = (B2); };
                T1 = {isa = PBXNativeTarget; name = PayCard; buildPhases = (S1); productType = "com.apple.product-type.framework"; };
                T2 = {isa = PBXNativeTarget; name = PayWallet; buildPhases = (S2); productType = "com.apple.product-type.framework"; };
              }; }
            """,
            "Sources/Card/PYCard.m": "@implementation PYCard @end\n",
            "Sources/Card/include/PYCard.h": "@interface PYCard @end\n",
            "Sources/Wallet/PYWallet.m": "@implementation PYWallet @end\n",
            "Docs/Pay-Umbrella-Header.h": "#import <PayCard/PYCard.h>\n#import <PayWallet/PYWallet.h>\n",
        ])
        let result = try discover(tree)
        #expect(owners(result)["Docs/Pay-Umbrella-Header.h"] == nil)
        #expect(owners(result)["Sources/Card/include/PYCard.h"] != nil)
        let analysis = try await tree.analyze()
        #expect(analysis.violations.isEmpty, "\(analysis.violations.map(\.message))")
    }

    /// A catalog of published podspecs (chat-uikit-ios's `Podspec/TIMCommon.podspec`, whose
    /// sources are a zip elsewhere) beside the pods' own folders: the pod with files keeps
    /// the plain name, so `#import <Common/CommonDefine.h>` in its own file is no dependency
    /// on itself.
    @Test func aPublishedPodspecWithoutFilesDoesNotTakeThePodsName() async throws {
        func podspec(_ name: String, source: String, files: String) -> String {
            "Pod::Spec.new do |s|\n  s.name = '\(name)'\n  s.version = '8.6.0'\n  s.source = \(source)\n  s.source_files = '\(files)'\nend\n"
        }
        let tree = try TemporaryTree([
            "Podspec/Common.podspec": podspec("Common", source: "{ :http => 'https://example.com/Common.zip' }", files: "**/Common/*.{h,m}"),
            "Kit/Common/Common.podspec": podspec("Common", source: "{ :path => './' }", files: "**/*.{h,m}"),
            "Kit/Common/CommonDefine.h": "#define COMMON_MARGIN 16\n",
            "Kit/Common/MessageCell.m": "#import <Foundation/Foundation.h>\n#import <Common/CommonDefine.h>\n\n@implementation MessageCell\n- (int)margin { return COMMON_MARGIN; }\n@end\n",
        ])
        let result = try discover(tree)
        #expect(owners(result) == ["Kit/Common/CommonDefine.h": "Common", "Kit/Common/MessageCell.m": "Common"])
        let analysis = try await tree.analyze()
        #expect(analysis.graph.dependencies.isEmpty, "\(analysis.graph.dependencies.map { "\($0.from)->\($0.to)" })")
        #expect(analysis.violations.isEmpty, "\(analysis.violations.map(\.message))")
    }

    /// A binary-only podspec with no files (facebook-ios-sdk's root `FBSDKCoreKit.podspec`
    /// vendoring an xcframework) does not answer the imports of the product an XcodeGen
    /// target with sources builds (`productName: CoreKit`): `<CoreKit/CKSettings.h>` in that
    /// target's own file is no dependency.
    @Test func anImportNameGoesToTheModuleWithFilesFirst() async throws {
        let tree = try TemporaryTree([
            "CoreKit.podspec": "Pod::Spec.new do |s|\n  s.name = 'CoreKit'\n  s.version = '1.0'\n  s.source = { http: 'https://example.com/x.zip' }\n  s.vendored_frameworks = 'XCFrameworks/CoreKit.xcframework'\nend\n",
            "CoreKit/project.yml": "name: CoreKit\ntargets:\n  CoreKit-Dynamic:\n    type: framework\n    platform: iOS\n    productName: CoreKit\n    sources:\n      - path: CoreKit\n",
            "CoreKit/CoreKit/CKSettings.h": "#import <Foundation/Foundation.h>\n@interface CKSettings : NSObject\n@end\n",
            "CoreKit/CoreKit/CKAppEvents.m": "#import <CoreKit/CKSettings.h>\n@implementation CKAppEvents\n- (id)settings { return [CKSettings new]; }\n@end\n",
        ])
        let analysis = try await tree.analyze()
        #expect(analysis.graph.dependencies.isEmpty, "\(analysis.graph.dependencies.map { "\($0.from)->\($0.to)" })")
        #expect(analysis.violations.isEmpty, "\(analysis.violations.map(\.message))")
    }

    /// A built framework checked in anywhere (a vendored SDK in an app's `Libs/`, a SwiftPM
    /// `binaryTarget`'s `.xcframework`) is third-party: its headers are not the app's, and a
    /// use of its classes is a use of that framework.
    @Test func binaryFrameworksCheckedInAreExternal() async throws {
        let tree = try TemporaryTree([
            "Mall.xcodeproj/project.pbxproj": """
            { objects = {
                B1 = {isa = PBXBuildFile; fileRef = F1; };
                F1 = {isa = PBXFileReference; path = Mall/AppDelegate.m; sourceTree = SOURCE_ROOT; };
                P1 = {isa = PBXSourcesBuildPhase; files = (B1); };
                T1 = {isa = PBXNativeTarget; name = Mall; buildPhases = (P1); productType = "com.apple.product-type.application"; };
              }; }
            """,
            "Mall/AppDelegate.m": "#import <FaceVerify/FVService.h>\n@implementation AppDelegate\n- (void)start { [FVService sharedInstance]; }\n@end\n",
            "Mall/Libs/FaceVerify.framework/Headers/FVService.h": "@interface FVService\n+ (instancetype)sharedInstance;\n@end\n",
            "Mall/Libs/FaceVerify.framework/Versions/A/Headers/FVService.h": "@interface FVService\n+ (instancetype)sharedInstance;\n@end\n",
            "Scanner/Package.swift": #"let package = Package(name: "Scanner", targets: [.target(name: "Scanner", dependencies: ["opencv2"]), .binaryTarget(name: "opencv2", path: "Frameworks/opencv2.xcframework")])"#,
            "Scanner/Sources/Scanner/Scan.swift": "import opencv2\n",
            "Scanner/Frameworks/opencv2.xcframework/ios-arm64/opencv2.framework/Headers/core.h": "int cv_version(void);\n",
            // A second copy of the same library elsewhere: nothing to fix.
            "Vendor/opencv2.framework/Headers/core.h": "int cv_version(void);\n",
        ])
        let result = try await tree.analyze()
        #expect(result.module("Mall")?.files == ["Mall/AppDelegate.m"])
        #expect(result.module("FaceVerify")?.kind == .external)
        // The package's binary target owns its own headers.
        #expect(result.module("opencv2")?.kind == .external)
        #expect(result.module("opencv2")?.files == ["Scanner/Frameworks/opencv2.xcframework/ios-arm64/opencv2.framework/Headers/core.h"])
        #expect(!result.modules.contains { $0.name.hasSuffix(".framework") })
        #expect(!result.diagnostics.contains { $0.code == "duplicate-module-name" }, "\(result.diagnostics.map(\.message))")
        // The app links FaceVerify through build settings hive-lint does not read: not reported.
        #expect(result.violations.isEmpty, "\(result.violations.map(\.message))")
    }

    /// A binary target named otherwise than the framework its `.xcframework` holds (prebid's
    /// `PrebidMobileOMSDK` for `OMSDK_Prebidorg.xcframework`) is imported by the framework's
    /// module name: the dependency declared on it is used (a false `redundant-dependency`).
    @Test func aBinaryTargetIsImportedByItsFrameworksModuleName() async throws {
        let tree = try TemporaryTree([
            "Package.swift": """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Ads", targets: [
                .target(name: "Ads", dependencies: ["AcmeOMSDK"]),
                .binaryTarget(name: "AcmeOMSDK", path: "Frameworks/OMKit_Acme.xcframework"),
            ])
            """,
            "Sources/Ads/include/ADSTracker.h": "@interface ADSTracker : NSObject\n@end\n",
            "Sources/Ads/ADSTracker.m": "#import <OMKit_Acme/OMKSession.h>\n#import \"ADSTracker.h\"\n@implementation ADSTracker\n- (void)start { [OMKSession new]; }\n@end\n",
            "Frameworks/OMKit_Acme.xcframework/ios-arm64/OMKit_Acme.framework/Headers/OMKSession.h": "@interface OMKSession : NSObject\n@end\n",
            "Frameworks/OMKit_Acme.xcframework/ios-arm64/OMKit_Acme.framework/Modules/module.modulemap":
                "framework module OMKit_Acme {\n  umbrella header \"OMKSession.h\"\n  export *\n}\n",
        ])
        let result = try await tree.analyze()
        #expect(result.graph.dependency(from: "Ads", to: "AcmeOMSDK") != nil)
        #expect(result.violations.isEmpty, "\(result.violations.map(\.message))")
    }

    @Test func symlinksAreReadOnceAndBrokenOnesReported() throws {
        let outside = try TemporaryTree(["Elsewhere.h": ""])
        let tree = try TemporaryTree(
            ["Pods/AFNetworking/AFURLSession.h": ""],
            symlinks: [
                "Pods/Headers/Public/AFNetworking/AFURLSession.h": "../../../AFNetworking/AFURLSession.h",
                "Broken.h": "Nowhere.h",
                "Escape.h": outside.root + "/Elsewhere.h",
            ])
        let scanned = try TreeWalker().walk(root: tree.root)
        #expect(scanned.sourceFiles.map(\.path) == ["Pods/AFNetworking/AFURLSession.h"])
        #expect(scanned.diagnostics.map(\.code).sorted() == ["dangling-symlink", "symlink-outside-root"])
    }

    @Test func documentationCatalogsAndBundlesAreNotSource() throws {
        let tree = try TemporaryTree([
            "Sources/Goods/Goods.swift": "",
            "Sources/Goods/Goods.docc/Resources/Tutorial.step1.swift": "import Shop",
            "Sources/Goods/Resources/Goods.bundle/Stub.h": "",
            "Sources/Goods/Sample.playground/Contents.swift": "import Shop",
            ".build/checkouts/Dep/Dep.swift": "",
            "DerivedData/Build/Gen.swift": "",
            // A project generator's templates: placeholders, never compiled as they stand.
            "create-playground/Template/{{Project}}/Category/CTMediator+__Project__.m": "[self performTarget:@\"{{Project}}\" action:@\"view\" params:nil shouldCacheTarget:NO];",
            "Templates/___PROJECTNAME___/AppDelegate.swift": "import Shop",
            "Templates/{{cookiecutter.module}}/Module.podspec": "Pod::Spec.new do |s|\nend\n",
            // An Android library's native code (Tencent's matrix, beside its iOS pods).
            "android/core/src/main/cpp/include/frames.h": "",
            "src/main/jni/bridge.h": "",
            "Sources/Goods/cpp/GDSTable.h": "",
        ])
        let scanned = try TreeWalker().walk(root: tree.root)
        #expect(scanned.sourceFiles.map(\.path) == ["Sources/Goods/Goods.swift", "Sources/Goods/cpp/GDSTable.h"])
        #expect(scanned.manifests.isEmpty)
    }

    @Test func aProjectSwiftThatIsNotATuistManifestIsSource() throws {
        let tree = try TemporaryTree([
            "Sources/Planner/Project.swift": "struct Project { var name: String }",
            "Projects/App/Project.swift": "import ProjectDescription\nlet project = Project(name: \"App\")",
            "Plugins/Shop/ProjectDescriptionHelpers/Module.swift": "import ProjectDescription",
        ])
        let scanned = try TreeWalker().walk(root: tree.root)
        #expect(scanned.sourceFiles.map(\.path) == ["Sources/Planner/Project.swift"])
        #expect(scanned.manifests == ["Plugins/Shop/ProjectDescriptionHelpers/Module.swift", "Projects/App/Project.swift"])
    }

    @Test func missingRootIsAnError() {
        #expect(throws: HiveLintError.self) { try TreeWalker().walk(root: "/definitely/not/here") }
    }

    /// A library built both as a pod and as a package keeps each build's imports under its
    /// own condition: CocoaPods builds a pod with `COCOAPODS` and never `SWIFT_PACKAGE`, SwiftPM
    /// the other way round. The package's Objective-C target never compiles the pod build's
    /// `#if COCOAPODS` umbrella import (XZKit: a false cycle through its own Swift target).
    @Test func aCocoaPodsGuardedImportIsNoneOfAPackageTargetsDependencies() async throws {
        let tree = try TemporaryTree([
            "Toolkit.podspec": "Pod::Spec.new do |s|\n  s.name = 'Toolkit'\n  s.source_files = 'Sources/Swift/**/*.swift'\nend\n",
            "Package.swift": """
            // swift-tools-version: 5.9
            import PackageDescription

            let package = Package(
                name: "Toolkit",
                products: [.library(name: "Toolkit", targets: ["Toolkit"])],
                targets: [
                    .target(name: "Toolkit", dependencies: ["_ToolkitObjC"], path: "Sources/Swift"),
                    .target(name: "_ToolkitObjC", path: "Sources/ObjC", publicHeadersPath: "include"),
                ]
            )
            """,
            "Sources/ObjC/include/TKLog.h": "#import <Foundation/Foundation.h>\n\n#if COCOAPODS\n#import <Toolkit/Toolkit-Swift.h>\n#endif\n\nFOUNDATION_EXPORT void TKLog(NSString *message);\n",
            "Sources/ObjC/TKLog.m": "#import \"TKLog.h\"\n\nvoid TKLog(NSString *message) { NSLog(@\"%@\", message); }\n",
            "Sources/Swift/Toolkit.swift": "import Foundation\n#if SWIFT_PACKAGE\nimport _ToolkitObjC\n#endif\n\npublic enum Toolkit {\n    public static func log(_ text: String) { TKLog(text) }\n}\n",
        ])
        let discovered = try discover(tree)
        #expect(discovered.modules.first { $0.name == "_ToolkitObjC" }?.declaration.conditions.undefined == ["COCOAPODS"])
        let result = try await tree.analyze()
        #expect(result.graph.dependency(from: "_ToolkitObjC", to: "Toolkit") == nil)
        #expect(result.graph.dependency(from: "Toolkit", to: "_ToolkitObjC") != nil)
        #expect(!result.violations.contains { $0.rule == "module-cycle" }, "\(result.violations.map(\.message))")
    }

    /// A pod's build defines `COCOAPODS` and not `SWIFT_PACKAGE`.
    @Test func aPodIsBuiltWithCocoaPodsConditions() throws {
        let result = try discover([
            "Goods/Goods.podspec": "Pod::Spec.new do |s|\n  s.name = 'Goods'\n  s.source_files = 'Classes/**/*'\n  s.test_spec 'Tests' do |t|\n    t.source_files = 'Tests/**/*'\n  end\nend\n",
            "Goods/Classes/GDSItem.m": "", "Goods/Tests/GDSItemTests.m": "",
        ])
        #expect(result.modules.first { $0.name == "Goods" }?.declaration.conditions == .cocoaPods)
        #expect(result.modules.first { $0.name == "Goods-Unit-Tests" }?.declaration.conditions == .cocoaPods)
        #expect(CompilationConditions.cocoaPods.evaluate("COCOAPODS && !SWIFT_PACKAGE", swift: true) == true)
    }

    /// What a podspec's `pod_target_xcconfig` defines is defined in the pod's build too:
    /// WalletConnect's `-DCocoaPods` makes its `#if !CocoaPods` re-exports of the package's
    /// modules dead in the pod (8 false `implicit-dependency` warnings through them).
    @Test func aPodsXcconfigDefinesItsConditions() async throws {
        let tree = try TemporaryTree([
            "ParcelKit.podspec": """
            Pod::Spec.new do |s|
              s.name = 'ParcelKit'
              s.pod_target_xcconfig = {
                'OTHER_SWIFT_FLAGS' => '$(inherited) -DCocoaPods',
                'GCC_PREPROCESSOR_DEFINITIONS' => 'PARCEL_POD=1',
                'SWIFT_INCLUDE_PATHS' => '$(PODS_ROOT)/ParcelKit'
              }
              s.subspec 'Transport' do |ss|
                ss.source_files = 'Sources/Transport/**/*.swift'
                ss.xcconfig = { 'SWIFT_ACTIVE_COMPILATION_CONDITIONS' => 'PARCEL_TRANSPORT' }
              end
              s.subspec 'Messaging' do |ss|
                ss.source_files = 'Sources/Messaging/**/*.swift'
                ss.dependency 'ParcelKit/Transport'
              end
            end
            """,
            "Package.swift": """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(
                name: "ParcelKit",
                targets: [.target(name: "Transport")]
            )
            """,
            "Sources/Transport/Courier.swift": "public final class Courier { public init() {} }\n",
            "Sources/Messaging/Imports.swift": "#if !CocoaPods\n@_exported import Transport\n#endif\n",
            "Sources/Messaging/Mailbox.swift": "public final class Mailbox {\n    let courier = Courier()\n}\n",
        ])
        let discovered = try discover(tree)
        let conditions = try #require(discovered.modules.first { $0.name == "ParcelKit" }).declaration.conditions
        #expect(conditions.swift == ["COCOAPODS", "CocoaPods", "PARCEL_TRANSPORT"])
        #expect(conditions.preprocessor == ["COCOAPODS=1", "PARCEL_POD=1"])
        let result = try await tree.analyze()
        #expect(!result.violations.contains { $0.rule == "implicit-dependency" }, "\(result.violations.map(\.message))")
    }

    /// A published podspec whose source is an archive (a binary SDK's zip) describes files of
    /// that archive: when its patterns match nothing beside it, it is no module, and its
    /// patterns are never read from the root, where they would take a demo's installed copy of
    /// the SDK (TIMSDK). One whose source is a repository still globs from the root when
    /// nothing beside it matches (readium's).
    @Test func aPodspecOfAnArchiveOwnsNothingOfTheTree() async throws {
        let tree = try TemporaryTree([
            "Specs/ChatSDK_Lite.podspec": """
            Pod::Spec.new do |s|
              s.name = 'ChatSDK_Lite'
              s.source = {
                :http => 'https://downloads.example.com/chat/2.1.0/ChatSDK_Lite.framework.zip'
              }
              s.source_files = '**/ChatSDK.framework/Headers/*.h'
            end
            """,
            "Specs/ChatVoice.podspec.json": #"{"name": "ChatVoice", "source": {"http": "https://downloads.example.com/voice.zip"}, "source_files": "**/Voice/*.h"}"#,
            "Specs/ChatStickers.podspec": "Pod::Spec.new do |s|\n  s.name = 'ChatStickers'\n  s.source = { :git => 'https://example.com/chat.git', :tag => '2.1.0' }\n  s.source_files = 'Stickers/*.{h,m}'\nend\n",
            "Stickers/CHSticker.m": "",
            "Demo/Podfile": "target 'DemoApp' do\n  pod 'ChatSDK'\n  pod 'ChatUI', :path => '../Kit/ChatUI'\nend\n",
            "Demo/Pods/ChatSDK/ChatSDK.framework/Headers/ChatSDK.h": "#import <ChatSDK/ChatMessage.h>\n",
            "Demo/Pods/ChatSDK/ChatSDK.framework/Headers/ChatMessage.h": "#import <Foundation/Foundation.h>\n@interface ChatMessage : NSObject\n@property (nonatomic, copy) NSString *text;\n@end\n",
            "Demo/Pods/Voice/Voice.h": "",
            "Kit/ChatUI/ChatUI.podspec": "Pod::Spec.new do |s|\n  s.name = 'ChatUI'\n  s.source_files = 'Classes/*.{h,m}'\n  s.dependency 'ChatSDK'\nend\n",
            "Kit/ChatUI/Classes/MessageCell.m": "#import <UIKit/UIKit.h>\n#import <ChatSDK/ChatSDK.h>\n@interface MessageCell : UITableViewCell\n@end\n@implementation MessageCell\n- (void)fill:(ChatMessage *)message { self.textLabel.text = message.text; }\n@end\n",
        ])
        let discovered = try discover(tree)
        #expect(discovered.modules.map(\.name).sorted() == ["ChatSDK", "ChatStickers", "ChatUI", "Voice"])
        #expect(owners(discovered)["Stickers/CHSticker.m"] == "ChatStickers")
        let result = try await tree.analyze()
        #expect(result.violations.isEmpty, "\(result.violations.map(\.message))")
        #expect(result.graph.dependency(from: "ChatUI", to: "ChatSDK") != nil)
    }

    /// A built framework is imported by the modules its modulemaps declare: a static library's
    /// XCFramework `libzipper.xcframework` whose slices' `Headers/module.modulemap` says
    /// `module CZipper` is `import CZipper` (LightComicsV2: a false `redundant-dependency`).
    @Test func aBinaryFrameworkIsImportedByItsModulemapsModule() async throws {
        let tree = try TemporaryTree([
            "rules.json": #"{"version": 1, "discovery": {"folders": ["Modules/*"]}}"#,
            "Frameworks/libzipper.xcframework/ios-arm64/Headers/module.modulemap": "module CZipper [system] {\n  header \"zipper.h\"\n  explicit module Streams {\n    header \"zipper_stream.h\"\n  }\n  export *\n}\n",
            "Frameworks/libzipper.xcframework/ios-arm64/Headers/zipper.h": "int zipper_open(const char *path);\n",
            "Frameworks/Charts.framework/Modules/module.modulemap": "framework module Charts {\n  umbrella header \"Charts.h\"\n  export *\n}\nextern module ChartsPrivate \"private.modulemap\"\n",
            "Frameworks/Charts.framework/Headers/Charts.h": "",
            "Modules/Unpacker/Unpacker.swift": "import CZipper\nimport Charts\n\npublic func unpack(_ path: String) -> Int32 { zipper_open(path) }\n",
        ])
        let discovered = try discover(tree)
        #expect(discovered.modules.first { $0.name == "libzipper" }?.declaration.importNames == ["CZipper", "libzipper"])
        #expect(discovered.modules.first { $0.name == "Charts" }?.declaration.importNames == ["Charts"])
        let result = try await tree.analyze()
        #expect(result.graph.dependency(from: "Unpacker", to: "libzipper") != nil)
        #expect(result.modules.first { $0.name == "Unpacker" }?.externalImports == [])
    }

    /// A package none of whose targets has its folder cannot be built: a stale copy of the
    /// manifest one folder above the real one (FeedbackFriends' `Xcode_project/Package.swift`)
    /// declares no module, so the real targets keep their names (no `duplicate-module-name`
    /// warnings, no module without files). A target without its folder beside others is kept
    /// (its sources may be generated); a folder in another case is the target's.
    @Test func aPackageNoneOfWhoseTargetsHasItsFolderIsSkipped() throws {
        let manifest = """
            // swift-tools-version:5.8
            import PackageDescription

            let package = Package(
                name: "Modules",
                products: [.library(name: "CartFeature", targets: ["CartFeature"])],
                targets: [
                    .target(name: "CartFeature", dependencies: ["Logger"]),
                    .target(name: "Logger"),
                    .testTarget(name: "CartFeatureTests", dependencies: ["CartFeature"]),
                ]
            )
            """
        let result = try discover([
            "ios/Package.swift": manifest,
            "ios/Modules/Package.swift": manifest,
            "ios/Modules/Sources/CartFeature/CartView.swift": "import Logger\n",
            "ios/Modules/Sources/Logger/Log.swift": "public func log(_ text: String) {}\n",
            "Client/Package.swift": "// swift-tools-version:5.8\nimport PackageDescription\n\nlet package = Package(name: \"Client\", targets: [.target(name: \"ApiClient\")])\n",
            "Client/Sources/APIClient/Client.swift": "public struct Client {}\n",
        ])
        #expect(result.modules.map { "\($0.name) \($0.declaration.origin.file)" } == [
            "ApiClient Client/Package.swift", "CartFeature ios/Modules/Package.swift", "CartFeatureTests ios/Modules/Package.swift",
            "Logger ios/Modules/Package.swift",
        ])
        #expect(owners(result)["Client/Sources/APIClient/Client.swift"] == "ApiClient")
        #expect(!result.diagnostics.contains { $0.code == "duplicate-module-name" })
        #expect(result.diagnostics.filter { $0.code == "missing-source-path" }.map(\.message) == [
            "none of the targets of ios/Package.swift has its folder (ios/Sources/CartFeature, ios/Sources/Logger, ios/Tests/CartFeatureTests): a stale manifest SwiftPM cannot build; its targets are skipped",
        ])
    }
}
