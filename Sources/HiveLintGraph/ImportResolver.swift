import Foundation
import HiveLintCore
import HiveLintScan

/// Turns the front ends' import events into module dependencies, each with its evidence.
///
/// Resolution (the README's "How imports resolve"):
/// - `import X`, `@import X`: the module whose import names include `X`; when several do (an
///   iOS and a watchOS variant of one framework; two manifests' targets of one name), those
///   of the importing module's manifest first, and among them the one it declares.
/// - `#import <X/Y.h>`: module `X`; failing that, the one header of the tree whose path
///   ends in `X/Y.h`.
/// - `#import "Y.h"` (also `"Dir/Y.h"`): the header next to the including file; else a header
///   of the including file's own module; else the one header of the tree with that name;
///   else the one module having it that the includer declares (or of its own project).
///   Several candidates in different modules are an `ambiguous-include` diagnostic listing
///   them, never a guess, unless they are third-party copies of one library (installed pods
///   in an app's and an example's `Pods/`): that library, the copy keeping its name.
/// - `@class X;`: the module whose header declares `@interface X`.
/// Apple SDK names create nothing; other names no module has are recorded as the module's
/// external imports. A module's use of itself creates nothing, and that includes a header it
/// compiles too although another module owns it (`AssignedModule.sharedFiles`). The imports of
/// a prefix header (`.pch`) count for every module that uses it.
public struct ImportResolver: Sendable {
    private let ownerOfFile: [String: String]
    /// File → the modules that compile it besides its owner.
    private let sharedMembers: [String: Set<String>]
    private let headersByName: [String: [String]]
    private let headerPaths: Set<String>
    /// Header paths by their lowercased spelling, where only one has it.
    private let headerByFoldedPath: [String: String]
    /// Modules with headers of their own.
    private let modulesWithHeaders: Set<String>
    private let moduleByImportName: [String: String]
    /// Import names by their lowercased spelling, where only one has it: `<BMKLocationkit/…>`
    /// finds `BMKLocationKit.framework` on the Mac's case-insensitive file system.
    private let importNameByFolded: [String: String]
    /// Import names several modules answer to (an iOS and a watchOS variant of one framework,
    /// both `Shared`; two manifests each declaring a target `App`), with those modules.
    private let sharedImportNames: [String: [String]]
    /// Import names a module's build maps to other modules (`-module-alias`), by module.
    private let importAliasesOfModule: [String: [String: String]]
    /// Each module's manifest and declared dependencies, to choose among those modules.
    private let manifestOfModule: [String: String]
    /// Each module's manifests: its own and those of the declarations merged into it (a
    /// podspec's target that a project lists too).
    private let manifestsOfModule: [String: Set<String>]
    private let declaredByModule: [String: Set<String>]
    /// The pods each module's Podfile target or podspec declares (their places are in a
    /// CocoaPods manifest): libraries, whatever else answers to their names.
    private let podsOfModule: [String: Set<String>]
    /// Module → its files by last path component, in the module's order.
    private let filesByModule: [String: [String: [String]]]
    private let classDeclarations: [String: [(module: String, location: SourceLocation)]]
    /// The same for `@protocol P` declarations (`@protocol P;`).
    private let protocolDeclarations: [String: [(module: String, location: SourceLocation)]]
    /// Each parsed header's imports (what a file reaches through its own headers).
    private let importsOfHeader: [String: [ImportEvent]]
    /// Prefix header path → the modules whose every file it is prepended to.
    private let prefixHeaderUsers: [String: [String]]
    /// Prefix headers named by modules that compile no C-family file (so never the header),
    /// with those modules: not even the one owning the header compiles its imports.
    private let prefixHeadersNotCompiled: [String: Set<String>]
    /// Prefix headers named by modules that compile C-family files but no Objective-C one,
    /// with those modules: the header's `#ifdef __OBJC__` part is not compiled for them.
    private let prefixHeadersCompiledAsC: [String: Set<String>]
    /// Third-party modules (installed pods, vendored code).
    private let externalModules: Set<String>
    /// Modules their manifests make apps (an application or extension target).
    private let appModules: Set<String>
    /// Test modules (their manifests say so, or their names): they alone import an app
    /// (`@testable import App`, with the app as their host).
    private let testModules: Set<String>
    /// What each module's build defines for `#if` (only modules with something defined).
    private let conditionsOfModule: [String: CompilationConditions]
    /// The conditions of a file only some of its owner's builds compile
    /// (`AssignedModule.fileConditions`), for its owner.
    private let conditionsOfFile: [String: CompilationConditions]

