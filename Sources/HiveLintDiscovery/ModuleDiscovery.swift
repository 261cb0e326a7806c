import Foundation
import HiveLintConfig
import HiveLintCore
import HiveLintScan

/// The discovery stage: runs every discoverer, then gives each source file to exactly one
/// module.
///
/// Which declaration owns a file (documented in the README, "How modules are found"):
/// 1. `rules.json` declarations (`discovery.folders`, `discovery.modules`,
///    `discovery.external`) beat every manifest: they are how a team splits a monolithic
///    target into the modules it means.
/// 2. Otherwise the declaring style decides, in the order swiftpm, tuist, xcodegen,
///    cocoapods, xcode, vendored: package-level structure beats an Xcode project's file list
///    (a framework target that bundles a package's C target must not swallow it).
/// 3. Within one style the most specific claim wins: a file listed by name (Xcode build
///    phases) beats any pattern; a pattern or folder with more literal leading folders beats
///    one with fewer (`Modules/Goods/Classes/**` beats `Modules/*`).
///    Files another module also claims are reported (`conflicting-declarations`,
///    informational), with the reason.
/// 4. A tie is settled by module name.
/// Every other module whose claim on a file comes from the winner's style (not `rules.json`,
/// whose folders carve a target on purpose) compiles it too: an app and its extensions share
/// sources, an extension lists the app's files by name, a Tuist or XcodeGen target's folder
/// holds files another target lists. The file is shared with them (`sharedFiles`), so none of
/// them depends on another through it. That is the build systems' way (Xcode, XcodeGen,
/// Tuist) and is not reported; where the style forbids it (a SwiftPM package, `rules.json`
/// folders) or it is unusual (two pods, two vendored folders), a tie is reported
/// (`overlapping-modules`).
/// Declarations of the same name from different manifests are one module when they describe
/// one thing (see `separateUnrelated`). A Podfile's
/// development pods (`:path`, `:podspec`) are first-party even under `Pods/`, and the pods of
/// its `target 'X'` blocks are dependencies target X declares. Headers nobody
/// claims (Xcode targets list only `.m` files) go to the module using them as prefix header,
/// else to the module owning their `.m`/`.swift` companion (shared with the modules sharing
/// it), else to the modules a fallback claim names them for (the targets of an Xcode project
/// whose group holds them), else to the one module owning the other files of their folder,
/// else to the modules whose fallback folder holds them (an Xcode project's targets, for the
/// project's folder). Several adopters share the header; the first by name owns it.
public struct ModuleDiscovery: Sendable {
    public var discoverers: [any ModuleDiscoverer]

    public init(discoverers: [any ModuleDiscoverer] = ModuleDiscovery.all) {
        self.discoverers = discoverers
    }

    /// Every built-in discoverer.
    public static let all: [any ModuleDiscoverer] = [
        VendoredCodeDiscoverer(), SwiftPMDiscoverer(), CocoaPodsDiscoverer(), XcodeProjectDiscoverer(), TuistDiscoverer(),
        XcodeGenDiscoverer(), XcodeWorkspaceDiscoverer(), ConfiguredModuleDiscoverer(),
    ]

    /// The result of discovery and assignment.
    public struct Result: Sendable, Codable, Equatable {
        public var modules: [AssignedModule]
        public var unownedFiles: [SourceFile]
        public var diagnostics: [Diagnostic]
        /// Paths discovery read or checked (relative to the root; some may lead outside it),
        /// each with what was there when it did (`PathState`).
        public var probes: [String: UInt64] = [:]

        /// The paths of `probes`, sorted.
        public var probedPaths: [String] { probes.keys.sorted() }
    }

