import Foundation
import HiveLintCore
import HiveLintScan

/// Targets of XcodeGen specs (`project.yml` / `project.yaml`, `project-<name>.yml` in a
/// repository of several projects, or a spec named after its project, such as `iOS-Swift.yml`
/// with `name: iOS-Swift` read with `xcodegen --spec`: `TreeWalker.looksLikeXcodeGenSpec`;
/// read with Yams; xcodegen is
/// never run). Files named in `include:` (strings or `{path, relativePaths, enable}`, read
/// relative to the including file, cycles cut) are merged first and the including spec laid
/// over them, as XcodeGen does: maps merge, lists concatenate, `targets` merge by name,
/// `key:REPLACE` replaces. `targetTemplates` named by a target's `templates` (nested too) are
/// applied under it, with `${target_name}` / `$target_name` and `templateAttributes`
/// substituted.
///
/// Each target is one module, multi-platform targets included. It owns its `sources:` (a
/// string, or a list of strings and `{path, excludes, includes, type, buildPhase, optional}`
/// objects; folders are claimed whole, narrowed by `includes`/`excludes` globs; entries that
/// are not compiled — `buildPhase: none|resources|copyFiles`, `type: folder` — are skipped).
/// `application`, `app-extension`, watch-app and other executable types (`system-extension`,
/// `driver-extension`, `xpc-service`, `tool`) are `app`, `bundle.unit-test` and
/// `bundle.ui-testing` are `test`. Dependencies come from `target` (`Project/X` → `X`),
/// `framework` (the framework's name), `carthage` and `package`/`product(s)`; `sdk` and
/// `bundle` are ignored. The module name is `PRODUCT_MODULE_NAME`, `productName` or
/// `PRODUCT_NAME` when literal or naming `$(TARGET_NAME)` and `$(PROJECT_NAME)`, else the
/// target name. A committed `.xcodeproj` generated from
/// the spec declares the same target names and merges with these modules by name.
public struct XcodeGenDiscoverer: ModuleDiscoverer {
    public let style = DeclarationStyle.xcodegen

    public init() {}

    /// Product types whose targets are apps or tests (XcodeGen's `type:` spelling, Xcode's
    /// `productType` without `com.apple.product-type.`: the Xcode discoverer's sets, and any
    /// application, app-extension or WatchKit variant).
    static func impliedKind(ofType type: String) -> ModuleKind? {
        let productType = "com.apple.product-type." + type
        if type.hasPrefix("application") || type.hasPrefix("app-extension") || type.hasPrefix("watchkit")
            || XcodeProjectDiscoverer.appProductTypes.contains(productType) {
            return .app
        }
        return XcodeProjectDiscoverer.testProductTypes.contains(productType) ? .test : nil
    }

    public func discover(in context: DiscoveryContext) -> DiscoveryOutput {
        var output = DiscoveryOutput()
        let roots = context.manifests.filter { TreeWalker.isXcodeGenManifest(RelativePath.lastComponent(of: $0)) }.sorted()
        var readers: [XcodeGenSpecReader] = []
        for root in roots {
            readers.append(XcodeGenSpecReader(context: context, rootSpec: root))
        }
        // A spec another spec includes is a fragment of that one, not a project of its own
        // (unless they include each other).
        for reader in readers {
            let isFragment = readers.contains { other in
                other.rootSpec != reader.rootSpec && other.filesRead.contains(reader.rootSpec) && !reader.filesRead.contains(other.rootSpec)
            }
            if isFragment { continue }
            output.diagnostics += reader.diagnostics
            guard let spec = reader.spec else { continue }
            declare(spec: spec, rootSpec: reader.rootSpec, context: context, output: &output)
        }
        output.diagnostics.sort()
        return output
    }

