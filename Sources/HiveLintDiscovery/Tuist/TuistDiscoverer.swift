import HiveLintCore
import HiveLintScan
import SwiftParser
import SwiftSyntax

/// Targets of Tuist `Project.swift` manifests, read as Swift source with swift-syntax and
/// evaluated statically (`TuistEvaluator`), never executed. The project is the `Project(…)`
/// a top-level constant holds (`let project` by custom; any name will do), written there or
/// returned by a helper of `Tuist/ProjectDescriptionHelpers` (`Project.makeModule(name:
/// "Home", dependencies: [.feature(.cart)])`); each of its targets
/// (`Target(…)`, Tuist 4's `.target(…)`) is a module. Its files are the `sources:` globs
/// (strings, `.glob(_:excluding:)`, `SourceFilesList(globs:)`, `.paths(…)`, relative to the
/// manifest's folder or `.relativeToRoot`) and `buildableFolders:`, plus the generated
/// `Derived/Sources/Tuist*+<Target>.swift` accessors; Tuist has no default sources. Its
/// dependencies are the `dependencies:` names (`.target`, `.project`, `.external`,
/// `.package`, `.xcframework`/`.framework`/`.library` paths); application and extension
/// products are `app`, unit- and UI-test products `test`. `Workspace.swift` tells which
/// project folders the workspace generates; a project outside it is said (a template or an
/// example). Every value that cannot be known statically is reported as
/// `unresolved-manifest-value` with its place, and what it would have declared is skipped.
public struct TuistDiscoverer: ModuleDiscoverer {
    public let style = DeclarationStyle.tuist

    public init() {}

    static let appProducts: Set<String> = [
        "app", "appExtension", "appClip", "watch2App", "watch2Extension", "messagesExtension", "stickerPackExtension",
        "tvTopShelfExtension", "extensionKitExtension",
    ]
    static let testProducts: Set<String> = ["unitTests", "uiTests"]

    public func discover(in context: DiscoveryContext) -> DiscoveryOutput {
        var output = DiscoveryOutput()
        let projects = context.manifests.filter { Self.isManifest($0, named: "Project.swift") }
        guard !projects.isEmpty else { return output }

        var helperFilesByRoot: [String: [TuistSourceFile]] = [:]
        for manifest in context.manifests {
            guard let root = Self.helperRoot(manifest), let text = context.readSwift(manifest, into: &output) else { continue }
            helperFilesByRoot[root, default: []].append(TuistSourceFile(path: manifest, tree: Parser.parse(source: text)))
        }
        let plugins = Self.localPlugins(context, output: &output)
        var helpersByRoot: [String: TuistHelpers] = [:]
        for (root, files) in helperFilesByRoot {
            // A helper importing a local plugin sees the plugin's helpers.
            for file in files + Self.importedPluginFiles(files, plugins) { helpersByRoot[root, default: TuistHelpers()].add(file) }
        }
        var reader = Reader(context: context, helpersByRoot: helpersByRoot, plugins: plugins, style: style)
        let workspaces = context.manifests.filter { Self.isManifest($0, named: "Workspace.swift") }.compactMap {
            reader.readWorkspace($0, output: &output)
        }
        let derived = Self.derivedSources(context.tree.sourceFiles)
        var outside: [(manifest: String, workspaces: [String], targets: [ModuleDeclaration])] = []
        var inside: [ModuleDeclaration] = []
        for manifest in projects {
            guard let text = context.readSwift(manifest, into: &output) else { continue }
            let directory = RelativePath.directory(of: manifest)
            var declarations = reader.readProject(manifest, text: text)
            Self.claimDerivedSources(derived[directory] ?? [], for: &declarations)
            output.declarations += declarations
            let enclosing = workspaces.filter { RelativePath.isInside(directory, $0.directory) }
            if !enclosing.isEmpty, enclosing.allSatisfy(\.isComplete),
               !enclosing.contains(where: { $0.projects.contains { $0.matches(directory) } }) {
                outside.append((manifest, enclosing.map(\.manifest), declarations))
            } else {
                inside += declarations
            }
        }
        // A project the workspace's projects depend on (`.project(target:path:)`) is in the
        // workspace all the same: Tuist brings it in. Only the others are said.
        var needed = Set(inside.flatMap(\.declaredDependencies))
        var pending = outside
        while let index = pending.firstIndex(where: { $0.targets.contains { needed.contains($0.name) } }) {
            needed.formUnion(pending.remove(at: index).targets.flatMap(\.declaredDependencies))
        }
        // When a target or a dependency could not be evaluated, what the workspace's projects
        // depend on is not known: nothing is said.
        let unknownDependencies = reader.diagnostics.contains { $0.code == "unresolved-manifest-value" }
            || (inside + pending.flatMap(\.targets)).contains(where: \.dependenciesIncomplete)
        for project in unknownDependencies ? [] : pending {
            reader.diagnostics.append(Diagnostic(
                severity: .info, code: "project-outside-workspace",
                message: "\(project.manifest) is in no projects: of \(project.workspaces.joined(separator: ", ")) nor a dependency of their targets (a template or an example?); its targets are still declared"))
        }
        output.diagnostics += Array(Set(reader.diagnostics)).sorted()
        output.declarations.sort()
        return output
    }