    public func run(tree: ScannedTree, configuration: Configuration, budget: ParseBudget = ParseBudget()) -> Result {
        let prebuilt = VendoredCodeDiscoverer.prebuiltLibraries(tree)
        let externalRoots = VendoredCodeDiscoverer.externalRoots(tree: tree, configuration: configuration, prebuilt: prebuilt)
        var context = DiscoveryContext(
            tree: tree, configuration: configuration, manifests: [], externalRoots: externalRoots, prebuiltLibraries: prebuilt, budget: budget)
        // Podfiles first: their development pods decide what under Pods/ is first-party.
        var podfileOutput = DiscoveryOutput()
        let podfiles = tree.manifests
            .filter { RelativePath.lastComponent(of: $0) == "Podfile" && !context.isExternal($0) }
            .compactMap { path in context.read(path, into: &podfileOutput).map { Podfile(path: path, text: $0) } }
        // A `:path` written in another case than the tree's folder is that folder (CocoaPods
        // runs on macOS, whose file system ignores case).
        var developmentPodFolders = Set(podfiles.flatMap(\.developmentPods.values))
        let misspelled = developmentPodFolders.filter { !$0.isEmpty && !tree.directories.binarySearchContains($0) }
        if !misspelled.isEmpty {
            let respelled = CaseFoldedPaths(tree).respellingMissing(misspelled.sorted().map(FileClaim.directory))
            for case .directory(let folder) in respelled { developmentPodFolders.insert(folder) }
        }
        context.developmentPodFolders = developmentPodFolders.sorted()
        context.manifests = tree.manifests.filter { !context.isExternal($0) }
        var diagnostics = podfileOutput.diagnostics
        var declarations: [ModuleDeclaration] = []
        // The discoverers are independent of one another: run at once, taken in their order.
        let discoverers = self.discoverers
        let frozen = context
        for output in Chunks.map(count: discoverers.count, maximum: discoverers.count, minimumSize: 1, { range in
            range.map { discoverers[$0].discover(in: frozen) }
        }).joined() {
            declarations += output.declarations
            diagnostics += output.diagnostics
        }
        // A Podfile's `target 'X'` pods are dependencies the Xcode target X declares. When
        // some could not be read, the target's list is incomplete (every target's, when a
        // target's name could not be read: the Xcode targets under the Podfile's folder).
        for podfile in podfiles {
            let folder = RelativePath.directory(of: podfile.path)
            func isProjectTarget(_ index: Int) -> Bool { [.xcode, .xcodegen, .tuist].contains(declarations[index].origin.style) }
            /// A project target under the Podfile's folder.
            func isPodfileTarget(_ index: Int) -> Bool { isProjectTarget(index) && RelativePath.isInside(declarations[index].origin.file, folder) }
            var unmatched = false
            // An app's `pod 'Firebase/Crashlytics'` declares the product pods the lock file
            // says that umbrella subspec stands for (`FirebaseCrashlytics`): the app imports
            // them (falcon). Apps only: their declared dependencies are never judged redundant.
            var lock: [String: [String]] = [:]
            var lockOutput = DiscoveryOutput()
            defer { diagnostics += lockOutput.diagnostics }
            if !podfile.subspecs.isEmpty, let lockPath = RelativePath.join(folder, "Podfile.lock"), context.fileExists(lockPath).exists,
               let text = context.read(lockPath, into: &lockOutput) {
                lock = Podfile.lockDependencies(text)
            }
            for (target, pods) in podfile.targetPods {
                var matches = declarations.indices.filter { declarations[$0].name == target }
                // Of several modules of that name (solutions side by side, each with its own
                // Podfile and project, or a package of another app), the target of a project
                // under the Podfile's folder when there is one: the Podfile integrates that
                // project, not every module of the tree called so.
                let own = matches.filter(isPodfileTarget)
                if !own.isEmpty { matches = own }
                // A target renamed in Xcode after `pod install` (`Dynamic Delivery`, still linking
                // `Pods-DynamicDelivery`): the same name but for spaces and punctuation.
                if matches.isEmpty {
                    matches = declarations.indices.filter { isPodfileTarget($0) && Self.looseName(declarations[$0].name) == Self.looseName(target) }
                }
                if matches.isEmpty { unmatched = true }
                for index in matches {
                    var brought: [String] = []
                    if declarations[index].impliedKind == .app {
                        for subspec in podfile.subspecs.sorted() where pods.contains(CocoaPodsDiscoverer.podName(subspec)) {
                            brought += Podfile.podsBrought(by: subspec, lock: lock)
                        }
                    }
                    declarations[index].declaredDependencies = Array(Set(declarations[index].declaredDependencies + pods + brought)).sorted()
                    // Where the Podfile writes each pod (not the project the target is in).
                    for pod in pods where declarations[index].dependencyLocations[pod] == nil {
                        if let line = podfile.podLines[pod] {
                            declarations[index].dependencyLocations[pod] = SourceLocation(file: podfile.path, line: line, column: 1)
                        }
                    }
                    if podfile.incompleteTargets.contains(target) { declarations[index].dependenciesIncomplete = true }
                }
            }
            // A Podfile target that names no target of the tree: the pods of some target under
            // the Podfile's folder cannot be known.
            if unmatched {
                for index in declarations.indices where isPodfileTarget(index) && podfile.targetPods[declarations[index].name] == nil {
                    declarations[index].dependenciesIncomplete = true
                }
            }
            if podfile.everyTargetIncomplete {
                for index in declarations.indices
                where isPodfileTarget(index) || (isProjectTarget(index) && podfile.targetPods[declarations[index].name] != nil) {
                    declarations[index].dependenciesIncomplete = true
                }
            }
        }
        declarations = CocoaPodsDiscoverer.yieldingToInstalledEnclosingPods(
            declarations, podfiles: podfiles, developmentPodFolders: developmentPodFolders)
        // An Xcode project beside a Tuist `Project.swift` that hive-lint read is Tuist's output,
        // regenerated from it (a stale one, committed before the app was renamed, would be a
        // second app compiling the same files: GrowTimer's `WorkCheckListManagement`).
        let tuistFolders = Set(declarations.filter { $0.origin.style == .tuist && $0.origin.file.hasSuffix("Project.swift") }
            .map { RelativePath.directory(of: $0.origin.file) })
        if !tuistFolders.isEmpty {
            declarations.removeAll { declaration in
                declaration.origin.style == .xcode && declaration.origin.file.hasSuffix(".xcodeproj/project.pbxproj")
                    && tuistFolders.contains(RelativePath.directory(of: RelativePath.directory(of: declaration.origin.file)))
            }
        }
        // A target linking CocoaPods' aggregate that no Podfile of the tree names (Datadog's
        // smoke-test projects, whose Podfile the build writes from a `Podfile.src`): its pods
        // cannot be known.
        let podfileTargets = Set(podfiles.flatMap { $0.targetPods.keys.map(Self.looseName) })
        for index in declarations.indices where declarations[index].linksPodsAggregate && !podfileTargets.contains(Self.looseName(declarations[index].name)) {
            declarations[index].dependenciesIncomplete = true
        }
        // A path another manifest writes in another case than the tree's names that path (an
        // Xcode project's claims are widened to every spelling by its discoverer already).
        let respelled = declarations.indices.filter { declarations[$0].origin.style != .xcode && !CaseFoldedPaths.allExist(declarations[$0].claims, in: tree) }
        if !respelled.isEmpty {
            let paths = CaseFoldedPaths(tree)
            for index in respelled { declarations[index].claims = paths.respellingMissing(declarations[index].claims) }
        }
        var (separated, renamed) = Self.separateUnrelated(declarations, files: tree.sourceFiles)
        var assignment = FileAssigner(declarations: separated).assign(tree.sourceFiles, isExternal: context.isExternal)
        // Trees the manifests leave mostly unowned: modules from the folder layout.
        let discovery = configuration.discovery
        let unowned = assignment.unowned.filter { !context.isExternal($0.path) }
        if discovery.folders.isEmpty, discovery.modules.isEmpty,
           unowned.count * 2 > tree.sourceFiles.lazy.filter({ !context.isExternal($0.path) }).count {
            let manifestModuleFolders = Set(declarations.filter { !$0.origin.style.isFolder }.map { RelativePath.directory(of: $0.origin.file) })
            let found = FolderLayoutDiscoverer().discover(
                unowned: unowned, tree: tree, manifestModuleFolders: manifestModuleFolders, isExternal: context.isExternal)
            if !found.declarations.isEmpty {
                (separated, renamed) = Self.separateUnrelated(declarations + found.declarations, files: tree.sourceFiles)
                assignment = FileAssigner(declarations: separated).assign(tree.sourceFiles, isExternal: context.isExternal)
                diagnostics += found.diagnostics
            }
        }
        diagnostics += renamed
        return Result(
            modules: assignment.modules,
            // Third-party housekeeping (`Pods/Target Support Files`) is not the team's code.
            unownedFiles: assignment.unowned.filter { !context.isExternal($0.path) },
            diagnostics: (diagnostics + assignment.diagnostics).sorted(),
            probes: context.probes.all
        )
    }
}

extension ModuleDiscovery {
    /// A target name without spaces, punctuation and case (`Dynamic Delivery` → `dynamicdelivery`).
    static func looseName(_ name: String) -> String {
        String(name.lowercased().filter { $0.isLetter || $0.isNumber })
    }

