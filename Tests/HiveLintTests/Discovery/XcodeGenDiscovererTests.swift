import HiveLintConfig
import HiveLintCore
import HiveLintDiscovery
import HiveLintScan
import Testing

/// XcodeGen specs (`project.yml`): sources, types, dependencies, includes, templates, module
/// names, broken specs, and the merge with a committed generated `.xcodeproj`.
@Suite struct XcodeGenDiscovererTests {
    func module(_ result: ModuleDiscovery.Result, _ name: String) throws -> AssignedModule {
        try #require(result.modules.first { $0.name == name }, "no module \(name) in \(result.modules.map(\.name))")
    }

    @Test func sourcesAsAStringAListAndObjectsWithExcludesAndIncludes() throws {
        let tree = try TemporaryTree([
            "project.yml": """
            name: Shop
            targets:
              ShopApp:
                type: application
                platform: iOS
                sources: App
              CoreKit:
                type: framework
                platform: iOS
                sources: [Core, Shared/Log.swift]
              CartFeature:
                type: framework
                platform: iOS
                sources:
                  - path: Features/Cart
                    excludes:
                      - Legacy
                      - "**/*.generated.swift"
                  - path: Features/Cart/Assets
                    buildPhase: resources
                  - path: Tools
                    buildPhase: none
                  - path: Docs
                    type: folder
                  - path: Optional/Missing
                    optional: true
                  - path: Features/Gone
              HeadersKit:
                type: framework
                platform: iOS
                sources:
                  - path: Kit
                    includes: ["Public/*.h", "**/*.swift"]
                    excludes: ["**/Internal*"]
            """,
            "App/AppDelegate.swift": "",
            "Core/Cache.swift": "",
            "Shared/Log.swift": "",
            "Shared/Other.swift": "",
            "Features/Cart/CartView.swift": "",
            "Features/Cart/Models/CartItem.swift": "",
            "Features/Cart/Models/CartAPI.generated.swift": "",
            "Features/Cart/Legacy/OldCart.m": "",
            "Features/Cart/Legacy/OldCart.h": "",
            "Features/Cart/Assets/Snippet.swift": "",
            "Tools/gen.swift": "",
            "Docs/Example.swift": "",
            "Kit/Public/Kit.h": "",
            "Kit/Private/Secret.h": "",
            "Kit/Sources/Kit.swift": "",
            "Kit/Sources/InternalThing.swift": "",
        ])
        let result = try discover(tree)
        #expect(result.modules.map(\.name) == ["CartFeature", "CoreKit", "HeadersKit", "ShopApp"])
        let owner = owners(result)
        #expect(owner["App/AppDelegate.swift"] == "ShopApp")
        #expect(owner["Core/Cache.swift"] == "CoreKit")
        #expect(owner["Shared/Log.swift"] == "CoreKit", "a file path in sources is claimed")
        #expect(owner["Features/Cart/CartView.swift"] == "CartFeature")
        #expect(owner["Features/Cart/Models/CartItem.swift"] == "CartFeature")
        #expect(owner["Kit/Public/Kit.h"] == "HeadersKit")
        #expect(owner["Kit/Sources/Kit.swift"] == "HeadersKit")
        // Excluded, outside `includes`, or in entries that are not compiled.
        #expect(result.unownedFiles.map(\.path) == [
            "Docs/Example.swift",
            "Features/Cart/Legacy/OldCart.h",
            "Features/Cart/Legacy/OldCart.m",
            "Features/Cart/Models/CartAPI.generated.swift",
            "Kit/Private/Secret.h",
            "Kit/Sources/InternalThing.swift",
            "Shared/Other.swift",
            "Tools/gen.swift",
        ])
        // `Features/Cart/Assets` is a resources entry, but it lies inside Features/Cart.
        #expect(owner["Features/Cart/Assets/Snippet.swift"] == "CartFeature")
        let cart = try module(result, "CartFeature")
        #expect(cart.declaration.claims.contains(.glob(
            "Features/Cart/**",
            excluding: ["Features/Cart/Legacy", "Features/Cart/Legacy/**", "Features/Cart/**/*.generated.swift", "Features/Cart/**/*.generated.swift/**"])))
        #expect(cart.declaration.path == "Features/Cart")
        #expect(try module(result, "CoreKit").declaration.path == "", "common folder of Core and Shared")
        // A missing path is said once, with its place in the spec; an optional one is not.
        let missing = result.diagnostics.filter { $0.code == "missing-source-path" }
        #expect(missing.count == 1)
        #expect(missing.first?.message.contains("Features/Gone") == true)
        #expect(missing.first?.severity == .info)
        #expect(missing.first?.location?.file == "project.yml")
        #expect(missing.first?.location?.line == 27)
    }

    /// A repository of several projects names each spec after its project
    /// (`project-authenticator.yml`); a YAML file merely starting with `project` is not one.
    @Test func aSpecNamedAfterItsProjectIsRead() throws {
        let result = try discover(TemporaryTree([
            "project-authenticator.yml": "name: Authenticator\ntargets:\n  Authenticator:\n    type: application\n    platform: iOS\n    sources: [App]\n",
            "App/AppDelegate.swift": "",
            "projects.yml": "targets:\n  Stray:\n    type: framework\n    sources: [Stray]\n",
            "Stray/Stray.swift": "",
        ]))
        let app = try module(result, "Authenticator")
        #expect(app.declaration.origin == ModuleOrigin(style: .xcodegen, file: "project-authenticator.yml"))
        #expect(app.files.map(\.path) == ["App/AppDelegate.swift"])
        #expect(!result.modules.contains { $0.name == "Stray" })
    }

    /// Specs named `<app>-project.yml`, each read with `xcodegen --spec` (tutanota's
    /// `mail-project.yml`, `name: tutanota`): specs by their content, whatever project they
    /// name, and the workspace's projects generated from them are not missing (its shared
    /// framework was in no module, with 3 false `missing-workspace-project`). A YAML file of that
    /// shape of name without `targets:` is none.
    @Test func aSpecNamedForItsAppIsReadAndGeneratesTheWorkspacesProject() throws {
        let result = try discover(TemporaryTree([
            "ios/mail-project.yml": "name: tutanota\ntargets:\n  Mail:\n    type: application\n    platform: iOS\n    sources: [Mail]\n    dependencies:\n      - target: Shared\n  Shared:\n    type: framework\n    platform: iOS\n    sources: [Shared]\n",
            "ios/calendar-project.yml": "name: Calendar\ntargets:\n  Calendar:\n    type: application\n    platform: iOS\n    sources: [Calendar]\n",
            "ios/lint-project.yml": "name: lint\nrules:\n  - trailing_whitespace\n",
            "ios/tuta.xcworkspace/contents.xcworkspacedata": """
            <?xml version="1.0" encoding="UTF-8"?>
            <Workspace version = "1.0">
               <FileRef location = "container:tutanota.xcodeproj"></FileRef>
               <FileRef location = "container:Calendar.xcodeproj"></FileRef>
               <FileRef location = "container:Drive.xcodeproj"></FileRef>
            </Workspace>
            """,
            "ios/Mail/AppDelegate.swift": "", "ios/Shared/MessageStore.swift": "", "ios/Calendar/AppDelegate.swift": "",
        ]))
        #expect(try module(result, "Shared").files.map(\.path) == ["ios/Shared/MessageStore.swift"])
        #expect(try module(result, "Calendar").declaration.origin == ModuleOrigin(style: .xcodegen, file: "ios/calendar-project.yml"))
        #expect(result.diagnostics.filter { $0.code == "missing-workspace-project" }.map(\.message) == [
            "the workspace names ios/Drive.xcodeproj, which is not in the tree",
        ])
        #expect(result.modules.map(\.name).sorted() == ["Calendar", "Mail", "Shared"])
    }

    /// A spec named after its project and read with `xcodegen --spec Checkout.yml` is one by
    /// its content: `name: Checkout` and `targets:` at its top level (sentry-cocoa's samples:
    /// 197 files were in no module). A CI workflow (`name:`, `jobs:`) is not, nor a target's
    /// fragment no spec includes any more (element-ios's disabled `RiotShareExtension/target.yml`
    /// would have been an app); the walk still lists them as inputs, so a run memo sees one
    /// become a spec.
    @Test func aSpecWithAnyNameIsReadByItsContent() throws {
        let tree = try TemporaryTree([
            "Samples/Checkout/Checkout.yml": """
            # yaml-language-server: $schema=../../schema/xcodegen.schema.json
            name: Checkout
            include:
              - ../Shared/settings.yml
            targets:
              CheckoutSample:
                type: application
                platform: iOS
                sources: [Sources]
            """,
            "Samples/Checkout/Sources/CheckoutApp.swift": "",
            "Samples/Shared/settings.yml": "settings:\n  base:\n    SWIFT_VERSION: 6.0\n",
            "ci/lint.yml": "name: Lint\non: [push]\njobs:\n  lint:\n    runs-on: macos-15\n",
            "ShareExtension/target.yml": "name: ShareExtension\ntargets:\n  ShareExtension:\n    type: app-extension\n    platform: iOS\n    sources: [.]\n",
            "ShareExtension/ShareViewController.swift": "",
        ])
        let result = try discover(tree)
        let sample = try module(result, "CheckoutSample")
        #expect(sample.declaration.origin == ModuleOrigin(style: .xcodegen, file: "Samples/Checkout/Checkout.yml"))
        #expect(sample.files.map(\.path) == ["Samples/Checkout/Sources/CheckoutApp.swift"])
        #expect(sample.declaration.impliedKind == .app)
        let walked = try TreeWalker().walk(root: tree.root)
        #expect(walked.manifests == ["Samples/Checkout/Checkout.yml"])
        #expect(walked.checkedPaths.contains("ci/lint.yml") && walked.checkedPaths.contains("Samples/Shared/settings.yml"))
        #expect(!result.modules.contains { $0.declaration.origin.style == .xcodegen && $0.name == "ShareExtension" })
        func spec(_ text: String, _ project: String = "Shop") -> Bool { TreeWalker.looksLikeXcodeGenSpec(Array(text.utf8), projectName: project) }
        #expect(spec("name: Shop\ntargets:\n  Shop: {}\n"))
        #expect(spec("name: \"Shop\" # the app\r\ntargets:\r\n  Shop: {}\r\n"))
        #expect(!spec("targets:\n  A: {}\n"))
        #expect(!spec("name: ${PROJECT_NAME}\ntargets:\n  ${PROJECT_NAME}: {}\n", "${PROJECT_NAME}"))
        #expect(!spec("name: ShareExtension\ntargets:\n  ShareExtension: {}\n", "target"))
        #expect(!spec("name: Shop\nschemes:\n  Shop:\n    build:\n      targets:\n        Shop: all\n"))
    }

    /// A target's module name may come from its `configFiles` (an `.xcconfig` per
    /// configuration, read relative to the spec that names it, with its `#include`s):
    /// element-ios's `Riot/target.yml` builds `Element`, which its tests `@testable import`.
    @Test func aModuleNameFromTheTargetsConfigFiles() throws {
        let result = try discover(TemporaryTree([
            "project.yml": "name: Chat\ninclude:\n  - path: Chat/target.yml\n",
            "Chat/target.yml": """
                targets:
                  Chat:
                    type: application
                    platform: iOS
                    sources: [Sources]
                    configFiles:
                      Debug: Debug.xcconfig
                      Release: Release.xcconfig
                """,
            "Chat/Debug.xcconfig": "#include \"Common.xcconfig\"\n#include \"Pods/Target Support Files/Pods-Chat/Pods-Chat.debug.xcconfig\"\n",
            "Chat/Release.xcconfig": "#include \"Common.xcconfig\"\n",
            "Chat/Common.xcconfig": "PRODUCT_NAME = Element // the store name\n",
            "Chat/Sources/AppDelegate.swift": "",
        ]))
        let chat = try module(result, "Chat")
        #expect(chat.declaration.importNames.contains("Element"))
        #expect(chat.files.map(\.path) == ["Chat/Sources/AppDelegate.swift"])
        #expect(!result.diagnostics.contains { $0.code == "unreadable-manifest" })
    }

    @Test func targetTypesImplyKinds() throws {
        let types = [
            "application": ModuleKind?.some(.app), "app-extension": .app, "watchkit2-extension": .app,
            "application.watchapp2": .app, "framework": nil, "library.static": nil, "library.dynamic": nil,
            "bundle.unit-test": .test, "bundle.ui-testing": .test, "bundle": nil,
        ]
        var spec = "targets:\n"
        var files: [String: String] = [:]
        for (index, type) in types.keys.sorted().enumerated() {
            spec += "  T\(index):\n    type: \(type)\n    platform: iOS\n    sources: [S\(index)]\n"
            files["S\(index)/F.swift"] = ""
        }
        files["project.yml"] = spec
        let result = try discover(TemporaryTree(files))
        for (index, type) in types.keys.sorted().enumerated() {
            let declaration = try module(result, "T\(index)").declaration
            #expect(declaration.impliedKind == types[type] ?? nil, "\(type)")
            if let kind = declaration.impliedKind {
                #expect(declaration.impliedKindReason == "XcodeGen \(type) target in project.yml", "\(kind)")
            } else {
                #expect(declaration.impliedKindReason == nil)
            }
            #expect(declaration.origin == ModuleOrigin(style: .xcodegen, file: "project.yml"))
        }
    }

    @Test func everyDependencyForm() throws {
        let tree = try TemporaryTree([
            "project.yml": """
            targets:
              App:
                type: application
                platform: iOS
                sources: [App]
                dependencies:
                  - target: HomeFeature
                  - target: Shared/DesignSystem
                  - framework: Vendor/Frameworks/Analytics.framework
                    embed: false
                  - framework: Vendor/Lottie.xcframework
                  - framework: Vendor/libCrypto.a
                  - carthage: Alamofire
                    linkType: static
                  - package: Firebase
                    product: FirebaseAnalytics
                  - package: Swinject
                  - package: Apollo
                    products: [ApolloAPI, ApolloSQLite]
                  - sdk: StoreKit.framework
                  - bundle: Resources.bundle
                  - target: App
              HomeFeature:
                type: framework
                platform: iOS
                sources: [Home]
            """,
            "App/App.swift": "",
            "Home/Home.swift": "",
        ])
        let result = try discover(tree)
        let app = try module(result, "App").declaration
        #expect(app.declaredDependencies == [
            "Alamofire", "Analytics", "ApolloAPI", "ApolloSQLite", "Crypto", "DesignSystem", "FirebaseAnalytics",
            "HomeFeature", "Lottie", "Swinject",
        ])
        #expect(app.dependencyLocations["HomeFeature"] == SourceLocation(file: "project.yml", line: 7, column: 17))
        #expect(app.dependencyLocations["FirebaseAnalytics"]?.line == 16)
        #expect(try module(result, "HomeFeature").declaration.declaredDependencies.isEmpty)
    }

    /// An include and a source path written in another case than the tree's (canvas-ios's
    /// `Teacher/Teacher.yml` for `teacher.yml`): XcodeGen runs on macOS, whose file system
    /// ignores case, so they name those files. A path no case matches is still missing.
    @Test func includesAndSourcePathsIgnoreCaseAsMacOSDoes() throws {
        let tree = try TemporaryTree([
            "Reader/project.yml": "name: Reader\ninclude:\n  - Reader/Reader.yml\ntargets:\n  ReaderKit:\n    type: framework\n    platform: iOS\n    sources: [readerkit, Missing]\n",
            "Reader/Reader/reader.yml": "targets:\n  Reader:\n    type: application\n    platform: iOS\n    sources: [.]\n    dependencies: [{target: ReaderKit}]\n",
            "Reader/Reader/AppDelegate.swift": "",
            "Reader/ReaderKit/Shelf.swift": "",
        ])
        let result = try discover(tree)
        #expect(try module(result, "Reader").files.map(\.path) == ["Reader/Reader/AppDelegate.swift"])
        #expect(try module(result, "ReaderKit").files.map(\.path) == ["Reader/ReaderKit/Shelf.swift"])
        #expect(result.diagnostics.map(\.message) == ["target ReaderKit in Reader/project.yml: source path Reader/Missing does not exist"])
    }

    /// A spec below the root whose include and source paths all name files from the root and
    /// none from its folder (OneBusAway's `Apps/<App>/project.yml`, which a script copies to the
    /// root before running `xcodegen`) is read as if it were there: 15 `unreadable-manifest`
    /// warnings and the apps' files in no module before. A spec whose paths name its own folder
    /// is read from it as ever.
    @Test func aSpecWrittenForTheRootIsReadFromTheRoot() throws {
        let tree = try TemporaryTree([
            "Apps/Metro/project.yml": """
            name: Metro
            targets:
              App:
                type: application
                platform: iOS
                sources:
                  - path: Apps/Metro
                  - path: Apps/Shared/Common
                dependencies: [{target: TransitKit}]
            include:
              - path: TransitKit/project.yml
            """,
            // Included: its paths are its own folder's, as XcodeGen reads them.
            "TransitKit/project.yml": "name: TransitKit\ntargets:\n  TransitKit:\n    type: framework\n    platform: iOS\n    sources: [Sources]\n",
            "Apps/Metro/MetroAppDelegate.swift": "",
            "Apps/Shared/Common/Launcher.swift": "",
            "TransitKit/Sources/StopFinder.swift": "",
            "Tools/Lint/project.yml": "name: Lint\ntargets:\n  LintKit:\n    type: framework\n    platform: macOS\n    sources: [Sources]\n",
            "Tools/Lint/Sources/Rule.swift": "",
        ])
        let result = try discover(tree)
        #expect(try module(result, "App").files.map(\.path) == ["Apps/Metro/MetroAppDelegate.swift", "Apps/Shared/Common/Launcher.swift"])
        #expect(try module(result, "TransitKit").files.map(\.path) == ["TransitKit/Sources/StopFinder.swift"])
        #expect(try module(result, "LintKit").files.map(\.path) == ["Tools/Lint/Sources/Rule.swift"])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
    }

    @Test func includesMergeAndResolvePathsRelativeToTheIncludedFileOrTheProject() throws {
        let tree = try TemporaryTree([
            "project.yml": """
            name: Travel
            include:
              - specs/features.yml
              - path: specs/core.yml
                relativePaths: false
            targets:
              Travel:
                type: application
                platform: iOS
                sources: [Travel]
                dependencies: [{target: FlightsFeature}]
              FlightsFeature:
                dependencies:
                  - target: TravelKit
            """,
            // Paths relative to specs/ (relativePaths defaults to true), and a nested include.
            "specs/features.yml": """
            include: [nested/hotels.yml]
            targets:
              FlightsFeature:
                type: application
                platform: iOS
                sources: [../Features/Flights]
                dependencies:
                  - target: BookingInterfaces
            """,
            "specs/nested/hotels.yml": """
            targets:
              HotelsFeature:
                type: framework
                platform: iOS
                sources: [../../Features/Hotels]
              HotelsTests:
                type: bundle.unit-test
                platform: iOS
                sources: [../../Tests/Hotels]
            """,
            // Paths relative to the project (relativePaths: false).
            "specs/core.yml": """
            targets:
              TravelKit:
                type: framework
                platform: iOS
                sources: [Core/TravelKit]
            """,
            "Travel/AppDelegate.swift": "",
            "Features/Flights/Search.swift": "",
            "Features/Hotels/List.swift": "",
            "Core/TravelKit/Log.swift": "",
            "Tests/Hotels/HotelsTests.swift": "",
        ])
        let result = try discover(tree)
        #expect(result.modules.map(\.name) == ["FlightsFeature", "HotelsFeature", "HotelsTests", "Travel", "TravelKit"])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let owner = owners(result)
        #expect(owner["Features/Flights/Search.swift"] == "FlightsFeature")
        #expect(owner["Features/Hotels/List.swift"] == "HotelsFeature")
        #expect(owner["Core/TravelKit/Log.swift"] == "TravelKit")
        #expect(result.unownedFiles.isEmpty)
        let flights = try module(result, "FlightsFeature").declaration
        // Lists concatenate: the included file's dependency first, then the including spec's.
        #expect(flights.declaredDependencies == ["BookingInterfaces", "TravelKit"])
        #expect(flights.dependencyLocations["BookingInterfaces"]?.file == "specs/features.yml")
        #expect(flights.dependencyLocations["TravelKit"]?.file == "project.yml")
        #expect(flights.impliedKind == .app)
        #expect(flights.impliedKindReason == "XcodeGen application target in project.yml")
        let hotels = try module(result, "HotelsFeature").declaration
        #expect(hotels.origin == ModuleOrigin(style: .xcodegen, file: "project.yml"), "the root spec declares included targets")
        #expect(hotels.path == "Features/Hotels")
        let hotelsTests = try module(result, "HotelsTests").declaration
        #expect(hotelsTests.impliedKind == .test)
        #expect(hotelsTests.impliedKindReason == "XcodeGen bundle.unit-test target in project.yml (declared in specs/nested/hotels.yml)")
        #expect(owner["Tests/Hotels/HotelsTests.swift"] == "HotelsTests")
    }

    @Test func anIncludedProjectYmlIsAFragmentNotASecondProject() throws {
        let tree = try TemporaryTree([
            "project.yml": "include: [Modules/project.yml]\n",
            "Modules/project.yml": "targets:\n  Goods:\n    type: framework\n    sources: [Goods]\n",
            "Modules/Goods/Goods.swift": "",
        ])
        let result = try discover(tree)
        let goods = try module(result, "Goods")
        #expect(goods.declaration.origin.file == "project.yml")
        #expect(goods.alsoDeclaredBy.isEmpty)
        #expect(owners(result)["Modules/Goods/Goods.swift"] == "Goods")
    }

    @Test func templatesApplyWithTargetNameAndAttributes() throws {
        let tree = try TemporaryTree([
            "project.yml": """
            include: [specs/templates.yml]
            targetTemplates:
              Framework:
                type: framework
                platform: iOS
                settings:
                  base:
                    PRODUCT_MODULE_NAME: $target_name
            targets:
              GoodsFeature:
                templates: [Feature]
                dependencies: [{target: Mediator}]
              ShopFeature:
                templates: [Feature]
                sources:
                  - path: Extra/Shop
              GoodsFeatureTests:
                templates: [Tests]
                templateAttributes:
                  tested: GoodsFeature
              Broken:
                type: framework
                templates: [Nowhere]
                sources: [Broken]
            """,
            "specs/templates.yml": """
            targetTemplates:
              Feature:
                templates: [Framework]
                sources:
                  - path: ../Features/${target_name}
                    excludes: ["${target_name}Legacy"]
                dependencies:
                  - target: ${target_name}Interface
              Tests:
                type: bundle.unit-test
                platform: iOS
                sources:
                  - ../Tests/${target_name}
                dependencies:
                  - target: ${tested}
            """,
            "Features/GoodsFeature/Goods.swift": "",
            "Features/GoodsFeature/GoodsFeatureLegacy/Old.swift": "",
            "Features/ShopFeature/Shop.swift": "",
            "Extra/Shop/More.swift": "",
            "Tests/GoodsFeatureTests/GoodsTests.swift": "",
            "Broken/B.swift": "",
        ])
        let result = try discover(tree)
        let owner = owners(result)
        #expect(owner["Features/GoodsFeature/Goods.swift"] == "GoodsFeature")
        #expect(owner["Features/ShopFeature/Shop.swift"] == "ShopFeature")
        #expect(owner["Extra/Shop/More.swift"] == "ShopFeature", "the target's sources add to the template's")
        #expect(owner["Tests/GoodsFeatureTests/GoodsTests.swift"] == "GoodsFeatureTests")
        #expect(result.unownedFiles.map(\.path) == ["Features/GoodsFeature/GoodsFeatureLegacy/Old.swift"])
        let goods = try module(result, "GoodsFeature").declaration
        #expect(goods.declaredDependencies == ["GoodsFeatureInterface", "Mediator"])
        #expect(goods.impliedKind == nil, "type framework from the nested Framework template")
        #expect(goods.importNames == ["GoodsFeature"])
        let tests = try module(result, "GoodsFeatureTests").declaration
        #expect(tests.impliedKind == .test)
        #expect(tests.declaredDependencies == ["GoodsFeature"])
        #expect(try module(result, "ShopFeature").declaration.path == "")
        let unresolved = result.diagnostics.filter { $0.code == "unresolved-manifest-value" }
        #expect(unresolved.count == 1)
        #expect(unresolved.first?.message.contains("Nowhere") == true)
        #expect(owner["Broken/B.swift"] == "Broken")
    }

    @Test func moduleNamesFromSettingsAndProductName() throws {
        let tree = try TemporaryTree([
            "project.yml": """
            name: Signals
            targets:
              Signals-iOS:
                type: framework
                settings:
                  base:
                    PRODUCT_NAME: $(PROJECT_NAME)
              GoodsFeature:
                type: framework
                settings:
                  base:
                    PRODUCT_MODULE_NAME: Goods
                  configs:
                    Debug:
                      SWIFT_ACTIVE_COMPILATION_CONDITIONS: DEBUG
              ShopFeature:
                type: framework
                settings:
                  PRODUCT_MODULE_NAME: Shop
              sale-feature:
                type: framework
                productName: SaleKit
              Templated:
                type: framework
                productName: $(TARGET_NAME)
                settings:
                  base:
                    PRODUCT_MODULE_NAME: ${PRODUCT_NAME:c99extidentifier}
            """,
        ])
        let result = try discover(tree)
        #expect(try module(result, "GoodsFeature").declaration.importNames == ["Goods", "GoodsFeature"])
        #expect(try module(result, "ShopFeature").declaration.importNames == ["Shop", "ShopFeature"])
        #expect(try module(result, "sale-feature").declaration.importNames == ["SaleKit", "sale-feature", "sale_feature"])
        #expect(try module(result, "Templated").declaration.importNames == ["Templated"])
        #expect(try module(result, "Signals-iOS").declaration.importNames == ["Signals", "Signals-iOS", "Signals_iOS"])
    }

    /// A target's platforms, which decide `os(…)` and `TARGET_OS_*`: its `platform:` (one, or a
    /// multi-platform target's list), or for `platform: auto` its `supportedDestinations:`
    /// (Mac Catalyst builds `os(iOS)`); unknown for anything else.
    @Test func platformsComeFromThePlatformKey() throws {
        let tree = try TemporaryTree([
            "project.yml": """
            name: Ledger
            targets:
              LedgerWatch:
                type: application
                platform: watchOS
              LedgerKit:
                type: framework
                platform: [iOS, macOS]
              LedgerApp:
                type: application
                platform: auto
                supportedDestinations: [iOS, macCatalyst]
              LedgerTool:
                type: tool
            """,
        ])
        let result = try discover(tree)
        #expect(try module(result, "LedgerWatch").declaration.conditions.platforms == ["watchOS"])
        #expect(try module(result, "LedgerKit").declaration.conditions.platforms == ["iOS", "macOS"])
        #expect(try module(result, "LedgerApp").declaration.conditions.platforms == ["iOS"])
        #expect(try module(result, "LedgerTool").declaration.conditions.platforms.isEmpty)
        #expect(try module(result, "LedgerWatch").declaration.conditions.evaluate("os(iOS) || os(macOS)", swift: true) == false)
    }

    @Test func prefixHeadersAreRelativeToTheGeneratedProject() throws {
        let tree = try TemporaryTree([
            "iOS/project.yml": """
            targets:
              Goods:
                type: framework
                sources: [Goods]
                settings:
                  base:
                    GCC_PREFIX_HEADER: $(SRCROOT)/Goods/Goods-Prefix.pch
              Shop:
                type: framework
                sources: [Shop]
                settings:
                  configs:
                    Release:
                      GCC_PREFIX_HEADER: Shop/Shop.pch
              Sale:
                type: framework
                sources: [Sale]
                settings:
                  GCC_PREFIX_HEADER: $(BUILD_DIR)/Sale.pch
            """,
            "iOS/Goods/GDSItem.m": "",
            "iOS/Shop/SHPCart.m": "",
            "iOS/Sale/SALFlash.m": "",
        ])
        let result = try discover(tree)
        #expect(try module(result, "Goods").declaration.prefixHeaders == ["iOS/Goods/Goods-Prefix.pch"])
        #expect(try module(result, "Shop").declaration.prefixHeaders == ["iOS/Shop/Shop.pch"])
        #expect(try module(result, "Sale").declaration.prefixHeaders.isEmpty, "not literal")
        #expect(try module(result, "Goods").declaration.path == "iOS/Goods")
    }

    @Test func multiPlatformTargetsAreOneModule() throws {
        let tree = try TemporaryTree([
            "project.yml": """
            targets:
              Core:
                type: framework
                platform: [iOS, tvOS]
                sources:
                  - Core/Shared
                  - Core/${platform}
                dependencies:
                  - target: Log_${platform}
              Log:
                type: framework
                platform: [iOS, tvOS]
                sources: [Log]
              App:
                type: application
                platform: iOS
                sources: [App]
                dependencies:
                  - target: Core_iOS
              Watch:
                type: framework
                supportedDestinations: [iOS, macOS]
                sources: [Watch]
            """,
            "Core/Shared/A.swift": "",
            "Core/iOS/B.swift": "",
            "Core/tvOS/C.swift": "",
            "Log/Log.swift": "",
            "App/App.swift": "",
            "Watch/W.swift": "",
        ])
        let result = try discover(tree)
        #expect(result.modules.map(\.name) == ["App", "Core", "Log", "Watch"])
        let owner = owners(result)
        #expect(owner["Core/iOS/B.swift"] == "Core")
        #expect(owner["Core/tvOS/C.swift"] == "Core")
        #expect(try module(result, "Core").declaration.declaredDependencies == ["Log"])
        #expect(try module(result, "App").declaration.declaredDependencies == ["Core"])
        #expect(try module(result, "Core").declaration.path == "Core")
    }

    @Test func replaceKeysAndYAMLAnchors() throws {
        let tree = try TemporaryTree([
            "project.yml": """
            include: [base.yml]
            x-framework: &framework
              type: framework
              platform: iOS
            targets:
              Goods:
                <<: *framework
                sources:REPLACE: [NewGoods]
            """,
            "base.yml": """
            targets:
              Goods:
                type: application
                sources: [OldGoods]
            """,
            "OldGoods/Old.swift": "",
            "NewGoods/New.swift": "",
        ])
        let result = try discover(tree)
        let goods = try module(result, "Goods")
        #expect(goods.files.map(\.path) == ["NewGoods/New.swift"])
        #expect(goods.declaration.impliedKind == nil, "the anchor's type: framework replaces application")
    }

    @Test func aMissingIncludeIsReportedAndTheRestIsRead() throws {
        let tree = try TemporaryTree([
            "project.yml": """
            include:
              - specs/missing.yml
              - specs/present.yml
            targets:
              App:
                type: application
                sources: [App]
            """,
            "specs/present.yml": "targets:\n  Kit:\n    type: framework\n    sources: [../Kit]\n",
            "App/App.swift": "",
            "Kit/Kit.swift": "",
        ])
        let result = try discover(tree)
        #expect(result.modules.map(\.name) == ["App", "Kit"])
        let warning = try #require(result.diagnostics.first { $0.code == "unreadable-manifest" })
        #expect(warning.severity == .warning)
        #expect(warning.message == "project.yml includes specs/missing.yml, which does not exist; skipped")
        #expect(warning.location == SourceLocation(file: "project.yml", line: 2, column: 5))
        #expect(owners(result)["Kit/Kit.swift"] == "Kit")
    }

    @Test func includeCyclesAreCut() throws {
        let tree = try TemporaryTree([
            "project.yml": "include: [a.yml]\ntargets:\n  App:\n    type: application\n    sources: [App]\n",
            "a.yml": "include: [b.yml]\ntargets:\n  A:\n    type: framework\n    sources: [A]\n",
            "b.yml": "include: [a.yml, project.yml]\ntargets:\n  B:\n    type: framework\n    sources: [B]\n",
            "App/App.swift": "",
            "A/A.swift": "",
            "B/B.swift": "",
        ])
        let result = try discover(tree)
        #expect(result.modules.map(\.name) == ["A", "App", "B"])
        let cycles = result.diagnostics.filter { $0.code == "manifest-include-cycle" }
        #expect(cycles.count == 2)
        #expect(cycles.allSatisfy { $0.location?.file == "b.yml" })
    }

    @Test func invalidYAMLIsADiagnosticNotACrash() throws {
        let tree = try TemporaryTree([
            "Broken/project.yml": "targets:\n  App:\n    type: application\n    sources: [App/${target_name}]\n",
            "List/project.yaml": "- just\n- a list\n",
            "Empty/project.yml": "",
            "Good/project.yml": "targets:\n  Good:\n    type: framework\n    sources: [Sources]\n",
            "Good/Sources/G.swift": "",
            "Broken/App/A.swift": "",
        ])
        let result = try discover(tree)
        #expect(result.modules.map(\.name) == ["Good"])
        let unreadable = result.diagnostics.filter { $0.code == "unreadable-manifest" }
        #expect(unreadable.count == 2)
        let broken = try #require(unreadable.first { $0.location?.file == "Broken/project.yml" })
        #expect(broken.severity == .warning)
        #expect(broken.message.hasPrefix("Broken/project.yml is not valid YAML"))
        #expect(broken.location?.line == 4)
        #expect(unreadable.contains { $0.message.contains("List/project.yaml is not an XcodeGen spec") })
        #expect(result.unownedFiles.map(\.path) == ["Broken/App/A.swift"])
    }

    @Test func aCommittedGeneratedProjectMergesWithTheSpec() throws {
        let tree = try TemporaryTree([
            "project.yml": """
            name: Mall
            targets:
              Mall:
                type: application
                platform: iOS
                sources: [Mall]
                dependencies: [{target: GoodsFeature}]
              GoodsFeature:
                type: framework
                platform: iOS
                sources: [Features/Goods]
                settings:
                  PRODUCT_MODULE_NAME: Goods
            """,
            "Mall.xcodeproj/project.pbxproj": """
            // !$*UTF8*$!
            {
                archiveVersion = 1;
                objectVersion = 54;
                objects = {
                    A1 = {isa = PBXBuildFile; fileRef = F1; };
                    A2 = {isa = PBXBuildFile; fileRef = F2; };
                    F1 = {isa = PBXFileReference; path = AppDelegate.swift; sourceTree = "<group>"; };
                    F2 = {isa = PBXFileReference; path = GoodsList.swift; sourceTree = "<group>"; };
                    G0 = {isa = PBXGroup; children = (G1, G2); sourceTree = "<group>"; };
                    G1 = {isa = PBXGroup; children = (F1); path = Mall; sourceTree = "<group>"; };
                    G2 = {isa = PBXGroup; children = (F2); path = Features/Goods; sourceTree = "<group>"; };
                    P1 = {isa = PBXSourcesBuildPhase; files = (A1); };
                    P2 = {isa = PBXSourcesBuildPhase; files = (A2); };
                    T1 = {isa = PBXNativeTarget; name = Mall; buildPhases = (P1); dependencies = (D1); productType = "com.apple.product-type.application"; };
                    T2 = {isa = PBXNativeTarget; name = GoodsFeature; buildPhases = (P2); productType = "com.apple.product-type.framework"; };
                    D1 = {isa = PBXTargetDependency; target = T2; };
                    R1 = {isa = PBXProject; mainGroup = G0; targets = (T1, T2); };
                };
                rootObject = R1;
            }
            """,
            "Mall/AppDelegate.swift": "",
            "Features/Goods/GoodsList.swift": "",
            "Features/Goods/GoodsCell.swift": "",
        ])
        let result = try discover(tree)
        #expect(result.modules.map(\.name) == ["GoodsFeature", "Mall"])
        #expect(!result.diagnostics.contains { $0.code == "overlapping-modules" })
        let mall = try module(result, "Mall")
        #expect(mall.declaration.origin == ModuleOrigin(style: .xcodegen, file: "project.yml"))
        #expect(mall.alsoDeclaredBy == [ModuleOrigin(style: .xcode, file: "Mall.xcodeproj/project.pbxproj")])
        #expect(mall.declaration.impliedKind == .app)
        #expect(mall.declaration.impliedKindReason == "XcodeGen application target in project.yml")
        #expect(mall.declaration.declaredDependencies == ["GoodsFeature"])
        let goods = try module(result, "GoodsFeature")
        #expect(goods.declaration.importNames == ["Goods", "GoodsFeature"])
        // The spec's folder claims the file the committed project does not list yet.
        #expect(goods.files.map(\.path) == ["Features/Goods/GoodsCell.swift", "Features/Goods/GoodsList.swift"])
        #expect(result.unownedFiles.isEmpty)
    }

    @Test func importsResolveThroughTheModuleNameEndToEnd() async throws {
        let tree = try TemporaryTree([
            "project.yml": """
            targets:
              App:
                type: application
                sources: [App]
              GoodsFeature:
                type: framework
                sources: [Goods]
                settings: {base: {PRODUCT_MODULE_NAME: Goods}}
              CommonKit:
                type: framework
                sources: [Common]
            """,
            "App/App.swift": "import Goods\n",
            "Goods/Goods.swift": "import CommonKit\n",
            "Common/Log.swift": "import Goods\n",
        ])
        let analysis = try await tree.analyze()
        #expect(analysis.dependency("App", "GoodsFeature") != nil)
        #expect(analysis.dependency("GoodsFeature", "CommonKit") != nil)
        #expect(analysis.violations.contains { $0.rule == "function-to-upper-layer" && $0.from == "CommonKit" && $0.to == "GoodsFeature" })
        #expect(analysis.module("App")?.kind == .app)
        #expect(analysis.module("GoodsFeature")?.declaredBy == ModuleOrigin(style: .xcodegen, file: "project.yml"))
    }

    /// A spec whose mapping repeats a key (`UILaunchStoryboardName` twice in an app's
    /// `info.properties`, a target defined twice), which Yams rejects and XcodeGen's reader
    /// before Yams 5.1 took, is read with the last occurrence of each key and a warning at the
    /// skipped ones: not dropped whole (travelpayouts: no module found, exit 2).
    @Test func aRepeatedKeyIsReadAtItsLastOccurrence() throws {
        let tree = try TemporaryTree([
            "project.yml": """
            name: Shop
            targets:
              Shop:
                type: application
                platform: iOS
                sources: [Old]
                info:
                  path: Sources/Info.plist
                  properties:
                    UILaunchStoryboardName: Launch
                    UIStatusBarHidden: false
                    UILaunchStoryboardName: Launch
              Shop:
                type: application
                platform: iOS
                sources:
                  - Sources
              "Cart":
                type: framework
                platform: iOS
                sources: [Cart]
            """,
            "Sources/ShopApp.swift": "", "Old/Legacy.swift": "", "Cart/CartView.swift": "",
        ])
        let result = try discover(tree)
        #expect(result.modules.map(\.name) == ["Cart", "Shop"])
        #expect(owners(result)["Sources/ShopApp.swift"] == "Shop")
        #expect(owners(result)["Old/Legacy.swift"] == nil)
        #expect(result.diagnostics.filter { $0.code == "unreadable-manifest" }.map { "\($0.location?.line ?? 0) \($0.message)" } == [
            "3 project.yml repeats the key Shop in a mapping; the last one is read, this one is skipped",
            "10 project.yml repeats the key UILaunchStoryboardName in a mapping; the last one is read, this one is skipped",
        ])
    }

    /// Top-level keys repeated to hold anchors (`define: &settings`, then `define: &targets`),
    /// an XcodeGen idiom: each anchor stays defined, so the aliases resolve (eidch's schemes
    /// file was skipped: "undefined alias").
    @Test func aRepeatedTopLevelKeyKeepsItsAnchor() throws {
        let tree = try TemporaryTree([
            "project.yml": """
            name: Pad
            define: &pad_settings
              platform: iOS
              sources: [Pad]
            define: &kit_settings
              platform: iOS
              sources: [PadKit]
            targets:
              Pad:
                type: application
                <<: *pad_settings
              PadKit:
                type: framework
                <<: *kit_settings
            """,
            "Pad/PadApp.swift": "", "PadKit/Ink.swift": "",
        ])
        let result = try discover(tree)
        #expect(result.modules.map(\.name) == ["Pad", "PadKit"])
        #expect(owners(result)["PadKit/Ink.swift"] == "PadKit")
        #expect(!result.diagnostics.contains { $0.code == "unreadable-manifest" }, "\(result.diagnostics.map(\.message))")
    }
}
