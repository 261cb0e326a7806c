import Foundation
import HiveLintConfig
import HiveLintCore
import HiveLintScan

/// Third-party code checked into the tree, each package an `external` module:
/// installed pods (`Pods/<Name>`), Carthage (`Carthage/Checkouts/<Name>`,
/// `Carthage/Build/…/<Name>.framework`), vendor folders at any depth (`Vendor/<Name>`,
/// `ThirdParty/<Name>`, `third_party/<Name>`, …), built frameworks checked in anywhere
/// (`Libs/<Name>.framework`, `<Name>.xcframework`), prebuilt libraries as an install prefix
/// (`<Name>/include/` and `<Name>/lib/`, headers only) and `rules.json` `discovery.external` globs.
/// Manifests inside these folders are ignored: their targets are not the team's modules. A
/// vendor-named folder with a module manifest of its own (Tuist's `ThirdParty/Project.swift`)
/// is the team's project, not a folder of packages.
public struct VendoredCodeDiscoverer: ModuleDiscoverer {
    public let style = DeclarationStyle.vendored

    public init() {}

    /// The module name an installed pod is imported by when it differs from the pod's
    /// (`lottie-ios` is `@import Lottie;`, `<Lottie/Lottie.h>`): what the modulemap CocoaPods
    /// wrote for it says (`Pods/Target Support Files/lottie-ios/lottie-ios.modulemap`:
    /// `framework module Lottie`), when the tree holds it. A pod built in two ways for
    /// different targets has a support folder per way (`lottie-ios-framework`,
    /// `lottie-ios-library`), all of one module name: the first such folder's says it.
    static func installedPodModuleName(_ pod: String, at path: String, _ context: DiscoveryContext, _ output: inout DiscoveryOutput) -> String? {
        let pods = RelativePath.directory(of: path)
        guard RelativePath.lastComponent(of: pods) == "Pods", let supportFiles = RelativePath.join(pods, "Target Support Files") else { return nil }
        var support = RelativePath.join(supportFiles, pod) ?? ""
        if !context.directoryExists(support) {
            guard let first = context.tree.directories.sortedElements(withPrefix: support + "-").first(where: {
                RelativePath.directory(of: $0) == supportFiles
            }) else { return nil }
            support = first
        }
        let target = RelativePath.lastComponent(of: support)
        guard context.directoryExists(support), let modulemap = RelativePath.join(support, "\(target).modulemap"),
              context.fileExists(modulemap).exists, let text = context.read(modulemap, into: &output) else { return nil }
        return moduleNames(inModulemap: text).first
    }

    /// The module names a built framework is imported by, from the modulemaps it ships
    /// (`<Name>.framework/Modules/module.modulemap`, an XCFramework slice's
    /// `Headers/module.modulemap`): a static library's XCFramework `libarchive.xcframework`
    /// is `import CLibArchive`. At most 16 of its `Headers` and `Modules` folders are looked in.
    static func frameworkModuleNames(at path: String, _ context: DiscoveryContext, _ output: inout DiscoveryOutput) -> [String] {
        let folders = context.tree.directories.sortedElements(withPrefix: path + "/").filter {
            ["Headers", "Modules"].contains(RelativePath.lastComponent(of: $0))
        }
        var names: Set<String> = []
        for folder in folders.prefix(16) {
            guard let modulemap = RelativePath.join(folder, "module.modulemap"), context.fileExists(modulemap).exists,
                  let text = context.read(modulemap, into: &output) else { continue }
            names.formUnion(moduleNames(inModulemap: text))
        }
        return names.sorted()
    }

