import HiveLintCore
import HiveLintGraph
import HiveLintScan
import Testing

@Suite struct ImportResolverTests {
    /// Modules: Goods, Shop (both with a `Utils.h`), Sale, Mediator, AFNetworking (external).
    func module(_ name: String, _ files: [String], importNames: [String] = []) -> AssignedModule {
        AssignedModule(
            declaration: ModuleDeclaration(
                name: name, importNames: [name] + importNames, path: "Modules/\(name)",
                origin: ModuleOrigin(style: .config, file: "rules.json"), claims: []),
            files: files.map { SourceFile(path: $0, language: Language(pathExtension: String($0.split(separator: ".").last ?? "")) ?? .objc) })
    }

    var modules: [AssignedModule] {
        [
            module("Goods", ["Modules/Goods/GDSModel.h", "Modules/Goods/GDSModel.m", "Modules/Goods/Utils.h", "Modules/Goods/Views/GDSCell.h"]),
            module("Shop", ["Modules/Shop/SHPCart.h", "Modules/Shop/Utils.h", "Modules/Shop/Shop.swift"], importNames: ["ShopKit"]),
            module("Sale", ["Modules/Sale/SALCart.m", "Modules/Sale/Utils.h", "Modules/Sale/Sale.swift"]),
            module("Mediator", ["Modules/Mediator/Routes.h"]),
            module("AFNetworking", ["Pods/AFNetworking/AFNetworking/AFHTTPSessionManager.h"]),
        ]
    }

    func resolve(_ events: [ImportEvent], in file: String = "Modules/Sale/SALCart.m", declarations: [FileFacts] = []) -> ImportResolver.Output {
        let facts = [FileFacts(path: file, language: .objc, imports: events)] + declarations
        return ImportResolver(modules: modules, facts: facts).resolve(facts)
    }

    func event(_ form: ImportForm, _ target: String, line: Int = 1, file: String = "Modules/Sale/SALCart.m") -> ImportEvent {
        ImportEvent(form: form, target: target, text: "\(form.rawValue) \(target)", location: SourceLocation(file: file, line: line, column: 1))
    }

    /// An Xcode target owning `owns`, compiling `shares` too, declaring `declares`; an
    /// application target when `app`.
    /// The edges imports and uses resolve to, with their kinds: `From->To ["import"]`.
    func resolvedEdges(_ modules: [AssignedModule], _ facts: [FileFacts]) -> [String] {
        let imports = ImportResolver(modules: modules, facts: facts).resolve(facts)
        let symbols = SymbolResolver(modules: modules, facts: facts).resolve(
            facts, importedByFile: imports.importedByFile, includedByFile: imports.includedByFile, importDependencies: imports.dependencies)
        return (imports.dependencies + symbols.dependencies).map { "\($0.from)->\($0.to) \($0.kinds.map(\.rawValue))" }.sorted()
    }

    func xcodeTarget(
        _ name: String, importNames: [String]? = nil, owns: [String] = [], shares: [String] = [], declares: [String] = [], app: Bool = false
    ) -> AssignedModule {
        var declaration = ModuleDeclaration(
            name: name, importNames: importNames ?? [name], path: name, origin: ModuleOrigin(style: .xcode, file: "\(name).xcodeproj/project.pbxproj"),
            claims: [])
        declaration.declaredDependencies = declares
        if app { declaration.impliedKind = .app }
        return AssignedModule(
            declaration: declaration, files: owns.map { SourceFile(path: $0, language: Language(pathExtension: String($0.split(separator: ".").last!))!) },
            sharedFiles: shares)
    }

    /// A module is imported by its import names only: Xcode target `App` whose module is
    /// `HomeAssistant` does not answer `import App`, the server package's `App` target (renamed
    /// for the duplicate name) does (home-assistant: a false depends-on-app error).
    @Test func aModuleNamedLikeAnImportItDoesNotAnswerIsNotIt() {
        func declared(_ name: String, path: String, importNames: [String], file: String) -> AssignedModule {
            AssignedModule(
                declaration: ModuleDeclaration(
                    name: name, importNames: importNames, path: path, origin: ModuleOrigin(style: .xcode, file: "App.xcodeproj/project.pbxproj"),
                    claims: []),
                files: [SourceFile(path: file, language: .swift)])
        }
        let modules = [
            declared("App", path: "Sources", importNames: ["HomeAssistant"], file: "Sources/App/AppDelegate.swift"),
            declared("Server/App", path: "Server/Sources/App", importNames: ["App"], file: "Server/Sources/App/Routes.swift"),
            declared("Run", path: "Server/Sources/Run", importNames: ["Run"], file: "Server/Sources/Run/main.swift"),
        ]
        let facts = [FileFacts(path: "Server/Sources/Run/main.swift", language: .swift, imports: [event(.swiftImport, "App", file: "Server/Sources/Run/main.swift")])]
        let output = ImportResolver(modules: modules, facts: facts).resolve(facts)
        #expect(output.dependencies.map { "\($0.from)->\($0.to)" } == ["Run->Server/App"])
    }

    /// Several installed copies of one pod (the app's `Pods/` and an example's): an include
    /// of their header is a use of that pod, the copy keeping its name; headers of two
    /// different libraries stay ambiguous.
    @Test func copiesOfOneInstalledPodAreThatPod() {
        func pod(_ name: String, _ path: String, _ files: [String]) -> AssignedModule {
            AssignedModule(
                declaration: ModuleDeclaration(
                    name: name, importNames: [RelativePath.lastComponent(of: name)], path: path,
                    origin: ModuleOrigin(style: .vendored, file: path), impliedKind: .external, claims: []),
                files: files.map { SourceFile(path: $0, language: .objcHeader) })
        }
        let modules = [
            module("Sale", ["Modules/Sale/SALSigner.m"]),
            pod("OpenSSL-Classic", "Pods/OpenSSL-Classic", ["Pods/OpenSSL-Classic/include/openssl/rsa.h", "Pods/OpenSSL-Classic/include/crypto.h"]),
            pod("Modules/Sale/Example/Pods/OpenSSL-Classic", "Modules/Sale/Example/Pods/OpenSSL-Classic", [
                "Modules/Sale/Example/Pods/OpenSSL-Classic/include/openssl/rsa.h", "Modules/Sale/Example/Pods/OpenSSL-Classic/include/crypto.h",
            ]),
            pod("LibreSSL", "Pods/LibreSSL", ["Pods/LibreSSL/include/crypto.h"]),
        ]
        let facts = [FileFacts(path: "Modules/Sale/SALSigner.m", language: .objc, imports: [
            event(.angledInclude, "openssl/rsa.h", line: 1, file: "Modules/Sale/SALSigner.m"),
            event(.quotedInclude, "crypto.h", line: 2, file: "Modules/Sale/SALSigner.m"),
        ])]
        let output = ImportResolver(modules: modules, facts: facts).resolve(facts)
        let edge = output.dependencies.first { $0.from == "Sale" && $0.to == "OpenSSL-Classic" }
        #expect(edge?.evidence.map(\.resolvedTo) == ["Pods/OpenSSL-Classic/include/openssl/rsa.h"])
        #expect(output.diagnostics.map(\.code) == ["ambiguous-include"], "crypto.h is OpenSSL's and LibreSSL's")
    }

