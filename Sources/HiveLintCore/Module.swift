/// What a module is for, in the architecture's terms (see the README's "Module kinds").
public enum ModuleKind: String, Sendable, Codable, Hashable, CaseIterable, OrderedByRawValue {
    /// The shell that links everything (an application target).
    case app
    /// A product feature. Business modules must never depend on each other.
    case business
    /// A reusable, non-business capability (networking, UI kit, common code).
    case function
    /// The thin contract business modules share: service protocols, route constants.
    case mediator
    /// Third-party code the team does not own.
    case external
    /// Test targets; excluded from architecture rules unless asked for.
    case test
    /// Example and demo apps (a pod's `Example/` app, a `*Demo` target); excluded from
    /// architecture rules unless asked for.
    case example
    /// First-party code that matched no configuration and no convention.
    case unclassified
}

extension ModuleKind {
    /// Folders whose applications are examples (lowercased, without `-`, `_` and spaces): an
    /// app target or entry point anywhere below `Examples/`, `Demo/`, `Samples/`, `DemoApps/`
    /// (goolbitg's per-feature demo apps) or `sample-apps/` (ProtonVPN's) shows how the product
    /// is used; it is not the product's app shell.
    public static let exampleFolderNames: Set<String> = [
        "example", "examples", "demo", "demos", "sample", "samples",
        "exampleapp", "exampleapps", "demoapp", "demoapps", "sampleapp", "sampleapps",
    ]

    /// The first folder of `path` (a relative path) named like an examples folder, as a path;
    /// `nil` when there is none.
    public static func examplesFolder(in path: String) -> String? {
        let components = path.split(separator: "/")
        guard let index = components.firstIndex(where: { exampleFolderNames.contains(String($0.lowercased().filter { $0 != "-" && $0 != "_" && $0 != " " })) })
        else { return nil }
        return components[...index].joined(separator: "/")
    }
}

/// Where a module's kind came from, strongest first. Evidence from the code (what a module
/// registers, who depends on it) may confirm or contradict a naming convention, never a
/// `rules.json` entry or what the declaration implies.
public enum KindSource: String, Sendable, Codable, Hashable {
    /// A `rules.json` `kinds` entry.
    case configured
    /// The declaration (an application or test target, a pod under `Pods/`, a
    /// `discovery.modules` entry's `kind`).
    case declaration
    /// Evidence from the code (registrations, contracts, dependents).
    case evidence
    /// A naming convention, or a layout convention other than a business one.
    case convention
    /// A business layout convention alone: the folder the module lies in (`**/features/*`),
    /// which says nothing of the module itself (a `Features/` folder may hold the features'
    /// shared code and vendored libraries too), so evidence from the code that disagrees wins.
    case folderConvention
    /// Nothing: the module is `unclassified`.
    case none
}

/// How a module was declared: which kind of manifest (or configuration) says it exists.
/// The cases are in rank order: when two declarations claim one file, the earlier style wins
/// (`rules.json` beats every manifest; package-level structure beats an Xcode project's file
/// list; the folder layout is the weakest claim).
public enum DeclarationStyle: String, Sendable, Codable, Hashable, CaseIterable {
    /// `rules.json` `discovery.folders`, `discovery.modules`, `discovery.external`.
    case config
    case swiftpm
    case tuist
    case xcodegen
    case cocoapods
    case xcode
    /// Installed pods, Carthage checkouts and builds, vendor folders.
    case vendored
    /// The folder layout, where manifests leave most sources in no module.
    case folder

    /// Ownership rank: lower wins.
    public var rank: Int { Self.allCases.firstIndex(of: self)! }

    /// Whether its manifests list a module's dependencies (so implicit and redundant
    /// dependencies can be judged).
    public var declaresDependencies: Bool { [.swiftpm, .cocoapods, .xcode, .tuist, .xcodegen].contains(self) }

    /// Whether its modules are folders carved out of whatever target compiles them: no
    /// manifest can name them as a dependency, and their Swift files see each other's
    /// internal declarations.
    public var isFolder: Bool { self == .config || self == .folder }

