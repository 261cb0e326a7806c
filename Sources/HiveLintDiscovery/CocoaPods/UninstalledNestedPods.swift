import HiveLintCore
import HiveLintScan

extension CocoaPodsDiscoverer {
    /// A podspec kept inside an installed pod's folder that nothing installs (BytePlus
    /// VideoOne's `MiniDrama.podspec` globs `Classes/Player/**`, where `MDPlayerKit.podspec`
    /// waits for a future split): CocoaPods compiles the files the installed pod's patterns
    /// match into that pod, so they are its files, not the nested spec's, however much more
    /// specific the nested spec's own patterns are. The nested spec keeps what only it claims.
    ///
    /// Only when the Podfiles say every pod of the tree they install: every Podfile of the tree
    /// read in full but for autolinking calls (React Native's, Flutter's: their pods are
    /// packages' and plugins'), with no pod name or target hive-lint could not read. The nested
    /// pod is named by none of them, installed from no folder, and a dependency of no module
    /// built (what is not a pod, an installed pod, and their dependencies, through any number
    /// of pods). The installed pod is one a Podfile names or installs from its folder. Its
    /// patterns with exclusions of their own are not used (what they leave out is not said by a
    /// pattern).
    static func yieldingToInstalledEnclosingPods(_ declarations: [ModuleDeclaration], podfiles: [Podfile], developmentPodFolders: Set<String>) -> [ModuleDeclaration] {
        guard !podfiles.isEmpty, podfiles.allSatisfy({ !$0.someTreePodUnread && !$0.everyTargetIncomplete }) else { return declarations }
        let named = Set(podfiles.flatMap(\.podLines.keys))
        func isPod(_ declaration: ModuleDeclaration) -> Bool {
            declaration.origin.style == .cocoapods && isPodItself(declaration)
        }
        func installed(_ declaration: ModuleDeclaration) -> Bool {
            named.contains(declaration.name) || developmentPodFolders.contains(declaration.path)
        }
        let installedPods = declarations.filter { isPod($0) && installed($0) && !$0.path.isEmpty }
        guard !installedPods.isEmpty else { return declarations }
        // The modules built: what is not a pod, the installed pods, and what those depend on.
        var built = Set(declarations.filter { !isPod($0) || installed($0) }.map(\.name))
        var queue = Array(built)
        let byName = Dictionary(grouping: declarations, by: \.name)
        while let name = queue.popLast() {
            for declaration in byName[name] ?? [] {
                for dependency in declaration.declaredDependencies where built.insert(dependency).inserted { queue.append(dependency) }
            }
        }
        return declarations.map { declaration in
            guard isPod(declaration), !built.contains(declaration.name) else { return declaration }
            let enclosing = installedPods.filter { $0.path != declaration.path && RelativePath.isInside(declaration.path, $0.path) }
            // The enclosing pods' patterns, as globs relative to the root.
            let patterns = enclosing.flatMap(\.claims).compactMap { claim -> String? in
                switch claim {
                case .directory(let folder): folder + "/**"
                case .glob(let pattern, let excluding): excluding.isEmpty ? pattern : nil
                case .file(let path): path
                }
            }
            guard !patterns.isEmpty else { return declaration }
            let taken = GlobSet(patterns)
            var yielding = declaration
            yielding.claims = declaration.claims.compactMap { claim in
                switch claim {
                case .directory(let folder): .glob(folder + "/**", excluding: patterns)
                case .glob(let pattern, let excluding): .glob(pattern, excluding: excluding + patterns)
                case .file(let path): taken.matches(path) ? nil : claim
                }
            }
            return yielding
        }
    }
}
