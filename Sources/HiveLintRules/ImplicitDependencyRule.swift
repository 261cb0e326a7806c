import HiveLintConfig
import HiveLintCore
import HiveLintScan

/// The `implicit-dependency` rule type; its documentation is `documentation` below (`hive-lint explain`).
public struct ImplicitDependencyRule: Rule {
    public static let typeName = "implicit-dependency"
    public static let summary = "a module uses a module its manifest does not declare"

    public static let defaults = [
        RuleInstance(name: "implicit-dependency", type: typeName, severity: .warning, options: [:], comment: "Code uses a module its manifest does not declare."),
    ]

    public static let documentation = RuleDocumentation(
        #"""
        A module uses another module that its manifest does not declare. It builds today
        only because something else happens to link the other module (Xcode's implicit
        dependencies, a shared header search path, a transitive SwiftPM dependency), and
        breaks when that changes.

        Checked for modules whose manifest lists dependencies (SwiftPM, CocoaPods, Xcode,
        Tuist, XcodeGen; not `rules.json` folders, nor a Tuist target with a dependency
        hive-lint could not evaluate), on modules a manifest can name (a module only
        `rules.json` declares, a folder carved out of a target, is never reported, nor one only
        a podspec declares from a Swift package's target, nor one another manifest declares
        that answers to the using module's own name, another declaration of its library: the
        package target whose product is named like the pod, which keeps the umbrella header the
        package leaves out; nor a built
        framework or a prebuilt library (`include/` and `lib/`) checked into the tree, which
        build settings may link, nor a package of a vendor folder, `Vendor/X`, that no manifest
        of the tree names: a target compiles or links it by no name). A
        dependency counts as declared when a declared name is the other module's name, one of
        its import names, or a product or pod name of it, or a declared module answers to one of
        its import names (its twin in another build system over the same sources: an Xcode
        framework whose module is the package target's name) or ships it built (a pod with no
        sources vendoring `X.framework`, the binary release of the tree's pod `X`), and also
        when a declared dependency
        re-exports it (`@_exported import X` in that module, or a module import in one of its
        headers, `@import X;` or `#import <X/X.h>`, which a clang module passes on; transitively), or is an umbrella
        with no code of its own that declares it (a pod bundling the team's pods; a Tuist
        umbrella target whose only source is a `//dummy` placeholder; an Xcode static library
        whose only source is the empty class its template names after the target,
        `@interface MobileSDK_Core : NSObject @end`, that merges the libraries it depends on;
        a framework whose only file is its template's umbrella header, exporting the version
        symbols alone). An import guarded
        by `#if canImport(X)` / `__has_include(<X/…>)` of that very module (or
        `__has_include("H")` around the include of that very header), or by a platform
        condition (`#if os(iOS)`, `TARGET_OS_IOS`, `canImport` of a module only some platforms
        have, such as `Darwin`, `Glibc` or `UIKit`, whose `#else` of `canImport(Darwin)` is the
        Linux build: a file shared by an iOS and a watchOS target) or by `SWIFT_PACKAGE` (a file a package and an Xcode target share), or one in
        the `#else` of `#if canImport(Y)` where the module declares `Y` (that branch is for
        builds without `Y`), is optional and not reported, and neither are the uses of the
        module in a file that imports it only that way (they sit under the same condition).
        `@class X;` and `NSClassFromString(@"X")` need nothing at build time and are not
        reported either.
        """#,
        examples: [
            RuleExample("the cart uses the API client without declaring Networking", violations: 1, files: [
                ("Package.swift", #"""
                // swift-tools-version: 5.9
                import PackageDescription

                let package = Package(
                    name: "Shop",
                    targets: [
                        .target(name: "Networking"),
                        .target(name: "CartFeature", dependencies: []),
                    ]
                )
                """#),
                ("Sources/Networking/APIClient.swift", #"""
                public final class APIClient {
                    public init() {}
                    public func get(_ path: String) {}
                }
                """#),
                ("Sources/CartFeature/CartStore.swift", #"""
                import Networking

                final class CartStore {
                    let client = APIClient()
                    func reload() { client.get("cart") }
                }
                """#),
            ]),
            RuleExample("declared in Package.swift", violations: 0, files: [
                ("Package.swift", #"""
                // swift-tools-version: 5.9
                import PackageDescription

                let package = Package(
                    name: "Shop",
                    targets: [
                        .target(name: "Networking"),
                        .target(name: "CartFeature", dependencies: ["Networking"]),
                    ]
                )
                """#),
                ("Sources/Networking/APIClient.swift", #"""
                public final class APIClient {
                    public init() {}
                    public func get(_ path: String) {}
                }
                """#),
                ("Sources/CartFeature/CartStore.swift", #"""
                import Networking

                final class CartStore {
                    let client = APIClient()
                    func reload() { client.get("cart") }
                }
                """#),
            ]),
        ])

    public init?(instance: RuleInstance, problems: inout [ConfigProblem]) {
        OptionReader.expectNoOptions(instance, &problems)
    }

    /// Whether the evidence is a header's import of a module (`@import CoreAardvark;`,
    /// `#import <CoreAardvark/ARKLogStore.h>`): a clang module passes on the modules its
    /// headers import, to Swift and Objective-C alike (as the symbol resolver sees them), so
    /// Aardvark's Swift users see `ARKLogDistributor` through `import Aardvark`.
    static func isHeaderModuleImport(_ evidence: Evidence) -> Bool {
        evidence.kind == .import && [".h", ".hh", ".hpp"].contains(where: evidence.location.file.hasSuffix)
            && (evidence.text.hasPrefix("@import") || evidence.text.containsBytes("<"))
    }

    public func check(_ context: RuleContext) -> [Violation] {
        var reexports: [String: Set<String>] = [:]
        for dependency in context.dependencies where dependency.evidence.contains(where: { ImportEvent.reexports($0.text) || Self.isHeaderModuleImport($0) }) {
            reexports[dependency.from, default: []].insert(dependency.to)
        }
        /// What `module` hands to those depending on it: itself, what it re-exports, and what
        /// it declares when it has no code of its own (an umbrella pod bundling the team's
        /// pods, `XAIModulesLibs` declaring `XAIMediator` and `XAICommon`; a Tuist umbrella
        /// target whose only source is a `//dummy` file).
        var handedMemo: [String: Set<String>] = [:]
        func handed(_ module: String) -> Set<String> {
            if let known = handedMemo[module] { return known }
            var seen: Set<String> = [module]
            var queue = [module]
            while let next = queue.popLast() {
                var onward = reexports[next] ?? []
                if let umbrella = context.modules[next], !umbrella.hasOwnCode {
                    for declared in umbrella.declaredDependencies {
                        if let named = context.lookup.named(declared, from: umbrella) { onward.insert(named.name) }
                    }
                }
                for exported in onward where seen.insert(exported).inserted { queue.append(exported) }
            }
            handedMemo[module] = seen
            return seen
        }
        // The modules some manifest of the tree declares a dependency on (asked only of
        // vendor-folder packages).
        var namedMemo: Set<String>?
        func namedByAManifest(_ module: Module) -> Bool {
            if namedMemo == nil {
                namedMemo = Set(context.modules.values.flatMap { $0.declaredDependencies.flatMap(context.lookup.allNamed) })
            }
            return namedMemo?.contains(module.name) == true
        }
        return context.dependencies.compactMap { dependency -> Violation? in
            guard let source = context.modules[dependency.from], let target = context.modules[dependency.to],
                  source.declaresDependencies, !source.dependenciesIncomplete,
                  Self.canBeDeclared(target, namedByAManifest: { namedByAManifest(target) }), Self.canName(target, from: source),
                  !source.declaredDependencies.contains(where: target.isNamed),
                  // Another manifest's declaration of the same library: the package target whose
                  // product has the pod's name, keeping the umbrella header the package leaves out
                  // (not another target of the package whose product groups both).
                  !(source.declaredBy.file != target.declaredBy.file && context.lookup.allNamed(source.name).contains(target.name)) else { return nil }
            let declaredModules = Set(source.declaredDependencies.flatMap(context.lookup.allNamed))
            if declaredModules.contains(where: { handed($0).contains(target.name) }) { return nil }
            // A declared module answering to one of the target's import names is its twin in
            // another build system, over the same sources (Blueshift's Xcode framework
            // `Blueshift-iOS-SDK`, product module `BlueShift_iOS_SDK`, and the package's target
            // of that name, which owns the files): whichever the build uses is declared. So is a
            // pod with no sources shipping the target's built framework (a binary release of a
            // pod the tree builds from source).
            let targetNames = Set(target.importNames)
            if declaredModules.contains(where: { context.modules[$0].map { !targetNames.isDisjoint(with: $0.importNames + $0.shippedFrameworks) } ?? false }) {
                return nil
            }
            // A file that imports the module only under such a condition uses it under that
            // condition too (symbol uses carry no condition of their own).
            let imports = dependency.evidence.filter { $0.kind == .import || $0.kind == .forwardDeclaration }
            // What the module declares, by every name it imports them by (only asked of an
            // import in the `#else` of a `canImport`).
            let negatesCanImport = imports.contains { $0.condition?.contains("!(canImport(") == true }
            let available = negatesCanImport ? Set(declaredModules.flatMap { [$0] + (context.modules[$0]?.importNames ?? []) }) : []
            let optionallyImporting = Set(imports.filter { Self.isOptional($0, of: target, available: available) }.map(\.location.file))
                .subtracting(imports.filter { !Self.isOptional($0, of: target, available: available) }.map(\.location.file))
            let evidence = dependency.evidence.filter {
                Self.needsTheModule($0) && !Self.isOptional($0, of: target, available: available) && !optionallyImporting.contains($0.location.file)
            }
            guard let first = evidence.first else { return nil }
            let manifests = ([source.declaredBy] + source.alsoDeclaredBy)
                .filter { $0.style.declaresDependencies }.map(\.file)
            return Violation(
                rule: context.ruleName, severity: .warning,
                message: "\(source.name) uses \(target.name) but \(manifests.joined(separator: " and ")) \(manifests.count == 1 ? "does" : "do") not declare it: \(first.summary)",
                from: source.name, to: target.name, location: first.location, evidence: evidence)
        }
    }

    /// Whether a manifest can name the module at all: not when only `rules.json` or the folder
    /// layout declares it (a folder carved out of a target, which that target compiles itself),
    /// nor for a package of a vendor folder no manifest names (`Vendor/AMPopTip`,
    /// `3rdparty/minizip`), which a target compiles in its own build phase or links through
    /// build settings; one a manifest of the tree names (brave's `ThirdParty/Static`, a
    /// local Swift package) can be.
    static func canBeDeclared(_ module: Module, namedByAManifest: () -> Bool) -> Bool {
        ([module.declaredBy] + module.alsoDeclaredBy).contains { !$0.style.isFolder } && !module.isCheckedInBinary
            && !(module.declaredBy.style == .vendored && RelativePath.isVendoredPackage(module.path) && !namedByAManifest())
    }

    /// Whether the source's manifests can name the module: a `Package.swift` names targets and
    /// products of packages, never a module only a podspec declares (a library built both
    /// ways, whose package target includes a header only its pod's patterns list:
    /// GoogleUtilities' `Common/GULLoggerCodes.h`, found through a header search path).
    static func canName(_ module: Module, from source: Module) -> Bool {
        let sourceStyles = Set(([source.declaredBy] + source.alsoDeclaredBy).map(\.style))
        let moduleStyles = Set(([module.declaredBy] + module.alsoDeclaredBy).map(\.style))
        return !(sourceStyles == [.swiftpm] && moduleStyles == [.cocoapods])
    }

    /// Whether the evidence needs the module at build time: not `@class X;` (a name without
    /// its header) nor `NSClassFromString(@"X")` (a lookup at run time), which build whatever
    /// the target links.
    static func needsTheModule(_ evidence: Evidence) -> Bool {
        evidence.kind != .forwardDeclaration && evidence.kind != .stringReference
    }

    /// `#if canImport(Target)` or `__has_include(<Target/…>)`: an optional use. So is a use
    /// under a platform condition (`#if os(iOS)`): a file shared by an iOS and a watchOS target
    /// imports it for one of them only, and which one hive-lint does not know. And one under
    /// `SWIFT_PACKAGE`: a file a Swift package and an Xcode target both compile imports the
    /// package's C target for the package build only (the Xcode build has a bridging header).
    /// And one in the `#else` of `#if canImport(Y)` where `Y` is among the `available` names
    /// (what the importing module declares): that branch is for builds without `Y` (Parse's
    /// `#if canImport(ParseCore)` … `#else @_exported import Parse`, for the framework build).
    static func isOptional(_ evidence: Evidence, of module: Module, available: Set<String> = []) -> Bool {
        guard let condition = evidence.condition else { return false }
        if evidence.isPlatformConditional || condition.contains("SWIFT_PACKAGE") { return true }
        if condition.contains("!(canImport("), available.contains(where: { condition.contains("!(canImport(\($0)))") }) { return true }
        return evidence.isGuardedByAvailability(of: module)
    }
}