    /// Whether its targets routinely compile the same file (a tie in ownership is sharing,
    /// not a conflict).
    public var sharesFiles: Bool { [.tuist, .xcodegen, .xcode].contains(self) }

    /// The manifest files it reads (globs on file names).
    public var manifestFiles: [String] {
        switch self {
        case .config: ["rules.json"]
        case .swiftpm: ["Package.swift"]
        case .tuist: ["Project.swift", "Workspace.swift", "Tuist/ProjectDescriptionHelpers/*.swift"]
        case .xcodegen: ["project.yml", "project.yaml", "project-*.yml", "project-*.yaml", "project_*.yml", "project_*.yaml"]
        case .cocoapods: ["Podfile", "*.podspec", "*.podspec.json"]
        case .xcode: ["*.xcodeproj/project.pbxproj", "*.xcworkspace/contents.xcworkspacedata"]
        case .vendored, .folder: []
        }
    }
}

/// Which manifest (or configuration) declared a module, and in which style.
public struct ModuleOrigin: Sendable, Codable, Hashable, Comparable {
    public var style: DeclarationStyle
    /// The declaring file or folder, relative to the root.
    public var file: String

    public init(style: DeclarationStyle, file: String) {
        self.style = style
        self.file = file
    }

    public static func < (lhs: ModuleOrigin, rhs: ModuleOrigin) -> Bool {
        (lhs.file, lhs.style.rawValue) < (rhs.file, rhs.style.rawValue)
    }
}

/// A module as declared by a manifest, before files are assigned and before it is classified.
public struct ModuleDeclaration: Sendable, Codable, Hashable, Comparable {
    public var name: String
    /// Names code uses to import this module (`import X`, `@import X`, `<X/Y.h>`).
    public var importNames: [String]
    /// The module's main directory, relative to the root (`""` for the root itself).
    public var path: String
    public var origin: ModuleOrigin
    /// A kind the declaration itself implies (an application target, a test target,
    /// third-party code), with the reason; `nil` when only classification can tell.
    public var impliedKind: ModuleKind?
    public var impliedKindReason: String?
    /// Whether `impliedKind` is the user's word (a `rules.json` `discovery.modules` entry's
    /// `kind`), which classification keeps exactly, rather than what a manifest implies.
    public var impliedKindIsExplicit = false
    /// Dependencies named by the manifest (target names, pod names).
    public var declaredDependencies: [String]
    /// The files this declaration claims.
    public var claims: [FileClaim]
    /// Where each declared dependency is written (for `redundant-dependency`), when known.
    public var dependencyLocations: [String: SourceLocation] = [:]
    /// Other names manifests use to depend on this module (a SwiftPM product of it, a pod's
    /// subspec name).
    public var dependencyAliases: [String] = []
    /// Prefix headers (`.pch`) whose imports apply to every file of the module.
    public var prefixHeaders: [String] = []
    /// Import names the module's build maps to other modules (`-module-alias
    /// SwiftExtensions=SwiftExtensionsForPlugin`: its `import SwiftExtensions` is module
    /// `SwiftExtensionsForPlugin`), by the name written.
    public var importAliases: [String: String] = [:]
    /// Whether some dependency the manifest lists could not be read (a Tuist helper hive-lint
    /// cannot evaluate): `declaredDependencies` may lack it.
    public var dependenciesIncomplete = false
    /// The frameworks a pod with no sources of its own vendors (a binary release of modules
    /// the tree also builds from source): it answers to their names for what it ships.
    public var shippedFrameworks: [String] = []
    /// Dependencies only its podspec declares, when files the pod claims belong to modules of
    /// a stronger manifest (a library's subspecs whose sources its `Package.swift` targets
    /// own): they may be those files' dependencies, not this module's (set by discovery).
    public var dependenciesOfOtherFiles: [String] = []
    /// Headers the module takes only when no claim holds them: an Xcode project's headers sit
    /// in its groups without being in any build phase. A file claim (a header in a group whose
    /// other files the target compiles) beats a folder claim (the folder of the `.xcodeproj`).
    public var fallbackClaims: [FileClaim] = []
    /// Headers the module compiles too when another module adopts them by a fallback claim:
    /// an Xcode header with no companion in a group of files several targets compile (the
    /// target compiling most of them owns it).
    public var fallbackShares: [String] = []
    /// Folders whose every file the module's build compiles as if listed by name (an Xcode 16
    /// synchronized group, less its exceptions for the target): a file there that a module of a stronger
    /// style owns (a package target's folder an Xcode framework builds into one module) is
    /// compiled by this one too.
    public var compiledFolders: [String] = []
    /// Whether the declaration builds a library, never an app: an Xcode, XcodeGen or Tuist
    /// framework or library target, or a SwiftPM `.target` (an `*App` naming convention does
    /// not make `ownCloudApp.framework` an app), or a development pod a Podfile of the tree
    /// takes from its folder (a same-named application target, the pod's runner app compiling
    /// its sources to run them alone, does not make the module an app; a framework's
    /// repository whose demo app shares the pod's name, and installs nothing from it, keeps
    /// the app, unless that app lies in an examples folder: `FileAssigner` merges them).
    public var isLibrary = false
    /// An Xcode target linking CocoaPods' aggregate (`Pods_App.framework`, `libPods-App.a`):
    /// a Podfile declares its other dependencies. When no Podfile of the tree names it (a
    /// template `Podfile.src` the build writes out), its list is incomplete.
    public var linksPodsAggregate = false
    /// A SwiftPM binary target: a prebuilt framework the package hands its consumers, which a
    /// project's target of that name may build from the tree's sources (`FileAssigner`).
    public var isBinaryTarget = false
    /// A SwiftPM library target no library product of its package names: another package
    /// imports it when a product it declares brings it, and cannot declare it itself.
    public var isUnexposedPackageTarget = false
    /// What the target's build defines in every configuration (`CompilationConditions`): an
    /// import in a branch it never compiles is not its dependency.
    public var conditions = CompilationConditions()

