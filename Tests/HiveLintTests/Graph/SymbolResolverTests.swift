import HiveLintCore
import HiveLintGraph
import Testing

@Suite struct SymbolResolverTests {
    func module(_ name: String, _ files: [String], style: DeclarationStyle = .swiftpm) -> AssignedModule {
        AssignedModule(
            declaration: ModuleDeclaration(name: name, importNames: [name], path: name, origin: ModuleOrigin(style: style, file: "Package.swift"), claims: []),
            files: files.map { SourceFile(path: $0, language: Language(pathExtension: String($0.split(separator: ".").last ?? "")) ?? .swift) })
    }

    func declares(_ path: String, _ kind: DeclarationKind, _ name: String, public isPublic: Bool = true) -> FileFacts {
        let language = Language(pathExtension: String(path.split(separator: ".").last ?? "")) ?? .swift
        return FileFacts(path: path, language: language, declarations: [
            DeclarationEvent(kind: kind, name: name, location: SourceLocation(file: path, line: 3, column: 12), isPublic: isPublic),
        ])
    }

    func uses(_ path: String, _ kind: ReferenceKind, _ name: String, line: Int = 10) -> FileFacts {
        let language = Language(pathExtension: String(path.split(separator: ".").last ?? "")) ?? .swift
        return FileFacts(path: path, language: language, references: [ReferenceEvent(kind: kind, name: name, location: SourceLocation(file: path, line: line, column: 5))])
    }

    func resolve(
        _ modules: [AssignedModule], _ facts: [FileFacts], imported: [String: Set<String>] = [:], included: [String: Set<String>] = [:],
        imports: [Dependency] = []
    ) -> SymbolResolver.Output {
        SymbolResolver(modules: modules, facts: facts).resolve(facts, importedByFile: imported, includedByFile: included, importDependencies: imports)
    }

    /// An import edge, written in a header of `from` for an `#import`, else in a Swift file.
    func edge(_ from: String, _ to: String, _ text: String) -> Dependency {
        let file = text.hasPrefix("#import") ? "\(from)/\(from).h" : "\(from)/x.swift"
        return Dependency(from: from, to: to, kinds: [.import], evidence: [Evidence(kind: .import, location: SourceLocation(file: file, line: 1, column: 1), text: text)])
    }

