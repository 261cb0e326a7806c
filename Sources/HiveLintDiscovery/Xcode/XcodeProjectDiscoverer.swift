import Foundation
import HiveLintCore
import HiveLintScan

/// Native targets of `*.xcodeproj/project.pbxproj` files (`OpenStepPropertyList` reads the
/// old-style plist Xcode writes; `PropertyListSerialization` an XML or binary one). A target owns the files of its Sources and Headers build phases
/// (paths resolved through the group tree and each reference's `sourceTree`) and the folders
/// of its synchronized groups (Xcode 16), less their membership exceptions for it, plus the
/// files another target's synchronized group lists in an exception set for it.
/// Application, app-extension and other executable targets (system and driver extensions,
/// XPC services, command-line tools) are `app`, unit- and UI-test bundles `test`. The
/// module name is `PRODUCT_MODULE_NAME` or `PRODUCT_NAME` when they are literal, else the
/// target name. `GCC_PREFIX_HEADER` is the target's prefix header;
/// `SWIFT_OBJC_BRIDGING_HEADER` is one of its files.
///
/// Headers are rarely in a build phase: they sit in the project's groups. A header no build
/// phase names is the target's whose compiled files share its group (most files wins, then
/// the first name; without a companion `.m`, the other targets compiling a file of the group
/// share it: an enum header an app and its extensions include); a header whose group holds no compiled file (a `Routes` or `Services`
/// group of header-only contracts), and any other header under the project's folder (in a
/// folder below it that holds a compiled file: not a `Docs/` folder's stray copy), is every
/// non-test target's: each of them may include it (a header-only group's owner is the target
/// compiling most of the nearest group above it, the others share it). Both are fallback
/// claims, taken only when no manifest claims the header.
public struct XcodeProjectDiscoverer: ModuleDiscoverer {
    public let style = DeclarationStyle.xcode

    public init() {}

    /// The targets compiling most of the direct children of the nearest group at or above
    /// `group` that has compiled children (most first, then by name); empty when none has.
    static func nearestCompilingTargets(above group: String?, parents: [String: String], targetsByReference: [String: Set<String>], objects: [String: [String: Any]]) -> [String] {
        var group = group
        var visited: Set<String> = []
        while let id = group, visited.insert(id).inserted {
            var counts: [String: Int] = [:]
            for child in objects[id]?["children"] as? [String] ?? [] {
                for target in targetsByReference[child] ?? [] { counts[target, default: 0] += 1 }
            }
            if !counts.isEmpty { return counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map(\.key) }
            group = parents[id]
        }
        return []
    }

    static let appProductTypes: Set<String> = [
        "com.apple.product-type.application", "com.apple.product-type.application.watchapp2",
        "com.apple.product-type.application.watchapp2-container", "com.apple.product-type.application.messages",
        "com.apple.product-type.app-extension", "com.apple.product-type.app-extension.messages",
        "com.apple.product-type.watchkit2-extension", "com.apple.product-type.extensionkit-extension",
        // An App Clip, a WatchKit 1 app and extension, a tvOS extension.
        "com.apple.product-type.application.on-demand-install-capable", "com.apple.product-type.application.watchapp",
        "com.apple.product-type.watchkit-extension", "com.apple.product-type.tv-app-extension",
        // Other executables nothing links: a macOS system or driver extension (a VPN app's
        // network extension for the Mac), an XPC service, a command-line tool.
        "com.apple.product-type.system-extension", "com.apple.product-type.driver-extension", "com.apple.product-type.xpc-service",
        "com.apple.product-type.tool",
    ]
    static let testProductTypes: Set<String> = [
        "com.apple.product-type.bundle.unit-test", "com.apple.product-type.bundle.ui-testing",
        // Xcode's product type for SenTestingKit/OCUnit bundles, before XCTest.
        "com.apple.product-type.bundle.ocunit-test",
    ]

    /// Whether a native target builds tests: a test product type, or a plain bundle whose
    /// product is a test bundle (`CoreUnitTests.octest`: how Xcode 3 projects made OCUnit
    /// targets, before their own product type).
    static func isTestTarget(_ target: [String: Any], objects: [String: [String: Any]]) -> Bool {
        let productType = target["productType"] as? String ?? ""
        if testProductTypes.contains(productType) { return true }
        guard productType == "com.apple.product-type.bundle", let product = (target["productReference"] as? String).flatMap({ objects[$0] }),
              let path = product["path"] as? String else { return false }
        return ["octest", "xctest"].contains(RelativePath.pathExtension(path))
    }
    static let libraryProductTypes: Set<String> = [
        "com.apple.product-type.framework", "com.apple.product-type.framework.static", "com.apple.product-type.library.static",
        "com.apple.product-type.library.dynamic",
    ]

    /// The names the team's `Package.swift` files define for their targets' builds
    /// (`.define("NAME")` in `cSettings`, `cxxSettings` or `swiftSettings`, under any
    /// condition; not a third-party package's, nor `Tuist/Package.swift`'s, whose settings are
    /// its dependencies').
    static func packageDefines(_ context: DiscoveryContext) -> Set<String> {
        var names: Set<String> = []
        // Read through the context, as every manifest is: within the size limit, and noted
        // for the discovery memo. (Its problems are the SwiftPM reader's to report.)
        var unreported = DiscoveryOutput()
        for manifest in context.manifests where SwiftPMDiscoverer.isPackageManifest(manifest) && !context.isExternal(manifest) {
            guard let text = context.read(manifest, into: &unreported) else { continue }
            names.formUnion(SwiftPMDiscoverer.defines(inManifest: text))
        }
        return names
    }