    /// - Parameters:
    ///   - modules: every module with its files (external ones included: their headers can
    ///     be imported).
    ///   - facts: what the front ends found in first-party files.
    ///   - unownedFiles: files no module owns; an include of one of their headers resolves
    ///     to nothing (the report lists them as unowned already).
    public init(modules: [AssignedModule], facts: [FileFacts], unownedFiles: [SourceFile] = []) {
        var owner: [String: String] = [:]
        var byName: [String: [String]] = [:]
        var headers: Set<String> = []
        for file in unownedFiles where file.language == .objcHeader {
            byName[RelativePath.lastComponent(of: file.path), default: []].append(file.path)
            headers.insert(file.path)
        }
        var importNames: [String: String] = [:]
        var answering: [String: [String]] = [:]
        var files: [String: [String: [String]]] = [:]
        // A module of the folder layout is named after its folder, a guess: it never takes an
        // SDK module's name (a `Modules/UIKit` folder of the app's own views does not answer
        // `import UIKit`).
        func answers(_ module: AssignedModule, _ name: String) -> Bool {
            !(module.declaration.origin.style == .folder && SystemModules.contains(name))
        }
        // A module's own name before another's import name of the same spelling (a second
        // copy of a library, renamed `Vendor/opencv2`, keeps the import name `opencv2`); and
        // modules with files before those without (facebook-ios-sdk's binary-only
        // `FBSDKCoreKit.podspec` does not answer `<FBSDKCoreKit/…>`, which the XcodeGen
        // targets whose product it is compile). A name that is not one of its import names
        // comes last: Xcode target `App` whose module is `HomeAssistant` is not the server
        // package's `import App`, though `<libimobiledevice/…>` still finds target
        // `libimobiledevice` building `imobiledevice`.
        let filled = modules.filter { !$0.files.isEmpty }
        let empty = modules.filter(\.files.isEmpty)
        for group in [filled, empty] {
            for module in group where answers(module, module.name) && module.declaration.importNames.contains(module.name) && importNames[module.name] == nil {
                importNames[module.name] = module.name
            }
            for module in group {
                for name in module.declaration.importNames where answers(module, name) && importNames[name] == nil {
                    importNames[name] = module.name
                }
            }
        }
        for module in filled + empty where answers(module, module.name) && importNames[module.name] == nil {
            importNames[module.name] = module.name
        }
        for module in modules {
            for name in module.declaration.importNames where answers(module, name) {
                answering[name, default: []].append(module.name)
            }
            var byComponent: [String: [String]] = [:]
            for file in module.files { byComponent[RelativePath.lastComponent(of: file.path), default: []].append(file.path) }
            files[module.name] = byComponent
            for file in module.files {
                owner[file.path] = module.name
                if file.language == .objcHeader {
                    byName[RelativePath.lastComponent(of: file.path), default: []].append(file.path)
                    headers.insert(file.path)
                }
            }
        }
        var classes: [String: [(module: String, location: SourceLocation)]] = [:]
        var protocols: [String: [(module: String, location: SourceLocation)]] = [:]
        var headerImports: [String: [ImportEvent]] = [:]
        for fileFacts in facts where fileFacts.language == .objcHeader {
            if !fileFacts.imports.isEmpty { headerImports[fileFacts.path] = fileFacts.imports }
            guard let module = owner[fileFacts.path] else { continue }
            for declaration in fileFacts.declarations {
                switch declaration.kind {
                case .objcClass: classes[declaration.name, default: []].append((module, declaration.location))
                case .objcProtocol: protocols[declaration.name, default: []].append((module, declaration.location))
                default: continue
                }
            }
        }
        // A prefix header is pasted into C-family files only: a target of Swift sources (and
        // an umbrella header) that a project-wide `GCC_PREFIX_HEADER` names never compiles it
        // (Pushwoosh's `PushwooshNotificationUI` and the project's `Pushwoosh_prefix.pch`).
        // A target compiling C but no Objective-C (a headers-publishing library whose only
        // source is a dummy `.c`: jive-ios-sdk's `jive-ios-sdk-headers`) compiles the header's
        // C part only.
        var prefixUsers: [String: [String]] = [:]
        var uncompiledPrefixHeaders: [String: Set<String>] = [:]
        var prefixHeadersAsC: [String: Set<String>] = [:]
        for module in modules where !module.declaration.prefixHeaders.isEmpty {
            let objc = module.files.contains { $0.language == .objc || $0.language == .objcpp }
                || module.sharedFiles.contains { ["m", "mm"].contains(RelativePath.pathExtension($0)) }
            let swiftOnly = module.files.contains { $0.language == .swift } && !objc
                && !module.sharedFiles.contains { ["c", "cc", "cpp"].contains(RelativePath.pathExtension($0)) }
            for header in module.declaration.prefixHeaders {
                if swiftOnly { uncompiledPrefixHeaders[header, default: []].insert(module.name) } else { prefixUsers[header, default: []].append(module.name) }
                if !swiftOnly, !objc { prefixHeadersAsC[header, default: []].insert(module.name) }
            }
        }
        prefixHeaderUsers = prefixUsers
        prefixHeadersNotCompiled = uncompiledPrefixHeaders
        prefixHeadersCompiledAsC = prefixHeadersAsC
        ownerOfFile = owner
        sharedMembers = AssignedModule.sharedMembers(modules)
        (conditionsOfModule, conditionsOfFile) = Self.conditionsOfModulesAndFiles(modules, facts: facts)
        headersByName = byName.mapValues { $0.sorted() }
        headerPaths = headers
        modulesWithHeaders = Set(modules.filter { $0.files.contains { $0.language == .objcHeader } }.map(\.name))
        headerByFoldedPath = Self.byFoldedSpelling(headers)
        moduleByImportName = importNames
        importNameByFolded = Self.byFoldedSpelling(importNames.keys)
        manifestOfModule = Dictionary(modules.map { ($0.name, $0.declaration.origin.file) }, uniquingKeysWith: { first, _ in first })
        manifestsOfModule = Dictionary(
            modules.map { ($0.name, Set([$0.declaration.origin.file] + $0.alsoDeclaredBy.map(\.file))) }, uniquingKeysWith: { first, _ in first })
        declaredByModule = Dictionary(modules.map { ($0.name, Set($0.declaration.declaredDependencies)) }, uniquingKeysWith: { first, _ in first })
        podsOfModule = Dictionary(
            modules.map { module in
                (module.name, Set(module.declaration.dependencyLocations.filter { Self.isCocoaPodsManifest($0.value.file) }.keys))
            }, uniquingKeysWith: { first, _ in first }
        ).filter { !$0.value.isEmpty }
        sharedImportNames = answering.filter { Set($0.value).count > 1 }.mapValues { Array(Set($0)).sorted() }
        importAliasesOfModule = Dictionary(modules.map { ($0.name, $0.declaration.importAliases) }, uniquingKeysWith: { first, _ in first }).filter { !$0.value.isEmpty }
        filesByModule = files
        classDeclarations = classes
        protocolDeclarations = protocols
        importsOfHeader = headerImports
        externalModules = Set(modules.filter(\.isExternal).map(\.name))
        appModules = Set(modules.filter { $0.declaration.impliedKind == .app }.map(\.name))
        testModules = Set(modules.filter { module in
            let name = RelativePath.lastComponent(of: module.name).lowercased()
            return module.declaration.impliedKind == .test || ["tests", "test", "spec", "specs"].contains(where: name.hasSuffix)
        }.map(\.name))
    }

    /// Headers of several installed copies of one library (`Pods/OpenSSL-Classic` and an
    /// example's `Example/Pods/OpenSSL-Classic`, renamed) resolved to that library: the copy
    /// keeping its name, else the first; `nil` unless every owner is a third-party copy of one.
    private func oneLibrary(_ candidates: [String]) -> Resolution? {
        let owners = Set(candidates.compactMap { ownerOfFile[$0] })
        guard owners.count > 1, owners.isSubset(of: externalModules) else { return nil }
        let names = Set(owners.map { RelativePath.lastComponent(of: $0) })
        guard names.count == 1, let name = names.first, let library = owners.contains(name) ? name : owners.sorted().first,
              let header = candidates.first(where: { ownerOfFile[$0] == library }) else { return nil }
        return .module(library, .import, resolvedTo: header)
    }

    /// Names by their lowercased spelling, where only one has it (the Mac's file system finds
    /// that one by any spelling).
    static func byFoldedSpelling<Names: Sequence<String>>(_ names: Names) -> [String: String] {
        Dictionary(grouping: names, by: { $0.lowercased() }).compactMapValues { $0.count == 1 ? $0[0] : nil }
    }

