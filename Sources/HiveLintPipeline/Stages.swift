import Foundation
import HiveLintCache
import HiveLintConfig
import HiveLintCore
import HiveLintDiscovery
import HiveLintGraph
import HiveLintParse
import HiveLintRules
import HiveLintScan

/// The steps of `Analyzer`'s recipe that are more than one call into their stage.
extension Analyzer {
    /// The root, checked and made absolute once.
    func locate() throws(Failure) -> ScanRoot {
        do { return try ScanRoot(options.root) } catch { throw .cannotRun(error) }
    }

    /// The configuration and the rule engine built from it.
    func configure(_ root: ScanRoot) throws(Failure) -> (Configuration, RuleEngine) {
        let configuration = try loadConfiguration(root)
        do {
            return (configuration, try RuleEngine(configuration: configuration))
        } catch {
            throw .badConfiguration(file: configuration.source ?? "rules.json", problems: error.problems)
        }
    }

    /// Loads the configuration: `--rules FILE`, else `<root>/rules.json`, else defaults.
    public func loadConfiguration() throws(Failure) -> Configuration {
        try loadConfiguration(locate())
    }

    /// The rules file a run reads (or would read: it may be absent), absolute: `--rules FILE`,
    /// else `<root>/rules.json`.
    func rulesFilePath(_ root: ScanRoot) -> String {
        options.rulesFile.map(ScanRoot.absolute) ?? root.appending("rules.json")
    }

    func loadConfiguration(_ root: ScanRoot) throws(Failure) -> Configuration {
        let explicit = options.rulesFile
        if explicit == nil, options.ignoresRulesFile { return Configuration() }
        let candidate = explicit ?? root.appending("rules.json")
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory.boolValue else {
            if let explicit { throw .cannotRun(HiveLintError(isDirectory.boolValue ? "\(explicit) is a folder, not a rules file" : "no such rules file: \(explicit)")) }
            return Configuration()
        }
        guard let data = FileManager.default.contents(atPath: candidate) else {
            throw .cannotRun(HiveLintError("cannot read rules file: \(candidate)"))
        }
        let shownName = explicit.map(root.shown) ?? "rules.json"
        do {
            return try ConfigurationDecoder.decode(data, source: shownName)
        } catch {
            // Rule types and options are checked too, so every problem is listed at once.
            var problems = error.problems
            if let partial = error.partial {
                do {
                    _ = try RuleEngine(configuration: partial)
                } catch let ruleError {
                    problems += ruleError.problems
                }
            }
            throw .badConfiguration(file: candidate, problems: problems.sorted())
        }
    }

    /// Where the baseline is: `--baseline`, else rules.json `baseline` (relative to the
    /// root), else `<root>/hive-lint-baseline.json`; whether it must exist (only the default
    /// may be absent); `nil` with `--no-baseline`.
    func baselineLocation(_ configuration: Configuration, root: ScanRoot) -> (path: String, required: Bool)? {
        guard !options.ignoresBaseline else { return nil }
        if let explicit = options.baselineFile { return (explicit, true) }
        if let configured = configuration.baseline {
            return (configured.hasPrefix("/") ? configured : root.appending(configured), true)
        }
        return (root.appending(Baseline.defaultFileName), false)
    }

    /// The baseline, read once (a missing default is no baseline; anything else unreadable
    /// stops the run).
    func loadBaseline(_ configuration: Configuration, root: ScanRoot) throws(Failure) -> (baseline: Baseline, shown: String)? {
        guard let (path, required) = baselineLocation(configuration, root: root) else { return nil }
        if !required, !FileManager.default.fileExists(atPath: path) { return nil }
        let shown = root.shown(path)
        do { return (try Baseline.read(path, shown: shown), shown) } catch { throw .cannotRun(error) }
    }

