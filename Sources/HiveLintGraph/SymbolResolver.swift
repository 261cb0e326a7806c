import HiveLintCore

/// Finds the code dependencies no import line shows: a file using a symbol (type, protocol,
/// class, function, constant, macro, a class named in a string) that another module declares.
/// A business module that uses another's class is coupled to it whether an import says so or
/// not (prefix and umbrella headers, `@_exported import`, header search paths, transitive
/// Swift imports).
///
/// Resolution, per used name:
/// - declared by the file's own module, in a file its module compiles too although another
///   module owns it (an app's source shared with its extensions), or in its module's own
///   prefix header (one `.pch` an app and its extensions share): nothing (a module's use of
///   itself);
/// - declared by exactly one module: that module;
/// - declared by several: for Objective-C, the one whose declaring header the file reaches
///   through its includes (transitively, with its module's prefix headers); for Swift, the one
///   among the modules the file sees, a type and a typealias of it in a module importing it
///   being one type; if that leaves none or several, an `ambiguous-symbol`
///   diagnostic listing them, never a guess;
/// - declared by no module of the tree (UIKit, Foundation, third-party binaries), or an SDK
///   name a project declares again (`#define NSLog(…)`, see `SDKSymbols`): nothing.
///
/// What is declared: Objective-C/C declarations in headers, and Swift `public`/`open`/
/// `package` declarations. Internal Swift declarations count too when the declaring module is
/// a `rules.json` folder, because such folders often compile into one target together.
///
/// A Swift file can only use a name from a module it can see, so a Swift use resolves to a
/// manifest-declared module only when that module is visible from the file: the modules the
/// file imports, what they re-export (`@_exported import` in Swift; everything a module with
/// Objective-C headers imports, as clang modules re-export), transitively. That finds
/// coupling through `@_exported` and transitive imports, and keeps a project's own `Logger`
/// from being mistaken for `os.Logger` in a file that never imports it. Folder modules from
/// `rules.json` are always visible (files of one target see each other without imports).
/// Likewise an Objective-C file sees another module's Swift declarations only when it imports
/// that module (`@import X;`, `#import <X/X-Swift.h>`), so a Swift class an extension declares
/// to stand in for a pod's class is not what the app's Objective-C means by that name.
public struct SymbolResolver: Sendable {
    struct Declared: Sendable {
        var module: String
        var kind: DeclarationKind
        var location: SourceLocation
        /// `location` as evidence shows it (`file:line:column`), made for the uses resolved to
        /// it: after an edit, a few files' uses, not every declaration of the tree.
        var place: String { location.description }
    }

    private let index: [String: [Declared]]
    private let ownerOfFile: [String: String]
    /// File → the modules that compile it besides its owner.
    private let sharedMembers: [String: Set<String>]
    /// Each module's declared dependencies (to choose among the modules compiling one file).
    private let declaredByModule: [String: Set<String>]
    private let folderModules: Set<String>
    private let modulesWithHeaders: Set<String>
    /// Module → the names its Swift files declare at the top level, public or not: a Swift
    /// file's own module's declaration shadows any imported one.
    private let swiftNamesByModule: [String: Set<String>]
    private let prefixHeaders: [String: [String]]
    /// The names code imports each module by.
    private let importNames: [String: Set<String>]
    /// Modules their manifests make apps: no other target imports an app's Swift.
    private let appModules: Set<String>
    /// Each module's compilation conditions, where its settings know any
    /// (`ImportResolver.conditionsByModule`).
    private let conditions: [String: CompilationConditions]
    /// The conditions of the files only some of their owner's builds compile
    /// (`ImportResolver.conditionsByFile`).
    private let fileConditions: [String: CompilationConditions]