    public init(
        name: String, importNames: [String], path: String, origin: ModuleOrigin,
        impliedKind: ModuleKind? = nil, impliedKindReason: String? = nil,
        declaredDependencies: [String] = [], claims: [FileClaim]
    ) {
        self.name = name
        self.importNames = Array(Set(importNames)).sorted()
        self.path = path
        self.origin = origin
        self.impliedKind = impliedKind
        self.impliedKindReason = impliedKindReason
        self.declaredDependencies = declaredDependencies
        self.claims = claims
    }

    public static func < (lhs: ModuleDeclaration, rhs: ModuleDeclaration) -> Bool {
        (lhs.name, lhs.origin) < (rhs.name, rhs.origin)
    }
}

/// A module's claim on files. The most specific claim on a file wins: a file named
/// explicitly beats any pattern, and a pattern with a longer literal directory prefix beats
/// a shorter one.
public enum FileClaim: Sendable, Codable, Hashable {
    /// Exactly this file (Xcode build phases, explicit lists).
    case file(String)
    /// Every file under this directory (`""` is the whole root).
    case directory(String)
    /// Files matching a glob relative to the root (CocoaPods `source_files`), except those
    /// matching any of `excluding` (also globs relative to the root; a folder's glob should
    /// end in `/**`).
    case glob(String, excluding: [String] = [])
}

/// Per-language file counts.
public struct FileCounts: Sendable, Codable, Hashable {
    public var swift: Int = 0
    public var objcHeader: Int = 0
    public var objc: Int = 0
    public var objcpp: Int = 0

    public init() {}

    public mutating func add(_ language: Language) {
        switch language {
        case .swift: swift += 1
        case .objcHeader: objcHeader += 1
        case .objc: objc += 1
        case .objcpp: objcpp += 1
        }
    }

    public var total: Int { swift + objcHeader + objc + objcpp }
}