    /// `Project.swift` or `Workspace.swift`, not inside a `Tuist/` folder (helpers live there).
    static func isManifest(_ path: String, named name: String) -> Bool {
        RelativePath.lastComponent(of: path) == name && !RelativePath.directory(of: path).split(separator: "/").contains(where: isTuistFolder)
    }

    /// Whether a folder name is Tuist's folder: `Tuist`, in any case (olvid's `tuist/`: the
    /// Mac's file system ignores case, and Tuist finds it there).
    static func isTuistFolder(_ name: Substring) -> Bool {
        name.count == 5 && name.lowercased() == "tuist"
    }

    /// The helper files of the local plugins in the tree (a folder with a `Plugin.swift`
    /// manifest and a `ProjectDescriptionHelpers/` folder, which Tuist compiles into a module
    /// manifests import), by that module's name: `Plugin(name:)`'s, else the folder's.
    static func localPlugins(_ context: DiscoveryContext, output: inout DiscoveryOutput) -> [String: [TuistSourceFile]] {
        var plugins: [String: [TuistSourceFile]] = [:]
        for manifest in context.manifests where RelativePath.lastComponent(of: manifest) == "Plugin.swift" {
            let directory = RelativePath.directory(of: manifest)
            let prefix = (directory.isEmpty ? "" : directory + "/") + "ProjectDescriptionHelpers/"
            let helpers = context.manifests.filter { $0.hasPrefix(prefix) && $0.hasSuffix(".swift") }
            guard !helpers.isEmpty, let text = context.readSwift(manifest, into: &output) else { continue }
            let tree = Parser.parse(source: text)
            var name = RelativePath.lastComponent(of: directory)
            if let call = tree.statements.lazy.compactMap({ Self.pluginCall($0) }).first,
               let argument = call.arguments.first(where: { $0.label?.text == "name" }),
               let literal = argument.expression.as(StringLiteralExprSyntax.self), let value = literal.representedLiteralValue {
                name = value
            }
            for helper in helpers.sorted() {
                guard let source = context.readSwift(helper, into: &output) else { continue }
                plugins[name, default: []].append(TuistSourceFile(path: helper, tree: Parser.parse(source: source)))
            }
        }
        return plugins
    }