    /// `conditions`: each module's compilation conditions, to leave out the uses in `#if`
    /// branches a module's build never compiles: the import resolver's
    /// (`ImportResolver.conditionsByModule`), else worked out the same way.
    ///
    /// `resolving`: when only these files will be resolved (a run after an edit, the link memo
    /// holding the others' results), the declarations indexed are only those of the names
    /// they use, and the Swift names only those of their modules: indexing every declaration
    /// of a 10,000-file tree to resolve 5 files was most of the symbol resolution.
    public init(
        modules: [AssignedModule], facts: [FileFacts], conditions: (modules: [String: CompilationConditions], files: [String: CompilationConditions])? = nil,
        resolving: [FileFacts]? = nil
    ) {
        let conditions = conditions ?? ImportResolver.conditionsOfModulesAndFiles(modules, facts: facts)
        self.conditions = conditions.modules
        fileConditions = conditions.files
        var owner: [String: String] = [:]
        var folderModules: Set<String> = []
        var modulesWithHeaders: Set<String> = []
        for module in modules {
            for file in module.files { owner[file.path] = module.name }
            if module.declaration.origin.style.isFolder { folderModules.insert(module.name) }
            if module.files.contains(where: { $0.language == .objcHeader }) { modulesWithHeaders.insert(module.name) }
        }
        self.folderModules = folderModules
        self.modulesWithHeaders = modulesWithHeaders
        prefixHeaders = Dictionary(modules.map { ($0.name, $0.declaration.prefixHeaders) }, uniquingKeysWith: { a, _ in a })
        importNames = Dictionary(modules.map { ($0.name, Set($0.declaration.importNames)) }, uniquingKeysWith: { a, b in a.union(b) })
        appModules = Set(modules.filter { $0.declaration.impliedKind == .app }.map(\.name))
        var index: [String: [Declared]] = [:]
        var swiftNames: [String: Set<String>] = [:]
        let shared = AssignedModule.sharedMembers(modules)
        // What the files to resolve look up: the names they use, and the Swift names of the
        // modules compiling them (`Pass.resolveUses`); everything when every file is resolved.
        var usedNames: Set<String>?
        var resolvingModules: Set<String>?
        if let resolving {
            var names: Set<String> = [], compiling: Set<String> = []
            for file in resolving {
                for reference in file.references { names.insert(reference.name) }
                if let module = owner[file.path] { compiling.insert(module) }
                if file.language != .objcHeader { compiling.formUnion(shared[file.path] ?? []) }
            }
            usedNames = names
            resolvingModules = compiling
        }
        for fileFacts in facts {
            guard let owner = owner[fileFacts.path] else { continue }
            // A compiled file shared by several modules declares its names in each of them
            // (the iOS and the watchOS variant of one framework), its owner first.
            let compiledBy = fileFacts.language == .objcHeader ? [] : (shared[fileFacts.path] ?? []).sorted()
            let isSwift = fileFacts.language == .swift
            for module in [owner] + compiledBy {
                if isSwift, resolvingModules?.contains(module) ?? true { swiftNames[module, default: []].formUnion(fileFacts.declarations.map(\.name)) }
                // An SDK name a project declares again stays the SDK's (see `SDKSymbols`).
                for declaration in fileFacts.declarations
                where usedNames?.contains(declaration.name) ?? true && declaration.kind != .objcCategory
                    && !(isSwift ? SDKSymbols.contains(declaration.name) : SDKSymbols.containsC(declaration.name)) {
                    guard declaration.isPublic || folderModules.contains(module) else { continue }
                    index[declaration.name, default: []].append(Declared(
                        module: module, kind: declaration.kind, location: declaration.location))
                }
            }
        }
        self.index = index.mapValues { $0.sorted { ($0.module, $0.location) < ($1.module, $1.location) } }
        swiftNamesByModule = swiftNames
        ownerOfFile = owner
        sharedMembers = shared
        declaredByModule = Dictionary(modules.map { ($0.name, Set($0.declaration.declaredDependencies)) }, uniquingKeysWith: { first, _ in first })
    }

    public struct Output: Sendable {
        public var dependencies: [Dependency]
        public var diagnostics: [Diagnostic]
        /// Module → the declared dependencies whose Swift declarations its Swift files name
        /// without seeing them (no import): ruuvi's SwiftPM targets, which XcodeGen builds as
        /// one framework, use their dependency's protocols unimported. Not a dependency edge
        /// (the name may be another's), but no sign that the declared dependency goes unused.
        public var usesWithoutImport: [String: Set<String>] = [:]
    }

    /// What one file's uses resolved to: its part of `Output`. The link memo keeps it, so that
    /// a file whose facts did not change is not resolved again.
    public struct FileSymbols: Sendable {
        /// Using module → declaring module → the evidence.
        public var evidence: [String: [String: [Evidence]]] = [:]
        /// `module\0name` → the `ambiguous-symbol` diagnostic of the file's first such use.
        public var ambiguous: [String: Diagnostic] = [:]
        public var usesWithoutImport: [String: Set<String>] = [:]
        /// The files whose declarations' places the evidence cites (`declared at
        /// Shop/Cart.h:12:1`): the record is stale when one of them changes.
        public var cites: Set<String> = []

        public init() {}
    }