    /// The module owning a file, if any.
    public func owner(of path: String) -> String? { ownerOfFile[path] }

    /// What resolving all imports produced.
    public struct Output: Sendable {
        public var dependencies: [Dependency]
        /// Module name → imported names that are neither in the tree nor in the SDK.
        public var externalImports: [String: [String]]
        public var diagnostics: [Diagnostic]
        /// File → the modules its imports name (what a symbol it uses most likely comes from).
        public var importedByFile: [String: Set<String>]
        /// File → the headers of the tree its includes resolve to (directly).
        public var includedByFile: [String: Set<String>]
        /// Swift file → module → the only names it sees of that module, for a module the file
        /// imports only by scoped imports (`import enum Peripheral.FlipperColor`).
        public var scopedByFile: [String: [String: Set<String>]] = [:]
    }

    /// What one file's imports resolved to: its part of `Output`. The link memo keeps it, so
    /// that a file whose facts did not change is not resolved again.
    public struct FileImports: Sendable {
        /// Importing module → imported module → the evidence.
        public var evidence: [String: [String: [Evidence]]] = [:]
        /// Importing module → names neither in the tree nor in the SDK.
        public var external: [String: Set<String>] = [:]
        public var diagnostics: [Diagnostic] = []
        /// The modules the file's imports name.
        public var imported: Set<String> = []
        /// The headers of the tree its includes resolve to.
        public var included: Set<String> = []
        /// Module → the only names the file sees of it (scoped imports alone).
        public var scoped: [String: Set<String>] = [:]
        /// The files whose declarations' places the evidence cites (a `@class` resolved to
        /// `Header.h:12:1`): the record is stale when one of them changes.
        public var cites: Set<String> = []

        public init() {}
    }

    public func resolve(_ facts: [FileFacts]) -> Output {
        resolve(facts, reusing: { _ in nil }).output
    }

    /// Resolves every file's imports, except those `reusing` has a record for (by the file's
    /// index in `facts`); the records of all files, in `facts`' order, with the output.
    public func resolve(_ facts: [FileFacts], reusing: @Sendable (Int) -> FileImports?) -> (output: Output, files: [FileImports]) {
        // Files are independent: chunks of them on every core, merged.
        let parts = Chunks.map(count: facts.count, maximum: Chunks.cores, minimumSize: 1_000) { range in
            var pass = Pass()
            return range.map { index in reusing(index) ?? pass.resolve(facts[index], with: self) }
        }
        let files = Array(parts.joined())
        var evidence: [Pair: [Evidence]] = [:]
        var external: [String: Set<String>] = [:]
        var diagnostics: Set<Diagnostic> = []
        var output = Output(dependencies: [], externalImports: [:], diagnostics: [], importedByFile: [:], includedByFile: [:])
        output.importedByFile.reserveCapacity(facts.count)
        output.includedByFile.reserveCapacity(facts.count)
        for (fileFacts, file) in zip(facts, files) {
            for (from, targets) in file.evidence {
                for (to, items) in targets { evidence[Pair(from: from, to: to), default: []] += items }
            }
            external.merge(file.external) { $0.union($1) }
            diagnostics.formUnion(file.diagnostics)
            if !file.imported.isEmpty { output.importedByFile[fileFacts.path] = file.imported }
            if !file.included.isEmpty { output.includedByFile[fileFacts.path] = file.included }
            if !file.scoped.isEmpty { output.scopedByFile[fileFacts.path] = file.scoped }
        }
        output.dependencies = evidence.map { pair, items in Dependency(from: pair.from, to: pair.to, collecting: items) }.sorted()
        output.externalImports = external.mapValues { $0.sorted() }
        output.diagnostics = diagnostics.sorted()
        return (output, files)
    }

    /// One run through some of the files.
    private struct Pass {
        // Thousands of files import the same few hundred headers: each (import, module)
        // is resolved once. Problems are not kept (they carry the import's location).
        struct Question: Hashable {
            var form: ImportForm
            var target: String
            var from: String
            /// The including file's folder, for quoted includes (siblings are found there).
            var directory: String
        }
        var answers: [Question: Resolution] = [:]

        /// What an import of a file of `from` resolves to, asked once per pass.
        mutating func answer(_ event: ImportEvent, from: String, with resolver: ImportResolver) -> Resolution {
            let question = Question(
                form: event.form, target: event.target, from: from,
                directory: event.form == .quotedInclude ? RelativePath.directory(of: event.location.file) : "")
            if let known = answers[question] { return known }
            let answer = resolver.resolve(event, from: from)
            if case .problem = answer {} else { answers[question] = answer }
            return answer
        }

        /// The modules a file of `from` reaches, each with the file that reached it (none for a
        /// module import), by the imports that gave `resolved` and by those of the module's own
        /// headers they include, transitively (a plugin's `.m` including its own header, which
        /// includes the app's umbrella header).
        mutating func reach(_ resolved: [Resolution], from: String, with resolver: ImportResolver) -> [(module: String, file: String?)] {
            var reached: [(module: String, file: String?)] = []
            var ownHeaders: [String] = []
            var followed: Set<String> = []
            func add(_ answer: Resolution) {
                guard case .module(let to, _, let resolvedTo) = answer else { return }
                reached.append((to, resolvedTo))
                if to == from, let resolvedTo, followed.insert(resolvedTo).inserted { ownHeaders.append(resolvedTo) }
            }
            resolved.forEach(add)
            while let header = ownHeaders.popLast(), followed.count <= 256 {
                for event in resolver.importsOfHeader[header] ?? [] { add(answer(event, from: from, with: resolver)) }
            }
            return reached
        }

