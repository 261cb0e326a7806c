import Foundation
import HiveLintCore
import HiveLintScan

/// Xcode workspaces (`*.xcworkspace/contents.xcworkspacedata`): which projects they bring
/// together. Projects in the tree are read by `XcodeProjectDiscoverer` whether or not a
/// workspace names them; this reports the references that cannot be followed, so a module
/// list missing a project says why: a project the workspace names that does not exist
/// (`missing-workspace-project`), or one outside the scanned root
/// (`workspace-project-outside-root`). Group locations (`group:`, `container:`, `self:`)
/// nest as Xcode resolves them.
public struct XcodeWorkspaceDiscoverer: ModuleDiscoverer {
    public let style = DeclarationStyle.xcode

    public init() {}

    public func discover(in context: DiscoveryContext) -> DiscoveryOutput {
        var output = DiscoveryOutput()
        // The root's submodules, read once when a missing project first asks.
        var submodules: [String]?
        func submodulePaths() -> [String] {
            if submodules == nil { submodules = Self.submodulePaths(in: context) }
            return submodules ?? []
        }
        for manifest in context.manifests where manifest.hasSuffix(".xcworkspace/contents.xcworkspacedata") {
            guard let text = context.read(manifest, into: &output) else { continue }
            let workspace = RelativePath.directory(of: manifest)
            let container = RelativePath.directory(of: workspace)
            for (reference, line) in Self.projectReferences(in: text, container: container, workspace: workspace) {
                let location = SourceLocation(file: manifest, line: line, column: 1)
                guard let path = reference else {
                    output.diagnostics.append(Diagnostic(
                        severity: .info, code: "workspace-project-outside-root",
                        message: "the workspace names a project outside the scanned root; its targets are not analysed", location: location))
                    continue
                }
                // A project the walk skips (in a hidden folder: SwiftCurrent's
                // `.github/SwiftCurrentLint/SwiftCurrentLint.xcodeproj`) is there all the same.
                if !Self.holds(path, in: context.tree), !context.fileExists(path + "/project.pbxproj").exists, !Self.isGenerated(path, in: context, submodules: submodulePaths) {
                    output.diagnostics.append(Diagnostic(
                        severity: .warning, code: "missing-workspace-project",
                        message: "the workspace names \(path), which is not in the tree", location: location))
                }
            }
        }
        return output
    }

    /// Whether the tree holds the project, in any case: the Mac's file system ignores it
    /// (a reference to `Runtime/Runtime.xcodeproj` opens the committed `runtime/`).
    static func holds(_ project: String, in tree: ScannedTree) -> Bool {
        let file = project + "/project.pbxproj"
        if tree.manifests.contains(file) { return true }
        let folded = file.lowercased()
        return tree.manifests.contains { $0.count == file.count && $0.lowercased() == folded }
    }

    /// Whether a project the tree does not hold is one a tool generates from a manifest beside
    /// it, which the tree does hold (and hive-lint reads): `Pods/Pods.xcodeproj` from the
    /// `Podfile` (`pod install`; most teams do not commit `Pods/`), `N.xcodeproj` from an
    /// XcodeGen spec (`project.yml`, `N.yml`, another spec with `name: N`) or a Tuist `Project.swift`; or a build product:
    /// a project inside a `.build` folder (Tuist writes the projects of the packages its
    /// `Package.swift` depends on under `Tuist/.build/tuist-derived/`, and names them in the
    /// workspace it generates).
    /// The files beside `Pods/` that say CocoaPods installs it.
    static let podfileNames = ["Podfile", "Podfile.lock", "Podfile.src", "Podfile.template", "Podfile.in", "Podfile.erb"]

    static func isGenerated(_ project: String, in context: DiscoveryContext, submodules: () -> [String]) -> Bool {
        let components = project.split(separator: "/").map(String.init)
        if components.contains(".build") { return true }
        // A dependency Carthage checks out (`Carthage/Checkouts/Quick/Quick.xcodeproj`), from the
        // `Cartfile` beside `Carthage/` (ReactiveObjC's workspace), or the project of a git
        // submodule the root's `.gitmodules` lists: fetched, as `Pods/` is installed.
        if let checkouts = components.indices.first(where: { $0 >= 1 && components[$0] == "Checkouts" && components[$0 - 1] == "Carthage" }) {
            let base = components[..<(checkouts - 1)].joined(separator: "/")
            if ["Cartfile", "Cartfile.private", "Cartfile.resolved"].contains(where: { context.fileExists(RelativePath.join(base, $0) ?? $0).exists }) {
                return true
            }
        }
        if submodules().contains(where: { project.hasPrefix($0 + "/") }) { return true }
        let folder = RelativePath.directory(of: project)
        func holds(_ name: String) -> Bool { context.fileExists(RelativePath.join(folder, name) ?? name).exists }
        // Beside a `Podfile`, its lock, or a template a script makes the Podfile from
        // (dd-sdk-ios' smoke tests keep `Podfile.src`).
        if RelativePath.lastComponent(of: project) == "Pods.xcodeproj", RelativePath.lastComponent(of: folder) == "Pods" {
            return Self.podfileNames.contains { name in
                context.fileExists(RelativePath.join(RelativePath.directory(of: folder), name) ?? name).exists
            }
        }
        let name = String(RelativePath.lastComponent(of: project).dropLast(".xcodeproj".count))
        if ["project.yml", "project.yaml", name + ".yml", name + ".yaml", "Project.swift"].contains(where: holds) { return true }
        // Or from a spec of another file name beside it that names the project (`mail-project.yml`
        // with `name: tutanota`, read with `xcodegen --spec`).
        return context.manifests.contains { manifest in
            RelativePath.directory(of: manifest) == folder && TreeWalker.isXcodeGenManifest(RelativePath.lastComponent(of: manifest))
                && TreeWalker.looksLikeXcodeGenSpec(FileBytes.read(context.tree.absolute(manifest)) ?? [], projectName: name)
        }
    }