    /// - Parameters:
    ///   - importedByFile: the modules each file's imports name.
    ///   - importDependencies: module-level import edges (what a module imports anywhere).
    ///   - includedByFile: the headers each file's includes resolve to.
    ///   - scopedByFile: for a Swift file, the only names it sees of a module it imports only
    ///     by scoped imports (`import enum Peripheral.FlipperColor`).
    public func resolve(
        _ facts: [FileFacts], importedByFile: [String: Set<String>], includedByFile: [String: Set<String>] = [:],
        scopedByFile: [String: [String: Set<String>]] = [:], importDependencies: [Dependency]
    ) -> Output {
        resolve(
            facts, importedByFile: importedByFile, includedByFile: includedByFile, scopedByFile: scopedByFile,
            importDependencies: importDependencies, reusing: { _ in nil }
        ).output
    }

    /// As above, except for the files `reusing` has a record for (by the file's index in
    /// `facts`); the records of all files, in `facts`' order, with the output.
    public func resolve(
        _ facts: [FileFacts], importedByFile: [String: Set<String>], includedByFile: [String: Set<String>],
        scopedByFile: [String: [String: Set<String>]], importDependencies: [Dependency], reusing: @Sendable (Int) -> FileSymbols?
    ) -> (output: Output, files: [FileSymbols]) {
        var reexports: [String: Set<String>] = [:]
        var swiftReexports: [String: Set<String>] = [:]
        var imports: [String: Set<String>] = [:]
        // The files importing a module under a platform or `canImport` condition (few): only
        // theirs are kept.
        var platformConditionalFiles: Set<String> = []
        for dependency in importDependencies {
            for item in dependency.evidence where item.kind == .import && item.isBuildConditional { platformConditionalFiles.insert(item.location.file) }
        }
        var platformImports: [String: [String: Set<String>]] = [:]
        var reexportConditions: [String: [String: Set<String>]] = [:]
        var scopedReexports: [String: [String: Set<String>]] = [:]
        for dependency in importDependencies {
            imports[dependency.from, default: []].insert(dependency.to)
            // A clang module passes on what its headers import; Swift, what `@_exported`
            // imports (a plain Swift import in a mixed framework is its own), each re-export
            // with its platform condition (`""` for none).
            var exported = false
            for item in dependency.evidence {
                let reexported = ImportEvent.reexports(item.text)
                let platformConditionalFile = item.kind == .import && platformConditionalFiles.contains(item.location.file)
                guard reexported || platformConditionalFile else { continue }
                let platform = item.isBuildConditional ? item.condition ?? "" : ""
                if reexported {
                    exported = true
                    reexportConditions[dependency.from, default: [:]][dependency.to, default: []].insert(platform)
                    if let name = ImportResolver.scopedName(item.text) { scopedReexports[dependency.from, default: [:]][dependency.to, default: []].insert(name) }
                }
                if platformConditionalFile {
                    platformImports[item.location.file, default: [:]][dependency.to, default: []].insert(platform)
                }
            }
            let headerImports = dependency.evidence.filter {
                $0.kind == .import && modulesWithHeaders.contains(dependency.from) && [".h", ".hh", ".hpp"].contains(where: $0.location.file.hasSuffix)
            }
            if exported || !headerImports.isEmpty {
                reexports[dependency.from, default: []].insert(dependency.to)
            }
            // A header's module import (`@import X;`, `#import <X/X.h>`) loads module X, its
            // Swift part too; a quoted include of one of X's headers (an app's bridging header
            // including another target's `"Lookup.h"`) brings that header alone.
            if exported || headerImports.contains(where: { $0.text.hasPrefix("@import") || $0.text.contains("<") }) {
                swiftReexports[dependency.from, default: []].insert(dependency.to)
            }
        }
        let seen = Seen(
            importedByFile: importedByFile, includedByFile: includedByFile, scopedByFile: scopedByFile, imports: imports, reexports: reexports,
            swiftReexports: swiftReexports, importConditions: platformImports, reexportConditions: reexportConditions,
            scopedReexports: scopedReexports)
        // Files are independent: chunks of them on every core, merged in the files' order.
        let parts = Chunks.map(count: facts.count, maximum: Chunks.cores, minimumSize: 1_000) { range in
            var pass = Pass(resolver: self, seen: seen)
            return range.map { index in reusing(index) ?? pass.resolve(facts[index]) }
        }
        let files = Array(parts.joined())
        var evidence: [String: [String: [Evidence]]] = [:]
        var ambiguous: [String: Diagnostic] = [:]
        var usesWithoutImport: [String: Set<String>] = [:]
        for file in files {
            usesWithoutImport.merge(file.usesWithoutImport) { $0.union($1) }
            for (from, targets) in file.evidence {
                for (to, items) in targets { evidence[from, default: [:]][to, default: []] += items }
            }
            // The first file's diagnostic for each name.
            ambiguous.merge(file.ambiguous) { first, _ in first }
        }
        var dependencies: [Dependency] = []
        for (from, targets) in evidence {
            for (to, items) in targets { dependencies.append(Dependency(from: from, to: to, collecting: items)) }
        }
        // A file several modules compile is ambiguous for each of them at the same place: once.
        let output = Output(dependencies: dependencies.sorted(), diagnostics: Array(Set(ambiguous.values)).sorted(), usesWithoutImport: usesWithoutImport)
        return (output, files)
    }