    /// A quoted include of a header two libraries have (`"UIView+Geo.h"` of `GeoCategories`
    /// and of the `MegaKit` a demo installs) is the one the including pod declares: its build
    /// finds its dependencies' headers (MemouObjC's `YYCategories` beside a `YYKit` copy). A
    /// module declaring neither still gets the `ambiguous-include` warning.
    @Test func aQuotedIncludeOfSeveralLibrariesIsTheDeclaredOne() {
        func library(_ name: String, _ files: [String], declares: [String] = [], external: Bool = true) -> AssignedModule {
            AssignedModule(
                declaration: ModuleDeclaration(
                    name: name, importNames: [name], path: RelativePath.directory(of: files[0]),
                    origin: ModuleOrigin(style: external ? .vendored : .cocoapods, file: files[0]), impliedKind: external ? .external : nil,
                    declaredDependencies: declares, claims: []),
                files: files.map { SourceFile(path: $0, language: $0.hasSuffix(".h") ? .objcHeader : .objc) })
        }
        let modules = [
            library("Editor", ["modules/Editor/Classes/CropView.m"], declares: ["GeoCategories"], external: false),
            library("Canvas", ["modules/Canvas/Classes/CanvasView.m"], external: false),
            library("GeoCategories", ["Host/Pods/GeoCategories/UIView+Geo.h"]),
            library("MegaKit", ["modules/Editor/Example/Pods/MegaKit/UIKit/UIView+Geo.h"]),
        ]
        let facts = ["modules/Editor/Classes/CropView.m", "modules/Canvas/Classes/CanvasView.m"].map { file in
            FileFacts(path: file, language: .objc, imports: [event(.quotedInclude, "UIView+Geo.h", line: 2, file: file)])
        }
        let output = ImportResolver(modules: modules, facts: facts).resolve(facts)
        #expect(output.dependencies.map { "\($0.from)->\($0.to) \($0.evidence.map { $0.resolvedTo ?? "" })" } == [
            "Editor->GeoCategories [\"Host/Pods/GeoCategories/UIView+Geo.h\"]",
        ])
        #expect(output.diagnostics.map { "\($0.code) \($0.location?.file ?? "")" } == ["ambiguous-include modules/Canvas/Classes/CanvasView.m"])
    }

    /// As on the Mac's case-insensitive file system: `<BMKLocationkit/…>` is the installed
    /// `BMKLocationKit`, and `<BaiduMapAPI_Search/BMKSearchComponent.h>` is the header of the
    /// `BaiduMapAPI_Search.framework` the `BaiduMapKit` pod vendors (GAppFramework: 2 false
    /// `redundant-dependency` warnings). A spelling two modules share in another case is no one's.
    @Test func frameworkHeadersAndNamesInAnotherCaseAreTheirPods() {
        func pod(_ name: String, _ files: [String]) -> AssignedModule {
            AssignedModule(
                declaration: ModuleDeclaration(
                    name: name, importNames: [name], path: "Pods/\(name)", origin: ModuleOrigin(style: .vendored, file: "Pods/\(name)"),
                    impliedKind: .external, claims: []),
                files: files.map { SourceFile(path: $0, language: .objcHeader) })
        }
        let modules = [
            module("GLocation", ["components/GLocation/GLocation.m"]),
            pod("BMKLocationKit", ["Pods/BMKLocationKit/framework/BMKLocationKit.framework/Headers/BMKLocationComponent.h"]),
            pod("BaiduMapKit", ["Pods/BaiduMapKit/BaiduMapKit/BaiduMapAPI_Search.framework/Headers/BMKSearchComponent.h"]),
            pod("Geo", ["Pods/Geo/Geo.h"]), pod("GEO", ["Pods/GEO/GEO.h"]),
        ]
        let file = "components/GLocation/GLocation.m"
        let facts = [FileFacts(path: file, language: .objc, imports: [
            event(.angledInclude, "BMKLocationkit/BMKLocationComponent.h", line: 1, file: file),
            event(.angledInclude, "BaiduMapAPI_Search/BMKSearchComponent.h", line: 2, file: file),
            event(.angledInclude, "geo/Geo.h", line: 3, file: file),
        ])]
        let output = ImportResolver(modules: modules, facts: facts).resolve(facts)
        #expect(output.dependencies.map { "\($0.from)->\($0.to)" }.sorted() == ["GLocation->BMKLocationKit", "GLocation->BaiduMapKit"])
    }

    /// An iOS and a watchOS variant of one framework are both imported as `Shared`: each
    /// importer gets the one it declares, a variant importing `Shared` itself gets nothing.
    @Test func anImportNameOfSeveralModulesResolvesToTheDeclaredOne() {
        func variant(_ name: String, declares: [String] = []) -> AssignedModule {
            AssignedModule(
                declaration: ModuleDeclaration(
                    name: name, importNames: [name, "Shared"].filter { name.hasPrefix("Shared") || $0 == name }, path: name,
                    origin: ModuleOrigin(style: .xcode, file: "App.xcodeproj/project.pbxproj"), declaredDependencies: declares, claims: []),
                files: [SourceFile(path: "\(name)/A.swift", language: .swift)])
        }
        let modules = [variant("Shared-iOS"), variant("Shared-watchOS"), variant("App", declares: ["Shared-iOS"]), variant("WatchApp", declares: ["Shared-watchOS"])]
        let facts = ["Shared-watchOS", "App", "WatchApp"].map { name in
            FileFacts(path: "\(name)/A.swift", language: .swift, imports: [
                ImportEvent(form: .swiftImport, target: "Shared", text: "import Shared", location: SourceLocation(file: "\(name)/A.swift", line: 1, column: 1)),
            ])
        }
        let output = ImportResolver(modules: modules, facts: facts).resolve(facts)
        #expect(output.dependencies.map { "\($0.from)->\($0.to)" } == ["App->Shared-iOS", "WatchApp->Shared-watchOS"])
    }

    @Test func angledAndModuleImportsResolveByModuleName() {
        let output = resolve([
            event(.angledInclude, "Goods/GDSModel.h", line: 1),
            event(.moduleImport, "Mediator", line: 2),
            event(.angledInclude, "UIKit/UIKit.h", line: 3),
            event(.angledInclude, "AFNetworking/AFNetworking.h", line: 4),
            event(.angledInclude, "Masonry/Masonry.h", line: 5),
            event(.swiftImport, "ShopKit", line: 6),
        ])
        #expect(output.dependencies.map { "\($0.from)->\($0.to)" } == ["Sale->AFNetworking", "Sale->Goods", "Sale->Mediator", "Sale->Shop"])
        #expect(output.dependencies.first { $0.to == "Goods" }?.evidence.first?.resolvedTo == "Modules/Goods/GDSModel.h")
        #expect(output.externalImports["Sale"] == ["Masonry"])
        #expect(output.diagnostics.isEmpty)
    }

    @Test func quotedIncludesPreferSameFolderThenOwnModuleThenUniqueInTree() {
        let output = resolve([
            event(.quotedInclude, "Utils.h", line: 1),             // Sale's own Utils.h: nothing
            event(.quotedInclude, "GDSCell.h", line: 2),           // unique in the tree: Goods
            event(.quotedInclude, "Views/GDSCell.h", line: 3),     // path suffix: Goods
            event(.quotedInclude, "SHPCart.h", line: 4),           // Shop
            event(.quotedInclude, "Missing.h", line: 5),           // nothing, with a note
        ])
        #expect(output.dependencies.map { "\($0.from)->\($0.to)" } == ["Sale->Goods", "Sale->Shop"])
        #expect(output.dependencies.first { $0.to == "Goods" }?.evidence.map(\.location.line) == [2, 3])
        #expect(output.diagnostics.map(\.code) == ["unresolved-include"])
    }

    /// A quoted include never finds a header inside a built framework (that is `<X/Y.h>`): a
    /// checked-in build of the tree's own framework, whose headers copy the sources', is no
    /// rival to them (optimizely's `generated-frameworks/…/OptimizelySDKiOS.framework`: 136
    /// false `ambiguous-include` warnings). Alone, the framework's header is still its own.
    @Test func aQuotedIncludeIsNotABuiltFrameworksCopyOfTheHeader() {
        let built = "Build/Release-iphoneos/CoreKit.framework/Headers/CRClient.h"
        let modules = [
            xcodeTarget("Core", owns: ["Core/CRClient.h", "Core/CRClient.m"]),
            xcodeTarget("Feature", owns: ["Feature/FTScreen.m"]),
            AssignedModule(
                declaration: ModuleDeclaration(
                    name: "CoreKit", importNames: ["CoreKit"], path: "Build/Release-iphoneos/CoreKit.framework",
                    origin: ModuleOrigin(style: .vendored, file: "Build/Release-iphoneos/CoreKit.framework"), impliedKind: .external, claims: []),
                files: [SourceFile(path: built, language: .objcHeader), SourceFile(path: "Build/Release-iphoneos/CoreKit.framework/Headers/CRLog.h", language: .objcHeader)]),
        ]
        let facts = [FileFacts(path: "Feature/FTScreen.m", language: .objc, imports: [
            event(.quotedInclude, "CRClient.h", file: "Feature/FTScreen.m"), event(.quotedInclude, "CRLog.h", line: 2, file: "Feature/FTScreen.m"),
        ])]
        let output = ImportResolver(modules: modules, facts: facts).resolve(facts)
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics.map(\.message))")
        #expect(output.dependencies.map { "\($0.from)->\($0.to) \($0.evidence.map(\.location.line))" } == ["Feature->Core [1]", "Feature->CoreKit [2]"])
    }

    @Test func ambiguousHeadersAreReportedNeverGuessed() {
        let output = resolve([event(.quotedInclude, "Utils.h", file: "Modules/Mediator/Routes.h")], in: "Modules/Mediator/Routes.h")
        #expect(output.dependencies.isEmpty)
        let diagnostic = output.diagnostics.first
        #expect(diagnostic?.code == "ambiguous-include")
        #expect(diagnostic?.message.contains("Modules/Goods/Utils.h (Goods)") == true)
        #expect(diagnostic?.message.contains("Modules/Shop/Utils.h (Shop)") == true)
    }

    /// A header of the same name in no module may be the one the build finds: an include
    /// another app's header and an unowned one both match is ambiguous, not that app's
    /// (Strongbox's iOS app including the shared `ClipboardManager.h` no target lists was a
    /// false `depends-on-app` error on the macOS app). A library's header stays the library's
    /// beside an unowned copy (Provenance's vendored `libretro-common` copies).
    @Test func anotherAppsHeaderBesideASameNamedHeaderInNoModuleIsAmbiguous() {
        func declared(_ name: String, _ files: [String], kind: ModuleKind?) -> AssignedModule {
            AssignedModule(
                declaration: ModuleDeclaration(
                    name: name, importNames: [name], path: name, origin: ModuleOrigin(style: .xcode, file: "Box.xcodeproj/project.pbxproj"),
                    impliedKind: kind, claims: []),
                files: files.map { SourceFile(path: $0, language: Language(pathExtension: String($0.split(separator: ".").last ?? "")) ?? .objc) })
        }
        let modules = [
            declared("IOSBox", ["IOSBox/AppDelegate.m"], kind: .app),
            declared("MacBox", ["MacBox/Clipboard.h", "MacBox/Clipboard.m"], kind: .app),
            declared("Crypto", ["Crypto/include/scaler.h", "Crypto/scaler.c"], kind: nil),
        ]
        let facts = [FileFacts(path: "IOSBox/AppDelegate.m", language: .objc, imports: [
            event(.quotedInclude, "Clipboard.h", line: 1, file: "IOSBox/AppDelegate.m"),
            event(.quotedInclude, "scaler.h", line: 2, file: "IOSBox/AppDelegate.m"),
        ])]
        let unowned = [SourceFile(path: "Shared/Clipboard.h", language: .objcHeader), SourceFile(path: "Vendor/copy/scaler.h", language: .objcHeader)]
        let output = ImportResolver(modules: modules, facts: facts, unownedFiles: unowned).resolve(facts)
        #expect(output.dependencies.map { "\($0.from)->\($0.to)" } == ["IOSBox->Crypto"])
        #expect(output.diagnostics.map(\.code) == ["ambiguous-include"])
        #expect(output.diagnostics.first?.message.contains("MacBox/Clipboard.h (MacBox), Shared/Clipboard.h (no module)") == true)
        #expect(output.diagnostics.first?.location?.line == 1)
    }

    /// `<sys/socket.h>` is the SDK's, though a library of the tree keeps a shim of that name
    /// on its own search path (Potatso's tunnel: lwip's `posix/sys/socket.h`); the library's
    /// own include of it is its own.
    @Test func anSDKHeaderPathIsTheSDKsBesideAShimInTheTree() {
        let modules = self.modules + [module("Tunnel", ["Modules/Tunnel/posix/sys/socket.h", "Modules/Tunnel/tunnel.m"])]
        let facts = [
            FileFacts(path: "Modules/Sale/SALCart.m", language: .objc, imports: [event(.angledInclude, "sys/socket.h")]),
            FileFacts(path: "Modules/Tunnel/tunnel.m", language: .objc, imports: [event(.angledInclude, "sys/socket.h", file: "Modules/Tunnel/tunnel.m")]),
        ]
        let output = ImportResolver(modules: modules, facts: facts).resolve(facts)
        #expect(output.dependencies.isEmpty)
        #expect(output.diagnostics.isEmpty)
        #expect(output.includedByFile["Modules/Tunnel/tunnel.m"] == ["Modules/Tunnel/posix/sys/socket.h"])
        #expect(output.includedByFile["Modules/Sale/SALCart.m"] == nil)
    }

    /// `"OsmAnd_Maps-Swift.h"` is the header the compiler generates for the including target's
    /// Swift, never in the tree: no dependency and no `unresolved-include` note (OsmAnd had
    /// 454). Another module's is `<X/X-Swift.h>`, a dependency on X, or quoted, when X is a
    /// framework or library whose build folder is on the search path (iTerm2's
    /// `"it2core-Swift.h"`); an app's, quoted, is none (a file several apps compile names each
    /// one's under its own `#if`: NYPL's `"SimplyE-Swift.h"`).
    @Test func aGeneratedSwiftHeaderIsTheIncludingTargetsOwn() {
        let modules = self.modules + [
            module("Maps", ["Modules/Maps/Map.m"], importNames: ["Maps", "OsmAnd_Maps"]), xcodeTarget("Reader", owns: ["Reader/Reader.swift"], app: true),
        ]
        let facts = [
            FileFacts(path: "Modules/Maps/Map.m", language: .objc, imports: [event(.quotedInclude, "OsmAnd_Maps-Swift.h", file: "Modules/Maps/Map.m")]),
            FileFacts(path: "Modules/Sale/SALCart.m", language: .objc, imports: [
                event(.quotedInclude, "OsmAnd_Maps-Swift.h"), event(.quotedInclude, "Unknown-Swift.h", line: 2),
                event(.angledInclude, "OsmAnd_Maps/OsmAnd_Maps-Swift.h", line: 3), event(.quotedInclude, "Reader-Swift.h", line: 4),
            ]),
        ]
        let output = ImportResolver(modules: modules, facts: facts).resolve(facts)
        #expect(output.dependencies.map { "\($0.from)->\($0.to): \($0.evidence.map(\.location.line))" } == ["Sale->Maps: [1, 3]"])
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics.map(\.message))")
    }

    @Test func forwardClassesResolveThroughHeaderDeclarations() {
        let declarations = [
            FileFacts(path: "Modules/Goods/GDSModel.h", language: .objcHeader, declarations: [
                DeclarationEvent(kind: .objcClass, name: "GDSModel", location: SourceLocation(file: "Modules/Goods/GDSModel.h", line: 3, column: 12)),
            ]),
        ]
        let output = resolve([event(.forwardClass, "GDSModel"), event(.forwardClass, "NSObject", line: 2)], declarations: declarations)
        #expect(output.dependencies.count == 1)
        #expect(output.dependencies.first?.kinds == [.forwardDeclaration])
        #expect(output.dependencies.first?.evidence.first?.resolvedTo == "Modules/Goods/GDSModel.h:3:12")
    }

    /// `@protocol P;` resolves as `@class X;` does, through the headers declaring `@protocol
    /// P`: a forward declaration, never a class of that name; several declaring modules are an
    /// `ambiguous-protocol` warning.
    @Test func forwardProtocolsResolveThroughHeaderDeclarations() {
        let at = { (file: String) in SourceLocation(file: file, line: 2, column: 11) }
        let declarations = [
            FileFacts(path: "Modules/Goods/Views/GDSCell.h", language: .objcHeader, declarations: [
                DeclarationEvent(kind: .objcProtocol, name: "GDSPricing", location: at("Modules/Goods/Views/GDSCell.h")),
                DeclarationEvent(kind: .objcClass, name: "GDSModel", location: at("Modules/Goods/Views/GDSCell.h")),
            ]),
            FileFacts(path: "Modules/Shop/SHPCart.h", language: .objcHeader, declarations: [
                DeclarationEvent(kind: .objcProtocol, name: "Observer", location: at("Modules/Shop/SHPCart.h")),
            ]),
            FileFacts(path: "Modules/Goods/GDSModel.h", language: .objcHeader, declarations: [
                DeclarationEvent(kind: .objcProtocol, name: "Observer", location: at("Modules/Goods/GDSModel.h")),
            ]),
        ]
        let output = resolve([
            event(.forwardProtocol, "GDSPricing"), event(.forwardProtocol, "GDSModel", line: 2), event(.forwardProtocol, "Observer", line: 3),
        ], declarations: declarations)
        #expect(output.dependencies.map { "\($0.from)->\($0.to) \($0.kinds) \($0.evidence.map(\.location.line))" } == ["Sale->Goods [HiveLintCore.DependencyKind.forwardDeclaration] [1]"])
        #expect(output.dependencies.first?.evidence.first?.resolvedTo == "Modules/Goods/Views/GDSCell.h:2:11")
        #expect(output.diagnostics.map(\.code) == ["ambiguous-protocol"])
    }

    /// Installation-test apps, one per project, compiling one shared `Runner.m` (RevenueCat):
    /// one of them also keeps a generated `Kit-Swift.h` beside it, which the others never
    /// include. What another app's include of the shared `Runner.h` resolves to (that app
    /// itself) is not something the file imports for every compiler; and a `@class` naming a
    /// class only an app declares is a name, not a dependency on the app (3 false
    /// `depends-on-app` errors, and 1 for the `@class`). A `@class` of a library's class
    /// still is one.
    @Test func sharedFilesAndForwardClassesDoNotReachAnotherAppsHeader() {
        let common = ["Install/Common/Runner.m", "Install/Common/Runner.h"]
        let modules = [
            xcodeTarget("CarthageRunner", owns: common, app: true),
            xcodeTarget("PodRunner", shares: common, app: true),
            xcodeTarget("SPMRunner", owns: ["Install/Common/Kit-Swift.h"], shares: common, app: true),
            module("Kit", ["Sources/Kit/KTOffering.h"]),
        ]
        let declaring = { (file: String, name: String) in
            FileFacts(path: file, language: .objcHeader, declarations: [DeclarationEvent(kind: .objcClass, name: name, location: SourceLocation(file: file, line: 3, column: 12))])
        }
        let facts = [
            FileFacts(path: "Install/Common/Runner.m", language: .objc, imports: [
                event(.quotedInclude, "Runner.h", file: "Install/Common/Runner.m"), event(.moduleImport, "Kit", line: 2, file: "Install/Common/Runner.m"),
            ], references: [ReferenceEvent(kind: .type, name: "KTPurchases", location: SourceLocation(file: "Install/Common/Runner.m", line: 9, column: 5))]),
            FileFacts(path: "Install/Common/Runner.h", language: .objcHeader, imports: [
                event(.forwardClass, "KTPurchases", file: "Install/Common/Runner.h"), event(.forwardClass, "KTOffering", line: 2, file: "Install/Common/Runner.h"),
            ]),
            declaring("Install/Common/Kit-Swift.h", "KTPurchases"),
            declaring("Sources/Kit/KTOffering.h", "KTOffering"),
        ]
        let imports = ImportResolver(modules: modules, facts: facts).resolve(facts)
        #expect(imports.importedByFile["Install/Common/Runner.m"] == ["CarthageRunner", "Kit"])
        let symbols = SymbolResolver(modules: modules, facts: facts).resolve(
            facts, importedByFile: imports.importedByFile, includedByFile: imports.includedByFile, importDependencies: imports.dependencies)
        let edges = (imports.dependencies + symbols.dependencies).map { "\($0.from)->\($0.to) \($0.kinds.map(\.rawValue))" }.sorted()
        // (A header's `@class` counts for its owner: it is compiled where it is included.)
        #expect(edges == ["CarthageRunner->Kit [\"forward-declaration\", \"import\"]", "PodRunner->Kit [\"import\"]", "SPMRunner->Kit [\"import\"]"], "\(edges)")
    }

    /// A tree of several projects side by side (a sample collection, a course's chapters):
    /// - another project's application is no module to import but for its tests: `import
    ///   Ticker` is the remote package of that name, not the unrelated app `Ticker`
    ///   (pointfreeco's episodes: false `depends-on-app` errors), whether one module or several
    ///   answer the name; an app or extension of the importer's own project still is;
    /// - of several copies of a package, each chapter's own, the importer's nearest is meant,
    ///   though its manifest's declared name is the first copy's (renamed `ep02/…/Toolkit`);
    ///   so for `<RxCocoa/RxCocoa.h>` in a vendored library's own tests (its podspec beside
    ///   their project);
    /// - an angled include of a header only another project's app has (its vendored copy of
    ///   a pod's `PKProgressHUD.h`) is the includer's pod, not that app; the same project's
    ///   app header still is the app's;
    /// - a quoted include of a header several projects have is the including project's (its
    ///   header map), not ambiguous.
    @Test func inSeveralProjectsSideBySideAnImportFindsItsOwnProjects() {
        func target(_ name: String, path: String, manifest: String, files: [String], importNames: [String]? = nil, kind: ModuleKind? = nil, declares: [String] = []) -> AssignedModule {
            var declaration = ModuleDeclaration(
                name: name, importNames: importNames ?? [name], path: path, origin: ModuleOrigin(style: .swiftpm, file: manifest), claims: [])
            declaration.impliedKind = kind
            declaration.declaredDependencies = declares
            return AssignedModule(declaration: declaration, files: files.map { SourceFile(path: $0, language: Language(pathExtension: String($0.split(separator: ".").last!))!) })
        }
        let modules = [
            target("Ticker", path: "Apps/Ticker", manifest: "Apps/project.yml", files: ["Apps/Ticker/TickerApp.swift"], kind: .app),
            target("TickerTests", path: "Apps/TickerTests", manifest: "Apps/project.yml", files: ["Apps/TickerTests/TickerTests.swift"], kind: .test),
            target("Chirp", path: "Chirp/Chirp", manifest: "Chirp/project.yml", files: ["Chirp/Chirp/Feed.swift"], kind: .app),
            target("Reachability", path: "Net/Reachability", manifest: "Net/project.yml", files: ["Net/Reachability/Probe.swift"], kind: .app),
            target("Reachability-2", path: "Net2/Reachability", manifest: "Net2/project.yml", files: ["Net2/Reachability/Probe.swift"],
                   importNames: ["Reachability"], kind: .app),
            target("Lessons", path: "Lessons/Sources/Lessons", manifest: "Lessons/Package.swift", files: ["Lessons/Sources/Lessons/Lesson.swift"], declares: ["Ticker"]),
            target("Toolkit", path: "ep01/toolkit/Sources/Toolkit", manifest: "ep01/toolkit/Package.swift", files: ["ep01/toolkit/Sources/Toolkit/Widget.swift"]),
            target("ep02/toolkit/Toolkit", path: "ep02/toolkit/Sources/Toolkit", manifest: "ep02/toolkit/Package.swift",
                   files: ["ep02/toolkit/Sources/Toolkit/Widget.swift"], importNames: ["Toolkit"]),
            target("DemoCore", path: "ep02/toolkit/Apps/Demo/Sources/DemoCore", manifest: "ep02/toolkit/Apps/Demo/Package.swift",
                   files: ["ep02/toolkit/Apps/Demo/Sources/DemoCore/State.swift"], declares: ["Toolkit"]),
            target("BugTracker", path: "Tutorials/BugTracker", manifest: "Tutorials/BugTracker/project.yml",
                   files: ["Tutorials/BugTracker/PKProgressHUD.h", "Tutorials/BugTracker/BTList.m"], kind: .app),
            target("BugTrackerWidget", path: "Tutorials/BugTrackerWidget", manifest: "Tutorials/BugTracker/project.yml",
                   files: ["Tutorials/BugTrackerWidget/BTWidget.m", "Tutorials/BugTrackerWidget/Widget.swift"], kind: .app),
            target("Gallery", path: "Gallery/Gallery", manifest: "Gallery/project.yml", files: ["Gallery/Gallery/GLLogin.m"], kind: .app, declares: ["PKProgressHUD"]),
            target("CartDemo", path: "CartDemo/CartDemo", manifest: "CartDemo/project.yml", files: ["CartDemo/CartDemo/ListViewController.h"], kind: .app),
            target("CartDemoTests", path: "CartDemo/CartDemoTests", manifest: "CartDemo/project.yml", files: ["CartDemo/CartDemoTests/ListTests.m"], kind: .test),
            target("ShopDemo", path: "ShopDemo/ShopDemo", manifest: "ShopDemo/project.yml", files: ["ShopDemo/ShopDemo/ListViewController.h"], kind: .app),
            target("RxCocoa", path: "Chat/Pods/RxCocoa", manifest: "Chat/Pods/RxCocoa.podspec", files: ["Chat/Pods/RxCocoa/RxCocoa.h"]),
            target("Libs/RxSwift/RxCocoa", path: "Libs/RxSwift/RxCocoa", manifest: "Libs/RxSwift/RxCocoa.podspec",
                   files: ["Libs/RxSwift/RxCocoa/RxCocoa.h"], importNames: ["RxCocoa"]),
            target("AllTests", path: "Libs/RxSwift/Tests", manifest: "Libs/RxSwift/Rx.xcodeproj/project.pbxproj",
                   files: ["Libs/RxSwift/Tests/Runtime+Testing.h"], kind: .test),
        ]
        func imports(_ file: String, _ form: ImportForm, _ target: String) -> FileFacts {
            let language = Language(pathExtension: String(file.split(separator: ".").last!))!
            return FileFacts(path: file, language: language, imports: [
                ImportEvent(form: form, target: target, text: "import \(target)", location: SourceLocation(file: file, line: 2, column: 1)),
            ])
        }
        let facts = [
            imports("Lessons/Sources/Lessons/Lesson.swift", .swiftImport, "Ticker"),
            imports("Apps/TickerTests/TickerTests.swift", .swiftImport, "Ticker"),
            imports("Chirp/Chirp/Feed.swift", .swiftImport, "Reachability"),
            imports("ep02/toolkit/Apps/Demo/Sources/DemoCore/State.swift", .swiftImport, "Toolkit"),
            imports("Gallery/Gallery/GLLogin.m", .angledInclude, "PKProgressHUD.h"),
            imports("Tutorials/BugTrackerWidget/BTWidget.m", .angledInclude, "PKProgressHUD.h"),
            imports("CartDemo/CartDemoTests/ListTests.m", .quotedInclude, "ListViewController.h"),
            imports("Tutorials/BugTrackerWidget/Widget.swift", .swiftImport, "BugTracker"),
            imports("Libs/RxSwift/Tests/Runtime+Testing.h", .angledInclude, "RxCocoa/RxCocoa.h"),
        ]
        let output = ImportResolver(modules: modules, facts: facts).resolve(facts)
        #expect(output.dependencies.map { "\($0.from)->\($0.to)" } == [
            "AllTests->Libs/RxSwift/RxCocoa", "BugTrackerWidget->BugTracker", "CartDemoTests->CartDemo", "DemoCore->ep02/toolkit/Toolkit",
            "TickerTests->Ticker",
        ])
        #expect(output.dependencies.first { $0.from == "BugTrackerWidget" }?.evidence.map(\.location.file) == [
            "Tutorials/BugTrackerWidget/BTWidget.m", "Tutorials/BugTrackerWidget/Widget.swift",
        ])
        #expect(output.diagnostics.isEmpty)
        #expect(output.externalImports == ["Chirp": ["Reachability"], "Lessons": ["Ticker"]])
    }

    /// A file an iOS app and a macOS app both compile (colloquy's `Shared/`) includes the macOS
    /// app's window controller under `#if TARGET_OS_OSX`: that is the macOS build's include,
    /// not the iOS app's dependency on the macOS app (a false `depends-on-app` error). An
    /// include under another condition, or none, still is one.
    @Test func aPlatformConditionalIncludeOfAModuleCompilingTheFileIsItsPlatformsOwn() {
        let modules = [
            xcodeTarget("Chatter", owns: ["Shared/MuteRule.m"]),
            xcodeTarget("ChatterMac", owns: ["Mac/MacWindow.h", "Mac/MacPalette.h", "Mac/MacDebug.h"], shares: ["Shared/MuteRule.m"]),
        ]
        func include(_ header: String, line: Int, condition: String?) -> ImportEvent {
            ImportEvent(form: .quotedInclude, target: header, text: "#import \"\(header)\"", location: SourceLocation(file: "Shared/MuteRule.m", line: line, column: 1), condition: condition)
        }
        let facts = [FileFacts(path: "Shared/MuteRule.m", language: .objc, imports: [
            include("MacWindow.h", line: 3, condition: "TARGET_OS_OSX"), include("MacDebug.h", line: 6, condition: "DEBUG"),
            include("MacPalette.h", line: 8, condition: nil),
        ])]
        let output = ImportResolver(modules: modules, facts: facts).resolve(facts)
        #expect(output.dependencies.map { "\($0.from)->\($0.to) \($0.evidence.map(\.location.line))" } == ["Chatter->ChatterMac [6, 8]"])
    }

    /// An import in a branch the importing module's build never compiles is none of its
    /// dependencies: a package target's `#if !SWIFT_PACKAGE` import (the pod build's umbrella
    /// header: AutomatticTracks' false cycle), the `#else` of a condition an Xcode target sets in
    /// every configuration (px-ios). A module without those settings keeps every branch.
    @Test func anImportInABranchTheModulesBuildNeverCompilesIsNotADependency() {
        var package = xcodeTarget("Metrics", owns: ["Sources/Metrics/Recorder.m"])
        package.declaration.conditions = .swiftPackage
        var storefront = xcodeTarget("Storefront", owns: ["Storefront/Cart.swift"])
        storefront.declaration.conditions = CompilationConditions(swift: ["DEBUG", "PRIVATE_POD"])
        let modules = [
            package, storefront, xcodeTarget("Pod", owns: ["Pod/Recorder.m"]),
            xcodeTarget("Umbrella", owns: ["Umbrella/Umbrella.h"]), xcodeTarget("Payments", owns: ["Payments/Pay.swift"]),
            xcodeTarget("PaymentsV4", owns: ["PaymentsV4/Pay.swift"]),
        ]
        func event(_ file: String, _ form: ImportForm, _ target: String, line: Int, condition: String?) -> ImportEvent {
            ImportEvent(form: form, target: target, text: "import \(target)", location: SourceLocation(file: file, line: line, column: 1), condition: condition)
        }
        let facts = [
            FileFacts(path: "Pod/Recorder.m", language: .objc, imports: [event("Pod/Recorder.m", .angledInclude, "Umbrella/Umbrella.h", line: 4, condition: "!(SWIFT_PACKAGE)")]),
            FileFacts(path: "Sources/Metrics/Recorder.m", language: .objc, imports: [
                event("Sources/Metrics/Recorder.m", .angledInclude, "Umbrella/Umbrella.h", line: 4, condition: "!(SWIFT_PACKAGE)"),
                event("Sources/Metrics/Recorder.m", .moduleImport, "Payments", line: 2, condition: "SWIFT_PACKAGE"),
            ]),
            FileFacts(path: "Storefront/Cart.swift", language: .swift, imports: [
                event("Storefront/Cart.swift", .swiftImport, "PaymentsV4", line: 2, condition: "PRIVATE_POD"),
                event("Storefront/Cart.swift", .swiftImport, "Payments", line: 4, condition: "!(PRIVATE_POD)"),
            ]),
        ]
        let output = ImportResolver(modules: modules, facts: facts).resolve(facts)
        #expect(output.dependencies.map { "\($0.from)->\($0.to) \($0.evidence.map(\.location.line))" } == [
            "Metrics->Payments [2]", "Pod->Umbrella [4]", "Storefront->PaymentsV4 [2]",
        ])
    }

    /// Platform variants of one framework (`CrashKitIOS`, `CrashKitMac`) each list the shared
    /// headers, which one of them owns: an app declaring the macOS variant includes and uses
    /// that one (appcenter, bugsnag, adjust, colloquy, IGListKit: false `implicit-dependency`
    /// warnings naming the owner); an app declaring neither gets the owner.
    @Test func aSharedHeaderIsTheVariantTheImporterDeclares() {
        let headers = ["CrashKit/CrashKit.h", "CrashKit/CKCrasher.h"]
        let modules = [
            xcodeTarget("CrashKitIOS", owns: headers + ["CrashKit/CKCrasher.m"]), xcodeTarget("CrashKitMac", shares: headers + ["CrashKit/CKCrasher.m"]),
            xcodeTarget("MacHost", owns: ["MacHost/main.m"], declares: ["CrashKitMac"]), xcodeTarget("Tool", owns: ["Tool/main.m"]),
        ]
        func main(_ path: String) -> FileFacts {
            FileFacts(path: path, language: .objc, imports: [event(.quotedInclude, "CrashKit.h", file: path)],
                      references: [ReferenceEvent(kind: .type, name: "CKCrasher", location: SourceLocation(file: path, line: 4, column: 5))])
        }
        let facts = [
            main("MacHost/main.m"), main("Tool/main.m"),
            FileFacts(path: "CrashKit/CKCrasher.h", language: .objcHeader, declarations: [
                DeclarationEvent(kind: .objcClass, name: "CKCrasher", location: SourceLocation(file: "CrashKit/CKCrasher.h", line: 3, column: 12)),
            ]),
        ]
        let edges = resolvedEdges(modules, facts)
        #expect(edges == [
            "MacHost->CrashKitMac [\"import\"]", "MacHost->CrashKitMac [\"type\"]", "Tool->CrashKitIOS [\"import\"]", "Tool->CrashKitIOS [\"type\"]",
        ], "\(edges)")
    }

    /// A shared folder's headers that the app's project and an XPC service's project both
    /// list (Textual's `Sources/Shared`): a plugin reaching them through the app's umbrella
    /// header, or including one beside an import of the app's header, means the app, not the
    /// service the sorted order made their owner (false `depends-on-app` errors on the
    /// service). A file reaching no other compiler of the header means its owner.
    @Test func aSharedHeaderIsTheCompilerTheFileReachesOtherwise() {
        let shared = ["Shared/Prefs.h", "Shared/Helper.h"]
        let modules = [
            xcodeTarget("Fetcher", owns: shared + ["Fetcher/main.m"]), xcodeTarget("Host", owns: ["App/HostApp.h", "App/main.m"], shares: shared),
            xcodeTarget("Plugin", owns: ["Plugin/Plugin.h", "Plugin/Plugin.m", "Plugin/Direct.m", "Plugin/Indirect.m"]), xcodeTarget("Tool", owns: ["Tool/main.m"]),
        ]
        func use(_ path: String, line: Int) -> ReferenceEvent {
            ReferenceEvent(kind: .macro, name: "AppDefaults", location: SourceLocation(file: path, line: line, column: 5))
        }
        let facts = [
            FileFacts(path: "App/HostApp.h", language: .objcHeader, imports: [event(.quotedInclude, "Prefs.h", file: "App/HostApp.h")]),
            FileFacts(path: "Plugin/Plugin.h", language: .objcHeader, imports: [event(.quotedInclude, "HostApp.h", file: "Plugin/Plugin.h")]),
            // Through its own header, which includes the app's umbrella header.
            FileFacts(path: "Plugin/Plugin.m", language: .objc, imports: [event(.quotedInclude, "Plugin.h", file: "Plugin/Plugin.m")],
                      references: [use("Plugin/Plugin.m", line: 5)]),
            // Including the shared header itself, beside the app's, or beside its own header
            // that includes the app's.
            FileFacts(path: "Plugin/Direct.m", language: .objc, imports: [
                event(.quotedInclude, "HostApp.h", file: "Plugin/Direct.m"), event(.quotedInclude, "Helper.h", file: "Plugin/Direct.m"),
            ]),
            FileFacts(path: "Plugin/Indirect.m", language: .objc, imports: [
                event(.quotedInclude, "Plugin.h", file: "Plugin/Indirect.m"), event(.quotedInclude, "Helper.h", file: "Plugin/Indirect.m"),
            ]),
            FileFacts(path: "Tool/main.m", language: .objc, imports: [event(.quotedInclude, "Prefs.h", file: "Tool/main.m")],
                      references: [use("Tool/main.m", line: 4)]),
            FileFacts(path: "Shared/Prefs.h", language: .objcHeader, declarations: [
                DeclarationEvent(kind: .macro, name: "AppDefaults", location: SourceLocation(file: "Shared/Prefs.h", line: 3, column: 9)),
            ]),
        ]
        let edges = resolvedEdges(modules, facts)
        #expect(edges == [
            "Plugin->Host [\"import\"]", "Plugin->Host [\"macro\"]", "Tool->Fetcher [\"import\"]",
            "Tool->Fetcher [\"macro\"]",
        ], "\(edges)")
    }

    /// `<TwitterCore/TWTRURLSessionDelegate.h>` where a static library (`TwitterCore-static`,
    /// product `TwitterCore`) and a framework target wrapping it (`TwitterCore`) both answer to
    /// `TwitterCore`: the one the includer declares (twitter-kit: a false
    /// `implicit-dependency` on the wrapper).
    @Test func aSharedImportNameIsTheLibraryTheIncluderDeclares() {
        let modules = [
            xcodeTarget("Core", importNames: ["Core"], owns: ["Core/Public/CRCore.h"], declares: ["Core-static"]),
            xcodeTarget("Core-static", importNames: ["Core-static", "Core"], owns: ["Core/Sources/CRURLSessionDelegate.h", "Core/Sources/CRSession.m"]),
            xcodeTarget("Kit-static", owns: ["Kit/KTAPIClient.h"], declares: ["Core-static"]),
        ]
        let facts = [
            FileFacts(path: "Kit/KTAPIClient.h", language: .objcHeader, imports: [event(.angledInclude, "Core/CRURLSessionDelegate.h", file: "Kit/KTAPIClient.h")]),
        ]
        #expect(resolvedEdges(modules, facts) == ["Kit-static->Core-static [\"import\"]"])
    }

    /// A bridge target compiling an SDK's sources into a framework of the SDK's name (adjust's
    /// `AdjustSdkWebBridge`, `PRODUCT_NAME = AdjustSdk`) includes `<AdjustSdk/AdjustSdk.h>`:
    /// its own header, not the SDK pod's (a false `implicit-dependency` warning). Another
    /// target including it uses the SDK.
    @Test func anAngledIncludeOfTheImportersOwnProductIsItsOwn() {
        let modules = [
            xcodeTarget("Adjust", importNames: ["Adjust", "AdjustSdk"], owns: ["Adjust/AdjustSdk.h", "Adjust/ADJConfig.m"]),
            xcodeTarget("AdjustSdkWebBridge", importNames: ["AdjustSdkWebBridge", "AdjustSdk"], owns: ["Bridge/AdjustBridge.m"]),
            xcodeTarget("Example", owns: ["Example/ViewController.m"]),
        ]
        let facts = [
            FileFacts(path: "Bridge/AdjustBridge.m", language: .objc, imports: [event(.angledInclude, "AdjustSdk/AdjustSdk.h", file: "Bridge/AdjustBridge.m")]),
            FileFacts(path: "Example/ViewController.m", language: .objc, imports: [event(.angledInclude, "AdjustSdk/AdjustSdk.h", file: "Example/ViewController.m")]),
        ]
        let output = ImportResolver(modules: modules, facts: facts).resolve(facts)
        #expect(output.dependencies.map { "\($0.from)->\($0.to)" } == ["Example->Adjust"])
    }

    /// A static library's `.xcframework` has a copy of its headers in each slice:
    /// `<yuv.h>` and `<mars/stn.h>` are that library, whichever slice a build finds
    /// (wildfirechat: the includes went unresolved and the declared libraries read as unused,
    /// two false `redundant-dependency` warnings). Copies owned by two modules, or a library's
    /// copies in two of its folders (lwip's `netdb.h`, not the SDK's), stay unresolved.
    @Test func anAngledIncludeOfAHeaderEachSliceHasIsItsLibrary() {
        let slices = ["ios-arm64", "ios-arm64_x86_64-simulator"]
        let modules = [
            xcodeTarget("yuv", owns: slices.map { "Vendor/yuv.xcframework/\($0)/Headers/yuv.h" }),
            xcodeTarget("mars", owns: slices.map { "Vendor/mars.xcframework/\($0)/Headers/mars/stn.h" }),
            xcodeTarget("KitA", owns: ["KitA/log.h"]),
            xcodeTarget("KitB", owns: ["KitB/log.h"]),
            xcodeTarget("lwip", owns: ["lwip/src/include/lwip/netdb.h", "lwip/src/include/posix/netdb.h"]),
            xcodeTarget("ChatKit", owns: ["ChatKit/CKVideoView.m"]),
        ]
        let includes = ["yuv.h", "mars/stn.h", "log.h", "netdb.h"]
        let facts = [
            FileFacts(path: "ChatKit/CKVideoView.m", language: .objc, imports: includes.enumerated().map { event(.angledInclude, $1, line: $0 + 1, file: "ChatKit/CKVideoView.m") }),
        ]
        let output = ImportResolver(modules: modules, facts: facts).resolve(facts)
        #expect(output.dependencies.map { "\($0.from)->\($0.to)" } == ["ChatKit->mars", "ChatKit->yuv"])
    }

    /// `<X/Y.h>` where module `X` has headers but no `Y.h`: a plug-in bundle built as
    /// `CoreAudio` does not answer the SDK's `<CoreAudio/CoreAudio.h>` (Cog: a false cycle
    /// through the plug-in), and a `libopenmpt` target does not answer
    /// `<libopenmpt/libopenmpt.hpp>`, which the `libOpenMPT` target owns. A header it has is
    /// still its own.
    @Test func anAngledIncludeOfAHeaderTheNamedModuleLacksIsNotThatModule() {
        let modules = [
            xcodeTarget("CoreAudio", owns: ["Plugins/CoreAudio/CoreAudioDecoder.h", "Plugins/CoreAudio/CoreAudioDecoder.m"]),
            xcodeTarget("libopenmpt", owns: ["ThirdParty/openmpt/build/openmpt_config.h"]),
            xcodeTarget("libOpenMPT", owns: ["Frameworks/OpenMPT/libopenmpt/libopenmpt.hpp"]),
            xcodeTarget("Player", owns: ["Player/Engine.m"]),
        ]
        let includes = ["CoreAudio/CoreAudio.h", "libopenmpt/libopenmpt.hpp", "CoreAudio/CoreAudioDecoder.h"]
        let facts = [
            FileFacts(path: "Player/Engine.m", language: .objc, imports: includes.enumerated().map { event(.angledInclude, $1, line: $0 + 1, file: "Player/Engine.m") }),
        ]
        let output = ImportResolver(modules: modules, facts: facts).resolve(facts)
        #expect(output.dependencies.map { "\($0.from)->\($0.to)" } == ["Player->CoreAudio", "Player->libOpenMPT"])
        #expect(output.dependencies.first?.evidence.map(\.location.line) == [3])
    }

    /// `<X/Y.h>` where `X` has no header at all (a Swift target merged with a same-named pod,
    /// whose `header_dir` is `X`) and the including module has `Y.h`: its own header
    /// (firebase's `FirebaseRemoteConfigInternal` including `<FirebaseRemoteConfig/FIRRemoteConfig.h>`
    /// from its `include/`: a false cycle with the Swift target re-exporting it). The Swift
    /// target's generated `X-Swift.h` is still `X`'s.
    @Test func anAngledIncludeNamingAModuleWithoutHeadersIsTheIncludersOwnHeader() {
        let modules = [
            xcodeTarget("Toolbox", owns: ["Sources/Toolbox/Slug.swift"]),
            xcodeTarget("ToolboxObjC", owns: ["Sources/ToolboxObjC/include/Toolbox/NSString+TBXTrim.h", "Sources/ToolboxObjC/Toolbox.h"]),
        ]
        let facts = [
            FileFacts(path: "Sources/ToolboxObjC/Toolbox.h", language: .objcHeader, imports: [
                event(.angledInclude, "Toolbox/NSString+TBXTrim.h", line: 2, file: "Sources/ToolboxObjC/Toolbox.h"),
                event(.angledInclude, "Toolbox/Toolbox-Swift.h", line: 3, file: "Sources/ToolboxObjC/Toolbox.h"),
            ]),
        ]
        let output = ImportResolver(modules: modules, facts: facts).resolve(facts)
        #expect(output.dependencies.map { "\($0.from)->\($0.to) \($0.evidence.map(\.location.line))" } == ["ToolboxObjC->Toolbox [3]"])
    }

    /// A quoted include finds the header beside the including file in another case first, as
    /// the Mac's file system does: react-native-navigation's `"UIImage+Utils.h"` is the
    /// `UIImage+utils.h` beside it, not a test target's `UIImage+Utils.h` elsewhere (a false
    /// edge from the library to its tests).
    @Test func aQuotedIncludeFindsTheHeaderBesideItInAnotherCase() {
        let modules = [
            xcodeTarget("TabKit", owns: ["ios/TabAppearance.m", "ios/UIImage+tint.h"]),
            xcodeTarget("DemoTestSupport", owns: ["playground/Tests/UIImage+Tint.h"]),
        ]
        let facts = [
            FileFacts(path: "ios/TabAppearance.m", language: .objc, imports: [event(.quotedInclude, "UIImage+Tint.h", file: "ios/TabAppearance.m")]),
        ]
        let output = ImportResolver(modules: modules, facts: facts).resolve(facts)
        #expect(output.dependencies.isEmpty, "\(output.dependencies.map { "\($0.from)->\($0.to)" })")
        #expect(output.includedByFile["ios/TabAppearance.m"] == ["ios/UIImage+tint.h"])
    }

    @Test func aModuleUsingItselfCreatesNothing() {
        let output = resolve([event(.angledInclude, "Sale/SALCart.h"), event(.swiftImport, "Sale")])
        #expect(output.dependencies.isEmpty)
    }
}