    /// Modules and their files: from the discovery memo when nothing discovery depends on has
    /// changed (its key, and every path it read or checked holding what it held), else
    /// discovered, with what memoizes it (`memoize`, for the caller to run after the parse:
    /// the encoder's allocations, freed among the parse's, kept the peak of a cold run with
    /// the cache higher). `memoize` returns the hash of the result's stored form when a memo
    /// or `hashed` asks for it (the link memo's key covers the discovery); `memoized` is that
    /// hash when the memo held (known before the parse).
    func discover(
        _ tree: ScannedTree, configuration: Configuration, root: ScanRoot, hashed: Bool
    ) -> (result: ModuleDiscovery.Result, memoize: () -> UInt64?, memoized: UInt64?) {
        let run = { ModuleDiscovery().run(tree: tree, configuration: configuration, budget: options.budget) }
        let memo = options.discoveryMemoFile.map(KeyedMemo.discovery(file:))
        guard memo != nil || hashed else { return (run(), { nil }, nil) }
        let key = discoveryKey(tree, root: root)
        let started = DiskIdentity.now()
        if let (payload, _) = memo?.checkedPayload(key: key), let (identities, stored) = try? Self.discoveryPayloadParts(payload),
           let result = try? BinaryCoding.decode(ModuleDiscovery.Result.self, from: Array(payload[stored])),
           result.probes.allSatisfy({ path, state in
               let absolute = tree.absolute(path)
               // A file whose identity is the one recorded holds what it held then (read only
               // when it is not: a `project.pbxproj` of several megabytes is not read again).
               if let recorded = identities[path], Self.regularFileIdentity(absolute) == recorded { return true }
               return PathState.of(absolute) == state
           }) {
            let checksum = Checksum.of(payload[stored])
            return (result, { checksum }, checksum)
        }
        let result = run()
        return (result, {
            guard let encoded = try? BinaryCoding.encode(result) else { return nil }
            memo?.save(key: key, payload: Self.discoveryPayload(result, encoded: encoded, tree: tree, settled: started - options.racyWindow))
            return Checksum.of(encoded)
        }, nil)
    }

    /// The discovery memo's payload: the `lstat` identity of each file discovery read that is
    /// a regular file settled before `settled` (one changed since discovery began, or within the
    /// racy window before, may hold other content than discovery read: it is not recorded, and
    /// its content is compared instead), then the result's stored form.
    static func discoveryPayload(_ result: ModuleDiscovery.Result, encoded: [UInt8], tree: ScannedTree, settled: Int64) -> [UInt8] {
        let recorded = result.probedPaths.compactMap { path -> (String, UInt64)? in
            guard let status = FileStatus.of(tree.absolute(path)), status.type == UInt64(S_IFREG), status.changed < settled else { return nil }
            return (path, DiskIdentity(status).fingerprint)
        }
        var writer = ByteWriter()
        writer.uint(UInt64(recorded.count))
        for (path, fingerprint) in recorded {
            writer.string(path)
            writer.uint(fingerprint)
        }
        writer.bytes += encoded
        return writer.bytes
    }

    /// The recorded identities of `discoveryPayload`, and where the result's stored form lies.
    static func discoveryPayloadParts(_ payload: [UInt8]) throws -> (identities: [String: UInt64], stored: Range<Int>) {
        var reader = ByteReader(payload)
        var identities: [String: UInt64] = [:]
        for _ in 0..<(try reader.count(minimumSize: 2)) {
            let path = try reader.string()
            identities[path] = try reader.uint()
        }
        return (identities, reader.offset..<payload.count)
    }

    /// The `lstat` identity of a regular file (not of a link, whose target may change alone).
    static func regularFileIdentity(_ absolute: String) -> UInt64? {
        guard let status = FileStatus.of(absolute), status.type == UInt64(S_IFREG) else { return nil }
        return DiskIdentity(status).fingerprint
    }

    /// Everything discovery is given besides what it reads: the tree's files, folders and
    /// links as the walk found them, the rules file (its content: the configuration is made
    /// from it alone) and the size limit (manifests over it are not read). (The memo itself
    /// checks hive-lint's version and build.)
    func discoveryKey(_ tree: ScannedTree, root: ScanRoot) -> UInt64 {
        var parts = ["discovery", tree.absoluteRoot, String(options.budget.maxFileSize), "rules"]
        if options.rulesFile == nil, options.ignoresRulesFile {
            parts.append("built-in")
        } else {
            let path = rulesFilePath(root)
            parts += [path, FileBytes.read(path).map { String(ContentHash.of($0)) } ?? "absent"]
        }
        parts.append("sources")
        for file in tree.sourceFiles { parts += [file.path, file.language.rawValue] }
        parts += ["manifests"] + tree.manifests + ["folders"] + tree.directories + ["property lists"] + tree.propertyLists
        parts += ["checked"] + tree.checkedPaths + ["links"]
        for link in tree.links { parts += [link.path, link.target ?? ""] }
        return ContentHash.of(parts)
    }

