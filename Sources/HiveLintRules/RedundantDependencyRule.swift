import HiveLintConfig
import HiveLintCore

/// The `redundant-dependency` rule type; its documentation is `documentation` below (`hive-lint explain`).
public struct RedundantDependencyRule: Rule {
    public static let typeName = "redundant-dependency"
    public static let summary = "a manifest declares a dependency the module's code never uses"

    public static let defaults = [
        RuleInstance(name: "redundant-dependency", type: typeName, severity: .warning, options: [:], comment: "A manifest declares a dependency the code never uses."),
    ]

    public static let documentation = RuleDocumentation(
        #"""
        A manifest declares a dependency on a module of the tree that the module's code never
        uses. It costs build time and hides the real shape of the graph. Checked for modules
        whose manifest lists dependencies, and only for declared names that are modules of
        this tree (a package or pod that is not checked in cannot be judged); reported at the
        manifest line that declares it.

        Never reported:
        - for an `app` module, or an `example` one (a demo app, checked with
          `--include-examples`): the shell links what it embeds (app extensions, a watch app)
          and the modules that register themselves at run time (BeeHive, Bifrost, TinyPart,
          CarbonGraph), with no code reference, on purpose;
        - on an executable of the tree (an `app` module: an XPC service, a helper or
          command-line tool, an app extension) that a framework or library embeds, launches or
          runs while building: no code can name an executable, so the dependency is needed
          and never used by code;
        - on a module with no code of its own (a resource bundle target; an umbrella whose
          only source is a placeholder such as `//dummy` or a lone `import Foundation`, which
          declares nothing and uses nothing, the empty class Xcode's library template names
          after the target, `@interface KitAll : NSObject @end`, or its framework template's
          umbrella header, exporting only `KitVersionNumber` and `KitVersionString`; the resource
          accessors Tuist generates for a target, `Derived/Sources/TuistBundle+Kit.swift`, are not
          its code): no code can use it, and an umbrella's own
          declared dependencies are not judged either (they are what it hands on);
        - from an Xcode target with headers and no compiled source, on what its project declares
          (a framework target that re-lists headers and links the static library it packages:
          twitter-kit's `TwitterCore` and `TwitterCore-static`): that is what it ships; nor on
          such a target of the same project (a library publishing the headers, its only source a
          dummy `.c`): the dependency orders the build so that the headers are there;
        - from a module with Swift files on a module that extends types it does not declare
          (`extension DependencyValues { public var apiClient … }`): its members are used by
          name on the extended type (`@Dependency(\.apiClient)`), so "never used" cannot be
          known; nor on one that re-exports another module (`@_exported import PromiseKit`);
        - on a third-party (`external`) module the code reaches through another module's
          headers (a mediator's umbrella header importing `<Bifrost/Bifrost.h>`):
          third-party code is not parsed, so a use of its names cannot be ruled out;
        - on a module that brings the code a package it imports and does not declare itself
          (an umbrella `ThirdPartyLib` target declaring Moya and Alamofire, which the module
          imports), or another package's target that no product names, which it cannot
          declare (a product whose Objective-C target depends on the Swift target the code
          imports): removing it would break the build (the use is an `implicit-dependency`);
        - on a module the code imports only for other platforms' builds (`#if os(Linux)`
          around `import CShimLinux`, a C shim the package declares for Linux): hive-lint
          reads the Apple platforms' builds, where the import is not compiled, but the others
          need the dependency;
        - on a module whose Swift names the dependency alone declares, without importing it
          (a package whose targets another build system compiles as one framework): the code
          uses it, whatever its imports say;
        - on a target of a product that names several (`.product(name: "CoverFlow")` for
          `CoverFlowLayout` and `CoverFlowScrollView`) when the code uses another of them:
          one product is declared, and used;
        - from a podspec whose files (some subspecs' sources) a stronger manifest's modules own
          (a library's `Package.swift` targets), on what only the podspec declares: a pod is
          one module of all its subspecs, so the dependency may be those files' (Adyen's
          `Twint` subspec vendoring `TwintSDK`, whose sources are the package's `AdyenTwint`);
        - on a prebuilt binary checked into the tree: a built framework (`nanopb.xcframework`
          beside `FirebaseCore.xcframework`, a SwiftPM binary target's) or a prebuilt library's
          install prefix. A static binary the used ones need is linked for its symbols, which no
          code names;
        - on a module of the tree named by an SDK framework's name it does not bear itself
          (an Xcode target linking `CoreAudio.framework`, a plug-in bundle of the tree
          built as `CoreAudio`): the link is the SDK's.

        Elsewhere a dependency used only at run time (a pod whose services register
        themselves in `+load`) is reported: accept it with an `allow` entry and its reason.
        """#,
        examples: [
            RuleExample("Package.swift declares Networking, the cart never uses it", violations: 1, files: [
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
                final class CartStore {
                    var lines: [String] = []
                    func clear() { lines.removeAll() }
                }
                """#),
            ]),
            RuleExample("the cart uses it", violations: 0, files: [
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

    public func check(_ context: RuleContext) -> [Violation] {
        let modules = context.modules.values.sorted()
        var violations: [Violation] = []
        /// What a module's code uses that only a dependency can bring it: packages from outside
        /// the tree it imports, and targets of another package that no product names.
        func used(_ source: Module) -> Set<String> {
            Set(source.externalImports).union((context.graph.successors(of: source.name) + source.usesWithoutImport).filter { name in
                guard let module = context.modules[name] else { return false }
                return module.isUnexposedPackageTarget && module.declaredBy.file != source.declaredBy.file
            })
        }
        for source in modules where source.declaresDependencies && source.hasOwnCode && source.kind != .app && source.kind != .example {
            for declared in source.declaredDependencies.sorted() where !source.dependenciesOfOtherFiles.contains(declared) {
                guard let target = context.lookup.named(declared, from: source), target.name != source.name, target.hasOwnCode,
                      !Self.packagesWhatItLinks(source, declared), !Self.publishesItsHeaders(target, for: source, declared),
                      // An executable (Sparkle's XPC services and helper tools, embedded by the
                      // framework) is run, not used by code.
                      target.kind != .app,
                      // A prebuilt binary (a static xcframework that a used one needs, such as
                      // Firebase's `nanopb`) is linked for its symbols, not named by code.
                      !target.isCheckedInBinary,
                      // A linked SDK framework (`CoreAudio.framework`) is the SDK's, though a
                      // plug-in bundle of the tree is built under that name.
                      target.name == declared || !SystemModules.contains(declared),
                      source.fileCounts.swift == 0 || !context.types.modulesExtendingOtherTypes.contains(target.name),
                      !context.types.modulesReexporting.contains(target.name),
                      context.graph.dependency(from: source.name, to: target.name) == nil,
                      !source.usesWithoutImport.contains(target.name),
                      !source.importedForOtherPlatforms.contains(target.name),
                      // A product of several targets is used when any of them is (TwidereX's
                      // `.product(name: "CoverFlowStackLayout")`, whose second target it imports).
                      !context.lookup.allNamed(declared).contains(where: { name in
                          name != source.name && (context.graph.dependency(from: source.name, to: name) != nil || source.usesWithoutImport.contains(name))
                      }),
                      target.kind != .external || !Self.reachesThroughHeaders(source.name, target.name, context),
                      Self.carried(by: target, for: source, context.lookup, uses: used(source)).isEmpty else { continue }
                let location = source.dependencyLocations[declared]
                    ?? SourceLocation(file: source.declaredBy.file, line: 1, column: 1)
                violations.append(Violation(
                    rule: context.ruleName, severity: .warning,
                    message: "\(source.name) declares a dependency on \(target.name) in \(location.file) but its code never uses it",
                    from: source.name, to: target.name, location: location,
                    evidence: [Evidence(kind: .manifest, location: location, text: "dependency \"\(declared)\"")]))
            }
        }
        return violations
    }

    /// What of `uses` (what `source` uses that it cannot get otherwise) only `target` brings
    /// it: packages and modules `target` declares (directly or through the modules of the
    /// tree it declares) that `source` does not declare itself. An umbrella target declaring
    /// the team's third-party packages (`ThirdPartyLib` → Moya, Alamofire) is used by a module
    /// importing Moya; a package's product is used by a module importing the Swift target
    /// the product's Objective-C target depends on, which no product names (sentry's
    /// integrations, each depending on `SentrySPM` to import `SentrySwift`). (A module the
    /// source could declare instead is no reason: the dependency is redundant, and the use an
    /// `implicit-dependency`.)
    static func carried(by target: Module, for source: Module, _ modules: ModuleLookup, uses: Set<String>) -> Set<String> {
        var brought: Set<String> = []
        var queue = [target]
        var seen: Set<String> = [target.name, source.name]
        while let module = queue.popLast() {
            for declared in module.declaredDependencies {
                let inTree = modules.named(declared, from: module)
                brought.insert(inTree?.name ?? declared)
                if let inTree, seen.insert(inTree.name).inserted { queue.append(inTree) }
            }
        }
        let declaredBySource = Set(source.declaredDependencies.map { declared in modules.named(declared, from: source)?.name ?? declared })
        return brought.intersection(uses).subtracting(declaredBySource)
    }

    /// Whether a module with headers and no compiled source declares `declared` in an Xcode
    /// project (twitter-kit's `TwitterCore` framework target, which re-lists headers and links
    /// the `TwitterCore-static` library it packages): what it ships, not what its code uses.
    static func packagesWhatItLinks(_ source: Module, _ declared: String) -> Bool {
        hasOnlyHeaders(source) && source.dependencyLocations[declared]?.file.hasSuffix(".xcodeproj/project.pbxproj") == true
    }

    /// Whether `target` is a target of `source`'s Xcode project with headers and no compiled
    /// source (a library publishing the headers, its only source a dummy `.c`: jive-ios-sdk's
    /// `jive-ios-sdk-headers`, whose header's `.m` the SDK compiles): the dependency orders the
    /// build so the headers are there, whatever the code includes.
    static func publishesItsHeaders(_ target: Module, for source: Module, _ declared: String) -> Bool {
        hasOnlyHeaders(target) && target.declaredBy.file.hasSuffix(".xcodeproj/project.pbxproj")
            && (source.dependencyLocations[declared]?.file ?? source.declaredBy.file) == target.declaredBy.file
    }

    /// Whether a module has headers and no compiled source hive-lint reads.
    static func hasOnlyHeaders(_ module: Module) -> Bool {
        module.fileCounts.objcHeader > 0 && module.fileCounts.swift + module.fileCounts.objc + module.fileCounts.objcpp == 0
    }

    /// Whether `source` depends on a module with Objective-C headers that leads to `target`
    /// (headers re-export what they import, transitively).
    static func reachesThroughHeaders(_ source: String, _ target: String, _ context: RuleContext) -> Bool {
        var seen: Set<String> = [source]
        var queue = [source]
        while let module = queue.popLast() {
            for next in context.graph.successors(of: module) where next != source {
                if next == target, module != source { return true }
                guard context.modules[next]?.fileCounts.objcHeader ?? 0 > 0, seen.insert(next).inserted else { continue }
                queue.append(next)
            }
        }
        return false
    }
}