    /// `Plugin(…)` in `let plugin = Plugin(…)`.
    private static func pluginCall(_ item: CodeBlockItemSyntax) -> FunctionCallExprSyntax? {
        guard let variable = item.item.as(VariableDeclSyntax.self) else { return nil }
        for binding in variable.bindings {
            if let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
               call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Plugin" {
                return call
            }
        }
        return nil
    }

    /// The helper files of the local plugins `files` import.
    static func importedPluginFiles(_ files: [TuistSourceFile], _ plugins: [String: [TuistSourceFile]]) -> [TuistSourceFile] {
        guard !plugins.isEmpty else { return [] }
        var names = Set<String>()
        for file in files {
            for item in file.tree.statements {
                if let name = item.item.as(ImportDeclSyntax.self)?.path.first?.name.text, plugins[name] != nil { names.insert(name) }
            }
        }
        return names.sorted().flatMap { plugins[$0] ?? [] }
    }

    /// The Tuist root of a `<root>/Tuist/ProjectDescriptionHelpers/…swift` helper, else `nil`.
    static func helperRoot(_ path: String) -> String? {
        let components = path.split(separator: "/").map(String.init)
        guard components.count >= 3 else { return nil }
        for index in 0..<(components.count - 2) where isTuistFolder(components[index][...]) && components[index + 1] == "ProjectDescriptionHelpers" {
            return components[..<index].joined(separator: "/")
        }
        return nil
    }

    // MARK: Derived sources

    /// Files under `<project>/Derived/Sources/`, by project folder.
    static func derivedSources(_ files: [SourceFile]) -> [String: [String]] {
        var byProject: [String: [String]] = [:]
        for file in files {
            let marker = "Derived/Sources/"
            let project: String
            if file.path.hasPrefix(marker) {
                project = ""
            } else if let range = file.path.range(of: "/" + marker) {
                project = String(file.path[..<range.lowerBound])
            } else {
                continue
            }
            byProject[project, default: []].append(file.path)
        }
        return byProject
    }

    /// Whether a file is one of the resource accessors Tuist generates for a target
    /// (`Derived/Sources/TuistBundle+HomeFeature.swift`, `TuistAssets+…`, `TuistFonts+…`): code
    /// of the build, not of the team.
    public static func isGeneratedAccessor(_ path: String) -> Bool {
        // Asked of every parsed file: the name first, by bytes.
        let fileName = RelativePath.lastComponent(of: path)
        return fileName.hasPrefix("Tuist") && fileName.utf8.contains(UInt8(ascii: "+"))
            && (path.hasPrefix("Derived/Sources/") || path.containsBytes("/Derived/Sources/"))
    }

    /// `Derived/Sources/TuistBundle+HomeFeature.swift` belongs to target `HomeFeature`
    /// (Tuist names it after the target, camel-cased).
    static func claimDerivedSources(_ files: [String], for declarations: inout [ModuleDeclaration]) {
        func key(_ name: String) -> String { name.filter { $0.isLetter || $0.isNumber }.lowercased() }
        for path in files {
            let fileName = RelativePath.lastComponent(of: path)
            guard isGeneratedAccessor(path), let plus = fileName.firstIndex(of: "+") else { continue }
            var target = String(fileName[fileName.index(after: plus)...])
            if let dot = target.lastIndex(of: ".") { target = String(target[..<dot]) }
            let candidates = declarations.indices.filter { index in
                ([declarations[index].name] + declarations[index].importNames).contains { key($0) == key(target) }
            }
            guard let index = candidates.min(by: { declarations[$0].name < declarations[$1].name }) else { continue }
            declarations[index].claims.append(.file(path))
        }
    }
}

/// A `Workspace.swift` and the project folders it lists.
struct TuistWorkspace {
    var manifest: String
    var directory: String
    var projects: [Glob]
    /// `false` when part of the list could not be evaluated.
    var isComplete: Bool
}

/// Reads manifests into declarations, collecting diagnostics.
private struct Reader {
    let context: DiscoveryContext
    let helpersByRoot: [String: TuistHelpers]
    /// Local plugins' helper files, by the module name a manifest imports.
    let plugins: [String: [TuistSourceFile]]
    let style: DeclarationStyle
    var diagnostics: [Diagnostic] = []
    /// Expressions already reported (by place and text): a helper many targets use is
    /// reported once, not once per use.
    var reported: Set<String> = []

    init(context: DiscoveryContext, helpersByRoot: [String: TuistHelpers], plugins: [String: [TuistSourceFile]], style: DeclarationStyle) {
        self.context = context
        self.helpersByRoot = helpersByRoot
        self.plugins = plugins
        self.style = style
    }

    /// The Tuist root of a folder: the nearest ancestor holding a `Tuist/` (or `tuist/`)
    /// folder, else the scanned root.
    func root(of directory: String) -> String {
        var candidate = directory
        while true {
            let folder = candidate.isEmpty ? "" : candidate + "/"
            if context.directoryExists(folder + "Tuist") || context.directoryExists(folder + "tuist") { return candidate }
            if candidate.isEmpty { return "" }
            candidate = RelativePath.directory(of: candidate)
        }
    }