    /// Declarations of one name are one module when they describe one thing: a `rules.json`
    /// declaration always joins (it is the user's word), and manifests join when they sit in
    /// one folder or when they claim a file in common (a
    /// library's Package.swift target and its podspec or `.xcodeproj` target; an XcodeGen
    /// spec and the project it generates), and a folder of the layout joins a target claiming
    /// no file. A same-named target of an unrelated manifest (a
    /// server package's `App` deep inside an iOS app whose target is `App` too) is a module of
    /// its own, named after its manifest's folder (`Sources/PushServer/App`), with a
    /// `duplicate-module-name` warning. The first-party declaration claiming files whose
    /// manifest is shallowest keeps the plain name (a development pod, not a leftover
    /// `Pods/<Name>` copy nor a published podspec whose sources are not in the tree).
    static func separateUnrelated(_ declarations: [ModuleDeclaration], files: [SourceFile]) -> ([ModuleDeclaration], [Diagnostic]) {
        var byName: [String: [Int]] = [:]
        for (index, declaration) in declarations.enumerated() { byName[declaration.name, default: []].append(index) }
        var result = declarations
        var diagnostics: [Diagnostic] = []
        // The files each declaration of a name declared more than once claims, worked out at
        // once (every one is asked for: by `key` below).
        let duplicated = byName.values.filter { $0.count > 1 }.flatMap { $0 }.sorted()
        var claimed: [Int: Set<String>] = [:]
        if !duplicated.isEmpty {
            let folderIndex = FolderIndex(files)
            let matched = Chunks.eachAtOnce(count: duplicated.count) { position in
                let candidates = Self.filesInReach(of: declarations[duplicated[position]], in: folderIndex)
                return FileAssigner(declarations: [declarations[duplicated[position]]]).assign(candidates).modules.first.map { Set($0.files.map(\.path)) } ?? []
            }
            claimed = Dictionary(uniqueKeysWithValues: zip(duplicated, matched))
        }
        func claimedFiles(_ index: Int) -> Set<String> { claimed[index] ?? [] }
        func related(_ a: Int, _ b: Int) -> Bool {
            let (first, second) = (declarations[a], declarations[b])
            if first.origin.style == .config || second.origin.style == .config { return true }
            if first.origin.file == second.origin.file || RelativePath.manifestFolder(of: first.origin.file) == RelativePath.manifestFolder(of: second.origin.file) { return true }
            // A package's binary target and the project's target building it from the tree's
            // sources (Batch's `.binaryTarget(name: "Batch")` and `Sources/Batch.xcodeproj`):
            // the release and what it is built from, one module (`FileAssigner`).
            if FileAssigner.isBuilt(first, by: second) || FileAssigner.isBuilt(second, by: first) { return true }
            // A folder of the layout named like a manifest's target that claims nothing (its
            // sources an expression hive-lint could not evaluate: WordChecker's Tuist helper)
            // is that target's folder as far as anything tells.
            if (first.origin.style == .folder && claimedFiles(b).isEmpty) || (second.origin.style == .folder && claimedFiles(a).isEmpty) { return true }
            return !claimedFiles(a).isDisjoint(with: claimedFiles(b))
        }
        for (name, indices) in byName.sorted(by: { $0.key < $1.key }) where indices.count > 1 {
            // First-party code before third-party (a development pod before a leftover
            // `Pods/<Name>` copy of it), a declaration claiming files before one claiming none
            // (a catalog of published podspecs, `Podspec/TIMCommon.podspec` whose sources are
            // a zip elsewhere, beside the pod's own folder), then the shallowest manifest.
            func key(_ index: Int) -> (Int, Int, Int, Int, String) {
                let declaration = declarations[index]
                return (declaration.impliedKind == .external ? 1 : 0, claimedFiles(index).isEmpty ? 1 : 0,
                        RelativePath.depth(RelativePath.manifestFolder(of: declaration.origin.file)), declaration.origin.style.rank, declaration.origin.file)
            }
            let ordered = indices.sorted { key($0) < key($1) }
            // Clusters of related declarations, the first holding the shallowest manifest.
            var clusters: [[Int]] = []
            for index in ordered {
                let declaration = declarations[index]
                if declaration.origin.style == .config {
                    if clusters.isEmpty { clusters.append([]) }
                    clusters[0].append(index)
                    continue
                }
                if let cluster = clusters.firstIndex(where: { members in members.contains { related($0, index) } }) {
                    clusters[cluster].append(index)
                } else {
                    clusters.append([index])
                }
            }
            for cluster in clusters.dropFirst() {
                let manifest = declarations[cluster[0]].origin.file
                let qualified = RelativePath.join(RelativePath.manifestFolder(of: manifest), name) ?? manifest + "/" + name
                // A manifest at the root claiming no file of its own (a podspec of
                // dependency-only subspecs, or vendoring the framework the project in a
                // subfolder builds: Stitch's and Apigee's) would keep the plain name: it stays
                // one module with the others, as before, and there is nothing to warn about.
                if qualified == name { continue }
                for index in cluster { result[index].name = qualified }
                // Two copies of one third-party library (a vendored `opencv2.framework` beside a
                // package's `opencv2.xcframework`) are nothing to fix.
                if (cluster + clusters[0]).allSatisfy({ declarations[$0].impliedKind == .external }) { continue }
                // Nor is a checked-in build of the tree's own framework (DoraemonKit's
                // `Framework/DoraemonLoadAnalyze.framework` beside the project building it).
                if cluster.allSatisfy({ declarations[$0].impliedKind == .external && RelativePath.isBinaryFramework(RelativePath.lastComponent(of: declarations[$0].path)) }) {
                    continue
                }
                diagnostics.append(Diagnostic(
                    severity: .warning, code: "duplicate-module-name",
                    message: "\(manifest) and \(declarations[clusters[0][0]].origin.file) both declare a module \(name) in unrelated folders; the one of \(manifest) is called \(qualified)"))
            }
        }
        return (result, diagnostics)
    }
}

extension ModuleDiscovery {
    /// The files a declaration alone could own: under the folders its claims and fallback
    /// claims reach (a glob's literal folder, a listed file's folder, where the headers beside
    /// it are adopted), and its prefix headers. The assignment of one declaration over these
    /// is its assignment over the whole tree (what decides a file, its claims, its companion
    /// and the other files of its folder, lies within), without a pass over every file.
    static func filesInReach(of declaration: ModuleDeclaration, in index: FolderIndex) -> [SourceFile] {
        var folders = Set<String>()
        var exact = Set(declaration.prefixHeaders)
        for claim in declaration.claims + declaration.fallbackClaims {
            switch claim {
            case .file(let path):
                exact.insert(path)
                folders.insert(RelativePath.directory(of: path))
            case .directory(let path):
                folders.insert(path)
            case .glob(let pattern, _):
                let components = pattern.split(separator: "/")
                let depth = Glob(pattern).writtenLiteralDepth
                let literal = components.prefix(depth).joined(separator: "/")
                if depth >= components.count {
                    // No wildcard: one file, like a listed one.
                    exact.insert(literal)
                    folders.insert(RelativePath.directory(of: literal))
                } else {
                    folders.insert(literal)
                }
            }
        }
        return index.files(under: folders, exactly: exact)
    }
}

/// Source files by folder, to take the files under some folders without a pass over all.
struct FolderIndex {
    let files: [SourceFile]
    private var byFolder: [String: [Int]] = [:]
    private var subfolders: [String: [String]] = [:]
    private var byPath: [String: Int] = [:]