/// A discovered module with its files and kind: the node of the dependency graph.
public struct Module: Sendable, Codable, Hashable, Comparable {
    public var name: String
    public var kind: ModuleKind
    /// Why the module has its kind, in words a person can check.
    public var kindReason: String
    /// Where the kind came from. Not part of the JSON report (the reason says it).
    public var kindSource: KindSource = .none
    public var path: String
    public var declaredBy: ModuleOrigin
    public var importNames: [String]
    public var declaredDependencies: [String]
    public var fileCounts: FileCounts
    /// Imports of modules that are not in the tree and are not Apple SDK modules
    /// (third-party binaries, pods not checked in).
    public var externalImports: [String]
    /// The files the module owns (relative paths, sorted). Not part of the JSON report.
    public var files: [String]
    /// Other manifests that declare the same module.
    public var alsoDeclaredBy: [ModuleOrigin] = []
    /// Where each declared dependency is written, when known.
    public var dependencyLocations: [String: SourceLocation] = [:]
    /// Other names manifests use to depend on this module.
    public var dependencyAliases: [String] = []
    /// Whether it is a package's target no product names (see `ModuleDeclaration`). Not part
    /// of the JSON report.
    public var isUnexposedPackageTarget = false
    /// Prefix headers whose imports apply to every file of the module.
    public var prefixHeaders: [String] = []
    /// Whether a manifest lists a dependency hive-lint could not read (see `ModuleDeclaration`).
    public var dependenciesIncomplete = false
    /// The frameworks it ships with no sources of its own (see `ModuleDeclaration`). Not part
    /// of the JSON report.
    public var shippedFrameworks: [String] = []
    /// Dependencies that may be other modules' files' (see `ModuleDeclaration`). Not part of
    /// the JSON report.
    public var dependenciesOfOtherFiles: [String] = []
    /// Whether its files declare and use nothing: placeholders a framework target needs to
    /// build (`//dummy`, a lone `import Foundation`), as in a Tuist template's umbrella
    /// targets. Not part of the JSON report.
    public var onlyPlaceholderFiles = false
    /// Declared dependencies whose Swift declarations the module's Swift files name without
    /// importing them (`SymbolResolver.Output.usesWithoutImport`). Not part of the JSON report.
    public var usesWithoutImport: [String] = []
    /// Modules its code imports only for other platforms' builds
    /// (`ImportResolver.importedForOtherPlatforms`). Not part of the JSON report.
    public var importedForOtherPlatforms: [String] = []

    /// Whether the module has code of its own: not an umbrella with no files or only
    /// placeholders, whose declared dependencies are what it hands to those depending on it.
    public var hasOwnCode: Bool { fileCounts.total > 0 && !onlyPlaceholderFiles }

    /// The feature folder a business layout convention alone made the module business by
    /// (`Projects/Features/Login`, from `package folder Projects/Features/Login matches
    /// convention **/features/*`): the modules of one such folder, its `Project.swift`'s
    /// `LoginPresentation` and `LoginDomain`, are layers of one feature. `nil` otherwise.
    public var featureFolder: String? {
        guard kind == .business, kindSource == .folderConvention else { return nil }
        for prefix in ["package folder ", "manifest folder "] where kindReason.hasPrefix(prefix) {
            let rest = kindReason.dropFirst(prefix.count)
            guard let end = rest.range(of: " matches convention ") else { return nil }
            return String(rest[..<end.lowerBound])
        }
        return nil
    }

    /// Whether `name` (a declared dependency) names this module.
    public func isNamed(_ name: String) -> Bool {
        name == self.name || importNames.contains(name) || dependencyAliases.contains(name)
    }

    /// Whether a manifest of this module lists its dependencies (SwiftPM, CocoaPods, Xcode,
    /// Tuist, XcodeGen), so that declared and used dependencies can be compared.
    public var declaresDependencies: Bool {
        ([declaredBy] + alsoDeclaredBy).contains { $0.style.declaresDependencies }
    }

    public init(
        name: String, kind: ModuleKind, kindReason: String, path: String, declaredBy: ModuleOrigin,
        importNames: [String], declaredDependencies: [String], fileCounts: FileCounts,
        externalImports: [String] = [], files: [String]
    ) {
        self.name = name
        self.kind = kind
        self.kindReason = kindReason
        self.path = path
        self.declaredBy = declaredBy
        self.importNames = importNames
        self.declaredDependencies = declaredDependencies
        self.fileCounts = fileCounts
        self.externalImports = externalImports
        self.files = files
    }

    public static func < (lhs: Module, rhs: Module) -> Bool { lhs.name < rhs.name }

    /// Whether the team owns this code (everything but `external`).
    public var isFirstParty: Bool { kind != .external }
}