    /// What files see besides their own module: their imports and includes, and the modules'.
    struct Seen: Sendable {
        var importedByFile: [String: Set<String>]
        var includedByFile: [String: Set<String>]
        var scopedByFile: [String: [String: Set<String>]]
        /// Module → the modules it imports.
        var imports: [String: Set<String>]
        /// Module → the modules it re-exports.
        var reexports: [String: Set<String>]
        /// Module → the modules it re-exports to Swift whole (`@_exported import`, a header's
        /// module import); a header's quoted include passes on only the included headers.
        var swiftReexports: [String: Set<String>]
        /// File → each module it imports → the platform (or `canImport`) conditions of those
        /// imports (`""` for an import under no such condition).
        var importConditions: [String: [String: Set<String>]] = [:]
        /// Module → each module it re-exports (`@_exported import`) → the platform conditions
        /// of those re-exports (`""` for none).
        var reexportConditions: [String: [String: Set<String>]] = [:]
        /// Module → each module it re-exports one declaration of (`@_exported import enum
        /// Core.Level`) → those declarations' names.
        var scopedReexports: [String: [String: Set<String>]] = [:]

        /// Whether the file imports each of `modules` only under a platform condition of its
        /// own (`#if os(iOS)` `import MainUI` `#elseif os(tvOS)` `import TVUI`), or a module it
        /// imports re-exports each of them so (fluentui's `FluentUI` umbrella: `#if os(iOS)`
        /// `@_exported import FluentUI_ios` `#elseif os(macOS)` `@_exported import
        /// FluentUI_macos`): each platform's build sees one of them. So do the branches of
        /// one `#if canImport(LoginUI)` `import LoginUI` `#else` `import LoginBUI` (a
        /// white-label app's two modules of one API): conditions that are not platforms'
        /// must exclude one another.
        func importsForOnePlatformEach(_ modules: Set<String>, in file: String) -> Bool {
            func onePlatformEach(_ conditions: [String: Set<String>]) -> Bool {
                var seen: Set<String> = []
                for module in modules {
                    guard let conditions = conditions[module], conditions.count == 1, let condition = conditions.first, !condition.isEmpty,
                          seen.insert(condition).inserted else { return false }
                }
                guard seen.contains(where: { !Evidence.namesPlatform($0) }) else { return true }
                let clauses = seen.map { Set($0.components(separatedBy: " && ")) }
                return clauses.indices.allSatisfy { i in clauses.indices.allSatisfy { j in i == j || SymbolResolver.exclude(clauses[i], clauses[j]) } }
            }
            if let conditions = importConditions[file], onePlatformEach(conditions) { return true }
            return (importedByFile[file] ?? []).contains { reexportConditions[$0].map(onePlatformEach) ?? false }
        }
    }

    /// Whether two conditions, as `&&` clauses, never hold together: one has a clause the
    /// other negates (`canImport(A)` and `!(canImport(A))`, the branches of one `#if`).
    static func exclude(_ first: Set<String>, _ second: Set<String>) -> Bool {
        first.contains { second.contains("!(\($0))") } || second.contains { first.contains("!(\($0))") }
    }

    /// One run through some of the files, with what it learned along the way.
    struct Pass {
        let resolver: SymbolResolver
        let seen: Seen
        /// The file being resolved: what it uses.
        var file = FileSymbols()
        private var closureCache: [String: Set<String>] = [:]
        private var importClosure: [String: Set<String>] = [:]
        /// Whether a module's build never compiles a branch, by module and condition (a whole
        /// file under `#if os(iOS)` asks for each of its uses).
        private var neverCompiled: [String: [String: Bool]] = [:]

        init(resolver: SymbolResolver, seen: Seen) {
            self.resolver = resolver
            self.seen = seen
        }