    init(_ files: [SourceFile]) {
        self.files = files
        var known = Set<String>()
        for (index, file) in files.enumerated() {
            byPath[file.path] = index
            var folder = RelativePath.directory(of: file.path)
            byFolder[folder, default: []].append(index)
            // Link each new folder to its parent, up to the root.
            while known.insert(folder).inserted, !folder.isEmpty {
                let parent = RelativePath.directory(of: folder)
                subfolders[parent, default: []].append(folder)
                folder = parent
            }
        }
    }

    /// The files under any of `folders` (`""` is the root) and those named in `exactly`, in
    /// the order of `files`.
    func files(under folders: Set<String>, exactly paths: Set<String>) -> [SourceFile] {
        if folders.contains("") { return files }
        var indices = Set(paths.compactMap { byPath[$0] })
        var pending = Array(folders)
        var seen = Set<String>()
        while let folder = pending.popLast() {
            guard seen.insert(folder).inserted else { continue }
            indices.formUnion(byFolder[folder] ?? [])
            pending += subfolders[folder] ?? []
        }
        return indices.sorted().map { files[$0] }
    }
}

/// Gives each file to one module (see `ModuleDiscovery` for the order).
struct FileAssigner {
    let modules: [(declaration: ModuleDeclaration, also: [ModuleOrigin])]
    /// Each module's claims with the style rank of the declaration that made them (merged
    /// declarations keep their own).
    let claims: [[(claim: FileClaim, rank: Int)]]
    /// What each module's manifests of each style (by rank) declare that none of its
    /// manifests of other styles do.
    let styleOnlyDependencies: [[Int: Set<String>]]
    /// Each module's build conditions by the style rank of its declarations.
    let conditionsByRank: [[Int: CompilationConditions]]

    init(declarations: [ModuleDeclaration]) {
        var byName: [String: (ModuleDeclaration, [ModuleOrigin])] = [:]
        var claimsByName: [String: [(claim: FileClaim, rank: Int)]] = [:]
        var dependenciesByRank: [String: [Int: Set<String>]] = [:]
        var conditionsByName: [String: [Int: CompilationConditions]] = [:]
        // Names a development pod declares (a Podfile installs it by path): a library, whatever
        // else declares the name.
        let developmentPods = Set(declarations.filter { $0.origin.style == .cocoapods && $0.isLibrary }.map(\.name))
        let ordered = declarations.sorted {
            ($0.origin.style.rank, $0.origin.file, $0.name) < ($1.origin.style.rank, $1.origin.file, $1.name)
        }
        for declaration in ordered {
            let rank = declaration.origin.style.rank
            claimsByName[declaration.name, default: []] += declaration.claims.map { ($0, rank) }
            dependenciesByRank[declaration.name, default: [:]][rank, default: []].formUnion(declaration.declaredDependencies)
            conditionsByName[declaration.name, default: [:]][rank] = conditionsByName[declaration.name]?[rank].map { $0.common(with: declaration.conditions) }
                ?? declaration.conditions
            if var existing = byName[declaration.name] {
                existing.0.claims += declaration.claims
                existing.0.importNames = Array(Set(existing.0.importNames + declaration.importNames)).sorted()
                existing.0.declaredDependencies = Array(Set(existing.0.declaredDependencies + declaration.declaredDependencies)).sorted()
                // A package's binary target and a target of another manifest, of its name, that
                // builds sources: the release the package hands its consumers, and what it is
                // built from (sentry's `Sentry.xcframework` and its Xcode framework target): the
                // tree's code, of the building target's kind, not a third-party binary. (In the
                // package itself, `.target(name: "SwiftLintBinary")` in a plugin's dependencies
                // names the binary.)
                if Self.isBuilt(existing.0, by: declaration) {
                    existing.0.impliedKind = declaration.impliedKind
                    existing.0.impliedKindReason = declaration.impliedKindReason
                    existing.0.impliedKindIsExplicit = declaration.impliedKindIsExplicit
                    existing.0.isBinaryTarget = false
                } else if existing.0.impliedKind == nil, let kind = declaration.impliedKind,
                          !Self.isBuilt(declaration, by: existing.0) {
                    existing.0.impliedKind = kind
                    existing.0.impliedKindReason = declaration.impliedKindReason
                    existing.0.impliedKindIsExplicit = declaration.impliedKindIsExplicit
                }
                // A pod and its same-named runner app: what other code imports is the pod. So is
                // a pod and a same-named app in an examples folder (nimbus's catalog app
                // `examples/catalog/…` named `Nimbus`, as the library it shows).
                // A package's library target of an app target's name (a `Package.swift` kept
                // beside the app's project for editor tooling over its sources: nos's) does not
                // make the app a library: the app target builds those sources. Unless a
                // development pod of that name says so too (CYLTabBarController: the pod, the
                // package and the root project's demo app all named after the library).
                let packageBesideApp = Self.isPackageBesideApp(existing.0, declaration) || Self.isPackageBesideApp(declaration, existing.0)
                existing.0.isLibrary = developmentPods.contains(declaration.name) || !packageBesideApp && (existing.0.isLibrary || declaration.isLibrary
                    || Self.isPodAndExampleApp(existing.0, declaration) || Self.isPodAndExampleApp(declaration, existing.0))
                if existing.0.isLibrary, existing.0.impliedKind == .app, !existing.0.impliedKindIsExplicit {
                    existing.0.impliedKind = nil
                    existing.0.impliedKindReason = nil
                }
                existing.0.dependencyLocations.merge(declaration.dependencyLocations) { first, _ in first }
                existing.0.dependencyAliases = Array(Set(existing.0.dependencyAliases + declaration.dependencyAliases)).sorted()
                // Declared by a pod name too, say: a name other manifests can declare.
                existing.0.isUnexposedPackageTarget = existing.0.isUnexposedPackageTarget && declaration.isUnexposedPackageTarget
                existing.0.prefixHeaders = Array(Set(existing.0.prefixHeaders + declaration.prefixHeaders)).sorted()
                existing.0.importAliases.merge(declaration.importAliases) { first, _ in first }
                existing.0.dependenciesIncomplete = existing.0.dependenciesIncomplete || declaration.dependenciesIncomplete
                existing.0.fallbackClaims += declaration.fallbackClaims
                existing.0.fallbackShares += declaration.fallbackShares
                existing.0.compiledFolders += declaration.compiledFolders
                // A branch is compiled when any of the builds compiles it.
                existing.0.conditions = existing.0.conditions.common(with: declaration.conditions)
                if existing.0.origin != declaration.origin { existing.1.append(declaration.origin) }
                byName[declaration.name] = existing
            } else {
                byName[declaration.name] = (declaration, [])
            }
        }
        modules = byName.values.map { ($0.0, $0.1) }.sorted { $0.declaration.name < $1.declaration.name }
        claims = modules.map { claimsByName[$0.declaration.name] ?? [] }
        conditionsByRank = modules.map { conditionsByName[$0.declaration.name] ?? [:] }
        styleOnlyDependencies = modules.map { module in
            let byRank = dependenciesByRank[module.declaration.name] ?? [:]
            var only: [Int: Set<String>] = [:]
            for (rank, dependencies) in byRank { only[rank] = byRank.filter { $0.key != rank }.values.reduce(dependencies) { $0.subtracting($1) } }
            return only
        }
    }

