import HiveLintCore
import HiveLintScan

/// Files several modules compile: which of them an importer means.
public enum Sharing {
    /// The module `from` means by a file `owner` owns and `sharers` compile too: the sharer
    /// `from` declares (the first by name) when it declares one of them and not the owner
    /// (platform variants of one framework, `CrashKitMac` beside `CrashKitIOS`, each listing
    /// the shared header); else, when the file `reaches` (imports) one of them otherwise and
    /// not the owner, that one (a plugin using a macro of the app's shared preferences header,
    /// which it includes through the app's umbrella header, means the app, not the XPC
    /// service whose project lists the shared folder too); else the owner.
    static func meant(owner: String, sharers: Set<String>?, from: String, declared: Set<String>?, reaches: Set<String> = []) -> String {
        guard owner != from, let sharers else { return owner }
        if let declared, !declared.contains(owner), let sharer = sharers.sorted().first(where: declared.contains) { return sharer }
        if declared?.contains(owner) == true || reaches.contains(owner) { return owner }
        return sharers.sorted().first(where: reaches.contains) ?? owner
    }
}

extension Sharing {
    /// Declarations a header may hold without any file implementing them: what including it
    /// and using it takes is the header itself (a function or variable only when the header
    /// defines it: `static NSString *const kAppName = @"…";`, an inline function).
    static let headerOnlyKinds: Set<DeclarationKind> = [.macro, .objcProtocol, .type, .enumConstant]

    /// Whether including a header with this declaration needs no file implementing it.
    static func isHeaderOnly(_ declaration: DeclarationEvent) -> Bool {
        headerOnlyKinds.contains(declaration.kind)
            || ((declaration.kind == .function || declaration.kind == .constant) && declaration.detail == DeclarationEvent.definedHere)
    }