    /// Declarations for every target of one merged spec.
    func declare(spec: [String: XcodeGenValue], rootSpec: String, context: DiscoveryContext, output: inout DiscoveryOutput) {
        let rawTargets = spec["targets"]?.map ?? [:]
        let templates = spec["targetTemplates"]?.map ?? [:]
        var targets: [String: XcodeGenValue] = [:]
        for (name, target) in rawTargets.sorted(by: { $0.key < $1.key }) {
            targets[name] = Self.applyingTemplates(to: target, named: name, templates: templates, rootSpec: rootSpec, diagnostics: &output.diagnostics)
        }
        // Multi-platform targets are one module; references to their per-platform names
        // (`Core_iOS`, XcodeGen's default `platformSuffix`) mean that module.
        var platformNames: [String: String] = [:]
        for (name, target) in targets.sorted(by: { $0.key < $1.key }) {
            let platforms = target["platform"]?.list?.compactMap(\.string) ?? []
            guard !platforms.isEmpty else { continue }
            let prefix = target["platformPrefix"]?.string ?? ""
            let suffix = target["platformSuffix"]?.string ?? "_${platform}"
            for platform in platforms {
                let expanded = (prefix + name + suffix)
                    .replacingOccurrences(of: "${platform}", with: platform).replacingOccurrences(of: "$platform", with: platform)
                platformNames[expanded] = platformNames[expanded] ?? name
            }
        }
        let specDirectory = RelativePath.directory(of: rootSpec)
        let projectName = spec["name"]?.string ?? ""
        for (name, target) in targets.sorted(by: { $0.key < $1.key }) {
            guard target.map != nil else { continue }
            output.declarations.append(declaration(
                name: name, target: target, rootSpec: rootSpec, specDirectory: specDirectory, projectName: projectName,
                platformNames: platformNames, context: context, diagnostics: &output.diagnostics))
        }
    }

    /// XcodeGen's template resolution: the templates a target names (and the ones they name,
    /// which go first) merged in order, the target laid over them, then the variables.
    static func applyingTemplates(
        to target: XcodeGenValue, named name: String, templates: [String: XcodeGenValue], rootSpec: String,
        diagnostics: inout [Diagnostic]
    ) -> XcodeGenValue {
        guard let targetMap = target.map else { return target }
        var ordered: [String] = []
        var insertionIndex = 0
        func collect(_ map: [String: XcodeGenValue], isTarget: Bool) {
            for templateName in map["templates"]?.strings ?? [] where !ordered.contains(templateName) {
                guard let template = templates[templateName]?.map else {
                    if isTarget {
                        diagnostics.append(Diagnostic(
                            severity: .info, code: "unresolved-manifest-value",
                            message: "target \(name) in \(rootSpec) uses template \(templateName), which no targetTemplates entry defines; ignored",
                            location: map["templates"]?.location))
                    }
                    continue
                }
                ordered.insert(templateName, at: insertionIndex)
                collect(template, isTarget: false)
                insertionIndex += 1
            }
        }
        collect(targetMap, isTarget: true)
        guard !ordered.isEmpty else { return target }
        var merged: [String: XcodeGenValue] = [:]
        for templateName in ordered {
            if let template = templates[templateName]?.map { merged = XcodeGenValue.merge(template, onto: merged) }
        }
        var resolved = XcodeGenValue(.map(XcodeGenValue.merge(targetMap, onto: merged)), location: target.location)
        resolved = resolved.replacing("${target_name}", with: name).replacing("$target_name", with: name)
        for (attribute, value) in (resolved["templateAttributes"]?.map ?? [:]).sorted(by: { $0.key < $1.key }) {
            if let value = value.string { resolved = resolved.replacing("${\(attribute)}", with: value) }
        }
        return resolved
    }