        mutating func resolve(_ fileFacts: FileFacts, with resolver: ImportResolver) -> FileImports {
            var file = FileImports()
            var whole: Set<String> = []
            // A prefix header's imports count for its owner and for every module using it; a
            // compiled file's for every module compiling it.
            let owner = resolver.ownerOfFile[fileFacts.path]
            let compiledBy = fileFacts.language == .objcHeader ? [] : Array(resolver.sharedMembers[fileFacts.path] ?? [])
            let sources = Set([owner].compactMap { $0 } + (resolver.prefixHeaderUsers[fileFacts.path] ?? []) + compiledBy)
                .subtracting(resolver.prefixHeadersNotCompiled[fileFacts.path] ?? [])
            let compiledAsC = resolver.prefixHeadersCompiledAsC[fileFacts.path] ?? []
            for from in sources.sorted() {
                var resolved: [(event: ImportEvent, answer: Resolution)] = []
                let asC = compiledAsC.contains(from)
                for event in fileFacts.imports {
                    // In a branch this module's build never compiles (`#if !SWIFT_PACKAGE` in a
                    // package target, `#else` of a condition its settings define, a prefix
                    // header's `#ifdef __OBJC__` for a target of C files): none of its.
                    if let condition = event.condition, resolver.neverCompiles(condition, from: from, in: fileFacts.path, swift: fileFacts.language == .swift)
                        || (asC && ImportResolver.withoutObjectiveC.evaluate(condition, swift: false) == false) { continue }
                    resolved.append((event, answer(event, from: from, with: resolver)))
                }
                // Of the modules compiling a header the file includes, the one it reaches
                // otherwise (through its imports, also those of its own module's headers, of
                // files the owner does not compile) is the one it means (`Sharing.meant`).
                var reached: [(module: String, file: String?)]?
                for (event, answer) in resolved {
                    switch answer {
                    case .module(var to, let kind, let resolvedTo):
                        if let resolvedTo, let sharers = resolver.sharedMembers[resolvedTo], !sharers.contains(from), to == resolver.ownerOfFile[resolvedTo] {
                            let all = reached ?? reach(resolved.map(\.answer), from: from, with: resolver)
                            reached = all
                            let owner = to
                            let reaches = Set(all.filter { $0.file.map { !resolver.compiles(owner, $0) } ?? true }.map(\.module))
                            to = Sharing.meant(owner: to, sharers: sharers, from: from, declared: resolver.declaredByModule[from], reaches: reaches)
                        }
                        // What the file imports, for every module compiling it: not another
                        // compiler's import of itself (an include of a header that module
                        // shares resolves to it), or one installation-test app compiling a
                        // shared `.m` would see, as imported, the next one's app header.
                        if to != from || from == owner { file.imported.insert(to) }
                        if event.form == .swiftImport {
                            if let name = ImportResolver.scopedName(event.text) {
                                file.scoped[to, default: []].insert(name)
                            } else {
                                whole.insert(to)
                            }
                        }
                        if let resolvedTo, resolver.headerPaths.contains(resolvedTo) { file.included.insert(resolvedTo) }
                        // A file compiled by several modules includes what its owner's
                        // sources include: for the others that is their own source tree too.
                        guard to != from, !(compiledBy.contains(from) && to == owner) else { continue }
                        let item = Evidence(kind: kind, location: event.location, text: event.text, condition: event.condition, resolvedTo: resolvedTo)
                        // Nor is, under a platform condition, a header of another module compiling
                        // the file (the macOS app's window controller, `#if TARGET_OS_OSX`, in a
                        // file the iOS app compiles too): that is the other platform's build.
                        if item.isPlatformConditional, resolver.compiles(to, fileFacts.path) { continue }
                        if event.form == .forwardClass || event.form == .forwardProtocol, let resolvedTo {
                            file.cites.insert(SourceLocation.file(ofPlace: resolvedTo))
                        }
                        file.evidence[from, default: [:]][to, default: []].append(item)
                    case .external(let name):
                        file.external[from, default: []].insert(name)
                    case .nothing:
                        continue
                    case .problem(let diagnostic):
                        file.diagnostics.append(diagnostic)
                    }
                }
            }
            // A module also imported whole is seen whole.
            for module in whole { file.scoped[module] = nil }
            return file
        }
    }

    /// The modules each module's code imports in branches of other platforms' builds only,
    /// which its own build never compiles (`#if os(Linux)` around `import CNIOLinux`, a C shim
    /// the package declares for its Linux build): no edge of the graph, which is of the builds
    /// hive-lint reads, but a use all the same.
    public func importedForOtherPlatforms(_ facts: [FileFacts]) -> [String: Set<String>] {
        var imported: [String: Set<String>] = [:]
        for fileFacts in facts {
            guard let owner = ownerOfFile[fileFacts.path] else { continue }
            for event in fileFacts.imports where event.form != .forwardClass && event.form != .forwardProtocol {
                guard let condition = event.condition, Evidence.namesPlatform(condition),
                      neverCompiles(condition, from: owner, in: fileFacts.path, swift: fileFacts.language == .swift),
                      case .module(let to, _, _) = resolve(event, from: owner), to != owner else { continue }
                imported[owner, default: []].insert(to)
            }
        }
        return imported
    }

    /// Whether `module`'s build settings make `condition` false in `file` (`CompilationConditions`;
    /// a module without settings knows only that other systems' macros are undefined).
    func neverCompiles(_ condition: String, from module: String, in file: String, swift: Bool) -> Bool {
        Self.neverCompiles(condition, conditions: conditions(of: module, in: file), swift: swift)
    }

    /// The conditions `module`'s builds compile `file` with: its own builds' when only some
    /// compile it, else the module's.
    public func conditions(of module: String, in file: String) -> CompilationConditions? {
        if let own = conditionsOfFile[file], ownerOfFile[file] == module { return own }
        return conditionsOfModule[module]
    }

    /// Whether a build with `conditions` (`nil`: none known) never compiles a branch under
    /// `condition`.
    static func neverCompiles(_ condition: String, conditions: CompilationConditions?, swift: Bool) -> Bool {
        (conditions ?? noSettings).evaluate(condition, swift: swift) == false
    }

    private static let noSettings = CompilationConditions()
    /// A C file's build: `__OBJC__` is not defined.
    static let withoutObjectiveC = CompilationConditions(undefined: ["__OBJC__"])

    /// Each module's conditions, where its settings know any (`conditions(_:facts:)`): what
    /// the symbol resolver asks of a use under `#if`.
    public var conditionsByModule: [String: CompilationConditions] { conditionsOfModule }

    /// The conditions of the files only some of their owner's builds compile, by path (what
    /// the symbol resolver asks of a use under `#if` in such a file).
    public var conditionsByFile: [String: CompilationConditions] { conditionsOfFile }