    public func discover(in context: DiscoveryContext) -> DiscoveryOutput {
        var output = DiscoveryOutput()
        // Each project is read, and then made into targets, at the same time as the others
        // (a tree's 55 projects took 0.7 s one after the other, one of a megabyte 0.1 s); the
        // outputs are taken in the projects' order.
        let manifests = context.manifests.filter { $0.hasSuffix(".xcodeproj/project.pbxproj") }
        let read = Chunks.eachAtOnce(count: manifests.count) { index -> (output: DiscoveryOutput, project: ReadProject?) in
            var output = DiscoveryOutput()
            let manifest = manifests[index]
            guard let data = context.readData(manifest, into: &output) else { return (output, nil) }
            guard let plist = OpenStepPropertyList.read(data) as? [String: Any],
                  let objects = plist["objects"] as? [String: [String: Any]] else {
                output.diagnostics.append(Diagnostic(severity: .warning, code: "unreadable-manifest", message: "\(manifest) is not a readable Xcode project; skipped"))
                return (output, nil)
            }
            return (output, ReadProject(manifest: manifest, objects: objects, data: data))
        }
        let projects = read.compactMap(\.project)
        for part in read { output.diagnostics += part.output.diagnostics }
        // Every project's targets by ID: a dependency on another project's target names it by
        // ID (`remoteGlobalIDString`); its `name` and `remoteInfo` may be stale (Texture's
        // `AsyncDisplayKit-iOS` for the target now called `AsyncDisplayKit`).
        var targetsByID: [String: [String: String]] = [:]
        for project in projects {
            for (id, object) in project.objects where object["isa"] as? String == "PBXNativeTarget" {
                if let name = object["name"] as? String { targetsByID[project.manifest, default: [:]][id] = name }
            }
        }
        let targetNames = targetsByID
        let made = Chunks.eachAtOnce(count: projects.count) { index -> (output: DiscoveryOutput, defined: [Set<String>?], flags: Set<String>) in
            var output = DiscoveryOutput()
            let (manifest, objects, data) = (projects[index].manifest, projects[index].objects, projects[index].data)
            let projectDirectory = RelativePath.directory(of: RelativePath.directory(of: manifest))
            var project = Project(objects: objects, projectDirectory: projectDirectory, root: context.tree.absoluteRoot, targetNames: targetNames)
            project.entryPlaces = data.withUnsafeBytes { Project.entryPlaces($0, objects: objects) }
            project.name = String(RelativePath.lastComponent(of: RelativePath.directory(of: manifest)).dropLast(".xcodeproj".count))
            // The `.xcconfig` files the configurations are based on (a missing one, such as
            // `Pods/Target Support Files/…` before `pod install`, has no settings).
            for path in project.configFileReferences() where project.configFiles.settings[path] == nil {
                project.configFiles.settings[path] = BuildSettings.configFile(path, context: context, into: &output)
                if !context.fileExists(path).exists { project.configFiles.missing.insert(path) }
            }
            let made = project.targets(manifest: manifest, style: style)
            output.declarations += made.declarations
            return (output, made.defined, made.flags)
        }
        var targets: [(index: Int, defined: Set<String>?)] = []
        var flags: Set<String> = []
        for part in made {
            for (offset, defined) in zip(part.output.declarations.indices, part.defined) { targets.append((output.declarations.count + offset, defined)) }
            output.declarations += part.output.declarations
            output.diagnostics += part.output.diagnostics
            flags.formUnion(part.flags)
        }
        // A name some target of the tree's projects sets for `#if` in its settings, and a
        // target in none of its own configurations, is undefined for that target: a helper's
        // `#ifdef DAEMON_BUILD`, which only the daemon's project defines (BlockBlock: a false
        // `depends-on-app` error from the app compiling a shared header), as within one
        // project. (A target whose settings are not all known is left out.) So is a name a
        // package of the tree defines for its own targets' builds (`cSettings:
        // [.define("ABLY_SUPPORTS_PLUGINS")]`): the sources a package target and a project's
        // framework targets both compile (ably-cocoa) import the plugin module under that
        // `#if` in the package's build only.
        if targets.contains(where: { $0.defined != nil }) { flags.formUnion(Self.packageDefines(context)) }
        for (index, defined) in targets {
            guard let defined else { continue }
            output.declarations[index].conditions.undefined = flags.subtracting(defined).sorted()
        }
        if !projects.isEmpty {
            let paths = CaseFoldedPaths(context.tree)
            for index in output.declarations.indices { output.declarations[index].claims = paths.widen(output.declarations[index].claims) }
        }
        // A synchronized folder holding a package (Mlem's `Mlem/Packages/<Name>/Package.swift`)
        // is not compiled whole: Xcode takes the package as a reference, not as sources.
        let packageFolders = context.manifests.filter { RelativePath.lastComponent(of: $0) == "Package.swift" }.map { RelativePath.directory(of: $0) }
        for index in output.declarations.indices where !output.declarations[index].compiledFolders.isEmpty {
            output.declarations[index].compiledFolders.removeAll { folder in packageFolders.contains { RelativePath.isInside($0, folder) } }
        }
        return output
    }

    /// A project file as read, before its targets are made.
    struct ReadProject: @unchecked Sendable {
        let manifest: String
        /// Only read once made (the property list's values are plain strings, arrays and
        /// dictionaries).
        let objects: [String: [String: Any]]
        let data: Data
    }