    /// The rules' violations compared with the baseline.
    /// Applies the `// hive-lint:disable` comments of the files of the modules the rules
    /// checked (a comment in a test module is neither used nor unused when tests are not
    /// checked).
    func suppress(
        _ violations: [Violation], facts: [FileFacts], modules: [Module], scope: ScopeSettings, owner: (String) -> String?, engine: RuleEngine
    ) -> (reported: [Violation], suppressed: [SuppressedViolation], diagnostics: [Diagnostic]) {
        let checked = Set(modules.filter { scope.includes($0.kind) }.map(\.name))
        let comments = facts.flatMap { file in
            file.suppressions.isEmpty || !checked.contains(owner(file.path) ?? "") ? [] : file.suppressions
        }
        return InlineSuppressions.apply(violations, comments: comments, types: engine.ruleTypes)
    }

    func compare(
        _ violations: [Violation], withBaseline baseline: (baseline: Baseline, shown: String)?, root: ScanRoot
    ) -> (reported: [Violation], baselined: [SuppressedViolation], summary: BaselineSummary?) {
        guard let baseline else { return (violations, [], nil) }
        let compared = baseline.baseline.apply(to: violations, shown: baseline.shown)
        return (compared.reported, compared.baselined, compared.summary)
    }

    /// The codes of the diagnostics about the parse cache itself.
    static let cacheRebuilt = "cache-rebuilt"
    static let cacheNotWritten = "cache-not-written"

    /// The files the parse reads, with their statuses when a parse cache is used (taken
    /// while the cache loads: `ParseScheduler.prepare`).
    struct ToParse {
        var files: [SourceFile]
        var statuses: [String: FileStatus]?
    }

    /// The first-party files modules own (third-party code is only indexed) and the prefix
    /// headers even when no module owns them (their imports count for every module that uses
    /// them).
    func toParse(_ discovery: ModuleDiscovery.Result, tree: ScannedTree) -> ToParse {
        let firstParty = discovery.modules.filter { !$0.isExternal }
        let prefixHeaders = Set(firstParty.flatMap(\.declaration.prefixHeaders))
        let files = Array(Set(firstParty.flatMap(\.files) + tree.sourceFiles.filter { prefixHeaders.contains($0.path) })).sorted()
        return ToParse(files: files, statuses: options.cacheFile.map { ParseScheduler.prepare(files, tree: tree, cacheFile: $0) })
    }

    /// Facts of the files `toParse` lists, through the parse cache; with what the cache has to
    /// say, and the files' statuses the cache's fast path took before reading any (for the run
    /// memo). (The caller writes the cache: `saveCache`.)
    func parse(
        _ toParse: ToParse, tree: ScannedTree, vocabulary: CallVocabulary, cache: FactsCache?
    ) async throws(Failure) -> (facts: [FileFacts], diagnostics: [Diagnostic], statuses: [String: FileStatus]) {
        var diagnostics: [Diagnostic] = []
        if let cache, let problem = cache.problem {
            diagnostics.append(Diagnostic(severity: cache.otherVersion ? .info : .warning, code: Self.cacheRebuilt, message: problem))
        }
        let facts: [FileFacts]
        let statuses: [String: FileStatus]
        do {
            let parsed = try await ParseScheduler.parse(
                toParse.files, tree: tree, workers: options.workers, vocabulary: vocabulary, cache: cache, statuses: toParse.statuses,
                budget: options.budget, capturesLibClangOutput: options.capturesLibClangOutput, onProgress: options.onProgress)
            facts = parsed.facts
            statuses = parsed.statuses
            diagnostics += parsed.diagnostics
        } catch {
            throw .cannotRun(error)
        }
        return (facts, diagnostics + facts.flatMap(\.diagnostics), statuses)
    }

    /// Writes the parse cache, saying why it could not.
    static func saveCache(_ cache: FactsCache?) -> Diagnostic? {
        cache?.save().map { Diagnostic(severity: .warning, code: cacheNotWritten, message: $0) }
    }