        /// Every header an Objective-C file reaches through its includes and its module's
        /// prefix headers.
        mutating func reachable(from file: String, module: String) -> Set<String> {
            if let cached = closureCache[file] { return cached }
            var reached: Set<String> = []
            var queue = Array(seen.includedByFile[file] ?? []) + (resolver.prefixHeaders[module] ?? [])
            while let header = queue.popLast() {
                guard reached.insert(header).inserted else { continue }
                queue += seen.includedByFile[header] ?? []
            }
            closureCache[file] = reached
            return reached
        }

        /// Whether `module`'s build never compiles the branch under `condition` in `file` (as an
        /// import's: `ImportResolver.neverCompiles`).
        mutating func neverCompiles(_ condition: String, module: String, in file: String, swift: Bool) -> Bool {
            if let own = resolver.fileConditions[file], resolver.ownerOfFile[file] == module {
                return ImportResolver.neverCompiles(condition, conditions: own, swift: swift)
            }
            if let known = neverCompiled[module]?[condition] { return known }
            let never = ImportResolver.neverCompiles(condition, conditions: resolver.conditions[module], swift: swift)
            neverCompiled[module, default: [:]][condition] = never
            return never
        }

        /// Whether `module` imports `other`, directly or through the modules it imports.
        mutating func importsTransitively(_ module: String, _ other: String) -> Bool {
            if let known = importClosure[module] { return known.contains(other) }
            var reached: Set<String> = []
            var queue = Array(seen.imports[module] ?? [])
            while let next = queue.popLast() {
                guard reached.insert(next).inserted else { continue }
                queue += seen.imports[next] ?? []
            }
            importClosure[module] = reached
            return reached.contains(other)
        }

        /// The modules whose Swift declarations a Swift file sees: those it imports, what its
        /// module re-exports whole (`swiftReexports`), and what those re-export, transitively.
        /// An app reached only through a quoted include of its header (an extension's bridging
        /// header including the app's header) shows the file that header's declarations, not
        /// the app's Swift (SwiftUI's `@State` in a share extension is not the app's
        /// `protocol State`). (A framework's header may include its `-Swift.h`, which shows
        /// its `@objc` Swift: those stay visible.)
        func swiftVisible(from file: String, module: String) -> Set<String> {
            visible(from: file, module: module, through: seen.swiftReexports)
        }

        /// The modules a Swift file of `module` sees: its imports, what its module's own
        /// headers import (a framework's umbrella header, an app's bridging header), and what
        /// those re-export, transitively.
        func visible(from file: String, module: String) -> Set<String> {
            visible(from: file, module: module, through: seen.reexports)
        }

        /// The file's imports and what its module re-exports, closed over `reexports`.
        private func visible(from file: String, module: String, through reexports: [String: Set<String>]) -> Set<String> {
            var visible = (seen.importedByFile[file] ?? []).union(reexports[module] ?? [])
            var queue = Array(visible)
            while let module = queue.popLast() {
                for next in reexports[module] ?? [] where visible.insert(next).inserted { queue.append(next) }
            }
            return visible
        }

        mutating func resolve(_ fileFacts: FileFacts) -> FileSymbols {
            file = FileSymbols()
            resolveUses(fileFacts)
            return file
        }