    /// The top-level modules a modulemap declares (`framework module Lottie {`,
    /// `module CZipper [system] {`), in order; not their submodules, nor `extern module`s.
    static func moduleNames(inModulemap text: String) -> [String] {
        var names: [String] = []
        var depth = 0
        var previous: [Substring] = []
        var word = ""
        func flush() {
            guard !word.isEmpty else { return }
            if depth == 0, previous.last == "module", !previous.contains("extern"),
               word.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
                names.append(word)
            }
            previous = Array((previous + [Substring(word)]).suffix(3))
            word = ""
        }
        for character in text {
            if character.isLetter || character.isNumber || character == "_" || character == "*" || character == "." {
                word.append(character)
                continue
            }
            flush()
            if character == "{" { depth += 1; previous = [] } else if character == "}" { depth -= 1; previous = [] }
        }
        flush()
        return names
    }

    /// Folders CocoaPods creates under `Pods/` that are not pods.
    static let podsHousekeeping: Set<String> = ["Headers", "Target Support Files", "Local Podspecs", "Pods.xcodeproj"]

    /// Vendor-named folders that are a project of the team's: a Tuist project, XcodeGen spec or
    /// podspec sits in the folder itself (a Tuist `ThirdParty/Project.swift` declaring the
    /// target that wraps the app's packages), not in a package folder inside it
    /// (`ThirdParty/Alamofire/Alamofire.podspec`). A `Package.swift` there may as well vendor
    /// the libraries' own sources: such a folder stays third-party.
    static func vendorNamedProjects(_ tree: ScannedTree) -> Set<String> {
        Set(tree.manifests.filter { manifest in
            let name = RelativePath.lastComponent(of: manifest)
            return name != "Package.swift" && TreeWalker.isModuleManifest(name)
        }.map(RelativePath.directory(of:)).filter { RelativePath.vendorFolderNames.contains(RelativePath.lastComponent(of: $0)) })
    }

    /// Package folders of vendor-named folders that are the team's: a Tuist project built with
    /// the tree's own helpers (`import ProjectDescriptionHelpers`, no `Tuist/` set-up of its
    /// own) is the team's target bundling its external packages (Flower's
    /// `ThirdParty/ThirdPartyKit/Project.swift`), not a library's copy. The vendor folder's
    /// other packages stay third-party. (`read` reads a manifest by its relative path:
    /// discovery's reader, which records what it read for the discovery memo.)
    static func teamPackagesInVendorFolders(_ tree: ScannedTree, read: (String) -> Data? = { _ in nil }) -> Set<String> {
        let directories = Set(tree.directories)
        return Set(tree.manifests.compactMap { manifest -> String? in
            guard RelativePath.lastComponent(of: manifest) == "Project.swift" else { return nil }
            let folder = RelativePath.directory(of: manifest)
            guard !folder.isEmpty, RelativePath.vendorFolderNames.contains(RelativePath.lastComponent(of: RelativePath.directory(of: folder))),
                  !directories.contains(folder + "/Tuist"), !tree.manifests.contains(folder + "/Tuist.swift"),
                  let text = read(manifest), text.range(of: Data("import ProjectDescriptionHelpers".utf8)) != nil
            else { return nil }
            return folder
        })
    }

    /// Prebuilt libraries checked in as an install prefix, whatever the folder's name: a folder
    /// holding `include/` with headers and `lib/` (the built libraries, `.a` files or
    /// frameworks with their headers) and no other folder than an install prefix has, and no
    /// source file but headers anywhere (MOPP's `libdigidocpp.iphoneos/`, whose `include/`
    /// holds the OpenSSL headers the library was built with: other projects'
    /// `<openssl/x509.h>`, from their own pod, resolved into the first-party module holding
    /// the folder).
    static func prebuiltLibraries(_ tree: ScannedTree) -> Set<String> {
        let directories = Set(tree.directories)
        let candidates = tree.directories.filter { !$0.isEmpty && directories.contains($0 + "/include") && directories.contains($0 + "/lib") }
        guard !candidates.isEmpty else { return [] }
        /// The folders directly inside `folder`.
        func children(_ folder: String) -> [String] {
            tree.directories.filter { RelativePath.directory(of: $0) == folder }.map(RelativePath.lastComponent(of:))
        }
        return Set(candidates.filter { candidate in
            // An install prefix's folders only (a C library's sources beside its headers,
            // Soundpipe's `lib/fft/`, `modules/`, are a package target's, not a build's output),
            // and in `lib/` only built frameworks, build metadata and platform slices
            // (moonlight's `FFmpeg/lib/iOS/`, `lib/tvOS-Sim/`; a prefix shared with other
            // platforms' builds: dodicall's `lib/{iOS,Android,Win32}/`, `dll/Win32/`).
            guard children(candidate).allSatisfy(Self.installPrefixFolders.contains),
                  children(candidate + "/lib").allSatisfy({ RelativePath.isBinaryFramework($0) || ["pkgconfig", "cmake"].contains($0) || Self.isPlatformSlice($0) })
            else { return false }
            let files = tree.sourceFiles.filter { RelativePath.isInside($0.path, candidate) }
            return files.allSatisfy { $0.language == .objcHeader } && files.contains { RelativePath.isInside($0.path, candidate + "/include") }
        })
    }

    /// Whether a folder name is a platform's or an architecture's slice of built libraries
    /// (`iOS`, `tvOS-Sim`, `iphonesimulator`, `arm64`, `x86_64`, `universal`), also of another
    /// platform's build sharing the prefix (`Android`, `Win32`, `linux-x64`).
    static func isPlatformSlice(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return ["ios", "tvos", "watchos", "macos", "osx", "iphone", "appletv", "xros", "visionos", "sim", "arm", "x86", "i386", "universal", "device", "catalyst",
                "android", "win32", "win64", "windows", "linux", "x64", "amd64", "aarch64"]
            .contains { lowered.contains($0) }
    }

    /// The folders an install prefix holds (`make install`, CMake's, a vendor's SDK bundle;
    /// `dll` for the Windows build of a prefix several platforms share).
    static let installPrefixFolders: Set<String> = ["include", "lib", "share", "bin", "etc", "man", "licenses", "LICENSES", "dll"]

    /// Whether a folder named `Pods` is a CocoaPods sandbox. Not one that holds podspecs and
    /// none of a sandbox's housekeeping folders, with no `Podfile` beside it: the team keeps its
    /// pod's specs there (Backendless' `Pods/Backendless.podspec`, whose sources are
    /// `SDK/ios/**`; its `Podfile` is `SDK/Podfile`).
    static func isPodsSandbox(_ directory: String, tree: ScannedTree) -> Bool {
        let folder = directory.isEmpty ? "" : directory + "/"
        let holdsSpecs = tree.manifests.contains { manifest in
            RelativePath.directory(of: manifest) == directory && (manifest.hasSuffix(".podspec") || manifest.hasSuffix(".podspec.json"))
        }
        guard holdsSpecs else { return true }
        let parent = RelativePath.directory(of: directory)
        let podfile = parent.isEmpty ? "Podfile" : parent + "/Podfile"
        return tree.manifests.binarySearchContains(podfile) || podsHousekeeping.contains { tree.directories.binarySearchContains(folder + $0) }
    }

    /// Whether a folder is a dependency a package manager fetched: a Carthage checkout or an
    /// installed pod.
    static func isDependencyCopy(_ path: String) -> Bool {
        let parent = RelativePath.directory(of: path)
        return parent.hasSuffix("Carthage/Checkouts") || (RelativePath.lastComponent(of: parent) == "Pods" && !podsHousekeeping.contains(RelativePath.lastComponent(of: path)))
    }

    /// Every folder that holds third-party code, from conventions and configuration (and the
    /// tree's `prebuilt` libraries, `prebuiltLibraries`).
    static func externalRoots(tree: ScannedTree, configuration: Configuration, prebuilt: Set<String>) -> [String] {
        var roots: [String] = []
        let configured = GlobSet(configuration.discovery.external)
        let projects = vendorNamedProjects(tree)
        let teamPackages = teamPackagesInVendorFolders(tree) { FileBytes.read(tree.absolute($0)).map { Data($0) } }
        let teamVendorFolders = Set(teamPackages.map(RelativePath.directory(of:)))
        for directory in tree.directories {
            let name = RelativePath.lastComponent(of: directory)
            let parent = RelativePath.directory(of: directory)
            // A vendor folder holding a team package is third-party package by package.
            let vendorNamed = RelativePath.vendorFolderNames.contains(name) && !projects.contains(directory) && !teamVendorFolders.contains(directory)
            let vendoredPackage = teamVendorFolders.contains(parent) && !teamPackages.contains(directory) && !projects.contains(parent)
            if (name == "Pods" && isPodsSandbox(directory, tree: tree)) || name == "Carthage" || vendorNamed || vendoredPackage || configured.matches(directory)
                || RelativePath.isBinaryFramework(name) || prebuilt.contains(directory) {
                if !roots.contains(where: { RelativePath.isInside(directory, $0) }) { roots.append(directory) }
            }
        }
        return roots.sorted()
    }

    public func discover(in context: DiscoveryContext) -> DiscoveryOutput {
        var output = DiscoveryOutput()
        let configured = GlobSet(context.configuration.discovery.external)
        var packages: [(name: String, path: String, reason: String, style: DeclarationStyle)] = []
        let projects = Self.vendorNamedProjects(context.tree)
        let teamPackages = Self.teamPackagesInVendorFolders(context.tree) { context.readData($0, into: &output) }
        var sandboxes: [String: Bool] = [:]
        func isSandbox(_ pods: String) -> Bool {
            if let known = sandboxes[pods] { return known }
            let sandbox = Self.isPodsSandbox(pods, tree: context.tree)
            sandboxes[pods] = sandbox
            return sandbox
        }
        for directory in context.tree.directories {
            let name = RelativePath.lastComponent(of: directory)
            let parent = RelativePath.directory(of: directory)
            let parentName = RelativePath.lastComponent(of: parent)
            if configured.matches(directory) {
                packages.append((name, directory, "rules.json discovery.external matches \(directory)", .config))
            } else if parentName == "Pods", !Self.podsHousekeeping.contains(name), isSandbox(parent) {
                packages.append((name, directory, "installed pod under \(parent.isEmpty ? "" : parent + "/")", .vendored))
            } else if parent.hasSuffix("Carthage/Checkouts") {
                packages.append((name, directory, "Carthage checkout", .vendored))
            } else if directory.hasPrefix("Carthage/Build/") || directory.containsBytes("/Carthage/Build/"), RelativePath.isBinaryFramework(name) {
                packages.append((RelativePath.frameworkName(name), directory, "Carthage-built framework", .vendored))
            } else if RelativePath.vendorFolderNames.contains(parentName), !projects.contains(parent), !teamPackages.contains(directory) {
                packages.append((RelativePath.frameworkName(name), directory, "vendored third-party code under \(parent)/", .vendored))
            } else if RelativePath.isBinaryFramework(name) {
                packages.append((RelativePath.frameworkName(name), directory, "binary framework checked into the tree", .vendored))
            } else if context.prebuiltLibraries.contains(directory) {
                packages.append((name, directory, ModuleKind.prebuiltLibraryReason, .vendored))
            }
        }
        // Inside an external package, nested folders are not packages of their own, but for
        // the Carthage checkouts and installed pods a checkout carries (PINCache's own
        // `Carthage/Checkouts/PINOperation`): a copy of that library, not part of the outer one.
        packages.sort { $0.path < $1.path }
        var kept: [(name: String, path: String, reason: String, style: DeclarationStyle)] = []
        for package in packages where !kept.contains(where: { RelativePath.isInside(package.path, $0.path) })
            || Self.isDependencyCopy(package.path) {
            // Development pods are first-party, and so is what holds one; what a development
            // pod holds is third-party only when the pod holds the third-party folder too (an
            // example Podfile's `:path => '../'`), see `DiscoveryContext.isExternal`.
            if context.developmentPodFolders.contains(where: { RelativePath.isInside($0, package.path) }) || !context.isExternal(package.path) {
                continue
            }
            kept.append(package)
        }
        for package in kept {
            var importNames = [package.name, c99Identifier(package.name)]
            if let moduleName = Self.installedPodModuleName(package.name, at: package.path, context, &output), !importNames.contains(moduleName) {
                importNames.append(moduleName)
            }
            if RelativePath.isBinaryFramework(RelativePath.lastComponent(of: package.path)) {
                importNames += Self.frameworkModuleNames(at: package.path, context, &output).filter { !importNames.contains($0) }
            }
            output.declarations.append(ModuleDeclaration(
                name: package.name,
                importNames: importNames,
                path: package.path,
                origin: ModuleOrigin(style: package.style, file: package.path),
                impliedKind: .external,
                impliedKindReason: package.reason,
                claims: [.directory(package.path)]))
        }
        return output
    }
}