    /// Imports and symbol uses resolved to modules: the dependency graph. With a link memo,
    /// only the files whose resolution may have changed are resolved; the memo is saved by
    /// the caller (`LinkMemo.save`, with the records returned).
    func link(
        _ facts: [FileFacts], modules: [AssignedModule], resolver: ImportResolver, memo: LinkMemo?
    ) -> (graph: DependencyGraph, imports: ImportResolver.Output, usesWithoutImport: [String: Set<String>], diagnostics: [Diagnostic],
          records: (imports: [ImportResolver.FileImports], symbols: [SymbolResolver.FileSymbols])) {
        let (imports, importRecords) = resolver.resolve(facts, reusing: { memo?.imports($0) })
        // With the memo, only the files it has no record for are resolved: the resolver indexes
        // what they look up.
        let resolving = memo.flatMap { memo -> [FileFacts]? in
            let indices = facts.indices.filter { memo.symbols($0) == nil }
            return indices.count == facts.count ? nil : indices.map { facts[$0] }
        }
        let symbolResolver = SymbolResolver(modules: modules, facts: facts, conditions: (resolver.conditionsByModule, resolver.conditionsByFile), resolving: resolving)
        let (symbols, symbolRecords) = symbolResolver.resolve(
            facts, importedByFile: imports.importedByFile, includedByFile: imports.includedByFile, scopedByFile: imports.scopedByFile,
            importDependencies: imports.dependencies, reusing: { memo?.symbols($0) })
        // Its indices of the whole tree's declarations took 8 ms to free after an edit.
        if options.keepsMemoryUntilExit { KeptUntilExit.keep(symbolResolver) }
        var dependencies = Dependency.merged([
            resolver.withoutIncludesUnusedInSharedSources(imports.dependencies, symbols: symbols.dependencies), symbols.dependencies,
        ])
        let tests = Self.testFilesInFolderModules(facts, modules: modules, owner: resolver.owner(of:))
        if !tests.isEmpty {
            dependencies = dependencies.compactMap { dependency in
                let evidence = dependency.evidence.filter { !tests.contains($0.location.file) }
                return evidence.isEmpty ? nil : Dependency(from: dependency.from, to: dependency.to, collecting: evidence)
            }
        }
        return (DependencyGraph(dependencies: dependencies), imports, symbols.usesWithoutImport, imports.diagnostics + symbols.diagnostics, (importRecords, symbolRecords))
    }

    /// The files of folder modules (the layout's, `rules.json`'s) that import a test framework
    /// (`XCTest`, Swift's `Testing`): tests kept beside the sources they test (santa's
    /// `SNTCommandMetricsTest.m` in `Source/santactl/Commands/`, as Bazel and Buck trees do),
    /// which a folder cannot tell from its sources. What they import and use is the tests', not
    /// the module's: a test helper of another app is no dependency of this one. (A manifest's
    /// targets keep tests in test targets; no app or library imports a test framework.)
    static func testFilesInFolderModules(_ facts: [FileFacts], modules: [AssignedModule], owner: (String) -> String?) -> Set<String> {
        // Few files import a test framework: they are found first, then their owners asked
        // (every file of a tree may be in folder modules: `discovery.folders`).
        let candidates = facts.filter { $0.imports.contains(where: Self.importsTestFramework) }
        guard !candidates.isEmpty else { return [] }
        let folderModules = Set(modules.filter { $0.declaration.origin.style.isFolder && $0.declaration.impliedKind != .test }.map(\.name))
        return Set(candidates.filter { owner($0.path).map(folderModules.contains) ?? false }.map(\.path))
    }

    /// Whether an import loads `XCTest` or `Testing` (`import XCTest`, `@import XCTest;`,
    /// `#import <XCTest/XCTest.h>`; not a quoted include of a project's `Testing/` folder, nor
    /// `@class Testing;`).
    static func importsTestFramework(_ event: ImportEvent) -> Bool {
        guard event.form == .swiftImport || event.form == .moduleImport || event.form == .angledInclude else { return false }
        for framework in ["XCTest", "Testing"] where event.target == framework || event.target.hasPrefix(framework + "/") { return true }
        return false
    }