    /// Whether `binary` is a package's binary target that `other`, a target of another
    /// manifest claiming files of the tree (not a binary target, nor third-party), builds.
    static func isBuilt(_ binary: ModuleDeclaration, by other: ModuleDeclaration) -> Bool {
        binary.isBinaryTarget && !other.isBinaryTarget && !other.claims.isEmpty && other.impliedKind != .external
            && other.origin.file != binary.origin.file
    }

    /// Whether `package` is a SwiftPM declaration and `app` an application target of a project.
    static func isPackageBesideApp(_ package: ModuleDeclaration, _ app: ModuleDeclaration) -> Bool {
        package.origin.style == .swiftpm && app.impliedKind == .app && [.xcode, .xcodegen, .tuist].contains(app.origin.style)
    }

    /// Whether `pod` is a podspec and `app` an application declared in an examples folder
    /// (`examples/`, `Example/`, `demo/`, `samples/` on its manifest's path).
    static func isPodAndExampleApp(_ pod: ModuleDeclaration, _ app: ModuleDeclaration) -> Bool {
        guard pod.origin.style == .cocoapods, app.impliedKind == .app else { return false }
        return ModuleKind.examplesFolder(in: RelativePath.directory(of: app.origin.file)) != nil
    }

    /// Where the claims put one file: the module owning it, those compiling it too, the
    /// modules tied for it and those overridden; `nil` when no module claims it.
    private struct Placement {
        var winner: Int
        var sharing: [Int]
        var tie: [Int]?
        var overridden: [OverriddenPair]
        /// The style ranks of the winner's claims that hold the file.
        var winnerRanks: Set<Int>
    }

    private static func place(
        _ file: SourceFile, fileClaims: [String: [(module: Int, rank: Int)]], directoryClaims: [String: [(module: Int, rank: Int)]],
        globClaims: [(module: Int, rank: Int, glob: Glob, prefix: String, excluding: GlobSet)], globsByPrefix: [String: [Int]],
        listedFolders: [String: Set<Int>], claimRanks: [Set<Int>], homes: [String]
    ) -> Placement? {
        var best: [Int: Strength] = [:]
        // Modules claiming the file through a folder they compile whole, as if listed by name.
        var listedByFolder: Set<Int> = []
        var ranks: [Int: Set<Int>] = [:]
        func offer(_ module: Int, _ rank: Int, _ specificity: Int) {
            ranks[module, default: []].insert(rank)
            let strength = Strength(styleRank: rank, specificity: specificity)
            if let current = best[module], current >= strength { return }
            best[module] = strength
        }
        for (module, rank) in fileClaims[file.path] ?? [] { offer(module, rank, Int.max) }
        // Globs are tried in the order they were made, as before the index.
        var globs: [Int] = globsByPrefix[file.path] ?? []
        var directory = RelativePath.directory(of: file.path)
        while true {
            for (module, rank) in directoryClaims[directory] ?? [] {
                offer(module, rank, RelativePath.depth(directory))
                if listedFolders[directory]?.contains(module) == true { listedByFolder.insert(module) }
            }
            globs += globsByPrefix[directory] ?? []
            if directory.isEmpty { break }
            directory = RelativePath.directory(of: directory)
        }
        let split = globs.isEmpty ? nil : Glob.Path(file.path)
        for index in globs.sorted() {
            let claim = globClaims[index]
            guard let split, claim.glob.matches(split), !claim.excluding.matches(split) else { continue }
            offer(claim.module, claim.rank, claim.glob.literalDepth)
            if listedFolders[claim.prefix]?.contains(claim.module) == true { listedByFolder.insert(claim.module) }
        }
        guard let top = best.values.max() else { return nil }
        var winners = best.filter { $0.value == top }.map(\.key).sorted()
        // Of claims equally strong, the one whose manifest's folder holds the file wins (the
        // deepest such folder): a feature's `Sources/**` beside its `Project.swift`, not a demo
        // app's manifest elsewhere compiling the same folder, whatever their names' order.
        if winners.count > 1, let home = winners.filter({ RelativePath.isInside(file.path, homes[$0]) }).max(by: { RelativePath.depth(homes[$0]) < RelativePath.depth(homes[$1]) }),
           home != winners[0] {
            winners.removeAll { $0 == home }
            winners.insert(home, at: 0)
        }
        // The other claimants of the winner's style compile it too, and so does a target
        // listing it by name in its build phase, or holding it in a synchronized folder it
        // compiles whole, whatever won (an Xcode app compiling a development pod's `.m`
        // itself; swift-collections' Xcode framework building the package targets' folders
        // as one module), unless the module is also declared in the
        // winning style, which then says what it compiles (a package's target that a
        // library's Xcode project bundles with another into one framework).
        // A folder module inside another (`Home/Example`, an app folder the layout found
        // in a feature's folder) is carved out of it, not compiled by it too.
        let carvesFolders = DeclarationStyle.allCases[top.styleRank].isFolder
        let sharing = top.configured ? [] : best.filter { module, strength in
            module != winners[0] && !strength.configured
                && ((strength.styleRank == top.styleRank && !(carvesFolders && strength.specificity < top.specificity))
                    || ((strength.specificity == Int.max || listedByFolder.contains(module))
                        && DeclarationStyle.allCases[strength.styleRank].sharesFiles && !claimRanks[module].contains(top.styleRank)))
        }.map(\.key)
        let tie = winners.count > 1 && !DeclarationStyle.allCases[top.styleRank].sharesFiles ? winners.sorted() : nil
        // Manifests that disagree (a podspec claiming files of a Package.swift target, say)
        // are settled by specificity, and said. rules.json claims override on purpose.
        var overridden: [OverriddenPair] = []
        if !top.configured {
            for (loser, strength) in best where !winners.contains(loser) && !strength.configured && !sharing.contains(loser) {
                let reason: OverriddenPair.Reason = strength.styleRank != top.styleRank ? .style
                    : top.specificity == Int.max ? .listedByName : .moreSpecific
                overridden.append(OverriddenPair(winner: winners[0], loser: loser, loserRank: strength.styleRank, winnerRank: top.styleRank, reason: reason))
            }
        }
        return Placement(winner: winners[0], sharing: sharing, tie: tie, overridden: overridden, winnerRanks: ranks[winners[0]] ?? [])
    }