    /// Evaluates a manifest's top level; returns its frame. `nil` (with a note) when the
    /// file does not import ProjectDescription: an app's own `Project.swift` model, say.
    mutating func evaluate(_ manifest: String, text: String) -> (TuistEvaluator.Frame, SourceFileSyntax)? {
        let file = TuistSourceFile(path: manifest, tree: Parser.parse(source: text))
        let importsProjectDescription = file.tree.statements.contains { item in
            item.item.as(ImportDeclSyntax.self)?.path.first?.name.text == "ProjectDescription"
        }
        guard importsProjectDescription else {
            diagnostics.append(Diagnostic(
                severity: .info, code: "not-a-tuist-manifest",
                message: "\(manifest) does not import ProjectDescription; it is not read as a Tuist manifest"))
            return nil
        }
        var helpers = helpersByRoot[root(of: RelativePath.directory(of: manifest))] ?? TuistHelpers()
        for plugin in TuistDiscoverer.importedPluginFiles([file], plugins) { helpers.add(plugin) }
        helpers.add(file, topLevel: false)
        let frame = TuistEvaluator.Frame(file: file)
        _ = TuistEvaluator(helpers: helpers, manifest: manifest).execute(file.tree.statements, in: frame)
        return (frame, file.tree)
    }

    /// The value of the top-level constant holding the manifest's `<type>(…)`: Tuist takes
    /// whichever constant it is, `let <name>` by custom. That one, else the first constant that
    /// is a `<type>(…)` call, else the first hive-lint could not evaluate, which may be the one
    /// (`let homeFramework = Project.create(…)`, unknown or kept as a call of a function no
    /// helper declares); `nil` when no constant can be.
    func topLevelValue(_ name: String, type: String, frame: TuistEvaluator.Frame, tree: SourceFileSyntax) -> TuistValue? {
        if let value = frame.lookup(name) { return value }
        var unevaluated: TuistValue?
        for item in tree.statements {
            guard case .decl(let declaration) = item.item, let variable = declaration.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                guard let variableName = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let value = frame.lookup(variableName) else { continue }
                switch value {
                case .call(let call) where call.base == nil && call.name == type: return value
                case .call(let call) where call.base == type: unevaluated = unevaluated ?? value
                case .unknown: unevaluated = unevaluated ?? value
                default: break
                }
            }
        }
        return unevaluated
    }

    // MARK: Projects

    mutating func readProject(_ manifest: String, text: String) -> [ModuleDeclaration] {
        guard let (frame, tree) = evaluate(manifest, text: text) else { return [] }
        guard let value = topLevelValue("project", type: "Project", frame: frame, tree: tree) else {
            diagnostics.append(Diagnostic(
                severity: .warning, code: "unresolved-manifest-value",
                message: "\(manifest) holds no `Project(…)` in a top-level constant; no targets read from it"))
            return []
        }
        // ProjectDescription's `Project(…)` takes a `name:`: one without is an initializer the
        // helpers hive-lint reads do not declare (`Project(module: .data)`).
        guard case .call(let project) = value, project.base == nil, project.name == "Project", project.argument("name") != nil else {
            report(value, "the project is skipped", manifest: manifest, near: frame.file.location(of: tree))
            return []
        }
        let directory = RelativePath.directory(of: manifest)
        var declarations: [ModuleDeclaration] = []
        for element in (project.argument("targets") ?? .none).flattened {
            guard case .call(let target) = element, target.isCall("Target", bases: []) || target.isCall("target", bases: ["Target"]) else {
                report(element, "targets from it are skipped", manifest: manifest, near: project.location)
                continue
            }
            if var declaration = declare(target, manifest: manifest, directory: directory) {
                // Where the manifest writes each dependency, else the first line naming it,
                // else where it writes the target or the project a helper made with it.
                let unplaced = declaration.declaredDependencies.filter { declaration.dependencyLocations[$0] == nil }
                declaration.dependencyLocations.merge(Self.locate(unplaced, in: text, manifest: manifest)) { written, _ in written }
                if let fallback = Self.place(of: target, in: manifest) ?? Self.place(of: project, in: manifest) {
                    for name in declaration.declaredDependencies where declaration.dependencyLocations[name] == nil {
                        declaration.dependencyLocations[name] = fallback
                    }
                }
                declarations.append(declaration)
            }
        }
        return declarations
    }

    private mutating func declare(_ target: TuistCall, manifest: String, directory: String) -> ModuleDeclaration? {
        guard let nameValue = target.argument("name") else {
            report(.call(target), "a target without name: is skipped", manifest: manifest, near: target.location)
            return nil
        }
        guard case .string(let name) = nameValue, !name.isEmpty else {
            // A name that evaluates to "" (a template's `env.name` left blank) is read, not unknown.
            if nameValue == .string("") {
                diagnostics.append(Diagnostic(
                    severity: .warning, code: "unresolved-manifest-value",
                    message: "the target's name evaluates to an empty string; the target is skipped", location: target.location))
            } else {
                report(nameValue, "the target is skipped", manifest: manifest, near: target.location)
            }
            return nil
        }

        var importNames = [name, c99Identifier(name)]
        switch target.argument("productName") {
        case .string(let productName)?: importNames += [productName, c99Identifier(productName)]
        case nil, .none?: break
        case let other?: report(other, "target \(name) is imported by its name only", manifest: manifest, near: target.location)
        }

        var kind: ModuleKind?
        var reason: String?
        var isLibrary = false
        switch target.argument("product") {
        case .member(let product)?:
            isLibrary = ["framework", "staticFramework", "staticLibrary", "dynamicLibrary"].contains(product.name)
            if TuistDiscoverer.appProducts.contains(product.name) {
                kind = .app
            } else if TuistDiscoverer.testProducts.contains(product.name) {
                kind = .test
            }
            if kind != nil { reason = "Tuist \(product.name) target in \(manifest)" }
        case nil:
            break
        case let other?:
            report(other, "the kind of \(name) is left to naming conventions", manifest: manifest, near: target.location)
        }

        var claims: [FileClaim] = []
        var folders: [String] = []
        // `sources: nil` is no sources.
        let sources = target.argument("sources").flatMap { $0 == .none ? nil : $0 }
        let buildableFolders = target.argument("buildableFolders").flatMap { $0 == .none ? nil : $0 }
        let headers = target.argument("headers").flatMap { $0 == .none ? nil : $0 }
        if sources == nil && buildableFolders == nil && headers == nil {
            diagnostics.append(Diagnostic(
                severity: .info, code: "empty-module",
                message: "Tuist target \(name) in \(manifest) has no sources: (Tuist has no default sources); it owns no files",
                location: target.location))
        }
        if let sources { collectSources(sources, target: name, manifest: manifest, directory: directory, near: target.location, claims: &claims, folders: &folders) }
        // `headers: .headers(public: "Sources/Public/**", private: .list([.glob(…)]), project: …)`.
        if case .call(let call)? = headers, call.isCall("headers", bases: ["Headers"]) {
            for visibility in ["public", "private", "project"] {
                guard var list = call.argument(visibility), list != .none else { continue }
                if case .call(let files) = list, files.isCall("list", bases: ["FileList"]) { list = files.argument(nil) ?? .none }
                collectSources(list, target: name, manifest: manifest, directory: directory, near: target.location, claims: &claims, folders: &folders)
            }
        } else if let headers {
            report(headers, "headers of \(name) from it are skipped", manifest: manifest, near: target.location)
        }
        for folder in (buildableFolders ?? .none).flattened {
            switch path(folder, directory: directory) {
            case .resolved(let path)?:
                claims.append(.directory(path))
                folders.append(path)
            case .outside(let text)?:
                outside(text, target: name, manifest: manifest, near: target.location)
            case nil:
                report(folder, "sources of \(name) from it are skipped", manifest: manifest, near: target.location)
            }
        }

        var dependencies: Set<String> = []
        var dependencyLocations: [String: HiveLintCore.SourceLocation] = [:]
        var dependenciesIncomplete = false
        for dependency in (target.argument("dependencies") ?? .none).flattened {
            switch dependencyName(dependency) {
            case .name(let dependencyName):
                dependencies.insert(dependencyName)
                if dependencyLocations[dependencyName] == nil, case .call(let call) = dependency {
                    dependencyLocations[dependencyName] = Self.place(of: call, in: manifest)
                }
            case .ignored: break
            case .unresolved(let value):
                dependenciesIncomplete = true
                report(value, "dependencies of \(name) from it are skipped", manifest: manifest, near: target.location)
            }
        }

        var declaration = ModuleDeclaration(
            name: name,
            importNames: importNames,
            path: Self.commonFolder(folders, inside: directory),
            origin: ModuleOrigin(style: style, file: manifest),
            impliedKind: kind,
            impliedKindReason: reason,
            declaredDependencies: dependencies.sorted(),
            claims: claims)
        declaration.dependenciesIncomplete = dependenciesIncomplete
        declaration.dependencyLocations = dependencyLocations
        declaration.isLibrary = isLibrary
        if let platforms = Self.platforms(target) { declaration.conditions.platforms = platforms }
        return declaration
    }

    /// The platforms a target builds for, as Swift's `os(…)` names them: its `destinations:`
    /// (Tuist 4: a set such as `.iOS`, or a list of devices, `[.iPhone, .iPad]`; an iPad app on
    /// a Mac or a Vision Pro, and Mac Catalyst, build `os(iOS)`), else its `platform:` (Tuist
    /// 3); `nil` when not known.
    static func platforms(_ target: TuistCall) -> [String]? {
        if let destinations = target.argument("destinations")?.flattened {
            let members = destinations.compactMap { value -> String? in
                if case .member(let member) = value { return member.name }
                return nil
            }
            // Every element a member (`Environment.destinations` is not known).
            guard members.count == destinations.count else { return nil }
            return CompilationConditions.platforms(named: members, aliases: platformOfDestination)
        }
        if case .member(let platform)? = target.argument("platform") { return CompilationConditions.platforms(named: [platform.name]) }
        return nil
    }

    /// Tuist's `Destination` cases by the platform each builds (`Destinations.iOS`, `.macOS`,
    /// … name their platform themselves).
    static let platformOfDestination = [
        "iPhone": "iOS", "iPad": "iOS", "macWithiPadDesign": "iOS", "macCatalyst": "iOS", "appleVisionWithiPadDesign": "iOS",
        "mac": "macOS", "appleWatch": "watchOS", "appleTv": "tvOS", "appleVision": "visionOS",
    ]

    // MARK: Sources

    private enum ResolvedPath {
        case resolved(String)
        /// Absolute, home-relative or above the scanned root.
        case outside(String)
    }

    /// A `Path` value: a string (relative to the manifest), `.relativeToManifest`,
    /// `.relativeToRoot`, `.relativeToCurrentFile`, `Path("…")`; `nil` if unknown.
    private func path(_ value: TuistValue, directory: String) -> ResolvedPath? {
        let base: String
        let relative: String
        switch value {
        case .string(let string):
            base = directory
            relative = string
        case .call(let call):
            guard let string = call.argument(nil)?.stringValue else { return nil }
            relative = string
            if call.isCall("relativeToManifest", bases: ["Path"]) || (call.base == nil && call.name == "Path") {
                base = directory
            } else if call.isCall("relativeToRoot", bases: ["Path"]) {
                base = root(of: directory)
            } else if call.isCall("relativeToCurrentFile", bases: ["Path"]) {
                base = RelativePath.directory(of: call.location.file)
            } else {
                return nil
            }
        default:
            return nil
        }
        if relative.hasPrefix("/") || relative.hasPrefix("~") { return .outside(relative) }
        guard let joined = RelativePath.join(base, relative) else { return .outside(relative) }
        return .resolved(joined)
    }

    private mutating func collectSources(
        _ value: TuistValue, target: String, manifest: String, directory: String, near: HiveLintCore.SourceLocation,
        claims: inout [FileClaim], folders: inout [String]
    ) {
        for element in value.flattened {
            var pattern = element
            var excluding: [TuistValue] = []
            if case .call(let call) = element {
                if call.isCall("sourceFilesList", bases: ["SourceFilesList"]) || (call.base == nil && call.name == "SourceFilesList") {
                    collectSources(call.argument("globs") ?? .none, target: target, manifest: manifest, directory: directory, near: near, claims: &claims, folders: &folders)
                    continue
                }
                if call.isCall("paths", bases: ["SourceFilesList"]) {
                    collectSources(call.argument(nil) ?? .none, target: target, manifest: manifest, directory: directory, near: near, claims: &claims, folders: &folders)
                    continue
                }
                if call.isCall("glob", bases: ["SourceFileGlob"]) || (call.base == nil && call.name == "SourceFileGlob") {
                    pattern = call.argument(nil) ?? .none
                    excluding = (call.argument("excluding") ?? .none).flattened
                }
            }
            let resolved: String
            switch path(pattern, directory: directory) {
            case .resolved(let path)?: resolved = path
            case .outside(let text)?:
                outside(text, target: target, manifest: manifest, near: near)
                continue
            case nil:
                report(pattern, "sources of \(target) from it are skipped", manifest: manifest, near: near)
                continue
            }
            var excluded: [String] = []
            for exclusion in excluding {
                guard case .resolved(let path)? = self.path(exclusion, directory: directory) else {
                    report(exclusion, "\(target) may own files it excludes", manifest: manifest, near: near)
                    continue
                }
                excluded += Glob(path).isLiteral ? [path, path + "/**"] : [path]
            }
            let components = resolved.split(separator: "/")
            let literal = components.prefix { !$0.contains(where: { "*?[{".contains($0) }) }.joined(separator: "/")
            if literal == resolved {
                if context.directoryExists(resolved) {
                    claims.append(excluded.isEmpty ? .directory(resolved) : .glob(resolved + "/**", excluding: excluded))
                    folders.append(resolved)
                } else {
                    claims.append(.file(resolved))
                    folders.append(RelativePath.directory(of: resolved))
                }
            } else {
                claims.append(.glob(resolved, excluding: excluded))
                folders.append(literal)
            }
        }
    }

    private mutating func outside(_ path: String, target: String, manifest: String, near: HiveLintCore.SourceLocation) {
        diagnostics.append(Diagnostic(
            severity: .info, code: "missing-source-path",
            message: "target \(target) in \(manifest): source path \(path) is outside the scanned tree; skipped",
            location: near))
    }

    /// The deepest folder every source pattern starts in, if it is inside the project's
    /// folder; else the project's folder.
    static func commonFolder(_ folders: [String], inside directory: String) -> String {
        guard var common = folders.first?.split(separator: "/").map(String.init) else { return directory }
        for folder in folders.dropFirst() {
            let components = folder.split(separator: "/").map(String.init)
            common = Array(zip(common, components).prefix { $0 == $1 }.map(\.0))
        }
        let joined = common.joined(separator: "/")
        return RelativePath.isInside(joined, directory) ? joined : directory
    }

    // MARK: Dependencies

    /// Where the manifest writes `call`: the call itself, or the expression that gave it when
    /// a helper wrote it (`TuistCall.site`); `nil` when it never reached the manifest's code.
    static func place(of call: TuistCall, in manifest: String) -> HiveLintCore.SourceLocation? {
        call.location.file == manifest ? call.location : call.site
    }

    /// The first line of the manifest naming each dependency (case-insensitively, so
    /// `.feature(.cartInterface)` names CartInterface), for `redundant-dependency`: where a
    /// dependency is when its call did not reach the manifest's code.
    static func locate(_ names: [String], in text: String, manifest: String) -> [String: HiveLintCore.SourceLocation] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.lowercased() }
        var found: [String: HiveLintCore.SourceLocation] = [:]
        for name in names {
            let needle = name.lowercased()
            for (index, line) in lines.enumerated() where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                if let range = line.range(of: needle) {
                    let column = line.distance(from: line.startIndex, to: range.lowerBound) + 1
                    found[name] = HiveLintCore.SourceLocation(file: manifest, line: index + 1, column: column)
                    break
                }
            }
        }
        return found
    }

    private enum DependencyName {
        case name(String)
        case ignored
        case unresolved(TuistValue)
    }

    private func dependencyName(_ value: TuistValue) -> DependencyName {
        switch value {
        case .call(let call) where call.base == nil || call.base == "TargetDependency":
            let argument: TuistValue?
            switch call.name {
            case "target":
                // `.target(name: "X")`, or `.target(someTarget)` (a `Target` value).
                if case .call(let target)? = call.argument(nil) {
                    argument = target.argument("name")
                } else {
                    argument = call.argument("name") ?? call.argument(nil)
                }
            case "project": argument = call.argument("target")
            case "external", "macro": argument = call.argument("name")
            // Tuist 3's `.carthage("Name")` / `.cocoapods(path:)` name third-party frameworks.
            case "carthage": argument = call.argument("name") ?? call.argument(nil)
            case "cocoapods": return .ignored
            case "package": argument = call.argument("product")
            case "sdk", "xctest", "bundle": return .ignored
            case "xcframework", "framework", "library":
                guard let pathValue = call.argument("path") else { return .unresolved(value) }
                let text: String
                switch pathValue {
                case .string(let string): text = string
                case .call(let path): guard let string = path.argument(nil)?.stringValue else { return .unresolved(pathValue) }
                    text = string
                default: return .unresolved(pathValue)
                }
                var name = RelativePath.lastComponent(of: text)
                if let dot = name.firstIndex(of: ".") { name = String(name[..<dot]) }
                if call.name == "library", name.hasPrefix("lib") { name.removeFirst(3) }
                return name.isEmpty ? .unresolved(value) : .name(name)
            default:
                return .unresolved(value)
            }
            switch argument {
            case .string(let name)?: return .name(name)
            case nil: return .unresolved(value)
            case let other?: return .unresolved(other)
            }
        case .member(let member) where member.name == "xctest":
            return .ignored
        default:
            return .unresolved(value)
        }
    }

    // MARK: Workspace

    mutating func readWorkspace(_ manifest: String, output: inout DiscoveryOutput) -> TuistWorkspace? {
        guard let text = context.readSwift(manifest, into: &output) else { return nil }
        guard let (frame, tree) = evaluate(manifest, text: text) else { return nil }
        let value = topLevelValue("workspace", type: "Workspace", frame: frame, tree: tree)
        guard case .call(let workspace)? = value, workspace.base == nil, workspace.name == "Workspace" else {
            if let value {
                report(value, "projects are not checked against \(manifest)", manifest: manifest, near: frame.file.location(of: tree))
            } else {
                diagnostics.append(Diagnostic(
                    severity: .warning, code: "unresolved-manifest-value",
                    message: "\(manifest) holds no `Workspace(…)` in a top-level constant; projects are not checked against it"))
            }
            return nil
        }
        let directory = RelativePath.directory(of: manifest)
        var result = TuistWorkspace(manifest: manifest, directory: directory, projects: [], isComplete: true)
        for element in (workspace.argument("projects") ?? .none).flattened {
            guard case .resolved(let path)? = path(element, directory: directory) else {
                report(element, "projects are not checked against \(manifest)", manifest: manifest, near: workspace.location)
                result.isComplete = false
                continue
            }
            result.projects.append(Glob(path))
        }
        return result
    }

    // MARK: Diagnostics

    /// `cannot evaluate X statically; <consequence>` at X (or at `near` for a known value
    /// of the wrong form).
    private mutating func report(_ value: TuistValue, _ consequence: String, manifest: String, near: HiveLintCore.SourceLocation) {
        let text: String
        let location: HiveLintCore.SourceLocation
        switch value {
        case .unknown(let unknown): (text, location) = (unknown.text, unknown.location)
        case .call(let call): (text, location) = (call.text, call.location)
        case .member(let member): (text, location) = ((member.type ?? "") + "." + member.name, member.location)
        case .string(let string): (text, location) = ("\"\(string)\"", near)
        case .array(let elements): (text, location) = value.firstUnknown.map { ($0.text, $0.location) } ?? ("an array of \(elements.count)", near)
        case .enumCase(let type, let name): (text, location) = ("\(type).\(name)", near)
        case .enumPayload(let type, let name, let payload):
            (text, location) = value.firstUnknown.map { ($0.text, $0.location) } ?? ("\(type).\(name)(…) with \(payload.count) values", near)
        case .tuple(let elements): (text, location) = value.firstUnknown.map { ($0.text, $0.location) } ?? ("a tuple of \(elements.count)", near)
        case .dictionary(let entries):
            (text, location) = value.firstUnknown.map { ($0.text, $0.location) } ?? ("a dictionary of \(entries.count)", near)
        case .type(let type): (text, location) = (type, near)
        case .bool(let bool): (text, location) = (String(bool), near)
        case .int(let int): (text, location) = (String(int), near)
        case .none: (text, location) = ("nil", near)
        }
        guard reported.insert("\(location)\u{0}\(text)").inserted else { return }
        var message = "cannot evaluate \(text) statically; \(consequence)"
        if location.file != manifest { message += " (reading \(manifest))" }
        diagnostics.append(Diagnostic(severity: .warning, code: "unresolved-manifest-value", message: message, location: location))
    }
}