    /// Each module's conditions, where its settings know any; a name a file of the tree
    /// `#define`s is never known to be undefined (a header may define it for the target).
    /// With them, those of the files only some of their owner's builds compile
    /// (`AssignedModule.fileConditions`), by path, made alike.
    static func conditionsOfModulesAndFiles(
        _ modules: [AssignedModule], facts: [FileFacts]
    ) -> (modules: [String: CompilationConditions], files: [String: CompilationConditions]) {
        let known = modules.filter { !$0.declaration.conditions.isEmpty || !$0.fileConditions.isEmpty }
        var defined: Set<String> = []
        // Each macro's definitions' bodies, for platform tests (a build of known platforms).
        var bodies: [String: Set<String>] = [:]
        let all = known.flatMap { [$0.declaration.conditions] + $0.fileConditions.values }
        let testsPlatforms = all.contains { !$0.platforms.isEmpty }
        if testsPlatforms || all.contains(where: { !$0.undefined.isEmpty }) {
            for file in facts where file.language != .swift {
                for declaration in file.declarations where declaration.kind == .macro {
                    defined.insert(declaration.name)
                    if testsPlatforms { bodies[declaration.name, default: []].insert(Self.objectLikeBody(declaration.detail, name: declaration.name) ?? "") }
                }
            }
        }
        // A name defined once, or alike everywhere, as an expression (not a function-like macro).
        let tests = CompilationConditions.platformTests(bodies.compactMapValues { $0.count == 1 && $0.first != "" ? $0.first : nil })
        var files: [String: CompilationConditions] = [:]
        for module in known {
            for (path, conditions) in module.fileConditions { files[path] = conditions.defining(defined).definingPlatformTests(tests) }
        }
        return (Dictionary(uniqueKeysWithValues: known.filter { !$0.declaration.conditions.isEmpty }.map { ($0.name, $0.declaration.conditions.defining(defined).definingPlatformTests(tests)) }), files)
    }