    /// How strongly a claim holds a file: higher wins. The declaring style first (a lower
    /// rank is stronger), then specificity within it.
    private struct Strength: Comparable {
        var styleRank: Int
        var specificity: Int

        var configured: Bool { styleRank == 0 }

        static func < (lhs: Strength, rhs: Strength) -> Bool {
            (-lhs.styleRank, lhs.specificity) < (-rhs.styleRank, rhs.specificity)
        }
    }

    private struct OverriddenPair: Hashable {
        enum Reason: Hashable { case style, listedByName, moreSpecific }
        var winner: Int
        var loser: Int
        var loserRank: Int
        var winnerRank: Int
        var reason: Reason
    }

    /// The style name of a rank (for messages).
    static func style(ofRank rank: Int) -> String {
        DeclarationStyle.allCases.indices.contains(rank) ? DeclarationStyle.allCases[rank].rawValue : "other"
    }

    struct Assignment {
        var modules: [AssignedModule]
        var unowned: [SourceFile]
        var diagnostics: [Diagnostic]
    }

    /// The files a header goes with, by extension: its implementation (Objective-C, C, C++),
    /// or the Swift file of its name.
    static let companionExtensions = ["m", "mm", "swift", "c", "cpp"]
    /// Of those, the ones that implement it.
    static let implementationExtensions = ["m", "mm", "c", "cpp"]

    /// The class a private or category header is of: `Foo` for `Foo+Private.h`,
    /// `Foo-Internal.h`, `Foo_Private.h`, `FooInternal.h`; `nil` for another header.
    static func classStem(ofHeader name: String) -> Substring? {
        let base = name.dropLast(2)
        if let plus = base.firstIndex(of: "+") { return base[..<plus] }
        for suffix in ["-Internal", "_Internal", "-Private", "_Private", "Internal", "Private"] where base.count > suffix.count && base.hasSuffix(suffix) {
            return base.dropLast(suffix.count)
        }
        return nil
    }