    /// `modules` with each header-only header an Xcode project's executable was given by its
    /// folder (no build phase lists it, no file implements it: macros, protocols, enums, types,
    /// what it defines itself) shared with the project's other executables: a helper tool,
    /// daemon or extension including the app's `defines.h` or IPC protocol header compiles it
    /// as its own source, and depends on the app for it no more than the app depends on the
    /// helper (Tunnelblick, SelfControl, Sparkle, UTM, MacDown, seafile: false `depends-on-app`
    /// errors). Not shared with frameworks and libraries: one including an app's header is
    /// coupled to the app. (After the parse: discovery, which shares a header with the targets
    /// compiling its group, does not read what headers declare.)
    public static func headerOnlyHeadersShared(_ modules: [AssignedModule], facts: [FileFacts]) -> [AssignedModule] {
        // The executables of each Xcode project.
        var executables: [ModuleOrigin: [Int]] = [:]
        for (index, module) in modules.enumerated() where module.declaration.origin.style == .xcode && module.declaration.impliedKind == .app {
            executables[module.declaration.origin, default: []].append(index)
        }
        guard executables.values.contains(where: { indices in indices.count > 1 && indices.contains { !modules[$0].declaration.fallbackClaims.isEmpty } })
        else { return modules }
        let factsByPath = Dictionary(facts.filter { $0.language == .objcHeader }.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        var shared: [Int: Set<String>] = [:]
        for indices in executables.values where indices.count > 1 {
            for index in indices {
                let module = modules[index]
                let owned = Set(module.files.map(\.path))
                for case .file(let path) in module.declaration.fallbackClaims where owned.contains(path) {
                    guard let header = factsByPath[path], !header.declarations.isEmpty,
                          header.declarations.allSatisfy(isHeaderOnly) else { continue }
                    for other in indices where other != index { shared[other, default: []].insert(path) }
                }
            }
        }
        return adding(shared, to: modules)
    }

    /// The modules compiling each file some module shares (`including` it), its owner among
    /// them: the indices of `modules`.
    static func compilers(ofFilesSharedIn modules: [AssignedModule], including: (String) -> Bool) -> [String: Set<Int>] {
        var compilers: [String: Set<Int>] = [:]
        for (index, module) in modules.enumerated() {
            for path in module.sharedFiles where including(path) { compilers[path, default: []].insert(index) }
        }
        guard !compilers.isEmpty else { return [:] }
        for (index, module) in modules.enumerated() {
            for file in module.files where compilers[file.path] != nil { compilers[file.path]?.insert(index) }
        }
        return compilers
    }

    /// `modules` with each one's `shared` paths among its shared files.
    static func adding(_ shared: [Int: Set<String>], to modules: [AssignedModule]) -> [AssignedModule] {
        guard !shared.isEmpty else { return modules }
        var result = modules
        for (index, paths) in shared {
            result[index].sharedFiles = Array(Set(result[index].sharedFiles).union(paths)).sorted()
        }
        return result
    }
}

extension Sharing {
    /// `modules` with the headers beside a source two modules compile shared too: a module
    /// compiling another's `.m` itself (a helper tool building the framework's
    /// `SUConstants.m`, its project listing the file in both targets) compiles what that file
    /// includes from its own folder (`SUErrors.h`, in the framework's Headers phase), or by
    /// name from one of their folders (Typhoon's host apps, compiling the framework's `.m`
    /// files, and its `Vendor/OCLogTemplate.h`), when
    /// the header declares only what needs no other file (`isHeaderOnly`) and constants (the
    /// error domain `SUConstants.m` defines; an `.m`'s definitions are not among its facts,
    /// so which source defines a constant is not known). The module's own files
    /// including that header then depend on nothing (Sparkle's helper tools: false
    /// `implicit-dependency` warnings on the framework that embeds them).
    public static func headersOfSharedSourcesShared(_ modules: [AssignedModule], facts: [FileFacts]) -> [AssignedModule] {
        // The modules compiling each source several modules compile.
        let compilers = Self.compilers(ofFilesSharedIn: modules) { _ in true }.filter { $0.value.count > 1 }
        guard !compilers.isEmpty else { return modules }
        // What those sources include, unconditionally: the header beside them, else the one
        // header of that name one of their compilers owns (`Vendor/TLog.h`, found by the
        // header search paths); then the owners and facts of those headers alone (not an
        // index of every file of the tree: this runs on every run).
        var included: [(folder: String, target: String, compilers: Set<Int>)] = []
        for file in facts where file.language != .objcHeader {
            guard let indices = compilers[file.path] else { continue }
            let folder = RelativePath.directory(of: file.path)
            for include in file.imports where include.form == .quotedInclude && include.condition == nil {
                included.append((folder, include.target, indices))
            }
        }
        guard !included.isEmpty else { return modules }
        let involved = Set(included.flatMap(\.compilers))
        var ownerOf: [String: Int] = [:]
        var ownedByName: [Substring: [(path: String, module: Int)]] = [:]
        for index in involved.sorted() {
            for file in modules[index].files where file.language == .objcHeader {
                ownerOf[file.path] = index
                ownedByName[RelativePath.lastComponent(of: file.path)[...], default: []].append((file.path, index))
            }
        }
        // The headers parsed, made only when an include is not beside its source's folder: a
        // header there that another module owns is what the include finds, not one by name.
        var parsedHeaders: Set<String>?
        var includedBeside: [(header: String, compilers: Set<Int>)] = []
        for (folder, target, indices) in included {
            let beside = RelativePath.join(folder, target)
            if let beside, ownerOf[beside] != nil {
                includedBeside.append((beside, indices))
            } else if !target.contains("/") {
                if parsedHeaders == nil { parsedHeaders = Set(facts.lazy.filter { $0.language == .objcHeader }.map(\.path)) }
                if let beside, parsedHeaders?.contains(beside) == true { continue }
                let candidates = (ownedByName[target[...]] ?? []).filter { indices.contains($0.module) }
                if candidates.count == 1 { includedBeside.append((candidates[0].path, indices)) }
            }
        }
        guard !includedBeside.isEmpty else { return modules }
        let headers = Set(includedBeside.map(\.header))
        var headerOnly: [String: Bool] = [:]
        for file in facts where headers.contains(file.path) && headerOnly[file.path] == nil {
            headerOnly[file.path] = !file.declarations.isEmpty && file.declarations.allSatisfy { isHeaderOnly($0) || $0.kind == .constant }
        }
        var shared: [Int: Set<String>] = [:]
        for (header, indices) in includedBeside {
            guard let headerOwner = ownerOf[header], indices.contains(headerOwner), headerOnly[header] == true else { continue }
            for index in indices where index != headerOwner && !modules[index].sharedFiles.contains(header) {
                shared[index, default: []].insert(header)
            }
        }
        return adding(shared, to: modules)
    }
}

extension Sharing {
    /// `modules` with each umbrella header one module owns shared with the other modules
    /// compiling every header it includes: platform variants of one library (cocos2d's
    /// `cocos2d-ios`, `-mac` and `-tvos`) compile the same sources, and the umbrella
    /// `cocos2d-ui.h`, listed in the Mac variant's Headers phase alone, re-exports what the
    /// iOS variant compiles too; an iOS app linking that variant uses it, not the Mac one.
    /// An umbrella declares nothing but macros and constants (the version number) and
    /// includes headers several modules compile, at least one of them; an angled include
    /// naming no such header (`<UIKit/UIKit.h>`) is left aside, a quoted one is not, and so
    /// is one under a condition (`#if CC_CCBREADER`).
    public static func umbrellaHeadersShared(_ modules: [AssignedModule], facts: [FileFacts]) -> [AssignedModule] {
        // The modules compiling each header some module shares, and those headers by name.
        let compilers = Self.compilers(ofFilesSharedIn: modules) { RelativePath.pathExtension($0) == "h" }
        guard !compilers.isEmpty else { return modules }
        var byName: [Substring: [String]] = [:]
        for path in compilers.keys { byName[RelativePath.lastComponent(of: path)[...], default: []].append(path) }
        // Each umbrella with the modules compiling all it includes.
        var umbrellas: [String: Set<Int>] = [:]
        for file in facts where file.language == .objcHeader && compilers[file.path] == nil && !file.imports.isEmpty {
            guard file.declarations.allSatisfy({ $0.kind == .macro || $0.kind == .constant }) else { continue }
            var common: Set<Int>?
            var umbrella = true
            for include in file.imports where include.condition == nil {
                let name = RelativePath.lastComponent(of: include.target)[...]
                guard let paths = byName[name], paths.count == 1, let compiling = compilers[paths[0]] else {
                    if include.form == .quotedInclude { umbrella = false; break }
                    continue
                }
                common = common.map { $0.intersection(compiling) } ?? compiling
            }
            if umbrella, let common, common.count > 1 { umbrellas[file.path] = common }
        }
        guard !umbrellas.isEmpty else { return modules }
        var shared: [Int: Set<String>] = [:]
        for (index, module) in modules.enumerated() {
            for file in module.files {
                guard let indices = umbrellas[file.path], indices.contains(index) else { continue }
                for other in indices where other != index { shared[other, default: []].insert(file.path) }
            }
        }
        return adding(shared, to: modules)
    }
}

extension ImportResolver {
    /// `imports` without an include, in a source both modules of a dependency compile, of the
    /// other's header when that source uses nothing of it in the including module's build (no
    /// symbol evidence of the dependency cites the source): a source two app targets share
    /// including the tvOS app's `TVSearchController.h`, every use under `#if TARGET_OS_TV`,
    /// which the iOS build does not compile (vlc-ios: `depends-on-app` both ways, and a
    /// cycle). Each build compiles the include and needs nothing of the other's sources. (So
    /// an include whose uses hive-lint cannot read, in a statement naming an SDK class it does
    /// not know, no longer counts there.) One in a header is kept: its includes serve the
    /// files including it; so is a Swift `import` or an `@import`, whose module the build needs
    /// whatever the file uses of it.
    public func withoutIncludesUnusedInSharedSources(_ imports: [Dependency], symbols: [Dependency]) -> [Dependency] {
        var usingFiles: [Pair: Set<String>] = [:]
        for dependency in symbols { usingFiles[Pair(from: dependency.from, to: dependency.to)] = Set(dependency.evidence.map(\.location.file)) }
        return imports.compactMap { dependency in
            let using = usingFiles[Pair(from: dependency.from, to: dependency.to)] ?? []
            let kept = dependency.evidence.filter { item in
                let file = item.location.file
                return item.kind != .import || !Self.isQuotedInclude(item.text) || using.contains(file)
                    || Language(pathExtension: RelativePath.pathExtension(file)) == .objcHeader || !compiles(dependency.from, file) || !compiles(dependency.to, file)
            }
            if kept.count == dependency.evidence.count { return dependency }
            return kept.isEmpty ? nil : Dependency(from: dependency.from, to: dependency.to, collecting: kept)
        }
    }

    /// Whether an import's text is a quoted `#import "X.h"` / `#include "X.h"`: a header found
    /// by the search paths, not a module or framework the build must have.
    static func isQuotedInclude(_ text: String) -> Bool {
        text.hasPrefix("#") && text.contains("\"") && !ImportForm.isAngled(text)
    }
}