    /// The paths of the git submodules the root's `.gitmodules` lists (`path = Vendor/Quick`).
    static func submodulePaths(in context: DiscoveryContext) -> [String] {
        guard context.fileExists(".gitmodules").exists else { return [] }
        var output = DiscoveryOutput()
        guard let text = context.read(".gitmodules", into: &output) else { return [] }
        return text.split(whereSeparator: \.isNewline).compactMap { line in
            let parts = line.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, parts[0] == "path", !parts[1].isEmpty else { return nil }
            return parts[1].hasSuffix("/") ? String(parts[1].dropLast()) : parts[1]
        }
    }

    /// Project paths relative to the root (`nil` when outside it), with the line naming them.
    static func projectReferences(in text: String, container: String, workspace: String) -> [(String?, Int)] {
        var references: [(String?, Int)] = []
        var groups: [String?] = []   // resolved folder of each open <Group>
        let chars = Array(text.utf8)
        var line = 1
        var i = 0
        while i < chars.count {
            if chars[i] == UInt8(ascii: "\n") { line += 1 }
            guard chars[i] == UInt8(ascii: "<") else { i += 1; continue }
            let tagLine = line
            var j = i + 1
            while j < chars.count, chars[j] != UInt8(ascii: ">") {
                if chars[j] == UInt8(ascii: "\n") { line += 1 }
                j += 1
            }
            let tag = String(decoding: chars[(i + 1)..<min(j, chars.count)], as: UTF8.self)
            i = j + 1
            if tag.hasPrefix("/Group") {
                _ = groups.popLast()
            } else if tag.hasPrefix("Group") {
                let location = attribute("location", in: tag)
                let base = groups.last ?? container
                groups.append(location.map { resolve($0, base: base, container: container, workspace: workspace) } ?? base)
                if tag.hasSuffix("/") { _ = groups.popLast() }
            } else if tag.hasPrefix("FileRef"), let location = attribute("location", in: tag), location.hasSuffix(".xcodeproj") {
                references.append((resolve(location, base: groups.last ?? container, container: container, workspace: workspace), tagLine))
            }
        }
        return references
    }

    static func resolve(_ location: String, base: String?, container: String, workspace: String) -> String? {
        guard let colon = location.firstIndex(of: ":") else { return nil }
        let kind = location[..<colon]
        let path = String(location[location.index(after: colon)...])
        // `group:/Users/…/App.xcodeproj`: an absolute path, outside the tree.
        if path.hasPrefix("/") { return nil }
        switch kind {
        case "group": return base.flatMap { RelativePath.join($0, path) }
        case "container": return RelativePath.join(container, path)
        case "self": return RelativePath.join(workspace, path)
        default: return nil // absolute: and developer: references are outside the tree
        }
    }

    static func attribute(_ name: String, in tag: String) -> String? {
        guard let range = tag.range(of: name) else { return nil }
        let rest = tag[range.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\n" || $0 == "\t" }
        guard rest.first == "\"" else { return nil }
        let value = rest.dropFirst().prefix { $0 != "\"" }
        return decodeEntities(String(value))
    }

    static let predefinedEntities: [Substring: String] = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'"]

    /// XML character references and the predefined entities (`&#x7ec4;` → `组`, `&amp;` → `&`),
    /// as Xcode writes non-ASCII folder names.
    static func decodeEntities(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var result = ""
        var rest = Substring(text)
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            guard let semicolon = rest[ampersand...].firstIndex(of: ";"), rest.distance(from: ampersand, to: semicolon) <= 10 else {
                result += "&"
                rest = rest[rest.index(after: ampersand)...]
                continue
            }
            let entity = rest[rest.index(after: ampersand)..<semicolon]
            var decoded = predefinedEntities[entity]
            if decoded == nil, entity.hasPrefix("#") {
                let digits = entity.dropFirst()
                let value = digits.hasPrefix("x") || digits.hasPrefix("X") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
                decoded = value.flatMap(Unicode.Scalar.init).map { String(Character($0)) }
            }
            if let decoded {
                result += decoded
                rest = rest[rest.index(after: semicolon)...]
            } else {
                result += "&"
                rest = rest[rest.index(after: ampersand)...]
            }
        }
        return result + rest
    }
}