    @Test func objectiveCUsesResolveToTheDeclaringModuleWithKindAndDeclaration() {
        let modules = [module("Shop", ["Shop/SHPCart.h"]), module("Sale", ["Sale/A.m"]), module("Mediator", ["Mediator/P.h"])]
        let output = resolve(modules, [
            declares("Shop/SHPCart.h", .objcClass, "SHPCart"),
            declares("Mediator/P.h", .objcProtocol, "CartService"),
            FileFacts(path: "Sale/A.m", language: .objc, references: [
                ReferenceEvent(kind: .inherit, name: "SHPCart", location: SourceLocation(file: "Sale/A.m", line: 2, column: 20)),
                ReferenceEvent(kind: .inherit, name: "CartService", location: SourceLocation(file: "Sale/A.m", line: 2, column: 30)),
                ReferenceEvent(kind: .string, name: "SHPCart", location: SourceLocation(file: "Sale/A.m", line: 9, column: 30)),
                ReferenceEvent(kind: .type, name: "UIViewController", location: SourceLocation(file: "Sale/A.m", line: 4, column: 1)),
            ]),
        ])
        #expect(output.dependencies.map { "\($0.from)->\($0.to) \($0.kinds.map(\.rawValue))" } == [
            "Sale->Mediator [\"conform\"]", "Sale->Shop [\"inherit\", \"string-reference\"]",
        ])
        let inherit = output.dependencies.last?.evidence.first
        #expect(inherit?.summary == "uses superclass SHPCart, declared at Shop/SHPCart.h:3:12")
        #expect(inherit?.symbol == "SHPCart")
    }

    /// One `.pch` an app and its share extension both set as their prefix header, which only
    /// the app lists (owncloud's legacy app): the extension's use of a logging macro it
    /// defines is the extension's own, not a dependency on the app. A module whose prefix
    /// header it is not still depends on its owner.
    /// A C++ header read as Objective-C seems to declare a type named `class` (wcdb's `enum
    /// class Kind`): no other header's `class Foo;` uses it, and a real type beside it still
    /// resolves.
    @Test func cppKeywordsAreNeverTheProjectsSymbols() {
        let modules = [module("Route", ["Route/Shape.h"]), module("Player", ["Player/Canvas.h"])]
        let output = resolve(modules, [
            FileFacts(path: "Route/Shape.h", language: .objcHeader, declarations: [
                DeclarationEvent(kind: .type, name: "class", location: SourceLocation(file: "Route/Shape.h", line: 4, column: 6)),
                DeclarationEvent(kind: .type, name: "ShapeKind", location: SourceLocation(file: "Route/Shape.h", line: 4, column: 12)),
            ]),
            FileFacts(path: "Player/Canvas.h", language: .objcHeader, references: [
                ReferenceEvent(kind: .type, name: "class", location: SourceLocation(file: "Player/Canvas.h", line: 3, column: 1)),
                ReferenceEvent(kind: .type, name: "ShapeKind", location: SourceLocation(file: "Player/Canvas.h", line: 5, column: 3)),
            ]),
        ], included: ["Player/Canvas.h": ["Route/Shape.h"]])
        #expect(output.dependencies.map { "\($0.from)->\($0.to) \($0.evidence.map(\.text))" } == ["Player->Route [\"type ShapeKind\"]"])
        #expect(output.diagnostics.isEmpty)
    }

    @Test func aDeclarationInTheModulesOwnPrefixHeaderIsItsOwn() {
        var app = module("Cloudy", ["Cloudy/Support/Cloudy-Prefix.pch", "Cloudy/Files/CLFileList.m"], style: .xcode)
        app.declaration.prefixHeaders = ["Cloudy/Support/Cloudy-Prefix.pch"]
        var share = module("ShareSheet", ["ShareSheet/CLShareController.m"], style: .xcode)
        share.declaration.prefixHeaders = ["Cloudy/Support/Cloudy-Prefix.pch"]
        let widget = module("Widget", ["Widget/CLWidget.m"], style: .xcode)
        let output = resolve([app, share, widget], [
            declares("Cloudy/Support/Cloudy-Prefix.pch", .macro, "CLLog"),
            uses("Cloudy/Files/CLFileList.m", .macro, "CLLog"),
            uses("ShareSheet/CLShareController.m", .macro, "CLLog"),
            uses("Widget/CLWidget.m", .macro, "CLLog"),
        ], included: ["Widget/CLWidget.m": ["Cloudy/Support/Cloudy-Prefix.pch"]])
        #expect(output.dependencies.map { "\($0.from)->\($0.to)" } == ["Widget->Cloudy"])
    }

    @Test func ownDeclarationsWinAndAmbiguityIsReportedNotGuessed() {
        let modules = [module("Goods", ["Goods/F.h"]), module("Shop", ["Shop/F.h", "Shop/S.m"]), module("Sale", ["Sale/A.m", "Sale/B.m"])]
        let facts = [
            declares("Goods/F.h", .objcClass, "MLPriceFormatter"),
            declares("Shop/F.h", .objcClass, "MLPriceFormatter"),
            uses("Shop/S.m", .type, "MLPriceFormatter"),
            uses("Sale/A.m", .type, "MLPriceFormatter"),
            uses("Sale/B.m", .type, "MLPriceFormatter"),
        ]
        let output = resolve(modules, facts, included: ["Sale/B.m": ["Sale/B.h"], "Sale/B.h": ["Shop/F.h"]])
        #expect(output.dependencies.map { "\($0.from)->\($0.to) \($0.evidence.map(\.location.file))" } == ["Sale->Shop [\"Sale/B.m\"]"],
                "B.m reaches Shop's declaration through B.h; Shop's own use is its own")
        #expect(output.diagnostics.map(\.code) == ["ambiguous-symbol"])
        #expect(output.diagnostics.first?.location?.file == "Sale/A.m")
        // Sale/A.m compiled by a second module too: still one diagnostic at that place.
        var shared = modules
        shared.append(AssignedModule(
            declaration: ModuleDeclaration(name: "SaleWidget", importNames: ["SaleWidget"], path: "SaleWidget", origin: ModuleOrigin(style: .xcode, file: "X.xcodeproj/project.pbxproj"), claims: []),
            files: [], sharedFiles: ["Sale/A.m"]))
        #expect(resolve(shared, facts).diagnostics.count == 1)
    }

    @Test func swiftUsesNeedTheDeclaringModuleToBeVisible() {
        let modules = [
            module("Goods", ["Goods/G.h"]), module("Mediator", ["Mediator/M.swift"]), module("Common", ["Common/Common.h"]),
            module("Shop", ["Shop/SHPCart.h"]), module("DesignSystem", ["DesignSystem/Logger.swift"]),
            module("Profile", ["Profile/P.swift"]), module("Cart", ["Cart/C.swift"]),
            module("Legacy", ["Legacy/L.swift"], style: .config), module("Misc", ["Misc/X.swift"], style: .config),
        ]
        let facts = [
            declares("Goods/G.h", .objcClass, "GDSGoods"),
            declares("Shop/SHPCart.h", .objcClass, "SHPCart"),
            declares("DesignSystem/Logger.swift", .swiftType, "Logger"),
            declares("Legacy/L.swift", .swiftType, "LegacyHelper", public: false),
            FileFacts(path: "Profile/P.swift", language: .swift, references: [
                ReferenceEvent(kind: .type, name: "GDSGoods", location: SourceLocation(file: "Profile/P.swift", line: 5, column: 1)),
                ReferenceEvent(kind: .type, name: "Logger", location: SourceLocation(file: "Profile/P.swift", line: 6, column: 1)),
            ]),
            uses("Cart/C.swift", .type, "SHPCart"),
            uses("Misc/X.swift", .type, "LegacyHelper"),
        ]
        let imports = [
            // Swift 6's form, with an access level (CocoaLumberjackSwift).
            edge("Mediator", "Goods", "@_exported public import Goods"),
            edge("Common", "Shop", "#import <Shop/SHPCart.h>"),
        ]
        let output = resolve(modules, facts, imported: ["Profile/P.swift": ["Mediator"], "Cart/C.swift": ["Common"]], imports: imports)
        #expect(output.dependencies.map { "\($0.from)->\($0.to)" } == ["Cart->Shop", "Misc->Legacy", "Profile->Goods"],
                "@_exported and clang re-exports make names visible; Profile never imports DesignSystem, so its Logger is os.Logger")
    }

    /// What a Swift file sees, as Swift sees it: a plain Swift `import` in a framework that
    /// also has Objective-C headers is that framework's own (only its headers' imports are
    /// passed on, as clang modules do); the module's own declaration of a name, even internal,
    /// shadows an imported one; a framework's Swift sees what its own umbrella or bridging
    /// header imports; and an `@_exported import` in one file is seen by the others.
    @Test func swiftVisibilityFollowsSwiftsRules() async throws {
        let tree = try TemporaryTree([
            "Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "Kit", targets: [
                    .target(name: "SyncUI"),
                    .target(name: "Theme"),
                    .target(name: "Legacy"),
                    .target(name: "Core", dependencies: ["SyncUI", "Legacy"]),
                    .target(name: "Settings", dependencies: ["Core", "Theme"]),
                    .target(name: "Search", dependencies: ["Core"]),
                ])
                """,
            "Sources/SyncUI/UserText.swift": "public enum UserText { public static let syncTitle = \"Sync\" }\n",
            "Sources/Theme/Palette.swift": "public enum Palette { public static let accent = 1 }\npublic enum Colors { public static let tint = 2 }\n",
            "Sources/Legacy/LGCStore.h": "#import <Foundation/Foundation.h>\n@interface LGCStore : NSObject\n@end\n",
            "Sources/Core/include/Core.h": "#import <Foundation/Foundation.h>\n#import <Legacy/LGCStore.h>\n",
            "Sources/Core/SyncErrorHandler.swift": "import SyncUI\n\nfinal class SyncErrorHandler { let title = UserText.syncTitle; let store = LGCStore() }\n",
            "Sources/Settings/Exports.swift": "@_exported import Theme\n",
            "Sources/Settings/Environment.swift": "typealias Colors = Palette\n",
            "Sources/Settings/UserText.swift": "enum UserText { static let placeholder = \"\" }\n",
            "Sources/Settings/SettingsView.swift": "import Core\n\nstruct SettingsView { let text = UserText.placeholder; let accent = Palette.accent; let tint = Colors.accent }\n",
            "Sources/Search/SearchView.swift": "import Core\n\nstruct SearchView { let store = LGCStore() }\n",
        ])
        let result = try await tree.analyze()
        let edges = result.graph.dependencies.map { dependency in
            "\(dependency.from)->\(dependency.to) " + Set(dependency.evidence.compactMap(\.symbol)).sorted().joined(separator: ",")
        }
        #expect(edges == [
            "Core->Legacy LGCStore", "Core->SyncUI UserText", "Search->Core ", "Search->Legacy LGCStore", "Settings->Core ", "Settings->Theme Palette",
        ], "\(edges)")
    }

    /// `#define NSLog(…)` in a common header, or a derailed parse that makes `NSString` a
    /// constant, does not make every user of the SDK name depend on that module.
    /// `import enum Peripheral.FlipperColor` makes only `FlipperColor` of Peripheral visible:
    /// a `Dependencies` both Core (imported whole) and Peripheral declare is Core's, not an
    /// ambiguity. Imported whole, Core's still shadows Peripheral's, as Core imports
    /// Peripheral (Swift's shadowing rule); two modules that do not import each other stay
    /// ambiguous.
    @Test func aScopedImportSeesOnlyTheDeclarationItNames() async throws {
        let tree = try TemporaryTree([
            "Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "Flipper", targets: [
                    .target(name: "Core", dependencies: ["Peripheral"]),
                    .target(name: "Peripheral"),
                    .target(name: "Legacy"),
                    .target(name: "UI", dependencies: ["Core", "Peripheral", "Legacy"]),
                ])
                """,
            "Sources/Core/Dependencies.swift": "import Peripheral\n\npublic final class Dependencies { public static let shared = Dependencies(); let color = FlipperColor.white }\n",
            "Sources/Legacy/Dependencies.swift": "public final class Dependencies { public static let shared = Dependencies() }\n",
            "Sources/UI/FileManagerView.swift": "import Core\nimport Peripheral\n\nstruct FileManagerView { let dependencies = Dependencies.shared }\n",
            "Sources/UI/LegacyView.swift": "import Legacy\nimport Peripheral\n\nstruct LegacyView { let dependencies = Dependencies.shared }\n",
            "Sources/Peripheral/Dependencies.swift": "public final class Dependencies { public static let shared = Dependencies() }\n",
            "Sources/Peripheral/FlipperColor.swift": "public enum FlipperColor { case black, white }\n",
            "Sources/UI/DetectReaderView.swift": """
                import Core
                import enum Peripheral.FlipperColor

                struct DetectReaderView {
                    let dependencies = Dependencies.shared
                    let color: FlipperColor = .black
                }
                """,
        ])
        let result = try await tree.analyze()
        let ambiguous = result.diagnostics.filter { $0.code == "ambiguous-symbol" }.map { "\($0.location?.file ?? "") \($0.message.prefix(64))" }
        #expect(ambiguous == ["Sources/UI/LegacyView.swift Dependencies is declared in several modules (Legacy, Peripheral)"], "\(ambiguous)")
        let core = try #require(result.graph.dependency(from: "UI", to: "Core"))
        #expect(Set(core.evidence.filter { $0.symbol == "Dependencies" }.map(\.location.file)) == ["Sources/UI/DetectReaderView.swift", "Sources/UI/FileManagerView.swift"])
        let peripheral = try #require(result.graph.dependency(from: "UI", to: "Peripheral"))
        #expect(peripheral.evidence.contains { $0.symbol == "FlipperColor" })
        #expect(!peripheral.evidence.contains { $0.symbol == "Dependencies" })
    }

    /// A declaration imported by itself shadows the same name of a module imported whole, as
    /// Swift resolves it: the file's own `import enum CoreModels.MaskLevel`, or one a module it
    /// imports re-exports (dd-sdk's `@_exported import enum DatadogInternal.ImagePrivacyLevel`
    /// beside a catalog's own `ImagePrivacyLevel`: 2 false `ambiguous-symbol` warnings). Both
    /// imported whole stay ambiguous.
    @Test func aDeclarationImportedByItselfShadowsOneImportedWhole() async throws {
        let tree = try TemporaryTree([
            "Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "Bench", targets: [
                    .target(name: "CoreModels"),
                    .target(name: "DemoCatalog"),
                    .target(name: "Replay", dependencies: ["CoreModels"]),
                    .target(name: "Runner", dependencies: ["Replay", "DemoCatalog"]),
                    .target(name: "Tool", dependencies: ["CoreModels", "DemoCatalog"]),
                    .target(name: "Mixed", dependencies: ["CoreModels", "DemoCatalog"]),
                ])
                """,
            "Sources/CoreModels/MaskLevel.swift": "public enum MaskLevel { case none, all }\n",
            "Sources/DemoCatalog/MaskLevel.swift": "public struct MaskLevel { public init() {} }\n",
            "Sources/Replay/Exports.swift": "@_exported import enum CoreModels.MaskLevel\n",
            "Sources/Runner/Scenario.swift": "import Replay\nimport DemoCatalog\n\nstruct Scenario { let level: MaskLevel = .all }\n",
            "Sources/Tool/Tool.swift": "import DemoCatalog\nimport enum CoreModels.MaskLevel\n\nstruct Tool { let level: MaskLevel = .none }\n",
            "Sources/Mixed/Mixed.swift": "import CoreModels\nimport DemoCatalog\n\nstruct Mixed { let level: MaskLevel? = nil }\n",
        ])
        let result = try await tree.analyze()
        let ambiguous = result.diagnostics.filter { $0.code == "ambiguous-symbol" }.map { $0.location?.file ?? "" }
        #expect(ambiguous == ["Sources/Mixed/Mixed.swift"], "\(ambiguous)")
        let uses = result.graph.dependencies.filter { $0.evidence.contains { $0.symbol == "MaskLevel" } }.map { "\($0.from)->\($0.to)" }.sorted()
        #expect(uses == ["Runner->CoreModels", "Tool->CoreModels"], "\(uses)")
    }

    @Test func sdkNamesAProjectDeclaresAgainStayTheSDKs() {
        let modules = [module("Common", ["Common/LogMacros.h"]), module("Goods", ["Goods/A.m"])]
        let output = resolve(modules, [
            declares("Common/LogMacros.h", .macro, "NSLog"),
            declares("Common/LogMacros.h", .constant, "NSString"),
            declares("Common/LogMacros.h", .macro, "GDSColorFromRGB"),
            FileFacts(path: "Goods/A.m", language: .objc, references: [
                ReferenceEvent(kind: .macro, name: "NSLog", location: SourceLocation(file: "Goods/A.m", line: 4, column: 5)),
                ReferenceEvent(kind: .type, name: "NSString", location: SourceLocation(file: "Goods/A.m", line: 5, column: 5)),
                ReferenceEvent(kind: .macro, name: "GDSColorFromRGB", location: SourceLocation(file: "Goods/A.m", line: 6, column: 5)),
            ]),
        ], included: ["Goods/A.m": ["Common/LogMacros.h"]])
        #expect(output.dependencies.flatMap(\.evidence).map(\.symbol) == ["GDSColorFromRGB"])
    }

    /// A folder module's Swift type named like a standard library protocol (protoncore's
    /// Crypto declares `public struct Hashable<Type>`) is not what another folder's `Hashable`
    /// conformance means: folder modules see each other without imports, and that made a
    /// false cycle. A name apps give their own models (`Task`) still resolves, and so does a
    /// standard name a file imports the declaring module for (Friendly-Competitions'
    /// `protocol Collection` in FCKit, which its mocks implement).
    @Test func aFolderModulesSwiftStandardLibraryNameIsSeenOnlyThroughAnImport() {
        let modules = [
            module("Crypto", ["Crypto/Hash.swift"], style: .folder), module("Toolbox", ["Toolbox/Merge.swift"], style: .folder),
            module("FCKit", ["FCKit/Database.swift"]), module("FCKitMocks", ["FCKitMocks/MockCollection.swift"]),
        ]
        let output = resolve(modules, [
            declares("Crypto/Hash.swift", .swiftType, "Hashable"),
            declares("Crypto/Hash.swift", .swiftType, "Task"),
            declares("FCKit/Database.swift", .swiftProtocol, "Collection"),
            FileFacts(path: "Toolbox/Merge.swift", language: .swift, references: [
                ReferenceEvent(kind: .inherit, name: "Hashable", location: SourceLocation(file: "Toolbox/Merge.swift", line: 4, column: 30)),
                ReferenceEvent(kind: .type, name: "Task", location: SourceLocation(file: "Toolbox/Merge.swift", line: 6, column: 12)),
            ]),
            uses("FCKitMocks/MockCollection.swift", .inherit, "Collection"),
        ], imported: ["FCKitMocks/MockCollection.swift": ["FCKit"]])
        #expect(output.dependencies.map { "\($0.from)->\($0.to) \($0.evidence.compactMap(\.symbol))" } == [
            "FCKitMocks->FCKit [\"Collection\"]", "Toolbox->Crypto [\"Task\"]",
        ])
    }

    /// An app and its extension compile the same file: neither depends on the other through it.
    /// A file only the app compiles is still a dependency.
    @Test func aFileTheModuleCompilesTooIsItsOwn() {
        var widget = module("Widget", ["Widget/Timeline.swift"], style: .xcode)
        widget.sharedFiles = ["App/Formatter.swift"]
        let modules = [module("App", ["App/Formatter.swift", "App/Cache.swift"], style: .xcode), widget]
        let output = resolve(modules, [
            declares("App/Formatter.swift", .swiftType, "Formatter"),
            declares("App/Cache.swift", .swiftType, "Cache"),
            FileFacts(path: "Widget/Timeline.swift", language: .swift, references: [
                ReferenceEvent(kind: .type, name: "Formatter", location: SourceLocation(file: "Widget/Timeline.swift", line: 4, column: 5)),
                ReferenceEvent(kind: .type, name: "Cache", location: SourceLocation(file: "Widget/Timeline.swift", line: 5, column: 5)),
            ]),
        ], imported: ["Widget/Timeline.swift": ["App"]])
        #expect(output.dependencies.flatMap(\.evidence).map(\.symbol) == ["Cache"])
    }

    /// A use in a branch the using module's build never compiles is none of its dependencies,
    /// as an import there is not: the `#else` of a flag its settings define, and, under a
    /// platform condition, a name of another module compiling the file (a `Shared/` file an iOS
    /// and a macOS app both compile uses the macOS app's alert class under `#if
    /// !TARGET_OS_IOS`: the macOS build's use, not the iOS app's dependency on the macOS app).
    /// A use under another condition still is one, and a module without those settings keeps
    /// every branch.
    @Test func aUseInABranchTheModulesBuildNeverCompilesIsNotADependency() {
        var notes = module("Notes", ["Shared/NTSync.m"], style: .xcode)
        notes.declaration.conditions = CompilationConditions(preprocessor: ["NTS_NO_PAYMENTS=1"])
        var mac = module("NotesMac", ["Mac/NTMacAlert.h", "Mac/NTMacPalette.h"], style: .xcode)
        mac.sharedFiles = ["Shared/NTSync.m"]
        let modules = [notes, mac, module("Payments", ["Payments/PAYButton.h"], style: .xcode)]
        func use(_ name: String, line: Int, condition: String?) -> ReferenceEvent {
            ReferenceEvent(kind: .type, name: name, location: SourceLocation(file: "Shared/NTSync.m", line: line, column: 5), condition: condition)
        }
        let output = resolve(modules, [
            declares("Mac/NTMacAlert.h", .objcClass, "NTMacAlert"),
            declares("Mac/NTMacPalette.h", .objcClass, "NTMacPalette"),
            declares("Payments/PAYButton.h", .objcClass, "PAYButton"),
            FileFacts(path: "Shared/NTSync.m", language: .objc, references: [
                use("NTMacAlert", line: 4, condition: "!(TARGET_OS_IOS)"), use("NTMacPalette", line: 6, condition: "!defined(NDEBUG)"),
                use("PAYButton", line: 8, condition: "!defined(NTS_NO_PAYMENTS)"),
            ]),
        ])
        #expect(output.dependencies.map { "\($0.from)->\($0.to) \($0.evidence.compactMap(\.symbol))" } == [
            "Notes->NotesMac [\"NTMacPalette\"]", "NotesMac->Payments [\"PAYButton\"]",
        ])
    }

    /// Objective-C sees another module's Swift class only through an import of that module.
    @Test func objectiveCSeesAnotherModulesSwiftOnlyThroughAnImport() {
        let modules = [module("App", ["App/Note.h", "App/Other.h"], style: .xcode), module("Widget", ["Widget/SyncedObject.swift"], style: .xcode)]
        let facts = [
            declares("Widget/SyncedObject.swift", .swiftType, "SyncedObject"),
            FileFacts(path: "App/Note.h", language: .objcHeader, references: [
                ReferenceEvent(kind: .inherit, name: "SyncedObject", location: SourceLocation(file: "App/Note.h", line: 3, column: 20)),
            ]),
            FileFacts(path: "App/Other.h", language: .objcHeader, references: [
                ReferenceEvent(kind: .inherit, name: "SyncedObject", location: SourceLocation(file: "App/Other.h", line: 3, column: 20)),
            ]),
        ]
        let output = resolve(modules, facts, imported: ["App/Other.h": ["Widget"]])
        #expect(output.dependencies.flatMap(\.evidence).map(\.location.file) == ["App/Other.h"])
    }

    /// `public typealias Item = Storage.Item` in a module importing Storage: one type, not an
    /// ambiguity. A file importing only the aliasing module depends on it.
    @Test func aTypealiasOfAnImportedModulesTypeIsThatType() {
        let modules = [module("Storage", ["Storage/Item.swift"]), module("StorageUI", ["StorageUI/Aliases.swift"]), module("App", ["App/A.swift", "App/B.swift"])]
        let facts = [
            declares("Storage/Item.swift", .swiftType, "Item"),
            declares("StorageUI/Aliases.swift", .type, "Item"),
            uses("App/A.swift", .type, "Item"),
            uses("App/B.swift", .type, "Item"),
        ]
        let output = resolve(
            modules, facts, imported: ["App/A.swift": ["StorageUI"], "App/B.swift": ["Storage", "StorageUI"]],
            imports: [edge("StorageUI", "Storage", "@_exported import Storage")])
        #expect(output.diagnostics.isEmpty)
        #expect(output.dependencies.flatMap { $0.evidence.map { "\($0.location.file)->\($0.resolvedTo ?? "")" } }.sorted() == [
            "App/A.swift->StorageUI/Aliases.swift:3:12", "App/B.swift->Storage/Item.swift:3:12",
        ])
    }

    /// swift-collections: an Xcode project builds every package target's sources as one
    /// module of the umbrella's name (`Collections`), beside the package's `Collections`
    /// re-exporting `BitCollections` with `public typealias BitArray = BitCollections.BitArray`.
    /// A package test importing both (each branch of `#if COLLECTIONS_SINGLE_MODULE`) means
    /// `BitCollections`' type: its one file is compiled twice, not two originals. A test that
    /// imports `Collections`, which both umbrellas are called, means the one its module
    /// declares. No `ambiguous-symbol` warning.
    @Test func aTypeCompiledTwiceAndAnUmbrellaOfTheSameNameAreOneType() {
        var bits = module("BitCollections", ["Sources/BitCollections/BitArray.swift"])
        bits.declaration.path = "Sources/BitCollections"
        var xcode = module("Xcode/Collections", [], style: .xcode)
        xcode.declaration.importNames = ["Collections"]
        xcode.sharedFiles = ["Sources/BitCollections/BitArray.swift"]
        var bitsTests = module("BitCollectionsTests", ["Tests/BitCollectionsTests/BitArrayTests.swift"])
        bitsTests.declaration.declaredDependencies = ["BitCollections"]
        var umbrellaTests = module("CollectionsTests", ["Tests/CollectionsTests/Smoke.swift"])
        umbrellaTests.declaration.declaredDependencies = ["Collections"]
        // A type each `Collections` declares in a file of its own.
        xcode.files = [SourceFile(path: "Xcode/Single/Deque.swift", language: .swift)]
        let modules = [bits, module("Collections", ["Sources/Collections/Aliases.swift", "Sources/Collections/Deque.swift"]), xcode, bitsTests, umbrellaTests]
        let output = resolve(
            modules,
            [
                declares("Sources/BitCollections/BitArray.swift", .swiftType, "BitArray"),
                declares("Sources/Collections/Aliases.swift", .type, "BitArray"),
                declares("Sources/Collections/Deque.swift", .swiftType, "Deque"),
                declares("Xcode/Single/Deque.swift", .swiftType, "Deque"),
                uses("Tests/BitCollectionsTests/BitArrayTests.swift", .type, "BitArray"),
                FileFacts(path: "Tests/CollectionsTests/Smoke.swift", language: .swift, references: [
                    ReferenceEvent(kind: .type, name: "BitArray", location: SourceLocation(file: "Tests/CollectionsTests/Smoke.swift", line: 10, column: 5)),
                    ReferenceEvent(kind: .type, name: "Deque", location: SourceLocation(file: "Tests/CollectionsTests/Smoke.swift", line: 11, column: 5)),
                ]),
            ],
            imported: [
                "Tests/BitCollectionsTests/BitArrayTests.swift": ["BitCollections", "Collections", "Xcode/Collections"],
                "Tests/CollectionsTests/Smoke.swift": ["Collections", "Xcode/Collections"],
            ],
            imports: [edge("Collections", "BitCollections", "@_exported import BitCollections")])
        #expect(output.diagnostics.isEmpty)
        #expect(output.dependencies.map { "\($0.from)->\($0.to)" } == ["BitCollectionsTests->BitCollections", "CollectionsTests->Collections"])
        #expect(output.dependencies.last?.evidence.compactMap(\.symbol) == ["BitArray", "Deque"])
    }

    @Test func macrosResolveOnlyToMacros() {
        let modules = [module("Common", ["Common/M.h"]), module("Sale", ["Sale/A.m"])]
        let output = resolve(modules, [
            declares("Common/M.h", .macro, "CMNLog"),
            declares("Common/M.h", .function, "CMNFormat"),
            FileFacts(path: "Sale/A.m", language: .objc, references: [
                ReferenceEvent(kind: .macro, name: "CMNLog", location: SourceLocation(file: "Sale/A.m", line: 3, column: 5)),
                ReferenceEvent(kind: .macro, name: "CMNFormat", location: SourceLocation(file: "Sale/A.m", line: 4, column: 5)),
                ReferenceEvent(kind: .value, name: "CMNFormat", location: SourceLocation(file: "Sale/A.m", line: 5, column: 5)),
            ]),
        ], included: ["Sale/A.m": ["Common/M.h"]])
        #expect(output.dependencies.first?.evidence.map { "\($0.kind.rawValue) \($0.location.line)" } == ["macro 3", "call 5"])
    }

    /// A macro is pasted in by the preprocessor: an Objective-C file uses another module's
    /// macro only through a header it reaches. Potatso's proxy writes `htons(port)` with the
    /// SDK's `<arpa/inet.h>`; a tunnel library's shim defines `htons` as `lwip_htons`, which
    /// libclang, given every header's macros, expanded: no use of the library, neither the
    /// macro nor what its body names. A file including the shim uses both.
    @Test func anotherModulesMacroIsUsedOnlyThroughAHeaderTheFileReaches() {
        let modules = [module("Tunnel", ["Tunnel/def.h"]), module("Proxy", ["Proxy/proxy.m"]), module("Bridge", ["Bridge/bridge.m"])]
        func expansion(_ path: String, line: Int) -> FileFacts {
            FileFacts(path: path, language: .objc, references: [
                ReferenceEvent(kind: .macro, name: "htons", location: SourceLocation(file: path, line: line, column: 20)),
                ReferenceEvent(kind: .value, name: "lwip_htons", location: SourceLocation(file: path, line: line, column: 20)),
            ])
        }
        let output = resolve(modules, [
            declares("Tunnel/def.h", .macro, "htons"), declares("Tunnel/def.h", .function, "lwip_htons"),
            expansion("Proxy/proxy.m", line: 3), expansion("Bridge/bridge.m", line: 7),
        ], included: ["Bridge/bridge.m": ["Tunnel/def.h"]])
        #expect(output.dependencies.map { "\($0.from)->\($0.to)" } == ["Bridge->Tunnel"])
        #expect(Set(output.dependencies.first?.evidence.map(\.kind.rawValue) ?? []) == ["macro", "call"])
    }

    /// A Swift file sees an app's Swift declarations only when that module is imported whole:
    /// by the file, or re-exported (`@_exported import`, a header's `#import <App/App.h>`).
    /// A bridging header's quoted include of the app's header brings that header's
    /// declarations alone: Jami's share extension writes SwiftUI's `@State`, not the app's
    /// `protocol State` (a false `depends-on-app` line).
    @Test func aQuotedIncludeShowsSwiftTheHeaderNotTheModulesSwift() {
        var app = module("App", ["App/Stateable.swift", "App/Lookup.h"])
        app.declaration.impliedKind = .app
        let modules = [app, module("ShareExt", ["ShareExt/ShareExt.h", "ShareExt/ShareView.swift"]), module("Widget", ["Widget/Widget.h", "Widget/WidgetView.swift"])]
        func view(_ path: String) -> FileFacts {
            FileFacts(path: path, language: .swift, references: [
                ReferenceEvent(kind: .type, name: "State", location: SourceLocation(file: path, line: 4, column: 6)),
                ReferenceEvent(kind: .type, name: "Lookup", location: SourceLocation(file: path, line: 5, column: 6)),
            ])
        }
        let output = resolve(modules, [
            declares("App/Stateable.swift", .swiftProtocol, "State"), declares("App/Lookup.h", .objcClass, "Lookup"),
            view("ShareExt/ShareView.swift"), view("Widget/WidgetView.swift"),
        ], imports: [edge("ShareExt", "App", "#import \"Lookup.h\""), edge("Widget", "App", "#import <App/App.h>")])
        let symbols = output.dependencies.map { "\($0.from)->\($0.to): \($0.evidence.compactMap(\.symbol).joined(separator: " "))" }
        #expect(symbols == ["ShareExt->App: Lookup", "Widget->App: State Lookup"])
    }

    /// No target imports an app: an Objective-C file of another module uses an app's
    /// declaration only through a header it reaches. AwesomeProject keeps a sample app with
    /// its own copy of `AFHTTPSessionManager.h` under `Reference/`; a pod including the
    /// installed AFNetworking (not parsed) does not depend on that app (a false
    /// `depends-on-app` error). A name an app declares too may be the SDK's or an unparsed
    /// library's, so another declarer then counts only when reached as well (Provenance's
    /// `IOSurfaceRef`). A class named in a string is looked up at run time: still the app's.
    @Test func anotherModulesObjectiveCSeesAnAppsHeaderOnlyByIncludingIt() {
        var sample = module("TcpClient", ["Reference/TcpClient/AFHTTPSessionManager.h", "Reference/TcpClient/Vulkan.h"], style: .xcode)
        sample.declaration.impliedKind = .app
        let modules = [
            sample, module("RetroCore", ["RetroCore/vulkan_metal.h"]),
            module("NetKit", ["NetKit/NetManager.m", "NetKit/Reach.m", "NetKit/Lookup.m", "NetKit/Surface.m"]),
        ]
        let output = resolve(modules, [
            declares("Reference/TcpClient/AFHTTPSessionManager.h", .objcClass, "AFHTTPSessionManager"),
            declares("Reference/TcpClient/Vulkan.h", .type, "IOSurfaceRef"),
            declares("RetroCore/vulkan_metal.h", .type, "IOSurfaceRef"),
            uses("NetKit/NetManager.m", .type, "AFHTTPSessionManager", line: 3),
            uses("NetKit/Reach.m", .type, "AFHTTPSessionManager", line: 4),
            uses("NetKit/Lookup.m", .string, "AFHTTPSessionManager", line: 5),
            uses("NetKit/Surface.m", .type, "IOSurfaceRef", line: 6),
        ], included: ["NetKit/Reach.m": ["Reference/TcpClient/AFHTTPSessionManager.h"]])
        let found = output.dependencies.map { "\($0.from)->\($0.to): \($0.evidence.map { "\($0.location.file):\($0.location.line)" }.joined(separator: " "))" }
        #expect(found == ["NetKit->TcpClient: NetKit/Lookup.m:5 NetKit/Reach.m:4"], "\(found)")
    }

    /// C keywords, standard types and C library functions a project's C declares again are
    /// the language's: sqlite's `# define double sqlite3_int64` (for builds without floating
    /// point), a shim's `using uint = uint32_t;`, libretro's `crt/include/string.h`, a copy of
    /// Apple's `include/mach/` headers declaring `kern_return_t` (ndlwill's notes: a false
    /// `implicit-dependency`). Swift may name its own functions so: AlphaWallet's `register()`
    /// is still its.
    @Test func cKeywordsAndStandardTypesAreNeverProjectSymbols() {
        let modules = [
            module("sqlcipher", ["sqlcipher/sqlite3.h"]), module("Sunrise", ["Sunrise/Sunrise.h"]),
            module("Address", ["Address/Storage.swift"]), module("AddressTests", ["AddressTests/StorageTests.swift"]),
        ]
        let output = resolve(modules, [
            declares("sqlcipher/sqlite3.h", .macro, "double"), declares("sqlcipher/sqlite3.h", .type, "uint"),
            declares("sqlcipher/sqlite3.h", .type, "intptr_t"), declares("sqlcipher/sqlite3.h", .function, "memset"),
            declares("sqlcipher/sqlite3.h", .type, "kern_return_t"),
            FileFacts(path: "Sunrise/Sunrise.h", language: .objcHeader, references: ["double", "uint", "intptr_t", "memset", "kern_return_t"].enumerated().map { index, name in
                ReferenceEvent(kind: name == "double" ? .macro : name == "memset" ? .value : .type, name: name,
                               location: SourceLocation(file: "Sunrise/Sunrise.h", line: index + 2, column: 19))
            }),
            declares("Address/Storage.swift", .function, "register"),
            uses("AddressTests/StorageTests.swift", .value, "register"),
        ], imported: ["AddressTests/StorageTests.swift": ["Address"]], included: ["Sunrise/Sunrise.h": ["sqlcipher/sqlite3.h"]])
        #expect(output.dependencies.map { "\($0.from)->\($0.to)" } == ["AddressTests->Address"])
    }

    /// `#if os(iOS)` `import MainUI` `#elseif os(tvOS)` `import TVUI`: each platform's build
    /// sees one `AppCoordinator`, so no ambiguity (passepartout: a false `ambiguous-symbol`);
    /// both imports are the file's dependencies already. Two imports under one condition, or
    /// under none, stay ambiguous.
    @Test func importsForOnePlatformEachAreNoAmbiguity() {
        func platformImport(_ from: String, _ to: String, file: String, line: Int, condition: String?) -> Dependency {
            Dependency(from: from, to: to, kinds: [.import], evidence: [
                Evidence(kind: .import, location: SourceLocation(file: file, line: line, column: 1), text: "import \(to)", condition: condition),
            ])
        }
        let modules = [
            module("MainUI", ["MainUI/AppCoordinator.swift"]), module("TVUI", ["TVUI/AppCoordinator.swift"]),
            module("App", ["App/Root.swift", "App/Other.swift"]),
        ]
        let facts = [
            declares("MainUI/AppCoordinator.swift", .swiftType, "AppCoordinator"), declares("TVUI/AppCoordinator.swift", .swiftType, "AppCoordinator"),
            uses("App/Root.swift", .type, "AppCoordinator"), uses("App/Other.swift", .type, "AppCoordinator"),
        ]
        let output = resolve(modules, facts, imported: ["App/Root.swift": ["MainUI", "TVUI"], "App/Other.swift": ["MainUI", "TVUI"]], imports: [
            platformImport("App", "MainUI", file: "App/Root.swift", line: 2, condition: "os(iOS) || os(macOS)"),
            platformImport("App", "TVUI", file: "App/Root.swift", line: 4, condition: "!(os(iOS) || os(macOS)) && os(tvOS)"),
            platformImport("App", "MainUI", file: "App/Other.swift", line: 2, condition: nil),
            platformImport("App", "TVUI", file: "App/Other.swift", line: 3, condition: nil),
        ])
        #expect(output.dependencies.isEmpty)
        #expect(output.diagnostics.map { "\($0.code) \($0.location?.file ?? "")" } == ["ambiguous-symbol App/Other.swift"])
    }

    /// An umbrella re-exporting one module per platform (fluentui's `FluentUI`: `#if os(iOS)`
    /// `@_exported import FluentUI_ios` `#elseif os(macOS)` `@_exported import FluentUI_macos`):
    /// a file importing the umbrella sees one `Button` per platform, no ambiguity (12 false
    /// `ambiguous-symbol` warnings). An umbrella re-exporting both for every platform is
    /// ambiguous still.
    @Test func aReExportForOnePlatformEachIsNoAmbiguity() {
        func reexport(_ from: String, _ to: String, line: Int, condition: String?) -> Dependency {
            Dependency(from: from, to: to, kinds: [.import], evidence: [
                Evidence(kind: .import, location: SourceLocation(file: "\(from)/Exports.swift", line: line, column: 1), text: "@_exported import \(to)", condition: condition),
            ])
        }
        let modules = [
            module("Widgets_iOS", ["Widgets_iOS/Pill.swift"]), module("Widgets_macOS", ["Widgets_macOS/Pill.swift"]),
            module("Widgets", ["Widgets/Exports.swift"]), module("Both", ["Both/Exports.swift"]),
            module("Demo", ["Demo/Screen.swift"]), module("Other", ["Other/Screen.swift"]),
        ]
        let facts = [
            declares("Widgets_iOS/Pill.swift", .swiftType, "Pill"), declares("Widgets_macOS/Pill.swift", .swiftType, "Pill"),
            uses("Demo/Screen.swift", .type, "Pill"), uses("Other/Screen.swift", .type, "Pill"),
        ]
        let output = resolve(modules, facts, imported: ["Demo/Screen.swift": ["Widgets"], "Other/Screen.swift": ["Both"]], imports: [
            reexport("Widgets", "Widgets_iOS", line: 2, condition: "os(iOS)"),
            reexport("Widgets", "Widgets_macOS", line: 4, condition: "!(os(iOS)) && os(macOS)"),
            reexport("Both", "Widgets_iOS", line: 1, condition: nil), reexport("Both", "Widgets_macOS", line: 2, condition: nil),
        ])
        #expect(output.dependencies.map { "\($0.from)->\($0.to)" }.sorted() == [])
        #expect(output.diagnostics.map { "\($0.code) \($0.location?.file ?? "")" } == ["ambiguous-symbol Other/Screen.swift"])
    }

    /// A white-label file choosing one of two modules with one API: `#if canImport(LoginUI)`
    /// `import LoginUI` `#else` `import LoginBUI`. A build sees one `LoginViewController`, so
    /// no ambiguity (IdealCleanArchitecture: a false `ambiguous-symbol`). Two `canImport`
    /// tests that may both hold (`#if canImport(A)` … `#endif` `#if canImport(B)` … `#endif`)
    /// stay ambiguous.
    @Test func canImportAlternativesAreNoAmbiguity() {
        func conditionalImport(_ to: String, file: String, line: Int, condition: String) -> Dependency {
            Dependency(from: "Routing", to: to, kinds: [.import], evidence: [
                Evidence(kind: .import, location: SourceLocation(file: file, line: line, column: 1), text: "import \(to)", condition: condition),
            ])
        }
        let modules = [
            module("LoginUI", ["LoginUI/LoginViewController.swift"]), module("LoginBUI", ["LoginBUI/LoginViewController.swift"]),
            module("Routing", ["Routing/LoginRoute.swift", "Routing/SignupRoute.swift"]),
        ]
        let facts = [
            declares("LoginUI/LoginViewController.swift", .swiftType, "LoginViewController"),
            declares("LoginBUI/LoginViewController.swift", .swiftType, "LoginViewController"),
            uses("Routing/LoginRoute.swift", .type, "LoginViewController"), uses("Routing/SignupRoute.swift", .type, "LoginViewController"),
        ]
        let imported = ["Routing/LoginRoute.swift": Set(["LoginUI", "LoginBUI"]), "Routing/SignupRoute.swift": Set(["LoginUI", "LoginBUI"])]
        let output = resolve(modules, facts, imported: imported, imports: [
            conditionalImport("LoginUI", file: "Routing/LoginRoute.swift", line: 3, condition: "canImport(LoginUI)"),
            conditionalImport("LoginBUI", file: "Routing/LoginRoute.swift", line: 5, condition: "!(canImport(LoginUI))"),
            conditionalImport("LoginUI", file: "Routing/SignupRoute.swift", line: 2, condition: "canImport(LoginUI)"),
            conditionalImport("LoginBUI", file: "Routing/SignupRoute.swift", line: 5, condition: "canImport(LoginBUI)"),
        ])
        #expect(output.dependencies.isEmpty)
        #expect(output.diagnostics.map { "\($0.code) \($0.location?.file ?? "")" } == ["ambiguous-symbol Routing/SignupRoute.swift"])
    }

    /// Two theme modules each declaring `struct Image`, and a SwiftUI file importing both:
    /// `Image(systemName:)` is SwiftUI's, chosen by its labels, which hive-lint does not
    /// compare (plasma: a false `ambiguous-symbol`). No dependency, no warning; without the
    /// SwiftUI import the name stays ambiguous.
    @Test func aNameSwiftUIDeclaresTooIsNoAmbiguityInASwiftUIFile() {
        let modules = [
            module("ThemeA", ["ThemeA/Image+Variations.swift"]), module("ThemeB", ["ThemeB/Image+Variations.swift"]),
            module("Gallery", ["Gallery/ThemePicker.swift", "Gallery/ThemeList.swift"]),
        ]
        var picker = uses("Gallery/ThemePicker.swift", .value, "Image")
        picker.imports = [ImportEvent(form: .swiftImport, target: "SwiftUI", text: "import SwiftUI", location: SourceLocation(file: picker.path, line: 1, column: 1))]
        let facts = [
            declares("ThemeA/Image+Variations.swift", .swiftType, "Image"), declares("ThemeB/Image+Variations.swift", .swiftType, "Image"),
            picker, uses("Gallery/ThemeList.swift", .value, "Image"),
        ]
        let output = resolve(modules, facts, imported: ["Gallery/ThemePicker.swift": ["ThemeA", "ThemeB"], "Gallery/ThemeList.swift": ["ThemeA", "ThemeB"]])
        #expect(output.dependencies.isEmpty)
        #expect(output.diagnostics.map { "\($0.code) \($0.location?.file ?? "")" } == ["ambiguous-symbol Gallery/ThemeList.swift"])
    }
}

extension SymbolResolverTests {
    /// A resolver built for a few files (`resolving:`, a run after an edit: it indexes only
    /// the names they use and the Swift names of their modules) resolves each of them as the
    /// resolver of the whole tree does: own-module Swift names shadowing another module's,
    /// macros, a file two modules compile, names no file declares.
    @Test func aResolverForAFewFilesResolvesThemAsTheWholeTreesDoes() {
        var shared = module("Watch", ["Watch/W.swift"])
        shared.sharedFiles = ["Shop/Cart.swift"]
        let modules = [
            module("Shop", ["Shop/Cart.swift", "Shop/SHPMacros.h", "Shop/Item.swift"]), module("Sale", ["Sale/A.m", "Sale/Offer.swift"]),
            module("Mediator", ["Mediator/P.h", "Mediator/Route.swift"]), shared,
        ]
        let facts = [
            FileFacts(path: "Mediator/P.h", language: .objcHeader, declarations: [
                DeclarationEvent(kind: .objcProtocol, name: "CartService", location: SourceLocation(file: "Mediator/P.h", line: 3, column: 11), isPublic: true),
                DeclarationEvent(kind: .macro, name: "SHP_LOG", location: SourceLocation(file: "Mediator/P.h", line: 9, column: 9), isPublic: true),
            ]),
            declares("Mediator/Route.swift", .swiftType, "Route"),
            FileFacts(path: "Sale/A.m", language: .objc, references: [
                ReferenceEvent(kind: .inherit, name: "CartService", location: SourceLocation(file: "Sale/A.m", line: 2, column: 30)),
                ReferenceEvent(kind: .macro, name: "SHP_LOG", location: SourceLocation(file: "Sale/A.m", line: 5, column: 3)),
                ReferenceEvent(kind: .type, name: "UIViewController", location: SourceLocation(file: "Sale/A.m", line: 4, column: 1)),
            ]),
            FileFacts(path: "Sale/Offer.swift", language: .swift, declarations: [
                DeclarationEvent(kind: .swiftType, name: "Item", location: SourceLocation(file: "Sale/Offer.swift", line: 2, column: 8), isPublic: false),
            ], references: [
                ReferenceEvent(kind: .type, name: "Item", location: SourceLocation(file: "Sale/Offer.swift", line: 6, column: 9)),
                ReferenceEvent(kind: .type, name: "Route", location: SourceLocation(file: "Sale/Offer.swift", line: 7, column: 9)),
                ReferenceEvent(kind: .type, name: "Cart", location: SourceLocation(file: "Sale/Offer.swift", line: 8, column: 9)),
            ]),
            FileFacts(path: "Shop/Cart.swift", language: .swift, declarations: [
                DeclarationEvent(kind: .swiftType, name: "Cart", location: SourceLocation(file: "Shop/Cart.swift", line: 1, column: 8), isPublic: true),
            ], references: [
                ReferenceEvent(kind: .type, name: "Route", location: SourceLocation(file: "Shop/Cart.swift", line: 4, column: 9)),
                ReferenceEvent(kind: .type, name: "Item", location: SourceLocation(file: "Shop/Cart.swift", line: 5, column: 9)),
            ]),
            FileFacts(path: "Shop/Item.swift", language: .swift, declarations: [
                DeclarationEvent(kind: .swiftType, name: "Item", location: SourceLocation(file: "Shop/Item.swift", line: 1, column: 8), isPublic: true),
            ]),
            FileFacts(path: "Shop/SHPMacros.h", language: .objcHeader, declarations: [
                DeclarationEvent(kind: .macro, name: "SHP_LOG", location: SourceLocation(file: "Shop/SHPMacros.h", line: 2, column: 9), isPublic: true),
            ]),
            uses("Watch/W.swift", .type, "Cart"),
        ]
        let imported: [String: Set<String>] = ["Sale/A.m": ["Mediator"], "Sale/Offer.swift": ["Mediator", "Shop"], "Shop/Cart.swift": ["Mediator"]]
        let imports = [edge("Sale", "Mediator", "import Mediator"), edge("Sale", "Shop", "import Shop"), edge("Shop", "Mediator", "import Mediator")]
        let whole = SymbolResolver(modules: modules, facts: facts).resolve(
            facts, importedByFile: imported, includedByFile: [:], scopedByFile: [:], importDependencies: imports, reusing: { _ in nil })
        #expect(!whole.output.dependencies.isEmpty)
        for index in facts.indices {
            let few = SymbolResolver(modules: modules, facts: facts, resolving: [facts[index]]).resolve(
                facts, importedByFile: imported, includedByFile: [:], scopedByFile: [:], importDependencies: imports,
                reusing: { $0 == index ? nil : whole.files[$0] })
            #expect(few.output.dependencies == whole.output.dependencies, Comment(rawValue: facts[index].path))
            #expect(few.output.diagnostics == whole.output.diagnostics, Comment(rawValue: facts[index].path))
            #expect(few.output.usesWithoutImport == whole.output.usesWithoutImport, Comment(rawValue: facts[index].path))
        }
    }
}
