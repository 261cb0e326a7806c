import HiveLintCore
import HiveLintScan

/// Modules from the folder layout, for trees whose manifests say little: a CocoaPods app
/// whose business modules are plain folders (`Modules/Goods`, `Modules/Shop`), a demo tree
/// with no manifest at all. It runs after the manifests' files are assigned, and only when
/// more than half of the first-party source files are still in no module and `rules.json`
/// declares no modules of its own (`discovery.folders`, `discovery.modules`): a tree its
/// manifests describe is never split further.
///
/// What it declares (style `folder`, the weakest claim: a manifest's claim always wins):
/// - each child of a **container folder** (`Modules/`, `Features/`, `Business/`,
///   `Components/`, `Libraries/`, `Packages/`, `LocalPods/`, … see `containers`) that holds
///   unowned source files is a module named after it. A child named like a layer
///   (`Modules/Feature/`, `Modules/Core/`, see `layers`) that holds no source file itself but
///   two or more folders with sources is a group: its children are the modules
///   (`Modules/Feature/Home`);
/// - the folder of an unowned `main.m`, `main.swift`, `AppDelegate.*` or `SceneDelegate.*`
///   is the **app shell** (going up from `Sources/`, `Classes/`, `AppDelegate/`,
///   `Supporting Files/`): kind `app` (`example` when named like one). Never the root, never
///   a module's own folder or a folder holding modules; an app inside a module (a pod's
///   `Example/`) is a module of its own, so that its code is not the module's;
/// - a test folder directly inside a module or app folder (`Badge/tests`, `Core/Tests`,
///   `Cart/CartTests`) is a **test module** of its own (`BadgeTests`), so that what the tests
///   import is not the module's dependency.
/// Names two folders share are qualified with their path, as `discovery.folders` does.
struct FolderLayoutDiscoverer {
    static let style = DeclarationStyle.folder

    /// Folders whose children are modules (lowercased).
    static let containers: Set<String> = [
        "modules", "module", "features", "business", "businesses", "components", "capabilities",
        "libraries", "libs", "packages", "localpods", "local pods", "devpods", "dev pods", "frameworks", "kits", "submodules",
    ]
    /// Children of a container that group modules by layer (lowercased).
    static let layers: Set<String> = [
        "feature", "features", "business", "businesses", "core", "cores", "shared", "foundation", "base", "basic", "basics",
        "common", "commons", "function", "functions", "functional", "ui", "domain", "domains", "interface", "interfaces",
        "platform", "infrastructure", "library", "libraries", "kit", "kits", "component", "components", "service",
        "services", "mediator", "mediators", "thirdparty", "third-party", "utility", "utilities", "tools",
    ]
    /// Folders of one module's own layout (lowercased): a folder holding one of these is a
    /// module, not a layer of modules.
    static let moduleLayoutFolders: Set<String> = ["sources", "source", "src", "tests", "test", "mocks", "testing"]
    /// Folders an app's entry files sit in below the app folder itself (lowercased).
    static let appInnerFolders: Set<String> = [
        "sources", "source", "src", "classes", "class", "appdelegate", "app delegate", "delegate", "application",
        "supporting files", "supportingfiles", "supporting", "main", "entry", "launch",
    ]
    /// File names that mark an app shell's folder.
    static let appEntryFiles: Set<String> = [
        "main.m", "main.mm", "main.swift", "AppDelegate.m", "AppDelegate.h", "AppDelegate.swift", "SceneDelegate.m",
        "SceneDelegate.swift",
    ]

    struct Found {
        var declarations: [ModuleDeclaration]
        var diagnostics: [Diagnostic]
    }