    /// One project's object graph.
    struct Project {
        let objects: [String: [String: Any]]
        let projectDirectory: String
        /// The `.xcodeproj`'s name without its extension (`$(PROJECT_NAME)`).
        var name = ""
        let root: String
        let parents: [String: String]
        /// The native targets of every project read, by manifest and ID.
        let targetNames: [String: [String: String]]
        /// Paths already worked out, by ID: every file of a group asks for the group's path.
        private let knownPaths = PathMemo()

        final class PathMemo {
            var paths: [String: String?] = [:]
        }

        /// The settings of the `.xcconfig` files configurations are based on, by path.
        let configFiles = ConfigFiles()

        final class ConfigFiles {
            var settings: [String: [String: String]] = [:]
            /// Those the tree lacks.
            var missing: Set<String> = []
            /// The project's configurations by name, once worked out.
            var projectConfigurations: [String: String]?
        }

        /// The paths of the `.xcconfig` files the project's and targets' configurations name
        /// (`baseConfigurationReference`), sorted.
        func configFileReferences() -> [String] {
            Set(objects.values.compactMap { object -> String? in
                guard object["isa"] as? String == "XCBuildConfiguration", let reference = object["baseConfigurationReference"] as? String else { return nil }
                return path(of: reference)
            }).sorted()
        }

        /// A configuration's own settings and those of its `.xcconfig`, lowest level first.
        private func levels(ofConfiguration id: String) -> [[String: String]] {
            guard let configuration = objects[id] else { return [] }
            let base = baseConfiguration(id).flatMap { configFiles.settings[$0] } ?? [:]
            // A list written as an array (`GCC_PREPROCESSOR_DEFINITIONS = ("DEBUG=1",
            // "$(inherited)")`) is its items joined, each quoted.
            let own = (configuration["buildSettings"] as? [String: Any] ?? [:]).compactMapValues { value -> String? in
                value as? String ?? (value as? [Any]).map { $0.compactMap { $0 as? String }.map { "\"\($0)\"" }.joined(separator: " ") }
            }
            return [base, own]
        }

        /// The project's configurations by name (the level below every target's).
        private func projectConfigurations() -> [String: String] {
            if let known = configFiles.projectConfigurations { return known }
            let found = uncachedProjectConfigurations()
            configFiles.projectConfigurations = found
            return found
        }

        private func uncachedProjectConfigurations() -> [String: String] {
            guard let project = objects.values.first(where: { $0["isa"] as? String == "PBXProject" }),
                  let listID = project["buildConfigurationList"] as? String,
                  let configurations = objects[listID]?["buildConfigurations"] as? [String] else { return [:] }
            var byName: [String: String] = [:]
            for id in configurations { if let name = objects[id]?["name"] as? String { byName[name] = id } }
            return byName
        }

        /// Where the project file lists an object in another's list (`"<list owner> <entry>"` →
        /// line and column): a target's dependencies, a Frameworks phase's build files. Where a
        /// finding about a declared dependency points (`redundant-dependency`).
        var entryPlaces: [String: (line: Int, column: Int)] = [:]