    /// One target as a module declaration.
    func declaration(
        name: String, target: XcodeGenValue, rootSpec: String, specDirectory: String, projectName: String = "",
        platformNames: [String: String], context: DiscoveryContext, diagnostics: inout [Diagnostic]
    ) -> ModuleDeclaration {
        let platforms = target["platform"]?.strings ?? []
        var claims: [FileClaim] = []
        var roots: [String] = []
        let sources = target["sources"].map { $0.list ?? [$0] } ?? []
        for source in sources {
            let rawPath: String
            var excludes: [String] = []
            var includes: [String] = []
            var optional = false
            if let path = source.string {
                rawPath = path
            } else if let object = source.map, let path = object["path"]?.string {
                rawPath = path
                excludes = object["excludes"]?.strings ?? []
                includes = object["includes"]?.strings ?? []
                optional = object["optional"]?.bool ?? false
                if !Self.isCompiled(object) { continue }
            } else {
                continue
            }
            let location = source["path"]?.location ?? source.location
            // `${platform}` in a multi-platform target: every platform's folder.
            var paths = [rawPath]
            if rawPath.contains("$platform") || rawPath.contains("${platform}"), !platforms.isEmpty {
                paths = platforms.map {
                    rawPath.replacingOccurrences(of: "${platform}", with: $0).replacingOccurrences(of: "$platform", with: $0)
                }
            }
            for path in paths {
                if path.contains("$") {
                    diagnostics.append(Diagnostic(
                        severity: .info, code: "unresolved-manifest-value",
                        message: "target \(name) in \(rootSpec): source path \(path) uses a variable hive-lint cannot evaluate; skipped",
                        location: location))
                    continue
                }
                guard var resolved = XcodeGenSpecReader.resolve(path, in: "", root: context.tree.absoluteRoot) else {
                    diagnostics.append(Diagnostic(
                        severity: .info, code: "missing-source-path",
                        message: "target \(name) in \(rootSpec): source path \(path) is outside the scanned tree; skipped",
                        location: location))
                    continue
                }
                var found = context.directoryExists(resolved) ? (exists: true, isDirectory: true) : context.fileExists(resolved)
                // A source path written in another case than the folder's (macOS ignores case).
                if !found.exists, let actual = context.existingCase(of: resolved) {
                    resolved = actual
                    found = context.fileExists(resolved)
                }
                guard found.exists else {
                    if !optional {
                        diagnostics.append(Diagnostic(
                            severity: .info, code: "missing-source-path",
                            message: "target \(name) in \(rootSpec): source path \(resolved) does not exist",
                            location: location))
                    }
                    continue
                }
                if found.isDirectory {
                    roots.append(resolved)
                    claims += Self.folderClaims(resolved, includes: includes, excludes: excludes)
                } else {
                    roots.append(RelativePath.directory(of: resolved))
                    claims.append(.file(resolved))
                }
            }
        }

        let type = target["type"]?.string ?? ""
        let kind = Self.impliedKind(ofType: type)
        var reason: String?
        if kind != nil {
            reason = "XcodeGen \(type) target in \(rootSpec)"
            if let declaredIn = target.location?.file, declaredIn != rootSpec {
                reason = (reason ?? "") + " (declared in \(declaredIn))"
            }
        }

        var dependencies: Set<String> = []
        var dependencyLocations: [String: SourceLocation] = [:]
        for dependency in target["dependencies"]?.list ?? [] {
            for named in Self.dependencyNames(dependency) {
                var resolved = named
                if !platforms.isEmpty {
                    for pattern in ["_${platform}", "_$platform", "${platform}_", "$platform_", "${platform}", "$platform"] {
                        resolved = resolved.replacingOccurrences(of: pattern, with: "")
                    }
                }
                resolved = platformNames[resolved] ?? resolved
                if resolved.isEmpty || resolved.contains("$") || resolved == name { continue }
                dependencies.insert(resolved)
                if dependencyLocations[resolved] == nil, let location = Self.location(of: dependency) {
                    dependencyLocations[resolved] = location
                }
            }
        }

        // `$(TARGET_NAME)` and `$(PROJECT_NAME)` (the spec's `name`) are known in the target's
        // own settings (`PRODUCT_NAME: $(PROJECT_NAME)`: one framework per platform building
        // one module).
        let builtIns = ["TARGET_NAME": name, "PROJECT_NAME": projectName]
        let moduleName = BuildSettings.evaluate("PRODUCT_MODULE_NAME", levels: [Self.ownSettings(target)], builtIns: builtIns)
            ?? Self.literal(target["productName"]?.string)
            ?? BuildSettings.evaluate("PRODUCT_NAME", levels: [Self.ownSettings(target)], builtIns: builtIns)
            ?? Self.configFilesModuleName(target, builtIns: builtIns, context: context, diagnostics: &diagnostics)
            ?? name
        var declaration = ModuleDeclaration(
            name: name,
            importNames: [name, c99Identifier(name), moduleName, c99Identifier(moduleName)],
            path: Self.commonDirectory(roots) ?? specDirectory,
            origin: ModuleOrigin(style: style, file: rootSpec),
            impliedKind: kind,
            impliedKindReason: reason,
            declaredDependencies: dependencies.sorted(),
            claims: claims)
        declaration.dependencyLocations = dependencyLocations
        declaration.isLibrary = ["framework", "framework.static", "library.static", "library.dynamic"].contains(type)
        if let prefixHeader = Self.prefixHeader(target, specDirectory: specDirectory) {
            declaration.prefixHeaders = [prefixHeader]
        }
        declaration.conditions = Self.conditions(target, builtIns: builtIns)
        return declaration
    }