    /// The body of an object-like macro's definition (`#define NAME body`, a comment after it
    /// and line continuations dropped); `nil` for a function-like macro (`NAME(` at once) or a
    /// definition not of `name`.
    ///
    /// Asked of every macro of the tree: Foundation's string functions (`range(of:)`,
    /// `trimmingCharacters`; microseconds a call) are used only where a definition needs them.
    static func objectLikeBody(_ definition: String?, name: String) -> String? {
        guard let definition else { return nil }
        var text = definition.containsBytes("\\\n") ? definition.replacingOccurrences(of: "\\\n", with: " ") : definition
        if text.containsBytes("//"), let comment = text.range(of: "//") { text = String(text[..<comment.lowerBound]) }
        if text.containsBytes("/*"), let comment = text.range(of: "/*") { text = String(text[..<comment.lowerBound]) }
        let words = text.drop { $0 == " " || $0 == "\t" || $0 == "#" }
        guard words.hasPrefix("define") else { return nil }
        let afterDefine = words.dropFirst("define".count).drop { $0 == " " || $0 == "\t" }
        guard afterDefine.hasPrefix(name) else { return nil }
        let rest = afterDefine.dropFirst(name.count)
        guard let first = rest.first, first == " " || first == "\t" else { return nil }
        // Trimmed as `trimmingCharacters(in: .whitespacesAndNewlines)` would: the leading blanks
        // here, and Foundation only when an end is not plain ASCII.
        var body = Substring(rest.unicodeScalars.drop { $0 == " " || $0 == "\t" })
        func plain(_ scalar: Unicode.Scalar?) -> Bool { scalar.map { $0.isASCII && !(0x09...0x0d).contains($0.value) && $0 != " " } ?? true }
        if !plain(body.unicodeScalars.first) || !plain(body.unicodeScalars.last) {
            body = Substring(body.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        return body.isEmpty ? nil : String(body)
    }

    /// The declaration a scoped import names (`import enum Peripheral.FlipperColor` →
    /// `FlipperColor`); `nil` for an import of a whole module or of a submodule.
    static func scopedName(_ text: String) -> String? {
        // Split on ASCII blanks, byte by byte: the front end prints the declaration on one
        // line, and `Character.isWhitespace` on every import of every file costs more.
        let words = text.utf8.split { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }
            .map { Substring($0) }
        guard let at = words.firstIndex(of: "import"), at + 2 < words.count,
              ["struct", "class", "enum", "protocol", "typealias", "func", "let", "var", "actor"].contains(words[at + 1])
        else { return nil }
        return words[at + 2].split(separator: ".").last.map(String.init)
    }

    /// A dependency's two ends, as a key.
    struct Pair: Hashable {
        var from: String
        var to: String
    }

    enum Resolution: Equatable {
        case module(String, DependencyKind, resolvedTo: String?)
        case external(String)
        case nothing
        case problem(Diagnostic)
    }

    func resolve(_ event: ImportEvent, from: String) -> Resolution {
        var event = event
        // `import SwiftExtensions` in a module built with `-module-alias
        // SwiftExtensions=SwiftExtensionsForPlugin` is of module `SwiftExtensionsForPlugin`.
        if event.form == .swiftImport, let real = importAliasesOfModule[from]?[event.target] { event.target = real }
        let resolution = resolveIgnoringSharing(event, from: from)
        if case .module(let to, let kind, let resolvedTo?) = resolution, let sharers = sharedMembers[resolvedTo] {
            if sharers.contains(from) { return .module(from, kind, resolvedTo: resolvedTo) }
            // A header several modules compile (platform variants of one framework, each
            // listing it) is, to an importer declaring one of them and not its owner, that one.
            let meant = Sharing.meant(owner: to, sharers: sharers, from: from, declared: declaredByModule[from])
            if meant != to { return .module(meant, kind, resolvedTo: resolvedTo) }
        }
        return resolution
    }

    /// Whether `module` compiles `file`, as its owner or sharing it.
    public func compiles(_ module: String, _ file: String) -> Bool {
        ownerOfFile[file] == module || sharedMembers[file]?.contains(module) == true
    }

    private func resolveIgnoringSharing(_ event: ImportEvent, from: String) -> Resolution {
        switch event.form {
        case .swiftImport, .moduleImport:
            if let pod = podMeant(event.target, from: from, importsApps: mayUseApps(from, event)) { return pod.map { .module($0, .import, resolvedTo: nil) } ?? .external(event.target) }
            if let candidates = sharedImportNames[event.target] {
                if candidates.contains(from) { return .module(from, .import, resolvedTo: nil) }
                // Another project's application is no module to import but for its tests: an
                // `import Ticker` there is a package or pod of that name (a sample collection's
                // unrelated app `Ticker` is not it). In its own project an app or extension
                // module is in the build's products (pass's app imports its AutoFill
                // extension's).
                let importable = candidates.filter { !isAnotherProjectsApp($0, from: from) || mayUseApps(from, event) }
                if importable.isEmpty { return SystemModules.contains(event.target) ? .nothing : .external(event.target) }
                if let chosen = meant(importable, name: event.target, from: from) { return .module(chosen, .import, resolvedTo: nil) }
            }
            // The one module of that name is another project's application, the importer no
            // test of it.
            if let module = moduleByImportName[event.target], isAnotherProjectsApp(module, from: from), !mayUseApps(from, event) {
                return SystemModules.contains(event.target) ? .nothing : .external(event.target)
            }
            return byModuleName(event.target)
        case .angledInclude:
            return angled(event.target, from: from)
        case .quotedInclude:
            return quoted(event, from: from)
        case .forwardClass:
            return forwardDeclaration(event, from: from, declarations: classDeclarations, noun: "class")
        case .forwardProtocol:
            return forwardDeclaration(event, from: from, declarations: protocolDeclarations, noun: "protocol")
        }
    }

    /// For an import of `name` by a module whose Podfile target or podspec declares pod
    /// `name`, where an application or tool of that name answers too (MetaBase's second app
    /// target `MetaWear` beside pod `MetaWear`; WBBlades' command-line tool `WBBlades` beside its
    /// development pod): a pod is a library, so the import is the pod's. `.some(module)`: the
    /// tree's library answering the name (of several, the one `meant`); `.some(nil)`: the pod
    /// installed from outside the tree; `nil`: not such an import (`importsApps`: the importer
    /// may import an application, as its tests do; an importer answering the name itself is
    /// left to the usual rules).
    private func podMeant(_ name: String, from: String, importsApps: Bool) -> String?? {
        guard !importsApps, podsOfModule[from]?.contains(name) == true else { return nil }
        let candidates = sharedImportNames[name] ?? moduleByImportName[name].map { [$0] } ?? []
        guard !candidates.contains(from), candidates.contains(where: appModules.contains) else { return nil }
        let libraries = candidates.filter { !appModules.contains($0) }
        return .some(libraries.count > 1 ? meant(libraries, name: name, from: from) : libraries.first)
    }

    /// Whether a manifest is CocoaPods' (`Podfile`, a template of it, a `.podspec`).
    static func isCocoaPodsManifest(_ path: String) -> Bool {
        let name = RelativePath.lastComponent(of: path)
        return name.hasPrefix("Podfile") || name.hasSuffix(".podspec") || name.hasSuffix(".podspec.json")
    }

    /// Of several modules answering the import name `name`, the one `from` means: one of its
    /// own manifest if any (its declaring manifest, as before the nearest rule: platform
    /// variants a podspec also declares are told apart by what the importer declares); among
    /// them, the one it declares, else the one nearest to it in the tree (several projects
    /// side by side, each with its copy of a package: the importer's own project's).
    private func meant(_ candidates: [String], name: String, from: String) -> String? {
        let declared = declaredByModule[from] ?? []
        let local = candidates.filter { manifestOfModule[$0] == manifestOfModule[from] }
        let pool = local.isEmpty ? candidates : local
        // A declared name several copies answer (the copies of the other projects are renamed
        // `<folder>/Toolkit`) does not tell them apart.
        let copies = pool.filter { $0 == name || $0.hasSuffix("/" + name) }
        let decisive = pool.filter { declared.contains($0) && !(copies.count > 1 && copies.contains($0)) }
        return decisive.first ?? nearest(pool, to: from, preferring: moduleByImportName[name])
    }

    /// Of `modules`, those whose manifest's folder encloses `from`'s or lies inside it, the
    /// nearest (`nearest`); `nil` when none does (a sibling folder's copy is no more likely than
    /// the first).
    private func enclosing(_ modules: [String], from: String, preferring preferred: String?) -> String? {
        let here = RelativePath.directory(of: manifestOfModule[from] ?? "")
        func encloses(_ outer: String, _ inner: String) -> Bool { outer.isEmpty || inner == outer || inner.hasPrefix(outer + "/") }
        let related = modules.filter { module in
            let there = RelativePath.directory(of: manifestOfModule[module] ?? "")
            return encloses(there, here) || encloses(here, there)
        }
        return related.isEmpty ? nil : nearest(related, to: from, preferring: preferred)
    }

    /// Of `modules`, the one whose manifest's folder shares the longest run of leading folders
    /// with `module`'s (its project's, or one inside it: a chapter's app and that chapter's
    /// packages); of those tied, `preferred` when it is one (the module the name answers
    /// first: one with files before a binary target's), else the first in sorted order.
    private func nearest(_ modules: [String], to module: String, preferring preferred: String?) -> String? {
        func folders(_ module: String) -> [Substring] {
            RelativePath.directory(of: manifestOfModule[module] ?? "").split(separator: "/")
        }
        let here = folders(module)
        func shared(_ other: String) -> Int { zip(here, folders(other)).prefix { $0 == $1 }.count }
        let counts = modules.map { ($0, shared($0)) }
        guard let most = counts.map(\.1).max() else { return nil }
        let tied = counts.filter { $0.1 == most }.map(\.0).sorted()
        return preferred.flatMap { tied.contains($0) ? $0 : nil } ?? tied.first
    }

    /// Module `name` (`module` when given: the one of several answering it that is meant).
    private func byModuleName(_ name: String, header: String? = nil, module meant: String? = nil) -> Resolution {
        if let module = meant ?? moduleByImportName[name] {
            let resolvedTo = header.flatMap { header in
                filesByModule[module]?[RelativePath.lastComponent(of: header)]?.first { $0.hasSuffix("/" + header) || $0 == header }
            }
            return .module(module, .import, resolvedTo: resolvedTo)
        }
        if SystemModules.contains(name) { return .nothing }
        return .external(name)
    }

    private func angled(_ target: String, from: String) -> Resolution {
        let parts = target.split(separator: "/", maxSplits: 1).map(String.init)
        if parts.count == 2 {
            // `<AdjustSdk/AdjustSdk.h>` in a target whose product is `AdjustSdk` too (a bridge
            // target compiling the SDK's sources into its own framework): its own header.
            if sharedImportNames[parts[0]]?.contains(from) == true { return .module(from, .import, resolvedTo: nil) }
            if let pod = podMeant(parts[0], from: from, importsApps: testModules.contains(from)) {
                return pod.map { byModuleName(parts[0], header: parts[1], module: $0) } ?? .external(parts[0])
            }
            // Of several libraries of that name, the one the including module declares, else the
            // one of the including module's own manifest,
            // else of a manifest in a folder enclosing the includer's or inside it (the test
            // target of a vendored library's copy includes its copy's `<RxCocoa/RxCocoa.h>`).
            // Several of the includer's own (platform variants) are told apart below, as before.
            let named = sharedImportNames[parts[0]].flatMap { candidates -> String? in
                let libraries = candidates.filter { !appModules.contains($0) }
                // The one the includer declares (twitter-kit's `TwitterKit-static` declares
                // `TwitterCore-static`, product `TwitterCore`, not the framework target
                // `TwitterCore` wrapping it).
                let declared = libraries.filter { declaredByModule[from]?.contains($0) == true }
                if declared.count == 1 { return declared[0] }
                let local = libraries.filter { inOneProject($0, from) }
                if !local.isEmpty { return local.count == 1 ? local[0] : nil }
                return enclosing(libraries, from: from, preferring: moduleByImportName[parts[0]])
            }
            if let module = named ?? moduleByImportName[parts[0]] {
                // A module with headers, none of them this one (a plug-in bundle built as
                // `CoreAudio`, a `libopenmpt` target whose headers another target owns): the
                // SDK's framework, or the one header of the tree at that path.
                if modulesWithHeaders.contains(module), filesByModule[module]?[RelativePath.lastComponent(of: parts[1])] == nil {
                    let elsewhere = headers(endingWith: target).filter { ownerOfFile[$0] != module }
                    if elsewhere.count == 1, let owner = ownerOfFile[elsewhere[0]] { return .module(owner, .import, resolvedTo: elsewhere[0]) }
                    if elsewhere.isEmpty, SystemModules.contains(parts[0]) { return .nothing }
                }
                // A module with no header at all (a Swift target, with a same-named pod), named
                // for a header the including module has (CocoaPods' `header_dir` is the pod's
                // name; in the package, the Objective-C target's own `include/` holds it): that
                // module's own header. Not the Swift target's generated `X-Swift.h`.
                if !modulesWithHeaders.contains(module), module != from, !parts[1].hasSuffix("-Swift.h"),
                   let own = filesByModule[from]?[RelativePath.lastComponent(of: parts[1])]?.first(where: { $0.hasSuffix("/" + parts[1]) || $0 == parts[1] }) {
                    return .module(from, .import, resolvedTo: own)
                }
                return byModuleName(parts[0], header: parts[1], module: module)
            }
            var candidates = headers(endingWith: target)
            // A framework's header (`<BaiduMapAPI_Search/BMKSearchComponent.h>` is
            // `BaiduMapAPI_Search.framework/Headers/BMKSearchComponent.h`, one of several
            // frameworks a pod vendors under other names).
            if candidates.isEmpty {
                candidates = ["Headers", "PrivateHeaders"].flatMap { headers(endingWith: "\(parts[0]).framework/\($0)/\(parts[1])") }
            }
            // The name in another case than the module's, when no header spells it so.
            if candidates.isEmpty, let name = importNameByFolded[parts[0].lowercased()] { return byModuleName(name, header: parts[1]) }
            // `<sys/socket.h>`, `<netinet/in.h>`: the SDK's, though a library of the tree has a
            // shim of that name on its own search path (lwip's `posix/sys/socket.h`), unless
            // the including module compiles that shim itself.
            if SystemModules.contains(parts[0]), !candidates.contains(where: { compiles(from, $0) }) { return .nothing }
            if let owner = soleOwner(of: candidates) {
                if isAnotherProjectsApp(owner, from: from) { return .external(parts[0]) }
                return .module(owner, .import, resolvedTo: candidates[0])
            }
            if let library = oneLibrary(candidates) { return library }
            if SystemModules.contains(parts[0]) { return .nothing }
            return .external(parts[0])
        }
        // `<Y.h>`: a header search path into the tree, or a system/C header.
        let candidates = headers(endingWith: target)
        if let owner = soleOwner(of: candidates) {
            if isAnotherProjectsApp(owner, from: from) { return .nothing }
            return .module(owner, .import, resolvedTo: candidates[0])
        }
        return oneLibrary(candidates) ?? .nothing
    }

    /// The module owning the one candidate header, or the copies of it in the slices of one
    /// `.xcframework` (a static library's, `ios-arm64/Headers/yuv.h` and
    /// `ios-arm64_x86_64-simulator/Headers/yuv.h`: `<yuv.h>` is that library whichever slice a
    /// build finds; wildfirechat's false `redundant-dependency` warnings).
    private func soleOwner(of candidates: [String]) -> String? {
        guard let first = candidates.first, let owner = ownerOfFile[first] else { return nil }
        if candidates.count == 1 { return owner }
        // Copies in one `.xcframework`'s slices only, not a library's other folders (lwip's
        // `lwip/netdb.h` and `posix/netdb.h` are no `<netdb.h>`: the SDK's).
        guard let bundle = first.range(of: ".xcframework/").map({ first[..<$0.upperBound] }) else { return nil }
        return candidates.dropFirst().allSatisfy { ownerOfFile[$0] == owner && $0.hasPrefix(bundle) } ? owner : nil
    }

    /// Whether `importer`'s `event` may name an executable of another project: a test's
    /// import (`@testable import App`), and `#externalMacro(module:)`, which names a macro
    /// target (a pod's macro built from a package beside it).
    private func mayUseApps(_ importer: String, _ event: ImportEvent) -> Bool {
        testModules.contains(importer) || event.text.hasPrefix("#externalMacro")
    }

    /// Whether `owner` is an application of another project than `from`'s: no module there
    /// imports it, and its copy of a library's header (a tutorial app vendoring
    /// `SVProgressHUD.h`) is not what an angled include finds, which is the includer's pod or
    /// the SDK's (a project's search paths do not reach into another project's app).
    private func isAnotherProjectsApp(_ owner: String, from: String) -> Bool {
        owner != from && appModules.contains(owner) && !inOneProject(owner, from)
    }

    /// Whether a manifest declares both modules.
    private func inOneProject(_ module: String, _ other: String) -> Bool {
        !(manifestsOfModule[module] ?? []).isDisjoint(with: manifestsOfModule[other] ?? [])
    }

    private func quoted(_ event: ImportEvent, from: String) -> Resolution {
        let target = event.target
        let includingDirectory = RelativePath.directory(of: event.location.file)
        if let sibling = RelativePath.join(includingDirectory, target) {
            // The one beside it in another case too: the Mac's file system finds it first
            // (react-native-navigation's `"UIImage+Utils.h"` is the `UIImage+utils.h` beside
            // the including file, not a test target's `UIImage+Utils.h` elsewhere).
            if let found = headerPaths.contains(sibling) ? sibling : headerByFoldedPath[sibling.lowercased()] {
                return ownerOfFile[found].map { .module($0, .import, resolvedTo: found) } ?? .nothing
            }
        }
        // A quoted include finds a header beside the file, in the header map or on a header
        // search path, not inside a built framework (`X.framework/Headers/Y.h` is `<X/Y.h>`):
        // a checked-in build's copies of the sources' headers are no rivals to them.
        let all = headers(endingWith: target)
        let outsideFrameworks = all.filter { !Self.isInBuiltFramework($0) }
        let candidates = outsideFrameworks.isEmpty ? all : outsideFrameworks
        if let own = candidates.first(where: { compiles(from, $0) }) { return .module(from, .import, resolvedTo: own) }
        let owners = Set(candidates.compactMap { ownerOfFile[$0] })
        // Of headers in several first-party modules, those of the including module's own
        // project when one module there has it: Xcode's header map holds the project's
        // headers, not another project's (a sample collection's sibling apps each with a
        // `ListViewController.h`). (Beside a vendored library's copy, the library's header
        // stays ambiguous: which copy the search paths find is not known.)
        if owners.count > 1, owners.isDisjoint(with: externalModules) {
            let sameProject = candidates.filter { ownerOfFile[$0].map { inOneProject($0, from) } ?? false }
            let projectOwners = Set(sameProject.compactMap { ownerOfFile[$0] })
            if projectOwners.count == 1, let owner = projectOwners.first {
                return .module(owner, .import, resolvedTo: sameProject.count == 1 ? sameProject[0] : nil)
            }
        }
        // Of headers in several modules, the one module of them the including module declares:
        // a pod's quoted include finds its dependencies' headers (the declared
        // `GeoCategories`'s `"UIView+Geo.h"`, not the copy a demo's `MegaKit` pod vendors).
        if owners.count > 1 {
            let declared = owners.intersection(declaredByModule[from] ?? [])
            if declared.count == 1, let owner = declared.first {
                let theirs = candidates.filter { ownerOfFile[$0] == owner }
                return .module(owner, .import, resolvedTo: theirs.count == 1 ? theirs[0] : nil)
            }
        }
        // Another app's header is not what a module includes when a header of the same name
        // in no module may be the one the build finds (Strongbox's iOS app includes the
        // shared `ClipboardManager.h` no target lists, not the macOS app's). A library's header
        // stays the library's (a vendored copy of it elsewhere in no module is no rival), and so
        // does an app's to a test target of its project, which compiles against its host app's
        // headers (AppNexus's unit tests' `"TestANUniversalFetcher.h"`, beside an old copy in
        // no module).
        let unowned = owners.count == 1 && owners.isSubset(of: appModules) && candidates.contains { ownerOfFile[$0] == nil }
            && !(testModules.contains(from) && owners.allSatisfy { inOneProject($0, from) })
        if owners.count == 1, let owner = owners.first, !unowned {
            return .module(owner, .import, resolvedTo: candidates.count == 1 ? candidates[0] : nil)
        }
        if owners.isEmpty, !candidates.isEmpty { return .nothing }
        if let library = oneLibrary(candidates) { return library }
        if owners.count > 1 || unowned {
            return .problem(Diagnostic(
                severity: .warning, code: "ambiguous-include",
                message: "\"\(target)\" matches headers in \(owners.count > 1 ? "several modules" : "a module and in no module"): \(candidates.sorted().map { "\($0) (\(ownerOfFile[$0] ?? "no module"))" }.joined(separator: ", ")); no dependency recorded",
                location: event.location))
        }
        // `"OsmAnd_Maps-Swift.h"`: the header the compiler generates for the including
        // target's Swift (never in the tree; a file several apps compile names each one's under
        // its own `#if`). Another module's is imported as `<X/X-Swift.h>`, or quoted when its
        // build folder is on the search path (iTerm2's `"it2core-Swift.h"`): a framework's or
        // library's, not an app's.
        if target.hasSuffix("-Swift.h"), !target.contains("/") {
            let name = String(target.dropLast("-Swift.h".count))
            if let module = moduleByImportName[name], module != from, !appModules.contains(module), sharedImportNames[name]?.contains(from) != true {
                return .module(module, .import, resolvedTo: nil)
            }
            return .nothing
        }
        // `"Framework/Header.h"` written with quotes.
        let parts = target.split(separator: "/", maxSplits: 1).map(String.init)
        if parts.count == 2, moduleByImportName[parts[0]] != nil { return byModuleName(parts[0], header: parts[1]) }
        if parts.count == 2, SystemModules.contains(parts[0]) { return .nothing }
        return .problem(Diagnostic(
            severity: .info, code: "unresolved-include",
            message: "\"\(target)\" matches no header in the tree",
            location: event.location))
    }

    /// Whether a path lies inside a built framework (`Build/X.framework/Headers/Y.h`, an
    /// XCFramework's slice).
    static func isInBuiltFramework(_ path: String) -> Bool {
        path.contains("framework/") && path.split(separator: "/").dropLast().contains { RelativePath.isBinaryFramework(String($0)) }
    }

    /// `@class X;` or `@protocol P;`: the one module (not an app) whose header declares it.
    private func forwardDeclaration(
        _ event: ImportEvent, from: String, declarations byName: [String: [(module: String, location: SourceLocation)]], noun: String
    ) -> Resolution {
        guard let all = byName[event.target] else { return .nothing }
        if all.contains(where: { $0.module == from || compiles(from, $0.location.file) }) { return .nothing }
        // No target imports an app: to another module's `@class`, a class an app declares is a
        // name (where it is used, the app's header is included, and that is the dependency),
        // and another declarer is the one meant (a generated `-Swift.h` an installation-test
        // app keeps beside the shared files of other apps).
        let declarations = all.filter { !appModules.contains($0.module) }
        let modules = Set(declarations.map(\.module))
        if modules.isEmpty { return .nothing }
        if modules.count == 1, let first = declarations.min(by: { $0.location < $1.location }) {
            return .module(first.module, .forwardDeclaration, resolvedTo: first.location.description)
        }
        return .problem(Diagnostic(
            severity: .warning, code: "ambiguous-\(noun)",
            message: "\(noun) \(event.target) is declared in several modules: \(modules.sorted().joined(separator: ", ")); no dependency recorded",
            location: event.location))
    }

    /// Headers whose path is `suffix` or ends in `/suffix`.
    private func headers(endingWith suffix: String) -> [String] {
        let name = RelativePath.lastComponent(of: suffix)
        guard let candidates = headersByName[name] else { return [] }
        if name == suffix { return candidates }
        return candidates.filter { $0 == suffix || $0.hasSuffix("/" + suffix) }
    }
}