        /// `entryPlaces` of a project file as Xcode, XcodeGen and Tuist write it: each object
        /// that spans lines opens with `ID /* … */ = {`, each list entry is a line `ID /* … */,`.
        static func entryPlaces(_ data: UnsafeRawBufferPointer, objects: [String: [String: Any]]) -> [String: (line: Int, column: Int)] {
            var places: [String: (line: Int, column: Int)] = [:]
            var owner: String?
            var line = 0
            var start = 0
            func isIDByte(_ byte: UInt8) -> Bool {
                (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
            }
            while start < data.count {
                line += 1
                var end = start
                while end < data.count, data[end] != 0x0A { end += 1 }
                var first = start
                while first < end, data[first] == 0x09 || data[first] == 0x20 { first += 1 }
                var last = first
                while last < end, isIDByte(data[last]) { last += 1 }
                if last > first, let id = String(bytes: data[first..<last], encoding: .utf8), objects[id] != nil {
                    // What follows the ID (and its comment): `= {` opens an object, `,` is an entry.
                    var rest = last
                    if rest + 2 < end, data[rest] == 0x20, data[rest + 1] == 0x2F, data[rest + 2] == 0x2A {
                        while rest + 1 < end, !(data[rest] == 0x2A && data[rest + 1] == 0x2F) { rest += 1 }
                        rest += 2
                    }
                    while rest < end, data[rest] == 0x20 { rest += 1 }
                    if rest < end, data[rest] == 0x3D {
                        // `= {` on a line of its own (not a one-line `= {isa = …; };`).
                        let tail = data[rest..<end].filter { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }
                        if tail == [0x3D, 0x7B] { owner = id }
                    } else if rest < end, data[rest] == 0x2C, let owner, places["\(owner) \(id)"] == nil {
                        places["\(owner) \(id)"] = (line, first - start + 1)
                    }
                }
                start = end + 1
            }
            return places
        }

        init(objects: [String: [String: Any]], projectDirectory: String, root: String, targetNames: [String: [String: String]] = [:]) {
            self.objects = objects
            self.projectDirectory = projectDirectory
            self.root = root
            self.targetNames = targetNames
            var parents: [String: String] = [:]
            for (id, object) in objects {
                for child in object["children"] as? [String] ?? [] { parents[child] = id }
            }
            self.parents = parents
        }

        /// The path of a file reference or group relative to the scanned root, or `nil` when
        /// it lives outside the tree (SDK, built products, absolute paths elsewhere).
        func path(of id: String, depth: Int = 0) -> String? {
            if let known = knownPaths.paths[id] { return known }
            guard depth < 64 else { return nil }
            let found = uncachedPath(of: id, depth: depth)
            // No path below the top may only mean the depth ran out (a group cycle).
            if found != nil || depth == 0 { knownPaths.paths[id] = .some(found) }
            return found
        }

        private func uncachedPath(of id: String, depth: Int) -> String? {
            guard let object = objects[id] else { return nil }
            let ownPath = object["path"] as? String ?? ""
            switch object["sourceTree"] as? String ?? "<group>" {
            case "<group>":
                let base: String?
                if let parent = parents[id] {
                    base = path(of: parent, depth: depth + 1)
                } else {
                    base = projectDirectory
                }
                return base.flatMap { RelativePath.join($0, ownPath) }
            case "SOURCE_ROOT":
                return RelativePath.join(projectDirectory, ownPath)
            case "<absolute>":
                guard ownPath.hasPrefix(root + "/") else { return nil }
                return String(ownPath.dropFirst(root.count + 1))
            default:
                return nil
            }
        }

        /// The project's targets, with what each sets for `#if` in any of its configurations
        /// (`nil` when its settings are not all known) and what the project's targets set.
        func targets(manifest: String, style: DeclarationStyle) -> (declarations: [ModuleDeclaration], defined: [Set<String>?], flags: Set<String>) {
            var declarations: [ModuleDeclaration] = []
            var definedByDeclaration: [Set<String>?] = []
            // Each native target's name by its ID, and by the ID of the product it builds.
            var namesByID: [String: String] = [:]
            var targetNamesByProduct: [String: String] = [:]
            for (id, target) in objects where target["isa"] as? String == "PBXNativeTarget" {
                let name = target["name"] as? String ?? id
                namesByID[id] = name
                if let product = target["productReference"] as? String { targetNamesByProduct[product] = name }
            }
            // Each target's conditions, and the names some target sets for `#if` in its settings:
            // one another target sets in none of its own is undefined there (`discover`).
            var conditionsByTarget: [String: (common: CompilationConditions, definedAnywhere: Set<String>?)] = [:]
            for (id, target) in objects where target["isa"] as? String == "PBXNativeTarget" { conditionsByTarget[id] = conditions(target) }
            let projectFlags = conditionsByTarget.values.reduce(into: Set<String>()) { $0.formUnion($1.definedAnywhere ?? []) }
            // The files executables compile (an executable's Headers phase takes only their
            // headers).
            var executableSources: Set<String> = []
            for target in objects.values where target["isa"] as? String == "PBXNativeTarget"
            && XcodeProjectDiscoverer.appProductTypes.contains(target["productType"] as? String ?? "") {
                for phaseID in target["buildPhases"] as? [String] ?? [] where objects[phaseID]?["isa"] as? String == "PBXSourcesBuildPhase" {
                    for buildFileID in objects[phaseID]?["files"] as? [String] ?? [] {
                        if let fileRef = objects[buildFileID]?["fileRef"] as? String, let path = path(of: fileRef) { executableSources.insert(path) }
                    }
                }
            }
            var claimedReferences: [String: Set<String>] = [:]
            let synchronizedGroups = objects.filter { $0.value["isa"] as? String == "PBXFileSystemSynchronizedRootGroup" }
                .sorted { $0.key < $1.key }
            for (id, target) in objects.sorted(by: { $0.key < $1.key }) where target["isa"] as? String == "PBXNativeTarget" {
                guard let name = target["name"] as? String else { continue }
                // A resource bundle target compiles nothing: it is no module. (A loadable bundle
                // can have sources another target's synchronized group gives it: KeePassium's
                // `MacUtils`.)
                let ownGroups = Set(target["fileSystemSynchronizedGroups"] as? [String] ?? [])
                func givenFiles() -> Bool {
                    synchronizedGroups.contains { groupID, group in
                        !ownGroups.contains(groupID) && (group["exceptions"] as? [String] ?? []).contains { objects[$0]?["target"] as? String == id }
                    }
                }
                if target["productType"] as? String == "com.apple.product-type.bundle", !hasSources(target), !givenFiles() { continue }
                var claims: [FileClaim] = []
                var compiledFolders: [String] = []
                if let bridgingHeader = pathSetting(target, "SWIFT_OBJC_BRIDGING_HEADER", ownOnly: true) { claims.append(.file(bridgingHeader)) }
                // An executable's Headers phase is ignored by Xcode (nothing links an app): a
                // header it lists is given as if no phase listed it (iTerm2's app lists 336 of
                // its libraries' headers: they go with their `.m`, or their group, to the
                // libraries), unless an executable compiles its `.m` (a watch extension's header
                // the app lists stays the app's, as before).
                let isExecutable = XcodeProjectDiscoverer.appProductTypes.contains(target["productType"] as? String ?? "")
                for phaseID in target["buildPhases"] as? [String] ?? [] {
                    guard let phase = objects[phaseID], let isa = phase["isa"] as? String,
                          isa == "PBXSourcesBuildPhase" || isa == "PBXHeadersBuildPhase" else { continue }
                    for buildFileID in phase["files"] as? [String] ?? [] {
                        guard let fileRef = objects[buildFileID]?["fileRef"] as? String, let path = path(of: fileRef) else { continue }
                        if isa == "PBXHeadersBuildPhase", isExecutable, RelativePath.pathExtension(path) == "h",
                           !FileAssigner.implementationExtensions.contains(where: { executableSources.contains(path.dropLast(1) + $0) }) {
                            continue
                        }
                        claimedReferences[name, default: []].insert(fileRef)
                        // A localized resource (PBXVariantGroup: `Intents.intentdefinition`,
                        // a storyboard) or a Core Data model (XCVersionGroup) has children but
                        // names no folder of sources: its path is its parent group's.
                        let isa = objects[fileRef]?["isa"] as? String
                        if isa == "PBXVariantGroup" || isa == "XCVersionGroup" { continue }
                        let isFolder = (objects[fileRef]?["lastKnownFileType"] as? String) == "folder" || objects[fileRef]?["children"] != nil
                        claims.append(isFolder ? .directory(path) : .file(path))
                    }
                }
                for groupID in target["fileSystemSynchronizedGroups"] as? [String] ?? [] {
                    guard let path = path(of: groupID) else { continue }
                    // Files the group's exception sets take out of this target.
                    let excluded = (objects[groupID]?["exceptions"] as? [String] ?? []).flatMap { exceptionID -> [String] in
                        guard let exception = objects[exceptionID], exception["target"] as? String == id else { return [] }
                        return (exception["membershipExceptions"] as? [String] ?? []).compactMap { RelativePath.join(path, $0) }
                    }
                    claims.append(excluded.isEmpty ? .directory(path) : .glob(path + "/**", excluding: excluded + excluded.map { $0 + "/**" }))
                    compiledFolders.append(path)
                }
                // A synchronized group of another target whose exception set names this target
                // adds those files to it (how Xcode 16 records "also a member of").
                for (groupID, group) in synchronizedGroups where !ownGroups.contains(groupID) {
                    guard let path = path(of: groupID) else { continue }
                    for exceptionID in group["exceptions"] as? [String] ?? [] {
                        guard let exception = objects[exceptionID], exception["target"] as? String == id else { continue }
                        for member in exception["membershipExceptions"] as? [String] ?? [] where !member.hasPrefix("/") {
                            if let file = RelativePath.join(path, member) { claims.append(.file(file)) }
                        }
                    }
                }
                let productType = target["productType"] as? String ?? ""
                let (kind, reason): (ModuleKind?, String?) =
                    XcodeProjectDiscoverer.appProductTypes.contains(productType) ? (.app, "Xcode application target in \(manifest)")
                    : XcodeProjectDiscoverer.isTestTarget(target, objects: objects) ? (.test, "Xcode test target in \(manifest)")
                    : (nil, nil)
                var linksPods = false
                let linked = linkedProducts(target, targetNamesByProduct: targetNamesByProduct, linksPods: &linksPods)
                let targetDependencies = (target["dependencies"] as? [String] ?? []).compactMap { dependencyID -> (name: String, entry: String)? in
                    targetDependency(dependencyID).map { ($0, "\(id) \(dependencyID)") }
                }
                func targetDependency(_ dependencyID: String) -> String? {
                    guard let dependency = objects[dependencyID] else { return nil }
                    if let targetID = dependency["target"] as? String { return namesByID[targetID] }
                    if let proxy = (dependency["targetProxy"] as? String).flatMap({ objects[$0] }),
                       let remote = proxy["remoteGlobalIDString"] as? String, let portal = proxy["containerPortal"] as? String,
                       let other = path(of: portal), let name = targetNames[other + "/project.pbxproj"]?[remote] {
                        return name
                    }
                    // A package product made a target dependency (`productRef`), with no
                    // Frameworks entry nor `packageProductDependencies` (fluentui's static
                    // library of demo screens).
                    if let product = (dependency["productRef"] as? String).flatMap({ objects[$0] }), let name = product["productName"] as? String {
                        return name
                    }
                    return dependency["name"] as? String
                }
                let dependencies = targetDependencies.map(\.name)
                    + (target["packageProductDependencies"] as? [String] ?? []).compactMap { objects[$0]?["productName"] as? String } + linked.map(\.name)
                // Where each is written: its target dependency, else its Frameworks entry.
                var dependencyLocations: [String: HiveLintCore.SourceLocation] = [:]
                for (dependency, entry) in targetDependencies + linked where dependencyLocations[dependency] == nil {
                    if let place = entryPlaces[entry] {
                        dependencyLocations[dependency] = HiveLintCore.SourceLocation(file: manifest, line: place.line, column: place.column)
                    }
                }
                // A module name every configuration sets is the only name the module is imported
                // by: `import CV_SwiftUI` in target `CV-SwiftUI` whose PRODUCT_NAME is `CV` names a
                // package's `CV-SwiftUI`, not itself.
                let moduleNames = buildSetting(target, "PRODUCT_MODULE_NAME"), productNames = buildSetting(target, "PRODUCT_NAME")
                let moduleName = moduleNames.first ?? productNames.first ?? name
                let setEverywhere = moduleNames.isOneEverywhere || productNames.isOneEverywhere
                let names = setEverywhere ? [moduleName] : [name, moduleName]
                let prefixHeaders = prefixHeader(target).map { [$0] } ?? []
                declarations.append(ModuleDeclaration(
                    name: name,
                    importNames: Array(Set(names + names.map(c99Identifier))).sorted(),
                    path: commonDirectory(claims) ?? projectDirectory,
                    origin: ModuleOrigin(style: style, file: manifest),
                    impliedKind: kind,
                    impliedKindReason: reason,
                    declaredDependencies: Array(Set(dependencies)).sorted(),
                    claims: claims))
                declarations[declarations.count - 1].prefixHeaders = prefixHeaders
                declarations[declarations.count - 1].compiledFolders = compiledFolders
                declarations[declarations.count - 1].isLibrary = XcodeProjectDiscoverer.libraryProductTypes.contains(productType)
                declarations[declarations.count - 1].linksPodsAggregate = linksPods
                declarations[declarations.count - 1].dependencyLocations = dependencyLocations
                let targetConditions = conditionsByTarget[id, default: (CompilationConditions(), nil)]
                declarations[declarations.count - 1].conditions = targetConditions.common
                definedByDeclaration.append(targetConditions.definedAnywhere)
            }
            addFallbackClaims(to: &declarations, claimedReferences: claimedReferences)
            return (declarations, definedByDeclaration, projectFlags)
        }

        /// Whether the target's Sources phase or synchronized groups name anything.
        func hasSources(_ target: [String: Any]) -> Bool {
            if !(target["fileSystemSynchronizedGroups"] as? [String] ?? []).isEmpty { return true }
            return (target["buildPhases"] as? [String] ?? []).contains { phaseID in
                objects[phaseID]?["isa"] as? String == "PBXSourcesBuildPhase" && !(objects[phaseID]?["files"] as? [String] ?? []).isEmpty
            }
        }

        /// Fallback claims for the headers of the project's groups that no build phase names,
        /// and for the project's folder (see the type's documentation).
        func addFallbackClaims(to declarations: inout [ModuleDeclaration], claimedReferences: [String: Set<String>]) {
            var testTargets: Set<String> = []
            for target in objects.values where target["isa"] as? String == "PBXNativeTarget" {
                if let name = target["name"] as? String, XcodeProjectDiscoverer.isTestTarget(target, objects: objects) {
                    testTargets.insert(name)
                }
            }
            let everyTarget = declarations.map(\.name).filter { !testTargets.contains($0) }
            var targetsByReference: [String: Set<String>] = [:]
            for (target, references) in claimedReferences {
                for reference in references { targetsByReference[reference, default: []].insert(target) }
            }
            var fallback: [String: [FileClaim]] = [:]
            var shares: [String: [String]] = [:]
            // The folders (directly under the project's) holding a file a build phase compiles:
            // a header no group lists is taken from those only, not from `Docs/` or
            // `Documentation/` (braintree's stray umbrella-header copy, ShareKit's templates,
            // whose imports were charged to the first target). The whole folder when a compiled
            // file lies in it directly, or none is listed (synchronized groups).
            var compiledFolders: Set<String> = []
            var compiledAtTop = false
            for id in claimedReferences.values.joined() {
                guard let path = path(of: id), RelativePath.isInside(path, projectDirectory), path != projectDirectory else { continue }
                let rest = projectDirectory.isEmpty ? Substring(path) : path.dropFirst(projectDirectory.count + 1)
                if let slash = rest.firstIndex(of: "/") { compiledFolders.insert(String(rest[..<slash])) } else { compiledAtTop = true }
            }
            let fallbackFolders = compiledAtTop || compiledFolders.isEmpty
                ? [projectDirectory] : compiledFolders.sorted().compactMap { RelativePath.join(projectDirectory, $0) }
            for target in everyTarget { fallback[target] = fallbackFolders.map { .directory($0) } }
            /// The compiled file of the header's group with its name (`ringlogger.c` beside
            /// `ringlogger.h`, which an app and its extension both compile).
            func companion(ofHeader path: String, siblings: [String]) -> String? {
                let stem = RelativePath.lastComponent(of: path).dropLast(2)
                return siblings.first { sibling in
                    guard targetsByReference[sibling] != nil, let other = self.path(of: sibling) else { return false }
                    let name = RelativePath.lastComponent(of: other)
                    return ["c", "cc", "cpp", "m", "mm"].contains(RelativePath.pathExtension(name))
                        && name.dropLast(RelativePath.pathExtension(name).count + 1) == stem
                }
            }
            for (id, object) in objects.sorted(by: { $0.key < $1.key }) where object["isa"] as? String == "PBXFileReference" {
                guard let path = path(of: id), RelativePath.pathExtension(path) == "h" else { continue }
                let siblings = parents[id].flatMap({ objects[$0]?["children"] as? [String] }) ?? []
                let companion = companion(ofHeader: path, siblings: siblings)
                if let listing = targetsByReference[id] {
                    // A header one target's build phase lists (often by mistake: `ringlogger.h`
                    // in the macOS app's Sources phase) is the header of its companion for every
                    // target compiling that.
                    for target in (companion.flatMap { targetsByReference[$0] } ?? []).sorted() where !listing.contains(target) {
                        shares[target, default: []].append(path)
                    }
                    continue
                }
                // The targets compiling its companion, else those compiling most of its group.
                var counts: [String: Int] = [:]
                for sibling in siblings {
                    for target in targetsByReference[sibling] ?? [] { counts[target, default: 0] += 1 }
                }
                // A tie is shared: the first by name owns it, the others compile it too.
                let most = counts.values.max()
                let owners = companion.flatMap { targetsByReference[$0] }.map { Array($0).sorted() }
                    ?? counts.filter { $0.value == most }.keys.sorted()
                if owners.isEmpty {
                    // A group of header-only contracts is every target's to include; its owner
                    // (whose uses the header's are) is the target compiling most of the nearest
                    // group above with compiled files (dashwallet's `Advanced Security/Protocol`
                    // is the app's, not the Today extension's, first by name), the others share it.
                    let nearest = XcodeProjectDiscoverer.nearestCompilingTargets(above: parents[parents[id] ?? ""], parents: parents, targetsByReference: targetsByReference, objects: objects)
                        .filter(everyTarget.contains)
                    if let first = nearest.first {
                        fallback[first, default: []].append(.file(path))
                        for target in everyTarget where target != first { shares[target, default: []].append(path) }
                    } else {
                        for target in everyTarget { fallback[target, default: []].append(.file(path)) }
                    }
                } else {
                    for target in owners { fallback[target, default: []].append(.file(path)) }
                }
                // Without a companion it implements nothing for one target (an enum or types
                // header): every other target compiling a file of its group compiles it too.
                if companion == nil {
                    for target in counts.keys where !owners.contains(target) { shares[target, default: []].append(path) }
                }
            }
            for index in declarations.indices {
                declarations[index].fallbackClaims = fallback[declarations[index].name] ?? []
                declarations[index].fallbackShares = shares[declarations[index].name] ?? []
            }
        }

        /// What the target's Frameworks phase links, by the name it declares a dependency on:
        /// a Swift package product by its name, another target of this project by its
        /// product, and a framework built elsewhere
        /// (another project, a pod, Carthage) by its name (`PublicModule.framework` →
        /// `PublicModule`). The SDK's frameworks name no module of the tree and are skipped.
        /// An Embed Frameworks phase (files copied to the bundle's Frameworks folder) declares
        /// what it embeds the same way. `linksPods` is set when CocoaPods' aggregate
        /// (`Pods_App.framework`, `libPods-App.a`, `libPods.a`) is among them.
        func linkedProducts(_ target: [String: Any], targetNamesByProduct: [String: String], linksPods: inout Bool) -> [(name: String, entry: String)] {
            var names: [(name: String, entry: String)] = []
            for phaseID in target["buildPhases"] as? [String] ?? [] {
                guard let phase = objects[phaseID], let isa = phase["isa"] as? String,
                      isa == "PBXFrameworksBuildPhase" || (isa == "PBXCopyFilesBuildPhase" && "\(phase["dstSubfolderSpec"] ?? "")" == "10")
                else { continue }
                for buildFileID in phase["files"] as? [String] ?? [] {
                    let entry = "\(phaseID) \(buildFileID)"
                    // A Swift package product linked here (not always also listed in the
                    // target's packageProductDependencies).
                    if let productRef = objects[buildFileID]?["productRef"] as? String, let name = objects[productRef]?["productName"] as? String {
                        names.append((name, entry))
                        continue
                    }
                    guard let fileRef = objects[buildFileID]?["fileRef"] as? String else { continue }
                    if let name = targetNamesByProduct[fileRef] {
                        names.append((name, entry))
                        continue
                    }
                    guard let reference = objects[fileRef], let path = reference["path"] as? String,
                          !["SDKROOT", "DEVELOPER_DIR"].contains(reference["sourceTree"] as? String ?? "") else { continue }
                    let file = RelativePath.lastComponent(of: path)
                    if file.hasPrefix("Pods_") || file.hasPrefix("libPods-") || file == "libPods.a" || file == "Pods.framework" { linksPods = true }
                    for suffix in [".framework", ".xcframework"] where file.hasSuffix(suffix) && file.count > suffix.count {
                        names.append((String(file.dropLast(suffix.count)), entry))
                    }
                    // A static library another project builds, by its file (`libNIMKit.a`:
                    // target `NIMKit`); not CocoaPods' aggregate `libPods-App.a` (`libPods.a` before 1.0).
                    if file.hasPrefix("lib"), file.hasSuffix(".a"), file.count > 5, !file.hasPrefix("libPods-"), file != "libPods.a" {
                        names.append((String(file.dropFirst(3).dropLast(2)), entry))
                    }
                }
            }
            return names
        }

        /// A build setting's values in the target's configurations, references evaluated
        /// (`BuildSettings`: the project's and the target's `.xcconfig` files and settings; a
        /// value naming anything unknown counts as absent).
        struct SettingValues {
            /// The values of the configurations that have one.
            var values: [String] = []
            var configurations = 0
            /// The first value, sorted.
            var first: String? { values.min() }
            /// Whether every configuration has that one value.
            var isOneEverywhere: Bool { values.count == configurations && Set(values).count == 1 }
        }

        /// Each of the target's configurations as settings see it: its levels (the project's
        /// `.xcconfig` and settings, then the target's) and the built-in names; `nil` without a
        /// configuration list.
        func configurations(_ target: [String: Any]) -> [(levels: [[String: String]], builtIns: [String: String])]? {
            guard let configurations = configurationIDs(target) else { return nil }
            let projectConfigurations = projectConfigurations()
            return configurations.map { id in
                let name = objects[id]?["name"] as? String ?? ""
                let levels = (projectConfigurations[name].map(levels(ofConfiguration:)) ?? []) + self.levels(ofConfiguration: id)
                return (levels, ["CONFIGURATION": name, "TARGET_NAME": target["name"] as? String ?? "", "PROJECT_NAME": self.name])
            }
        }

        func buildSetting(_ target: [String: Any], _ key: String) -> SettingValues {
            guard let configurations = configurations(target) else { return SettingValues() }
            let values = configurations.compactMap { BuildSettings.evaluate(key, levels: $0.levels, builtIns: $0.builtIns) }
            return SettingValues(values: values, configurations: configurations.count)
        }

        /// What the target's settings define for `#if` (`CompilationConditions`): in every
        /// configuration (`common`), and every name they may define in some configuration
        /// (`definedAnywhere`: the names `BuildSettings.conditions` reads, and any name written in
        /// those settings' conditional variants, `GCC_PREPROCESSOR_DEFINITIONS[sdk=iphoneos*]`,
        /// or in `-D` flags of `OTHER_CFLAGS` and `OTHER_CPLUSPLUSFLAGS`; `nil` when unknown: no
        /// configurations, or one based on an `.xcconfig` the tree lacks, such as CocoaPods'
        /// before `pod install`).
        func conditions(_ target: [String: Any]) -> (common: CompilationConditions, definedAnywhere: Set<String>?) {
            let configurations = configurations(target) ?? []
            let each = configurations.map { BuildSettings.conditions(levels: $0.levels, builtIns: $0.builtIns) }
            let common = CompilationConditions.common(each)
            guard !configurations.isEmpty,
                  !(configurationIDs(target) ?? []).contains(where: { configFiles.missing.contains(baseConfiguration($0) ?? "") }),
                  !projectConfigurations().values.contains(where: { configFiles.missing.contains(baseConfiguration($0) ?? "") })
            else { return (common, nil) }
            var names: Set<String> = []
            func add(_ item: String) {
                var name = Substring(item)
                if name.hasPrefix("-D") { name = name.dropFirst(2) }
                if let equals = name.firstIndex(of: "=") { name = name[..<equals] }
                if let first = name.first, first == "_" || first.isLetter, name.allSatisfy({ $0 == "_" || $0.isLetter || $0.isNumber }) {
                    names.insert(String(name))
                }
            }
            let keys = [
                "GCC_PREPROCESSOR_DEFINITIONS", "SWIFT_ACTIVE_COMPILATION_CONDITIONS", "OTHER_SWIFT_FLAGS", "OTHER_CFLAGS", "OTHER_CPLUSPLUSFLAGS",
                "GCC_PREPROCESSOR_DEFINITIONS_NOT_USED_IN_PRECOMPS",
            ]
            for (configuration, conditions) in zip(configurations, each) {
                names.formUnion(conditions.swift)
                for definition in conditions.preprocessor { add(definition) }
                for key in keys.dropFirst(3) {
                    for item in BuildSettings.list(key, levels: configuration.levels, builtIns: configuration.builtIns)
                    where item.hasPrefix("-D") || key == "GCC_PREPROCESSOR_DEFINITIONS_NOT_USED_IN_PRECOMPS" {
                        add(item)
                    }
                }
                for level in configuration.levels {
                    for (key, value) in level where keys.contains(where: { key.hasPrefix($0 + "[") }) { BuildSettings.listItems(value).forEach(add) }
                }
            }
            return (common, names)
        }

        /// The IDs of the target's configurations; `nil` without a configuration list.
        func configurationIDs(_ target: [String: Any]) -> [String]? {
            (target["buildConfigurationList"] as? String).flatMap { objects[$0]?["buildConfigurations"] as? [String] }
        }

        /// The `.xcconfig` a configuration is based on, relative to the root.
        func baseConfiguration(_ id: String) -> String? {
            (objects[id]?["baseConfigurationReference"] as? String).flatMap { path(of: $0) }
        }

        /// `GCC_PREFIX_HEADER`, relative to the root (see `pathSetting`).
        func prefixHeader(_ target: [String: Any]) -> String? {
            pathSetting(target, "GCC_PREFIX_HEADER")
        }

        /// A build setting naming a file, relative to the root: literal, or starting with
        /// `$(SRCROOT)` / `$(PROJECT_DIR)` (the folder holding the `.xcodeproj`), with
        /// `$(TARGET_NAME)` and `$(PROJECT_NAME)` in it expanded. Set where Xcode looks for it:
        /// the target's settings, else its `.xcconfig`, else the project's settings (which
        /// every target inherits: twitter-kit's prefix header), else the project's `.xcconfig`;
        /// with `ownOnly`, in the target's settings alone (a bridging header: a project-wide one
        /// is no Objective-C target's file).
        func pathSetting(_ target: [String: Any], _ key: String, ownOnly: Bool = false) -> String? {
            guard let configurations = configurations(target) else { return nil }
            let values = configurations.compactMap { configuration in
                ownOnly ? configuration.levels.last?[key] : configuration.levels.last { $0[key] != nil }?[key]
            }
            guard var value = values.sorted().first?.trimmingCharacters(in: CharacterSet(charactersIn: "\"")), !value.isEmpty else { return nil }
            for variable in ["$(SRCROOT)/", "${SRCROOT}/", "$(PROJECT_DIR)/", "${PROJECT_DIR}/", "$(SOURCE_ROOT)/"] where value.hasPrefix(variable) {
                value.removeFirst(variable.count)
            }
            // `Tests/$(TARGET_NAME)/$(TARGET_NAME)-Bridging-Header.h` (vlckit's test targets):
            // evaluated as the other settings are, knowing nothing else.
            let builtIns = ["TARGET_NAME": target["name"] as? String ?? "", "PROJECT_NAME": self.name]
            guard let expanded = BuildSettings.expand(value, of: key, levels: [], builtIns: builtIns) else { return nil }
            return RelativePath.join(projectDirectory, expanded)
        }

        /// The deepest folder containing every claimed path.
        func commonDirectory(_ claims: [FileClaim]) -> String? {
            let folders = claims.compactMap { claim -> [Substring]? in
                switch claim {
                case .file(let path): RelativePath.directory(of: path).split(separator: "/")
                case .directory(let path): path.split(separator: "/")
                case .glob: nil
                }
            }
            guard var common = folders.first else { return nil }
            for folder in folders.dropFirst() {
                common = Array(zip(common, folder).prefix { $0 == $1 }.map(\.0))
            }
            return common.joined(separator: "/")
        }
    }
}