/// A declared module together with the files it won (before classification).
public struct AssignedModule: Sendable, Codable, Hashable, Comparable {
    public var declaration: ModuleDeclaration
    /// Other declarations merged into this one because they name the same module
    /// (a `Package.swift` target and a podspec of the same name, say).
    public var alsoDeclaredBy: [ModuleOrigin]
    public var files: [SourceFile]
    /// Files this module compiles too although another module owns them (sorted paths): an
    /// app and its extensions share sources, a notification extension lists the app's files
    /// by name. A use of such a file from this module is a use of itself, never a dependency.
    public var sharedFiles: [String]
    /// The conditions of the builds that compile a file, for the files of a module several
    /// manifests declare that only some of them compile (a podspec's subspec of files outside
    /// the package target of the same name: the pod's build alone, where `COCOAPODS` is
    /// defined); every other file is read with `declaration.conditions`, all its builds'.
    public var fileConditions: [String: CompilationConditions] = [:]

    public init(declaration: ModuleDeclaration, alsoDeclaredBy: [ModuleOrigin] = [], files: [SourceFile], sharedFiles: [String] = []) {
        self.declaration = declaration
        self.alsoDeclaredBy = alsoDeclaredBy
        self.files = files
        self.sharedFiles = sharedFiles
    }

    /// Third-party code (vendored, pods): indexed, never parsed.
    public var isExternal: Bool { declaration.impliedKind == .external }

    /// File path → the modules that compile it besides its owner, over `modules`.
    public static func sharedMembers(_ modules: [AssignedModule]) -> [String: Set<String>] {
        var members: [String: Set<String>] = [:]
        for module in modules {
            for path in module.sharedFiles { members[path, default: []].insert(module.name) }
        }
        return members
    }

    public var name: String { declaration.name }

    public static func < (lhs: AssignedModule, rhs: AssignedModule) -> Bool { lhs.name < rhs.name }
}

/// The modules a declared dependency names (`Module.isNamed`), from tables built once: rules
/// ask for every declared dependency of every module (a linear scan each was 5 % of a run
/// after an edit on a 470-module tree).
public struct ModuleLookup: Sendable {
    private var byName: [String: Module] = [:]
    private var firstByAlias: [String: Module] = [:]
    private var allByAlias: [String: [String]] = [:]

    /// Over `modules` in their order (the first module an alias names wins).
    public init(_ modules: some Sequence<Module>) {
        for module in modules {
            if byName[module.name] == nil { byName[module.name] = module }
            for alias in [module.name] + module.importNames + module.dependencyAliases {
                if firstByAlias[alias] == nil { firstByAlias[alias] = module }
                if allByAlias[alias]?.last != module.name { allByAlias[alias, default: []].append(module.name) }
            }
        }
    }

    /// The module `declared` names: the one of that very name, else the first whose import
    /// names or aliases include it (a renamed second copy of a library keeps the import name
    /// of the first).
    public func named(_ declared: String) -> Module? {
        byName[declared] ?? firstByAlias[declared]
    }

    /// The module `declared` names in `source`'s manifest: of the modules it names, one that
    /// manifest declares (two packages each declaring a `ScheduleFeature`, the second renamed:
    /// `"ScheduleFeature"` in the second's manifest is its own), else `named(declared)`.
    public func named(_ declared: String, from source: Module) -> Module? {
        let fallback = named(declared)
        guard let fallback, fallback.declaredBy.file != source.declaredBy.file else { return fallback }
        for name in allNamed(declared) {
            if let module = byName[name], module.declaredBy.file == source.declaredBy.file { return module }
        }
        return fallback
    }

    /// The names of every module `declared` names (`Module.isNamed`), in the lookup's order.
    public func allNamed(_ declared: String) -> [String] {
        allByAlias[declared] ?? []
    }
}

extension ModuleKind {
    /// The reason of an `external` module that is a prebuilt library checked in as an install
    /// prefix (`include/` and `lib/`): discovery gives it, rules recognise it (a target links
    /// such a library through build settings no manifest list shows).
    public static let prebuiltLibraryReason = "prebuilt library checked into the tree (include/ and lib/)"
}