    /// What the target's own settings define for `#if` in every configuration: `base` (or flat
    /// `settings`) under each of `configs`, and alone for the configurations `configs` does not
    /// name (`BuildSettings.conditions`).
    static func conditions(_ target: XcodeGenValue, builtIns: [String: String]) -> CompilationConditions {
        let base = ownSettings(target)
        var each = [BuildSettings.conditions(levels: [base], builtIns: builtIns)]
        for (configuration, settings) in (target["settings"]?["configs"]?.map ?? [:]).sorted(by: { $0.key < $1.key }) {
            let own = Self.settings(settings.map ?? [:])
            each.append(BuildSettings.conditions(levels: [base, own], builtIns: builtIns.merging(["CONFIGURATION": configuration]) { $1 }))
        }
        var conditions = CompilationConditions.common(each)
        if let platforms = platforms(target) { conditions.platforms = platforms }
        return conditions
    }

    /// The platforms a target builds for, as Swift's `os(…)` names them: its `platform:` (one,
    /// or the list of a multi-platform target), or for `platform: auto` its
    /// `supportedDestinations:` (Mac Catalyst builds `os(iOS)`); `nil` when not known.
    static func platforms(_ target: XcodeGenValue) -> [String]? {
        var names = target["platform"]?.strings ?? []
        if names == ["auto"] { names = target["supportedDestinations"]?.strings ?? [] }
        return CompilationConditions.platforms(named: names, aliases: ["macCatalyst": "iOS"])
    }

    /// Where a `dependencies:` entry names its dependency (the value of `target:`,
    /// `framework:`, … ; the included file it was written in when it came from one).
    static func location(of dependency: XcodeGenValue) -> SourceLocation? {
        for key in ["target", "framework", "carthage", "product", "products", "package"] {
            if let location = dependency[key]?.location { return location }
        }
        return dependency.location
    }

    /// `GCC_PREFIX_HEADER` (`settings.base`, flat `settings`, or the first configuration that
    /// sets it), relative to the generated project's folder (the spec's), when literal.
    static func prefixHeader(_ target: XcodeGenValue, specDirectory: String) -> String? {
        let key = "GCC_PREFIX_HEADER"
        let configurations = (target["settings"]?["configs"]?.map ?? [:]).sorted { $0.key < $1.key }.compactMap { $0.value[key]?.string }
        guard var value = (setting(target, key) ?? configurations.first)?.trimmingCharacters(in: .whitespaces), !value.isEmpty else {
            return nil
        }
        for variable in ["$(SRCROOT)/", "${SRCROOT}/", "$(PROJECT_DIR)/", "${PROJECT_DIR}/", "$(SOURCE_ROOT)/"] where value.hasPrefix(variable) {
            value.removeFirst(variable.count)
        }
        guard !value.contains("$") else { return nil }
        return RelativePath.join(specDirectory, value)
    }

    /// Whether a `sources:` object holds compiled files: not `buildPhase: none`, `resources`
    /// or `copyFiles`, and not a folder reference (`type: folder`) unless its build phase is
    /// explicitly sources or headers.
    static func isCompiled(_ object: [String: XcodeGenValue]) -> Bool {
        if let phase = object["buildPhase"] {
            guard let name = phase.string else { return false } // `copyFiles: {…}`
            return name == "sources" || name == "headers"
        }
        return object["type"]?.string != "folder"
    }

    /// The claims of a source folder: the folder, or globs below it narrowed by XcodeGen's
    /// `includes` and `excludes` (globs relative to the folder; one naming a folder means
    /// everything below it).
    static func folderClaims(_ folder: String, includes: [String], excludes: [String]) -> [FileClaim] {
        func below(_ pattern: String) -> String {
            var pattern = pattern
            while pattern.hasPrefix("./") { pattern.removeFirst(2) }
            while pattern.hasSuffix("/") { pattern.removeLast() }
            return folder.isEmpty ? pattern : folder + "/" + pattern
        }
        if includes.isEmpty && excludes.isEmpty { return [.directory(folder)] }
        let excluding = excludes.flatMap { [below($0), below($0) + "/**"] }
        if includes.isEmpty { return [.glob(below("**"), excluding: excluding)] }
        return includes.flatMap { [FileClaim.glob(below($0), excluding: excluding), .glob(below($0) + "/**", excluding: excluding)] }
    }

