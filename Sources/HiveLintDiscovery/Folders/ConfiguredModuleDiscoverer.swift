import HiveLintConfig
import HiveLintCore
import HiveLintScan

/// Modules `rules.json` declares: `discovery.modules` (a name and a folder) and
/// `discovery.folders` (globs of folders, each one module named after the folder). These
/// beat every manifest (see `ModuleDiscovery`).
public struct ConfiguredModuleDiscoverer: ModuleDiscoverer {
    public let style = DeclarationStyle.config

    public init() {}

    public func discover(in context: DiscoveryContext) -> DiscoveryOutput {
        var output = DiscoveryOutput()
        let source = context.configuration.source ?? "rules.json"
        for (index, module) in context.configuration.discovery.modules.enumerated() {
            if !context.directoryExists(module.path) {
                output.diagnostics.append(Diagnostic(
                    severity: .warning, code: "missing-module-folder",
                    message: "\(source) discovery.modules[\(index)] names folder \(module.path), which does not exist"))
                continue
            }
            var declaration = ModuleDeclaration(
                name: module.name,
                importNames: [module.name, c99Identifier(module.name)],
                path: module.path,
                origin: ModuleOrigin(style: style, file: source),
                impliedKind: module.kind,
                impliedKindReason: module.kind.map { _ in "rules.json discovery.modules[\(index)] sets kind" },
                claims: [.directory(module.path)])
            declaration.impliedKindIsExplicit = module.kind != nil
            output.declarations.append(declaration)
        }

        let explicitNames = Set(context.configuration.discovery.modules.map(\.name))
        for (index, pattern) in context.configuration.discovery.folders.enumerated() {
            let glob = Glob(pattern)
            let matches = context.tree.directories.filter { directory in
                glob.matches(directory) && !context.isExternal(directory)
            }
            if matches.isEmpty {
                output.diagnostics.append(Diagnostic(
                    severity: .warning, code: "unmatched-folder-glob",
                    message: "\(source) discovery.folders[\(index)] (\(pattern)) matches no folder"))
            }
            let counts = Dictionary(grouping: matches, by: RelativePath.lastComponent(of:))
            for directory in matches {
                var name = RelativePath.lastComponent(of: directory)
                if explicitNames.contains(name) { continue }
                if (counts[name]?.count ?? 0) > 1 {
                    output.diagnostics.append(Diagnostic(
                        severity: .warning, code: "duplicate-module-name",
                        message: "several folders matching \(pattern) are named \(name); the module at \(directory) is called \(directory)"))
                    name = directory
                }
                output.declarations.append(ModuleDeclaration(
                    name: name,
                    importNames: [name, c99Identifier(name)],
                    path: directory,
                    origin: ModuleOrigin(style: style, file: source),
                    claims: [.directory(directory)]))
            }
        }
        return output
    }
}