    /// Folder modules for `unowned` (the first-party files no manifest module owns).
    /// `manifestModuleFolders`: the folders of the manifests that declared modules; a folder
    /// module is never made of one (a podspec whose files a build-time helper adds, Nitro's
    /// `add_nitrogen_files(s)`, would get a second module in its own folder, and a cycle with it).
    func discover(
        unowned: [SourceFile], tree: ScannedTree, manifestModuleFolders: Set<String> = [], isExternal: (String) -> Bool
    ) -> Found {
        // Folders holding unowned sources directly, and every ancestor of one.
        var holdsDirectly: Set<String> = []
        var holds: Set<String> = []
        for file in unowned {
            var directory = RelativePath.directory(of: file.path)
            holdsDirectly.insert(directory)
            while !directory.isEmpty, holds.insert(directory).inserted {
                directory = RelativePath.directory(of: directory)
            }
        }
        var children: [String: [String]] = [:]
        for directory in holds.sorted() where !directory.isEmpty {
            children[RelativePath.directory(of: directory), default: []].append(directory)
        }

        // Folders of manifests that declare modules of their own (a Tuist project, a package, a
        // podspec) below the root: a container inside one (`Designsystem/Sources/Components`
        // of a `Project.swift` hive-lint could not read) is part of that module, not a set of
        // modules; its files stay in no module rather than be split by guess.
        let manifestFolders = Set(tree.manifests.filter { TreeWalker.isModuleManifest(RelativePath.lastComponent(of: $0)) }
            .map { RelativePath.directory(of: $0) }.filter { !$0.isEmpty })
        func insideAManifestsFolder(_ folder: String) -> Bool {
            var directory = folder
            while !directory.isEmpty {
                if manifestFolders.contains(directory) { return true }
                directory = RelativePath.directory(of: directory)
            }
            return false
        }

        var modules: [(folder: String, container: String)] = []
        for container in holds.sorted() where Self.containers.contains(RelativePath.lastComponent(of: container).lowercased()) {
            if isExternal(container) || insideAManifestsFolder(container) { continue }
            // A container inside a module already found (`Modules/Goods/Components`) is that
            // module's; one already split as a layer group (`Modules/Features`) is done.
            if modules.contains(where: { RelativePath.isInside(container, $0.folder) || RelativePath.isInside($0.folder, container) }) { continue }
            for child in children[container] ?? [] where !manifestModuleFolders.contains(child) {
                let grandchildren = (children[child] ?? []).filter { !manifestModuleFolders.contains($0) }
                // A layer groups modules; a folder laid out as one module (`Core/Sources`,
                // `Core/Tests`: SwiftPM's and Tuist's layout) is that module, whatever its name.
                let laidOutAsModule = grandchildren.contains { Self.moduleLayoutFolders.contains(RelativePath.lastComponent(of: $0).lowercased()) }
                if Self.layers.contains(RelativePath.lastComponent(of: child).lowercased()), !holdsDirectly.contains(child), grandchildren.count >= 2,
                   !laidOutAsModule {
                    modules += grandchildren.map { ($0, child) }
                } else {
                    modules.append((child, container))
                }
            }
        }

        var apps: [String] = []
        for file in unowned where Self.appEntryFiles.contains(RelativePath.lastComponent(of: file.path)) {
            var folder = RelativePath.directory(of: file.path)
            while Self.appInnerFolders.contains(RelativePath.lastComponent(of: folder).lowercased()) {
                folder = RelativePath.directory(of: folder)
            }
            // An app inside a module (a pod's `Example/` app) is a module of its own; the
            // module's own folder is not an app.
            guard !folder.isEmpty, !isExternal(folder),
                  !modules.contains(where: { $0.folder == folder || RelativePath.isInside($0.folder, folder) }),
                  !apps.contains(where: { RelativePath.isInside(folder, $0) })
            else { continue }
            apps.removeAll { RelativePath.isInside($0, folder) }
            apps.append(folder)
        }

        // A module's or app's tests (`Badge/tests`, `Core/Tests`, `Cart/CartTests`) are a test
        // module of their own: what the tests import is not the module's dependency.
        let found = Set(modules.map(\.folder) + apps)
        var tests: [(folder: String, of: String)] = []
        for owner in found.sorted() {
            for child in children[owner] ?? [] where Self.isTestFolder(RelativePath.lastComponent(of: child)) && !found.contains(child) {
                tests.append((child, owner))
            }
        }

        var diagnostics: [Diagnostic] = []
        var all: [Folder] = modules.map { Folder(path: $0.folder, name: RelativePath.lastComponent(of: $0.folder), origin: $0.container, role: .module) }
        all += apps.map { Folder(path: $0, name: RelativePath.lastComponent(of: $0), origin: $0, role: .app) }
        all += tests.map { test in
            let name = RelativePath.lastComponent(of: test.folder)
            return Folder(
                path: test.folder, name: Self.testFolderNames.contains(name.lowercased()) ? RelativePath.lastComponent(of: test.of) + "Tests" : name,
                origin: test.of, role: .tests(of: test.of))
        }
        let counts = Dictionary(grouping: all.map(\.name), by: { $0 }).mapValues(\.count)
        var declarations: [ModuleDeclaration] = []
        for folder in all.sorted(by: { $0.path < $1.path }) {
            var name = folder.name
            if (counts[name] ?? 0) > 1 {
                diagnostics.append(Diagnostic(
                    severity: .warning, code: "duplicate-module-name",
                    message: "several module folders are named \(name); the module at \(folder.path) is called \(folder.path)"))
                name = folder.path
            }
            var declaration = ModuleDeclaration(
                name: name, importNames: [name, c99Identifier(name)], path: folder.path,
                origin: ModuleOrigin(style: Self.style, file: folder.origin),
                claims: [.directory(folder.path)])
            switch folder.role {
            case .module:
                break
            case .app:
                declaration.impliedKind = .app
                declaration.impliedKindReason = "folder \(folder.path) holds the app's entry point (main or AppDelegate)"
            case .tests(let owner):
                declaration.impliedKind = .test
                declaration.impliedKindReason = "folder \(folder.path) holds the tests of the module at \(owner)"
            }
            declarations.append(declaration)
        }
        return Found(declarations: declarations, diagnostics: diagnostics)
    }

    /// A folder module to declare: its path, its name before duplicates are qualified, the
    /// file its origin names (the container, or the folder itself), and what it is.
    private struct Folder {
        enum Role { case module, app, tests(of: String) }
        var path: String
        var name: String
        var origin: String
        var role: Role
    }

    /// Names of a module's test folders that say nothing of the module (lowercased): its test
    /// module is called after the module (`Badge/tests` is `BadgeTests`).
    static let testFolderNames: Set<String> = [
        "test", "tests", "unittests", "unit tests", "uitests", "ui tests", "spec", "specs", "snapshottests", "integrationtests",
    ]

    /// Whether a folder inside a module holds its tests: one of `testFolderNames`, or a name
    /// ending in the word `Tests` (`CartTests`, `Cart_Tests`; not `Contests`).
    static func isTestFolder(_ name: String) -> Bool {
        if testFolderNames.contains(name.lowercased()) { return true }
        for suffix in ["Tests", "_tests", "-tests", " Tests"] where name.count > suffix.count && name.hasSuffix(suffix) {
            if suffix != "Tests" { return true }
            // The word: `CartTests`, `Cart.Tests`, not `Contests` or `ABTests`' prefix alone.
            let before = name.dropLast(suffix.count).last!
            return before.isLowercase || before.isNumber || before == "."
        }
        return false
    }
}