    /// The modules whose parsed files declare and use nothing (`//dummy` placeholders of
    /// umbrella targets; third-party code is not parsed, so never in it), or nothing but the
    /// empty class Xcode's library template names after the target (`@interface KitAll :
    /// NSObject @end`, `@implementation KitAll @end`; `MobileSDK_Core` for `MobileSDK-Core`:
    /// Sitecore's static libraries that only merge others) and the version symbols its
    /// framework template's umbrella header exports (`FOUNDATION_EXPORT double
    /// CommonModuleVersionNumber;`: ZMoney's scaffolded pods). The resource accessors Tuist
    /// generates for a target (`TuistBundle+HomeFeature.swift`) are not its code: a stub
    /// feature of a lone `import Foundation` with resources is still a placeholder.
    static func onlyPlaceholderFiles(_ facts: [FileFacts], resolver: ImportResolver) -> Set<String> {
        var parsedOwners: Set<String> = []
        var withCode: Set<String> = []
        // Modules passing for a template class, and those implementing a method anywhere:
        // a template class has none.
        var templateClasses: Set<String> = []
        var withMethods: Set<String> = []
        for file in facts where !TuistDiscoverer.isGeneratedAccessor(file.path) {
            guard let owner = resolver.owner(of: file.path) else { continue }
            parsedOwners.insert(owner)
            if !file.methods.isEmpty { withMethods.insert(owner) }
            if withCode.contains(owner) || (file.declarations.isEmpty && file.referenceCount == 0) { continue }
            let names: Set<String> = [owner, c99Identifier(owner)]
            let versionSymbols = Set(names.flatMap { [$0 + "VersionNumber", $0 + "VersionString"] })
            let templateClass = file.methods.isEmpty && file.constants.isEmpty
                && file.declarations.allSatisfy {
                    ($0.kind == .objcClass && names.contains($0.name)) || ($0.kind == .constant && versionSymbols.contains($0.name))
                }
                && file.references.allSatisfy { reference in
                    names.contains(reference.name) || file.references.contains { $0.kind == .inherit && $0.name == reference.name }
                        || (reference.kind == .macro && Self.exportMacros.contains(reference.name))
                }
            if templateClass { templateClasses.insert(owner) } else { withCode.insert(owner) }
        }
        return parsedOwners.subtracting(withCode).subtracting(templateClasses.intersection(withMethods))
    }

    /// The SDK's macros a framework template's umbrella header declares its version symbols with.
    static let exportMacros: Set<String> = ["FOUNDATION_EXPORT", "FOUNDATION_EXTERN", "UIKIT_EXTERN"]

    /// The module owning a path: the module of a parsed file, else the module whose folder
    /// holds it (property lists and third-party files are in no module's file list).
    static func owner(_ resolver: ImportResolver, _ modules: [AssignedModule]) -> @Sendable (String) -> String? {
        let folders = modules.filter { !$0.declaration.path.isEmpty }.map { ($0.declaration.path + "/", $0.name) }.sorted { $0.0.count > $1.0.count }
        return { path in resolver.owner(of: path) ?? folders.first { path.hasPrefix($0.0) }?.1 }
    }

    /// Everything the run read or checked: the folders the walk listed, the files whose
    /// content was used (sources, manifests, property lists), what discovery read or looked
    /// for (XcodeGen includes may lie outside the tree), and the rules file (or its absence).
    /// (The parse cache is recorded by `report` after it is written.)
    func inputs(
        root: ScanRoot, configuration: Configuration, tree: ScannedTree, discovery: ModuleDiscovery.Result, statuses: [String: FileStatus]
    ) -> RunInputs {
        var paths = tree.sourceFiles.map { tree.absolute($0.path) }
        let known = tree.sourceFiles.map { statuses[$0.path] }
        for relative in tree.manifests + tree.propertyLists + tree.checkedPaths + discovery.probedPaths {
            paths.append(tree.absolute(relative))
        }
        paths.append(rulesFilePath(root))
        if let (baseline, _) = baselineLocation(configuration, root: root) { paths.append(ScanRoot.absolute(baseline)) }
        return RunInputs(
            root: tree.absoluteRoot,
            folders: tree.listings.map { RunInputs.Folder(path: tree.absolute($0.path), listing: $0.listing) },
            paths: paths,
            statuses: known,
            links: tree.links.map { RunInputs.Link(path: tree.absolute($0.path), target: $0.target) })
    }
}