    /// The names one `dependencies:` entry declares.
    static func dependencyNames(_ dependency: XcodeGenValue) -> [String] {
        guard let object = dependency.map else { return [] }
        if let target = object["target"]?.string {
            return [RelativePath.lastComponent(of: target)]
        }
        if let framework = object["framework"]?.string {
            var name = RelativePath.lastComponent(of: framework)
            let pathExtension = RelativePath.pathExtension(name)
            if !pathExtension.isEmpty { name = String(name.dropLast(pathExtension.count + 1)) }
            if ["a", "dylib"].contains(pathExtension), name.hasPrefix("lib"), name.count > 3 { name = String(name.dropFirst(3)) }
            return [name]
        }
        if let carthage = object["carthage"]?.string { return [carthage] }
        if let package = object["package"]?.string {
            let products = object["products"]?.strings ?? []
            if !products.isEmpty { return products }
            return [object["product"]?.string ?? package]
        }
        return [] // `sdk`, `bundle`
    }

    /// The module name the target's `configFiles` (`.xcconfig` per configuration, with their
    /// `#include`s) give it under its own `settings`, references evaluated (`BuildSettings`):
    /// element-ios's `Riot` target builds `Element` (`PRODUCT_NAME = Element` in an
    /// `.xcconfig`), which its tests `@testable import`. The first of the configurations'
    /// values, sorted; `nil` when none has one.
    static func configFilesModuleName(
        _ target: XcodeGenValue, builtIns: [String: String], context: DiscoveryContext, diagnostics: inout [Diagnostic]
    ) -> String? {
        guard let files = target["configFiles"]?.map, !files.isEmpty else { return nil }
        let own = ownSettings(target)
        var scratch = DiscoveryOutput()
        var values: [String] = []
        for (configuration, file) in files.sorted(by: { $0.key < $1.key }) {
            guard let path = file.string.flatMap({ XcodeGenSpecReader.resolve($0, in: "", root: context.tree.absoluteRoot) }) else { continue }
            let settings = BuildSettings.configFile(path, context: context, into: &scratch)
            let builtIns = builtIns.merging(["CONFIGURATION": configuration]) { $1 }
            if let value = BuildSettings.evaluate("PRODUCT_MODULE_NAME", levels: [settings, own], builtIns: builtIns)
                ?? BuildSettings.evaluate("PRODUCT_NAME", levels: [settings, own], builtIns: builtIns) {
                values.append(value)
            }
        }
        diagnostics += scratch.diagnostics
        return values.sorted().first
    }

    /// The target's own string settings: `settings.base`, or flat `settings`.
    static func ownSettings(_ target: XcodeGenValue) -> [String: String] {
        settings(target["settings"]?["base"]?.map ?? target["settings"]?.map ?? [:])
    }

    /// String settings; a list (`OTHER_SWIFT_FLAGS: [-D, BETA]`) is its items joined, each quoted.
    static func settings(_ map: [String: XcodeGenValue]) -> [String: String] {
        var settings: [String: String] = [:]
        for (key, value) in map {
            if let string = value.string {
                settings[key] = string
            } else if let list = value.list {
                settings[key] = list.compactMap(\.string).map { "\"\($0)\"" }.joined(separator: " ")
            }
        }
        return settings
    }

    /// A build setting from `settings.base` or flat `settings`.
    static func setting(_ target: XcodeGenValue, _ key: String) -> String? {
        target["settings"]?["base"]?[key]?.string ?? target["settings"]?[key]?.string
    }

    /// `value` when it is a literal (no `$` variable), else `nil`.
    static func literal(_ value: String?) -> String? {
        guard let value = value?.trimmingCharacters(in: .whitespaces), !value.isEmpty, !value.contains("$") else { return nil }
        return value
    }

    /// The deepest folder containing every path.
    static func commonDirectory(_ folders: [String]) -> String? {
        guard var common = folders.first?.split(separator: "/") else { return nil }
        for folder in folders.dropFirst() {
            common = Array(zip(common, folder.split(separator: "/")).prefix { $0 == $1 }.map(\.0))
        }
        return common.joined(separator: "/")
    }
}