    /// `isExternal`: whether a path is third-party code, whose unclaimed headers (CocoaPods'
    /// `Pods/Target Support Files/*-umbrella.h`) no first-party folder above adopts.
    func assign(_ files: [SourceFile], isExternal: (String) -> Bool = { _ in false }) -> Assignment {
        // Index the claims: exact files and folders by path, globs compiled once.
        var fileClaims: [String: [(module: Int, rank: Int)]] = [:]
        var directoryClaims: [String: [(module: Int, rank: Int)]] = [:]
        var globClaims: [(module: Int, rank: Int, glob: Glob, prefix: String, excluding: GlobSet)] = []
        // Globs by their literal prefix: a file is tried only against the globs whose prefix
        // is one of its folders (or itself), not against every glob of the tree.
        var globsByPrefix: [String: [Int]] = [:]
        // Compiled once per pattern: a podspec's subspecs repeat the same globs and excludes.
        var compiled: [String: Glob] = [:]
        var excludeSets: [[String]: GlobSet] = [:]
        // The styles each module is declared in (by its claims).
        let claimRanks = claims.map { Set($0.map(\.1)) }
        // The folder of each module's manifest (to settle claims equally strong): for an Xcode
        // project, the folder holding the `.xcodeproj`.
        let homes = modules.map { RelativePath.manifestFolder(of: $0.declaration.origin.file) }
        // The folders each module compiles as if it listed their files (`compiledFolders`).
        var listedFolders: [String: Set<Int>] = [:]
        for (index, module) in modules.enumerated() {
            for folder in module.declaration.compiledFolders { listedFolders[folder, default: []].insert(index) }
        }
        for (index, moduleClaims) in claims.enumerated() {
            for (claim, rank) in moduleClaims {
                switch claim {
                case .file(let path): fileClaims[path, default: []].append((index, rank))
                case .directory(let path): directoryClaims[path, default: []].append((index, rank))
                case .glob(let pattern, let excluding):
                    let glob = compiled[pattern] ?? Glob(pattern)
                    compiled[pattern] = glob
                    let excluded = excludeSets[excluding] ?? GlobSet(excluding)
                    excludeSets[excluding] = excluded
                    let prefix = glob.writtenLiteralFolder
                    globsByPrefix[prefix, default: []].append(globClaims.count)
                    globClaims.append((index, rank, glob, prefix, excluded))
                }
            }
        }

        // Each file's claimants, worked out for chunks of the files at once, then taken in
        // the files' order.
        let (fileIndex, directoryIndex, globIndex, prefixIndex, listedIndex) = (fileClaims, directoryClaims, globClaims, globsByPrefix, listedFolders)
        let placed = Chunks.map(count: files.count, maximum: Chunks.cores, minimumSize: 2_000) { range in
            files[range].map { file in
                Self.place(
                    file, fileClaims: fileIndex, directoryClaims: directoryIndex, globClaims: globIndex, globsByPrefix: prefixIndex,
                    listedFolders: listedIndex, claimRanks: claimRanks, homes: homes)
            }
        }.joined()
        var owned: [[SourceFile]] = Array(repeating: [], count: modules.count)
        var unowned: [SourceFile] = []
        var ties: [[Int]: Int] = [:]
        var overridden: [OverriddenPair: Int] = [:]
        var owner: [String: Int] = [:]
        var shared: [[String]] = Array(repeating: [], count: modules.count)
        var headersLostByStyle: [(path: String, loser: Int)] = []
        var fileConditions: [Int: [String: CompilationConditions]] = [:]
        for (file, placement) in zip(files, placed) {
            guard let placement else {
                unowned.append(file)
                continue
            }
            // A file only some of its owner's manifests compile (a podspec's subspec outside
            // the package target of the pod's name) is read with those builds' conditions.
            let byRank = conditionsByRank[placement.winner]
            if byRank.count > 1, !placement.winnerRanks.contains(0), !placement.winnerRanks.isEmpty, placement.winnerRanks != Set(byRank.keys) {
                let compiling = placement.winnerRanks.sorted().compactMap { byRank[$0] }
                if let first = compiling.first {
                    let conditions = compiling.dropFirst().reduce(first) { $0.common(with: $1) }
                    if conditions != modules[placement.winner].declaration.conditions { fileConditions[placement.winner, default: [:]][file.path] = conditions }
                }
            }
            for module in placement.sharing { shared[module].append(file.path) }
            if let tie = placement.tie { ties[tie, default: 0] += 1 }
            for pair in placement.overridden { overridden[pair, default: 0] += 1 }
            if file.language == .objcHeader {
                for pair in placement.overridden where pair.reason == .style && !claimRanks[pair.loser].contains(pair.winnerRank) {
                    headersLostByStyle.append((file.path, pair.loser))
                }
            }
            owned[placement.winner].append(file)
            owner[file.path] = placement.winner
        }
        // A header another style's manifest won from a module that keeps files of its own
        // (a podspec subspec listing a plugin's header and its CocoaPods-only `.m`, beside the
        // package target taking the header and its SwiftPM `.m`) is compiled by that module
        // too: its own files including the header do not depend on the winner. Not when the
        // module is declared in the winner's style as well (swrve's `SwrveSDK` pod, which
        // compiles the conversation sources itself, and its package target, which depends on
        // the `SwrveConversationSDK` target owning them): that build uses the winner.
        for (path, loser) in headersLostByStyle where owned[loser].contains(where: { $0.language != .objcHeader }) {
            shared[loser].append(path)
        }
        // A header a module's project names in its groups (a fallback claim on the file) and
        // another module owns is compiled by it too when it compiles sources of the header's
        // folder itself (a test app building a library's `.m` files, its project referencing
        // the library's headers beside them).
        for (index, module) in modules.enumerated() {
            let named = module.declaration.fallbackClaims.compactMap { claim -> String? in
                guard case .file(let path) = claim, RelativePath.pathExtension(path) == "h", let headerOwner = owner[path], headerOwner != index else { return nil }
                return path
            }
            guard !named.isEmpty else { continue }
            let compiledFolders = Set((owned[index].map(\.path) + shared[index]).filter { RelativePath.pathExtension($0) != "h" }.map(RelativePath.directory(of:)))
            for path in named where compiledFolders.contains(RelativePath.directory(of: path)) { shared[index].append(path) }
        }

        // Headers nobody claimed: the module using it as prefix header, else the companion's
        // module, else the fallback claims naming it, else the folder's only module, else the
        // deepest fallback folder holding it.
        // Each fallback file and folder with the modules claiming it, in name order: the
        // first owns what it adopts, the others share it.
        var fallbackFiles: [String: [Int]] = [:]
        var fallbackFolders: [String: [Int]] = [:]
        var fallbackSharers: [String: [Int]] = [:]
        for (index, module) in modules.enumerated() {
            for path in module.declaration.fallbackShares { fallbackSharers[path, default: []].append(index) }
            for claim in module.declaration.fallbackClaims {
                switch claim {
                case .file(let path): fallbackFiles[path, default: []].append(index)
                case .directory(let path): fallbackFolders[path, default: []].append(index)
                case .glob: continue
                }
            }
        }
        // The folders of other manifests (a podspec's, a package's) below a project's folder
        // are theirs: a stray header there (a copy of a pod's protocol header outside its
        // `source_files`) is in no module, not the project's.
        let manifestFolders = Set(modules.map(\.declaration.origin.file)
            .filter { TreeWalker.isModuleManifest(RelativePath.lastComponent(of: $0)) }.map(RelativePath.directory(of:)))
        func fallbackFolder(of path: String) -> [Int]? {
            let external = isExternal(path)
            var directory = RelativePath.directory(of: path)
            while true {
                if external, !isExternal(directory) { return nil }
                if let modules = fallbackFolders[directory] { return modules }
                if manifestFolders.contains(directory) { return nil }
                if directory.isEmpty { return nil }
                directory = RelativePath.directory(of: directory)
            }
        }
        var sharedByFile: [String: [Int]] = [:]
        for (module, paths) in shared.enumerated() {
            for path in paths { sharedByFile[path, default: []].append(module) }
        }
        // A claimed header whose companion other modules compile too is theirs as well (a
        // framework and a static library built from one set of sources). A class's private
        // or category header with no companion of its own (`Foo+Private.h`, `Foo-Internal.h`,
        // `FooPrivate.h`) goes with `Foo.m`.
        for (path, module) in owner where RelativePath.pathExtension(path) == "h" {
            // A header one target's build phase lists whose companion other targets of the
            // project compile (`log.h` beside `log.c`, which every app builds): theirs too.
            for other in fallbackSharers[path] ?? [] where other != module { shared[other].append(path) }
            let stem = path.dropLast(1)
            let name = RelativePath.lastComponent(of: path)
            let classStem = Self.classStem(ofHeader: name).map { path.dropLast(name.count) + $0 + "." }
            let compiled = { (candidate: String) in sharedByFile[candidate] != nil || owner[candidate] != nil }
            guard let companion = Self.companionExtensions.lazy.map({ stem + $0 }).first(where: compiled)
                ?? classStem.flatMap({ classStem in ["m", "mm"].lazy.map { classStem + $0 }.first(where: compiled) })
            else { continue }
            var others = Set(sharedByFile[companion] ?? [])
            if let companionOwner = owner[companion] { others.insert(companionOwner) }
            for other in others.subtracting([module]) { shared[other].append(path) }
        }
        var stillUnowned: [SourceFile] = []
        var adoptedHeaders: [(path: String, module: Int)] = []
        var directoryOwners: [String: Set<Int>] = [:]
        var ownedInDirectory: [String: [Int: Int]] = [:]
        for (path, module) in owner {
            directoryOwners[RelativePath.directory(of: path), default: []].insert(module)
            ownedInDirectory[RelativePath.directory(of: path), default: [:]][module, default: 0] += 1
        }
        /// The modules a stray header's folder falls back to, the one owning most files in the
        /// nearest folder above it where any of them owns one first (a watch extension's stray
        /// header goes with the extension, not with a framework first by name), the others
        /// after it in their order.
        func nearestFirst(_ modules: [Int], for path: String) -> [Int] {
            guard modules.count > 1 else { return modules }
            var directory = RelativePath.directory(of: path)
            while true {
                if let counts = ownedInDirectory[directory],
                   let best = modules.filter({ counts[$0] != nil }).max(by: { (counts[$0]!, $1) < (counts[$1]!, $0) }) {
                    return [best] + modules.filter { $0 != best }
                }
                if directory.isEmpty { return modules }
                directory = RelativePath.directory(of: directory)
            }
        }
        let unownedPaths = Set(unowned.map(\.path))
        // Folders holding implementation files no module owns or shares (the shared files'
        // folders looked at only when there are such folders).
        var deadFolders = Set(unowned.lazy.filter { Self.implementationExtensions.contains(RelativePath.pathExtension($0.path)) }
            .map { RelativePath.directory(of: $0.path) }
            .filter { directoryOwners[$0] == nil && fallbackFolders[$0] == nil })
        if !deadFolders.isEmpty { deadFolders.subtract(sharedByFile.keys.map(RelativePath.directory(of:))) }
        // Each project's executables (`impliedKind` app), for the shared-source headers below.
        var executablesByProject: [ModuleOrigin: [Int]] = [:]
        for (index, module) in modules.enumerated() where module.declaration.impliedKind == .app {
            executablesByProject[module.declaration.origin, default: []].append(index)
        }
        for file in unowned {
            guard file.language == .objcHeader else {
                stillUnowned.append(file)
                continue
            }
            let stem = file.path.dropLast(RelativePath.pathExtension(file.path).count + 1)
            let prefixUser = modules.indices.first { modules[$0].declaration.prefixHeaders.contains(file.path) }
            let companionPath = Self.companionExtensions.lazy.map { stem + "." + $0 }.first { owner[$0] != nil }
            let companion = companionPath.flatMap { owner[$0] }
            // The modules compiling the companion too share its header.
            if let companionPath, prefixUser == nil {
                let compilers = sharedByFile[companionPath] ?? []
                for module in compilers { shared[module].append(file.path) }
                // When only executables compile it, each for itself (xctool's
                // `Common/NSFileHandle+Print.m`, built into five reporter tools of one project
                // and the `xctool` tool of another), it is their projects' shared source: their
                // other executables including the header depend on none of them (an executable
                // links no other). Test bundles compiling it too change nothing.
                if let companion {
                    let building = ([companion] + compilers).filter { modules[$0].declaration.impliedKind != .test }
                    if building.count > 1, building.allSatisfy({ modules[$0].declaration.impliedKind == .app }) {
                        let executables = Set(building.map { modules[$0].declaration.origin }).flatMap { executablesByProject[$0] ?? [] }
                        for module in Set(executables) where module != companion && !compilers.contains(module) {
                            shared[module].append(file.path)
                        }
                    }
                }
            }
            // A header whose companion no target compiles is dead code with it (a class a
            // project dropped from its build phases, its files left in the folder): no
            // folder's module adopts it, only a project naming it.
            // So is a header beside implementation files of which no target compiles any
            // (cocos2d's `cocos2d-ext/CCChipmunkPhysics`, in no project, whose parent folder
            // only the test app compiles from), in a folder below a project's own.
            let deadCompanion = companionPath == nil
                && (Self.implementationExtensions.contains { unownedPaths.contains(stem + "." + $0) } || deadFolders.contains(RelativePath.directory(of: file.path)))
            let folderOwner = deadCompanion ? nil : directoryOwners[RelativePath.directory(of: file.path)].flatMap { $0.count == 1 ? $0.first : nil }
            let adopters = fallbackFiles[file.path]
                ?? (folderOwner == nil && !deadCompanion ? fallbackFolder(of: file.path).map { nearestFirst($0, for: file.path) } : nil) ?? []
            if let module = prefixUser ?? companion ?? adopters.first ?? folderOwner {
                owned[module].append(file)
                adoptedHeaders.append((file.path, module))
                if prefixUser == nil, companion == nil {
                    for other in adopters + (fallbackSharers[file.path] ?? []) where other != module { shared[other].append(file.path) }
                }
            } else {
                stillUnowned.append(file)
            }
        }

        // A target of the same project implementing the header's interface in a file of its own
        // elsewhere (a watchOS app's `watchOS/VLCAppCoordinator.m` for the shared
        // `VLCAppCoordinator.h`) compiles that header as its own too; so does one of another
        // project whose groups name the header (below).
        var implementations: [Substring: [String]] = [:]
        for path in owner.keys where ["m", "mm"].contains(RelativePath.pathExtension(path)) {
            let name = RelativePath.lastComponent(of: path)
            implementations[name.prefix(upTo: name.lastIndex(of: ".")!), default: []].append(path)
        }
        let headers = owner.filter { RelativePath.pathExtension($0.key) == "h" }.map { (path: $0.key, module: $0.value) } + adoptedHeaders
        for (path, module) in headers {
            let name = RelativePath.lastComponent(of: path)
            for implementation in implementations[name.dropLast(2)] ?? [] where RelativePath.directory(of: implementation) != RelativePath.directory(of: path) {
                var implementers = Set(sharedByFile[implementation] ?? [])
                if let implementationOwner = owner[implementation] { implementers.insert(implementationOwner) }
                // Or of another project whose groups name the header (a static library keeping
                // `Public/Thing.h` as a file reference, compiling `Sources/Thing.m`, while a
                // packaging framework's Headers phase re-lists the header; gtm-session-fetcher's
                // test app compiling the package's `.m` files, its project listing their headers).
                for other in implementers.subtracting([module])
                where modules[other].declaration.origin.file == modules[module].declaration.origin.file || fallbackFiles[path]?.contains(other) == true {
                    shared[other].append(path)
                }
            }
        }

        var diagnostics: [Diagnostic] = []
        for (contenders, count) in ties.sorted(by: { $0.key.lexicographicallyPrecedes($1.key) }) {
            let names = contenders.map { "\(modules[$0].declaration.name) (\(modules[$0].declaration.origin.file))" }
            diagnostics.append(Diagnostic(
                severity: .warning, code: "overlapping-modules",
                message: "\(counted(count, "file is", "files are")) claimed equally by \(names.joined(separator: " and ")); they go to \(modules[contenders[0]].declaration.name). Set discovery.modules or discovery.exclude in rules.json to decide."))
        }
        for (pair, count) in overridden.sorted(by: { ($0.key.winner, $0.key.loser) < ($1.key.winner, $1.key.loser) }) {
            let winner = modules[pair.winner].declaration, loser = modules[pair.loser].declaration
            let why = switch pair.reason {
            case .style: "\(Self.style(ofRank: pair.winnerRank)) declarations take precedence over \(Self.style(ofRank: pair.loserRank)) ones"
            case .listedByName: "a file listed by name beats a pattern"
            case .moreSpecific: "the more specific declaration wins"
            }
            diagnostics.append(Diagnostic(
                severity: .info, code: "conflicting-declarations",
                message: "\(counted(count, "file")) claimed by \(loser.name) (\(loser.origin.file)) \(count == 1 ? "belongs" : "belong") to \(winner.name) (\(winner.origin.file)): \(why)"))
        }
        // A module whose files a stronger manifest's modules own (a library's subspecs, each
        // with its dependencies, whose sources are its `Package.swift` targets'; an XcodeGen
        // target whose `Sources` folder the package splits into `Notes` and `NotesImpl`): what
        // only the losing style's manifests declare may be those files' dependencies.
        var lostByStyle: [Int: Set<Int>] = [:]
        for pair in overridden.keys where pair.reason == .style { lostByStyle[pair.loser, default: []].insert(pair.loserRank) }
        let assigned = modules.enumerated().map { index, module in
            var declaration = module.declaration
            if let ranks = lostByStyle[index] {
                declaration.dependenciesOfOtherFiles = Array(ranks.reduce(into: Set<String>()) { $0.formUnion(styleOnlyDependencies[index][$1] ?? []) }).sorted()
            }
            var assigned = AssignedModule(
                declaration: declaration, alsoDeclaredBy: module.also.sorted(), files: owned[index].sorted(),
                sharedFiles: Array(Set(shared[index])).sorted())
            assigned.fileConditions = fileConditions[index] ?? [:]
            return assigned
        }
        return Assignment(modules: assigned, unowned: stillUnowned.sorted(), diagnostics: diagnostics)
    }
}