        private mutating func resolveUses(_ fileFacts: FileFacts) {
            let index = resolver.index, folderModules = resolver.folderModules, sharedMembers = resolver.sharedMembers
            guard let owner = resolver.ownerOfFile[fileFacts.path] else { return }
            let isSwift = fileFacts.language == .swift
            let imported = seen.importedByFile[fileFacts.path] ?? []
            let scoped = seen.scopedByFile[fileFacts.path]
            // A compiled file's uses are those of every module compiling it (a header's only
            // of its owner: it is compiled where it is included).
            let compiledBy = fileFacts.language == .objcHeader ? [] : (sharedMembers[fileFacts.path] ?? []).sorted()
            for from in [owner] + compiledBy {
            var visibleModules: Set<String>?
            let swiftSeen = isSwift ? swiftVisible(from: fileFacts.path, module: from) : []
            // A macro is text the preprocessor pastes in: an Objective-C file uses another
            // module's macro only through a header it includes (or its prefix header) or a
            // module import; else the name is the SDK's (`htons` from `<arpa/inet.h>`, which a
            // network library's shim header also defines). What libclang finds where such a
            // macro is expanded comes from the body the prelude gave it (`lwip_htons(x)`): no
            // use either.
            var unseenMacros: Set<SourceLocation> = []
            // What the file reaches otherwise, by the owner of a shared header it uses (worked
            // out once per owner, not per use).
            var reachesByOwner: [String: Set<String>] = [:]
            if !isSwift {
                for reference in fileFacts.references where reference.kind == .macro {
                    let macros = (index[reference.name] ?? []).filter { $0.kind == .macro }
                    let others = macros.filter { $0.module != from }
                    guard !others.isEmpty, others.count == macros.count, !others.contains(where: { imported.contains($0.module) }) else { continue }
                    let headers = reachable(from: fileFacts.path, module: from)
                    // A module a reached header imports (`@import ZIKRouter;`, an umbrella
                    // `<CarbonObjC/CarbonObjC.h>`) brings its macros.
                    if !others.contains(where: { declaration in
                        headers.contains(declaration.location.file) || headers.contains { seen.importedByFile[$0]?.contains(declaration.module) == true }
                    }) {
                        unseenMacros.insert(reference.location)
                    }
                }
            }
            for reference in fileFacts.references {
                if unseenMacros.contains(reference.location) { continue }
                guard let declared = index[reference.name] else { continue }
                // In a branch this module's build never compiles (the `#else` of a flag its
                // settings define, another system's branch): not its use, as for an import.
                if let condition = reference.condition, neverCompiles(condition, module: from, in: fileFacts.path, swift: isSwift) { continue }
                // The commonest case first: the file's own module declares the name (its use
                // of itself, whatever else declares it; in Swift, even when not public).
                if declared.contains(where: { $0.module == from && SymbolResolver.accepts(reference.kind, $0.kind) }) { continue }
                if isSwift, resolver.swiftNamesByModule[from]?.contains(reference.name) == true { continue }
                var candidates = declared.filter { SymbolResolver.accepts(reference.kind, $0.kind) }
                if isSwift {
                    let visible = visibleModules ?? visible(from: fileFacts.path, module: from)
                    visibleModules = visible
                    // Swift declarations only: a C name of another module's header is no more
                    // than a coincidence in Swift that does not import it. (Worked out only
                    // when no candidate is left: this runs for every Swift use.)
                    let unfiltered = candidates
                    defer {
                        if candidates.isEmpty, let only = unfiltered.first?.module, only != from,
                           unfiltered.allSatisfy({ $0.module == only && $0.location.file.hasSuffix(".swift") }),
                           resolver.declaredByModule[from]?.contains(only) == true {
                            file.usesWithoutImport[from, default: []].insert(only)
                        }
                    }
                    // A folder module is seen without an import, but not where the name is the
                    // standard library's too: that is the one the file means.
                    let standard = SDKSymbols.isSwiftStandard(reference.name)
                    candidates = candidates.filter {
                        $0.module == from || (folderModules.contains($0.module) && !standard)
                            || (visible.contains($0.module) && scoped?[$0.module].map { names in names.contains(reference.name) } ?? true
                                && (!$0.location.file.hasSuffix(".swift") || swiftSeen.contains($0.module) || !resolver.appModules.contains($0.module)))
                    }
                } else {
                    // Objective-C sees another module's Swift only through an import of that
                    // module (`@import X;`, `#import <X/X-Swift.h>`): a Swift class standing in
                    // for a pod's class the tree lacks is not what an Objective-C file means.
                    candidates = candidates.filter {
                        !$0.location.file.hasSuffix(".swift") || $0.module == from || folderModules.contains($0.module) || imported.contains($0.module)
                    }
                    // No target imports an app: another module's file sees an app's header
                    // only by including it (or through its prefix header). A class an app
                    // keeps a copy of (a sample app's `AFHTTPSessionManager.h` under
                    // `Reference/`) is, to a pod including the installed library, that
                    // library's. A name an app declares too is one the file may have from the
                    // SDK or a library the tree does not parse (`IOSurfaceRef`), so the other
                    // declarers count only when reached as well. (A class named in a string is
                    // looked up at run time: still the app's.)
                    if reference.kind != .string, candidates.contains(where: { $0.module != from && resolver.appModules.contains($0.module) }) {
                        let headers = reachable(from: fileFacts.path, module: from)
                        candidates = candidates.filter {
                            $0.module == from || imported.contains($0.module) || headers.contains($0.location.file)
                                || sharedMembers[$0.location.file]?.contains(from) == true
                        }
                    }
                }
                let modules = Set(candidates.map(\.module))
                if modules.isEmpty || modules.contains(from) { continue }
                // A file compiled by several modules uses its owner's sources: for the others
                // that is their own source tree too.
                if from != owner, modules.contains(owner) { continue }
                // Under a platform condition, a name of another module compiling the file (the
                // macOS app's alert class, used under `#if !TARGET_OS_IOS` in a file the iOS app
                // compiles too) is that platform's build, as for an import.
                if let condition = reference.condition, Evidence.namesPlatform(condition),
                   modules.contains(where: { sharedMembers[fileFacts.path]?.contains($0) == true }) {
                    continue
                }
                if candidates.contains(where: { sharedMembers[$0.location.file]?.contains(from) == true }) { continue }
                // So is a declaration in the module's own prefix header, whichever module owns
                // that file (one `.pch` the app and its extensions all set, which only one of
                // them lists): the compiler pastes it into every file of the module.
                if let own = resolver.prefixHeaders[from], candidates.contains(where: { own.contains($0.location.file) }) { continue }
                var chosen = modules
                // One file's declaration compiled into each of `among`: the module the file's
                // module declares, else the file's owner; `nil` when they are several files or
                // neither decides.
                func sharedFileModule(among: Set<String>) -> String? {
                    let files = Set(candidates.filter { among.contains($0.module) }.map(\.location.file))
                    guard files.count == 1, let file = files.first, let owner = resolver.ownerOfFile[file] else { return nil }
                    let declared = among.filter { resolver.declaredByModule[from]?.contains($0) == true }
                    if declared.count == 1 { return declared.first }
                    return among.contains(owner) ? owner : nil
                }
                if chosen.count > 1 {
                    if isSwift {
                        chosen = chosen.intersection(visibleModules ?? visible(from: fileFacts.path, module: from))
                    } else if !candidates.allSatisfy({ $0.location.file.hasSuffix(".swift") }) {
                        let headers = reachable(from: fileFacts.path, module: from)
                        chosen = Set(candidates.filter { headers.contains($0.location.file) }.map(\.module))
                    }
                    // (Swift declarations only, seen through the modules' imports: no header
                    // reaches them; one file's compiled into platform variants is decided below.)
                }
                // A type and a Swift typealias of it in a module that imports the type's module
                // (`public typealias Item = Storage.Item`, ZRouter's aliases of ZIKRouter's
                // classes): one type. The module the file imports itself, preferring the
                // type's own.
                if chosen.count > 1 {
                    let aliases = candidates.filter { chosen.contains($0.module) && $0.kind == .type && $0.location.file.hasSuffix(".swift") }
                    let aliasModules = Set(aliases.map(\.module))
                    var originals = chosen.subtracting(aliasModules)
                    // The type's one file compiled into several modules (swift-collections'
                    // Xcode project building every package target's sources as one module):
                    // one original, chosen as below for a shared file.
                    if originals.count > 1, let one = sharedFileModule(among: originals) { originals = [one] }
                    if !aliasModules.isEmpty, originals.count == 1, let original = originals.first,
                       aliasModules.allSatisfy({ seen.imports[$0]?.contains(original) == true }) {
                        chosen = imported.contains(original) || imported.isDisjoint(with: aliasModules) ? [original] : Set([aliasModules.sorted()[0]])
                    }
                }
                // Swift's shadowing: of two modules declaring the name, the one that imports
                // the other (directly or not) wins (`Core.Dependencies` over the
                // `Peripheral.Dependencies` Core imports).
                if chosen.count > 1, isSwift {
                    var shadowed: Set<String> = []
                    for other in chosen where chosen.contains(where: { $0 != other && importsTransitively($0, other) }) { shadowed.insert(other) }
                    if shadowed.count < chosen.count { chosen.subtract(shadowed) }
                }
                // And a declaration imported by itself (`import enum Core.Level`, the file's own
                // or one a module it sees re-exports: dd-sdk's `@_exported import enum
                // DatadogInternal.ImagePrivacyLevel`) shadows the same name of modules imported
                // whole.
                if chosen.count > 1, isSwift {
                    let visible = visibleModules ?? visible(from: fileFacts.path, module: from)
                    let byName = chosen.filter { module in
                        scoped?[module]?.contains(reference.name) == true
                            || visible.contains { seen.scopedReexports[$0]?[module]?.contains(reference.name) == true }
                    }
                    if byName.count == 1 { chosen = byName }
                }
                // One file's declaration compiled into several modules, all seen (its `#if`
                // branches too: Nio's `UXColor`, `NSColor` on macOS and `UIColor` on iOS, in
                // the `Kit/UX.swift` both `NioKit` targets compile): the one the file's module
                // declares, else its owner's (also when the owner is not among them: a podspec
                // owning the sources its iOS and macOS framework targets compile, each test
                // target depending on one of those).
                if chosen.count > 1, let one = sharedFileModule(among: chosen) { chosen = [one] }
                // Two modules of one import name both seen (`import Collections` in a file a
                // package test target and an Xcode project's test target both compile, each
                // depending on its own `Collections`): one build has only the one the file's
                // module declares. (Modules of different names both imported stay ambiguous.)
                if chosen.count > 1, isSwift {
                    let declared = chosen.filter { resolver.declaredByModule[from]?.contains($0) == true }
                    if declared.count == 1, let one = declared.first, let names = resolver.importNames[one],
                       chosen.allSatisfy({ $0 == one || !(resolver.importNames[$0] ?? []).isDisjoint(with: names) }) {
                        chosen = declared
                    }
                }
                guard chosen.count == 1, let to = chosen.first, let declaration = candidates.first(where: { $0.module == to }) else {
                    // One per platform: no ambiguity, and the imports are the dependencies.
                    if chosen.count > 1, seen.importsForOnePlatformEach(chosen, in: fileFacts.path) { continue }
                    // A name the SDK declares too (`Image(systemName:)` in a file importing
                    // SwiftUI and two theme modules, each with a `struct Image`): the call's
                    // labels choose among them, which hive-lint does not compare. No dependency,
                    // and nothing to say.
                    if isSwift, SDKSymbols.isSwiftStandard(reference.name)
                        || (SDKSymbols.isSwiftUI(reference.name) && fileFacts.imports.contains(where: { $0.target == "SwiftUI" })) { continue }
                    let key = "\(from)\u{0}\(reference.name)"
                    if file.ambiguous[key] == nil {
                        file.ambiguous[key] = Diagnostic(
                            severity: .warning, code: "ambiguous-symbol",
                            message: "\(reference.name) is declared in several modules (\(modules.sorted().joined(separator: ", "))) and the file reaches none or several of those declarations through its imports; no dependency recorded",
                            location: reference.location)
                    }
                    continue
                }
                let kind = SymbolResolver.dependencyKind(reference.kind, declaration.kind)
                // Of the modules compiling a shared header, the file means one it reaches
                // otherwise: through its imports, or through a header its includes reach that
                // the owner does not compile (the plugin's own header including the app's
                // umbrella header, when the app and an XPC service both list the header).
                let sharers = sharedMembers[declaration.location.file]
                var reaches = imported
                if sharers != nil, !imported.contains(to) {
                    if let known = reachesByOwner[to] {
                        reaches = known
                    } else {
                        for header in reachable(from: fileFacts.path, module: from) {
                            guard let module = resolver.ownerOfFile[header], module != to, sharedMembers[header]?.contains(to) != true else { continue }
                            reaches.insert(module)
                        }
                        reachesByOwner[to] = reaches
                    }
                }
                let meant = Sharing.meant(owner: to, sharers: sharers, from: from, declared: resolver.declaredByModule[from], reaches: reaches)
                if declaration.location.file != fileFacts.path { file.cites.insert(declaration.location.file) }
                file.evidence[from, default: [:]][meant, default: []].append(Evidence(
                    kind: kind, location: reference.location, text: SymbolResolver.describe(reference, declaration.kind, kind),
                    resolvedTo: declaration.place, symbol: reference.name))
            }
            }
        }
    }

    /// Whether a use of this kind can mean a declaration of that kind.
    static func accepts(_ reference: ReferenceKind, _ declaration: DeclarationKind) -> Bool {
        switch reference {
        case .macro: declaration == .macro
        case .inherit, .extension, .category, .string, .protocolExpression:
            [.objcClass, .objcProtocol, .swiftType, .swiftProtocol, .type].contains(declaration)
        case .type, .value: declaration != .macro
        }
    }

    static func dependencyKind(_ reference: ReferenceKind, _ declaration: DeclarationKind) -> DependencyKind {
        switch reference {
        case .inherit: [.objcProtocol, .swiftProtocol].contains(declaration) ? .conform : .inherit
        case .extension: .extension
        case .category: .category
        case .macro: .macro
        case .string: .stringReference
        case .protocolExpression: .type
        case .type, .value:
            switch declaration {
            case .function: .call
            case .constant, .enumConstant: .constant
            default: .type
            }
        }
    }

    static func describe(_ reference: ReferenceEvent, _ declaration: DeclarationKind, _ kind: DependencyKind) -> String {
        switch kind {
        case .extension: "an extension of \(declaration.noun) \(reference.name)"
        case .category: "a category on class \(reference.name)"
        case .call: "function \(reference.name)()"
        case .stringReference: "\(declaration.noun) \(reference.name) named in a string"
        case .inherit: "superclass \(reference.name)"
        case .conform: "protocol \(reference.name) in a conformance list"
        default: "\(declaration.noun) \(reference.name)"
        }
    }
}
